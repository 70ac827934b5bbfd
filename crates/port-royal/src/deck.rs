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
//! | 208..247 | the Adventure's 39 game cards (only with the `adventure` feature; faces after the Big Box faces, in the order of `adventure::content::ADDED_CARDS_ESTIMATED`) |

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

const fn from_printed(p: Printed) -> Info {
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

const fn from_box(p: BoxPrinted) -> Info {
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
        #[cfg(feature = "adventure")]
        if c >= ALL_CARDS {
            return adventure::card_face(card);
        }
        BOX_CARD_FACE[(c - CARD_COUNT) % BOX_CARD_COUNT]
    }
}

/// Faces of the base game and the Big Box.
const FACE_COUNT: usize = BOX_FACE_BASE + BOX_FACE_COUNT;

const fn build_face_info() -> [Info; FACE_COUNT] {
    let mut out = [Info::Tax(TaxRule::SetSail); FACE_COUNT];
    let mut f = 0;
    while f < FACE_COUNT {
        out[f] = if f < BOX_FACE_BASE {
            from_printed(FACES[f].printed)
        } else {
            from_box(BOX_FACES_CONST[f - BOX_FACE_BASE].printed)
        };
        f += 1;
    }
    out
}

/// [`face_info`] of the base game's and the Big Box faces, read once at compile time.
static FACE_INFO: [Info; FACE_COUNT] = build_face_info();

const fn build_card_info() -> [Info; ALL_CARDS] {
    let faces = build_face_info();
    let mut out = [Info::Tax(TaxRule::SetSail); ALL_CARDS];
    let mut c = 0;
    while c < ALL_CARDS {
        let face = if c < CARD_COUNT {
            CARD_FACE[c]
        } else {
            BOX_CARD_FACE[c - CARD_COUNT]
        };
        out[c] = faces[face as usize];
        c += 1;
    }
    out
}

/// [`card_info`] of the base game's and the Big Box cards, read once at compile time: the rules
/// read a card with one look-up (the hot path of every mode).
static CARD_INFO: [Info; ALL_CARDS] = build_card_info();

/// What the rules need to know of a face, of any box.
#[inline]
pub fn face_info(face: FaceId) -> Option<Info> {
    match FACE_INFO.get(usize::from(face)) {
        Some(&info) => Some(info),
        None => other_face_info(face),
    }
}

/// [`face_info`] beyond the base game and the Big Box: the Adventure's faces.
#[cold]
#[inline(never)]
fn other_face_info(face: FaceId) -> Option<Info> {
    #[cfg(feature = "adventure")]
    if usize::from(face) >= adventure::FACE_BASE {
        return adventure::face_info(face);
    }
    let _ = face;
    None
}

/// What the rules need to know of a card, of any box. The base game's and the Big Box cards
/// are read inline from a table; the Adventure's out of line.
#[inline]
pub fn card_info(card: Card) -> Info {
    match CARD_INFO.get(usize::from(card)) {
        Some(&info) => info,
        None => other_card_info(card),
    }
}

#[cold]
#[inline(never)]
fn other_card_info(card: Card) -> Info {
    face_info(card_face(card)).unwrap_or(Info::Tax(TaxRule::SetSail))
}

/// A face's stable id, of any box.
pub fn face_id(face: FaceId) -> Option<&'static str> {
    match FACES.get(usize::from(face)) {
        Some(f) => Some(f.id),
        #[cfg(feature = "adventure")]
        None if usize::from(face) >= adventure::FACE_BASE => adventure::face(face).map(|f| f.id),
        None => box_face(face).map(|f| f.id),
    }
}

