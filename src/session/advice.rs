//! Hints and reviews at the table: the expert's advice, asked of the bots' worker
//! (`islas_games::think::Advise`) and drawn by views that know no game. Each game only names
//! an action and a moment as its table does ([`Advised`]); the rest is written once.
//!
//! - **Hint**: during a person's decision, the expert's three best actions with the chance to
//!   win (together, in a co-operative game) after each. The person can play on meanwhile, or
//!   cancel; asking is kept in the save ([`Session::hints`]).
//! - **Review**: on a finished game's end screen, the person's decisions one request at a
//!   time (a progress bar, a cancel between two), then the three moments where the played
//!   action lost the most win chance against the expert's choice, and a graph of the
//!   estimates. It is kept in the save ([`SavedReview`]), so a reload shows it again.

use islas_ai::{Moment, rank_mistakes};
use islas_core::{ConfigSpec, Seat, Utility};
use leptos::prelude::*;
use serde_json::Value;

use super::Session;
use super::controller::{TableController, TableGame};
use crate::bots::{Advise, BotReply, BotRequest, BotWorker, Weighed};
use crate::i18n::Lang;
use crate::providers::I18n;

/// What a game's table says for advice: each game words its own actions and moments.
pub trait Advised: TableGame {
    /// Where the game stands for the viewer of `s`, as the table's status line says it.
    fn situation(lang: Lang, s: &Session<Self>) -> String;
    /// `action` as the table names it at `s`.
    fn action_words(lang: Lang, s: &Session<Self>, action: &Self::Action) -> String;
}

/// The advice a save keeps (`SavedGame::advice`): the hints asked, the review.
pub fn to_saved(hints: &[usize], review: Option<&Value>) -> Option<Value> {
    if hints.is_empty() && review.is_none() {
        return None;
    }
    let mut v = serde_json::Map::new();
    if !hints.is_empty() {
        v.insert(
            "hints".into(),
            hints.iter().map(|&i| Value::from(i)).collect(),
        );
    }
    if let Some(r) = review {
        v.insert("review".into(), r.clone());
    }
    Some(Value::Object(v))
}

/// The hints and the review a save keeps (none when it has none, or they do not read).
pub fn from_saved(advice: Option<&Value>) -> (Vec<usize>, Option<Value>) {
    let Some(advice) = advice else {
        return (Vec::new(), None);
    };
    let hints = advice["hints"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|i| Some(i.as_u64()? as usize))
                .collect()
        })
        .unwrap_or_default();
    (hints, advice.get("review").cloned())
}

/// An action in notation, named at `s` (the notation itself if it does not read).
fn words_of<G: Advised>(lang: Lang, s: &Session<G>, text: &str) -> String {
    match text.parse::<G::Action>() {
        Ok(a) => G::action_words(lang, s, &a),
        Err(_) => text.to_string(),
    }
}

/// Whether `s` is played together (a hint's and a review's chance is then the team's).
fn together<G: Advised>(s: &Session<G>) -> bool {
    s.record.config.utility() == Utility::Cooperative
}

/// A request for the expert's advice on `s`'s record.
fn request<G: Advised>(s: &Session<G>, seat: Seat, advise: Advise) -> BotRequest {
    s.bot_request(seat, islas_ai::Level::Expert, Some(advise))
}

/// A win chance in whole percent (no float formatting: its code is kilobytes of wasm).
fn percent(win: f64) -> String {
    ((100.0 * win).clamp(0.0, 100.0).round() as u32).to_string()
}

/// `text` safe inside HTML (the panels' results are written as HTML: far less code than a tree
/// of views for what never changes once shown).
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// `<tag>text</tag>`, the text escaped.
fn tag(out: &mut String, tag: &str, text: &str) {
    out.push('<');
    out.push_str(tag);
    out.push('>');
    out.push_str(&escape(text));
    out.push_str("</");
    out.push_str(tag.split(' ').next().unwrap_or(tag));
    out.push('>');
}

