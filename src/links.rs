//! Game links: `/?g=<game>&s=<seed>&p=<players>&o=<options>&a=<seats>` opens a deal (`a`: who
//! plays each seat, `person` or a computer level, comma-separated), `&r=<record>` a whole game. Every part is checked; a bad link gives a [`LinkError`] that the page shows in plain words.

use islas_core::{Seed, SeedError};
use islas_games::{GameId, records};

use crate::catalog::{self, UiGame};
use crate::model::{Control, SeatPlayer};

/// What a link or "play the same deal again" fills into a new-game form.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Prefill {
    pub seed: Option<Seed>,
    /// The seed as the person typed it ("pirates"), shown instead of its code when known.
    pub seed_text: Option<String>,
    pub players: Option<u8>,
    /// Option ids of the game (as in links and `GameInfo::options`).
    pub options: Vec<String>,
    pub seats: Vec<SeatPlayer>,
}

/// The query keys a game link uses.
pub const KEYS: [&str; 6] = ["g", "s", "p", "o", "a", "r"];

/// Longest seed text accepted from a link.
const MAX_SEED_CHARS: usize = 64;
/// Longest record accepted from a link (a long game is a few hundred characters).
const MAX_RECORD_CHARS: usize = 16_384;

/// A valid game link.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    pub game: &'static UiGame,
    pub seed: Seed,
    /// The seed as the link writes it, trimmed: a typed word ("pirates") or the seed's code.
    /// `Seed::from_text` of it is `seed`.
    pub seed_text: String,
    pub players: u8,
    /// Options as links write them today (`id`, `id=value`), each one the game knows with a
    /// value it allows.
    pub options: Vec<String>,
    /// How many actions the link's record holds, when it has one.
    pub actions: Option<usize>,
    /// Who plays each seat, when the link says (one entry per player).
    pub seats: Vec<Control>,
}

/// Why a link cannot be opened. Every variant has a plain-words message (i18n key + arguments).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    MissingGame,
    UnknownGame(String),
    MissingSeed,
    /// `s` is blank.
    EmptySeed,
    MissingPlayers,
    BadPlayers(String),
    PlayersOutOfRange {
        players: u8,
        min: u8,
        max: u8,
    },
    UnknownOption(String),
    TooLong(&'static str),
    BadRecord(String),
    /// The record disagrees with `s` or `p` of the same link.
    RecordMismatch,
    /// `a` names something that is not `person` or a level, or not one per player.
    BadSeats(String),
}

impl LinkError {
    /// The i18n key of the message and its arguments.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            LinkError::MissingGame => ("link.error.missing_game", vec![]),
            LinkError::UnknownGame(g) => ("link.error.unknown_game", vec![("game", g.clone())]),
            LinkError::MissingSeed => ("link.error.missing_seed", vec![]),
            LinkError::EmptySeed => ("link.error.empty_seed", vec![]),
            LinkError::MissingPlayers => ("link.error.missing_players", vec![]),
            LinkError::BadPlayers(p) => ("link.error.bad_players", vec![("players", p.clone())]),
            LinkError::PlayersOutOfRange { players, min, max } => (
                "link.error.players_range",
                vec![
                    ("players", players.to_string()),
                    ("min", min.to_string()),
                    ("max", max.to_string()),
                ],
            ),
            LinkError::UnknownOption(o) => {
                ("link.error.unknown_option", vec![("option", o.clone())])
            }
            LinkError::TooLong(part) => {
                ("link.error.too_long", vec![("part", (*part).to_string())])
            }
            // The decoder's reason is in English: kept for the developer, not shown.
            LinkError::BadRecord(_) => ("link.error.bad_record", vec![]),
            LinkError::RecordMismatch => ("link.error.record_mismatch", vec![]),
            LinkError::BadSeats(a) => ("link.error.bad_seats", vec![("seats", a.clone())]),
        }
    }

    /// Every i18n key a link error can use (for the completeness test).
    pub const KEYS: [&'static str; 12] = [
        "link.error.bad_seats",
        "link.error.missing_game",
        "link.error.unknown_game",
        "link.error.missing_seed",
        "link.error.empty_seed",
        "link.error.missing_players",
        "link.error.bad_players",
        "link.error.players_range",
        "link.error.unknown_option",
        "link.error.too_long",
        "link.error.bad_record",
        "link.error.record_mismatch",
    ];
}

