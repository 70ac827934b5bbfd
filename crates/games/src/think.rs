//! What a bot plays, and the messages between the page and the bots' Web Worker.
//!
//! Pure and deterministic, no browser API: the same request always gets the same answer. The
//! app re-exports it as `islas::bots`; its bots' worker answers every message with [`answer`].

use islas_ai::{Candidate, Level, advice_seed, judge_at};
use islas_core::{ConfigSpec, Record, Rng, Seed, replay};
use serde::{Deserialize, Serialize};

use crate::{GameId, Registered, Visitor};

/// The worker's first message: it has started and reads requests from now on.
pub const WORKER_READY: &str = "ready";

/// Asks a bot for its move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    /// Given back in the reply.
    pub id: u32,
    /// The game's id in the registry, e.g. `port-royal`.
    pub game: String,
    /// The game so far: an `islas_core::Record` of that game as JSON.
    pub record: serde_json::Value,
    /// The seat the bot plays; it must be the one to act.
    pub seat: u8,
    /// `easy`, `medium`, `hard` or `expert` (`Level::id`); ignored when `advise` is given.
    pub level: String,
    /// Asks the expert's advice for `seat` instead of a move (see [`advise`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub advise: Option<Advise>,
}

/// What advice a [`BotRequest`] asks for. As JSON: `"hint"` or `{"review": 12}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Advise {
    /// The expert's three best actions for `seat`, which is to act at the end of the record.
    Hint,
    /// One decision of the review of `seat`'s game: action `i` of the (finished) record, judged
    /// as `islas_ai::review` judges it. A review is one request per action, so the page shows
    /// its progress and can stop between two.
    Review(usize),
}

/// One action the expert weighed, with the chance to win (together, in a co-operative game)
/// it gives it, in `0..=1`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Weighed {
    /// In the game's notation.
    pub action: String,
    pub win: f64,
}

/// A bot's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotReply {
    /// The request's id.
    pub id: u32,
    /// The action in the game's notation, or why there is none. As JSON: `{"Ok": "draw"}` or
    /// `{"Err": "..."}`.
    pub result: Result<String, String>,
    /// How long the bot thought, in milliseconds.
    pub think_ms: f64,
    /// The advice asked for: a hint's best actions, best first (at most three); a review's
    /// decision as `[the expert's choice, what was played]`, or nothing when that action was no
    /// decision of the seat (one legal action, or another seat's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub advice: Vec<Weighed>,
}

/// The action the bot of `req.level` chooses for `req.seat` in the position `req.record`
/// leads to, in the game's notation; or a plain reason why there is none (unknown game or
/// level, a record that does not read or replay, a seat that is not to act). Never panics.
///
/// The bot's seed comes from the record's seed, the number of actions so far and the seat
/// ([`bot_seed`]), so the same position always gets the same move.
pub fn think(req: &BotRequest) -> Result<String, String> {
    think_advised(req).map(|(action, _)| action)
}

/// [`think`], or the advice `req.advise` asks for: the expert's answer (its choice, or "" for a
/// review's action that was no decision) and what it weighed.
pub fn think_advised(req: &BotRequest) -> Result<(String, Vec<Weighed>), String> {
    let game = game_of(&req.game)?;
    game.visit(Think { req })
}

/// [`think`] with only the engine of `G` at hand (a build that holds one game's engine and
/// bots): a request for another game is refused, with the reason [`think`] would give for
/// a game it does not know.
pub fn think_as<G: Registered>(req: &BotRequest) -> Result<(String, Vec<Weighed>), String> {
    let game = game_of(&req.game)?;
    if game.id() != G::INFO.id {
        return Err(format!(
            "this module thinks for \"{}\" only, not \"{}\"",
            G::INFO.id,
            req.game
        ));
    }
    think_in::<G>(req)
}

fn game_of(id: &str) -> Result<GameId, String> {
    GameId::from_id(id).ok_or_else(|| {
        format!(
            "there is no bot for the game \"{id}\" (the games are {})",
            GameId::list()
        )
    })
}

fn level_of(id: &str) -> Result<Level, String> {
    Level::from_id(id)
        .ok_or_else(|| format!("unknown level \"{id}\" (easy, medium, hard or expert)"))
}

