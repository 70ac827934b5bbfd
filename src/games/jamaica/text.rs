//! Jamaica in words: goods and amounts, the halves of the action cards, the ships, the powers,
//! the game log, what is being decided, the labels of the controls and the engine's refusals,
//! in the person's language (`jm.*` in `locales/jamaica.<lang>.txt`).

use islas_core::Seat;
use islas_jamaica::data::{COMBAT_DIE, STAR, TREASURE_VALUE, card};
use islas_jamaica::{Action, Event, GHOST, Good, Jamaica, Phase, Power, ShipId, Symbol};

use super::reveal::{Reveal, Step};
pub use crate::i18n::seat_name;
use crate::i18n::{Lang, sentence, text};
use crate::model::SeatPlayer;

/// "3 food", "1 doubloon", "5 dublonů"…
pub fn goods(lang: Lang, good: Good, n: u8) -> String {
    text(
        lang,
        &format!("jm.count.{}", good.id()),
        &[("n", n.to_string())],
    )
}

/// A good's name alone ("food", "gunpowder", "doubloons").
pub fn good_name(lang: Lang, good: Good) -> String {
    text(lang, &format!("jm.good.{}", good.id()), &[])
}

/// The kit icon of a good.
pub fn good_icon(good: Good) -> &'static str {
    match good {
        Good::Food => "food",
        Good::Gunpowder => "gunpowder",
        Good::Doubloons => "doubloon",
    }
}

/// A ship's name: its player's, or the ghost ship.
pub fn ship_name(lang: Lang, seats: &[SeatPlayer], ship: ShipId) -> String {
    if ship == GHOST {
        text(lang, "jm.ghost", &[])
    } else {
        seat_name(lang, seats, ship)
    }
}

/// The kit icon of a ship: a colour per seat, black for the ghost.
pub fn ship_icon(ship: ShipId) -> &'static str {
    match ship {
        0 => "ship-red",
        1 => "ship-yellow",
        2 => "ship-blue",
        3 => "ship-green",
        4 => "ship-purple",
        5 => "ship-white",
        _ => "ship-black",
    }
}

/// A power card's name.
pub fn power_name(lang: Lang, p: Power) -> String {
    text(lang, &format!("jm.power.{}", p.id()), &[])
}

/// A treasure card's value in words ("+5", "cursed −3"), for its holder's eyes only.
pub fn treasure_value(lang: Lang, t: u8) -> String {
    let v = TREASURE_VALUE.get(usize::from(t)).copied().unwrap_or(0);
    if v < 0 {
        text(
            lang,
            "jm.treasure.cursed",
            &[("value", (-i32::from(v)).to_string())],
        )
    } else {
        text(lang, "jm.treasure.value", &[("value", v.to_string())])
    }
}

/// One half of an action card with the die's amount: "load 5 food", "sail 3 forward".
pub fn half_text(lang: Lang, sym: Symbol, amount: u8) -> String {
    let n = amount.to_string();
    match sym {
        Symbol::Load(g) => text(lang, "jm.half.load", &[("goods", goods(lang, g, amount))]),
        Symbol::Forward => text(lang, "jm.half.forward", &[("n", n)]),
        Symbol::Backward => text(lang, "jm.half.back", &[("n", n)]),
    }
}

/// One half of an action card without amounts: "food", "forward".
pub fn half_word(lang: Lang, sym: Symbol) -> String {
    match sym {
        Symbol::Load(g) => good_name(lang, g),
        Symbol::Forward => text(lang, "jm.half.forward_word", &[]),
        Symbol::Backward => text(lang, "jm.half.back_word", &[]),
    }
}

/// The kit icon of a card half.
pub fn half_icon(sym: Symbol) -> &'static str {
    match sym {
        Symbol::Load(g) => good_icon(g),
        Symbol::Forward => "forward",
        Symbol::Backward => "back",
    }
}

