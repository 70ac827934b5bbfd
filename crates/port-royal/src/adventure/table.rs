//! An Adventure game's own state beside the base game's: how the chapter was set up
//! ([`AdventureConfig`]), the characters, the event deck, the missions on the table, the cubes and
//! crowns ([`Adventure`]). No rule of play is here ([`super::play`] plays them), so the game's
//! state can hold it without importing its rules.

use islas_core::{Rng, Seat, SetupError};
use serde::{Deserialize, Serialize};

use super::campaign::Report;
use super::content::{self, EVENTS};
use super::data::{Ability, CampaignMode, CardNo, EventCode, EventEffect, Group, Mission};
use super::{CHARACTER_CARDS, data::CubeSlot, with_event_one};
use super::{CUBE_SLOTS, base_events_dealt, plays};
use crate::data::Card;

/// Cube slots on a character card (the fifth cube marks the crown card).
pub const CARD_CUBES: u8 = CUBE_SLOTS.len() as u8;

/// How one chapter is played: the part of [`crate::Config`] that makes a game an Adventure.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AdventureConfig {
    /// 1 to 5.
    pub chapter: u8,
    pub mode: CampaignMode,
    /// The groups of game cards (codes 80–87) already in the deck from earlier chapters. Recorded
    /// for the campaign; the 39 game cards are not dealt yet (docs/adventure.md).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<Group>,
    /// Co-operative replay bonus, per seat (AD10: shared out evenly from the first seat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bonus: Vec<u8>,
    /// Character ids per seat (tests and puzzles); empty: dealt at random, side by the seed (AD9).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub characters: Vec<String>,
    /// Event ids forming the whole event deck, first id = first revealed (tests and puzzles);
    /// empty: the event deck of the rulebook's setup.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<String>,
    /// Story cards already read, their missions on the table, oldest first (tests and puzzles);
    /// empty: the chapter's first card.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub read: Vec<CardNo>,
}

impl AdventureConfig {
    /// The groups of game cards in the deck when the game starts: those of earlier games, and
    /// those the story cards read at the setup shuffle in (AD18).
    pub fn initial_groups(&self) -> Vec<Group> {
        let mut groups = self.groups.clone();
        let first = content::chapter(self.chapter).map(|c| c.first());
        let read: Vec<CardNo> = if self.read.is_empty() {
            first.into_iter().collect()
        } else {
            self.read.clone()
        };
        for no in read {
            if let Some(card) = content::story_card(no) {
                groups.extend_from_slice(card.shuffle_in);
            }
        }
        let mut seen = Vec::new();
        groups.retain(|g| {
            let fresh = !seen.contains(g);
            seen.push(*g);
            fresh
        });
        groups
    }

    /// Chapter `chapter` as if the chapters before it were played: no bonus, the groups of the
    /// earlier chapters in the deck (AD4).
    pub fn chapter(chapter: u8, mode: CampaignMode) -> AdventureConfig {
        let groups = content::CHAPTERS
            .iter()
            .filter(|c| c.number < chapter)
            .flat_map(|c| c.cards.iter().flat_map(|s| s.shuffle_in.iter().copied()))
            .collect();
        AdventureConfig {
            chapter,
            mode,
            groups,
            bonus: Vec::new(),
            characters: Vec::new(),
            events: Vec::new(),
            read: Vec::new(),
        }
    }

    /// The configuration of the campaign's next game: its chapter, mode and players, the cards
    /// already added, the replay bonus shared out (AD10).
    #[cfg(feature = "adventure")]
    pub fn from_campaign(
        campaign: &super::campaign::Campaign,
    ) -> Result<crate::Config, SetupError> {
        let setup = campaign
            .setup()
            .map_err(|e| SetupError(format!("the campaign cannot start a game: {e}")))?;
        let n = usize::from(campaign.players);
        let total = setup.bonus_coins;
        let bonus: Vec<u8> = if total == 0 {
            Vec::new()
        } else {
            (0..n)
                .map(|s| {
                    let share = total / n as u32 + u32::from((s as u32) < total % n as u32);
                    u8::try_from(share).unwrap_or(u8::MAX)
                })
                .collect()
        };
        Ok(crate::Config {
            adventure: Some(AdventureConfig {
                chapter: setup.chapter.number,
                mode: campaign.mode,
                groups: setup.deck,
                bonus,
                characters: Vec::new(),
                events: Vec::new(),
                read: Vec::new(),
            }),
            ..crate::Config::new(campaign.players)
        })
    }

