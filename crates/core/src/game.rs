//! The `Game` trait: the whole contract between a rules engine and everything else.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::options::read_options;
use crate::{ChosenOption, IllegalAction, OptionError, OptionSpec, Rng, Seed, SetupError};

/// A player's place at the table: `0` is the start player, then clockwise.
pub type Seat = u8;

/// Who wins a game: players against each other, or all together against the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Utility {
    /// Players rank against each other (ties share a rank).
    Competitive,
    /// All players win or lose together.
    Cooperative,
    /// The configuration decides (e.g. Port Royal's competitive and co-operative contracts);
    /// [`ConfigSpec::utility`] says which.
    ByConfig,
}

/// What is known of a game before any state exists: the one source for the app's registry,
/// links and new-game form (after OpenSpiel's `GameType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The game's short name in records and links, e.g. `port-royal`.
    pub id: &'static str,
    /// The fewest seats the rules allow.
    pub min_players: u8,
    /// The most seats the rules allow.
    pub max_players: u8,
    pub utility: Utility,
    /// Whether one seat may know what another does not (hands, chosen cards, chips). When
    /// true, a device passed between persons hides the table between them.
    pub private_information: bool,
    /// The options a configuration may carry, by their id in links and the CLI, with the
    /// values each takes (on/off, a range, a choice).
    pub options: &'static [OptionSpec],
    /// Every refusal key `play` may return ([`IllegalAction::key`]), for translations.
    pub refusals: &'static [&'static str],
}

impl GameInfo {
    /// Whether `players` seats are allowed.
    pub fn allows(&self, players: usize) -> bool {
        (usize::from(self.min_players)..=usize::from(self.max_players)).contains(&players)
    }

    /// The option with this id.
    pub fn option(&self, id: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.id == id)
    }

    /// Reads options as links and the CLI write them (`id`, `id=value`, the older `id-n`).
    pub fn read_options(
        &self,
        texts: &[impl AsRef<str>],
    ) -> Result<Vec<ChosenOption>, OptionError> {
        read_options(self.options, texts)
    }
}

/// A game's configuration as the registry, links and the CLI see it.
pub trait ConfigSpec: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    /// Seats at the table.
    fn players(&self) -> usize;
    /// The options in effect, with their values (each one of [`GameInfo::options`]); written
    /// out, they read back to the same configuration through [`ConfigSpec::from_options`].
    fn options(&self) -> Vec<ChosenOption>;
    /// The options in effect as links and the CLI write them (`id`, `id=value`).
    fn written_options(&self) -> Vec<String> {
        self.options().iter().map(ToString::to_string).collect()
    }
    /// A configuration for `players` seats with the listed options (as written in links and
    /// the CLI: `id`, `id=value`); an unknown option, a value out of its range, an option that
    /// does not fit the player count, or a bad player count is an error.
    fn from_options(players: usize, options: &[impl AsRef<str>]) -> Result<Self, SetupError>;
    /// Whether this configuration is played competitively or together (never `ByConfig`).
    fn utility(&self) -> Utility {
        Utility::Competitive
    }
    /// Whether this configuration stacks the deal (cards, tiles or seats laid out by hand, as
    /// the rulebook tests and tutorials do) instead of dealing it from the seed alone. Links
    /// refuse such a record ([`crate::RecordError::Stacked`]): a link carries a game dealt from
    /// its seed, never a deck arranged by whoever wrote the link.
    fn stacked(&self) -> bool {
        false
    }
}

/// Who may see an event (after boardgame.io's per-player redaction): everyone, one seat (a
/// person's own draw names the cards), or everyone but one seat (the others' words for the same
/// draw, which name none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Audience {
    All,
    Seat(Seat),
    AllBut(Seat),
}

impl Audience {
    /// Whether `seat` may see it.
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            Audience::All => true,
            Audience::Seat(s) => s == seat,
            Audience::AllBut(s) => s != seat,
        }
    }
}

