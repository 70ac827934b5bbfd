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

/// The shared reward of an unfinished co-operative chapter (below a win's 1).
pub fn reward(state: &PortRoyal) -> f64 {
    0.7 * progress(state)
}