    /// Why this configuration cannot be played by `players`, if it cannot.
    pub fn problem(&self, players: u8) -> Option<String> {
        if content::chapter(self.chapter).is_none() {
            return Some(format!(
                "the Adventure has chapters 1 to 5, not {}",
                self.chapter
            ));
        }
        if !plays(self.mode, players) {
            return Some(match self.mode {
                CampaignMode::CoOp => {
                    format!("the co-operative Adventure is for 1 to 4 players, not {players}")
                }
                CampaignMode::Competitive => {
                    format!("the competitive Adventure is for 2 to 4 players, not {players}")
                }
            });
        }
        if !self.bonus.is_empty() && self.bonus.len() != usize::from(players) {
            return Some("the bonus coins are given per seat".into());
        }
        if !self.bonus.is_empty() && self.mode == CampaignMode::Competitive {
            return Some("bonus coins come only with a co-operative replay".into());
        }
        if !self.characters.is_empty() {
            if self.characters.len() != usize::from(players) {
                return Some("the characters are named per seat".into());
            }
            let mut cards = Vec::new();
            for id in &self.characters {
                let Some(card) = card_of(id) else {
                    return Some(format!("no character has the id \"{id}\""));
                };
                if cards.contains(&card) {
                    return Some(format!(
                        "\"{id}\" is on a character card another seat already has"
                    ));
                }
                cards.push(card);
            }
        }
        for &no in &self.read {
            if no.chapter() != Some(self.chapter) || mission(no).is_none() {
                return Some(format!(
                    "card {no} is not a mission card of chapter {}",
                    self.chapter
                ));
            }
        }
        for id in &self.events {
            if content::event_by_id(id).is_none() {
                return Some(format!("no event card has the id \"{id}\""));
            }
        }
        None
    }
}

/// The character card (0–4) a side is on ([`content::CARD_SIDES_ESTIMATED`]).
fn card_of(id: &str) -> Option<usize> {
    content::CARD_SIDES_ESTIMATED
        .iter()
        .position(|(a, b)| *a == id || *b == id)
}

/// One player's character card, cubes and crown card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hero {
    /// The character's id ([`content::CHARACTERS`]).
    pub character: String,
    /// Cubes taken off the character card, left to right (on missions or returned to the box).
    pub taken: u8,
    /// Cubes on missions.
    pub on_missions: u8,
    /// The crown card's track.
    pub crowns: u8,
}

impl Hero {
    /// Whether the cube of this slot has been taken (the slot is unlocked).
    pub fn unlocked(&self, slot: CubeSlot) -> bool {
        CUBE_SLOTS
            .iter()
            .position(|&s| s == slot)
            .is_some_and(|i| usize::from(self.taken) > i)
    }
    /// The trophy is revealed (competitive: needed to win).
    pub fn trophy(&self) -> bool {
        self.unlocked(CubeSlot::Trophy)
    }
    /// Cubes still on the character card.
    pub fn cubes_left(&self) -> u8 {
        CARD_CUBES - self.taken
    }
    pub(crate) fn ability(&self) -> Option<Ability> {
        if !self.unlocked(CubeSlot::Ability) {
            return None;
        }
        content::character_by_id(&self.character).map(|c| c.ability)
    }
}

/// A mission on the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placed {
    pub no: CardNo,
    /// The seats that completed it, in order (the first got the first completer's reward).
    pub done: Vec<Seat>,
    /// Mission 52's progress boxes: seats and the times counted so far (not cubes, AD14).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub progress: Vec<(Seat, u8)>,
}

/// A chance that must be taken at once (or a cube that may be bought at an End of Month).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Chance {
    Mission(CardNo),
    Cube(u8),
}

/// The Adventure's part of the game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Adventure {
    pub mode: CampaignMode,
    pub chapter: u8,
    /// Event deck (indices into [`EVENTS`]); the top card is the last element.
    pub events: Vec<u8>,
    /// Event discard pile, the newest last.
    pub event_discard: Vec<u8>,
    /// The "0" events set aside at the start, from which one is added each month.
    pub event_pool: Vec<u8>,
    /// The event of the current turn.
    pub event: Option<u8>,
    /// 1 in the first month.
    pub month: u8,
    /// Story cards read, in order (from n0).
    pub read: Vec<CardNo>,
    /// Missions on the table, the newest last.
    pub table: Vec<Placed>,
    pub heroes: Vec<Hero>,
    /// At-once chances and cube purchases waiting for an answer, first first.
    pub offers: Vec<(Seat, Chance)>,
    /// The End of Month's turn ends once the offers are answered.
    pub ending_turn: bool,
    /// Co-operative: the verdict of card 9 (`None` until judged).
    pub won: Option<bool>,
    /// The groups of game cards in the deck (codes 80–87), in the order they came in (AD18).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<Group>,
    /// Per seat, the goods ships kept as items (AD19), oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kept: Vec<Vec<Card>>,
    /// The top cards of the deck a lookout is looking at, waiting for the one put back (AD21).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub looking: Vec<Card>,
    /// Lookouts used this turn (AD21).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub looks: u8,
    /// The sales of the current take: 1 the tavern keeper's, 2 the market's (AD22).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sold: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn event_index(id: &str) -> Option<u8> {
    EVENTS.iter().position(|e| e.id == id).map(|i| i as u8)
}

