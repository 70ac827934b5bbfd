//! Cards, events and the table in plain English words, for the terminal.

use std::fmt::Write as _;

use islas_core::Seat;
use islas_port_royal::big_box::{Name, is_estimated};
use islas_port_royal::contracts::{contract, contract_name};
use islas_port_royal::deck::{Info, Role, TaxRule, card_face, card_info, face_id, gives_a_coin};
use islas_port_royal::{Card, CoinReason, Event, Kind, Phase, PortRoyal, TaxBonus};

pub use crate::who;

/// Port Royal's English texts: the app's text file, compiled in. The Adventure's content names
/// its texts (titles, stories, events, characters, goods, persons) by id; their words are here.
const ENGLISH: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../locales/port-royal.en.txt"
));

/// The English words of text `id` of Port Royal's text file (the id itself when it has none).
pub fn english(id: &'static str) -> &'static str {
    ENGLISH
        .lines()
        .find_map(|line| line.strip_prefix(id)?.strip_prefix(" = "))
        .map_or(id, str::trim)
}

/// A Big Box person's English name.
fn profession_en(p: islas_port_royal::big_box::Profession) -> &'static str {
    match p.names() {
        Name::Printed(en, _, _) => en,
        Name::Text(id) => english(id),
    }
}

fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A card's id, which is also how `take` names it.
pub fn card_id(card: Card) -> &'static str {
    face_id(card_face(card)).unwrap_or("?")
}

/// A card's id and what is printed on it (with a note when the values are estimates).
pub fn card_long(card: Card) -> String {
    let id = card_id(card);
    let mut s = match card_info(card) {
        Info::Person {
            role,
            cost,
            influence,
            swords,
        } => {
            let name = match role {
                Role::Base(Kind::Trader(c)) => format!("{} trader", c.id()),
                Role::Base(k) => k.names().0.to_string(),
                Role::New(p) => match p.colour() {
                    Some(c) => format!("{} {}", c.id(), profession_en(p).to_lowercase()),
                    None => profession_en(p).to_string(),
                },
            };
            let mut s = format!("{id} ({name}: costs {cost}, {influence} influence");
            if swords > 0 {
                let _ = write!(s, ", {}", plural(swords, "sword", "swords"));
            }
            s.push(')');
            s
        }
        Info::Ship {
            colour,
            coins,
            swords,
        } => {
            let defence = match swords {
                Some(n) => format!("repelled with {}", plural(n, "sword", "swords")),
                None => "skull: cannot be repelled".to_string(),
            };
            let gift = if gives_a_coin(card) {
                " + 1 to another player of your choice"
            } else {
                ""
            };
            format!(
                "{id} ({} [{}]: {}{gift}, {defence})",
                colour.ship_names().0,
                colour.letter(),
                plural(coins, "coin", "coins")
            )
        }
        Info::Expedition {
            coins, influence, ..
        } => format!(
            "{id} (expedition {}: {} and {influence} influence)",
            PortRoyal::face(card)
                .expedition_symbols()
                .unwrap_or_default(),
            plural(coins, "coin", "coins")
        ),
        Info::Tax(TaxRule::Base(TaxBonus::MostSwords)) => {
            format!("{id} (tax increase: a coin for the most swords)")
        }
        Info::Tax(TaxRule::Base(TaxBonus::FewestInfluence)) => {
            format!("{id} (tax increase: a coin for the fewest influence)")
        }
        Info::Tax(TaxRule::SetSail) => {
            format!(
                "{id} (tax increase: 9 coins or more down to 8, a coin for the fewest influence)"
            )
        }
    };
    if is_estimated(id) {
        s.push_str(" [estimated values]");
    }
    s
}

fn list(cards: &[Card], long: bool) -> String {
    if cards.is_empty() {
        return "none".to_string();
    }
    let words: Vec<String> = cards
        .iter()
        .map(|&c| {
            if long {
                card_long(c)
            } else {
                card_id(c).to_string()
            }
        })
        .collect();
    words.join(", ")
}