// ----- hints

/// What the hint panel shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    Idle,
    Thinking,
    /// The expert's best actions, as HTML ([`hint_html`]).
    Shown(String),
    Failed(String),
}

/// The hint's words: a title and the actions with their chance, best first.
fn hint_html(i18n: I18n, best: &[(String, f64)], coop: bool) -> String {
    let key = if coop {
        "hint.win.together"
    } else {
        "hint.win"
    };
    let mut out = String::new();
    tag(&mut out, "p", &i18n.t("hint.title"));
    out.push_str("<ol>");
    for (words, win) in best {
        let chance = i18n.t_with(key, &[("n", percent(*win))]);
        tag(&mut out, "li", &format!("{words} — {chance}"));
    }
    out.push_str("</ol>");
    out
}

/// The hint's control (for the table's tools) and its panel (under the bar). Only what knows
/// the game is made for each game; [`hint_views`] is written once.
pub fn hint<G: Advised + 'static>(table: TableController<G>) -> (AnyView, AnyView) {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    let coop = session.with_untracked(together);
    hint_views(HintParts {
        at: Memo::new(move |_| session.with(|s| s.record.actions.len())),
        can: Signal::derive(move || {
            session.with(|s| s.person_to_act().is_some() && !s.lesson)
                && table.cover.get().is_none()
        }),
        request: Callback::new(move |()| {
            session.with_untracked(|s| Some(request(s, s.person_to_act()?, Advise::Hint)))
        }),
        name: Callback::new(move |advice: Vec<Weighed>| {
            session.with_untracked(|s| {
                let best: Vec<(String, f64)> = advice
                    .iter()
                    .map(|w| (words_of(i18n.lang(), s, &w.action), w.win))
                    .collect();
                hint_html(i18n, &best, coop)
            })
        }),
        hinted: Callback::new(move |()| table.hinted()),
    })
}

/// What the hint needs of the game's table.
struct HintParts {
    /// Actions played so far.
    at: Memo<usize>,
    /// A person decides now (and no cover hides the table).
    can: Signal<bool>,
    /// The request of a hint now, if a person is to act.
    request: Callback<(), Option<BotRequest>>,
    /// The expert's best, as the panel shows them ([`hint_html`]).
    name: Callback<Vec<Weighed>, String>,
    /// Keeps the hint in the save.
    hinted: Callback<()>,
}

fn hint_views(parts: HintParts) -> (AnyView, AnyView) {
    let i18n = expect_context::<I18n>();
    let HintParts {
        at,
        can,
        request,
        name,
        hinted,
    } = parts;
    let state = RwSignal::new(Hint::Idle);
    // A worker of its own: cancelling a hint never touches the computers' moves.
    let advisor = StoredValue::new_local(BotWorker::new());
    // The position moved on: the hint was about the past.
    Effect::new(move |prev: Option<usize>| {
        let now = at.get();
        if prev.is_some_and(|p| p != now) {
            advisor.with_value(BotWorker::cancel);
            state.set(Hint::Idle);
        }
        now
    });
    let ask = move |_| {
        let Some(req) = request.run(()) else { return };
        let asked_at = req.id as usize;
        state.set(Hint::Thinking);
        hinted.run(());
        advisor.with_value(|w| {
            w.ask(req, move |reply: BotReply| {
                if state.try_get_untracked() != Some(Hint::Thinking)
                    || at.try_get_untracked() != Some(asked_at)
                {
                    return;
                }
                state.set(match reply.result {
                    Ok(_) => Hint::Shown(name.run(reply.advice)),
                    Err(reason) => Hint::Failed(reason),
                });
            });
        });
    };
    let cancel = Callback::new(move |()| {
        advisor.with_value(BotWorker::cancel);
        state.set(Hint::Idle);
    });
    let button = move || {
        can.get().then(|| {
            view! {
                <button type="button" class="secondary icon-button" data-testid="hint" on:click=ask
                    disabled=move || state.with(|h| *h == Hint::Thinking)>
                    <crate::components::Icon name="hint" />
                    <span class="label">{i18n.t("hint.ask")}</span>
                </button>
            }
        })
    };
    (
        button.into_any(),
        view! { <HintPanel state cancel /> }.into_any(),
    )
}