struct Think<'a> {
    req: &'a BotRequest,
}

impl Visitor for Think<'_> {
    type Output = Result<(String, Vec<Weighed>), String>;
    fn visit<G: Registered>(self) -> Self::Output {
        think_in::<G>(self.req)
    }
}

fn think_in<G: Registered>(req: &BotRequest) -> Result<(String, Vec<Weighed>), String> {
    let record: Record<G::Config> = serde_json::from_value(req.record.clone())
        .map_err(|e| format!("this is not a readable game record: {e}"))?;
    if let Some(Advise::Review(index)) = req.advise {
        return review_one::<G>(&record, req.seat, index);
    }
    let level = match req.advise {
        Some(_) => Level::Expert,
        None => level_of(&req.level)?,
    };
    let game = replay::<G>(&record).map_err(|e| e.to_string())?;
    match game.to_act() {
        None => return Err("the game is over: nobody is to act".into()),
        Some(seat) if seat != req.seat => {
            return Err(format!("seat {} is not to act (seat {seat} is)", req.seat));
        }
        Some(_) => {}
    }
    if req.advise == Some(Advise::Hint) {
        let mut expert = G::expert(advice_seed(&record), None);
        let advice = expert
            .advise(&game, req.seat)
            .ok_or("the expert found no action")?;
        let top: Vec<Weighed> = advice.top(HINT_ACTIONS).iter().map(weighed).collect();
        let best = top.first().map(|w| w.action.clone()).unwrap_or_default();
        return Ok((best, top));
    }
    let mut bot = G::bot(level, bot_seed(&record, req.seat));
    bot.choose(&game, req.seat)
        .map(|action| (action.to_string(), Vec::new()))
        .ok_or_else(|| "the bot found no action".into())
}

/// How many actions a hint names.
pub const HINT_ACTIONS: usize = 3;

fn weighed<A: std::fmt::Display>(c: &Candidate<A>) -> Weighed {
    Weighed {
        action: c.action.to_string(),
        win: c.win,
    }
}

/// One decision of a review: action `index` of `record` for `seat`, by the expert at the
/// game's review budget ([`Registered::REVIEW_ITERATIONS`]), seeded from the whole record.
fn review_one<G: Registered>(
    record: &Record<G::Config>,
    seat: u8,
    index: usize,
) -> Result<(String, Vec<Weighed>), String> {
    if usize::from(seat) >= record.config.players() {
        return Err(format!("there is no seat {seat} in this game"));
    }
    let seed = advice_seed(record);
    let mut expert = G::expert(seed, Some(G::REVIEW_ITERATIONS));
    match judge_at::<G>(record, seat, index, &mut *expert, seed)? {
        None => Ok((String::new(), Vec::new())),
        Some(m) => Ok((
            m.best.to_string(),
            vec![
                Weighed {
                    action: m.best.to_string(),
                    win: m.best_win,
                },
                Weighed {
                    action: m.played.to_string(),
                    win: m.played_win,
                },
            ],
        )),
    }
}

/// The bot's seed for `seat` at the end of `record`: the record's seed (40 bits), the number
/// of actions (the next 20 bits) and the seat (the top 4), mixed by one step of the engine's
/// generator.
pub fn bot_seed<C>(record: &Record<C>, seat: u8) -> u64 {
    let actions = record.actions.len() as u64;
    let key = record.seed.value() ^ (actions << 40) ^ (u64::from(seat) << 60);
    Rng::from_seed(key).next_u64()
}

/// The worker's whole job: a request (a JSON string) to its reply, timed by `clock`
/// (milliseconds). A message that is not a request gets an error reply (with its `id` when it
/// has one, else 0).
pub fn reply_to(message: &str, clock: &dyn Fn() -> f64) -> BotReply {
    reply_with(message, clock, think_advised)
}

type Thinker = fn(&BotRequest) -> Result<(String, Vec<Weighed>), String>;
type Bencher = fn(&Bench, &dyn Fn() -> f64) -> Result<BenchResult, String>;

