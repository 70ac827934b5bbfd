//! The shapes of the Adventure's cards, as data the engine reads: chapters and their story cards,
//! missions as mechanisms, the hourglass of the end of the month, events, characters, and the 39
//! game cards shuffled into the deck chapter by chapter.
//!
//! Nothing here is a printed text. The facts the rulebooks give (counts, numbering, the character
//! abilities, the event deck table, the missions quoted in the appendix) are typed as such; the
//! chapters, events and missions of [`super::content`] are written for Islas, and every printed
//! value no source gives is in a table of its own marked [`Source::Estimate`].

use serde::{Deserialize, Serialize};

use crate::data::{Colour, Kind, Symbol};

/// The id of a text of the Adventure's content (a title, a story, an event's or a character's
/// name): a key of Port Royal's text files (`locales/port-royal.<lang>.txt`), which hold its
/// words in every language the app speaks. The engine names texts, it holds no prose.
pub type TextId = &'static str;

/// Where a fact comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    /// Stated by the Big Box rulebooks (ES or CS): counts, numbering, abilities, the appendix's
    /// missions.
    Rulebook,
    /// Read off the picture of story card 10 in the English Big Box manual (low confidence).
    ManualPicture,
    /// Written for Islas: our own chapters, missions, events and rewards.
    Islas,
    /// A printed value that is not public: our estimate, kept in its own table.
    Estimate,
}

/// Co-operative (solo included) or competitive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CampaignMode {
    CoOp,
    Competitive,
}

impl CampaignMode {
    pub const ALL: [CampaignMode; 2] = [CampaignMode::CoOp, CampaignMode::Competitive];
}

// ----- story cards ------------------------------------------------------------------------------

/// The number printed on a story card: `27a` is `CardNo::lettered(27, 'a')`.
///
/// The letter is kept as an ASCII byte (written as a one-letter string in JSON, as a `char`
/// was): an `Option<char>` inside [`crate::Action`] made every other action's tag a value above
/// `char::MAX`, and the tables the compiler builds for matches on actions then took addresses
/// the app's wasm splitter cannot relocate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardNo {
    pub number: u8,
    /// `b'a'`, `b'b'` or none.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "letter_json")]
    pub letter: Option<u8>,
}

/// A story card's letter in JSON: a one-letter string (`"a"`), only a lowercase ASCII letter.
mod letter_json {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(letter: &Option<u8>, s: S) -> Result<S::Ok, S::Error> {
        match letter {
            Some(l) => s.serialize_some(&char::from(*l)),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
        match Option::<char>::deserialize(d)? {
            Some(c) if c.is_ascii_lowercase() => Ok(Some(c as u8)),
            Some(c) => Err(D::Error::custom(format!(
                "\"{c}\" is not a story card's letter"
            ))),
            None => Ok(None),
        }
    }
}

impl CardNo {
    pub const fn new(number: u8) -> CardNo {
        CardNo {
            number,
            letter: None,
        }
    }
    /// `letter` is a lowercase ASCII letter (`'a'` or `'b'` on the printed cards).
    pub const fn lettered(number: u8, letter: char) -> CardNo {
        CardNo {
            number,
            letter: Some(letter as u8),
        }
    }
    /// The chapter whose range holds this number: 10–17 → 1, 20–28b → 2, …, 61–65 → 1–5.
    pub fn chapter(self) -> Option<u8> {
        match self.number {
            10..=58 => Some(self.number / 10),
            61..=65 => Some(self.number - 60),
            _ => None,
        }
    }
}

impl std::fmt::Display for CardNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.letter {
            Some(l) => write!(f, "{}{}", self.number, char::from(l)),
            None => write!(f, "{}", self.number),
        }
    }
}

impl std::str::FromStr for CardNo {
    type Err = String;
    fn from_str(s: &str) -> Result<CardNo, String> {
        let s = s.trim();
        let (digits, letter) = match s.char_indices().last() {
            Some((i, c)) if c.is_ascii_lowercase() => (&s[..i], Some(c as u8)),
            _ => (s, None),
        };
        let number = digits
            .parse::<u8>()
            .map_err(|_| format!("\"{s}\" is not a story card number"))?;
        Ok(CardNo { number, letter })
    }
}

