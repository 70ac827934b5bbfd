//! The Adventure's campaign around the games: a campaign is created on the new-game form, its
//! page (`/campaign/<id>`) shows the five chapters, the story so far and what the next game
//! starts with, and starts, resumes or replays a chapter; a chapter's game names its campaign,
//! and its end is reported to the campaign once (the campaign's `game_in_progress` names the
//! game until then, and is cleared when it is reported). The progression itself is the
//! engine's (`islas_port_royal::adventure::campaign`).

use islas_core::{Game, Seed};
use islas_port_royal::adventure::campaign::{Campaign, Outcome, Stage};
use islas_port_royal::adventure::content;
use islas_port_royal::adventure::data::{CampaignMode, CardNo, TextId};
use islas_port_royal::adventure::play::AdventureConfig;
use islas_port_royal::{Config, PortRoyal};
use leptos::prelude::*;

use super::Session;
use crate::components::{names_text, players_text};
use crate::i18n::{Lang, word};
use crate::model::{SavedCampaign, SavedGame, SeatPlayer};
use crate::providers::{CampaignEntry, I18n, Notice, SavesContext, push_notice};
use crate::router::use_navigate;
use crate::session::saves::{keep_as, new_id, new_save_id, now_ms, unsaved};

/// The i18n key of a campaign mode's name (shared texts: home lists campaigns).
pub fn mode_key(mode: CampaignMode) -> &'static str {
    match mode {
        CampaignMode::CoOp => "campaign.mode.coop",
        CampaignMode::Competitive => "campaign.mode.competitive",
    }
}

/// A new campaign of `mode` for `seats` at chapter 1, under `id`.
pub fn new_campaign(
    id: String,
    mode: CampaignMode,
    seats: Vec<SeatPlayer>,
    seed_text: Option<String>,
    now: f64,
) -> Result<SavedCampaign, String> {
    let players = u8::try_from(seats.len()).unwrap_or(0);
    let campaign = Campaign::new(mode, players).map_err(|e| e.to_string())?;
    Ok(SavedCampaign {
        id,
        game: PortRoyal::NAME.to_string(),
        updated: now,
        progress: serde_json::to_value(&campaign).map_err(|e| e.to_string())?,
        seats,
        game_in_progress: None,
        seed_text: seed_text
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty()),
    })
}

/// The engine's campaign a saved campaign holds (read and checked by the engine).
pub fn progress(saved: &SavedCampaign) -> Result<Campaign, String> {
    if saved.game != PortRoyal::NAME {
        return Err(format!("a campaign of {}, not of Port Royal", saved.game));
    }
    Campaign::from_value(saved.progress.clone()).map_err(|e| e.to_string())
}

/// The campaign's next game: its setup, its seed and, for a campaign with a typed seed, the
/// seed's words (`pirates 3` for its third game).
pub fn next_game(saved: &SavedCampaign) -> Result<(Config, Seed, Option<String>), String> {
    let campaign = progress(saved)?;
    let config = AdventureConfig::from_campaign(&campaign).map_err(|e| e.0)?;
    match &saved.seed_text {
        Some(seed) => {
            let text = format!("{seed} {}", campaign.results.len() + 1);
            let dealt = Seed::from_text(&text).map_err(|e| e.to_string())?;
            Ok((config, dealt, Some(text)))
        }
        None => Ok((config, Seed::random(), None)),
    }
}

/// The campaign after the end of its game `game_id` (`game`, finished) is reported: the chapter
/// won or lost with the engine's report, the game no longer in progress. `None` when there is
/// nothing to report: the game is not the campaign's game in progress (already reported, or
/// not of this campaign), or it is not over.
pub fn settle(
    saved: &SavedCampaign,
    game_id: &str,
    game: &PortRoyal,
    now: f64,
) -> Result<Option<SavedCampaign>, String> {
    if saved.game_in_progress.as_deref() != Some(game_id) {
        return Ok(None);
    }
    let Some(report) = game.adventure_report() else {
        return Ok(None);
    };
    let mut campaign = progress(saved)?;
    // A competitive chapter always has a winner; a co-operative one is won by card 9.
    let won = campaign.mode == CampaignMode::Competitive || game.adventure_won() == Some(true);
    if won {
        campaign.chapter_won(&report)
    } else {
        campaign.chapter_lost(&report)
    }
    .map_err(|e| e.to_string())?;
    let mut out = saved.clone();
    out.progress = serde_json::to_value(&campaign).map_err(|e| e.to_string())?;
    out.game_in_progress = None;
    out.updated = now;
    Ok(Some(out))
}