fn reply_with(message: &str, clock: &dyn Fn() -> f64, think: Thinker) -> BotReply {
    let start = clock();
    let (id, result) = match islas_core::from_json::<BotRequest>(message) {
        Ok(req) => (req.id, think(&req)),
        Err(e) => {
            let id = serde_json::from_str::<serde_json::Value>(message)
                .ok()
                .and_then(|v| v.get("id")?.as_u64())
                .and_then(|id| u32::try_from(id).ok())
                .unwrap_or(0);
            (id, Err(format!("this is not a bot request: {e}")))
        }
    };
    let (result, advice) = match result {
        Ok((action, advice)) => (Ok(action), advice),
        Err(e) => (Err(e), Vec::new()),
    };
    BotReply {
        id,
        result,
        think_ms: (clock() - start).max(0.0),
        advice,
    }
}

/// Asks the worker to time random games instead of thinking (a benchmark of the engine as
/// wasm): `{"id": 1, "bench": {"game": "port-royal", "players": 4, "games": 2000, "seed": "pirates"}}`.
/// Never sent by the app; `scripts/measure-app` sends it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchRequest {
    /// Given back in the reply.
    pub id: u32,
    pub bench: Bench,
}

/// A series of games with uniformly random legal actions, the same as `islas-cli simulate
/// --game G --players P --games N --seed S` plays: game `i` is dealt from [`bench_game_seed`]
/// and its choices come from [`bench_choice_rng`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bench {
    /// The game's id in the registry.
    pub game: String,
    pub players: u8,
    pub games: u32,
    /// Any text, as `--seed` takes it.
    pub seed: String,
}

/// The answer to a [`BenchRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReply {
    /// The request's id.
    pub id: u32,
    pub result: Result<BenchResult, String>,
}

/// What a series of random games came to, and how long it took.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchResult {
    pub games: u32,
    /// Actions applied in all games (`islas-cli simulate` prints their mean).
    pub actions: u64,
    /// Games cut off at [`BENCH_MAX_ACTIONS`].
    pub unfinished: u32,
    /// Per seat: total points at the end of the finished games.
    pub points: Vec<i64>,
    /// Milliseconds by the worker's clock, from the first deal to the last game's end.
    pub ms: f64,
}

/// A random game stops here if it has not ended (as in `islas-cli`).
pub const BENCH_MAX_ACTIONS: usize = 100_000;

/// The deal of game `index` of a series started from `base` (as `islas-cli`'s `game_seed`).
pub fn bench_game_seed(base: Seed, index: u64) -> Seed {
    let mut rng = Rng::from_seed(base.value() ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    Seed::from_u64(rng.next_u64())
}

/// The random choices made in the game dealt from `seed` (as `islas-cli`'s `choice_rng`).
pub fn bench_choice_rng(seed: Seed) -> Rng {
    Rng::from_seed(seed.value() ^ 0xC401_CE5E_ED5A_1700)
}

/// Plays the series `bench` asks for, timed by `clock` (milliseconds). Never panics.
pub fn bench(bench: &Bench, clock: &dyn Fn() -> f64) -> Result<BenchResult, String> {
    let game = bench_game(&bench.game)?;
    game.visit(RunBench { bench, clock })
}

/// [`bench`] with only the engine of `G` at hand (see [`think_as`]).
pub fn bench_as<G: Registered>(
    bench: &Bench,
    clock: &dyn Fn() -> f64,
) -> Result<BenchResult, String> {
    let game = bench_game(&bench.game)?;
    if game.id() != G::INFO.id {
        return Err(format!(
            "this module plays \"{}\" only, not \"{}\"",
            G::INFO.id,
            bench.game
        ));
    }
    RunBench { bench, clock }.visit::<G>()
}

fn bench_game(id: &str) -> Result<GameId, String> {
    GameId::from_id(id).ok_or_else(|| {
        format!(
            "there is no game \"{id}\" (the games are {})",
            GameId::list()
        )
    })
}

struct RunBench<'a> {
    bench: &'a Bench,
    clock: &'a dyn Fn() -> f64,
}