/// The face with this id, of any box.
pub fn face_by_any_id(id: &str) -> Option<FaceId> {
    if let Some(i) = FACES.iter().position(|f| f.id == id) {
        return Some(i as FaceId);
    }
    if let Some(i) = BOX_FACES.iter().position(|f| f.id == id) {
        return Some((BOX_FACE_BASE + i) as FaceId);
    }
    #[cfg(feature = "adventure")]
    if let Some(face) = adventure::face_by_id(id) {
        return Some(face);
    }
    None
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

/// The Adventure's 39 game cards as cards of the deck (`adventure::content::ADDED_CARDS_ESTIMATED`,
/// estimated values): card numbers from [`adventure::FIRST`], faces from [`adventure::FACE_BASE`].
#[cfg(feature = "adventure")]
pub mod adventure {
    use super::{ALL_CARDS, BOX_FACE_BASE, BOX_FACE_COUNT, Info, Role, TaxRule};
    use crate::adventure::ADDED_CARDS;
    use crate::adventure::content::ADDED_CARDS_ESTIMATED;
    use crate::adventure::data::{
        AddedFace, AddedPrinted, Group, Item, Profession as AdvProfession, ShipColour,
    };
    use crate::big_box::Profession;
    use crate::data::{Card, Colour, FaceId, TaxBonus};

    /// The first of the Adventure's game cards.
    pub const FIRST: usize = ALL_CARDS;
    /// The first face id of the Adventure's faces.
    pub const FACE_BASE: usize = BOX_FACE_BASE + BOX_FACE_COUNT;
    /// The colour an Ares pirate's [`Info::Ship`] names for readers that know only five colours;
    /// the rules read [`ship_slot`] (slot 5) instead.
    pub const ARES_STAND_IN: Colour = Colour::Black;
    /// The Ares pirates' slot among the six colours.
    pub const ARES_SLOT: usize = 5;

    const fn build() -> [u8; ADDED_CARDS] {
        let mut out = [0u8; ADDED_CARDS];
        let mut card = 0;
        let mut face = 0;
        while face < ADDED_CARDS_ESTIMATED.len() {
            let mut c = 0;
            while c < ADDED_CARDS_ESTIMATED[face].copies {
                out[card] = face as u8;
                card += 1;
                c += 1;
            }
            face += 1;
        }
        assert!(
            card == ADDED_CARDS,
            "the Adventure's faces must add up to 39 cards"
        );
        out
    }

    /// The index into `ADDED_CARDS_ESTIMATED` of every Adventure card, by card number minus
    /// [`FIRST`].
    const CARD_FACE: [u8; ADDED_CARDS] = build();

    /// Every Adventure card.
    pub fn cards() -> std::ops::Range<Card> {
        FIRST as Card..(FIRST + ADDED_CARDS) as Card
    }

    pub(super) fn card_face(card: Card) -> FaceId {
        let i = usize::from(card) - FIRST;
        (FACE_BASE + usize::from(CARD_FACE[i % ADDED_CARDS])) as FaceId
    }

    /// The Adventure face with this face id.
    pub fn face(face: FaceId) -> Option<&'static AddedFace> {
        usize::from(face)
            .checked_sub(FACE_BASE)
            .and_then(|i| ADDED_CARDS_ESTIMATED.get(i))
    }

    /// The Adventure face of a card, if it is one of the 39.
    pub fn card(card: Card) -> Option<&'static AddedFace> {
        let i = usize::from(card).checked_sub(FIRST)?;
        CARD_FACE
            .get(i)
            .map(|&f| &ADDED_CARDS_ESTIMATED[usize::from(f)])
    }

    /// Whether a card is an Ares pirate (the sixth colour's ships).
    pub fn is_ares(card: Card) -> bool {
        matches!(
            self::card(card).map(|f| f.printed),
            Some(AddedPrinted::Ship {
                colour: ShipColour::Ares,
                ..
            })
        )
    }

    pub(super) fn face_by_id(id: &str) -> Option<FaceId> {
        ADDED_CARDS_ESTIMATED
            .iter()
            .position(|f| f.id == id)
            .map(|i| (FACE_BASE + i) as FaceId)
    }

    /// The cards of a group (the code printed on them).
    pub fn group_cards(group: Group) -> impl Iterator<Item = Card> {
        cards().filter(move |&c| card(c).is_some_and(|f| f.group == group))
    }

    /// The items an Adventure expedition asks besides its persons.
    pub fn expedition_items(face: FaceId) -> &'static [Item] {
        match self::face(face).map(|f| f.printed) {
            Some(AddedPrinted::Expedition { items, .. }) => items,
            _ => &[],
        }
    }

    /// Whether a card is one of the expansion's captain, priest and settler.
    pub fn is_expedition_person(card: Card) -> bool {
        matches!(
            self::card(card).map(|f| f.printed),
            Some(AddedPrinted::Person {
                profession: AdvProfession::Expedition(_),
                ..
            })
        )
    }

    /// Whether a card is one of the expansion's taxes.
    pub fn is_tax(card: Card) -> bool {
        matches!(self::card(card).map(|f| f.printed), Some(AddedPrinted::Tax))
    }

    pub(super) fn face_info(face: FaceId) -> Option<Info> {
        Some(match self::face(face)?.printed {
            AddedPrinted::Person {
                profession,
                cost,
                influence,
                swords,
            } => Info::Person {
                role: match profession {
                    AdvProfession::Expedition(symbol) => Role::Base(symbol.character()),
                    other => Role::New(Profession::Adventure(other)),
                },
                cost,
                influence,
                swords,
            },
            AddedPrinted::Ship {
                colour,
                coins,
                swords,
                ..
            } => Info::Ship {
                colour: match colour {
                    ShipColour::Base(c) => c,
                    ShipColour::Ares => ARES_STAND_IN,
                },
                coins,
                swords,
            },
            AddedPrinted::Expedition {
                needs,
                coins,
                influence,
                ..
            } => {
                let mut counts = [0u8; 3];
                for s in needs {
                    counts[s.index()] += 1;
                }
                Info::Expedition {
                    needs: counts,
                    coins,
                    influence,
                }
            }
            // Read by the rules as the expansion's own tax (`is_tax`).
            AddedPrinted::Tax => Info::Tax(TaxRule::Base(TaxBonus::FewestInfluence)),
        })
    }
}

/// The ship slot of a card among the colours (0–4 the base colours; 5 the Ares pirates, only in a
/// build with the `adventure` feature); `None` if it is not a ship.
#[inline]
pub fn ship_slot(card: Card) -> Option<usize> {
    match CARD_INFO.get(usize::from(card)) {
        Some(Info::Ship { colour, .. }) => Some(*colour as usize),
        Some(_) => None,
        None => other_ship_slot(card),
    }
}

/// [`ship_slot`] of the Adventure's cards.
#[cold]
#[inline(never)]
fn other_ship_slot(card: Card) -> Option<usize> {
    match card_info(card) {
        #[cfg(feature = "adventure")]
        Info::Ship { .. } if adventure::is_ares(card) => Some(adventure::ARES_SLOT),
        Info::Ship { colour, .. } => Some(colour as usize),
        _ => None,
    }
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