/// Reports the end of game `game_id` to its campaign `campaign_id` and saves the campaign;
/// does nothing when there is nothing to report (see [`settle`]). Returns whether it reported.
pub fn report_end(saves: SavesContext, campaign_id: &str, game_id: &str, game: &PortRoyal) -> bool {
    let Some(entry) = saves.campaign(campaign_id) else {
        return false;
    };
    match settle(&entry.campaign, game_id, game, now_ms()) {
        Ok(Some(next)) => match saves.write_campaign(&next, entry.rev) {
            Ok(_) => true,
            Err(e) => {
                push_notice(saves.notices, Notice::from_error(&e));
                false
            }
        },
        Ok(None) => false,
        Err(reason) => {
            push_notice(saves.notices, Notice::new("campaign.error").detail(reason));
            false
        }
    }
}

/// Where the campaign's game in progress stands.
#[derive(Clone, Debug, PartialEq)]
enum InProgress {
    /// No game, or its save is gone (deleted): the chapter is started again.
    None,
    Playing(String),
    /// Over but not reported yet (reported when the page sees it).
    Over(String, Box<PortRoyal>),
}

fn in_progress(saves: SavesContext, saved: &SavedCampaign) -> InProgress {
    in_progress_of(saved, |id| {
        saves.get(id).map(|e| e.save).or_else(|| unsaved(id))
    })
}

/// Where the campaign's game in progress stands, its save found by `find`.
fn in_progress_of(
    saved: &SavedCampaign,
    find: impl FnOnce(&str) -> Option<SavedGame>,
) -> InProgress {
    let Some(id) = saved.game_in_progress.clone() else {
        return InProgress::None;
    };
    let Some(save) = find(&id) else {
        return InProgress::None;
    };
    match Session::from_saved(&save) {
        Ok(s) if s.is_over() => InProgress::Over(id, Box::new(s.game)),
        Ok(_) => InProgress::Playing(id),
        // A game that does not open: the chapter is started again.
        Err(_) => InProgress::None,
    }
}

/// Starts the campaign's next game (after `advance`, the next chapter's): the campaign names
/// it as its game in progress, then the game is saved. Returns the game's id.
fn start_chapter(
    saves: SavesContext,
    entry: &CampaignEntry,
    advance: bool,
) -> Result<String, String> {
    let mut saved = entry.campaign.clone();
    if advance {
        let mut campaign = progress(&saved)?;
        campaign.next_chapter().map_err(|e| e.to_string())?;
        saved.progress = serde_json::to_value(&campaign).map_err(|e| e.to_string())?;
        if campaign.finished() {
            saved.updated = now_ms();
            saves
                .write_campaign(&saved, entry.rev)
                .map_err(|e| e.to_string())?;
            return Ok(String::new());
        }
    }
    let (config, seed, seed_text) = next_game(&saved)?;
    let mut session = Session::new(config, seed, saved.seats.clone()).map_err(|e| e.to_string())?;
    session.seed_text = seed_text;
    session.campaign = Some(saved.id.clone());
    let game_id = new_save_id::<PortRoyal>();
    saved.game_in_progress = Some(game_id.clone());
    saved.updated = now_ms();
    if let Err(e) = saves.write_campaign(&saved, entry.rev) {
        push_notice(saves.notices, Notice::from_error(&e));
        return Err(e.to_string());
    }
    keep_as(saves, &game_id, &session);
    Ok(game_id)
}

