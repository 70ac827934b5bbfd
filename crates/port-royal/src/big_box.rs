//! The cards of the Port Royal Big Box beyond the base game, as facts: *Set Sail!* (¡Izad las
//! velas! / Napněte plachty!), the Gambler promo (Tahúr / Karbaník) and *Just One More Contract*
//! (Solo un contrato más / Kontrakty): its persons, its ships and its 16 competitive contracts.
//!
//! Not every printed value is public. Every face carries a [`Grade`] saying how sure the value is:
//!
//! - **High**: read off an image of the printed card, or two independent transcriptions agree.
//! - **Medium**: one careful transcription of the cards, which reproduces every value that could
//!   be checked elsewhere (all 120 base cards and all 14 persons of *Just One More Contract*).
//! - **Estimate**: no source. These faces live in their own table, [`SET_SAIL_ESTIMATED`], and
//!   [`is_estimated`] tells them apart so that a screen can say so. A sourced value later replaces
//!   an estimate by moving its row from that table into [`SET_SAIL`]: no code changes.
//!
//! The rules of these cards are in the rulebooks; the readings chosen where they are unclear are in
//! `docs/rulings.md` (section "Port Royal — Big Box"). The engine plays Set Sail on its own
//! (`Mode::SetSail`, numbering in [`crate::deck`]), and mixes into the base game Set Sail's marked
//! cards, the Gambler, and Just One More Contract's persons and ships; it also plays that
//! expansion's competitive contracts ([`crate::contracts`]), which bring its persons and ships.

use crate::data::{Colour, Kind};

/// Which box a card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Set {
    /// *Set Sail!*: 60 cards, a game of its own for 2–4 players (mark U / N).
    SetSail,
    /// The Gambler promo: 4 cards for the base game (mark P).
    Gambler,
    /// *Just One More Contract*: 14 persons and 10 ships (mark A / K), plus the large contracts.
    Contract,
}

/// How sure a printed value is (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    High,
    Medium,
    Estimate,
}

/// The persons of the Big Box cards. Sailors and pirates are the base game's professions with
/// new values; the others are new.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Profession {
    /// Set Sail: a traded ship of its colour is tucked under it, +1 influence per ship.
    Merchant(Colour),
    /// Set Sail: influence only.
    Passenger,
    Sailor,
    Pirate,
    /// Promo: once per turn, reveal 4 cards at once.
    Gambler,
    /// Just One More Contract: trading a ship of its colour allows 1 more harbour card (paid for
    /// like any card by a player who is not active; rulings.md BB12).
    Clerk(Colour),
    /// Just One More Contract: at the start of each of your takes, 1 coin less than the ships in
    /// the harbour (nothing for one ship or none; rulings.md BB10).
    Gunner,
    /// Just One More Contract: at the start of each of your takes, active or not, 1 coin if the
    /// harbour holds 3 or 4 cards (rulings.md BB9).
    ViceAdmiral,
    /// The Adventure's Tybuk brothers, lookouts and tavern keepers (its captain, priest and
    /// settler are the base game's kinds). Only a build with the `adventure` feature has them.
    #[cfg(feature = "adventure")]
    Adventure(crate::adventure::data::Profession),
}

/// How a person of the Big Box is named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// As printed: (English, Spanish Big Box, Czech).
    Printed(&'static str, &'static str, &'static str),
    /// The Adventure's persons: the id of a text of Port Royal's text files
    /// ([`crate::adventure::data::TextId`]), which hold its words in every language.
    Text(&'static str),
}

impl Profession {
    /// Names as printed: (English, Spanish Big Box, Czech); the English name of the merchant is
    /// ours (English reviews call it "wholesaler"). The Adventure's persons are named by a text
    /// id.
    pub fn names(self) -> Name {
        let (en, es, cs) = match self {
            Profession::Merchant(_) => ("Merchant", "Mercader", "Kramář"),
            Profession::Passenger => ("Passenger", "Pasajero", "Cestující"),
            Profession::Sailor => Kind::Sailor.names_en_es_cs(),
            Profession::Pirate => Kind::Pirate.names_en_es_cs(),
            Profession::Gambler => ("Gambler", "Tahúr", "Karbaník"),
            Profession::Clerk(_) => ("Clerk", "Vendedor", "Kupec"),
            Profession::Gunner => ("Gunner", "Artillera", "Kanonýr"),
            Profession::ViceAdmiral => ("Vice Admiral", "Vicealmirante", "Viceadmirál"),
            #[cfg(feature = "adventure")]
            Profession::Adventure(p) => return Name::Text(p.name()),
        };
        Name::Printed(en, es, cs)
    }

    /// The ship colour printed on the card, for merchants and clerks.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Profession::Merchant(c) | Profession::Clerk(c) => Some(c),
            _ => None,
        }
    }
}