/// A game's log events, each with a stable key for translations and the seats that may see it.
pub trait EventKind: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    /// The game's state, as [`EventSink::step`] receives it between the steps of a reveal.
    type State;
    /// Every key [`EventKind::key`] can return.
    const KEYS: &'static [&'static str];
    /// This event's key, e.g. `drew`.
    fn key(&self) -> &'static str;
    /// Who may see this event: everyone unless the event names something only one seat knows.
    fn audience(&self) -> Audience {
        Audience::All
    }
}

/// Receives events while an action is applied. `()` ignores them (the fast path).
pub trait EventSink<E: EventKind> {
    fn push(&mut self, event: E);
    /// Whether anyone listens; producers may skip building events when not.
    fn enabled(&self) -> bool;
    /// A step of a reveal ends here (one player's part of a round resolved at once): `state` is
    /// the game as it stands between the events before and after, for a table that tells the
    /// reveal step by step. Producers call it only when [`EventSink::enabled`]; ignored by
    /// default.
    fn step(&mut self, state: &E::State) {
        let _ = state;
    }
}

impl<E: EventKind> EventSink<E> for () {
    #[inline(always)]
    fn push(&mut self, _: E) {}
    #[inline]
    fn enabled(&self) -> bool {
        false
    }
}

impl<E: EventKind> EventSink<E> for Vec<E> {
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }
    fn enabled(&self) -> bool {
        true
    }
}

/// A game's rules engine. One value holds the whole state, including its random generator.
///
/// Contract (every game's tests check it):
/// - `legal_actions` lists every action `play` accepts, in a fixed order, and is never empty
///   while `to_act` is `Some`;
/// - `play` either applies the action or returns an error and leaves the state untouched;
/// - `view(seat)` holds nothing that `seat` cannot know, and two states that differ only in such
///   hidden things have equal views;
/// - `determinize(seat, rng)` fills what `seat` cannot know with one consistent guess;
/// - an event names only what its [`EventKind::audience`] may know: an `All` event never names a
///   hidden card or a secret choice; a seat's own draw is addressed to that seat
///   (`Audience::Seat`), the others' words for it to `Audience::AllBut` (a session shows each
///   viewer only the events addressed to it);
/// - between the steps of a reveal resolved in one action, the engine may hand the sink the
///   state ([`EventSink::step`]), so that a table can show the game as it stood at each step
///   without replaying or undoing anything;
/// - `reveals(a)` is true when playing `a` uncovers something nobody knew (a card drawn, dice
///   rolled, a tile turned up, secret choices shown): undo never goes back past such an action.
pub trait Game: Clone + PartialEq + Serialize + DeserializeOwned + 'static {
    /// Static facts: id, player range, utility, options, refusal keys.
    const INFO: GameInfo;
    /// The game's short name in records and links, e.g. `port-royal` (= `INFO.id`).
    const NAME: &'static str = Self::INFO.id;
    /// Bumped whenever a rule, the card data or the order of `legal_actions` changes, since
    /// each of those changes what an old record means.
    const RULES_VERSION: u32;

    /// Whether a record made under the older rules `version` still replays to the same game
    /// under these rules, for its `config` (the changes since did not touch that kind of game).
    /// A record this refuses is refused in words ([`crate::ReplayError::RulesVersion`]), never
    /// replayed as a different game. By default only records of `RULES_VERSION` replay.
    fn replays_version(config: &Self::Config, version: u32) -> bool {
        let _ = config;
        version == Self::RULES_VERSION
    }

    /// Players, mode, variants, and optionally a stacked setup.
    type Config: ConfigSpec;
    /// One decision; `Display`/`FromStr` are the game's notation.
    type Action: Clone + Eq + Debug + Display + FromStr<Err: Display>;
    /// What happened, for the log and animations, each event with its audience.
    type Event: EventKind<State = Self>;

    /// A new game dealt from `seed`.
    fn setup(config: &Self::Config, seed: Seed) -> Result<Self, SetupError>;
    /// The seat that decides next; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Appends every legal action, in a fixed order, to `out` (which is cleared first).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies `action`, reporting what happens to `events`, or returns why it is illegal and
    /// leaves the state untouched.
    fn play_with<S: EventSink<Self::Event>>(
        &mut self,
        action: &Self::Action,
        events: &mut S,
    ) -> Result<(), IllegalAction>;
    /// Applies `action` without events (the fast path of searches and simulations).
    fn play(&mut self, action: &Self::Action) -> Result<(), IllegalAction> {
        self.play_with(action, &mut ())
    }
    /// Lists the legal actions into `legal` (as [`Game::legal_actions`]), lets `choose` pick one
    /// by its index in that list, and plays it without events; returns the index played, or
    /// `None`, with nothing played, when `choose` picks none or an index past the list. The same
    /// as `legal_actions` then `play`, but an engine may skip checking again an action it has
    /// just listed (the loops of random games and of the bots' rollouts).
    fn play_chosen<C>(
        &mut self,
        legal: &mut Vec<Self::Action>,
        choose: C,
    ) -> Result<Option<usize>, IllegalAction>
    where
        C: FnOnce(&Self, &[Self::Action]) -> Option<usize>,
    {
        self.legal_actions(legal);
        let Some(i) = choose(self, legal) else {
            return Ok(None);
        };
        let Some(action) = legal.get(i) else {
            return Ok(None);
        };
        self.play_listed(action)?;
        Ok(Some(i))
    }
    /// Plays `action`, which [`Game::legal_actions`] has just listed for this state, without
    /// events: the same as [`Game::play`], but an engine may skip checking it again
    /// ([`Game::play_chosen`]'s step).
    fn play_listed(&mut self, action: &Self::Action) -> Result<(), IllegalAction> {
        self.play(action)
    }
    /// Applies `action` and returns what happened.
    fn play_logged(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, IllegalAction> {
        let mut events = Vec::new();
        self.play_with(action, &mut events)?;
        Ok(events)
    }
    /// Whether playing `action` in this state uncovers something nobody knew; undo never goes
    /// back past such an action.
    fn reveals(&self, action: &Self::Action) -> bool;
    /// Final scores and ranks once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The state as `seat` sees it: hidden information replaced by a canonical filler.
    fn view(&self, seat: Seat) -> Self;
    /// A state consistent with everything `seat` knows, hidden parts resampled with `rng`.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self;
    /// Number of seats at the table.
    fn players(&self) -> usize;
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// One entry per seat, in seat order.
    pub players: Vec<PlayerResult>,
    /// For games played together: whether all won or all lost, with a score and a rating tier.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared: Option<Shared>,
}

