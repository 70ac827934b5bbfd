//! The campaign between chapters: which chapter is next, the game cards shuffled into the deck so
//! far, the failures in a row and the coins they add to the replay, the results, the end.
//!
//! What the rulebooks say, and what this module does:
//!
//! - *"Cada sesión de juego abarca exactamente 1 capítulo"*: one game is one chapter, reported
//!   by [`Campaign::chapter_won`] or [`Campaign::chapter_lost`] with the story cards read.
//! - The game cards a story card shuffles in stay in the deck after wins and losses (*"no las
//!   separes después de una derrota o una victoria"*): [`Campaign::added`] only grows.
//! - Co-operative: a failed chapter is played again, with 3 coins more per failure in a row, and
//!   none after a success (*"Cuando hayáis terminado con éxito el capítulo, empezad el siguiente
//!   sin monedas adicionales"*): [`Campaign::bonus_coins`].
//! - Competitive: a game always has a winner and the next game plays the next chapter (*"A
//!   continuación, puedes comenzar una nueva partida en el siguiente capítulo"*); no chapter is
//!   lost, so there is no replay bonus (`docs/rulings.md` AD2).
//! - The adventure succeeds when the 5 chapters are completed; the co-operative "ultimate
//!   achievement" is all 5 without a defeat: [`Campaign::flawless`].
//!
//! The state is plain data, versioned ([`CAMPAIGN_VERSION`]), and every transition checks its
//! input and returns a [`CampaignError`] instead of panicking.

use islas_core::Seat;
use serde::{Deserialize, Serialize};

use super::content::{self, EVENTS};
use super::data::{CampaignMode, CardNo, Chapter, EventCard, EventCode, Group, Step, Victory};
use super::{CHAPTERS, REPLAY_BONUS, base_events_dealt, plays, with_event_one};

/// The version of the saved campaign's shape.
pub const CAMPAIGN_VERSION: u32 = 1;

/// Where the campaign stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// The chapter is to be played (for the first time, or again after a failure).
    Play,
    /// The chapter was won: its end card is read, then [`Campaign::next_chapter`].
    Won,
    /// All five chapters are won.
    Finished,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Won,
    Lost,
}

/// What a finished game reports.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct Report {
    /// The mission cards read, in order, from the chapter's first (n0).
    pub read: Vec<CardNo>,
    /// Competitive: the winner (several only if the tie-breaks leave a tie). Empty in co-op.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<Seat>,
}

impl Report {
    pub fn new(read: Vec<CardNo>) -> Report {
        Report {
            read,
            winners: Vec::new(),
        }
    }
    pub fn with_winners(mut self, winners: Vec<Seat>) -> Report {
        self.winners = winners;
        self
    }
}

/// One game of the campaign.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attempt {
    pub chapter: u8,
    pub outcome: Outcome,
    /// The coins the players started with beyond their characters' (the replay bonus).
    pub bonus_coins: u32,
    pub report: Report,
}

/// Why a campaign refuses a transition or a saved state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CampaignError {
    #[error("the {mode} adventure is not for {players} players")]
    Players { mode: &'static str, players: u8 },
    #[error("the adventure is over: all five chapters are done")]
    Finished,
    #[error("chapter {0} is won: read its end card and go on to the next chapter first")]
    EndCardPending(u8),
    #[error("chapter {0} is still to be played: no chapter was just won")]
    NotWon(u8),
    #[error("a competitive chapter always has a winner: it cannot be lost")]
    CompetitiveLoss,
    #[error("a competitive result names the winners: between 1 and {0} different seats")]
    Winners(u8),
    #[error("a co-operative result names no winners")]
    CoOpWinners,
    #[error("no story card was read")]
    NothingRead,
    #[error("chapter {chapter} starts with story card {expected}, not {got}")]
    NotFirst {
        chapter: u8,
        expected: CardNo,
        got: CardNo,
    },
    #[error("story card {0} is not a mission card of chapter {1}")]
    NotInChapter(CardNo, u8),
    #[error("story card {next} cannot follow {card} in this mode")]
    NotNext { card: CardNo, next: CardNo },
    #[error(
        "a co-operative game ends at the End of Month that leads to card 9, which card {0} does not"
    )]
    NotAtEnd(CardNo),
    #[error("the competitive variant is played once the adventure is completed")]
    NotFinished,
    #[error("this saved campaign has version {0}; this version reads {CAMPAIGN_VERSION}")]
    Version(u32),
    #[error("this saved campaign cannot be read: {0}")]
    Unreadable(String),
    #[error("this saved campaign does not agree with its own results")]
    Inconsistent,
}