/// The hint as it stands: thinking (with Cancel), the expert's best, or why there is none.
#[component]
fn HintPanel(state: RwSignal<Hint>, cancel: Callback<()>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    move || {
        let (html, thinking) = match state.get() {
            Hint::Idle => return None,
            Hint::Thinking => (String::new(), true),
            Hint::Shown(html) => (html, false),
            Hint::Failed(reason) => {
                let mut out = String::new();
                tag(
                    &mut out,
                    "p",
                    &i18n.t_with("advice.failed", &[("reason", reason)]),
                );
                (out, false)
            }
        };
        Some(view! {
            <div class="advice hint-panel" role="status" data-testid="hint-panel">
                {thinking.then(|| view! { <p>{i18n.t("hint.thinking")}</p><progress aria-label=i18n.t("hint.thinking")></progress> })}
                <div inner_html=html></div>
                <button type="button" class="secondary" on:click=move |_| cancel.run(())>
                    {i18n.t(if thinking { "advice.cancel" } else { "advice.close" })}
                </button>
            </div>
        })
    }
}

// ----- reviews

/// A finished game's review as the save keeps it: the reviewed seat and, per decision with a
/// choice, `[index, expert's choice, its win chance, played, its win chance]`. As JSON
/// `{"seat": 0, "moments": [[12, "draw", 0.61, "stop", 0.48], …]}`, read and written by hand
/// (serde's code for it would be kilobytes of the app's wasm).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SavedReview {
    pub seat: Seat,
    pub moments: Vec<(usize, String, f64, String, f64)>,
}

impl SavedReview {
    pub fn to_value(&self) -> Value {
        let moments = self
            .moments
            .iter()
            .map(|(i, best, bw, played, pw)| {
                Value::Array(vec![
                    Value::from(*i),
                    Value::from(best.as_str()),
                    Value::from(*bw),
                    Value::from(played.as_str()),
                    Value::from(*pw),
                ])
            })
            .collect();
        let mut v = serde_json::Map::new();
        v.insert("seat".into(), Value::from(self.seat));
        v.insert("moments".into(), Value::Array(moments));
        Value::Object(v)
    }

    /// The review `v` holds, or `None` when it does not read.
    pub fn from_value(v: &Value) -> Option<SavedReview> {
        let seat = Seat::try_from(v["seat"].as_u64()?).ok()?;
        let mut moments = Vec::new();
        for m in v["moments"].as_array()? {
            moments.push((
                m[0].as_u64()? as usize,
                m[1].as_str()?.to_string(),
                m[2].as_f64()?,
                m[3].as_str()?.to_string(),
                m[4].as_f64()?,
            ));
        }
        Some(SavedReview { seat, moments })
    }

    fn moments(&self) -> Vec<Moment<String>> {
        self.moments
            .iter()
            .map(|(index, best, best_win, played, played_win)| Moment {
                index: *index,
                played: played.clone(),
                best: best.clone(),
                played_win: *played_win,
                best_win: *best_win,
            })
            .collect()
    }
}

/// How many mistakes a review shows.
pub const REVIEW_MISTAKES: usize = 3;

/// One of the largest mistakes, in the person's words.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    /// The table's status line at that moment.
    pub situation: String,
    pub played: String,
    pub best: String,
    /// Win chance lost, in percentage points.
    pub loss: f64,
    /// A hint was asked for at that moment.
    pub hinted: bool,
}

/// A review as the end screen shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub mistakes: Vec<Mistake>,
    /// Per decision, in order: the expert's estimate after its own choice and after the played
    /// action.
    pub series: Vec<(f64, f64)>,
}