/// Action card `n` in words, with the dice when they are known (0: not yet).
pub fn card_text(lang: Lang, n: u8, dice: [u8; 2]) -> String {
    let (m, e) = card(n);
    let (morning, evening) = if dice[0] == 0 {
        (half_word(lang, m), half_word(lang, e))
    } else {
        (half_text(lang, m, dice[0]), half_text(lang, e, dice[1]))
    };
    text(
        lang,
        "jm.card",
        &[
            ("n", n.to_string()),
            ("morning", morning),
            ("evening", evening),
        ],
    )
}

/// The face of the combat die in words: "6" or "the star".
pub fn combat_face(lang: Lang, face: u8) -> String {
    if face == STAR {
        text(lang, "jm.combat.star", &[])
    } else {
        COMBAT_DIE
            .get(usize::from(face))
            .copied()
            .unwrap_or(0)
            .to_string()
    }
}

/// A combat die's value as the log gives it (0 = the star): "6" or "the star".
pub fn combat_value(lang: Lang, value: u8) -> String {
    if value == 0 {
        text(lang, "jm.combat.star", &[])
    } else {
        value.to_string()
    }
}

/// What the game waits for, as the status line says it.
pub fn status_text(lang: Lang, seats: &[SeatPlayer], g: &Jamaica) -> String {
    let Some(seat) = g.seat_to_act() else {
        return text(lang, "jm.status.over", &[]);
    };
    let name = seat_name(lang, seats, seat);
    // The ship the decision is for: when it is the ghost ship, a player decides for it, and the
    // status says so (not that the player won the ghost ship's fight).
    let combat = g.combat();
    let ship = match g.phase() {
        Phase::Fork | Phase::Target => Some(g.mover()),
        Phase::Powder => combat.map(|c| if c.side == 0 { c.attacker } else { c.defender }),
        Phase::Loot => combat.map(|c| c.winner),
        _ => None,
    };
    let opponent = combat.map(|c| {
        if ship == Some(c.attacker) {
            c.defender
        } else {
            c.attacker
        }
    });
    let key = match g.phase() {
        Phase::Roll => "jm.status.roll",
        Phase::Order => "jm.status.order",
        Phase::Choose => "jm.status.choose",
        Phase::Fork => "jm.status.fork",
        Phase::Empty => "jm.status.empty",
        Phase::Target => "jm.status.target",
        Phase::Powder => "jm.status.powder",
        Phase::Saber => "jm.status.saber",
        Phase::Loot => "jm.status.loot",
        Phase::GhostCourse => "jm.status.ghost",
        Phase::Over | Phase::Resolving => "jm.status.over",
    };
    let round = text(lang, "jm.round", &[("round", g.round().to_string())]);
    let line = if ship == Some(GHOST) {
        let opponent = opponent.map_or_else(String::new, |o| ship_name(lang, seats, o));
        text(
            lang,
            &format!("{key}.ghost"),
            &[("name", name), ("opponent", opponent)],
        )
    } else {
        text(lang, key, &[("name", name)])
    };
    format!("{round} · {line}")
}