/// Creates a campaign from the new-game form and returns its id.
pub fn create(
    saves: SavesContext,
    mode: CampaignMode,
    seats: Vec<SeatPlayer>,
    seed_text: Option<String>,
) -> Option<String> {
    let saved = new_campaign(new_id("adventure"), mode, seats, seed_text, now_ms()).ok()?;
    match saves.write_campaign(&saved, 0) {
        Ok(_) => Some(saved.id),
        Err(e) => {
            push_notice(saves.notices, Notice::from_error(&e));
            None
        }
    }
}

/// The titles of the story cards read, in order.
fn story_titles(lang: Lang, read: &[CardNo]) -> String {
    read.iter()
        .filter_map(|&no| content::story_card(no))
        .map(|c| word(lang, c.title))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// One campaign in a list (home, saved games): the Adventure, its mode, where it stands, who
/// plays, and a link to its page. Shared texts only: the lists are drawn before Port Royal's.
#[component]
pub fn CampaignRow(entry: CampaignEntry) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saved = entry.campaign;
    let read = progress(&saved);
    let href = format!("/campaign/{}", saved.id);
    let seats = saved.seats.clone();
    let broken = read.is_err();
    let state = move || match &read {
        Ok(c) if c.finished() => i18n.t("campaign.row.done"),
        Ok(c) => format!(
            "{} · {}",
            i18n.t(mode_key(c.mode)),
            i18n.t_with("campaign.row.chapter", &[("n", c.chapter.to_string())])
        ),
        Err(_) => i18n.t("campaign.row.unreadable"),
    };
    let names = move || players_text(i18n.lang(), &seats);
    view! {
        <li class="save campaign" class:broken=broken>
            <div>
                <h3>{move || i18n.t("campaign.row.title")}</h3>
                <p class="card-meta" class:error=broken>{state}" · "{names}</p>
            </div>
            <div class="actions">
                <a href=href class="button">{move || i18n.t("campaign.row.open")}</a>
            </div>
        </li>
    }
}

/// What the campaign's page offers to do next: the state machine around the games.
#[derive(Clone, Debug, PartialEq)]
enum NextStep {
    /// Nothing: the campaign is finished, or its game is over and being reported.
    Nothing,
    /// Go back to the chapter's game under way.
    Resume(String),
    /// Start the chapter's first game.
    Start,
    /// Play the chapter again after a failure, with the coins every failure adds (3 each).
    Replay { coins: u32 },
    /// After a chapter won: on to the next one, or close the campaign after the last.
    Advance { close: bool },
}

fn next_step(campaign: &Campaign, playing: &InProgress) -> NextStep {
    match (playing, campaign.stage) {
        (_, Stage::Finished) => NextStep::Nothing,
        (InProgress::Playing(game), _) => NextStep::Resume(game.clone()),
        // Reported in a moment (the page's effect).
        (InProgress::Over(..), _) => NextStep::Nothing,
        (InProgress::None, Stage::Won) => NextStep::Advance {
            close: campaign.chapter >= islas_port_royal::adventure::CHAPTERS,
        },
        (InProgress::None, Stage::Play) if campaign.attempts(campaign.chapter) > 0 => {
            NextStep::Replay {
                coins: campaign.bonus_coins(),
            }
        }
        (InProgress::None, Stage::Play) => NextStep::Start,
    }
}

/// A chapter in the campaign's list: won, lost how often, and the i18n keys of where it stands.
#[derive(Clone, Debug, PartialEq)]
struct ChapterRow {
    number: u8,
    title: TextId,
    won: bool,
    lost: usize,
    current: bool,
    /// "playing" or "to play" for the chapter under way, "to come" for one not reached.
    stands: Option<&'static str>,
}

