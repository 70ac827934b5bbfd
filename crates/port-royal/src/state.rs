//! The state of a Port Royal game and its setup.

use islas_core::{Rng, Seat, Seed, SetupError};
use serde::{Deserialize, Serialize};

#[cfg(feature = "adventure")]
use crate::adventure::table::Adventure;
use crate::big_box::Profession;
use crate::contracts::table::Contracts;
use crate::data::{CARD_COUNT, Card, Colour, FACES, Kind, five_player_expedition};
use crate::deck::{
    Info, Role, card_face, card_info, contract_cards, face_by_any_id, gambler_cards,
    set_sail_cards, set_sail_mix_in_cards,
};
use crate::setup::Setup;

use crate::config::is_zero;
pub use crate::config::{Config, Ending, Mode, SeatSetup};

/// One player's cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// Face-down cards, each worth one coin. Nobody knows their faces.
    pub coins: Vec<Card>,
    /// Hired characters and claimed expeditions, face up.
    pub display: Reserve,
}

/// A player's face-up cards (characters and expeditions) with their running [`Tally`].
/// Reads as a slice of cards; serialises as the list of cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<Card>", into = "Vec<Card>")]
pub struct Reserve {
    cards: Vec<Card>,
    tally: Tally,
}

impl From<Vec<Card>> for Reserve {
    fn from(cards: Vec<Card>) -> Reserve {
        let tally = Tally::of(&cards);
        Reserve { cards, tally }
    }
}

impl From<Reserve> for Vec<Card> {
    fn from(r: Reserve) -> Vec<Card> {
        r.cards
    }
}

impl std::ops::Deref for Reserve {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.cards
    }
}

impl Reserve {
    /// What these cards give their owner.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }
    pub(crate) fn push(&mut self, card: Card) {
        self.tally.count(card, true);
        self.cards.push(card);
    }
    pub(crate) fn remove(&mut self, index: usize) -> Card {
        let card = self.cards.remove(index);
        self.tally.count(card, false);
        card
    }
}

/// Where in a turn the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Phase 1: the active player draws or stops; `drawn` cards revealed so far this turn.
    Discover { drawn: u8 },
    /// The active player may repel `ship`, which was just drawn (`drawn` counts it).
    Repel { ship: Card, drawn: u8 },
    /// The turn busted; the active player may still claim expeditions, then passes.
    Bust,
    /// Phase 2: `seat` is taking cards from the harbour, `left` more allowed.
    Take { seat: Seat, left: u8 },
    /// Phase 2: `seat` has just traded a ship that gives 1 coin to another player of their
    /// choice (Just One More Contract, 3 or more players) and names that player; then their take
    /// goes on with `left` more cards allowed.
    Gift { seat: Seat, left: u8 },
    /// The game is over.
    Over,
}

/// A game of Port Royal (base game).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PortRoyal {
    /// What is played, as the rules allow it (written as the raw configuration).
    #[serde(rename = "config", with = "crate::setup::as_config")]
    pub(crate) setup: Setup,
    pub(crate) rng: Rng,
    /// Draw pile; the top card is the last element.
    pub(crate) deck: Vec<Card>,
    /// Discard pile, face up; the newest card is the last element.
    pub(crate) discard: Vec<Card>,
    /// Cards out of play (the five-player expedition in smaller games).
    pub(crate) boxed: Vec<Card>,
    /// The harbour, in draw order.
    pub(crate) harbour: Vec<Card>,
    /// Expeditions on the table, waiting to be claimed.
    pub(crate) expeditions: Vec<Card>,
    pub(crate) players: Vec<Player>,
    pub(crate) active: Seat,
    pub(crate) phase: Phase,
    /// Turns begun so far (the first turn is 1).
    pub(crate) turn: u32,
    /// The seat whose influence triggered the end, once it happened.
    pub(crate) end_triggered_by: Option<Seat>,
    /// Gamblers the active player has used this turn (rulings.md BB4–BB6); absent when none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(crate) gambled: u8,
    /// The contracts, in a game played with them (`contracts.rs`); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) contracts: Option<Box<Contracts>>,
    /// The Adventure's state, in an Adventure game (`adventure::play`); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg(feature = "adventure")]
    pub(crate) adventure: Option<Box<Adventure>>,
}