impl Visitor for RunBench<'_> {
    type Output = Result<BenchResult, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let b = self.bench;
        let config = G::Config::from_options(usize::from(b.players), islas_core::NO_OPTIONS)
            .map_err(|e| e.0)?;
        let base = Seed::from_text(&b.seed).map_err(|e| e.to_string())?;
        let mut result = BenchResult {
            games: b.games,
            actions: 0,
            unfinished: 0,
            points: vec![0; usize::from(b.players)],
            ms: 0.0,
        };
        let mut legal: Vec<G::Action> = Vec::with_capacity(64);
        let start = (self.clock)();
        for i in 0..u64::from(b.games) {
            let deal = bench_game_seed(base, i);
            let mut rng = bench_choice_rng(deal);
            let mut state = G::setup(&config, deal).map_err(|e| e.to_string())?;
            let mut actions = 0;
            while state.to_act().is_some() && actions < BENCH_MAX_ACTIONS {
                state.legal_actions(&mut legal);
                if legal.is_empty() {
                    return Err(format!("no legal action after {actions} actions"));
                }
                let action = legal.swap_remove(rng.below(legal.len() as u32) as usize);
                state.play(&action).map_err(|e| e.to_string())?;
                actions += 1;
            }
            result.actions += actions as u64;
            match state.outcome() {
                Some(outcome) => {
                    for p in &outcome.players {
                        if let Some(total) = result.points.get_mut(usize::from(p.seat)) {
                            *total += i64::from(p.points);
                        }
                    }
                }
                None => result.unfinished += 1,
            }
        }
        result.ms = ((self.clock)() - start).max(0.0);
        Ok(result)
    }
}

/// The worker's whole job, as text: a [`BenchRequest`] gets a [`BenchReply`], anything else
/// what [`reply_to`] answers (a [`BotReply`]), both as JSON.
pub fn answer(message: &str, clock: &dyn Fn() -> f64) -> String {
    answer_with(message, clock, think_advised, bench)
}

/// [`answer`] with only the engine and bots of `G` at hand (the app's worker answers every
/// game through [`answer`]). A request for another game gets an error reply.
pub fn answer_as<G: Registered>(message: &str, clock: &dyn Fn() -> f64) -> String {
    answer_with(message, clock, think_as::<G>, bench_as::<G>)
}