fn chapter_rows(campaign: &Campaign, playing: &InProgress) -> Vec<ChapterRow> {
    let current = campaign.chapter;
    content::CHAPTERS
        .iter()
        .map(|ch| {
            let n = ch.number;
            let won = campaign
                .results
                .iter()
                .any(|a| a.chapter == n && a.outcome == Outcome::Won);
            let lost = campaign
                .results
                .iter()
                .filter(|a| a.chapter == n && a.outcome == Outcome::Lost)
                .count();
            let stands = if !won && n == current && !campaign.finished() {
                Some(if matches!(playing, InProgress::Playing(_)) {
                    "campaign.chapter.playing"
                } else {
                    "campaign.chapter.to_play"
                })
            } else if !won && lost == 0 {
                Some("campaign.chapter.to_come")
            } else {
                None
            };
            ChapterRow {
                number: n,
                title: ch.title,
                won,
                lost,
                current: n == current,
                stands,
            }
        })
        .collect()
}

/// `/campaign/<id>`: the campaign's page.
#[component]
pub fn CampaignPage(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();
    let entry = {
        let id = id.clone();
        Memo::new(move |_| {
            saves
                .campaigns
                .with(|l| l.iter().find(|e| e.campaign.id == id).cloned())
        })
    };
    let error = RwSignal::new(None::<String>);
    // A game that ended without its end being reported (the tab closed at its last move): it
    // is reported now, once.
    Effect::new(move |_| {
        let Some(e) = entry.get() else { return };
        saves.saves.track();
        if let InProgress::Over(game_id, game) = in_progress(saves, &e.campaign) {
            report_end(saves, &e.campaign.id, &game_id, &game);
        }
    });
    let go = {
        let navigate = navigate.clone();
        Callback::new(move |advance: bool| {
            let Some(e) = entry.get_untracked() else {
                return;
            };
            match start_chapter(saves, &e, advance) {
                Ok(game) if game.is_empty() => {}
                Ok(game) => navigate(&format!("/play/{game}")),
                Err(reason) => error.set(Some(reason)),
            }
        })
    };
    let delete = Callback::new(move |()| {
        if let Some(e) = entry.get_untracked() {
            saves.delete_campaign(&e);
            navigate("/");
        }
    });

    move || {
        let Some(e) = entry.get() else {
            return view! {
                <section class="page campaign">
                    <h1>{move || i18n.t("campaign.missing.title")}</h1>
                    <p>{move || i18n.t("campaign.missing")}</p>
                    <p><a href="/" class="button secondary">{move || i18n.t("link.back")}</a></p>
                </section>
            }
            .into_any();
        };
        let lang = i18n.lang();
        let saved = e.campaign.clone();
        match progress(&saved) {
            Ok(campaign) => {
                let playing = in_progress(saves, &saved);
                view! {
                    <CampaignView
                        lang=lang
                        saved=saved
                        campaign=campaign
                        playing=playing
                        go=go
                        delete=delete
                        error=error
                    />
                }
                .into_any()
            }
            Err(reason) => view! {
                <section class="page campaign">
                    <h1>{move || i18n.t("campaign.row.title")}</h1>
                    <p class="error">{move || i18n.t("campaign.row.unreadable")}</p>
                    <details><summary>{move || i18n.t("notices.details")}</summary><p>{reason}</p></details>
                    <p>
                        <button type="button" class="danger" on:click=move |_| delete.run(())>
                            {move || i18n.t("campaign.delete")}
                        </button>
                    </p>
                </section>
            }
            .into_any(),
        }
    }
}