/// What a player's display gives them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    pub influence: u8,
    pub swords: u8,
    pub mademoiselles: u8,
    pub governors: u8,
    pub admirals: u8,
    pub jesters: u8,
    pub jacks: u8,
    /// Traders per [`Colour`].
    pub traders: [u8; 5],
    /// Captains, priests and settlers, by symbol index.
    pub symbols: [u8; 3],
    pub expeditions: u8,
    /// Set Sail merchants per [`Colour`].
    pub merchants: [u8; 5],
    /// Ships tucked under merchants, one influence each.
    pub tucked: u8,
    /// Gamblers (promo cards).
    pub gamblers: u8,
    /// Just One More Contract's clerks per [`Colour`].
    pub clerks: [u8; 5],
    /// Just One More Contract's gunners.
    pub gunners: u8,
    /// Just One More Contract's vice admirals.
    pub vice_admirals: u8,
    /// Captains, priests, settlers and jacks together: what pays expeditions, asked at every
    /// decision of the active player.
    pub(crate) characters: u8,
}

impl Tally {
    /// Sums up a display.
    pub fn of(display: &[Card]) -> Tally {
        let mut t = Tally::default();
        for &card in display {
            t.count(card, true);
        }
        t
    }

    /// Adds (or, with `add == false`, removes) one card's contribution.
    fn count(&mut self, card: Card, add: bool) {
        fn step(x: &mut u8, by: u8, add: bool) {
            *x = if add {
                x.saturating_add(by)
            } else {
                x.saturating_sub(by)
            };
        }
        let info = card_info(card);
        step(&mut self.influence, info.influence(), add);
        match info {
            Info::Person { role, swords, .. } => {
                step(&mut self.swords, swords, add);
                let field = match role {
                    Role::Base(Kind::Trader(c)) => &mut self.traders[c as usize],
                    Role::Base(Kind::Mademoiselle) => &mut self.mademoiselles,
                    Role::Base(Kind::Governor) => &mut self.governors,
                    Role::Base(Kind::Admiral) => &mut self.admirals,
                    Role::Base(Kind::Jester) => &mut self.jesters,
                    Role::Base(Kind::JackOfAllTrades) => &mut self.jacks,
                    Role::Base(Kind::Captain) => &mut self.symbols[0],
                    Role::Base(Kind::Priest) => &mut self.symbols[1],
                    Role::Base(Kind::Settler) => &mut self.symbols[2],
                    Role::New(Profession::Merchant(c)) => &mut self.merchants[c as usize],
                    Role::New(Profession::Gambler) => &mut self.gamblers,
                    Role::New(Profession::Clerk(c)) => &mut self.clerks[c as usize],
                    Role::New(Profession::Gunner) => &mut self.gunners,
                    Role::New(Profession::ViceAdmiral) => &mut self.vice_admirals,
                    Role::Base(Kind::Sailor | Kind::Pirate) | Role::New(_) => return,
                };
                step(field, 1, add);
                self.characters = self.symbols.iter().sum::<u8>() + self.jacks;
            }
            Info::Expedition { .. } => step(&mut self.expeditions, 1, add),
            // A ship in a display is tucked under a merchant (Set Sail): 1 influence.
            Info::Ship { .. } => {
                step(&mut self.influence, 1, add);
                step(&mut self.tucked, 1, add);
            }
            Info::Tax(_) => {}
        }
    }
}

/// Cards a player's coins, display and the harbour have room for when a game is dealt.
const ROOM_COINS: usize = 24;
const ROOM_DISPLAY: usize = 16;
const ROOM_HARBOUR: usize = 16;

fn take_face(pool: &mut Vec<Card>, id: &str) -> Result<Card, SetupError> {
    let face =
        face_by_any_id(id).ok_or_else(|| SetupError(format!("no card has the id \"{id}\"")))?;
    let pos = pool
        .iter()
        .position(|&c| card_face(c) == face)
        .ok_or_else(|| SetupError(format!("no copy of \"{id}\" is left for the stacked setup")))?;
    Ok(pool.remove(pos))
}

impl PortRoyal {
    /// Deals a new game. See [`Config`] for stacked setups.
    pub fn new(config: &Config, seed: Seed) -> Result<PortRoyal, SetupError> {
        PortRoyal::deal(&Setup::try_from(config)?, seed)
    }