/// What the setup of the next game needs from the campaign.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterSetup {
    pub chapter: &'static Chapter,
    /// Groups of game cards in the deck from the start (shuffled in with the base game's cards).
    pub deck: Vec<Group>,
    /// Coins the players share out as they agree (co-operative replay bonus).
    pub bonus_coins: u32,
    /// The event cards numbered 0 of this game, from which `base_events` are dealt and one more
    /// is added each month: all 13, but in a solo game the one that stays in the box (AD7).
    pub event_pool: Vec<&'static EventCard>,
    /// Event cards numbered 0 dealt into the event deck.
    pub base_events: u8,
    /// Whether event card 1 is shuffled in.
    pub event_one: bool,
    /// The End of Month card put at the bottom (card 2).
    pub end_of_month: &'static EventCard,
    /// Co-operative: card 9's totals (estimated values).
    pub victory: Option<Victory>,
    /// The first mission card to read.
    pub first: CardNo,
}

/// The competitive variant once the adventure is completed (ES: *"Si ya has completado la
/// aventura, puedes continuar jugando de la siguiente manera (dejando las 39 cartas de juego nuevas
/// en el mazo)"*): 4 of the 15 star missions dealt face up, End of Month card 3 instead of card 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantSetup {
    /// The star missions, from which [`super::VARIANT_MISSIONS`] are dealt at random.
    pub missions: Vec<CardNo>,
    /// All the game cards' groups: the 39 stay in the deck.
    pub deck: Vec<Group>,
    pub event_pool: Vec<&'static EventCard>,
    pub base_events: u8,
    pub event_one: bool,
    /// Card 3: each End of Month, a player may pay 10 coins for their leftmost cube.
    pub end_of_month: &'static EventCard,
}

/// A campaign of the Adventure.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Campaign {
    pub version: u32,
    pub mode: CampaignMode,
    pub players: u8,
    /// The chapter to play (or just won, while its end card is read), 1–5; 5 once finished.
    pub chapter: u8,
    pub stage: Stage,
    /// The groups of game cards shuffled into the deck so far, ascending.
    pub added: Vec<Group>,
    /// Failures in a row of the current chapter.
    pub failures: u16,
    /// Every game, in order.
    pub results: Vec<Attempt>,
}

fn mode_name(mode: CampaignMode) -> &'static str {
    match mode {
        CampaignMode::CoOp => "co-operative",
        CampaignMode::Competitive => "competitive",
    }
}

impl Campaign {
    /// A new campaign at chapter 1: co-operative for 1–4 players, competitive for 2–4.
    pub fn new(mode: CampaignMode, players: u8) -> Result<Campaign, CampaignError> {
        if !plays(mode, players) {
            return Err(CampaignError::Players {
                mode: mode_name(mode),
                players,
            });
        }
        Ok(Campaign {
            version: CAMPAIGN_VERSION,
            mode,
            players,
            chapter: 1,
            stage: Stage::Play,
            added: Vec::new(),
            failures: 0,
            results: Vec::new(),
        })
    }