impl Kind {
    fn names_en_es_cs(self) -> (&'static str, &'static str, &'static str) {
        let (en, _, es, cs) = self.names();
        (en, es, cs)
    }
}

/// What is printed on a Big Box card face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxPrinted {
    Person {
        profession: Profession,
        cost: u8,
        influence: u8,
        swords: u8,
    },
    /// `swords: None` is the skull. `coin_to_another`: the taker also gives 1 coin from the deck
    /// to another player of their choice (one ship per colour in Just One More Contract).
    Ship {
        colour: Colour,
        coins: u8,
        swords: Option<u8>,
        coin_to_another: bool,
    },
    /// Set Sail's tax: everyone with 9 coins or more discards down to 8; then the player(s) with
    /// the fewest influence (0 counts) get 1 coin.
    Tax,
}

/// One distinct Big Box card face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxFace {
    /// Stable id, distinct from every base-game id.
    pub id: &'static str,
    pub copies: u8,
    pub set: Set,
    pub printed: BoxPrinted,
    /// How sure the printed values are.
    pub grade: Grade,
    /// Set Sail cards with the mark (bottom left) that lets them be mixed into the base game.
    pub mixes_into_base: bool,
}

const fn person(
    id: &'static str,
    copies: u8,
    set: Set,
    profession: Profession,
    (cost, influence, swords): (u8, u8, u8),
    grade: Grade,
    mixes_into_base: bool,
) -> BoxFace {
    BoxFace {
        id,
        copies,
        set,
        printed: BoxPrinted::Person {
            profession,
            cost,
            influence,
            swords,
        },
        grade,
        mixes_into_base,
    }
}

/// A ship; `swords == 0` is the skull.
const fn boat(
    id: &'static str,
    set: Set,
    colour: Colour,
    (coins, swords): (u8, u8),
    coin_to_another: bool,
    grade: Grade,
    mixes_into_base: bool,
) -> BoxFace {
    BoxFace {
        id,
        copies: 1,
        set,
        printed: BoxPrinted::Ship {
            colour,
            coins,
            swords: if swords == 0 { None } else { Some(swords) },
            coin_to_another,
        },
        grade,
        mixes_into_base,
    }
}

use Colour::*;
use Grade::*;
use Profession::*;
use Set::SetSail;

const fn sail_person(id: &'static str, copies: u8, p: Profession, v: (u8, u8, u8)) -> BoxFace {
    person(id, copies, SetSail, p, v, Medium, true)
}
const fn sail_ship(id: &'static str, colour: Colour, v: (u8, u8)) -> BoxFace {
    boat(id, SetSail, colour, v, false, Medium, true)
}
/// Every face of the estimated table is built here, so the table itself marks its rows.
const fn est_person(id: &'static str, copies: u8, p: Profession, v: (u8, u8, u8)) -> BoxFace {
    person(id, copies, SetSail, p, v, Estimate, false)
}
const fn est_ship(id: &'static str, colour: Colour, v: (u8, u8)) -> BoxFace {
    boat(id, SetSail, colour, v, false, Estimate, false)
}