/// One event as a sentence; `me` is the seat of the person at the terminal, if any.
pub fn event(e: &Event, me: Option<Seat>) -> String {
    let w = |s: &Seat| who(*s, me);
    match e {
        Event::TurnStarted { seat } => format!("-- turn of {} --", w(seat)),
        Event::Reshuffled { cards } => {
            format!("the discard pile ({cards} cards) is shuffled into a new deck")
        }
        Event::Drew { card } => format!("drawn: {}", card_long(*card)),
        Event::Repelled { card } => format!("{} is repelled", card_id(*card)),
        Event::Docked { card } => format!("{} docks in the harbour", card_id(*card)),
        Event::ExpeditionRevealed { card } => {
            format!("{} is laid out on the table", card_id(*card))
        }
        Event::Tax {
            losses, rewarded, ..
        } => {
            let mut s = String::from("tax increase: ");
            if losses.is_empty() {
                s.push_str("nobody loses coins");
            } else {
                let paid: Vec<String> = losses
                    .iter()
                    .map(|(seat, n)| format!("{} pays {}", w(seat), plural(*n, "coin", "coins")))
                    .collect();
                s.push_str(&paid.join(", "));
            }
            let got: Vec<String> = rewarded.iter().map(w).collect();
            let _ = write!(s, "; bonus for {}", got.join(", "));
            s
        }
        Event::Bust { card, discarded } => format!(
            "{} is a second ship of its colour: the harbour ({discarded} cards) is discarded",
            card_id(*card)
        ),
        Event::TradeStarted { seat, takes } => format!(
            "{} may take {} from the harbour",
            w(seat),
            plural(*takes, "card", "cards")
        ),
        Event::Coins {
            seat,
            amount,
            reason,
        } => {
            let why = match reason {
                CoinReason::Trade => "trade",
                CoinReason::Expedition => "expedition",
                CoinReason::TaxBonus => "tax bonus",
                CoinReason::Jester => "jester",
                CoinReason::Admiral => "admiral",
                CoinReason::Compensation => "compensation",
                CoinReason::Gunner => "gunner",
                CoinReason::ViceAdmiral => "vice admiral",
                CoinReason::Gift => "given by the trader of a ship",
                CoinReason::Contract => "contract",
                CoinReason::Adventure => "the Adventure",
            };
            format!(
                "{} gets {} ({why})",
                w(seat),
                plural(*amount, "coin", "coins")
            )
        }
        Event::Traded { seat, card, coins } => format!(
            "{} trades {} for {}",
            w(seat),
            card_id(*card),
            plural(*coins, "coin", "coins")
        ),
        Event::Hired { seat, card, paid } => format!(
            "{} hires {} for {}",
            w(seat),
            card_id(*card),
            plural(*paid, "coin", "coins")
        ),
        Event::Compensated { from, to } => format!("{} pays 1 coin to {}", w(from), w(to)),
        Event::Passed { seat } => format!("{} passes", w(seat)),
        Event::Claimed {
            seat,
            expedition,
            discarded,
            coins,
        } => format!(
            "{} claims {}, discarding {}, and is paid {}",
            w(seat),
            card_id(*expedition),
            list(discarded, false),
            plural(*coins, "coin", "coins")
        ),
        Event::HarbourDiscarded { cards } => {
            format!(
                "the {} left in the harbour are discarded",
                plural(*cards, "card", "cards")
            )
        }
        Event::EndTriggered { seat } => format!(
            "{} has reached the end condition: the round is finished, then the game ends",
            w(seat)
        ),
        Event::GameOver => "the game is over".to_string(),
        Event::EventRevealed { id } => format!("event: {id}"),
        Event::EndOfMonth { mission, success } => format!(
            "End of Month: the hourglass of mission {mission} ({})",
            if *success {
                "completed"
            } else {
                "not completed"
            }
        ),
        Event::StoryRead { card } => {
            format!("story card {card} is read: its mission is on the table")
        }
        Event::MissionCompleted { seat, card } => {
            format!("{} places a cube on mission {card}", w(seat))
        }
        Event::CubeBought { seat } => format!("{} pays for their leftmost cube", w(seat)),
        Event::ContractStep {
            seat,
            contract,
            step,
        } => format!(
            "{} puts a cube on box \"{step}\" of {}",
            w(seat),
            contract_name(*contract)
        ),
        Event::ContractCompleted {
            seat,
            contract,
            place,
            coins,
            influence,
            discarded,
        } => {
            let mut s = format!(
                "{} completes {} (box {}) for {}",
                w(seat),
                contract_name(*contract),
                place + 1,
                plural(*coins, "coin", "coins")
            );
            if *influence > 0 {
                let _ = write!(s, " and {influence} influence");
            }
            if !discarded.is_empty() {
                let _ = write!(
                    s,
                    "; the ships kept ({}) are discarded",
                    list(discarded, false)
                );
            }
            s
        }
        Event::ShipKept { seat, card } => {
            format!("{} keeps {} for Pack of Pirates", w(seat), card_id(*card))
        }
    }
}

