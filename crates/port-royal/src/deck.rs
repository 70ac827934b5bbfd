//! One numbering for every card the engine can deal: the base game's 120 cards (faces 0..62 of
//! [`FACES`]) and the Big Box cards after them (faces from [`BOX_FACE_BASE`] in the order of
//! `big_box::box_faces`). The rules read a card through [`card_info`], whatever box it comes from.
//!
//! | cards | what |
//! |---|---|
//! | 0..120 | the base game |
//! | 120..180 | Set Sail! (its sourced faces, then the estimated ones) |
//! | 180..184 | the Gambler |
//! | 184..208 | Just One More Contract's persons and ships |

use crate::big_box::{
    BoxFace, BoxPrinted, CONTRACT_CARDS, GAMBLER, Profession, SET_SAIL, SET_SAIL_ESTIMATED,
};
use crate::data::{CARD_COUNT, CARD_FACE, Card, Colour, FACES, FaceId, Kind, Printed, TaxBonus};

/// The first face id of the Big Box faces.
pub const BOX_FACE_BASE: usize = FACES.len();
/// Number of Big Box faces.
const BOX_FACE_COUNT: usize =
    SET_SAIL.len() + SET_SAIL_ESTIMATED.len() + GAMBLER.len() + CONTRACT_CARDS.len();

const fn build_box_faces() -> [BoxFace; BOX_FACE_COUNT] {
    let mut out = [SET_SAIL[0]; BOX_FACE_COUNT];
    let i = append(&mut out, 0, &SET_SAIL);
    let i = append(&mut out, i, &SET_SAIL_ESTIMATED);
    let i = append(&mut out, i, &GAMBLER);
    append(&mut out, i, &CONTRACT_CARDS);
    out
}

/// Copies `from` into `out` from index `at`; the index after the last copied.
const fn append(out: &mut [BoxFace; BOX_FACE_COUNT], at: usize, from: &[BoxFace]) -> usize {
    let mut j = 0;
    while j < from.len() {
        out[at + j] = from[j];
        j += 1;
    }
    at + j
}

/// The Big Box faces in face-id order (the order of `big_box::box_faces`).
static BOX_FACES: [BoxFace; BOX_FACE_COUNT] = build_box_faces();

/// The first card of Set Sail.
pub const SET_SAIL_FIRST: usize = CARD_COUNT;
/// Cards in Set Sail.
pub const SET_SAIL_COUNT: usize = 60;
/// The first of the Gambler's cards.
pub const GAMBLER_FIRST: usize = SET_SAIL_FIRST + SET_SAIL_COUNT;
/// The Gambler's cards.
pub const GAMBLER_COUNT: usize = 4;
/// The first of Just One More Contract's game cards.
pub const CONTRACT_FIRST: usize = GAMBLER_FIRST + GAMBLER_COUNT;
/// Just One More Contract's game cards (persons and ships).
pub const CONTRACT_COUNT: usize = 24;
/// Every card number in use.
pub const ALL_CARDS: usize = CONTRACT_FIRST + CONTRACT_COUNT;
/// Big Box cards (after the base game's).
const BOX_CARD_COUNT: usize = ALL_CARDS - CARD_COUNT;

const fn build_box_card_faces() -> [FaceId; BOX_CARD_COUNT] {
    let mut out = [0u8; BOX_CARD_COUNT];
    let mut card = 0;
    let mut face = 0;
    while face < BOX_FACE_COUNT {
        let mut c = 0;
        while c < BOX_FACES_CONST[face].copies {
            out[card] = (BOX_FACE_BASE + face) as u8;
            card += 1;
            c += 1;
        }
        face += 1;
    }
    assert!(
        card == BOX_CARD_COUNT,
        "the Big Box faces must add up to 60 + 4 + 24 cards"
    );
    out
}

const BOX_FACES_CONST: [BoxFace; BOX_FACE_COUNT] = build_box_faces();

/// The face of every Big Box card, by card number minus [`CARD_COUNT`]: Set Sail's 60 (sourced
/// faces, then estimated), the Gambler's 4, then Just One More Contract's 24.
const BOX_CARD_FACE: [FaceId; BOX_CARD_COUNT] = build_box_card_faces();

/// Who a person is, for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A base-game profession (Set Sail's sailors and pirates are these too).
    Base(Kind),
    /// A profession the base game does not have.
    New(Profession),
}

/// What the rules need to know of a tax card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TaxRule {
    /// 12 coins or more lose half; then the bonus.
    Base(TaxBonus),
    /// 9 coins or more discard down to 8; then fewest influence get 1 coin.
    SetSail,
}

/// A card as the rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Info {
    Person {
        role: Role,
        cost: u8,
        influence: u8,
        swords: u8,
    },
    Ship {
        colour: Colour,
        coins: u8,
        swords: Option<u8>,
    },
    Expedition {
        needs: [u8; 3],
        coins: u8,
        influence: u8,
    },
    Tax(TaxRule),
}

impl Info {
    /// Influence a card gives in a display.
    pub fn influence(&self) -> u8 {
        match *self {
            Info::Person { influence, .. } | Info::Expedition { influence, .. } => influence,
            _ => 0,
        }
    }
}