    /// Deals a new game of a setup the rules allow.
    pub fn deal(setup: &Setup, seed: Seed) -> Result<PortRoyal, SetupError> {
        let n = setup.players();
        let stack = setup.stack();
        let (mut pool, boxed, expeditions) = if setup.is_set_sail() {
            // No expeditions in Set Sail: its deck has none.
            (set_sail_cards().collect(), Vec::new(), Vec::new())
        } else {
            {
                let mut pool: Vec<Card> = (0..CARD_COUNT as Card).collect();
                let special = five_player_expedition();
                pool.retain(|&c| c != special);
                if setup.set_sail_cards() {
                    pool.extend(set_sail_mix_in_cards());
                }
                if setup.gamblers() {
                    pool.extend(gambler_cards());
                }
                if setup.expansion_cards() {
                    pool.extend(contract_cards());
                }
                // The Adventure: the groups of game cards already in the deck (AD18).
                #[cfg(feature = "adventure")]
                if let Some(adv) = setup.adventure() {
                    for group in adv.initial_groups() {
                        pool.extend(crate::deck::adventure::group_cards(group));
                    }
                }
                if n == 5 {
                    (pool, Vec::new(), vec![special])
                } else {
                    (pool, vec![special], Vec::new())
                }
            }
        };
        // Room enough from the start for what a game usually holds, so the piles seldom grow.
        let mut players: Vec<Player> = (0..n)
            .map(|_| Player {
                coins: Vec::new(),
                display: Reserve {
                    cards: Vec::with_capacity(ROOM_DISPLAY),
                    tally: Tally::default(),
                },
            })
            .collect();
        for (seat, start) in stack.seats.iter().enumerate() {
            for id in &start.display {
                let card = take_face(&mut pool, id)?;
                match card_info(card) {
                    Info::Person { .. } | Info::Expedition { .. } => {}
                    Info::Ship { .. } if setup.has_merchants() => {}
                    _ => {
                        return Err(SetupError(format!(
                            "\"{id}\" cannot start in a display: only characters and expeditions can"
                        )));
                    }
                }
                players[seat].display.push(card);
            }
        }
        let mut top = Vec::with_capacity(stack.deck_top.len());
        for id in &stack.deck_top {
            top.push(take_face(&mut pool, id)?);
        }
        let mut rng = Rng::from_seed(seed.value());
        // The Adventure deals its characters (and so their start coins) and events first.
        #[cfg(feature = "adventure")]
        let (adventure, start_coins) = match setup.adventure() {
            Some(adv) => {
                let (a, coins) = Adventure::deal(adv, n, &mut rng)?;
                (Some(Box::new(a)), coins)
            }
            None => (None, Vec::new()),
        };
        #[cfg(not(feature = "adventure"))]
        let start_coins: Vec<u8> = Vec::new();
        rng.shuffle(&mut pool);
        for (seat, player) in players.iter_mut().enumerate() {
            let default = start_coins.get(seat).copied().unwrap_or(3);
            let coins = stack.seats.get(seat).map_or(default, |s| s.coins) as usize;
            if coins > pool.len() {
                return Err(SetupError("not enough cards for the starting coins".into()));
            }
            let at = pool.len() - coins;
            player.coins = Vec::with_capacity(ROOM_COINS.max(coins));
            player.coins.extend(pool.drain(at..));
        }
        pool.extend(top.into_iter().rev());
        // The contracts are dealt after the cards, so a game without them shuffles as before.
        let contracts = if setup.has_contracts() {
            Some(Box::new(Contracts::deal(n, &stack.contracts_up, &mut rng)?))
        } else if setup.is_coop() {
            let mut table = Contracts::deal_coop(n, &stack.contracts_up, &mut rng)?;
            table.coop_setup(&mut pool, setup.points());
            Some(Box::new(table))
        } else {
            None
        };
        let mut game = PortRoyal {
            setup: setup.clone(),
            rng,
            discard: Vec::with_capacity(pool.capacity()),
            deck: pool,
            boxed,
            harbour: Vec::with_capacity(ROOM_HARBOUR),
            expeditions,
            players,
            active: 0,
            phase: Phase::Discover { drawn: 0 },
            turn: 1,
            end_triggered_by: None,
            gambled: 0,
            contracts,
            #[cfg(feature = "adventure")]
            adventure,
        };
        game.check_end_trigger(&mut ());
        game.coop_turn_check(&mut ());
        if game.adventure().is_some() {
            game.adventure_turn_starts(&mut ());
        }
        Ok(game)
    }

