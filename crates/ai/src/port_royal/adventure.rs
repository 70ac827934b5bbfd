//! The bots' sense for the Adventure: a mission is completed whenever it can be (its rewards and
//! the cube's slot are always worth it to these bots), a cube is bought at an End of Month when
//! offered, and in a co-operative chapter every seat values a state the same way: the team's
//! progress towards card 9 (every mission on the table, the cubes and the influence it asks).

use islas_core::{Game, Seat};
use islas_port_royal::adventure::content;
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::{Action, PortRoyal};
#[cfg(feature = "adventure")]
use {
    islas_port_royal::adventure::cards,
    islas_port_royal::adventure::data::{Part, Thing},
    islas_port_royal::deck::{Info, card_face, card_info},
    islas_port_royal::{Card, FaceId},
};

/// Whether the game is a co-operative chapter of the Adventure.
pub fn is_coop(state: &PortRoyal) -> bool {
    state
        .adventure()
        .is_some_and(|a| a.mode == CampaignMode::CoOp)
}

/// The Adventure's choice among `legal`: a mission to complete, or a cube to buy; with the game
/// cards, the card a lookout puts back, a lookout used whenever it can be, a goods ship kept when
/// a mission on the table or an expedition asks for what it carries (and traded otherwise), and
/// goods sold when nothing on the table asks for them.
pub fn choice(state: &PortRoyal, legal: &[Action]) -> Option<Action> {
    state.adventure()?;
    if let Some(a) = legal
        .iter()
        .find(|a| matches!(a, Action::Mission(_) | Action::BuyCube))
    {
        return Some(*a);
    }
    cards_choice(state, legal)
}

/// The game cards' decisions (only a build with the Adventure has their actions).
#[cfg(not(feature = "adventure"))]
fn cards_choice(_: &PortRoyal, _: &[Action]) -> Option<Action> {
    None
}

#[cfg(feature = "adventure")]
fn cards_choice(state: &PortRoyal, legal: &[Action]) -> Option<Action> {
    let seat = state.to_act()?;
    if state.adventure().is_some_and(|a| !a.looking.is_empty()) {
        return put_back(state, legal);
    }
    if legal.contains(&Action::Look) {
        return Some(Action::Look);
    }
    for a in legal {
        match *a {
            Action::Keep(face) if wanted(state, seat, face) => return Some(*a),
            Action::Sell(face) if !wanted(state, seat, face) => return Some(*a),
            _ => {}
        }
    }
    None
}

#[cfg(feature = "adventure")]
/// The card a lookout puts back on top: a person, else a ship that would not bust the turn, else
/// the first (a tax or an expedition).
fn put_back(state: &PortRoyal, legal: &[Action]) -> Option<Action> {
    let a = state.adventure()?;
    let card_of = |face| a.looking.iter().copied().find(|&c| card_face(c) == face);
    let keep = |pick: &dyn Fn(Card) -> bool| {
        legal
            .iter()
            .find(|x| matches!(x, Action::Keep(f) if card_of(*f).is_some_and(pick)))
            .copied()
    };
    keep(&|c| matches!(card_info(c), Info::Person { .. }))
        .or_else(|| keep(&|c| matches!(card_info(c), Info::Ship { .. }) && !state.docking_busts(c)))
        .or_else(|| legal.first().copied())
}