fn from_printed(p: Printed) -> Info {
    match p {
        Printed::Character {
            kind,
            cost,
            influence,
            swords,
        } => Info::Person {
            role: Role::Base(kind),
            cost,
            influence,
            swords,
        },
        Printed::Ship {
            colour,
            coins,
            swords,
        } => Info::Ship {
            colour,
            coins,
            swords,
        },
        Printed::Expedition {
            needs,
            coins,
            influence,
            ..
        } => Info::Expedition {
            needs,
            coins,
            influence,
        },
        Printed::Tax(bonus) => Info::Tax(TaxRule::Base(bonus)),
    }
}

fn from_box(p: BoxPrinted) -> Info {
    match p {
        BoxPrinted::Person {
            profession,
            cost,
            influence,
            swords,
        } => Info::Person {
            role: match profession {
                Profession::Sailor => Role::Base(Kind::Sailor),
                Profession::Pirate => Role::Base(Kind::Pirate),
                other => Role::New(other),
            },
            cost,
            influence,
            swords,
        },
        BoxPrinted::Ship {
            colour,
            coins,
            swords,
            ..
        } => Info::Ship {
            colour,
            coins,
            swords,
        },
        BoxPrinted::Tax => Info::Tax(TaxRule::SetSail),
    }
}

/// The Big Box face with this face id.
pub fn box_face(face: FaceId) -> Option<&'static BoxFace> {
    usize::from(face)
        .checked_sub(BOX_FACE_BASE)
        .and_then(|i| BOX_FACES.get(i))
}

/// The face of a card of any box.
pub fn card_face(card: Card) -> FaceId {
    let c = usize::from(card);
    if c < CARD_COUNT {
        CARD_FACE[c]
    } else {
        BOX_CARD_FACE[(c - CARD_COUNT) % BOX_CARD_COUNT]
    }
}

/// What the rules need to know of a face, of any box.
pub fn face_info(face: FaceId) -> Option<Info> {
    match FACES.get(usize::from(face)) {
        Some(f) => Some(from_printed(f.printed)),
        None => box_face(face).map(|f| from_box(f.printed)),
    }
}

/// What the rules need to know of a card, of any box.
pub fn card_info(card: Card) -> Info {
    let c = usize::from(card);
    if c < CARD_COUNT {
        from_printed(FACES[CARD_FACE[c] as usize].printed)
    } else {
        face_info(card_face(card)).unwrap_or(Info::Tax(TaxRule::SetSail))
    }
}

/// A face's stable id, of any box.
pub fn face_id(face: FaceId) -> Option<&'static str> {
    match FACES.get(usize::from(face)) {
        Some(f) => Some(f.id),
        None => box_face(face).map(|f| f.id),
    }
}

/// The face with this id, of any box.
pub fn face_by_any_id(id: &str) -> Option<FaceId> {
    if let Some(i) = FACES.iter().position(|f| f.id == id) {
        return Some(i as FaceId);
    }
    BOX_FACES
        .iter()
        .position(|f| f.id == id)
        .map(|i| (BOX_FACE_BASE + i) as FaceId)
}

/// The cards of Set Sail, in number order.
pub fn set_sail_cards() -> std::ops::Range<Card> {
    SET_SAIL_FIRST as Card..GAMBLER_FIRST as Card
}

/// The 20 Set Sail cards marked for mixing into the base game (5 merchants, 5 passengers, 10
/// ships), in number order.
pub fn set_sail_mix_in_cards() -> impl Iterator<Item = Card> {
    set_sail_cards().filter(|&c| box_face(card_face(c)).is_some_and(|f| f.mixes_into_base))
}

/// The Gambler's 4 cards.
pub fn gambler_cards() -> std::ops::Range<Card> {
    GAMBLER_FIRST as Card..CONTRACT_FIRST as Card
}

/// Whether a card is a ship whose taker also gives 1 coin to another player of their choice
/// (one ship per colour in Just One More Contract).
pub fn gives_a_coin(card: Card) -> bool {
    usize::from(card) >= CARD_COUNT
        && box_face(card_face(card)).is_some_and(|f| {
            matches!(
                f.printed,
                BoxPrinted::Ship {
                    coin_to_another: true,
                    ..
                }
            )
        })
}

/// Just One More Contract's 24 game cards (persons and ships).
pub fn contract_cards() -> std::ops::Range<Card> {
    CONTRACT_FIRST as Card..ALL_CARDS as Card
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_a_face_and_every_face_an_id() {
        for card in 0..ALL_CARDS as Card {
            let face = card_face(card);
            assert_eq!(face_info(face), Some(card_info(card)));
            let id = face_id(face).unwrap();
            assert_eq!(face_by_any_id(id), Some(face));
        }
        assert_eq!(set_sail_cards().len(), 60);
        assert_eq!(set_sail_mix_in_cards().count(), 20);
        assert!(gambler_cards().all(|c| matches!(
            card_info(c),
            Info::Person {
                role: Role::New(Profession::Gambler),
                ..
            }
        )));
        assert_eq!(gambler_cards().len(), 4);
        assert_eq!(contract_cards().len(), 24);
        let order: Vec<&str> = crate::big_box::box_faces().map(|f| f.id).collect();
        let here: Vec<&str> = BOX_FACES.iter().map(|f| f.id).collect();
        assert_eq!(order, here);
        assert!(set_sail_cards().all(|c| usize::from(card_face(c)) >= BOX_FACE_BASE));
    }
}