/// What kind of story card. Every numbered card tells the story on its front and shows a
/// mission on its back (rulebook: *"En el anverso se narra la historia … En el reverso se
/// muestran las misiones"*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StoryKind {
    /// The unnumbered chapter card: number and title on the front, the story so far on the back
    /// (chapter 1's is the book cover).
    Title,
    /// Story on the front, a mission on the back.
    Mission,
    /// The end of the chapter, 61–65, read after a co-operative win (and after a competitive
    /// game).
    End,
}

/// A group of the 39 game cards, named by the code printed on them (80, 81, …). The shuffle-in
/// icon of a story card names a code and a count.
pub type Group = u8;

/// One story card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoryCard {
    /// `None` for the unnumbered chapter card.
    pub no: Option<CardNo>,
    pub kind: StoryKind,
    /// The short title shown above the text.
    pub title: TextId,
    /// The story read aloud (front), or for a chapter card its title page and the story so far.
    pub text: TextId,
    /// The shuffle-in icon: the groups of game cards to shuffle into the deck when this card is
    /// read.
    pub shuffle_in: &'static [Group],
    /// The mission on the back (mission cards only).
    pub mission: Option<Mission>,
}

/// One chapter: its number, title, and story cards in the order of the box (chapter card,
/// missions, end card).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chapter {
    pub number: u8,
    pub title: TextId,
    pub cards: &'static [StoryCard],
}

impl Chapter {
    /// The card with this number.
    pub fn card(&self, no: CardNo) -> Option<&'static StoryCard> {
        self.cards.iter().find(|c| c.no == Some(no))
    }
    /// The first mission card read (n0).
    pub fn first(&self) -> CardNo {
        CardNo::new(self.number * 10)
    }
    /// The end card (6n).
    pub fn end(&self) -> CardNo {
        CardNo::new(60 + self.number)
    }
    /// The mission cards, in the order of the box.
    pub fn missions(&self) -> impl Iterator<Item = (CardNo, &'static Mission)> {
        self.cards
            .iter()
            .filter_map(|c| Some((c.no?, c.mission.as_ref()?)))
    }
}

// ----- missions ---------------------------------------------------------------------------------

/// A person a mission asks for in your display. A character's "same ability as a …" never counts
/// as that person (rulebook: *"no se considera esa profesión"*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Person {
    /// A base-game profession (a trader of this colour, a priest, …). The expansion's captain,
    /// priest and settler are captains, priests and settlers.
    Base(Kind),
    /// A trader of any colour.
    AnyTrader,
    Lookout,
    TavernKeeper,
    TybukBrothers,
}

/// A thing a mission counts, in your display or your coins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Thing {
    Coins,
    Crowns,
    Person(Person),
    /// Persons whose printed cost is at most this (discounts do not count).
    PersonsCostingAtMost(u8),
    /// Swords in your display.
    Swords,
    Expeditions,
    /// Persons with this expedition symbol (the jack of all trades does not count).
    Symbols(Symbol),
    /// Ships kept with this item.
    Item(Item),
    /// Ares pirates kept, whatever they carry.
    AresPirates,
    /// Ships kept of this colour.
    Ships(ShipColour),
    /// Influence (persons, expeditions and the crown card).
    Influence,
}

/// One part of a mission; a mission asks for all its parts together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// Have at least this many in your display ("2 swords").
    Have(Thing, u8),
    /// Return this many to the discard pile (coins to the deck's discard, crowns down the track):
    /// the printed minus sign ("−4 coins").
    Discard(Thing, u8),
    /// Ships of at least this many colours in the harbour (active player, at once).
    HarbourColours(u8),
    /// Stop discovering with exactly this many cards in the harbour; with `take_one_fewer`, take
    /// one card fewer than allowed this turn (active player, at once).
    StopAtHarbour { cards: u8, take_one_fewer: bool },
    /// Stop discovering with exactly this many cards in the harbour, on this many turns: the
    /// cubes on the progress boxes do not count as placed until the last (mission 52).
    StopAtHarbourTimes { cards: u8, times: u8 },
    /// Lose coins to a tax (at once).
    PayTax,
    /// Repel a ship of at least this many swords as the active player (at once).
    Repel { swords: u8 },
    /// Repel an Ares pirate as the active player (at once).
    RepelAres,
    /// Complete an expedition (at once, when you do).
    CompleteExpedition,
}

