//! The printed facts of the game: goods, plantations, buildings, roles and the setup for each
//! number of players (rulebook, "Preparativos" and "Reglas para 2 jugadores").

use serde::{Deserialize, Serialize};

/// Number of kinds of goods.
pub const GOODS: usize = 5;
/// Number of different buildings.
pub const BUILDINGS: usize = 23;
/// Number of roles (two prospectors).
pub const ROLES: usize = 8;
/// Island and city spaces of a player board.
pub const SPACES: u8 = 12;
/// Capacity of the trading house.
pub const HOUSE: u8 = 4;
/// Capacity of the wharf's imaginary ship (rulebook: "11 barriles").
pub const WHARF_CAPACITY: u8 = 11;

/// A kind of goods (and of plantation): corn, indigo, sugar, tobacco, coffee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Good {
    Corn,
    Indigo,
    Sugar,
    Tobacco,
    Coffee,
}

impl Good {
    pub const ALL: [Good; GOODS] = [
        Good::Corn,
        Good::Indigo,
        Good::Sugar,
        Good::Tobacco,
        Good::Coffee,
    ];
    /// The trading house's price: corn 0 … coffee 4.
    pub const fn price(self) -> u8 {
        self as u8
    }
    pub const fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Option<Good> {
        Good::ALL.get(i).copied()
    }
    /// The notation's name.
    pub const fn id(self) -> &'static str {
        match self {
            Good::Corn => "corn",
            Good::Indigo => "indigo",
            Good::Sugar => "sugar",
            Good::Tobacco => "tobacco",
            Good::Coffee => "coffee",
        }
    }
    pub fn from_id(s: &str) -> Option<Good> {
        Good::ALL.into_iter().find(|g| g.id() == s)
    }
}

/// Barrels of each good in the game (3–5 players); 2 fewer of each with 2 players.
pub const GOODS_SUPPLY: [u8; GOODS] = [10, 11, 11, 9, 9];
/// Plantation tiles of each kind: "8 de café, 9 de tabaco, 10 de maíz, 11 de azúcar y 12 de
/// añil"; 3 fewer of each with 2 players.
pub const PLANTATIONS: [u8; GOODS] = [10, 12, 11, 9, 8];
/// Quarries: 8; 5 with 2 players.
pub const QUARRIES: u8 = 8;

/// A role card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Settler,
    Mayor,
    Builder,
    Craftsman,
    Trader,
    Captain,
    Prospector,
    /// The second prospector card (5 players).
    Prospector2,
}

impl Role {
    pub const ALL: [Role; ROLES] = [
        Role::Settler,
        Role::Mayor,
        Role::Builder,
        Role::Craftsman,
        Role::Trader,
        Role::Captain,
        Role::Prospector,
        Role::Prospector2,
    ];
    pub const fn id(self) -> &'static str {
        match self {
            Role::Settler => "settler",
            Role::Mayor => "mayor",
            Role::Builder => "builder",
            Role::Craftsman => "craftsman",
            Role::Trader => "trader",
            Role::Captain => "captain",
            Role::Prospector => "prospector",
            Role::Prospector2 => "prospector-2",
        }
    }
    pub fn from_id(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.id() == s)
    }
    pub fn from_index(i: usize) -> Option<Role> {
        Role::ALL.get(i).copied()
    }
}

/// What a building is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// A small production building (one circle, column 1).
    SmallProduction(Good),
    /// A large production building.
    Production(Good),
    /// A small violet building.
    Violet,
    /// One of the five large violet buildings (two city spaces).
    Large,
}

/// A building's printed facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildingData {
    pub id: &'static str,
    pub name_es: &'static str,
    pub cost: u8,
    /// Victory points, which equal the column and the maximum quarry discount.
    pub points: u8,
    pub circles: u8,
    /// Tiles with 3–5 players and with 2 players.
    pub count: u8,
    pub count_2p: u8,
    pub kind: Kind,
}

impl BuildingData {
    /// The column on the game board (= points = maximum quarry discount).
    pub const fn column(&self) -> u8 {
        self.points
    }
    /// City spaces taken: 2 for the large buildings.
    pub const fn size(&self) -> u8 {
        match self.kind {
            Kind::Large => 2,
            _ => 1,
        }
    }
    pub const fn is_violet(&self) -> bool {
        matches!(self.kind, Kind::Violet | Kind::Large)
    }
}