/// Whether the query holds a game link at all (any of g, s, p, o, r).
pub fn is_link(get: impl Fn(&str) -> Option<String>) -> bool {
    KEYS.iter().any(|k| get(k).is_some())
}

fn parse_players(text: &str, game: &UiGame) -> Result<u8, LinkError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(LinkError::MissingPlayers);
    }
    let n: u8 = t
        .parse()
        .map_err(|_| LinkError::BadPlayers(t.chars().take(16).collect()))?;
    let (min, max) = game.players();
    if n < min || n > max {
        return Err(LinkError::PlayersOutOfRange {
            players: n,
            min,
            max,
        });
    }
    Ok(n)
}

/// Reads a link from its query parameters (already URL-decoded).
pub fn parse(get: impl Fn(&str) -> Option<String>) -> Result<Link, LinkError> {
    let game_id = get("g").map(|g| g.trim().to_string()).unwrap_or_default();
    if game_id.is_empty() {
        return Err(LinkError::MissingGame);
    }
    let game = catalog::find(&game_id)
        .ok_or_else(|| LinkError::UnknownGame(game_id.chars().take(40).collect()))?;

    let seed = match get("s") {
        Some(s) if s.chars().count() > MAX_SEED_CHARS => return Err(LinkError::TooLong("s")),
        Some(s) => Some((
            Seed::from_text(&s).map_err(|e| match e {
                SeedError::Empty => LinkError::EmptySeed,
            })?,
            s.trim().to_string(),
        )),
        None => None,
    };
    let players = match get("p") {
        Some(p) => Some(parse_players(&p, game)?),
        None => None,
    };

    // Each option as the engine describes it (`id`, `id=value`; the older `points-3` reads as
    // `points=3`), written back in today's form; the same option twice keeps its first value.
    let mut options: Vec<String> = Vec::new();
    if let Some(o) = get("o") {
        let mut ids: Vec<&str> = Vec::new();
        for name in o.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            let chosen = islas_core::read_option(game.game.info().options, name)
                .map_err(|_| LinkError::UnknownOption(name.chars().take(40).collect()))?;
            if !ids.contains(&chosen.id) {
                ids.push(chosen.id);
                options.push(chosen.to_string());
            }
        }
    }

    let seats = match get("a") {
        Some(a) => parse_seats(&a)?,
        None => Vec::new(),
    };

    if let Some(r) = get("r") {
        if r.len() > MAX_RECORD_CHARS {
            return Err(LinkError::TooLong("r"));
        }
        let record = records::from_compact(game.game, &r)
            .map_err(|e| LinkError::BadRecord(e.to_string()))?;
        let facts = records::facts(&record).map_err(LinkError::BadRecord)?;
        let record_players = u8::try_from(facts.players).unwrap_or(u8::MAX);
        if seed.as_ref().is_some_and(|(s, _)| *s != facts.seed)
            || players.is_some_and(|p| p != record_players)
        {
            return Err(LinkError::RecordMismatch);
        }
        let players = parse_players(&record_players.to_string(), game)?;
        return Ok(Link {
            game,
            seed: facts.seed,
            seed_text: seed.map_or_else(|| facts.seed.to_string(), |(_, text)| text),
            players,
            options: facts.options,
            actions: Some(facts.actions),
            seats: check_seat_count(seats, players)?,
        });
    }

    let players = players.ok_or(LinkError::MissingPlayers)?;
    let (seed, seed_text) = seed.ok_or(LinkError::MissingSeed)?;
    Ok(Link {
        game,
        seed,
        seed_text,
        players,
        options,
        actions: None,
        seats: check_seat_count(seats, players)?,
    })
}

/// Reads `a`: `person`, `easy`, `medium` or `hard` per seat, comma-separated.
fn parse_seats(text: &str) -> Result<Vec<Control>, LinkError> {
    let short = || LinkError::BadSeats(text.chars().take(40).collect());
    if text.len() > 64 {
        return Err(short());
    }
    text.split(',')
        .map(|c| Control::from_id(c.trim()).ok_or_else(short))
        .collect()
}

fn check_seat_count(seats: Vec<Control>, players: u8) -> Result<Vec<Control>, LinkError> {
    if !seats.is_empty() && seats.len() != usize::from(players) {
        let text: Vec<&str> = seats.iter().map(|c| c.id()).collect();
        return Err(LinkError::BadSeats(text.join(",")));
    }
    Ok(seats)
}