/// The saved review of `s` in the person's words.
fn shown<G: Advised>(lang: Lang, s: &Session<G>, saved: &SavedReview) -> Shown {
    let moments = saved.moments();
    let mut mistakes = Vec::new();
    for i in rank_mistakes(&moments).into_iter().take(REVIEW_MISTAKES) {
        let m = &moments[i];
        let Some(then) = s.at(m.index) else { continue };
        mistakes.push(Mistake {
            situation: G::situation(lang, &then),
            played: words_of(lang, &then, &m.played),
            best: words_of(lang, &then, &m.best),
            loss: 100.0 * m.loss(),
            hinted: s.hints.contains(&m.index),
        });
    }
    Shown {
        mistakes,
        series: moments.iter().map(|m| (m.best_win, m.played_win)).collect(),
    }
}

/// What a review found, as HTML: the largest mistakes, then the graph with its words.
fn found_html(i18n: I18n, shown: &Shown, coop: bool) -> String {
    let mut out = String::new();
    if shown.mistakes.is_empty() {
        tag(&mut out, "p", &i18n.t("review.none"));
    } else {
        tag(&mut out, "p", &i18n.t("review.found"));
        out.push_str("<ol class=\"mistakes\">");
        for m in &shown.mistakes {
            out.push_str("<li>");
            tag(&mut out, "p class=\"situation\"", &m.situation);
            tag(
                &mut out,
                "p",
                &i18n.t_with("review.played", &[("action", m.played.clone())]),
            );
            tag(
                &mut out,
                "p",
                &i18n.t_with("review.best", &[("action", m.best.clone())]),
            );
            let mut loss = i18n.t_with("review.loss", &[("n", percent(m.loss.max(1.0) / 100.0))]);
            if m.hinted {
                loss.push_str(" · ");
                loss.push_str(&i18n.t("review.hinted"));
            }
            tag(&mut out, "p class=\"loss\"", &loss);
            out.push_str("</li>");
        }
        out.push_str("</ol>");
    }
    graph_html(&mut out, i18n, &shown.series, coop);
    out
}

/// The win chance over the game, as the review estimated it: after each played decision (the
/// line) and after the expert's choice (the dashes), named by the words under it.
fn graph_html(out: &mut String, i18n: I18n, series: &[(f64, f64)], coop: bool) {
    let n = series.len();
    if n < 2 {
        return;
    }
    // In tenths of a point of a 320 × 100 box: whole numbers, no float formatting.
    let x = |i: usize| 40 + 3120 * i / (n - 1);
    let y = |v: f64| 40 + ((1.0 - v.clamp(0.0, 1.0)) * 920.0) as usize;
    let line = |out: &mut String, class: &str, pick: fn(&(f64, f64)) -> f64| {
        out.push_str("<polyline class=\"");
        out.push_str(class);
        out.push_str("\" points=\"");
        for (i, p) in series.iter().enumerate() {
            out.push_str(&format!("{},{} ", x(i), y(pick(p))));
        }
        out.push_str("\"/>");
    };
    let (low_at, low) =
        series.iter().enumerate().fold(
            (0, f64::MAX),
            |a, (i, p)| if p.1 < a.1 { (i, p.1) } else { a },
        );
    let words = i18n.t_with(
        if coop {
            "review.graph.together"
        } else {
            "review.graph"
        },
        &[
            ("first", percent(series[0].1)),
            ("last", percent(series[n - 1].1)),
            ("low", percent(low)),
            ("at", (low_at + 1).to_string()),
            ("n", n.to_string()),
        ],
    );
    out.push_str(
        "<figure class=\"win-graph\"><svg viewBox=\"0 0 3200 1000\" role=\"img\" \
         aria-labelledby=\"win-graph-words\" preserveAspectRatio=\"none\">\
         <line class=\"mid\" x1=\"0\" x2=\"3200\" y1=\"500\" y2=\"500\"/>",
    );
    line(out, "best", |p| p.0);
    line(out, "played", |p| p.1);
    out.push_str("</svg>");
    tag(out, "figcaption id=\"win-graph-words\"", &words);
    out.push_str("</figure>");
}