/// Set Sail's sourced faces: the 20 cards marked for mixing into the base game (5 merchants, 5
/// passengers, 10 ships; Medium: one transcription) and the 3 taxes, whose rule is the rulebook's.
pub const SET_SAIL: [BoxFace; 17] = [
    sail_person("sail-merchant-yellow", 1, Merchant(Yellow), (8, 3, 0)),
    sail_person("sail-merchant-blue", 1, Merchant(Blue), (8, 3, 0)),
    sail_person("sail-merchant-green", 1, Merchant(Green), (6, 2, 0)),
    sail_person("sail-merchant-red", 1, Merchant(Red), (6, 2, 0)),
    sail_person("sail-merchant-black", 1, Merchant(Black), (6, 2, 0)),
    // The transcription gives all five passengers one picture and one value: either they are
    // identical or it simplified.
    sail_person("sail-passenger", 5, Passenger, (4, 2, 0)),
    sail_ship("sail-yellow-1-1", Yellow, (1, 1)),
    sail_ship("sail-yellow-3-4", Yellow, (3, 4)),
    sail_ship("sail-blue-2-2", Blue, (2, 2)),
    sail_ship("sail-blue-3-5", Blue, (3, 5)),
    sail_ship("sail-green-2-1", Green, (2, 1)),
    sail_ship("sail-green-2-3", Green, (2, 3)),
    sail_ship("sail-red-2-3", Red, (2, 3)),
    sail_ship("sail-red-3-6", Red, (3, 6)),
    sail_ship("sail-black-1-2", Black, (1, 2)),
    sail_ship("sail-black-4-skull", Black, (4, 0)),
    BoxFace {
        id: "sail-tax",
        copies: 3,
        set: SetSail,
        printed: BoxPrinted::Tax,
        grade: High,
        mixes_into_base: false,
    },
];

/// **Estimated values**: the 37 Set Sail cards whose printed values no source gives (the other 5
/// merchants, 5 passengers, 10 sailors, 2 pirates and 15 ships). Each is the most conservative guess
/// consistent with the known half: merchants copy the known merchant of their colour; passengers
/// are 4 → 2; sailors have 1 sword and are costed like the base game's; pirates have 2 swords;
/// the three unknown ships of a colour are (1 coin, its lowest sword level), (2, middle level) and
/// (3, highest level that is not the skull) of the colour's base-game distribution.
pub const SET_SAIL_ESTIMATED: [BoxFace; 26] = [
    est_person("sail-merchant-yellow-est", 1, Merchant(Yellow), (8, 3, 0)),
    est_person("sail-merchant-blue-est", 1, Merchant(Blue), (8, 3, 0)),
    est_person("sail-merchant-green-est", 1, Merchant(Green), (6, 2, 0)),
    est_person("sail-merchant-red-est", 1, Merchant(Red), (6, 2, 0)),
    est_person("sail-merchant-black-est", 1, Merchant(Black), (6, 2, 0)),
    est_person("sail-passenger-est", 5, Passenger, (4, 2, 0)),
    est_person("sail-sailor-3-est", 7, Sailor, (3, 1, 1)),
    est_person("sail-sailor-5-est", 2, Sailor, (5, 2, 1)),
    est_person("sail-sailor-7-est", 1, Sailor, (7, 3, 1)),
    est_person("sail-pirate-5-est", 1, Pirate, (5, 1, 2)),
    est_person("sail-pirate-7-est", 1, Pirate, (7, 2, 2)),
    est_ship("sail-yellow-1-1-est", Yellow, (1, 1)),
    est_ship("sail-yellow-2-2-est", Yellow, (2, 2)),
    est_ship("sail-yellow-3-4-est", Yellow, (3, 4)),
    est_ship("sail-blue-1-1-est", Blue, (1, 1)),
    est_ship("sail-blue-2-2-est", Blue, (2, 2)),
    est_ship("sail-blue-3-5-est", Blue, (3, 5)),
    est_ship("sail-green-1-1-est", Green, (1, 1)),
    est_ship("sail-green-2-3-est", Green, (2, 3)),
    est_ship("sail-green-3-5-est", Green, (3, 5)),
    est_ship("sail-red-1-1-est", Red, (1, 1)),
    est_ship("sail-red-2-3-est", Red, (2, 3)),
    est_ship("sail-red-3-6-est", Red, (3, 6)),
    est_ship("sail-black-1-2-est", Black, (1, 2)),
    est_ship("sail-black-2-4-est", Black, (2, 4)),
    est_ship("sail-black-3-7-est", Black, (3, 7)),
];

