//! The 120 cards of the Port Royal base game, as printed (2014 edition values; the Big Box
//! reprints the same deck). Every distinct card face has a stable id, listed in `docs/cards.md`.
//!
//! Physical cards are numbered 0..120 in the order of [`FACES`], copies next to each other.

use serde::{Deserialize, Serialize};

/// A physical card, 0..120.
pub type Card = u8;
/// An index into [`FACES`].
pub type FaceId = u8;

/// Number of cards in the base game.
pub const CARD_COUNT: usize = 120;

/// The five ship colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Yellow,
    Blue,
    Green,
    Red,
    Black,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Yellow,
        Colour::Blue,
        Colour::Green,
        Colour::Red,
        Colour::Black,
    ];

    /// The colour's word in face ids and notation.
    pub fn id(self) -> &'static str {
        match self {
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Black => "black",
        }
    }

    /// A letter shown with the colour, so colour is never the only cue.
    pub fn letter(self) -> char {
        match self {
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
            Colour::Green => 'G',
            Colour::Red => 'R',
            Colour::Black => 'K',
        }
    }

    /// The ship type of this colour: (English, Spanish, Czech).
    pub fn ship_names(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Colour::Yellow => ("Pinnace", "Pinaza", "Pinasa"),
            Colour::Blue => ("Flute", "Filibote", "Flauta"),
            Colour::Green => ("Skiff", "Esquife", "Bárka"),
            Colour::Red => ("Frigate", "Fragata", "Fregata"),
            Colour::Black => ("Galleon", "Galeón", "Galeona"),
        }
    }
}

/// The expedition symbols. The jack of all trades stands in for any one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symbol {
    /// Anchor: captain.
    Anchor,
    /// Cross: priest.
    Cross,
    /// House (hut): settler.
    House,
}

impl Symbol {
    pub const ALL: [Symbol; 3] = [Symbol::Anchor, Symbol::Cross, Symbol::House];
    pub fn index(self) -> usize {
        self as usize
    }
    /// The character whose symbol this is.
    pub fn character(self) -> Kind {
        match self {
            Symbol::Anchor => Kind::Captain,
            Symbol::Cross => Kind::Priest,
            Symbol::House => Kind::Settler,
        }
    }
    fn letter(self) -> char {
        match self {
            Symbol::Anchor => 'A',
            Symbol::Cross => 'C',
            Symbol::House => 'H',
        }
    }
}

/// The professions of the base game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    Trader(Colour),
    Settler,
    Captain,
    Priest,
    JackOfAllTrades,
    Sailor,
    Pirate,
    Mademoiselle,
    Jester,
    Admiral,
    Governor,
}

impl Kind {
    /// Names as printed: (English, Spanish base game, Spanish Big Box, Czech).
    pub fn names(self) -> (&'static str, &'static str, &'static str, &'static str) {
        match self {
            Kind::Trader(_) => ("Trader", "Comerciante", "Comerciante", "Obchodník"),
            Kind::Settler => ("Settler", "Colono", "Colona", "Osadník"),
            Kind::Captain => ("Captain", "Capitán", "Capitana", "Kapitán"),
            Kind::Priest => ("Priest", "Sacerdote", "Sacerdote", "Mnich"),
            Kind::JackOfAllTrades => (
                "Jack of all Trades",
                "Chico para todo",
                "Ayudante",
                "Všeuměl",
            ),
            Kind::Sailor => ("Sailor", "Marinero", "Marinero", "Námořník"),
            Kind::Pirate => ("Pirate", "Pirata", "Pirata", "Pirát"),
            Kind::Mademoiselle => ("Mademoiselle", "Señorita", "Señorita", "Slečna"),
            Kind::Jester => ("Jester", "Bufón", "Bufón", "Vtipálek"),
            Kind::Admiral => ("Admiral", "Almirante", "Almirante", "Admirál"),
            Kind::Governor => ("Governor", "Gobernador", "Gobernador", "Guvernér"),
        }
    }