fn answer_with(message: &str, clock: &dyn Fn() -> f64, think: Thinker, bench: Bencher) -> String {
    let text = match islas_core::from_json::<BenchRequest>(message) {
        Ok(req) => serde_json::to_string(&BenchReply {
            id: req.id,
            result: bench(&req.bench, clock),
        }),
        Err(_) => serde_json::to_string(&reply_with(message, clock, think)),
    };
    text.unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::Game;
    use islas_port_royal::{Action, Config, PortRoyal};

    fn start_record(players: u8, seed: &str) -> Record<Config> {
        Record::new::<PortRoyal>(Config::new(players), Seed::from_text(seed).unwrap())
    }

    /// `actions` actions into a game, each chosen by a medium bot for whoever is to act.
    fn mid_game(players: u8, seed: &str, actions: usize) -> Record<Config> {
        let mut record = start_record(players, seed);
        let mut game = replay::<PortRoyal>(&record).unwrap();
        let mut bot = islas_ai::port_royal::bot(Level::Medium, 7);
        while record.actions.len() < actions {
            let seat = game.to_act().expect("the game is not over yet");
            let action = bot.choose(&game, seat).unwrap();
            game.play(&action).unwrap();
            record.actions.push(action.to_string());
        }
        record
    }

    fn finished(players: u8, seed: &str) -> Record<Config> {
        let mut record = start_record(players, seed);
        let mut game = replay::<PortRoyal>(&record).unwrap();
        let mut bot = islas_ai::port_royal::bot(Level::Medium, 7);
        while let Some(seat) = game.to_act() {
            let action = bot.choose(&game, seat).unwrap();
            game.play(&action).unwrap();
            record.actions.push(action.to_string());
        }
        record
    }

    fn request(record: &Record<Config>, seat: u8, level: &str) -> BotRequest {
        BotRequest {
            id: 42,
            game: "port-royal".into(),
            record: serde_json::to_value(record).unwrap(),
            seat,
            level: level.into(),
            advise: None,
        }
    }

    fn to_act(record: &Record<Config>) -> u8 {
        replay::<PortRoyal>(record).unwrap().to_act().unwrap()
    }

    fn assert_legal(record: &Record<Config>, answer: &str) {
        let game = replay::<PortRoyal>(record).unwrap();
        let action: Action = answer.parse().expect("the answer is in notation");
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert!(legal.contains(&action), "{answer} is legal here");
    }

    #[test]
    fn every_level_plays_a_legal_move_at_the_start_of_a_3_player_game() {
        let record = start_record(3, "islas");
        for level in Level::ALL {
            let answer = think(&request(&record, 0, level.id())).unwrap();
            assert_legal(&record, &answer);
            // Nothing is on the table yet: the only move is to draw.
            assert_eq!(answer, "draw");
        }
    }

    #[test]
    fn every_level_plays_a_legal_move_mid_game() {
        for (seed, actions) in [("islas", 9), ("islas", 30), ("tortuga", 55), ("nassau", 80)] {
            let record = mid_game(3, seed, actions);
            let seat = to_act(&record);
            for level in Level::ALL {
                let answer = think(&request(&record, seat, level.id())).unwrap();
                assert_legal(&record, &answer);
            }
        }
    }

    fn advise(record: &Record<Config>, seat: u8, advise: Advise) -> BotRequest {
        BotRequest {
            advise: Some(advise),
            ..request(record, seat, "expert")
        }
    }

    #[test]
    fn a_hint_is_the_experts_best_legal_actions_and_repeats() {
        for (seed, actions) in [("islas", 14), ("tortuga", 41)] {
            let mut record = mid_game(2, seed, actions);
            // Play on to a decision with a choice.
            let mut game = replay::<PortRoyal>(&record).unwrap();
            let mut legal = Vec::new();
            loop {
                game.legal_actions(&mut legal);
                if legal.len() > 1 {
                    break;
                }
                game.play(&legal[0]).unwrap();
                record.actions.push(legal[0].to_string());
            }
            let seat = to_act(&record);
            let req = advise(&record, seat, Advise::Hint);
            let (best, top) = think_advised(&req).unwrap();
            assert!(!top.is_empty() && top.len() <= HINT_ACTIONS, "{top:?}");
            assert_eq!(best, top[0].action);
            for w in &top {
                assert_legal(&record, &w.action);
                assert!((0.0..=1.0).contains(&w.win), "{w:?}");
            }
            let mut names: Vec<_> = top.iter().map(|w| &w.action).collect();
            names.dedup();
            assert_eq!(names.len(), top.len(), "three different actions");
            // The same as the expert's own advice with the advice's seed.
            let mut expert = PortRoyal::expert(advice_seed(&record), None);
            let advice = expert.advise(&game, seat).unwrap();
            let expected: Vec<Weighed> = advice.top(HINT_ACTIONS).iter().map(weighed).collect();
            assert_eq!(top, expected);
            assert_eq!(think_advised(&req).unwrap(), (best, top));
            // Never the seed of the bot that plays the seat: a hint does not tell its move.
            assert_ne!(advice_seed(&record), bot_seed(&record, seat));
        }
    }

    #[test]
    fn a_review_one_decision_at_a_time_is_the_whole_review() {
        let record = finished(2, "havana");
        let seat = 1;
        let seed = advice_seed(&record);
        let whole = islas_ai::review::<PortRoyal>(
            &record,
            seat,
            &mut *PortRoyal::expert(seed, Some(PortRoyal::REVIEW_ITERATIONS)),
            seed,
        )
        .unwrap();
        // The first few decisions of the seat, each asked alone as the app asks them.
        let mut judged = 0;
        for index in 0..record.actions.len() {
            let (best, advice) =
                think_advised(&advise(&record, seat, Advise::Review(index))).unwrap();
            match whole.moments.iter().find(|m| m.index == index) {
                Some(m) => {
                    assert_eq!(best, m.best.to_string());
                    assert_eq!(
                        advice,
                        vec![
                            Weighed {
                                action: m.best.to_string(),
                                win: m.best_win
                            },
                            Weighed {
                                action: m.played.to_string(),
                                win: m.played_win
                            },
                        ]
                    );
                    judged += 1;
                    if judged == 4 {
                        break;
                    }
                }
                // Another seat's action, or no choice: nothing to judge.
                None => assert_eq!((best, advice), (String::new(), Vec::new())),
            }
        }
        assert_eq!(judged, 4);
    }

    #[test]
    fn bad_advice_requests_are_reasons_never_panics() {
        let over = finished(2, "islas");
        let n = over.actions.len();
        let err = |req: BotRequest| think_advised(&req).unwrap_err();
        assert!(err(advise(&over, 0, Advise::Hint)).contains("the game is over"));
        assert!(err(advise(&over, 0, Advise::Review(n))).contains("there is no action"));
        assert!(err(advise(&over, 7, Advise::Review(3))).contains("no seat 7"));
        let mut broken = over.clone();
        broken.actions[5] = "sail away".into();
        assert!(err(advise(&broken, 0, Advise::Review(9))).contains("action 5"));
        let mid = mid_game(2, "islas", 20);
        let seat = to_act(&mid);
        assert!(err(advise(&mid, 1 - seat, Advise::Hint)).contains("is not to act"));
        // The level is not read when advice is asked.
        let mut req = advise(&mid, seat, Advise::Hint);
        req.level = "grandmaster".into();
        assert!(think_advised(&req).is_ok());
        // As JSON: "hint" and {"review": i}; a request without `advise` reads as before.
        let text = serde_json::to_value(advise(&mid, seat, Advise::Review(3))).unwrap();
        assert_eq!(text["advise"], serde_json::json!({"review": 3}));
        let text = serde_json::to_value(advise(&mid, seat, Advise::Hint)).unwrap();
        assert_eq!(text["advise"], serde_json::json!("hint"));
        let plain = serde_json::to_value(request(&mid, seat, "easy")).unwrap();
        assert!(plain.get("advise").is_none());
        let reply = reply_to(
            r#"{"id": 1, "game": "port-royal", "record": {}, "seat": 0, "level": "hard", "advise": "everything"}"#,
            &|| 0.0,
        );
        assert!(
            reply
                .result
                .unwrap_err()
                .starts_with("this is not a bot request")
        );
    }

    #[test]
    fn the_same_request_gets_the_same_answer() {
        for actions in [0, 12, 40] {
            let record = mid_game(3, "havana", actions);
            let seat = to_act(&record);
            for level in Level::ALL {
                let req = request(&record, seat, level.id());
                assert_eq!(think(&req), think(&req.clone()));
            }
        }
        // The seed depends on the record's seed, the number of actions and the seat.
        let a = mid_game(3, "havana", 12);
        let b = mid_game(3, "havana", 13);
        assert_ne!(bot_seed(&a, 0), bot_seed(&b, 0));
        assert_ne!(bot_seed(&a, 0), bot_seed(&a, 1));
        assert_ne!(bot_seed(&a, 0), bot_seed(&start_record(3, "other"), 0));
        assert_eq!(bot_seed(&a, 2), bot_seed(&a.clone(), 2));
    }

    #[test]
    fn bad_input_is_a_reason_never_a_panic() {
        let record = mid_game(3, "islas", 20);
        let seat = to_act(&record);
        let good = request(&record, seat, "medium");
        let err = |req: BotRequest| think(&req).unwrap_err();

        let mut req = good.clone();
        req.game = "chess".into();
        assert!(err(req).contains("no bot for the game \"chess\""));

        let mut req = good.clone();
        req.level = "grandmaster".into();
        assert!(err(req).contains("unknown level \"grandmaster\""));

        for bad in [
            serde_json::json!(null),
            serde_json::json!("draw"),
            serde_json::json!([1, 2]),
            serde_json::json!({"game": "port-royal"}),
            serde_json::json!({"game": "port-royal", "rules_version": 1, "config": {"players": 3},
                "seed": "", "actions": []}),
        ] {
            let mut req = good.clone();
            req.record = bad;
            assert!(err(req).contains("not a readable game record"));
        }

        let mut other = record.clone();
        other.game = "puerto-rico".into();
        assert!(err(request(&other, seat, "easy")).contains("for the game \"puerto-rico\""));

        let mut future = record.clone();
        future.rules_version = 99;
        assert!(err(request(&future, seat, "easy")).contains("rules version 99"));

        for players in [0, 1, 6, 255] {
            let mut odd = record.clone();
            odd.config.players = players;
            odd.actions.clear();
            assert!(err(request(&odd, 0, "hard")).contains("could not be set up"));
        }

        let mut illegal = record.clone();
        illegal.actions.push("take the-kraken".into());
        assert!(err(request(&illegal, seat, "hard")).contains("action 20"));
        let mut illegal = record.clone();
        illegal.actions.insert(0, "stop".into());
        assert!(err(request(&illegal, 0, "hard")).contains("action 0 (\"stop\")"));

        let not_to_act = (seat + 1) % 3;
        assert_eq!(
            err(request(&record, not_to_act, "hard")),
            format!("seat {not_to_act} is not to act (seat {seat} is)")
        );
        assert!(err(request(&record, 200, "easy")).contains("seat 200 is not to act"));

        let over = finished(3, "islas");
        assert!(err(request(&over, 0, "medium")).contains("the game is over"));
    }

    #[test]
    fn the_worker_answers_any_message() {
        let clock = {
            let t = std::cell::Cell::new(10.0);
            move || {
                t.set(t.get() + 2.5);
                t.get()
            }
        };
        let record = start_record(3, "islas");
        let good = serde_json::to_string(&request(&record, 0, "hard")).unwrap();
        let reply = reply_to(&good, &clock);
        assert_eq!(
            reply,
            BotReply {
                id: 42,
                result: Ok("draw".into()),
                think_ms: 2.5,
                advice: Vec::new(),
            }
        );
        // The reply's JSON form, as the page reads it.
        assert_eq!(
            serde_json::to_value(&reply).unwrap(),
            serde_json::json!({"id": 42, "result": {"Ok": "draw"}, "think_ms": 2.5})
        );

        let reply = reply_to("not json", &clock);
        assert_eq!(reply.id, 0);
        assert!(
            reply
                .result
                .unwrap_err()
                .starts_with("this is not a bot request")
        );
        let reply = reply_to(r#"{"id": 7, "game": "port-royal"}"#, &clock);
        assert_eq!(reply.id, 7);
        assert!(reply.result.is_err());
        let reply = reply_to(r#"{"id": -1}"#, &clock);
        assert_eq!(reply.id, 0);
        for text in [
            "",
            "null",
            "[]",
            "{}",
            "\"ready\"",
            r#"{"id": 99999999999}"#,
        ] {
            assert!(reply_to(text, &clock).result.is_err());
        }
    }

    fn bench_request(players: u8, games: u32, seed: &str) -> Bench {
        Bench {
            game: "port-royal".into(),
            players,
            games,
            seed: seed.into(),
        }
    }

    #[test]
    fn the_bench_plays_the_games_the_cli_simulates() {
        let clock = {
            let t = std::cell::Cell::new(0.0);
            move || {
                t.set(t.get() + 40.0);
                t.get()
            }
        };
        let result = bench(&bench_request(4, 20, "pirates"), &clock).unwrap();
        // `islas-cli simulate --game port-royal --players 4 --games 20 --seed pirates` plays
        // the same 20 games: 7,537 actions (mean 376.9), these points per seat.
        assert_eq!(
            result,
            BenchResult {
                games: 20,
                actions: 7537,
                unfinished: 0,
                points: vec![182, 189, 189, 166],
                ms: 40.0,
            }
        );
        assert_eq!(
            result,
            bench(&bench_request(4, 20, "pirates"), &clock).unwrap()
        );
        let other = bench(&bench_request(4, 20, "tortuga"), &clock).unwrap();
        assert_ne!(other.actions, result.actions);
    }

    #[test]
    fn a_bad_bench_is_a_reason() {
        let clock = || 0.0;
        let mut b = bench_request(4, 1, "pirates");
        b.game = "chess".into();
        assert!(bench(&b, &clock).unwrap_err().contains("no game \"chess\""));
        for players in [0, 1, 6, 255] {
            assert!(bench(&bench_request(players, 1, "pirates"), &clock).is_err());
        }
        assert!(bench(&bench_request(4, 1, ""), &clock).is_err());
        assert_eq!(
            bench(&bench_request(3, 0, "pirates"), &clock)
                .unwrap()
                .actions,
            0
        );
    }

    #[test]
    fn the_worker_answers_bot_requests_as_before_and_bench_requests() {
        let clock = || 5.0;
        // A bot request, and anything that is not a bench request, gets the reply it always got.
        let record = start_record(3, "islas");
        let good = serde_json::to_string(&request(&record, 0, "easy")).unwrap();
        for message in [
            good.as_str(),
            "not json",
            "{}",
            r#"{"id": 7}"#,
            r#"{"id": 3, "bench": 1}"#,
        ] {
            assert_eq!(
                answer(message, &clock),
                serde_json::to_string(&reply_to(message, &clock)).unwrap()
            );
        }
        let text = answer(
            r#"{"id": 9, "bench": {"game": "port-royal", "players": 4, "games": 2, "seed": "pirates"}}"#,
            &clock,
        );
        let reply: BenchReply = serde_json::from_str(&text).unwrap();
        assert_eq!(reply.id, 9);
        let result = reply.result.unwrap();
        assert_eq!((result.games, result.unfinished, result.ms), (2, 0, 0.0));
        assert!(result.actions > 100);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert!(value["result"]["Ok"]["actions"].is_u64());

        let text = answer(
            r#"{"id": 4, "bench": {"game": "chess", "players": 4, "games": 2, "seed": "x"}}"#,
            &clock,
        );
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["id"], 4);
        assert!(value["result"]["Err"].as_str().unwrap().contains("chess"));
    }

    #[test]
    fn one_games_module_answers_as_the_whole_registry_for_its_game() {
        let clock = || 5.0;
        let record = mid_game(3, "islas", 20);
        let seat = to_act(&record);
        for level in Level::ALL {
            let req = request(&record, seat, level.id());
            assert_eq!(think_as::<PortRoyal>(&req), think_advised(&req));
            let message = serde_json::to_string(&req).unwrap();
            assert_eq!(
                answer_as::<PortRoyal>(&message, &clock),
                answer(&message, &clock)
            );
        }
        let bench_message = r#"{"id": 9, "bench": {"game": "port-royal", "players": 4, "games": 2, "seed": "pirates"}}"#;
        assert_eq!(
            answer_as::<PortRoyal>(bench_message, &clock),
            answer(bench_message, &clock)
        );
        // Bad messages and unknown games get the registry's own reasons.
        for message in ["not json", "{}", r#"{"id": 7}"#] {
            assert_eq!(
                answer_as::<PortRoyal>(message, &clock),
                answer(message, &clock)
            );
        }
        let mut chess = request(&record, seat, "easy");
        chess.game = "chess".into();
        assert_eq!(think_as::<PortRoyal>(&chess), think_advised(&chess));
        let mut b = bench_request(4, 1, "pirates");
        b.game = "chess".into();
        assert_eq!(bench_as::<PortRoyal>(&b, &clock), bench(&b, &clock));
    }

    #[test]
    fn one_games_module_refuses_another_registered_game() {
        let clock = || 0.0;
        let record = start_record(3, "islas");
        let mut req = request(&record, 0, "easy");
        req.game = "jamaica".into();
        let err = think_as::<PortRoyal>(&req).unwrap_err();
        assert!(err.contains("\"port-royal\" only"), "{err}");
        let mut b = bench_request(4, 1, "pirates");
        b.game = "puerto-rico".into();
        let err = bench_as::<PortRoyal>(&b, &clock).unwrap_err();
        assert!(err.contains("\"port-royal\" only"), "{err}");
        // And a game's own module plays its game.
        let pr = BotRequest {
            game: "puerto-rico".into(),
            record: serde_json::to_value(Record::new::<islas_puerto_rico::PuertoRico>(
                islas_puerto_rico::Config::new(3),
                Seed::from_text("islas").unwrap(),
            ))
            .unwrap(),
            ..req
        };
        assert_eq!(
            think_as::<islas_puerto_rico::PuertoRico>(&pr),
            think_advised(&pr)
        );
        assert!(think(&pr).is_ok());
    }
}
