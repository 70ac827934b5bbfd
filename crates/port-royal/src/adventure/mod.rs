//! *The Adventure Begins* (Big Box ES "Comienza la aventura", Big Box CS "Dobrodružství
//! začíná…"): a campaign of 5 chapters for 1–4 players, co-operative (solo included) or
//! competitive. One game is one chapter.
//!
//! - [`data`]: the shapes of the cards as data the engine reads (chapters, story cards, missions
//!   as mechanisms, the hourglass, events, characters, the 39 game cards).
//! - [`content`]: our own five chapters, events and missions, **written for Islas** (the printed
//!   ones are not public and are not reproduced), the characters' abilities as the rulebooks give
//!   them, and every printed value no source gives in tables marked estimated.
//! - [`campaign`]: the progression between chapters: the cards added to the deck, the replay of a
//!   failed chapter with 3 more coins per failure in a row, the results, the end.
//!
//! The facts below are the rulebooks'. `docs/adventure.md` says what is from the rulebooks, what
//! is written for Islas and what is estimated, and `docs/rulings.md` (AD1–AD8) the readings chosen.

// Without the `adventure` feature no game card of the Adventure is dealt.
pub mod campaign;
#[cfg_attr(not(feature = "adventure"), allow(dead_code))]
pub mod cards;
pub mod content;
pub mod data;
// Without the `adventure` feature nothing deals an Adventure, so its dealing goes unused.
#[cfg_attr(not(feature = "adventure"), allow(dead_code))]
pub mod play;
#[cfg_attr(not(feature = "adventure"), allow(dead_code))]
pub mod table;

use data::{AddedKind, CampaignMode, CubeSlot};

/// The chapters of the campaign.
pub const CHAPTERS: u8 = 5;

/// Story cards per chapter, chapter card and end card included (CS: *"10 karet kapitoly 1, 13
/// karet kapitoly 2, 11 karet kapitoly 3, 10 karet kapitoly 4 a 11 karet kapitoly 5"*).
pub const CHAPTER_CARDS: [usize; 5] = [10, 13, 11, 10, 11];

/// Story cards in the box (ES: *"55 cartas de historia (incluida la portada del libro y las 4
/// cartas de capítulo)"*).
pub const STORY_CARDS: usize = 55;

/// Game cards shuffled into the deck in the course of the campaign (ES: *"39 cartas de juego"*).
pub const ADDED_CARDS: usize = 39;

/// The rulebook's count of each kind of game card; the taxes and the bread and rum ships are
/// counted together, as the split is not public (39 − 27 = 12).
pub const ADDED_KINDS: [(AddedKind, u8); 7] = [
    (AddedKind::AresPirates, 8),
    (AddedKind::TybukBrothers, 3),
    (AddedKind::Lookout, 5),
    (AddedKind::ExpeditionPerson, 3),
    (AddedKind::Expedition, 3),
    (AddedKind::TavernKeeper, 5),
    (AddedKind::TaxOrGoodsShip, 12),
];

/// Event cards: 13 numbered 0, and cards 1, 2 and 3.
pub const EVENT_CARDS: usize = 16;
/// The event cards numbered 0.
pub const BASE_EVENTS: usize = 13;

/// Character cards (double-sided: 10 characters).
pub const CHARACTER_CARDS: usize = 5;

/// Cubes per player: 4 on the character card, 1 on the crown card.
pub const CUBES: u8 = 5;

/// What the cubes on the character card unlock, left to right: the ability (door), the trophy,
/// 1 crown, 3 crowns (ES: *"se desbloqueará la habilidad especial … se revelará el trofeo b …
/// obtendrás 1 y 3 coronas respectivamente"*). Hence at most 4 missions per player.
pub const CUBE_SLOTS: [CubeSlot; 4] = [
    CubeSlot::Ability,
    CubeSlot::Trophy,
    CubeSlot::Crowns(1),
    CubeSlot::Crowns(3),
];

/// Influence the crown card gives at most (ES: *"hasta un máximo de 6"*).
pub const MAX_CROWN_INFLUENCE: u8 = 6;

/// Competitive: the game ends once a player has this much influence and the trophy revealed.
pub const COMPETITIVE_END_INFLUENCE: u8 = 12;

/// Competitive: the coins some End of Month hourglasses ask to return the leftmost cube (ES:
/// *"pagar 8 monedas para devolver a la caja el primer cubo"*).
pub const CUBE_PRICE: u8 = 8;
/// The same with End of Month card 3 in the variant after the campaign.
pub const CUBE_PRICE_VARIANT: u8 = 10;

/// Co-operative: coins added for the replay after each failure in a row (ES: *"3 monedas
/// adicionales … Después de 3 intentos fallidos, tendréis 9 monedas"*).
pub const REPLAY_BONUS: u8 = 3;

/// Mission cards with the red star, dealt 4 at random in the competitive variant after the
/// campaign.
pub const STAR_MISSIONS: usize = 15;
/// Star missions face up in that variant.
pub const VARIANT_MISSIONS: usize = 4;

/// With all six ship colours in the harbour, the active player takes this many cards.
pub const SIX_COLOURS_TAKES: u8 = 4;

/// The expansion's tax: players with at least this many coins lose half.
pub const TAX_THRESHOLD: u8 = 16;

/// Event cards numbered 0 dealt into the event deck (the rulebooks' table); `None` where the
/// table has no entry (competitive solo) or the player count is not 1–4.
pub fn base_events_dealt(mode: CampaignMode, players: u8) -> Option<u8> {
    match (mode, players) {
        (CampaignMode::CoOp, 1 | 2) => Some(1),
        (CampaignMode::CoOp, 3) => Some(2),
        (CampaignMode::CoOp, 4) => Some(3),
        (CampaignMode::Competitive, 2) => Some(3),
        (CampaignMode::Competitive, 3 | 4) => Some(4),
        _ => None,
    }
}

/// Whether event card 1 goes into the event deck: with 1 or 2 players, in either mode.
pub fn with_event_one(players: u8) -> bool {
    matches!(players, 1 | 2)
}

/// Whether a mode is played with this many players (co-operative 1–4, competitive 2–4).
pub fn plays(mode: CampaignMode, players: u8) -> bool {
    base_events_dealt(mode, players).is_some()
}

/// Event cards in the event deck in month `month` (1, 2, …), the End of Month included: the
/// dealt "0" cards, card 1 with 1–2 players, End of Month at the bottom, and one more "0" card on
/// top after each End of Month (CS: *"Nový měsíc bude o jednu událost delší"*). Each is one turn;
/// the End of Month's turn ends at once.
pub fn events_in_month(mode: CampaignMode, players: u8, month: u8) -> Option<u8> {
    let dealt = base_events_dealt(mode, players)?;
    let added = month.checked_sub(1)?;
    Some(dealt + u8::from(with_event_one(players)) + added + 1)
}