    /// The expedition symbol this character carries, if any.
    pub fn symbol(self) -> Option<Symbol> {
        match self {
            Kind::Captain => Some(Symbol::Anchor),
            Kind::Priest => Some(Symbol::Cross),
            Kind::Settler => Some(Symbol::House),
            _ => None,
        }
    }
}

/// Which player a tax card rewards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TaxBonus {
    MostSwords,
    FewestInfluence,
}

/// What is printed on a card face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printed {
    Character {
        kind: Kind,
        cost: u8,
        influence: u8,
        swords: u8,
    },
    /// `swords: None` is the skull: the ship can never be repelled.
    Ship {
        colour: Colour,
        coins: u8,
        swords: Option<u8>,
    },
    /// `needs` counts symbols by [`Symbol::index`].
    Expedition {
        needs: [u8; 3],
        coins: u8,
        influence: u8,
        five_players_only: bool,
    },
    Tax(TaxBonus),
}

/// One distinct card face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Face {
    /// Stable id, used in notation, records and stacked decks.
    pub id: &'static str,
    pub copies: u8,
    pub printed: Printed,
}

const fn ch(id: &'static str, copies: u8, kind: Kind, cost: u8, influence: u8, swords: u8) -> Face {
    Face {
        id,
        copies,
        printed: Printed::Character {
            kind,
            cost,
            influence,
            swords,
        },
    }
}

const fn ship(id: &'static str, copies: u8, colour: Colour, coins: u8, swords: u8) -> Face {
    Face {
        id,
        copies,
        printed: Printed::Ship {
            colour,
            coins,
            swords: if swords == 0 { None } else { Some(swords) },
        },
    }
}

const fn exp(id: &'static str, needs: [u8; 3], coins: u8, influence: u8, five: bool) -> Face {
    Face {
        id,
        copies: 1,
        printed: Printed::Expedition {
            needs,
            coins,
            influence,
            five_players_only: five,
        },
    }
}

use Colour::*;
use Kind::*;