impl Part {
    /// Whether the chance comes with a moment of play and is lost if not taken then.
    pub fn at_once(self) -> bool {
        !matches!(self, Part::Have(..) | Part::Discard(..))
    }
    /// Whether only the active player can meet it.
    pub fn active_only(self) -> bool {
        matches!(
            self,
            Part::HarbourColours(_)
                | Part::StopAtHarbour { .. }
                | Part::StopAtHarbourTimes { .. }
                | Part::Repel { .. }
                | Part::RepelAres
                | Part::CompleteExpedition
        )
    }
}

/// The rewards of a mission: for the first to complete it (**e**), and for everyone who does
/// (the crowns under the deck, **f**).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Reward {
    pub first_coins: u8,
    pub first_crowns: u8,
    pub crowns: u8,
}

/// One step an hourglass can lead to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Read this story card; its mission becomes the newest.
    Read(CardNo),
    /// Card 9: the co-operative game ends and the victory conditions are checked.
    Victory,
    /// Nothing new: the newest mission stays the newest (competitive, to the end of the game).
    Stay,
}

/// A step per mode: the handshake (co-operative) and the fist (competitive).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ByMode {
    pub co_op: Step,
    pub competitive: Step,
}

impl ByMode {
    pub fn get(self, mode: CampaignMode) -> Step {
        match mode {
            CampaignMode::CoOp => self.co_op,
            CampaignMode::Competitive => self.competitive,
        }
    }
}

/// The hourglass on a mission card: what the End of Month does while it is the newest mission.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hourglass {
    /// "n?": has at least one player completed mission n? `None`: no question, `success` is
    /// followed.
    pub check: Option<CardNo>,
    /// The green tick (or the only step).
    pub success: ByMode,
    /// The red cross.
    pub failure: ByMode,
    /// Competitive: coins a player may pay at this End of Month to return their leftmost cube
    /// to the box (rulebook: 8 on cards 14, 15, 27a, 27b and others).
    pub cube_for_coins: Option<u8>,
}

impl Hourglass {
    /// Every step this hourglass can lead to in `mode`.
    pub fn steps(&self, mode: CampaignMode) -> Vec<Step> {
        let mut v = vec![self.success.get(mode)];
        if self.check.is_some() && self.failure.get(mode) != v[0] {
            v.push(self.failure.get(mode));
        }
        v
    }
}

/// The mission on the back of a story card (named by the card's title).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mission {
    pub parts: &'static [Part],
    pub reward: Reward,
    pub hourglass: Hourglass,
    /// The red star: one of the 15 missions of the competitive variant after the campaign.
    pub star: bool,
    /// Where the requirement comes from (the appendix's missions are [`Source::Rulebook`]).
    pub source: Source,
}

impl Mission {
    /// Whether the chance must be taken at the moment it comes.
    pub fn at_once(&self) -> bool {
        self.parts.iter().any(|p| p.at_once())
    }
    /// Whether only the active player can complete it.
    pub fn active_only(&self) -> bool {
        self.parts.iter().any(|p| p.active_only())
    }
}

// ----- events -----------------------------------------------------------------------------------

/// When an event's effect happens (rulebook: *"«de inmediato», en la fase 1 o en la fase 2"*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Timing {
    Immediately,
    Phase1,
    Phase2,
}

/// Who an event's gain is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Whom {
    Active,
    Everyone,
    FewestInfluence,
    /// Every player with a person of this kind in their display.
    With(Person),
}