pub(crate) fn mission(no: CardNo) -> Option<&'static Mission> {
    content::story_card(no).and_then(|c| c.mission.as_ref())
}

impl Adventure {
    /// Influence from `seat`'s crown card.
    pub(crate) fn crown_influence(&self, seat: Seat) -> u8 {
        self.heroes
            .get(usize::from(seat))
            .map_or(0, |h| content::crown_influence(h.crowns))
    }

    /// Deals the Adventure's part of the setup: characters (by the seed unless named), cubes,
    /// crowns at 0, the event deck, the first story card. Returns it and each seat's start coins.
    pub(crate) fn deal(
        config: &AdventureConfig,
        players: u8,
        rng: &mut Rng,
    ) -> Result<(Adventure, Vec<u8>), SetupError> {
        if let Some(p) = config.problem(players) {
            return Err(SetupError(p));
        }
        let Some(chapter) = content::chapter(config.chapter) else {
            return Err(SetupError("no such chapter".into()));
        };
        let n = usize::from(players);
        // Characters: one card per seat at random, the side by the seed (AD9).
        let characters: Vec<String> = if config.characters.is_empty() {
            let mut cards: Vec<usize> = (0..CHARACTER_CARDS).collect();
            rng.shuffle(&mut cards);
            cards
                .into_iter()
                .take(n)
                .map(|c| {
                    let (a, b) = content::CARD_SIDES_ESTIMATED[c];
                    if rng.below(2) == 0 { a } else { b }.to_string()
                })
                .collect()
        } else {
            config.characters.clone()
        };
        let coins: Vec<u8> = characters
            .iter()
            .enumerate()
            .map(|(s, id)| {
                content::start_coins(id)
                    .unwrap_or(3)
                    .saturating_add(config.bonus.get(s).copied().unwrap_or(0))
            })
            .collect();
        // The event deck: the "0" cards of this game shuffled, some dealt, card 1 with 1–2
        // players, End of Month at the bottom.
        let mut pool: Vec<u8> = EVENTS
            .iter()
            .enumerate()
            .filter(|(_, e)| e.code == EventCode::Base)
            .filter(|(_, e)| !(players == 1 && e.not_solo))
            .filter(|(_, e)| e.mode.is_none_or(|m| m == config.mode))
            .map(|(i, _)| i as u8)
            .collect();
        let end_of_month = EVENTS
            .iter()
            .position(|e| e.code == EventCode::EndOfMonth)
            .unwrap_or(0) as u8;
        let events = if config.events.is_empty() {
            rng.shuffle(&mut pool);
            let dealt = usize::from(base_events_dealt(config.mode, players).unwrap_or(1));
            let mut month: Vec<u8> = pool.split_off(pool.len().saturating_sub(dealt));
            if with_event_one(players)
                && let Some(one) = EVENTS.iter().position(|e| e.code == EventCode::FewPlayers)
            {
                month.push(one as u8);
                rng.shuffle(&mut month);
            }
            month.insert(0, end_of_month);
            month
        } else {
            let mut deck: Vec<u8> = config
                .events
                .iter()
                .filter_map(|id| event_index(id))
                .collect();
            pool.retain(|i| !deck.contains(i));
            deck.reverse();
            deck
        };
        let read = if config.read.is_empty() {
            vec![chapter.first()]
        } else {
            config.read.clone()
        };
        let adventure = Adventure {
            mode: config.mode,
            chapter: config.chapter,
            events,
            event_discard: Vec::new(),
            event_pool: pool,
            event: None,
            month: 1,
            table: read
                .iter()
                .map(|&no| Placed {
                    no,
                    done: Vec::new(),
                    progress: Vec::new(),
                })
                .collect(),
            read,
            heroes: characters
                .into_iter()
                .map(|character| Hero {
                    character,
                    taken: 0,
                    on_missions: 0,
                    crowns: 0,
                })
                .collect(),
            offers: Vec::new(),
            ending_turn: false,
            won: None,
            groups: config.initial_groups(),
            kept: vec![Vec::new(); n],
            looking: Vec::new(),
            looks: 0,
            sold: 0,
        };
        Ok((adventure, coins))
    }

    /// The event of this turn, if it has this effect kind.
    pub(crate) fn effect(&self) -> Option<EventEffect> {
        self.event
            .and_then(|i| EVENTS.get(usize::from(i)))
            .map(|e| e.effect)
    }

    /// The report for the campaign ([`Campaign::chapter_won`] / [`Campaign::chapter_lost`]).
    pub fn report(&self, winners: Vec<Seat>) -> Report {
        Report::new(self.read.clone()).with_winners(winners)
    }
}