/// A readable campaign's page: the chapters, what comes next, the story so far.
#[component]
fn CampaignView(
    lang: Lang,
    saved: SavedCampaign,
    campaign: Campaign,
    playing: InProgress,
    go: Callback<bool>,
    delete: Callback<()>,
    error: RwSignal<Option<String>>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let coop = campaign.mode == CampaignMode::CoOp;
    let failures = (coop && campaign.failures > 0).then(|| {
        i18n.t_with(
            "campaign.failures",
            &[
                ("n", campaign.failures.to_string()),
                ("coins", campaign.bonus_coins().to_string()),
            ],
        )
    });
    let cards = i18n.t_with(
        "campaign.cards",
        &[
            ("n", campaign.added_cards().to_string()),
            ("all", islas_port_royal::adventure::ADDED_CARDS.to_string()),
        ],
    );
    // The end card of a chapter just won, read before the next chapter.
    let end_card = (campaign.stage == Stage::Won)
        .then(|| campaign.current().card(campaign.current().end()))
        .flatten()
        .map(|card| {
            view! {
                <article class="story-card" aria-labelledby="end-card-title">
                    <h2 id="end-card-title">{word(lang, card.title)}</h2>
                    <p>{word(lang, card.text)}</p>
                </article>
            }
        });
    let finished = campaign.finished().then(|| {
        let flawless = (coop && campaign.flawless()).then(|| {
            view! { <p>{move || i18n.t("campaign.flawless")}</p> }
        });
        view! {
            <p class="winner-line">{move || i18n.t("campaign.finished")}</p>
            {flawless}
        }
    });
    let players = players_text(lang, &saved.seats);
    let mode = i18n.t(mode_key(campaign.mode));
    view! {
        <section class="page campaign" aria-labelledby="campaign-title">
            <h1 id="campaign-title">{move || i18n.t("campaign.row.title")}</h1>
            <p class="lead">{mode}" · "{players}</p>
            <p class="hint">
                {word(lang, content::WRITTEN_FOR_ISLAS)}" "{move || i18n.t("campaign.estimated")}
            </p>
            <h2>{move || i18n.t("campaign.chapters")}</h2>
            <ol class="chapters">
                {chapter_rows(&campaign, &playing).into_iter().map(|row| view! { <Chapter lang=lang row=row /> }).collect_view()}
            </ol>
            {end_card}
            {finished}
            <p class="campaign-facts">
                {cards}
                {failures.map(|f| view! { <br />{f} })}
            </p>
            <div class="end-actions">
                <NextAction step=next_step(&campaign, &playing) chapter=campaign.chapter go=go />
            </div>
            {move || error.get().map(|reason| view! {
                <p class="error" role="alert">{i18n.t("campaign.error")}" "{reason}</p>
            })}
            <h2>{move || i18n.t("campaign.story")}</h2>
            <Story lang=lang saved=saved campaign=campaign />
            <DeleteCampaign delete=delete />
        </section>
    }
}

/// One chapter of the list: its title and where it stands.
#[component]
fn Chapter(lang: Lang, row: ChapterRow) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let mut state = Vec::new();
    if row.won {
        state.push(i18n.t("campaign.chapter.won"));
    }
    if row.lost > 0 {
        state.push(i18n.t_with("campaign.chapter.lost", &[("n", row.lost.to_string())]));
    }
    state.extend(row.stands.map(|k| i18n.t(k)));
    let n = row.number;
    let title = i18n.t_with(
        "campaign.chapter",
        &[
            ("n", n.to_string()),
            ("title", word(lang, row.title).to_string()),
        ],
    );
    view! {
        <li class:current=row.current data-chapter=n.to_string() data-won=row.won.to_string() data-lost=row.lost.to_string()>
            <strong>{title}</strong>
            " — "
            <span>{state.join(" · ")}</span>
        </li>
    }
}

/// The page's main control: resume, start, replay, the next chapter or close.
#[component]
fn NextAction(step: NextStep, chapter: u8, go: Callback<bool>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let (label, what, advance) = match step {
        NextStep::Nothing => return None,
        NextStep::Resume(game) => {
            return Some(
                view! {
                    <a href=format!("/play/{game}") class="button primary" data-campaign="resume">
                        {i18n.t_with("campaign.resume", &[("n", chapter.to_string())])}
                    </a>
                }
                .into_any(),
            );
        }
        NextStep::Advance { close } => {
            let (key, what) = if close {
                ("campaign.close", "close")
            } else {
                ("campaign.next", "next")
            };
            (
                i18n.t_with(key, &[("n", (chapter + 1).to_string())]),
                what,
                true,
            )
        }
        NextStep::Replay { coins } => (
            i18n.t_with(
                "campaign.replay",
                &[("n", chapter.to_string()), ("coins", coins.to_string())],
            ),
            "replay",
            false,
        ),
        NextStep::Start => (
            i18n.t_with("campaign.start", &[("n", chapter.to_string())]),
            "start",
            false,
        ),
    };
    Some(
        view! {
            <button type="button" class="primary" data-campaign=what on:click=move |_| go.run(advance)>
                {label}
            </button>
        }
        .into_any(),
    )
}