/// The label of a control: the action in words, with what it will do (from a dry run, and
/// from the viewer's view `g`).
pub fn action_label(
    lang: Lang,
    seats: &[SeatPlayer],
    g: &Jamaica,
    a: &Action,
    preview: &[Event],
) -> String {
    let ship = |s: ShipId| ship_name(lang, seats, s);
    match *a {
        Action::Roll => text(lang, "jm.act.roll", &[]),
        Action::Dice(m, e) => text(
            lang,
            "jm.act.dice",
            &[("morning", m.to_string()), ("evening", e.to_string())],
        ),
        Action::Choose(n) => card_text(lang, n, g.dice()),
        Action::Fork(inner) => text(
            lang,
            if inner {
                "jm.act.inner"
            } else {
                "jm.act.outer"
            },
            &[],
        ),
        Action::Empty(h) => {
            let load = preview.iter().find_map(|e| match *e {
                Event::Loaded { good, amount, .. } => Some(goods(lang, good, amount)),
                _ => None,
            });
            let inside = preview
                .iter()
                .find_map(|e| match *e {
                    Event::Emptied { good, amount, .. } => Some(goods(lang, good, amount)),
                    _ => None,
                })
                .unwrap_or_else(|| text(lang, "jm.hold.empty", &[]));
            text(
                lang,
                "jm.act.empty",
                &[
                    ("hold", (h + 1).to_string()),
                    ("inside", inside),
                    ("load", load.unwrap_or_default()),
                ],
            )
        }
        Action::Attack(s) => text(lang, "jm.act.attack", &[("ship", ship(s))]),
        Action::Powder(n) => text(lang, "jm.act.powder", &[("n", n.to_string())]),
        Action::Reroll => text(lang, "jm.act.reroll", &[]),
        Action::Keep => text(lang, "jm.act.keep", &[]),
        Action::StealHold(h) => {
            let loser = g.combat().map_or(0, |c| c.loser());
            let (holds, _) = g.holds(loser);
            let hold = holds[usize::from(h).min(5)];
            let inside = hold
                .good()
                .map(|gd| goods(lang, gd, hold.amount))
                .unwrap_or_default();
            text(
                lang,
                "jm.act.steal_hold",
                &[("hold", (h + 1).to_string()), ("inside", inside)],
            )
        }
        Action::StealTreasure(i) => {
            text(lang, "jm.act.steal_treasure", &[("n", (i + 1).to_string())])
        }
        Action::StealPower(p) => text(
            lang,
            "jm.act.steal_power",
            &[("power", power_name(lang, p))],
        ),
        Action::Give(i) => {
            let winner = g.combat().map_or(0, |c| c.winner);
            let t = g.ship(winner).face_down[usize::from(i).min(8)];
            text(
                lang,
                "jm.act.give",
                &[("treasure", treasure_value(lang, t))],
            )
        }
        Action::Spare => text(lang, "jm.act.spare", &[]),
        Action::Ghost(fwd) => text(
            lang,
            if fwd {
                "jm.act.ghost_forward"
            } else {
                "jm.act.ghost_back"
            },
            &[],
        ),
    }
}

/// Why a move is refused, in `lang` (the engine's refusal key; its English arguments are not
/// shown, numbers are).
pub fn refusal_text(lang: Lang, refusal: &islas_core::IllegalAction) -> String {
    let args: Vec<(&str, String)> = refusal
        .args
        .iter()
        .filter(|(name, _)| matches!(*name, "card" | "hold" | "powder" | "dice"))
        .map(|(name, value)| (*name, value.clone()))
        .collect();
    text(lang, &format!("jm.refusal.{}", refusal.key), &args)
}

/// One event of the game log as a sentence.
pub fn event_text(lang: Lang, seats: &[SeatPlayer], event: &Event) -> String {
    sentence(event_words(lang, seats, event))
}