/// What the game is waiting for.
pub fn phase(game: &PortRoyal, me: Option<Seat>) -> String {
    let active = who(game.active(), me);
    match game.phase() {
        Phase::Discover { drawn } => format!(
            "{active}: phase 1, discover ({} drawn so far)",
            plural(drawn, "card", "cards")
        ),
        Phase::Repel { ship, .. } => format!("{active}: repel {} or let it dock", card_id(ship)),
        Phase::Bust => format!("{active}: the turn busted; claim an expedition or pass"),
        Phase::Take { seat, left } => format!(
            "{}: phase 2, trade and hire ({} left)",
            who(seat, me),
            plural(left, "take", "takes")
        ),
        Phase::Gift { seat, .. } => format!(
            "{}: name the player who gets the ship's extra coin",
            who(seat, me)
        ),
        Phase::Over => "the game is over".to_string(),
    }
}

/// The whole table: harbour, expeditions, piles and every player.
pub fn table(game: &PortRoyal, me: Option<Seat>) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "turn {}; {}", game.turn(), phase(game, me));
    let _ = writeln!(s, "harbour (in draw order):");
    if game.harbour().is_empty() {
        let _ = writeln!(s, "  empty");
    }
    for (i, &c) in game.harbour().iter().enumerate() {
        let _ = writeln!(s, "  {}. {}", i + 1, card_long(c));
    }
    let _ = writeln!(s, "expeditions: {}", list(game.expeditions(), true));
    let _ = writeln!(
        s,
        "deck: {}, discard pile: {}",
        plural(game.deck_len() as u64, "card", "cards"),
        plural(game.discard().len() as u64, "card", "cards")
    );
    let players = game.dealt_from().players();
    for seat in 0..players {
        let t = game.tally(seat);
        let display = &game.player(seat).display;
        let _ = writeln!(
            s,
            "{}: {}, {} influence, {}; {}",
            who(seat, me),
            plural(game.coins(seat) as u64, "coin", "coins"),
            game.influence(seat),
            plural(t.swords, "sword", "swords"),
            if display.is_empty() {
                "no characters".to_string()
            } else {
                list(display, false)
            }
        );
    }
    if let Some(a) = game.adventure() {
        adventure(&mut s, game, a, me);
    }
    if let Some(table) = game.contracts() {
        let _ = writeln!(s, "contracts:");
        for slot in &table.slots {
            let Some(c) = contract(slot.contract) else {
                continue;
            };
            let coins: Vec<String> = c.track.iter().map(u8::to_string).collect();
            let mut line = format!("  {} [{}]", c.id, coins.join(" "));
            if !slot.boxes.is_empty() {
                let done: Vec<String> = slot.boxes.iter().map(|&b| who(b, me)).collect();
                let _ = write!(line, "; done by {}", done.join(", "));
            }
            for &(seat, step) in &slot.steps {
                let _ = write!(line, "; {} on box \"{step}\"", who(seat, me));
            }
            let _ = writeln!(s, "{line}");
        }
        for seat in 0..players {
            let kept = game.kept_ships(seat);
            let _ = writeln!(
                s,
                "  {}: {} done, {} left{}",
                who(seat, me),
                table.done[usize::from(seat)],
                plural(
                    u64::from(islas_port_royal::contracts::CUBES - table.cubes_used(seat)),
                    "cube",
                    "cubes"
                ),
                if kept.is_empty() {
                    String::new()
                } else {
                    format!(", ships kept: {}", list(kept, false))
                }
            );
        }
    }
    if let Some(coop) = game.coop() {
        let _ = writeln!(
            s,
            "time deck: {} left (the first card of each turn); points deck: {}",
            plural(coop.time.len() as u64, "card", "cards"),
            plural(coop.points.len() as u64, "card", "cards")
        );
        if game.asks_set_aside() {
            let _ = writeln!(
                s,
                "a tax was drawn: set the top time card aside for a point (set-aside), or pass"
            );
        }
    }
    if let Some(seat) = game.end_triggered_by() {
        let _ = writeln!(s, "the end was triggered by {}", who(seat, me));
    }
    s
}