    /// The chapter being played or just won.
    pub fn current(&self) -> &'static Chapter {
        content::chapter(self.chapter).unwrap_or(&content::CHAPTERS[0])
    }

    /// Whether all five chapters are done.
    pub fn finished(&self) -> bool {
        self.stage == Stage::Finished
    }

    /// Co-operative: the coins added to the next game, 3 per failure in a row.
    pub fn bonus_coins(&self) -> u32 {
        u32::from(self.failures) * u32::from(REPLAY_BONUS)
    }

    /// The number of game cards shuffled into the deck so far.
    pub fn added_cards(&self) -> usize {
        self.added.iter().map(|&g| content::group_size(g)).sum()
    }

    /// The last game played of a chapter.
    pub fn result(&self, chapter: u8) -> Option<&Attempt> {
        self.results.iter().rev().find(|a| a.chapter == chapter)
    }

    /// How many games a chapter took.
    pub fn attempts(&self, chapter: u8) -> usize {
        self.results.iter().filter(|a| a.chapter == chapter).count()
    }

    /// Co-operative: all five chapters done without a defeat.
    pub fn flawless(&self) -> bool {
        self.finished() && self.results.iter().all(|a| a.outcome == Outcome::Won)
    }

    /// What the next game's setup needs.
    pub fn setup(&self) -> Result<ChapterSetup, CampaignError> {
        self.ready()?;
        let chapter = self.current();
        let end_of_month = EVENTS
            .iter()
            .find(|e| e.code == EventCode::EndOfMonth)
            .unwrap_or(&EVENTS[0]);
        Ok(ChapterSetup {
            chapter,
            deck: self.added.clone(),
            bonus_coins: self.bonus_coins(),
            event_pool: EVENTS
                .iter()
                .filter(|e| e.code == EventCode::Base)
                .filter(|e| !(self.players == 1 && e.not_solo))
                .filter(|e| e.mode.is_none_or(|m| m == self.mode))
                .collect(),
            base_events: base_events_dealt(self.mode, self.players).unwrap_or(1),
            event_one: with_event_one(self.players),
            end_of_month,
            victory: match self.mode {
                CampaignMode::CoOp => content::victory(self.players),
                CampaignMode::Competitive => None,
            },
            first: chapter.first(),
        })
    }

    /// The competitive variant for `players` (2–4), once all five chapters are done.
    pub fn variant_setup(&self, players: u8) -> Result<VariantSetup, CampaignError> {
        if !self.finished() {
            return Err(CampaignError::NotFinished);
        }
        let mode = CampaignMode::Competitive;
        let base_events = base_events_dealt(mode, players).ok_or(CampaignError::Players {
            mode: mode_name(mode),
            players,
        })?;
        let missions = content::CHAPTERS
            .iter()
            .flat_map(|c| c.missions())
            .filter(|(_, m)| m.star)
            .map(|(n, _)| n)
            .collect();
        Ok(VariantSetup {
            missions,
            deck: content::groups(),
            event_pool: EVENTS
                .iter()
                .filter(|e| e.code == EventCode::Base)
                .collect(),
            base_events,
            event_one: with_event_one(players),
            end_of_month: EVENTS
                .iter()
                .find(|e| e.code == EventCode::EndOfMonthVariant)
                .unwrap_or(&EVENTS[0]),
        })
    }

    /// The chapter was won (co-operative: card 9's conditions met; competitive: a winner).
    pub fn chapter_won(&mut self, report: &Report) -> Result<(), CampaignError> {
        self.ready()?;
        self.check(report)?;
        self.record(report, Outcome::Won);
        self.failures = 0;
        self.stage = Stage::Won;
        Ok(())
    }

    /// The co-operative chapter was lost: it is played again, with 3 more coins.
    pub fn chapter_lost(&mut self, report: &Report) -> Result<(), CampaignError> {
        self.ready()?;
        if self.mode == CampaignMode::Competitive {
            return Err(CampaignError::CompetitiveLoss);
        }
        self.check(report)?;
        self.record(report, Outcome::Lost);
        self.failures = self.failures.saturating_add(1);
        Ok(())
    }

    /// After the end card of a won chapter: on to the next chapter, or the end after the fifth.
    /// The game cards of this chapter's and earlier chapters' story cards go into the deck if a
    /// game ended before reading them (AD4).
    pub fn next_chapter(&mut self) -> Result<(), CampaignError> {
        match self.stage {
            Stage::Finished => return Err(CampaignError::Finished),
            Stage::Play => return Err(CampaignError::NotWon(self.chapter)),
            Stage::Won => {}
        }
        for ch in content::CHAPTERS.iter().take(usize::from(self.chapter)) {
            for card in ch.cards {
                self.add(card.shuffle_in);
            }
        }
        if self.chapter >= CHAPTERS {
            self.stage = Stage::Finished;
        } else {
            self.chapter += 1;
            self.stage = Stage::Play;
        }
        Ok(())
    }

    /// Reads a saved campaign, refusing another version and any state its own results do not
    /// produce.
    pub fn from_json(text: &str) -> Result<Campaign, CampaignError> {
        let value =
            serde_json::from_str(text).map_err(|e| CampaignError::Unreadable(e.to_string()))?;
        Campaign::from_value(value)
    }

    /// [`Campaign::from_json`] from the JSON tree the app keeps a campaign in (read from the
    /// tree, not from text: one copy of the readers in the app's wasm, see `islas_core::from_json`).
    pub fn from_value(value: serde_json::Value) -> Result<Campaign, CampaignError> {
        match value
            .get("version")
            .map(|v| v.as_u64().and_then(|v| u32::try_from(v).ok()))
        {
            Some(Some(v)) if v == CAMPAIGN_VERSION => {}
            Some(Some(v)) => return Err(CampaignError::Version(v)),
            _ => return Err(CampaignError::Unreadable("no version number".to_string())),
        }
        let c: Campaign =
            serde_json::from_value(value).map_err(|e| CampaignError::Unreadable(e.to_string()))?;
        c.validate()?;
        Ok(c)
    }

    /// The campaign as saved.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Checks that the state is what its results produce, by playing them again.
    pub fn validate(&self) -> Result<(), CampaignError> {
        let mut c = Campaign::new(self.mode, self.players)?;
        for (i, a) in self.results.iter().enumerate() {
            if c.stage == Stage::Won {
                c.next_chapter()?;
            }
            if a.chapter != c.chapter || a.bonus_coins != c.bonus_coins() {
                return Err(CampaignError::Inconsistent);
            }
            match a.outcome {
                Outcome::Won => c.chapter_won(&a.report)?,
                Outcome::Lost => c.chapter_lost(&a.report)?,
            }
            let last = i + 1 == self.results.len();
            if last && c.stage == Stage::Won && self.stage != Stage::Won {
                c.next_chapter()?;
            }
        }
        if c == *self {
            Ok(())
        } else {
            Err(CampaignError::Inconsistent)
        }
    }

    fn ready(&self) -> Result<(), CampaignError> {
        match self.stage {
            Stage::Play => Ok(()),
            Stage::Won => Err(CampaignError::EndCardPending(self.chapter)),
            Stage::Finished => Err(CampaignError::Finished),
        }
    }

    /// Checks a report against the chapter: the winners, and the story cards read one after the
    /// other as the hourglasses lead.
    fn check(&self, report: &Report) -> Result<(), CampaignError> {
        match self.mode {
            CampaignMode::CoOp if !report.winners.is_empty() => {
                return Err(CampaignError::CoOpWinners);
            }
            CampaignMode::Competitive => {
                let mut w = report.winners.clone();
                islas_core::sort_bytes(&mut w);
                w.dedup();
                if w.is_empty()
                    || w.len() != report.winners.len()
                    || w.iter()
                        .any(|&s| usize::from(s) >= usize::from(self.players))
                {
                    return Err(CampaignError::Winners(self.players));
                }
            }
            CampaignMode::CoOp => {}
        }
        let chapter = self.current();
        let Some(&first) = report.read.first() else {
            return Err(CampaignError::NothingRead);
        };
        if first != chapter.first() {
            return Err(CampaignError::NotFirst {
                chapter: chapter.number,
                expected: chapter.first(),
                got: first,
            });
        }
        let mission = |no: CardNo| {
            chapter
                .card(no)
                .and_then(|c| c.mission.as_ref())
                .ok_or(CampaignError::NotInChapter(no, chapter.number))
        };
        for pair in report.read.windows(2) {
            let (card, next) = (pair[0], pair[1]);
            let steps = mission(card)?.hourglass.steps(self.mode);
            if !steps.contains(&Step::Read(next)) {
                mission(next)?;
                return Err(CampaignError::NotNext { card, next });
            }
        }
        let last = *report.read.last().unwrap_or(&first);
        let steps = mission(last)?.hourglass.steps(self.mode);
        if self.mode == CampaignMode::CoOp && !steps.contains(&Step::Victory) {
            return Err(CampaignError::NotAtEnd(last));
        }
        Ok(())
    }

    fn record(&mut self, report: &Report, outcome: Outcome) {
        let chapter = self.current();
        for &no in &report.read {
            if let Some(card) = chapter.card(no) {
                self.add(card.shuffle_in);
            }
        }
        self.results.push(Attempt {
            chapter: self.chapter,
            outcome,
            bonus_coins: self.bonus_coins(),
            report: report.clone(),
        });
    }

    fn add(&mut self, groups: &[Group]) {
        for &g in groups {
            if let Err(i) = self.added.binary_search(&g) {
                self.added.insert(i, g);
            }
        }
    }
}

/// Every way through a chapter in a mode: the mission cards read, from n0 to a card whose End of
/// Month ends the co-operative game (card 9) or, competitive, keeps the newest mission.
pub fn paths(chapter: &Chapter, mode: CampaignMode) -> Vec<Vec<CardNo>> {
    let mut out = Vec::new();
    let mut stack = vec![vec![chapter.first()]];
    while let Some(path) = stack.pop() {
        let last = *path.last().unwrap_or(&chapter.first());
        let Some(m) = chapter.card(last).and_then(|c| c.mission.as_ref()) else {
            continue;
        };
        let mut ended = false;
        for step in m.hourglass.steps(mode) {
            match step {
                Step::Read(next) if !path.contains(&next) && path.len() < 32 => {
                    let mut p = path.clone();
                    p.push(next);
                    stack.push(p);
                }
                Step::Read(_) => {}
                Step::Victory | Step::Stay => ended = true,
            }
        }
        if ended {
            out.push(path);
        }
    }
    out.sort();
    out
}