/// An event's words, as the catalogue writes them (a ship's name may start them in lower case).
fn event_words(lang: Lang, seats: &[SeatPlayer], event: &Event) -> String {
    let ship = |s: ShipId| ship_name(lang, seats, s);
    let name = |s: u8| seat_name(lang, seats, s);
    let t = |key: &str, args: &[(&str, String)]| text(lang, key, args);
    match *event {
        Event::RoundStarted { round, captain } => t(
            "jm.log.round",
            &[("round", round.to_string()), ("name", name(captain))],
        ),
        Event::Rolled { dice } => t(
            "jm.log.rolled",
            &[("a", dice[0].to_string()), ("b", dice[1].to_string())],
        ),
        Event::DiceOrdered { morning, evening } => t(
            "jm.log.ordered",
            &[
                ("morning", morning.to_string()),
                ("evening", evening.to_string()),
            ],
        ),
        Event::Chose { seat } => t("jm.log.chose", &[("name", name(seat))]),
        Event::Revealed { seat, card: c } => t(
            "jm.log.revealed",
            &[("name", name(seat)), ("card", card_text(lang, c, [0, 0]))],
        ),
        Event::Loaded {
            ship: s,
            good,
            amount,
            hold,
        } => t(
            "jm.log.loaded",
            &[
                ("ship", ship(s)),
                ("goods", goods(lang, good, amount)),
                ("hold", (hold + 1).to_string()),
            ],
        ),
        Event::Emptied {
            ship: s,
            hold,
            good,
            amount,
        } => t(
            "jm.log.emptied",
            &[
                ("ship", ship(s)),
                ("goods", goods(lang, good, amount)),
                ("hold", (hold + 1).to_string()),
            ],
        ),
        Event::LoadIgnored { ship: s, good } => t(
            "jm.log.load_ignored",
            &[("ship", ship(s)), ("good", good_name(lang, good))],
        ),
        Event::Moved { ship: s, from, to } => t(
            "jm.log.moved",
            &[
                ("ship", ship(s)),
                ("from", space_inline(lang, from)),
                ("to", space_inline(lang, to)),
            ],
        ),
        Event::Arrived { seat } => t("jm.log.arrived", &[("name", name(seat))]),
        Event::EveningIgnored { seat } => t("jm.log.evening_ignored", &[("name", name(seat))]),
        Event::TreasureFound {
            ship: s,
            space,
            power,
        } => match power {
            Some(p) => t(
                "jm.log.found_power",
                &[
                    ("ship", ship(s)),
                    ("power", power_name(lang, p)),
                    ("space", space.to_string()),
                ],
            ),
            None => t(
                "jm.log.found",
                &[("ship", ship(s)), ("space", space.to_string())],
            ),
        },
        Event::Paid {
            seat, good, amount, ..
        } => t(
            "jm.log.paid",
            &[("name", name(seat)), ("goods", goods(lang, good, amount))],
        ),
        Event::Shortage {
            seat, space, paid, ..
        } => t(
            "jm.log.shortage",
            &[
                ("name", name(seat)),
                ("space", space.to_string()),
                ("paid", paid.to_string()),
            ],
        ),
        Event::Attacked { attacker, defender } => t(
            "jm.log.attacked",
            &[("attacker", ship(attacker)), ("defender", ship(defender))],
        ),
        Event::CombatRoll {
            ship: s,
            powder,
            face,
            strength,
            ..
        } => t(
            "jm.log.combat_roll",
            &[
                ("ship", ship(s)),
                ("powder", powder.to_string()),
                ("face", combat_value(lang, face)),
                ("strength", strength.to_string()),
            ],
        ),
        Event::Rerolled {
            by,
            ship: s,
            face,
            strength,
        } => t(
            "jm.log.rerolled",
            &[
                ("by", ship(by)),
                ("ship", ship(s)),
                ("face", combat_value(lang, face)),
                ("strength", strength.to_string()),
            ],
        ),
        Event::Won { winner, loser } => t(
            "jm.log.won",
            &[("winner", ship(winner)), ("loser", ship(loser))],
        ),
        Event::Tied => t("jm.log.tied", &[]),
        Event::StoleHold {
            winner,
            loser,
            good,
            amount,
            ..
        } => t(
            "jm.log.stole_hold",
            &[
                ("winner", ship(winner)),
                ("loser", ship(loser)),
                ("goods", goods(lang, good, amount)),
            ],
        ),
        Event::StoleTreasure {
            winner,
            loser,
            power,
            ..
        } => match power {
            Some(p) => t(
                "jm.log.stole_power",
                &[
                    ("winner", ship(winner)),
                    ("loser", ship(loser)),
                    ("power", power_name(lang, p)),
                ],
            ),
            None => t(
                "jm.log.stole_treasure",
                &[("winner", ship(winner)), ("loser", ship(loser))],
            ),
        },
        Event::StolePower {
            winner,
            loser,
            power,
            ..
        } => t(
            "jm.log.stole_power",
            &[
                ("winner", ship(winner)),
                ("loser", ship(loser)),
                ("power", power_name(lang, power)),
            ],
        ),
        Event::GaveTreasure { winner, loser, .. } => t(
            "jm.log.gave",
            &[("winner", ship(winner)), ("loser", ship(loser))],
        ),
        Event::Spared { winner } => t("jm.log.spared", &[("winner", ship(winner))]),
        Event::GhostCourse { forward } => t(
            if forward {
                "jm.log.ghost_forward"
            } else {
                "jm.log.ghost_back"
            },
            &[],
        ),
        Event::Reshuffled { seat } => t("jm.log.reshuffled", &[("name", name(seat))]),
        Event::Drew { seat, cards } => t(
            "jm.log.drew",
            &[("name", name(seat)), ("n", cards.to_string())],
        ),
        Event::DrewCards { seat, cards } => {
            let named: Vec<String> = (1..=11u8)
                .filter(|c| cards & (1 << c) != 0)
                .map(|c| c.to_string())
                .collect();
            t(
                "jm.log.drew_cards",
                &[
                    ("name", name(seat)),
                    ("n", named.len().to_string()),
                    ("cards", named.join(", ")),
                ],
            )
        }
        Event::GameOver => t("jm.log.over", &[]),
    }
}