/// A building, by its index in [`BUILDING_DATA`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[repr(u8)]
pub enum Building {
    SmallIndigoPlant,
    SmallSugarMill,
    SmallMarket,
    Hacienda,
    ConstructionHut,
    SmallWarehouse,
    IndigoPlant,
    SugarMill,
    Hospice,
    Office,
    LargeMarket,
    LargeWarehouse,
    TobaccoStorage,
    CoffeeRoaster,
    Factory,
    University,
    Harbor,
    Wharf,
    GuildHall,
    Residence,
    Fortress,
    CustomsHouse,
    CityHall,
}

impl Building {
    pub const ALL: [Building; BUILDINGS] = [
        Building::SmallIndigoPlant,
        Building::SmallSugarMill,
        Building::SmallMarket,
        Building::Hacienda,
        Building::ConstructionHut,
        Building::SmallWarehouse,
        Building::IndigoPlant,
        Building::SugarMill,
        Building::Hospice,
        Building::Office,
        Building::LargeMarket,
        Building::LargeWarehouse,
        Building::TobaccoStorage,
        Building::CoffeeRoaster,
        Building::Factory,
        Building::University,
        Building::Harbor,
        Building::Wharf,
        Building::GuildHall,
        Building::Residence,
        Building::Fortress,
        Building::CustomsHouse,
        Building::CityHall,
    ];
    pub const fn index(self) -> usize {
        self as usize
    }
    pub const fn bit(self) -> u32 {
        1 << (self as u32)
    }
    pub fn from_index(i: usize) -> Option<Building> {
        Building::ALL.get(i).copied()
    }
    pub const fn data(self) -> &'static BuildingData {
        &BUILDING_DATA[self as usize]
    }
    pub const fn id(self) -> &'static str {
        self.data().id
    }
    pub fn from_id(s: &str) -> Option<Building> {
        Building::ALL.into_iter().find(|b| b.id() == s)
    }
}

#[allow(clippy::too_many_arguments)]
const fn b(
    id: &'static str,
    name_es: &'static str,
    cost: u8,
    points: u8,
    circles: u8,
    count: u8,
    count_2p: u8,
    kind: Kind,
) -> BuildingData {
    BuildingData {
        id,
        name_es,
        cost,
        points,
        circles,
        count,
        count_2p,
        kind,
    }
}

/// The 23 buildings (49 tiles): cost, points (= column), circles, tiles for 3–5 and 2 players.
pub const BUILDING_DATA: [BuildingData; BUILDINGS] = [
    b(
        "small-indigo-plant",
        "Añilería pequeña",
        1,
        1,
        1,
        4,
        2,
        Kind::SmallProduction(Good::Indigo),
    ),
    b(
        "small-sugar-mill",
        "Azucarera pequeña",
        2,
        1,
        1,
        4,
        2,
        Kind::SmallProduction(Good::Sugar),
    ),
    b(
        "small-market",
        "Mercado pequeño",
        1,
        1,
        1,
        2,
        1,
        Kind::Violet,
    ),
    b("hacienda", "Hacienda", 2, 1, 1, 2, 1, Kind::Violet),
    b(
        "construction-hut",
        "Caseta de obra",
        2,
        1,
        1,
        2,
        1,
        Kind::Violet,
    ),
    b(
        "small-warehouse",
        "Almacén pequeño",
        3,
        1,
        1,
        2,
        1,
        Kind::Violet,
    ),
    b(
        "indigo-plant",
        "Añilería",
        3,
        2,
        3,
        3,
        2,
        Kind::Production(Good::Indigo),
    ),
    b(
        "sugar-mill",
        "Azucarera",
        4,
        2,
        3,
        3,
        2,
        Kind::Production(Good::Sugar),
    ),
    b("hospice", "Hospicio", 4, 2, 1, 2, 1, Kind::Violet),
    b("office", "Oficina", 5, 2, 1, 2, 1, Kind::Violet),
    b(
        "large-market",
        "Mercado grande",
        5,
        2,
        1,
        2,
        1,
        Kind::Violet,
    ),
    b(
        "large-warehouse",
        "Almacén grande",
        6,
        2,
        1,
        2,
        1,
        Kind::Violet,
    ),
    b(
        "tobacco-storage",
        "Secadero de tabaco",
        5,
        3,
        3,
        3,
        2,
        Kind::Production(Good::Tobacco),
    ),
    b(
        "coffee-roaster",
        "Tostadero de café",
        6,
        3,
        2,
        3,
        2,
        Kind::Production(Good::Coffee),
    ),
    b("factory", "Fábrica", 7, 3, 1, 2, 1, Kind::Violet),
    b("university", "Universidad", 8, 3, 1, 2, 1, Kind::Violet),
    b("harbor", "Puerto", 8, 3, 1, 2, 1, Kind::Violet),
    b("wharf", "Muelle", 9, 3, 1, 2, 1, Kind::Violet),
    b("guild-hall", "Cofradía", 10, 4, 1, 1, 1, Kind::Large),
    b("residence", "Residencia", 10, 4, 1, 1, 1, Kind::Large),
    b("fortress", "Fortaleza", 10, 4, 1, 1, 1, Kind::Large),
    b("customs-house", "Aduana", 10, 4, 1, 1, 1, Kind::Large),
    b("city-hall", "Ayuntamiento", 10, 4, 1, 1, 1, Kind::Large),
];