/// The Gambler promo: 4 persons without swords (Medium: one transcription, three distinct card
/// pictures).
pub const GAMBLER: [BoxFace; 3] = [
    person(
        "gambler-4",
        2,
        Set::Gambler,
        Gambler,
        (4, 1, 0),
        Medium,
        false,
    ),
    person(
        "gambler-6",
        1,
        Set::Gambler,
        Gambler,
        (6, 2, 0),
        Medium,
        false,
    ),
    person(
        "gambler-8",
        1,
        Set::Gambler,
        Gambler,
        (8, 3, 0),
        Medium,
        false,
    ),
];

const fn clerk(id: &'static str, colour: Colour, v: (u8, u8, u8)) -> BoxFace {
    person(id, 1, Set::Contract, Clerk(colour), v, High, false)
}
const fn jomc(id: &'static str, copies: u8, p: Profession, v: (u8, u8, u8)) -> BoxFace {
    person(id, copies, Set::Contract, p, v, High, false)
}
const fn gift_ship(id: &'static str, colour: Colour, swords: u8) -> BoxFace {
    boat(id, Set::Contract, colour, (3, swords), true, High, false)
}
const fn plain_ship(id: &'static str, colour: Colour, v: (u8, u8), grade: Grade) -> BoxFace {
    boat(id, Set::Contract, colour, v, false, grade, false)
}

/// Just One More Contract's 24 game cards: 5 clerks (one per colour), 4 gunners, 5 vice admirals
/// (High: two independent transcriptions agree), and 2 ships per colour, one of which gives 1 coin
/// to another player (High: card images; four of the plain ships Medium).
pub const CONTRACT_CARDS: [BoxFace; 21] = [
    clerk("clerk-yellow", Yellow, (4, 1, 0)),
    clerk("clerk-blue", Blue, (6, 2, 0)),
    clerk("clerk-green", Green, (9, 3, 0)),
    clerk("clerk-red", Red, (6, 2, 0)),
    clerk("clerk-black", Black, (4, 1, 0)),
    jomc("gunner-4", 1, Gunner, (4, 1, 0)),
    jomc("gunner-6", 2, Gunner, (6, 2, 0)),
    jomc("gunner-8", 1, Gunner, (8, 3, 0)),
    jomc("vice-admiral-5", 2, ViceAdmiral, (5, 1, 0)),
    jomc("vice-admiral-7", 2, ViceAdmiral, (7, 2, 0)),
    jomc("vice-admiral-9", 1, ViceAdmiral, (9, 3, 0)),
    gift_ship("yellow-3-4-gift", Yellow, 4),
    gift_ship("blue-3-5-gift", Blue, 5),
    gift_ship("green-3-3-gift", Green, 3),
    gift_ship("red-3-6-gift", Red, 6),
    gift_ship("black-3-skull-gift", Black, 0),
    plain_ship("contract-yellow-1-2", Yellow, (1, 2), High),
    plain_ship("contract-blue-1-1", Blue, (1, 1), Medium),
    plain_ship("contract-green-1-1", Green, (1, 1), Medium),
    plain_ship("contract-red-1-1", Red, (1, 1), Medium),
    plain_ship("contract-black-1-2", Black, (1, 2), Medium),
];

/// Every Big Box card face: Set Sail (sourced, then estimated), Gambler, Just One More Contract.
pub fn box_faces() -> impl Iterator<Item = &'static BoxFace> {
    SET_SAIL
        .iter()
        .chain(SET_SAIL_ESTIMATED.iter())
        .chain(GAMBLER.iter())
        .chain(CONTRACT_CARDS.iter())
}

/// The 60 cards of Set Sail played on its own: the sourced faces and the estimated ones.
pub fn set_sail_deck() -> impl Iterator<Item = &'static BoxFace> {
    SET_SAIL.iter().chain(SET_SAIL_ESTIMATED.iter())
}

/// The 20 Set Sail cards marked for mixing into the base game.
pub fn set_sail_mix_in() -> impl Iterator<Item = &'static BoxFace> {
    set_sail_deck().filter(|f| f.mixes_into_base)
}

/// The Big Box face with this id, if there is one.
pub fn box_face_by_id(id: &str) -> Option<&'static BoxFace> {
    box_faces().find(|f| f.id == id)
}