#[cfg(feature = "adventure")]
/// Whether `seat` wants to keep the goods of a ship of `face`: an open mission on the table or an
/// expedition asks for them, and it does not keep enough yet.
fn wanted(state: &PortRoyal, seat: Seat, face: FaceId) -> bool {
    let Some(a) = state.adventure() else {
        return false;
    };
    let Some(card) = (0..=u8::MAX).find(|&c| card_face(c) == face && cards::item(c).is_some())
    else {
        return false;
    };
    let item = cards::item(card);
    let colour = cards::ship_colour(card);
    let counts = |thing: Thing| match thing {
        Thing::Item(i) => Some(i) == item,
        Thing::AresPirates => cards::is_ares(card),
        Thing::Ships(c) => Some(c) == colour,
        _ => false,
    };
    let missions = a
        .table
        .iter()
        .filter(|p| !p.done.contains(&seat))
        .filter_map(|p| content::story_card(p.no).and_then(|c| c.mission))
        .any(|m| {
            m.parts.iter().any(|part| match *part {
                Part::Have(thing, n) | Part::Discard(thing, n) => {
                    counts(thing) && state.mission_count(seat, thing) < u32::from(n)
                }
                _ => false,
            })
        });
    let expeditions = state.expeditions().iter().any(|&e| {
        item.is_some_and(|i| cards::expedition_items(card_face(e)).contains(&i))
            && !state.kept(seat).iter().any(|&k| cards::item(k) == item)
    });
    missions || expeditions
}

/// Whether an open mission of `seat` (one it has not completed, with a cube left to place) has a
/// moment of play that `fits`, and `seat` already meets its other parts: the moment would
/// complete it.
fn moment_completes(
    state: &PortRoyal,
    seat: Seat,
    fits: impl Fn(islas_port_royal::adventure::data::Part) -> bool,
) -> bool {
    use islas_port_royal::adventure::data::Part;
    let Some(a) = state.adventure() else {
        return false;
    };
    if a.heroes
        .get(usize::from(seat))
        .is_none_or(|h| h.cubes_left() == 0)
    {
        return false;
    }
    a.table
        .iter()
        .filter(|p| !p.done.contains(&seat))
        .filter_map(|p| content::story_card(p.no).and_then(|c| c.mission))
        .any(|m| {
            m.parts.iter().any(|&p| fits(p))
                && m.parts.iter().all(|p| match *p {
                    Part::Have(thing, n) | Part::Discard(thing, n) => {
                        state.mission_count(seat, thing) >= u32::from(n)
                    }
                    _ => true,
                })
        })
}

/// Repel the ship waiting when that completes a mission of the active player's: an Ares pirate
/// for "repel an Ares pirate", a ship of enough swords for "repel a ship of n+ swords".
pub fn repel_for_mission(state: &PortRoyal, seat: Seat) -> bool {
    use islas_port_royal::adventure::data::Part;
    use islas_port_royal::{Phase, deck::Info, deck::card_info};
    let Phase::Repel { ship, .. } = state.phase() else {
        return false;
    };
    if seat != state.active() {
        return false;
    }
    let swords = match card_info(ship) {
        Info::Ship { swords, .. } => swords.unwrap_or(0),
        _ => return false,
    };
    moment_completes(state, seat, |p| match p {
        Part::Repel { swords: n } => swords >= n,
        Part::RepelAres => is_ares(ship),
        _ => false,
    })
}

#[cfg(feature = "adventure")]
fn is_ares(card: islas_port_royal::Card) -> bool {
    cards::is_ares(card)
}
#[cfg(not(feature = "adventure"))]
fn is_ares(_: islas_port_royal::Card) -> bool {
    false
}

/// Stop discovering now, when the harbour holds just the number of cards a mission of the
/// active player's asks to stop at.
pub fn stop_for_mission(state: &PortRoyal, seat: Seat) -> bool {
    use islas_port_royal::adventure::data::Part;
    if seat != state.active() || !matches!(state.phase(), islas_port_royal::Phase::Discover { .. })
    {
        return false;
    }
    let cards = state.harbour().len();
    moment_completes(state, seat, |p| match p {
        Part::StopAtHarbour { cards: n, .. } | Part::StopAtHarbourTimes { cards: n, .. } => {
            usize::from(n) == cards
        }
        _ => false,
    })
}

/// A cube on a mission, in coins, for a co-operative team ([`team_value`]).
pub const MISSION_VALUE: f64 = 6.0;
/// Card 9 met in full, in coins ([`team_value`]: its share by [`progress`]).
pub const CARD_NINE_VALUE: f64 = 12.0;