/// What an event does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventEffect {
    Coins {
        whom: Whom,
        coins: u8,
    },
    Crowns {
        whom: Whom,
        crowns: u8,
    },
    /// Persons cost this much less this turn (never below 0).
    Discount(u8),
    /// The active player may take this many more harbour cards in phase 2.
    ExtraTake(u8),
    /// No ship can be repelled this turn.
    NoRepel,
    /// Ships need this many swords fewer to be repelled this turn.
    EasierRepel(u8),
    /// Trading or keeping a ship of this colour this turn gives this many more coins.
    ShipBonus {
        colour: ShipColour,
        coins: u8,
    },
    /// A tax as the expansion's: 16 coins or more lose half, the fewest influence gets 2.
    Tax,
    /// This many cards from the deck go straight into the harbour (no repelling).
    FillHarbour(u8),
    /// Taking a harbour card as a non-active player costs nothing this turn.
    NoFee,
    /// Every player may sell one kept item of this kind for this many coins.
    Market {
        item: Item,
        coins: u8,
    },
    /// The End of Month: the newest mission's hourglass.
    EndOfMonth,
}

/// Which event cards a game uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventCode {
    /// The 13 cards of the base event deck (number 0).
    Base,
    /// Card 1: shuffled in with 1 or 2 players only.
    FewPlayers,
    /// Card 2: End of Month, always at the bottom.
    EndOfMonth,
    /// Card 3: End of Month of the competitive variant after the campaign.
    EndOfMonthVariant,
}

/// One event card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventCard {
    pub id: &'static str,
    pub code: EventCode,
    pub name: TextId,
    /// What the card says, in one sentence.
    pub text: TextId,
    pub timing: Timing,
    pub effect: EventEffect,
    /// Only in this mode (`None`: both).
    pub mode: Option<CampaignMode>,
    /// Left in the box in a solo game (the CS rulebook removes one base event in solo).
    pub not_solo: bool,
    /// Coins paid at this End of Month to return the leftmost cube (card 3: 10).
    pub cube_for_coins: Option<u8>,
    pub source: Source,
}

// ----- characters -------------------------------------------------------------------------------

/// A character's ability, unlocked by the first mission completed (rulebook appendix).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ability {
    /// Grace "Kid" May: your turn busts with at most `harbour` cards in the harbour: +`coins`.
    BustBonus { harbour: u8, coins: u8 },
    /// Jacques Grandeur: +`crowns` per expedition completed.
    ExpeditionCrowns(u8),
    /// The ability of this profession, without being one (Jean Blackbeard: a sailor; Lady Anne: a
    /// mademoiselle).
    As(Kind),
    /// Peter "Snug" Landman: as a trader; Don Ferdinando: as a trader, but 1 crown instead of 1
    /// coin. The colour printed on them is not public: [`super::content::TRADER_COLOURS_ESTIMATED`].
    Trader { crown: bool },
    /// Officer Scott: as an admiral, but this many coins instead of 2.
    Admiral(u8),
    /// Ruthless Mary: at least `ships` ships in the harbour when you start taking: +`coins`.
    ShipsInHarbour { ships: u8, coins: u8 },
    /// Samuel Blackguard: this many coins, once, when unlocked.
    OnceCoins(u8),
    /// Thomas Fishborn: as a lookout.
    Lookout,
}

/// One side of a character card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Character {
    pub id: &'static str,
    pub name: TextId,
    pub ability: Ability,
}

/// What each of the 4 cubes on a character card unlocks, left to right (rulebook): the ability
/// (door), the trophy, 1 crown, 3 crowns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeSlot {
    Ability,
    Trophy,
    Crowns(u8),
}

// ----- game cards -------------------------------------------------------------------------------

/// The six ship colours of the Adventure: the base five and the Ares pirates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShipColour {
    Base(Colour),
    Ares,
}

/// The goods the expansion's ships carry: kept instead of traded, they serve missions,
/// expeditions and the tavern keeper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Item {
    Bread,
    Rum,
    RitesBook,
    Herbs,
}

impl Item {
    pub const ALL: [Item; 4] = [Item::Bread, Item::Rum, Item::RitesBook, Item::Herbs];
    /// Names: the ES and CS rulebooks' words.
    pub fn name(self) -> TextId {
        match self {
            Item::Bread => "adv.item.bread",
            Item::Rum => "adv.item.rum",
            Item::RitesBook => "adv.item.rites-book",
            Item::Herbs => "adv.item.herbs",
        }
    }
    /// Ares pirates carry rites books or herbs; the other ships bread or rum (rulebook).
    pub fn carried_by_ares(self) -> bool {
        matches!(self, Item::RitesBook | Item::Herbs)
    }
}