/// A space by number, Port Royal by name, as a label ("Space 21", "Casilla 21").
pub fn space_name(lang: Lang, space: u8) -> String {
    if space == 0 {
        text(lang, "jm.port_royal", &[])
    } else {
        text(lang, "jm.space", &[("n", space.to_string())])
    }
}

/// Where a ship is, for its panel: in Port Royal once finished, else its space and how many
/// spaces it still has to sail ("Space 21, 16 to go").
pub fn ship_place(lang: Lang, finished: bool, space: u8, to_go: u8) -> String {
    if finished {
        text(lang, "jm.ship.finished", &[])
    } else {
        text(
            lang,
            "jm.ship.place",
            &[("space", space_name(lang, space)), ("n", to_go.to_string())],
        )
    }
}

/// A space inside a sentence ("sails from space 3", "navega de la casilla 3").
fn space_inline(lang: Lang, space: u8) -> String {
    if space == 0 {
        text(lang, "jm.port_royal", &[])
    } else {
        text(lang, "jm.space.inline", &[("n", space.to_string())])
    }
}

/// Whether an event belongs to the seat `seat` (for "the others' last moves").
pub fn event_seat(event: &Event) -> Option<Seat> {
    match *event {
        Event::Chose { seat }
        | Event::Revealed { seat, .. }
        | Event::Arrived { seat }
        | Event::Paid { seat, .. }
        | Event::Shortage { seat, .. }
        | Event::Drew { seat, .. }
        | Event::DrewCards { seat, .. }
        | Event::Reshuffled { seat }
        | Event::EveningIgnored { seat } => Some(seat),
        Event::Loaded { ship, .. } | Event::Moved { ship, .. } | Event::Emptied { ship, .. } => {
            Some(ship)
        }
        _ => None,
    }
}