/// How far `seat` is towards the mission of story card `no`, in `0..=1`: each part it can work
/// for (have or give back a number of things) by the share it has; a moment of play by what it
/// takes (the coins a tax takes half of, the swords a ship asks to be repelled), or as nothing
/// until it comes (stop the harbour at a count, colours in the harbour, …).
fn towards(state: &PortRoyal, seat: Seat, no: islas_port_royal::adventure::data::CardNo) -> f64 {
    use islas_port_royal::TAX_THRESHOLD;
    use islas_port_royal::adventure::data::{Part, Thing};
    let Some(m) = content::story_card(no).and_then(|c| c.mission) else {
        return 0.0;
    };
    let parts = m
        .parts
        .iter()
        .filter(|p| !matches!(p, Part::Have(_, 0)))
        .count()
        .max(1);
    let share =
        |thing: Thing, n: u8| (f64::from(state.mission_count(seat, thing)) / f64::from(n)).min(1.0);
    let have: f64 = m
        .parts
        .iter()
        .map(|p| match *p {
            Part::Have(thing, n) | Part::Discard(thing, n) if n > 0 => share(thing, n),
            // The base game's tax takes half from a player with 12 coins or more.
            Part::PayTax => share(Thing::Coins, TAX_THRESHOLD as u8),
            Part::Repel { swords } => share(Thing::Swords, swords.max(1)),
            Part::RepelAres => share(Thing::Swords, 1),
            _ => 0.0,
        })
        .sum();
    have / parts as f64
}

/// A co-operative chapter: what a state is worth to every seat alike, in coins. Each seat's way
/// towards the missions on the table it has not completed (while it has cubes to place), the
/// cubes on missions, card 9's share met ([`progress`]), and a little of everyone's equity
/// (coins and persons help later). So the bots work towards a mission (hire the person it
/// names, keep the coins it asks for) before they can complete it.
pub fn team_value(state: &PortRoyal, equity: impl Fn(Seat) -> f64) -> f64 {
    let Some(a) = state.adventure() else {
        return 0.0;
    };
    let n = state.players();
    let mut missions = 0.0;
    for (s, hero) in a.heroes.iter().enumerate() {
        missions += f64::from(hero.on_missions);
        if hero.cubes_left() == 0 {
            continue;
        }
        let open = a.table.iter().filter(|p| !p.done.contains(&(s as Seat)));
        missions += 0.8 * open.map(|p| towards(state, s as Seat, p.no)).sum::<f64>();
    }
    let resources: f64 = (0..n as Seat).map(equity).sum::<f64>() / n as f64;
    missions * MISSION_VALUE + progress(state) * CARD_NINE_VALUE + 0.3 * resources
}

/// The team's progress towards card 9, in `0..=1`: missions on the table completed, cubes on
/// missions and influence against card 9's totals, a third each.
pub fn progress(state: &PortRoyal) -> f64 {
    let Some(a) = state.adventure() else {
        return 0.0;
    };
    let Some(v) = content::victory(state.players() as u8) else {
        return 0.0;
    };
    let missions =
        a.table.iter().filter(|p| !p.done.is_empty()).count() as f64 / a.table.len().max(1) as f64;
    let cubes: u32 = a.heroes.iter().map(|h| u32::from(h.on_missions)).sum();
    let influence: u32 = (0..state.players() as Seat)
        .map(|s| u32::from(state.influence(s)))
        .sum();
    let part = |have: u32, need: u8| (f64::from(have) / f64::from(need.max(1))).min(1.0);
    (missions + part(cubes, v.cubes) + part(influence, v.influence)) / 3.0
}

/// The shared reward of an unfinished co-operative chapter from the medium player's
/// [`team_value`], in `0..0.7` (below a win's 1): more value, more reward, flattening out.
pub fn reward_of(team_value: f64) -> f64 {
    0.7 * (1.0 - (-team_value.max(0.0) / REWARD_SCALE).exp())
}

/// The team value at which [`reward_of`] is about two thirds of the way to its ceiling.
pub const REWARD_SCALE: f64 = 30.0;