/// The story so far: each game's outcome (a competitive chapter names its winners) and the
/// story cards read.
#[component]
fn Story(lang: Lang, saved: SavedCampaign, campaign: Campaign) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    if campaign.results.is_empty() {
        return view! { <p>{move || i18n.t("campaign.story.none")}</p> }.into_any();
    }
    let story = campaign
        .results
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let key = match a.outcome {
                Outcome::Won if !a.report.winners.is_empty() => "campaign.story.won_by",
                Outcome::Won => "campaign.story.won",
                Outcome::Lost => "campaign.story.lost",
            };
            let winners: Vec<String> = a
                .report
                .winners
                .iter()
                .map(|&w| crate::i18n::seat_name(lang, &saved.seats, w))
                .collect();
            let head = i18n.t_with(
                key,
                &[
                    ("n", (i + 1).to_string()),
                    ("chapter", a.chapter.to_string()),
                    ("winners", names_text(lang, &winners)),
                ],
            );
            view! {
                <li>
                    <strong>{head}</strong>
                    " "
                    <span>{story_titles(lang, &a.report.read)}</span>
                </li>
            }
        })
        .collect_view();
    view! { <ol class="story">{story}</ol> }.into_any()
}

/// Deleting the campaign, confirmed first.
#[component]
fn DeleteCampaign(delete: Callback<()>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let confirm = RwSignal::new(false);
    view! {
        <div class="end-actions">
            <Show
                when=move || confirm.get()
                fallback=move || view! {
                    <button type="button" class="secondary" on:click=move |_| confirm.set(true)>
                        {move || i18n.t("campaign.delete")}
                    </button>
                }
            >
                <button type="button" class="danger" on:click=move |_| delete.run(())>
                    {move || i18n.t("saved.delete_confirm")}
                </button>
                <button type="button" class="secondary" on:click=move |_| confirm.set(false)>
                    {move || i18n.t("saved.keep")}
                </button>
            </Show>
        </div>
    }
}

