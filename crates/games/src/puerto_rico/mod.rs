//! Puerto Rico in the registry: its bots and its words for the terminal.

use islas_ai::{Advisor, Bot, Level, puerto_rico as bots};
use islas_core::Seat;
use islas_puerto_rico::{Action, Event, Phase, PuertoRico, target_id};

use crate::{Registered, who};

impl Registered for PuertoRico {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<PuertoRico>> {
        bots::bot(level, seed)
    }
    fn hard_bot(seed: u64, iterations: u32) -> Box<dyn Bot<PuertoRico>> {
        Box::new(bots::hard(seed, iterations))
    }
    const REVIEW_ITERATIONS: u32 = 3_000;
    fn expert(seed: u64, iterations: Option<u32>) -> Box<dyn Advisor<PuertoRico>> {
        Box::new(bots::expert(
            seed,
            iterations.unwrap_or(bots::EXPERT_ITERATIONS),
        ))
    }
    fn event_words(event: &Event, me: Option<Seat>) -> String {
        let w = |s: &Seat| who(*s, me);
        match event {
            Event::RoleChosen {
                seat,
                role,
                doubloons,
            } => format!(
                "{} chose the {} ({doubloons} doubloons on it)",
                w(seat),
                role.id()
            ),
            Event::Prospected { seat } => format!("{} took a doubloon", w(seat)),
            Event::Planted {
                seat,
                good,
                hacienda,
            } => format!(
                "{} planted {}{}",
                w(seat),
                good.map_or("a quarry", |g| g.id()),
                if *hacienda { " (hacienda)" } else { "" }
            ),
            Event::ExtraColonist { seat, building } => {
                format!("{} got a colonist from the {}", w(seat), building.id())
            }
            Event::PlantationsRevealed { face_up } => format!("face-up plantations: {face_up:?}"),
            Event::ColonistsTaken { seat, colonists } => {
                format!("{} took {colonists} colonists", w(seat))
            }
            Event::ColonistsPlaced { seat, san_juan } => {
                format!("{} placed colonists ({san_juan} in San Juan)", w(seat))
            }
            Event::ShipRefilled { colonists } => format!("colonist ship refilled: {colonists}"),
            Event::Built {
                seat,
                building,
                paid,
            } => format!("{} built the {} for {paid}", w(seat), building.id()),
            Event::Produced { seat, goods } => format!("{} produced {goods:?}", w(seat)),
            Event::ExtraGood { seat, good } => format!("{} took an extra {}", w(seat), good.id()),
            Event::FactoryBonus { seat, doubloons } => {
                format!("{} got {doubloons} from the factory", w(seat))
            }
            Event::Sold {
                seat,
                good,
                doubloons,
            } => format!("{} sold {} for {doubloons}", w(seat), good.id()),
            Event::HouseEmptied => "the trading house was emptied".to_string(),
            Event::Loaded {
                seat,
                good,
                ship,
                barrels,
            } => format!(
                "{} loaded {barrels} {} on the ship of {ship}",
                w(seat),
                good.id()
            ),
            Event::Wharf {
                seat,
                good,
                barrels,
            } => {
                format!("{} shipped {barrels} {} from the wharf", w(seat), good.id())
            }
            Event::ShippingPoints { seat, points } => {
                format!("{} took {points} VP for the shipment", w(seat))
            }
            Event::Spoiled { seat, goods } => format!("{} lost {goods:?}", w(seat)),
            Event::ShipEmptied { ship } => format!("the ship of {ship} sailed"),
            Event::Passed { seat } => format!("{} passed", w(seat)),
            Event::RoundEnded { governor } => format!("new round: {} is governor", w(governor)),
            Event::EndTriggered { reason } => {
                format!("the game ends after this round ({reason:?})")
            }
            Event::GameOver => "game over".to_string(),
        }
    }
    fn table_words(&self, me: Option<Seat>) -> String {
        let v = self.view(me.unwrap_or(0));
        let mut s = format!(
            "round {}, governor {}; colonists {} (+{} on ship), chips {}, quarries {}\n",
            v.round,
            who(v.governor, me),
            v.colonists,
            v.ship_colonists,
            v.vp_chips,
            v.quarries
        );
        s.push_str(&format!(
            "face up {:?}; house {:?}; ships {:?}\n",
            v.face_up,
            v.house,
            v.ships
                .iter()
                .filter(|x| x.capacity > 0)
                .map(|x| (x.capacity, x.good.map(|g| g.id()), x.load))
                .collect::<Vec<_>>()
        ));
        for (seat, p) in v.table().iter().enumerate() {
            let seat = seat as Seat;
            let buildings: Vec<&str> = islas_puerto_rico::Building::ALL
                .iter()
                .filter(|b| p.owns(**b))
                .map(|b| b.id())
                .collect();
            s.push_str(&format!(
                "{}: {} doubloons, goods {:?}, island {:?} (occupied {:?}), {}, san juan {}{}\n",
                who(seat, me),
                p.doubloons,
                p.goods,
                p.island,
                p.island_colonists,
                buildings.join(" "),
                p.san_juan,
                if Some(seat) == me {
                    format!(", {} points in chips", p.vp)
                } else {
                    String::new()
                }
            ));
        }
        s
    }
    fn action_words(&self, action: &Action) -> String {
        match action {
            Action::Place(t) => format!("a colonist on {}", target_id(*t)),
            Action::Pass if self.phase == Phase::Captain => "do not use the wharf".to_string(),
            Action::Pass if self.phase == Phase::Craftsman => "leave the extra barrel".to_string(),
            Action::Pass if matches!(self.phase, Phase::Storage { .. }) => {
                "keep nothing more: the rest goes back".to_string()
            }
            Action::Colonist(true) => "take the free colonist".to_string(),
            Action::Colonist(false) => "leave the free colonist".to_string(),
            _ => String::new(),
        }
    }
    fn turns(&self) -> u32 {
        u32::from(self.round)
    }
}

use islas_core::Game as _;