    /// What is played: the setup the game was dealt from.
    pub fn dealt_from(&self) -> &Setup {
        &self.setup
    }
    /// The raw configuration the game was set up with (as records carry it).
    pub fn config(&self) -> Config {
        self.setup.config()
    }
    /// Where in the turn the game is.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Whether the game is over.
    #[inline]
    pub(crate) fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }
    /// Whether the game has a mode's own state (contracts, co-operative decks, the Adventure):
    /// without it, the base game's rules run alone and the modes' questions are skipped.
    #[inline]
    pub(crate) fn has_modes(&self) -> bool {
        self.contracts.is_some() || self.adventure().is_some()
    }
    /// The active player.
    pub fn active(&self) -> Seat {
        self.active
    }
    /// The number of the current turn, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// The harbour in draw order.
    pub fn harbour(&self) -> &[Card] {
        &self.harbour
    }
    /// Expeditions on the table.
    pub fn expeditions(&self) -> &[Card] {
        &self.expeditions
    }
    /// Cards left in the draw pile.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    /// The discard pile, oldest first.
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }
    /// Cards out of play.
    pub fn boxed(&self) -> &[Card] {
        &self.boxed
    }
    /// A player's cards.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat as usize % self.players.len()]
    }
    /// What a player's display gives them.
    pub fn tally(&self, seat: Seat) -> Tally {
        *self.player(seat).display.tally()
    }
    /// A player's coins.
    pub fn coins(&self, seat: Seat) -> usize {
        self.player(seat).coins.len()
    }
    /// Who triggered the end, if it has been triggered.
    pub fn end_triggered_by(&self) -> Option<Seat> {
        self.end_triggered_by
    }

    /// Number of distinct ship colours in the harbour.
    pub fn harbour_colours(&self) -> usize {
        // Six slots: the Adventure's Ares pirates are a sixth colour. A bit per slot.
        let mut seen = 0u8;
        for &c in &self.harbour {
            if let Some(slot) = crate::deck::ship_slot(c) {
                seen |= 1 << slot;
            }
        }
        seen.count_ones() as usize
    }

    /// Whether docking `ship` would bust the turn: the harbour already holds a ship of its colour
    /// (the Adventure's Ares pirates are a sixth colour).
    pub fn docking_busts(&self, ship: Card) -> bool {
        let slot = crate::deck::ship_slot(ship);
        slot.is_some()
            && self
                .harbour
                .iter()
                .any(|&c| crate::deck::ship_slot(c) == slot)
    }

    /// Whether the harbour already holds a ship of `colour`.
    pub fn harbour_has_colour(&self, colour: Colour) -> bool {
        self.harbour
            .iter()
            .any(|&c| matches!(card_info(c), Info::Ship { colour: k, .. } if k == colour))
    }

    /// Every card, with where it is: used by invariant tests.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(CARD_COUNT);
        v.extend_from_slice(&self.deck);
        v.extend_from_slice(&self.discard);
        v.extend_from_slice(&self.boxed);
        v.extend_from_slice(&self.harbour);
        v.extend_from_slice(&self.expeditions);
        for p in &self.players {
            v.extend_from_slice(&p.coins);
            v.extend_from_slice(&p.display);
        }
        if let Phase::Repel { ship, .. } = self.phase {
            v.push(ship);
        }
        #[cfg(feature = "adventure")]
        if let Some(a) = &self.adventure {
            for kept in &a.kept {
                v.extend_from_slice(kept);
            }
            v.extend_from_slice(&a.looking);
        }
        if let Some(c) = &self.contracts {
            for kept in &c.kept {
                v.extend_from_slice(kept);
            }
            if let Some(coop) = &c.coop {
                v.extend_from_slice(&coop.time);
                v.extend_from_slice(&coop.points);
            }
        }
        v
    }

    /// Cards in play: [`Setup::card_count`], plus the Adventure's game cards shuffled in so far.
    pub fn cards_in_play(&self) -> usize {
        let added: usize = self.adventure().map_or(0, |a| {
            a.groups
                .iter()
                .map(|&g| crate::adventure::content::group_size(g))
                .sum()
        });
        self.setup.card_count() + added
    }

    /// A face's printed data, for callers that hold a base-game card (see [`crate::deck`] for
    /// the Big Box cards).
    pub fn face(card: Card) -> &'static crate::data::Face {
        crate::data::face_of(card)
    }

    /// All faces, for callers that list cards.
    pub fn faces() -> &'static [crate::data::Face] {
        &FACES
    }
}