/// The end of a chapter's game: reported to its campaign (once: the campaign then no longer
/// names it), with the way back to the campaign's page. A game whose campaign is gone offers
/// what any game's end offers.
#[component]
pub fn CampaignEnd(session: RwSignal<Session>, campaign: String, game: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    {
        let (campaign, game) = (campaign.clone(), game.clone());
        Effect::new(move |_| {
            if session.with(Session::is_over) {
                session.with_untracked(|s| report_end(saves, &campaign, &game, &s.game));
            }
        });
    }
    let exists = {
        let campaign = campaign.clone();
        move || {
            saves
                .campaigns
                .with(|l| l.iter().any(|e| e.campaign.id == campaign))
        }
    };
    let href = format!("/campaign/{campaign}");
    view! {
        <Show when=exists fallback=move || view! { <crate::session::EndActions session /> }>
            <p>{move || i18n.t("campaign.end.reported")}</p>
            <div class="end-actions">
                <a href=href.clone() class="button primary" data-campaign="back">
                    {move || i18n.t("campaign.back")}
                </a>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Control;
    use islas_core::Game;

    fn seats(n: usize) -> Vec<SeatPlayer> {
        (0..n)
            .map(|_| SeatPlayer {
                name: String::new(),
                control: Control::Medium,
            })
            .collect()
    }

    /// Plays a game to its end with random legal actions.
    fn play_out(config: &Config, seed: Seed) -> PortRoyal {
        let mut g = PortRoyal::setup(config, seed).unwrap();
        let mut rng = islas_core::Rng::from_seed(seed.value());
        let mut legal = Vec::new();
        for _ in 0..100_000 {
            if g.to_act().is_none() {
                break;
            }
            legal.clear();
            g.legal_actions(&mut legal);
            let i = rng.below(legal.len() as u32) as usize;
            g.play(&legal[i]).unwrap();
        }
        assert!(g.to_act().is_none(), "the game did not end");
        g
    }

    #[test]
    fn a_new_campaign_starts_at_chapter_one_for_its_seats() {
        let c = new_campaign(
            "a1".into(),
            CampaignMode::CoOp,
            seats(2),
            Some(" pirates ".into()),
            5.0,
        )
        .unwrap();
        assert_eq!(c.seed_text.as_deref(), Some("pirates"));
        let p = progress(&c).unwrap();
        assert_eq!((p.chapter, p.players, p.mode), (1, 2, CampaignMode::CoOp));
        // A competitive campaign is for 2 to 4: one seat is refused in words.
        assert!(new_campaign("a2".into(), CampaignMode::Competitive, seats(1), None, 0.0).is_err());
        assert!(new_campaign("a3".into(), CampaignMode::CoOp, seats(5), None, 0.0).is_err());
    }

    #[test]
    fn a_typed_seed_deals_each_game_from_its_number() {
        let c = new_campaign(
            "a1".into(),
            CampaignMode::CoOp,
            seats(1),
            Some("pirates".into()),
            0.0,
        )
        .unwrap();
        let (config, seed, text) = next_game(&c).unwrap();
        assert_eq!(text.as_deref(), Some("pirates 1"));
        assert_eq!(seed, Seed::from_text("pirates 1").unwrap());
        let a = config.adventure.as_ref().unwrap();
        assert_eq!((a.chapter, a.mode), (1, CampaignMode::CoOp));
    }

    /// A chapter's end is reported once: the campaign records it and no longer names the game,
    /// so the same end shown again (a reload) reports nothing; a loss is replayed with 3 coins.
    #[test]
    fn the_end_of_a_chapter_is_reported_once() {
        let mut c = new_campaign(
            "a1".into(),
            CampaignMode::CoOp,
            seats(1),
            Some("x".into()),
            0.0,
        )
        .unwrap();
        let (config, seed, _) = next_game(&c).unwrap();
        let game = play_out(&config, seed);
        // Not the campaign's game in progress: nothing to report.
        assert_eq!(settle(&c, "g1", &game, 1.0), Ok(None));
        c.game_in_progress = Some("g1".into());
        // A game not over reports nothing either.
        let fresh = PortRoyal::setup(&config, seed).unwrap();
        assert_eq!(settle(&c, "g1", &fresh, 1.0), Ok(None));
        let after = settle(&c, "g1", &game, 2.0).unwrap().unwrap();
        assert_eq!(after.game_in_progress, None);
        assert_eq!(after.updated, 2.0);
        let p = progress(&after).unwrap();
        assert_eq!(p.results.len(), 1);
        let won = game.adventure_won() == Some(true);
        assert_eq!(p.results[0].outcome == Outcome::Won, won);
        assert_eq!(p.results[0].report, game.adventure_report().unwrap());
        if won {
            assert_eq!(p.stage, Stage::Won);
        } else {
            assert_eq!((p.stage, p.failures, p.bonus_coins()), (Stage::Play, 1, 3));
            // The replay: the same chapter, the bonus shared out, the next seed.
            let (config, _, text) = next_game(&after).unwrap();
            assert_eq!(text.as_deref(), Some("x 2"));
            let a = config.adventure.unwrap();
            assert_eq!(a.chapter, 1);
            assert_eq!(a.bonus.iter().map(|&b| u32::from(b)).sum::<u32>(), 3);
        }
        // Shown again: nothing more is reported.
        assert_eq!(settle(&after, "g1", &game, 3.0), Ok(None));
    }

    #[test]
    fn a_competitive_chapter_is_always_won_by_someone() {
        let mut c = new_campaign(
            "a1".into(),
            CampaignMode::Competitive,
            seats(2),
            Some("y".into()),
            0.0,
        )
        .unwrap();
        let (config, seed, _) = next_game(&c).unwrap();
        let game = play_out(&config, seed);
        c.game_in_progress = Some("g".into());
        match settle(&c, "g", &game, 1.0) {
            Ok(Some(after)) => {
                let p = progress(&after).unwrap();
                assert_eq!(p.results[0].outcome, Outcome::Won);
                assert!(!p.results[0].report.winners.is_empty());
            }
            // A competitive game whose deck ran out has no winner the campaign accepts.
            other => assert!(other.is_err(), "{other:?}"),
        }
    }

    #[test]
    fn a_campaign_of_another_game_or_damaged_does_not_open() {
        let mut c = new_campaign("a1".into(), CampaignMode::CoOp, seats(1), None, 0.0).unwrap();
        c.game = "jamaica".into();
        assert!(progress(&c).is_err());
        c.game = PortRoyal::NAME.into();
        c.progress["chapter"] = serde_json::json!(4);
        assert!(
            progress(&c).is_err(),
            "its results do not lead to chapter 4"
        );
    }
    /// The page's state machine: a new campaign starts chapter 1; its game under way is
    /// resumed; a lost chapter is replayed with 3 coins more; a won one leads to the next.
    #[test]
    fn the_page_starts_resumes_replays_and_advances() {
        let mut c = new_campaign(
            "a1".into(),
            CampaignMode::CoOp,
            seats(1),
            Some("x".into()),
            0.0,
        )
        .unwrap();
        let p = progress(&c).unwrap();
        assert_eq!(next_step(&p, &InProgress::None), NextStep::Start);
        let rows = chapter_rows(&p, &InProgress::None);
        assert_eq!(rows.len(), content::CHAPTERS.len());
        assert_eq!(rows[0].stands, Some("campaign.chapter.to_play"));
        assert!(rows[0].current && !rows[1].current);
        assert_eq!(rows[1].stands, Some("campaign.chapter.to_come"));

        // The chapter's game, saved: the page resumes it.
        let (config, seed, _) = next_game(&c).unwrap();
        let mut session = Session::new(config, seed, c.seats.clone()).unwrap();
        c.game_in_progress = Some("g1".into());
        let save = session.to_saved("g1", 1.0);
        let playing = in_progress_of(&c, |id| (id == "g1").then(|| save.clone()));
        assert_eq!(playing, InProgress::Playing("g1".into()));
        assert_eq!(next_step(&p, &playing), NextStep::Resume("g1".into()));
        assert_eq!(
            chapter_rows(&p, &playing)[0].stands,
            Some("campaign.chapter.playing")
        );
        // Its save gone: the chapter is started again.
        assert_eq!(in_progress_of(&c, |_| None), InProgress::None);

        // Played to its end: over, to report (nothing offered until it is).
        let mut rng = islas_core::Rng::from_seed(seed.value());
        for _ in 0..100_000 {
            if session.is_over() {
                break;
            }
            let legal = session.legal();
            let i = rng.below(legal.len() as u32) as usize;
            session.play(&legal[i]).unwrap();
        }
        assert!(session.is_over());
        let save = session.to_saved("g1", 2.0);
        let over = in_progress_of(&c, |_| Some(save.clone()));
        assert!(matches!(over, InProgress::Over(ref id, _) if id == "g1"));
        assert_eq!(next_step(&p, &over), NextStep::Nothing);

        // Reported once: then replayed with 3 coins, or on to chapter 2.
        let after = settle(&c, "g1", &session.game, 3.0).unwrap().unwrap();
        let p = progress(&after).unwrap();
        let rows = chapter_rows(&p, &InProgress::None);
        if p.results[0].outcome == Outcome::Won {
            assert_eq!(
                next_step(&p, &InProgress::None),
                NextStep::Advance { close: false }
            );
            assert!(rows[0].won && rows[0].stands.is_none());
        } else {
            assert_eq!(
                next_step(&p, &InProgress::None),
                NextStep::Replay { coins: 3 }
            );
            assert_eq!(rows[0].lost, 1);
            assert_eq!(rows[0].stands, Some("campaign.chapter.to_play"));
        }
    }
}