/// The setup for a number of players ("Preparativos"; "Reglas para 2 jugadores").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub doubloons: u8,
    /// Starting plantation by seat (seat 0 is the governor).
    pub start: [Good; 5],
    pub vp_chips: u16,
    pub colonists: u8,
    pub ship_colonists: u8,
    /// Cargo ship capacities (2 or 3 ships; 0 = no ship).
    pub ships: [u8; 3],
    /// Roles in play, as a bit mask over [`Role::ALL`].
    pub roles: u8,
    /// Role picks per round: one each, but three each with 2 players.
    pub picks: u8,
    /// Plantation tiles removed per kind, quarries removed, barrels removed per good.
    pub removed_plantations: u8,
    pub quarries: u8,
    pub removed_goods: u8,
}

const I: Good = Good::Indigo;
const C: Good = Good::Corn;

/// The setup for `players` (2–5).
pub const fn setup(players: usize) -> Setup {
    match players {
        2 => Setup {
            doubloons: 3,
            start: [I, C, C, C, C],
            vp_chips: 65,
            colonists: 40,
            ship_colonists: 2,
            ships: [4, 6, 0],
            roles: 0b0111_1111,
            picks: 6,
            removed_plantations: 3,
            quarries: 5,
            removed_goods: 2,
        },
        3 => Setup {
            doubloons: 2,
            start: [I, I, C, C, C],
            vp_chips: 75,
            colonists: 55,
            ship_colonists: 3,
            ships: [4, 5, 6],
            roles: 0b0011_1111,
            picks: 3,
            removed_plantations: 0,
            quarries: 8,
            removed_goods: 0,
        },
        4 => Setup {
            doubloons: 3,
            start: [I, I, C, C, C],
            vp_chips: 100,
            colonists: 75,
            ship_colonists: 4,
            ships: [5, 6, 7],
            roles: 0b0111_1111,
            picks: 4,
            removed_plantations: 0,
            quarries: 8,
            removed_goods: 0,
        },
        _ => Setup {
            doubloons: 4,
            start: [I, I, I, C, C],
            vp_chips: 122,
            colonists: 95,
            ship_colonists: 5,
            ships: [6, 7, 8],
            roles: 0b1111_1111,
            picks: 5,
            removed_plantations: 0,
            quarries: 8,
            removed_goods: 0,
        },
    }
}

/// The factory's doubloons by kinds of goods produced: 2→1, 3→2, 4→3, 5→5.
pub const FACTORY_BONUS: [u8; 6] = [0, 0, 1, 2, 3, 5];

/// Compact copies of [`BUILDING_DATA`]'s numbers for the hot paths (one byte per building).
pub(crate) const CIRCLES: [u8; BUILDINGS] = {
    let mut a = [0; BUILDINGS];
    let mut i = 0;
    while i < BUILDINGS {
        a[i] = BUILDING_DATA[i].circles;
        i += 1;
    }
    a
};

/// Building costs, as printed.
pub(crate) const COST: [u8; BUILDINGS] = {
    let mut a = [0; BUILDINGS];
    let mut i = 0;
    while i < BUILDINGS {
        a[i] = BUILDING_DATA[i].cost;
        i += 1;
    }
    a
};

/// Building columns (the maximum quarry discount).
pub(crate) const COLUMN: [u8; BUILDINGS] = {
    let mut a = [0; BUILDINGS];
    let mut i = 0;
    while i < BUILDINGS {
        a[i] = BUILDING_DATA[i].column();
        i += 1;
    }
    a
};

/// The buildings that take two city spaces (bit mask over [`Building::ALL`]).
pub(crate) const LARGE_MASK: u32 = {
    let mut m = 0;
    let mut i = 0;
    while i < BUILDINGS {
        if BUILDING_DATA[i].size() == 2 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

/// Every building (bit mask).
pub(crate) const ALL_BUILDINGS: u32 = (1 << BUILDINGS) - 1;