/// `text` percent-encoded for a query value: every byte but `A-Z a-z 0-9 - _ . ~`.
pub fn encode_query_value(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The seed as a link writes it: the typed text when it is known and deals `seed`, else the
/// seed's code.
pub fn seed_word(seed: Seed, typed: Option<&str>) -> String {
    match typed.map(str::trim) {
        Some(t) if !t.is_empty() && Seed::from_text(t).ok() == Some(seed) => t.to_string(),
        _ => seed.to_string(),
    }
}

/// The one link writer: the path that opens `game` with this seed, player count, options and
/// (when given) who plays each seat. `seed_text` is the seed as the person typed it
/// ("pirates"): the link carries that word (percent-encoded), which deals the same cards as
/// the code; without it, or when it does not deal `seed`, the link carries the code.
pub fn write(
    game: GameId,
    seed: Seed,
    seed_text: Option<&str>,
    players: usize,
    options: &[String],
    seats: &[Control],
) -> String {
    let s = encode_query_value(&seed_word(seed, seed_text));
    let mut path = format!("/?g={}&s={s}&p={players}", game.id());
    if !options.is_empty() {
        path.push_str("&o=");
        path.push_str(&options.join(","));
    }
    if !seats.is_empty() {
        let seats: Vec<&str> = seats.iter().map(|c| c.id()).collect();
        path.push_str("&a=");
        path.push_str(&seats.join(","));
    }
    path
}

/// The link of a game in progress or finished: its deal (the seed as typed, when known), its
/// seats, and (with `with_record`) the whole record in compact form.
pub fn write_record(
    record: &serde_json::Value,
    seed_text: Option<&str>,
    seats: &[SeatPlayer],
    with_record: bool,
) -> Option<String> {
    let facts = records::facts(record).ok()?;
    let controls: Vec<Control> = seats.iter().map(|s| s.control).collect();
    let mut path = write(
        facts.game,
        facts.seed,
        seed_text,
        facts.players,
        &facts.options,
        &controls,
    );
    if with_record {
        path.push_str("&r=");
        path.push_str(&records::to_compact(record).ok()?);
    }
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Game, Record};
    use islas_port_royal::{Config, PortRoyal};

    fn q<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| {
            pairs
                .iter()
                .find(|(a, _)| *a == k)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn a_valid_link_opens() {
        let l = parse(q(&[("g", "port-royal"), ("s", "pirates"), ("p", "3")])).unwrap();
        assert_eq!(l.game.id, "port-royal");
        assert_eq!(l.seed, Seed::from_text("pirates").unwrap());
        assert_eq!(l.seed_text, "pirates");
        assert_eq!(l.players, 3);
        assert_eq!(l.actions, None);
        let l = parse(q(&[
            ("g", "jamaica"),
            ("s", "7K3M9QXA"),
            ("p", "6"),
            ("o", ""),
        ]))
        .unwrap();
        assert_eq!(l.seed.to_string(), "7K3M9QXA");
    }

    #[test]
    fn a_link_may_say_who_plays_each_seat() {
        let l = parse(q(&[
            ("g", "port-royal"),
            ("s", "pirates"),
            ("p", "3"),
            ("a", "person,hard,easy"),
        ]))
        .unwrap();
        assert_eq!(l.seats, vec![Control::Person, Control::Hard, Control::Easy]);
        for bad in ["person,hard", "person,god,easy", "", &"person,".repeat(20)] {
            let e = parse(q(&[
                ("g", "port-royal"),
                ("s", "pirates"),
                ("p", "3"),
                ("a", bad),
            ]))
            .unwrap_err();
            assert!(matches!(e, LinkError::BadSeats(_)), "{bad}: {e:?}");
        }
    }

    #[test]
    fn every_part_is_checked() {
        use LinkError::*;
        let cases: &[(&[(&str, &str)], LinkError)] = &[
            (&[("s", "x"), ("p", "3")], MissingGame),
            (&[("g", "  ")], MissingGame),
            (&[("g", "<b>chess</b>")], UnknownGame("<b>chess</b>".into())),
            (&[("g", "port-royal"), ("p", "3")], MissingSeed),
            (&[("g", "port-royal"), ("s", " "), ("p", "3")], EmptySeed),
            (&[("g", "port-royal"), ("s", "x")], MissingPlayers),
            (
                &[("g", "port-royal"), ("s", "x"), ("p", "three")],
                BadPlayers("three".into()),
            ),
            (
                &[("g", "port-royal"), ("s", "x"), ("p", "-1")],
                BadPlayers("-1".into()),
            ),
            (
                &[("g", "port-royal"), ("s", "x"), ("p", "6")],
                PlayersOutOfRange {
                    players: 6,
                    min: 1,
                    max: 5,
                },
            ),
            (
                // Port Royal seats 1 (the solo game of the co-operative contracts) to 5.
                &[("g", "port-royal"), ("s", "x"), ("p", "0")],
                PlayersOutOfRange {
                    players: 0,
                    min: 1,
                    max: 5,
                },
            ),
            (
                &[("g", "port-royal"), ("s", "x"), ("p", "6")],
                PlayersOutOfRange {
                    players: 6,
                    min: 1,
                    max: 5,
                },
            ),
            (
                &[("g", "port-royal"), ("s", "x"), ("p", "3"), ("o", "turbo")],
                UnknownOption("turbo".into()),
            ),
            (
                &[("g", "port-royal"), ("s", "x"), ("p", "3"), ("r", "!!")],
                BadRecord("this link's game record is damaged: not URL-safe base64".into()),
            ),
        ];
        for (pairs, want) in cases {
            assert_eq!(parse(q(pairs)).as_ref(), Err(want), "{pairs:?}");
        }
        let long = "x".repeat(65);
        assert_eq!(
            parse(q(&[("g", "port-royal"), ("s", &long), ("p", "3")])),
            Err(TooLong("s"))
        );
    }

    /// A link's error is told whole in the person's language: no English reason from the
    /// seed or record decoders inside a Spanish or Czech sentence.
    #[test]
    fn a_link_error_is_told_in_the_persons_language() {
        use crate::i18n::{Lang, text};
        for pairs in [
            &[("g", "port-royal"), ("s", " "), ("p", "3")][..],
            &[("g", "port-royal"), ("s", "x"), ("p", "3"), ("r", "!!")][..],
        ] {
            let (key, args) = parse(q(pairs)).unwrap_err().message();
            let en = text(Lang::En, key, &args);
            for lang in [Lang::Es, Lang::Cs] {
                let t = text(lang, key, &args);
                assert_ne!(t, en);
                for english in ["seed", "empty", "leave it", "record", "base64"] {
                    assert!(!t.contains(english), "{lang:?}: {t}");
                }
            }
        }
    }

    #[test]
    fn a_record_link_opens_its_game() {
        let mut record = Record::new::<PortRoyal>(Config::new(4), Seed::from_text("reef").unwrap());
        let mut game = PortRoyal::setup(&record.config, record.seed).unwrap();
        let mut legal = Vec::new();
        for _ in 0..3 {
            game.legal_actions(&mut legal);
            let a = legal[0];
            game.play(&a).unwrap();
            record.actions.push(a.to_string());
        }
        let r = record.to_compact::<PortRoyal>().unwrap();
        let l = parse(q(&[("g", "port-royal"), ("r", &r)])).unwrap();
        assert_eq!((l.players, l.seed, l.actions), (4, record.seed, Some(3)));
        assert_eq!(
            parse(q(&[("g", "port-royal"), ("p", "3"), ("r", &r)])),
            Err(LinkError::RecordMismatch)
        );
    }

    #[test]
    fn options_are_deduplicated() {
        let l = parse(q(&[
            ("g", "port-royal"),
            ("s", "x"),
            ("p", "2"),
            ("o", "expedition-end, expedition-end"),
        ]))
        .unwrap();
        assert_eq!(l.options, vec!["expedition-end".to_string()]);
    }

    /// The solo game of the co-operative contracts, with its points cards, travels in a link
    /// and reads back: any number up to the whole time deck (`points=n`), and the `points-n` of
    /// older links reads as the same option.
    #[test]
    fn a_solo_contract_game_with_points_cards_reads_back() {
        let s = Seed::from_text("solo").unwrap();
        let path = write(
            GameId::PortRoyal,
            s,
            Some("solo"),
            1,
            &["coop".to_string(), "points=23".to_string()],
            &[Control::Person],
        );
        assert_eq!(path, "/?g=port-royal&s=solo&p=1&o=coop,points=23&a=person");
        let p = pairs(&path);
        let l = parse(|k| p.iter().find(|(a, _)| a == k).map(|(_, v)| v.clone())).unwrap();
        assert_eq!(l.players, 1);
        assert_eq!(l.options, ["coop", "points=23"]);
        let solo = |o: &str| parse(q(&[("g", "port-royal"), ("s", "x"), ("p", "1"), ("o", o)]));
        assert_eq!(solo("coop,points-3").unwrap().options, ["coop", "points=3"]);
        assert_eq!(
            solo("coop,points-3,points=3").unwrap().options,
            ["coop", "points=3"]
        );
        let most = islas_port_royal::contracts::MAX_TIME_DECK;
        assert!(solo(&format!("coop,points={most}")).is_ok());
        let beyond = format!("points={}", most + 1);
        assert_eq!(solo(&beyond), Err(LinkError::UnknownOption(beyond.clone())));
        assert_eq!(
            solo("points=x"),
            Err(LinkError::UnknownOption("points=x".into()))
        );
    }

    #[test]
    fn is_link_needs_a_link_key() {
        assert!(!is_link(q(&[("utm", "x")])));
        assert!(is_link(q(&[("p", "x")])));
    }

    /// Reads a path written by [`write`] back as query pairs.
    fn pairs(path: &str) -> Vec<(String, String)> {
        path.trim_start_matches("/?")
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), crate::router::decode_query_value(v)))
            .collect()
    }

    #[test]
    fn written_links_read_back() {
        let s = Seed::from_text("pirates").unwrap();
        assert_eq!(
            write(GameId::PortRoyal, s, None, 3, &[], &[]),
            format!("/?g=port-royal&s={s}&p=3")
        );
        assert_eq!(
            write(GameId::PortRoyal, s, Some("pirates"), 3, &[], &[]),
            "/?g=port-royal&s=pirates&p=3"
        );
        // A text that does not deal this seed is never written for it.
        assert_eq!(
            write(GameId::PortRoyal, s, Some("reef"), 3, &[], &[]),
            format!("/?g=port-royal&s={s}&p=3")
        );
        let path = write(
            GameId::PortRoyal,
            s,
            Some("pirates"),
            2,
            &["expedition-end".to_string()],
            &[Control::Person, Control::Hard],
        );
        let p = pairs(&path);
        let l = parse(|k| p.iter().find(|(a, _)| a == k).map(|(_, v)| v.clone())).unwrap();
        assert_eq!((l.seed, l.players), (s, 2));
        assert_eq!(l.seed_text, "pirates");
        assert_eq!(l.options, ["expedition-end"]);
        assert_eq!(l.seats, [Control::Person, Control::Hard]);
    }

    /// A typed seed travels as typed, whatever its characters, and deals the same cards as its
    /// code: old links with the code open the same deal.
    #[test]
    fn a_typed_seed_reads_back_as_typed() {
        for typed in [
            "pirates",
            "La Isla Bonita",
            "ostrov & moře?",
            "¡piratas!",
            "18FQZJQ2",
        ] {
            let seed = Seed::from_text(typed).unwrap();
            let path = write(GameId::PortRoyal, seed, Some(typed), 3, &[], &[]);
            let query = path.trim_start_matches("/?");
            assert!(
                query
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_.~%=&".contains(&b)),
                "{path}"
            );
            let p = pairs(&path);
            let l = parse(|k| p.iter().find(|(a, _)| a == k).map(|(_, v)| v.clone())).unwrap();
            assert_eq!((l.seed, l.seed_text.as_str()), (seed, typed), "{path}");
            let code = parse(q(&[
                ("g", "port-royal"),
                ("s", &seed.to_string()),
                ("p", "3"),
            ]))
            .unwrap();
            assert_eq!(code.seed, seed);
            assert_eq!(code.seed_text, seed.to_string());
        }
    }

    #[test]
    fn a_record_link_is_written_from_the_save() {
        let record = islas_games::records::new_record(
            GameId::PortRoyal,
            3,
            &["expedition-end"],
            Seed::from_text("reef").unwrap(),
        )
        .unwrap();
        let seats = vec![SeatPlayer::default(); 3];
        let path = write_record(&record, Some("reef"), &seats, true).unwrap();
        let p = pairs(&path);
        let l = parse(|k| p.iter().find(|(a, _)| a == k).map(|(_, v)| v.clone())).unwrap();
        assert_eq!((l.players, l.actions), (3, Some(0)));
        assert_eq!(l.seed_text, "reef");
        assert_eq!(l.options, ["expedition-end"]);
    }
}