/// Where a review stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Reviewing {
    Idle,
    Running {
        done: usize,
        total: usize,
    },
    /// What it found, as HTML ([`found_html`]).
    Done(String),
    Failed(String),
}

/// A review under way: one request per action of the seat, in order.
struct Run {
    base: BotRequest,
    indices: Vec<usize>,
    next: usize,
    found: SavedReview,
}

/// Asks for the next decision, or ends the review with what it found.
fn step(
    mut run: Run,
    worker: StoredValue<BotWorker, LocalStorage>,
    state: RwSignal<Reviewing>,
    finish: Callback<SavedReview>,
) {
    let Some(&index) = run.indices.get(run.next) else {
        finish.run(run.found);
        return;
    };
    let req = BotRequest {
        advise: Some(Advise::Review(index)),
        ..run.base.clone()
    };
    worker.with_value(|w| {
        w.ask(req, move |reply: BotReply| {
            if !matches!(state.try_get_untracked(), Some(Reviewing::Running { .. })) {
                return;
            }
            if let Err(reason) = reply.result {
                state.set(Reviewing::Failed(reason));
                return;
            }
            if let [best, played] = reply.advice.as_slice() {
                run.found.moments.push((
                    index,
                    best.action.clone(),
                    best.win,
                    played.action.clone(),
                    played.win,
                ));
            }
            run.next += 1;
            state.set(Reviewing::Running {
                done: run.next,
                total: run.indices.len(),
            });
            step(run, worker, state, finish);
        });
    });
}

/// The review's part of a finished game's end screen (nothing in a lesson, or with nobody but
/// computers at the table): Review, its progress and Cancel, then what it found. Only what
/// knows the game is made for each game; [`review_views`] is written once.
pub fn review<G: Advised + 'static>(session: RwSignal<Session<G>>) -> Option<AnyView> {
    let i18n = expect_context::<I18n>();
    let table = use_context::<TableController<G>>();
    let (persons, lesson, seat, coop) =
        session.with_untracked(|s| (s.persons(), s.lesson, s.viewer(), together(s)));
    if persons == 0 || lesson {
        return None;
    }
    let html = Callback::new(move |saved: SavedReview| {
        session.with_untracked(|s| found_html(i18n, &shown(i18n.lang(), s, &saved), coop))
    });
    let kept = session.with_untracked(|s| SavedReview::from_value(s.review.as_ref()?));
    Some(review_views(ReviewParts {
        seat,
        kept,
        html,
        run: Callback::new(move |()| {
            session.with_untracked(|s| (request(s, seat, Advise::Review(0)), s.actions_of(seat)))
        }),
        keep: Callback::new(move |v: Value| {
            if let Some(t) = table {
                t.keep_review(v);
            }
        }),
    }))
}

/// What the review needs of the game's table.
struct ReviewParts {
    seat: Seat,
    /// The review the save keeps, if any.
    kept: Option<SavedReview>,
    /// A review as the panel shows it ([`found_html`]).
    html: Callback<SavedReview, String>,
    /// The request of one decision, and the actions of the seat to ask for.
    run: Callback<(), (BotRequest, Vec<usize>)>,
    /// Keeps a finished review in the save.
    keep: Callback<Value>,
}

fn review_views(parts: ReviewParts) -> AnyView {
    let ReviewParts {
        seat,
        kept,
        html,
        run,
        keep,
    } = parts;
    let state = RwSignal::new(match kept {
        Some(saved) => Reviewing::Done(html.run(saved)),
        None => Reviewing::Idle,
    });
    let worker = StoredValue::new_local(BotWorker::new());
    let finish = Callback::new(move |found: SavedReview| {
        keep.run(found.to_value());
        state.set(Reviewing::Done(html.run(found)));
    });
    let start = Callback::new(move |()| {
        let (base, indices) = run.run(());
        state.set(Reviewing::Running {
            done: 0,
            total: indices.len(),
        });
        let run = Run {
            base,
            indices,
            next: 0,
            found: SavedReview {
                seat,
                moments: Vec::new(),
            },
        };
        step(run, worker, state, finish);
    });
    let cancel = Callback::new(move |()| {
        worker.with_value(BotWorker::cancel);
        state.set(Reviewing::Idle);
    });
    view! { <ReviewPanel state start cancel /> }.into_any()
}