/// The result all players share in a co-operative or solo game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shared {
    /// All won together (`true`) or all lost together.
    pub won: bool,
    /// The score the game gives the team (e.g. points of set-aside cards).
    pub score: i32,
    /// A rating tier, 0 the lowest, when the game names one (e.g. Landlubber … Ruler of the
    /// Seas).
    pub tier: Option<u8>,
}

/// One seat's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub seat: Seat,
    /// The score shown to people (influence, victory points…).
    pub points: i32,
    /// The full ranking key, compared lexicographically, higher is better (e.g. points, then
    /// coins). Seats with equal keys share their rank.
    pub key: Vec<i32>,
    /// 0 for the winners, then 1, 2… (shared ranks skip: 0, 0, 2).
    pub rank: u8,
}

impl Outcome {
    /// Ranks seats by their keys (higher is better; equal keys share a rank).
    pub fn from_keys(points: &[i32], keys: Vec<Vec<i32>>) -> Outcome {
        let ranks: Vec<u8> = keys
            .iter()
            .map(|key| keys.iter().filter(|other| *other > key).count() as u8)
            .collect();
        let players = keys
            .into_iter()
            .zip(ranks)
            .enumerate()
            .map(|(seat, (key, rank))| PlayerResult {
                seat: seat as Seat,
                points: points.get(seat).copied().unwrap_or(0),
                key,
                rank,
            })
            .collect();
        Outcome {
            players,
            shared: None,
        }
    }