/// Every card face of the base game. The order is part of the rules version: card numbers
/// follow it.
pub const FACES: [Face; 62] = [
    // Characters (60). Cost → influence as printed; swords for sailors and pirates.
    ch("trader-yellow-3", 1, Trader(Yellow), 3, 1, 0),
    ch("trader-yellow-5", 1, Trader(Yellow), 5, 2, 0),
    ch("trader-blue-3", 1, Trader(Blue), 3, 1, 0),
    ch("trader-blue-5", 1, Trader(Blue), 5, 2, 0),
    ch("trader-green-3", 2, Trader(Green), 3, 1, 0),
    ch("trader-red-3", 2, Trader(Red), 3, 1, 0),
    ch("trader-black-3", 2, Trader(Black), 3, 1, 0),
    ch("settler", 5, Settler, 4, 1, 0),
    ch("captain", 5, Captain, 4, 1, 0),
    ch("priest", 5, Priest, 4, 1, 0),
    ch("jack", 3, JackOfAllTrades, 6, 1, 0),
    ch("sailor-3", 7, Sailor, 3, 1, 1),
    ch("sailor-5", 2, Sailor, 5, 2, 1),
    ch("sailor-7", 1, Sailor, 7, 3, 1),
    ch("pirate-5", 1, Pirate, 5, 1, 2),
    ch("pirate-7", 1, Pirate, 7, 2, 2),
    ch("pirate-9", 1, Pirate, 9, 3, 2),
    ch("mademoiselle-7", 2, Mademoiselle, 7, 2, 0),
    ch("mademoiselle-9", 2, Mademoiselle, 9, 3, 0),
    ch("jester-5", 1, Jester, 5, 1, 0),
    ch("jester-7", 3, Jester, 7, 2, 0),
    ch("jester-9", 1, Jester, 9, 3, 0),
    ch("admiral-5", 1, Admiral, 5, 1, 0),
    ch("admiral-7", 3, Admiral, 7, 2, 0),
    ch("admiral-9", 2, Admiral, 9, 3, 0),
    ch("governor", 4, Governor, 8, 0, 0),
    // Ships (50): colour-coins-swords; swords 0 here means the skull.
    ship("yellow-1-1", 3, Yellow, 1, 1),
    ship("yellow-2-1", 1, Yellow, 2, 1),
    ship("yellow-2-2", 2, Yellow, 2, 2),
    ship("yellow-3-2", 1, Yellow, 3, 2),
    ship("yellow-3-4", 2, Yellow, 3, 4),
    ship("yellow-4-4", 1, Yellow, 4, 4),
    ship("blue-1-1", 3, Blue, 1, 1),
    ship("blue-2-1", 1, Blue, 2, 1),
    ship("blue-2-2", 2, Blue, 2, 2),
    ship("blue-3-2", 1, Blue, 3, 2),
    ship("blue-3-5", 2, Blue, 3, 5),
    ship("blue-4-5", 1, Blue, 4, 5),
    ship("green-1-1", 3, Green, 1, 1),
    ship("green-2-1", 1, Green, 2, 1),
    ship("green-2-3", 2, Green, 2, 3),
    ship("green-3-3", 1, Green, 3, 3),
    ship("green-3-5", 2, Green, 3, 5),
    ship("green-4-5", 1, Green, 4, 5),
    ship("red-1-1", 3, Red, 1, 1),
    ship("red-2-3", 3, Red, 2, 3),
    ship("red-3-6", 2, Red, 3, 6),
    ship("red-3-skull", 1, Red, 3, 0),
    ship("red-4-skull", 1, Red, 4, 0),
    ship("black-1-2", 3, Black, 1, 2),
    ship("black-2-4", 3, Black, 2, 4),
    ship("black-3-7", 2, Black, 3, 7),
    ship("black-3-skull", 1, Black, 3, 0),
    ship("black-4-skull", 1, Black, 4, 0),
    // Expeditions (6): needs as [anchor, cross, house].
    exp("exp-AA", [2, 0, 0], 2, 4, false),
    exp("exp-CC", [0, 2, 0], 2, 4, false),
    exp("exp-HH", [0, 0, 2], 2, 4, false),
    exp("exp-CCH", [0, 2, 1], 3, 6, false),
    exp("exp-AAH", [2, 0, 1], 3, 6, false),
    exp("exp-ACH", [1, 1, 1], 3, 5, true),
    // Tax increases (4).
    Face {
        id: "tax-swords",
        copies: 2,
        printed: Printed::Tax(TaxBonus::MostSwords),
    },
    Face {
        id: "tax-influence",
        copies: 2,
        printed: Printed::Tax(TaxBonus::FewestInfluence),
    },
];

const fn build_card_faces() -> [FaceId; CARD_COUNT] {
    let mut out = [0u8; CARD_COUNT];
    let mut card = 0;
    let mut face = 0;
    while face < FACES.len() {
        let mut c = 0;
        while c < FACES[face].copies {
            out[card] = face as u8;
            card += 1;
            c += 1;
        }
        face += 1;
    }
    assert!(card == CARD_COUNT, "the faces must add up to 120 cards");
    out
}

/// The face of every physical card.
pub const CARD_FACE: [FaceId; CARD_COUNT] = build_card_faces();

/// The face of a card.
pub fn face_of(card: Card) -> &'static Face {
    &FACES[CARD_FACE[card as usize % CARD_COUNT] as usize]
}

/// The face with this id, if there is one.
pub fn face_by_id(id: &str) -> Option<FaceId> {
    FACES.iter().position(|f| f.id == id).map(|i| i as FaceId)
}

/// The special five-player expedition (anchor + cross + house), the only card without a coin
/// on its back.
pub fn five_player_expedition() -> Card {
    CARD_FACE
        .iter()
        .position(|&f| {
            matches!(
                FACES[f as usize].printed,
                Printed::Expedition {
                    five_players_only: true,
                    ..
                }
            )
        })
        .map(|c| c as Card)
        .unwrap_or(0)
}