/// The final result, one line per seat, best first.
pub fn outcome(game: &PortRoyal, me: Option<Seat>) -> String {
    let Some(o) = game.result() else {
        return String::new();
    };
    if let Some(shared) = o.shared {
        // Played together: one result for everyone.
        return if shared.won {
            let rank = islas_port_royal::big_box::RANKS
                .get(usize::from(shared.tier.unwrap_or(0)))
                .map_or("", |r| r.1.0);
            format!(
                "final result: every contract completed, the game is won together; {} in the points deck: {rank}\n",
                plural(shared.score.max(0) as u64, "point", "points")
            )
        } else {
            "final result: the time deck ran out before every contract was completed, the game is lost together\n".to_string()
        };
    }
    let mut players = o.players.clone();
    players.sort_by_key(|p| (p.rank, p.seat));
    let mut s = String::from("final result:\n");
    for p in &players {
        let _ = writeln!(
            s,
            "  {}. {}: {} influence, {}",
            p.rank + 1,
            who(p.seat, me),
            p.points,
            plural(game.coins(p.seat) as u64, "coin", "coins")
        );
    }
    let winners = o.winners();
    let names: Vec<String> = winners.iter().map(|&w| who(w, me)).collect();
    let _ = writeln!(
        s,
        "{} {}",
        names.join(" and "),
        if winners.len() > 1 {
            "share the victory"
        } else {
            "wins"
        }
    );
    s
}

/// The Adventure's part of the table: month, event, missions, characters, cubes and crowns.
fn adventure(
    s: &mut String,
    game: &PortRoyal,
    a: &islas_port_royal::adventure::play::Adventure,
    me: Option<Seat>,
) {
    use islas_port_royal::adventure::content::{EVENTS, character_by_id, story_card};
    let event = a
        .event
        .and_then(|i| EVENTS.get(usize::from(i)))
        .map_or("none".to_string(), |e| {
            format!("{} ({})", english(e.name), english(e.text))
        });
    let _ = writeln!(
        s,
        "Adventure, chapter {} ({:?}), month {}; event this turn: {event}; {} left in the event deck",
        a.chapter,
        a.mode,
        a.month,
        plural(a.events.len() as u64, "event", "events")
    );
    let _ = writeln!(s, "missions on the table (the newest last):");
    for p in &a.table {
        let title = story_card(p.no).map_or("", |c| english(c.title));
        let done: Vec<String> = p.done.iter().map(|&d| who(d, me)).collect();
        let _ = writeln!(
            s,
            "  {} {title}: {}",
            p.no,
            if done.is_empty() {
                "not completed".to_string()
            } else {
                format!("completed by {}", done.join(", "))
            }
        );
    }
    for (seat, h) in a.heroes.iter().enumerate() {
        let name = character_by_id(&h.character).map_or(h.character.as_str(), |c| english(c.name));
        let _ = writeln!(
            s,
            "  {}: {name}, {} on the card, {} crowns (+{} influence){}",
            who(seat as Seat, me),
            plural(h.cubes_left(), "cube", "cubes"),
            h.crowns,
            game.crown_influence(seat as Seat),
            if h.trophy() { ", trophy revealed" } else { "" }
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Game, Seed};
    use islas_port_royal::Config;

    #[test]
    fn every_card_has_words() {
        for card in 0..islas_port_royal::deck::ALL_CARDS as u8 {
            let long = card_long(card);
            assert!(long.starts_with(card_id(card)), "{long}");
            assert!(!long.starts_with('?'), "{long}");
        }
        assert!(card_long(120).contains("merchant"));
    }

    #[test]
    fn a_table_names_every_seat() {
        let g = PortRoyal::setup(&Config::new(3), Seed::from_u64(3)).unwrap();
        let t = table(&g, Some(1));
        assert!(t.contains("you (seat 1): 3 coins"));
        assert!(t.contains("seat 2: 3 coins"));
        assert!(t.contains("harbour (in draw order):\n  empty"));
    }

    /// The terminal reads the Adventure's texts in English from the app's text file: every id
    /// the content names has words there.
    #[test]
    fn every_adventure_text_has_english_words() {
        use islas_port_royal::adventure::content::{EVENTS, story_card, text_ids};
        use islas_port_royal::adventure::data::CardNo;
        for id in text_ids() {
            assert_ne!(english(id), id, "no English words for {id}");
        }
        assert_eq!(english(EVENTS[0].name), "Fair wind");
        assert_eq!(
            story_card(CardNo::new(10)).map(|c| english(c.title)),
            Some("A red sail")
        );
        assert_eq!(english("adv.no-such-text"), "adv.no-such-text");
    }
}