    /// A co-operative result: every seat shares rank 0 when won, and all share the result.
    pub fn together(players: usize, shared: Shared) -> Outcome {
        let players = (0..players)
            .map(|seat| PlayerResult {
                seat: seat as Seat,
                points: shared.score,
                key: vec![shared.score],
                rank: if shared.won { 0 } else { 1 },
            })
            .collect();
        Outcome {
            players,
            shared: Some(shared),
        }
    }

    /// The seats that share first place (none when a co-operative game is lost).
    pub fn winners(&self) -> Vec<Seat> {
        if self.shared.is_some_and(|s| !s.won) {
            return Vec::new();
        }
        self.players
            .iter()
            .filter(|p| p.rank == 0)
            .map(|p| p.seat)
            .collect()
    }

    /// Each seat's reward in `0..=1` for searches and tournaments: competitive winners share
    /// 1 (each gets `1 / winners`), others 0; together, everyone gets 1 on a win and 0 on a loss.
    pub fn rewards(&self) -> Vec<f64> {
        let mut out = vec![0.0; self.players.len()];
        if let Some(shared) = self.shared {
            if shared.won {
                out.iter_mut().for_each(|r| *r = 1.0);
            }
            return out;
        }
        let winners = self.winners();
        for w in &winners {
            if let Some(r) = out.get_mut(usize::from(*w)) {
                *r = 1.0 / winners.len() as f64;
            }
        }
        out
    }
}

/// FNV-1a, 64 bits: the one hash of the project (fingerprints, seeds from words, save ids).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

/// A stable 64-bit fingerprint of any serialisable value (FNV-1a over its JSON form), used by
/// golden records to pin a final state.
pub fn fingerprint<T: Serialize>(value: &T) -> u64 {
    fnv1a(&serde_json::to_vec(value).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_keys_share_a_rank_and_ranks_skip() {
        let o = Outcome::from_keys(
            &[5, 5, 3, 5],
            vec![vec![5, 2], vec![5, 2], vec![3, 9], vec![5, 1]],
        );
        let ranks: Vec<u8> = o.players.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, [0, 0, 3, 2]);
        assert_eq!(o.winners(), [0, 1]);
        assert_eq!(o.rewards(), [0.5, 0.5, 0.0, 0.0]);
    }

    #[test]
    fn a_cooperative_win_is_everyones_and_a_loss_is_nobodys() {
        let won = Outcome::together(
            3,
            Shared {
                won: true,
                score: 7,
                tier: Some(2),
            },
        );
        assert_eq!(won.winners(), [0, 1, 2]);
        assert_eq!(won.rewards(), [1.0, 1.0, 1.0]);
        let lost = Outcome::together(
            2,
            Shared {
                won: false,
                score: 0,
                tier: None,
            },
        );
        assert!(lost.winners().is_empty());
        assert_eq!(lost.rewards(), [0.0, 0.0]);
    }

    #[test]
    fn a_competitive_outcome_serialises_as_before() {
        let o = Outcome::from_keys(&[1], vec![vec![1]]);
        let json = serde_json::to_string(&o).unwrap();
        assert!(!json.contains("shared"), "{json}");
        assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), o);
    }

    #[test]
    fn an_audience_is_everyone_one_seat_or_everyone_but_one() {
        for seat in 0..4 {
            assert!(Audience::All.includes(seat));
            assert_eq!(Audience::Seat(2).includes(seat), seat == 2);
            assert_eq!(Audience::AllBut(2).includes(seat), seat != 2);
        }
    }

    #[test]
    fn fingerprint_is_stable() {
        assert_eq!(fingerprint(&[1u8, 2, 3]), 0x28BB_EE43_9869_9F19);
        assert_ne!(fingerprint(&"a"), fingerprint(&"b"));
    }

    #[test]
    fn game_info_allows_its_range_only() {
        let info = GameInfo {
            id: "t",
            min_players: 2,
            max_players: 5,
            utility: Utility::Competitive,
            private_information: false,
            options: &[],
            refusals: &[],
        };
        assert!(!info.allows(1));
        assert!(info.allows(2) && info.allows(5));
        assert!(!info.allows(6));
    }
}