/// Whether the printed values of the face with this id are estimates (no source): true exactly
/// for the rows of [`SET_SAIL_ESTIMATED`]. Screens show a note on these cards.
pub fn is_estimated(id: &str) -> bool {
    SET_SAIL_ESTIMATED.iter().any(|f| f.id == id)
}

impl BoxFace {
    /// Number of physical cards of `faces` that satisfy `pred`.
    pub fn count<'a>(
        faces: impl IntoIterator<Item = &'a BoxFace>,
        pred: impl Fn(&BoxFace) -> bool,
    ) -> usize {
        faces
            .into_iter()
            .filter(|f| pred(f))
            .map(|f| usize::from(f.copies))
            .sum()
    }

    /// The profession, for persons.
    pub fn profession(&self) -> Option<Profession> {
        match self.printed {
            BoxPrinted::Person { profession, .. } => Some(profession),
            _ => None,
        }
    }

    /// The ship colour, for ships.
    pub fn ship_colour(&self) -> Option<Colour> {
        match self.printed {
            BoxPrinted::Ship { colour, .. } => Some(colour),
            _ => None,
        }
    }
}

// ----- contracts ---------------------------------------------------------------------------

/// A person a pair contract depicts. The clerk is drawn without a colour: any clerk will do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Person {
    Settler,
    Captain,
    Priest,
    Jester,
    Mademoiselle,
    Gunner,
    ViceAdmiral,
    Clerk,
}

impl Person {
    /// Whether a base-game profession is this person.
    pub fn is_kind(self, kind: Kind) -> bool {
        matches!(
            (self, kind),
            (Person::Settler, Kind::Settler)
                | (Person::Captain, Kind::Captain)
                | (Person::Priest, Kind::Priest)
                | (Person::Jester, Kind::Jester)
                | (Person::Mademoiselle, Kind::Mademoiselle)
        )
    }

    /// Whether a Big Box profession is this person.
    pub fn is_profession(self, p: Profession) -> bool {
        matches!(
            (self, p),
            (Person::Gunner, Profession::Gunner)
                | (Person::ViceAdmiral, Profession::ViceAdmiral)
                | (Person::Clerk, Profession::Clerk(_))
        )
    }
}

/// What a contract asks of you.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Requirement {
    /// Both persons in your display (a jack of all trades stands in for neither).
    Pair(Person, Person),
    /// This many traders of any colours in your display.
    Traders(u8),
    /// This many persons whose printed cost is at most `cost`.
    CheapPersons { persons: u8, cost: u8 },
    /// At least this many swords in your display.
    Swords(u8),
    /// At least this many expeditions in your display.
    Expeditions(u8),
    /// Trade a ship of `colour` declining all its coins (traders' included), `times` times: a cube
    /// on box "1", then "2", …, and the last time completes the contract.
    DeclineCoins { colour: Colour, times: u8 },
    /// Lose coins to a tax.
    PayTax,
    /// Bust as the active player (a second ship of a colour, with the gambler too).
    Bust,
    /// As the active player, ships of at least `colours` colours in the harbour, `times` times.
    ShipColours { colours: u8, times: u8 },
    /// As the active player, repel one ship of each of the 5 colours; the repelled ships are kept
    /// (one per colour) until the fifth, then all are discarded.
    RepelEveryColour,
    /// At least this much influence (co-operative Small Estate).
    Influence(u8),
    /// Pay this many coins (co-operative Ransom): the coins go to the discard pile.
    PayCoins(u8),
}

/// One of the 16 competitive contracts, or one of the two co-operative-only ones
/// ([`COOP_CONTRACTS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contract {
    /// Stable id.
    pub id: &'static str,
    /// Names as printed: (English, Spanish, Czech).
    pub names: (&'static str, &'static str, &'static str),
    /// The seal (top right), used only by the co-op and solo modes: a number and a letter.
    pub seal: (i8, char),
    /// Coins of the five cube boxes, left to right; 0 is a box printed without coins.
    pub track: [u8; 5],
    pub requirement: Requirement,
    /// Must be completed the moment it can be, or the chance is gone.
    pub at_once: bool,
    /// Only the active player may complete it.
    pub active_only: bool,
    pub grade: Grade,
}