impl Face {
    /// A short expedition label such as `AAH`, or `None` for other cards.
    pub fn expedition_symbols(&self) -> Option<String> {
        match self.printed {
            Printed::Expedition { needs, .. } => Some(
                Symbol::ALL
                    .iter()
                    .flat_map(|s| std::iter::repeat_n(s.letter(), needs[s.index()] as usize))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// Influence printed on the card (0 for ships and taxes).
    pub fn influence(&self) -> u8 {
        match self.printed {
            Printed::Character { influence, .. } | Printed::Expedition { influence, .. } => {
                influence
            }
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(pred: impl Fn(&Printed) -> bool) -> usize {
        FACES
            .iter()
            .filter(|f| pred(&f.printed))
            .map(|f| f.copies as usize)
            .sum()
    }

    #[test]
    fn components_60_characters_50_ships_6_expeditions_4_taxes() {
        assert_eq!(count(|p| matches!(p, Printed::Character { .. })), 60);
        assert_eq!(count(|p| matches!(p, Printed::Ship { .. })), 50);
        assert_eq!(count(|p| matches!(p, Printed::Expedition { .. })), 6);
        assert_eq!(count(|p| matches!(p, Printed::Tax(_))), 4);
    }

    #[test]
    fn profession_counts_as_in_the_rulebook() {
        let kinds = |k: &dyn Fn(Kind) -> bool| {
            count(|p| matches!(p, Printed::Character { kind, .. } if k(*kind)))
        };
        assert_eq!(kinds(&|k| matches!(k, Trader(_))), 10);
        assert_eq!(kinds(&|k| k == Settler), 5);
        assert_eq!(kinds(&|k| k == Captain), 5);
        assert_eq!(kinds(&|k| k == Priest), 5);
        assert_eq!(kinds(&|k| k == JackOfAllTrades), 3);
        assert_eq!(kinds(&|k| k == Sailor), 10);
        assert_eq!(kinds(&|k| k == Pirate), 3);
        assert_eq!(kinds(&|k| k == Mademoiselle), 4);
        assert_eq!(kinds(&|k| k == Jester), 5);
        assert_eq!(kinds(&|k| k == Admiral), 6);
        assert_eq!(kinds(&|k| k == Governor), 4);
        for c in Colour::ALL {
            assert_eq!(kinds(&|k| k == Trader(c)), 2, "two traders of each colour");
        }
    }

    /// The component table lists, per colour, how many ships show each sword value.
    #[test]
    fn sword_distribution_per_colour_matches_the_component_table() {
        let dist = |colour: Colour| {
            let mut d: Vec<(Option<u8>, usize)> = Vec::new();
            for f in &FACES {
                if let Printed::Ship {
                    colour: c, swords, ..
                } = f.printed
                    && c == colour
                {
                    match d.iter_mut().find(|(s, _)| *s == swords) {
                        Some(e) => e.1 += f.copies as usize,
                        None => d.push((swords, f.copies as usize)),
                    }
                }
            }
            d
        };
        assert_eq!(dist(Yellow), [(Some(1), 4), (Some(2), 3), (Some(4), 3)]);
        assert_eq!(dist(Blue), [(Some(1), 4), (Some(2), 3), (Some(5), 3)]);
        assert_eq!(dist(Green), [(Some(1), 4), (Some(3), 3), (Some(5), 3)]);
        assert_eq!(
            dist(Red),
            [(Some(1), 3), (Some(3), 3), (Some(6), 2), (None, 2)]
        );
        assert_eq!(
            dist(Black),
            [(Some(2), 3), (Some(4), 3), (Some(7), 2), (None, 2)]
        );
        for c in Colour::ALL {
            assert_eq!(
                dist(c).iter().map(|e| e.1).sum::<usize>(),
                10,
                "10 ships of each colour"
            );
        }
    }

    #[test]
    fn face_ids_are_unique_and_cards_number_120() {
        for (i, f) in FACES.iter().enumerate() {
            assert_eq!(face_by_id(f.id), Some(i as FaceId));
        }
        assert_eq!(CARD_FACE.len(), 120);
        assert_eq!(face_of(five_player_expedition()).id, "exp-ACH");
        assert_eq!(
            FACES[face_by_id("exp-AAH").unwrap() as usize]
                .expedition_symbols()
                .unwrap(),
            "AAH"
        );
    }
}