/// A step's words: "Ana: morning — load 4 food; evening — sail 3 forward".
pub fn step_title(l: Lang, s: &super::Session, r: &Reveal, st: &Step) -> String {
    let name = ship_name(l, &s.seats, st.ship);
    if st.ship == GHOST {
        let [m, e] = r.dice.map(|d| d.to_string());
        return text(
            l,
            "jm.step.ghost",
            &[("name", name), ("morning", m), ("evening", e)],
        );
    }
    let (m, e) = card(st.card);
    text(
        l,
        "jm.step",
        &[
            ("name", name),
            ("card", st.card.to_string()),
            ("morning", half_text(l, m, r.dice[0])),
            ("evening", half_text(l, e, r.dice[1])),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Game, Seed};
    use islas_jamaica::Config;

    fn seats(n: usize) -> Vec<SeatPlayer> {
        (0..n)
            .map(|i| SeatPlayer {
                name: format!("P{i}"),
                control: crate::model::Control::Person,
            })
            .collect()
    }

    /// The log gives the combat die's value (0 = the star), the combat its face index.
    #[test]
    fn combat_rolls_are_told_by_their_value() {
        let s = seats(2);
        let roll = |face| Event::CombatRoll {
            ship: 0,
            powder: 1,
            face,
            strength: face + 1,
            taken: [0, 0, 1, 0, 0, 0],
        };
        assert_eq!(
            event_text(Lang::En, &s, &roll(8)),
            "P0 spends 1 gunpowder and rolls 8: strength 9."
        );
        assert!(event_text(Lang::En, &s, &roll(0)).contains("rolls the star"));
        assert_eq!(combat_face(Lang::En, 3), "8");
        assert_eq!(combat_face(Lang::En, STAR), "the star");
    }

    /// When the ghost ship wins a fight, the status names the ghost as the winner and the
    /// player who chooses its spoils (not "Ana won the fight" when the ghost beat Bea); the
    /// log's sentences start with a capital ("The ghost ship sails…").
    #[test]
    fn the_ghost_ships_fights_are_told_as_the_ghosts() {
        let s: Vec<SeatPlayer> = ["Ana", "Bea"]
            .iter()
            .map(|n| SeatPlayer {
                name: (*n).to_string(),
                control: crate::model::Control::Person,
            })
            .collect();
        let (mut ghost_won, mut ghost_told) = (0, 0);
        for seed in 0..40u64 {
            let mut g = Jamaica::setup(&Config::new(2), Seed::from_text("ghost").unwrap()).unwrap();
            let mut rng = islas_core::Rng::from_seed(seed);
            let mut legal = Vec::new();
            while g.to_act().is_some() {
                if let (Phase::Loot, Some(c)) = (g.phase(), g.combat()) {
                    let status = status_text(Lang::En, &s, &g);
                    if c.winner == GHOST {
                        ghost_won += 1;
                        let loser = ["Ana", "Bea"][usize::from(c.loser())];
                        let other = ["Bea", "Ana"][usize::from(c.loser())];
                        assert!(
                            status.ends_with(&format!(
                                "The ghost ship won the fight against {loser}: {other} chooses its spoils."
                            )),
                            "{status}"
                        );
                    } else {
                        let winner = ["Ana", "Bea"][usize::from(c.winner)];
                        assert!(
                            status.ends_with(&format!(
                                "{winner} won the fight and chooses the spoils."
                            )),
                            "{status}"
                        );
                    }
                }
                g.legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                for e in g.play_logged(&a).unwrap() {
                    for lang in Lang::ALL {
                        let line = event_text(lang, &s, &e);
                        assert!(!line.starts_with(char::is_lowercase), "{line}");
                        ghost_told +=
                            usize::from(line.starts_with(&sentence(text(lang, "jm.ghost", &[]))));
                    }
                }
            }
        }
        assert!(ghost_won > 0 && ghost_told > 0, "{ghost_won} {ghost_told}");
    }

    /// Every refusal the engine may give has words in every language.
    #[test]
    fn every_refusal_has_words() {
        for lang in Lang::ALL {
            for &key in Jamaica::INFO.refusals {
                let k = format!("jm.refusal.{key}");
                assert_ne!(text(lang, &k, &[]), k, "{lang:?}");
            }
        }
    }

    /// Random games in every language: every event, status and control has words (no key
    /// left untranslated, no placeholder left unfilled).
    #[test]
    fn every_event_status_and_control_has_words() {
        for players in [2u8, 4, 6] {
            let mut g =
                Jamaica::setup(&Config::new(players), Seed::from_text("words").unwrap()).unwrap();
            let s = seats(usize::from(players));
            let mut rng = islas_core::Rng::from_seed(u64::from(players));
            let mut legal = Vec::new();
            while g.to_act().is_some() {
                g.legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                let mut copy = g.clone();
                let preview = copy.play_logged(&a).unwrap();
                for lang in Lang::ALL {
                    let view = g.view(g.to_act().unwrap());
                    for line in [
                        status_text(lang, &s, &view),
                        action_label(lang, &s, &view, &a, &preview),
                    ] {
                        assert!(!line.contains("jm.") && !line.contains('{'), "{line}");
                    }
                }
                for e in g.play_logged(&a).unwrap() {
                    for lang in Lang::ALL {
                        let line = event_text(lang, &s, &e);
                        assert!(!line.contains("jm.") && !line.contains('{'), "{line}");
                    }
                }
            }
        }
    }
}