const fn contract(
    id: &'static str,
    names: (&'static str, &'static str, &'static str),
    seal: (i8, char),
    track: [u8; 5],
    requirement: Requirement,
    (at_once, active_only): (bool, bool),
) -> Contract {
    Contract {
        id,
        names,
        seal,
        track,
        requirement,
        at_once,
        active_only,
        grade: High,
    }
}

use Requirement as R;
const ANY_TIME: (bool, bool) = (false, false);
const AT_ONCE: (bool, bool) = (true, false);
const AT_ONCE_ACTIVE: (bool, bool) = (true, true);
const ACTIVE: (bool, bool) = (false, true);

/// The 16 competitive contracts, in the order of the English rules (High: images of the printed
/// cards; the coin tracks also agree with an independent transcription). Which must be completed
/// at once and which only by the active player: `docs/rulings.md` BB7.
pub const CONTRACTS: [Contract; 16] = [
    contract(
        "comedian",
        ("Comedian", "Lumbrera", "Komik"),
        (0, 'I'),
        [4, 3, 2, 1, 0],
        R::Pair(Person::Priest, Person::Jester),
        ANY_TIME,
    ),
    contract(
        "lady-killer",
        ("Lady Killer", "Bruja", "Svůdník"),
        (1, 'G'),
        [3, 2, 1, 0, 0],
        R::Pair(Person::Captain, Person::Mademoiselle),
        ANY_TIME,
    ),
    contract(
        "maritime-supremacy",
        (
            "Maritime Supremacy",
            "Supremacía marítima",
            "Převaha na moři",
        ),
        (0, 'G'),
        [4, 3, 2, 1, 0],
        R::Pair(Person::Captain, Person::ViceAdmiral),
        ANY_TIME,
    ),
    contract(
        "new-colony",
        ("New Colony", "Nueva colonia", "Nová kolonie"),
        (1, 'D'),
        [3, 2, 1, 0, 0],
        R::Pair(Person::Settler, Person::Gunner),
        ANY_TIME,
    ),
    contract(
        "trade-outpost",
        ("Trade Outpost", "Puesto comercial", "Obchodní stanice"),
        (0, 'D'),
        [4, 3, 2, 1, 0],
        R::Pair(Person::Settler, Person::Clerk),
        ANY_TIME,
    ),
    contract(
        "trader-prince",
        ("Trader Prince", "Maestro del comercio", "Král obchodníků"),
        (0, 'B'),
        [3, 2, 1, 0, 0],
        R::Traders(2),
        ANY_TIME,
    ),
    contract(
        "cheap-staff",
        ("Cheap Staff", "Empleados austeros", "Levné mužstvo"),
        (1, 'B'),
        [5, 4, 3, 2, 1],
        R::CheapPersons {
            persons: 4,
            cost: 3,
        },
        ANY_TIME,
    ),
    contract(
        "fighter",
        ("Fighter", "Mercenario", "Rváč"),
        (0, 'A'),
        [3, 2, 1, 0, 0],
        R::Swords(3),
        ANY_TIME,
    ),
    contract(
        "explorer",
        ("Explorer", "Explorador", "Objevitel"),
        (1, 'E'),
        [2, 1, 0, 0, 0],
        R::Expeditions(1),
        ANY_TIME,
    ),
    contract(
        "frigate-foe",
        ("Frigate Foe", "Némesis de fragata", "Postrach fregat"),
        (0, 'C'),
        [8, 6, 5, 4, 3],
        R::DeclineCoins {
            colour: Red,
            times: 3,
        },
        AT_ONCE,
    ),
    contract(
        "galleon-foe",
        ("Galleon Foe", "Némesis de galeón", "Postrach galeon"),
        (-1, 'H'),
        [6, 5, 4, 3, 2],
        R::DeclineCoins {
            colour: Black,
            times: 2,
        },
        AT_ONCE,
    ),
    contract(
        "tax-officer",
        ("Tax Officer", "Inspector fiscal", "Berní úředník"),
        (1, 'C'),
        [7, 7, 7, 7, 7],
        R::PayTax,
        AT_ONCE,
    ),
    contract(
        "jinx",
        ("Jinx", "Mal de ojo", "Smolař"),
        (-1, 'F'),
        [1, 1, 1, 1, 1],
        R::Bust,
        AT_ONCE_ACTIVE,
    ),
    contract(
        "tiny-gamester",
        ("Tiny Gamester", "Especulador", "Malý hazardní hráč"),
        (0, 'A'),
        [2, 1, 0, 0, 0],
        R::ShipColours {
            colours: 3,
            times: 2,
        },
        AT_ONCE_ACTIVE,
    ),
    contract(
        "gamester",
        ("Gamester", "Gran especulador", "Velký hazardní hráč"),
        (0, 'A'),
        [2, 1, 0, 0, 0],
        R::ShipColours {
            colours: 4,
            times: 1,
        },
        AT_ONCE_ACTIVE,
    ),
    contract(
        "pack-of-pirates",
        (
            "Pack of Pirates",
            "El nido de los piratas",
            "Pirátská pakáž",
        ),
        (0, 'A'),
        [3, 2, 1, 0, 0],
        R::RepelEveryColour,
        ACTIVE,
    ),
];

/// Influence for completing your first, second and third contract (at most 3).
pub const CONTRACT_INFLUENCE: [u8; 3] = [0, 1, 2];
/// Contracts face up in the competitive mode.
pub const CONTRACTS_FACE_UP: usize = 4;

/// The two white contracts with the blue seal, used only in the co-operative and solo modes
/// (rulebook ES "Pequeño patrimonio" and "Rescate", CS "Malé panství" and "Výkupné").
///
/// **Estimated**: their seals were not found in any source. The Spanish rulebook lists the seal
/// numbers as −1, 1 and 2 and the 16 other contracts use only −1, 0 and 1, so each gets a 2, and
/// each a letter of its own (J, K). Their coin track was not found either: no coins. Their
/// English names are translations (the English wording was not found).
pub const COOP_CONTRACTS: [Contract; 2] = [
    Contract {
        id: "small-estate",
        names: ("Small Estate", "Pequeño patrimonio", "Malé panství"),
        seal: (2, 'J'),
        track: [0; 5],
        requirement: R::Influence(12),
        at_once: false,
        active_only: false,
        grade: Estimate,
    },
    Contract {
        id: "ransom",
        names: ("Ransom", "Rescate", "Výkupné"),
        seal: (2, 'K'),
        track: [0; 5],
        requirement: R::PayCoins(15),
        at_once: false,
        active_only: false,
        grade: Estimate,
    },
];

/// Contracts face up in the co-operative mode for 1, 2, 3, 4 and 5 players.
pub const COOP_FACE_UP: [usize; 5] = [3, 5, 7, 9, 11];
/// Cards of the time deck before the seals are counted, for any number of players.
pub const TIME_DECK_BASE: i32 = 13;

/// The largest time deck any co-operative deal can have (11 contracts face up for 5 players,
/// those with the highest seals and the most letters): how many cards the players may set aside
/// before the game at most ("any number", Czech rulebook; a test in `contracts::table` checks it
/// against every deal).
pub const MAX_TIME_DECK: u8 = 31;

/// The ranks of a won co-operative or solo game by the points deck ("Qué tal has jugado" /
/// "Jak se vám dařilo"): the fewest points of each, and its names (English, Spanish, Czech).
/// The English names are a translation: the English wording was not found.
pub const RANKS: [(u8, (&str, &str, &str)); 5] = [
    (
        0,
        ("Landlubber", "Marinero de agua dulce", "Suchozemské krysy"),
    ),
    (2, ("Sailor", "Marinero", "Námořníci")),
    (4, ("Pirate", "Pirata", "Piráti")),
    (6, ("Captain", "Capitana", "Kapitáni")),
    (
        8,
        (
            "Ruler of the Seas",
            "Señor de los mares",
            "Postrach všech moří",
        ),
    ),
];

/// The rank (0 Landlubber … 4 Ruler of the Seas) of a won game with this many points.
pub fn rank(points: u32) -> u8 {
    RANKS
        .iter()
        .rposition(|&(least, _)| points >= u32::from(least))
        .unwrap_or(0) as u8
}

/// The contract with this id (the co-operative ones included).
pub fn contract_by_id(id: &str) -> Option<&'static Contract> {
    CONTRACTS
        .iter()
        .chain(COOP_CONTRACTS.iter())
        .find(|c| c.id == id)
}