/// Review's button, progress and result, for any game.
#[component]
fn ReviewPanel(
    state: RwSignal<Reviewing>,
    start: Callback<()>,
    cancel: Callback<()>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let body = move || {
        let (html, running, button) = match state.get() {
            Reviewing::Done(html) => (html, None, None),
            Reviewing::Running { done, total } => (
                String::new(),
                Some((done, total)),
                Some(("advice.cancel", cancel)),
            ),
            Reviewing::Idle => (String::new(), None, Some(("review.ask", start))),
            Reviewing::Failed(reason) => {
                let mut out = String::new();
                tag(
                    &mut out,
                    "p",
                    &i18n.t_with("advice.failed", &[("reason", reason)]),
                );
                (out, None, Some(("review.ask", start)))
            }
        };
        view! {
            {running.map(|(done, total)| view! {
                <p>{i18n.t("review.running")}</p>
                <progress max=total.max(1) value=done aria-label=i18n.t("review.running")></progress>
            })}
            <div inner_html=html></div>
            {button.map(|(key, run)| view! {
                <button type="button" class="secondary" on:click=move |_| run.run(())>{i18n.t(key)}</button>
            })}
        }
    };
    view! {
        <section class="advice review" aria-labelledby="review-title" data-testid="review-panel">
            <h2 id="review-title">{move || i18n.t("review.title")}</h2>
            <div role="status">{body}</div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use islas_core::{Game, Record, Seed, replay};
    use islas_games::Registered;
    use islas_port_royal::{Config, PortRoyal};

    use super::*;
    use crate::model::{Control, SeatPlayer};

    /// The first `n` actions of a 2-player game between a person (seat 0, played by a medium
    /// bot) and a medium computer.
    fn session(n: usize) -> Session<PortRoyal> {
        let mut record =
            Record::new::<PortRoyal>(Config::new(2), Seed::from_text("review").unwrap());
        let mut game = replay::<PortRoyal>(&record).unwrap();
        let mut bot = PortRoyal::bot(islas_ai::Level::Medium, 3);
        while record.actions.len() < n {
            let Some(seat) = game.to_act() else { break };
            let a = bot.choose(&game, seat).unwrap();
            game.play(&a).unwrap();
            record.actions.push(a.to_string());
        }
        let seats = vec![
            SeatPlayer {
                name: "Ana".into(),
                control: Control::Person,
            },
            SeatPlayer {
                name: String::new(),
                control: Control::Medium,
            },
        ];
        Session::from_record(record, seats).unwrap()
    }

    #[test]
    fn the_review_asks_one_decision_at_a_time_and_finds_the_whole_review() {
        let s = session(40);
        let seat = 0;
        let state = RwSignal::new(Reviewing::Running { done: 0, total: 0 });
        let found = StoredValue::new(None::<SavedReview>);
        let finish = Callback::new(move |r: SavedReview| found.set_value(Some(r)));
        let run = Run {
            base: request(&s, seat, Advise::Review(0)),
            indices: s.actions_of(seat),
            next: 0,
            found: SavedReview {
                seat,
                moments: Vec::new(),
            },
        };
        // Natively the worker answers at once: the whole review runs here.
        step(run, StoredValue::new_local(BotWorker::new()), state, finish);
        let found = found.get_value().expect("the review finished");
        let seed = islas_ai::advice_seed(&s.record);
        let mut expert = PortRoyal::expert(seed, Some(PortRoyal::REVIEW_ITERATIONS));
        let whole = islas_ai::review::<PortRoyal>(&s.record, seat, &mut *expert, seed).unwrap();
        assert!(!whole.moments.is_empty());
        assert_eq!(
            found.moments(),
            whole
                .moments
                .iter()
                .map(|m| Moment {
                    index: m.index,
                    played: m.played.to_string(),
                    best: m.best.to_string(),
                    played_win: m.played_win,
                    best_win: m.best_win,
                })
                .collect::<Vec<_>>()
        );
        // Kept as JSON in the save, it reads back the same.
        assert_eq!(
            SavedReview::from_value(&found.to_value()),
            Some(found.clone())
        );
        let short = serde_json::json!({"seat": 0, "moments": [[1, "draw"]]});
        assert_eq!(SavedReview::from_value(&short), None);
        assert_eq!(SavedReview::from_value(&serde_json::json!("review")), None);
    }

    #[test]
    fn a_cancelled_review_stops_and_keeps_nothing() {
        let s = session(40);
        let state = RwSignal::new(Reviewing::Idle);
        let found = StoredValue::new(None::<SavedReview>);
        let finish = Callback::new(move |r: SavedReview| found.set_value(Some(r)));
        let run = Run {
            base: request(&s, 0, Advise::Review(0)),
            indices: s.actions_of(0),
            next: 0,
            found: SavedReview::default(),
        };
        // Not running (cancelled before the first answer): the answer is dropped.
        step(run, StoredValue::new_local(BotWorker::new()), state, finish);
        assert!(found.get_value().is_none());
        assert_eq!(state.get_untracked(), Reviewing::Idle);
    }

    #[test]
    fn the_largest_mistakes_are_shown_in_the_persons_words() {
        let mut s = session(40);
        let mine = s.actions_of(0);
        let (a, b, c, d) = (mine[1], mine[3], mine[5], mine[6]);
        let at = |i: usize| s.record.actions[i].clone();
        let saved = SavedReview {
            seat: 0,
            moments: vec![
                (a, at(a), 0.5, at(a), 0.5),          // played the expert's choice
                (b, "draw".into(), 0.6, at(b), 0.3),  // −30
                (c, "draw".into(), 0.5, at(c), 0.45), // −5
                (d, "draw".into(), 0.7, at(d), 0.6),  // −10
            ],
        };
        s.hints.push(d);
        let lang = Lang::En;
        let shown = shown(lang, &s, &saved);
        let order: Vec<f64> = shown.mistakes.iter().map(|m| m.loss.round()).collect();
        assert_eq!(order, vec![30.0, 10.0, 5.0]);
        let then = s.at(b).unwrap();
        let first = &shown.mistakes[0];
        assert_eq!(first.situation, PortRoyal::situation(lang, &then));
        assert_eq!(first.played, words_of(lang, &then, &at(b)));
        assert_eq!(first.best, words_of(lang, &then, "draw"));
        assert!(!first.hinted && shown.mistakes[1].hinted);
        assert_eq!(
            shown.series,
            vec![(0.5, 0.5), (0.6, 0.3), (0.5, 0.45), (0.7, 0.6)]
        );
        // Nothing lost: no mistake to show.
        let fine = SavedReview {
            seat: 0,
            moments: vec![(a, at(a), 0.5, at(a), 0.5)],
        };
        assert!(super::shown(lang, &s, &fine).mistakes.is_empty());
    }

    #[test]
    fn a_chance_reads_in_whole_percent() {
        assert_eq!(percent(0.424), "42");
        assert_eq!(percent(0.425), "43");
        assert_eq!(percent(1.2), "100");
        assert_eq!(percent(-0.1), "0");
    }

    #[test]
    fn what_is_shown_as_html_is_escaped() {
        let mut out = String::new();
        tag(&mut out, "p class=\"x\"", "Ana <b> & \"Bo\"");
        assert_eq!(out, "<p class=\"x\">Ana &lt;b&gt; &amp; &quot;Bo&quot;</p>");
    }
}