/// The new persons of the expansion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Profession {
    /// Swords like sailors.
    TybukBrothers,
    /// Active player, once per turn: look at the top 3, discard 2, put 1 back.
    Lookout,
    /// The expansion's captain, priest and settler: their symbol, and +1 coin when taking an Ares
    /// pirate.
    Expedition(Symbol),
    /// +1 crown with at least 4 cards in the harbour when you start taking; sells 1 bread or rum
    /// at `price`.
    TavernKeeper { price: u8 },
}

impl Profession {
    /// Each new person once (a tavern keeper of any price has the same name).
    pub const ALL: [Profession; 6] = [
        Profession::TybukBrothers,
        Profession::Lookout,
        Profession::Expedition(Symbol::Anchor),
        Profession::Expedition(Symbol::Cross),
        Profession::Expedition(Symbol::House),
        Profession::TavernKeeper { price: 3 },
    ];

    /// Its name (the ES and CS rulebooks' words).
    pub fn name(self) -> TextId {
        match self {
            Profession::TybukBrothers => "adv.profession.tybuk-brothers",
            Profession::Lookout => "adv.profession.lookout",
            Profession::Expedition(Symbol::Anchor) => "adv.profession.captain",
            Profession::Expedition(Symbol::Cross) => "adv.profession.priest",
            Profession::Expedition(Symbol::House) => "adv.profession.settler",
            Profession::TavernKeeper { .. } => "adv.profession.tavern-keeper",
        }
    }
}

/// What is printed on one of the 39 game cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddedPrinted {
    Person {
        profession: Profession,
        cost: u8,
        influence: u8,
        swords: u8,
    },
    /// `swords: None` is the skull.
    Ship {
        colour: ShipColour,
        item: Item,
        coins: u8,
        swords: Option<u8>,
    },
    /// Discard persons with these symbols and kept ships with these items to complete it.
    Expedition {
        needs: &'static [Symbol],
        items: &'static [Item],
        coins: u8,
        influence: u8,
    },
    /// The expansion's tax: 16 coins or more lose half, the fewest influence gets 2 coins.
    Tax,
}

/// A kind of game card and how many the box has (rulebook appendix).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddedKind {
    AresPirates,
    TybukBrothers,
    Lookout,
    /// The captain, priest and settler of the expansion.
    ExpeditionPerson,
    Expedition,
    TavernKeeper,
    /// The new taxes and the new bread and rum ships together: the split is not public.
    TaxOrGoodsShip,
}

/// One distinct game card face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddedFace {
    pub id: &'static str,
    pub copies: u8,
    /// The code printed on it, named by the shuffle-in icons.
    pub group: Group,
    pub printed: AddedPrinted,
    pub source: Source,
}

impl AddedFace {
    /// The rulebook's kind of this face.
    pub fn kind(&self) -> AddedKind {
        match self.printed {
            AddedPrinted::Person { profession, .. } => match profession {
                Profession::TybukBrothers => AddedKind::TybukBrothers,
                Profession::Lookout => AddedKind::Lookout,
                Profession::Expedition(_) => AddedKind::ExpeditionPerson,
                Profession::TavernKeeper { .. } => AddedKind::TavernKeeper,
            },
            AddedPrinted::Ship {
                colour: ShipColour::Ares,
                ..
            } => AddedKind::AresPirates,
            AddedPrinted::Ship { .. } | AddedPrinted::Tax => AddedKind::TaxOrGoodsShip,
            AddedPrinted::Expedition { .. } => AddedKind::Expedition,
        }
    }
}

// ----- co-operative victory (card 9) and the crown card ----------------------------------------

/// Card 9's conditions for one player count, besides "every mission on the table completed by at
/// least one player".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Victory {
    pub players: u8,
    /// Cubes placed on missions, all players together.
    pub cubes: u8,
    /// Influence, all players together.
    pub influence: u8,
}
