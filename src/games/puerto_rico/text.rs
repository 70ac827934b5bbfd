//! Puerto Rico's words: goods, roles, buildings and what they do, the phase, the log, the
//! controls and the engine's refusals, from `locales/puerto-rico.<lang>.txt` (keys `rico.*`).

use islas_core::Seat;
use islas_puerto_rico::{
    Action, Building, EndReason, Event, FreeColonist, Good, Phase, PuertoRico, QUARRY, Role,
};

use crate::i18n::{Lang, text};
use crate::model::SeatPlayer;

pub use crate::i18n::seat_name;

/// "3 doubloons": a count in words (`rico.count.<what>`).
pub fn count(lang: Lang, what: &str, n: usize) -> String {
    text(lang, &format!("rico.count.{what}"), &[("n", n.to_string())])
}

/// A good's name ("corn").
pub fn good_name(lang: Lang, g: Good) -> String {
    text(lang, &format!("rico.good.{}", g.id()), &[])
}

/// "4 barrels of corn".
pub fn barrels(lang: Lang, g: Good, n: usize) -> String {
    text(
        lang,
        "rico.barrels",
        &[
            ("n", n.to_string()),
            ("good", text(lang, &format!("rico.goodof.{}", g.id()), &[])),
        ],
    )
}

/// A role's name (both prospectors are "Prospector").
pub fn role_name(lang: Lang, r: Role) -> String {
    let id = match r {
        Role::Prospector2 => Role::Prospector.id(),
        r => r.id(),
    };
    text(lang, &format!("rico.role.{id}"), &[])
}

/// A building's name.
pub fn building_name(lang: Lang, b: Building) -> String {
    text(lang, &format!("rico.b.{}", b.id()), &[])
}

/// The long words of the buildings' names with their syllables marked by soft hyphens.
const SYLLABLES: &[&str] = &[
    "Ayun\u{ad}ta\u{ad}mien\u{ad}to",
    "Azu\u{ad}ca\u{ad}re\u{ad}ra",
    "Añi\u{ad}le\u{ad}ría",
    "Bar\u{ad}vír\u{ad}na",
    "bar\u{ad}vír\u{ad}na",
    "Ce\u{ad}chov\u{ad}ní",
    "Co\u{ad}fra\u{ad}día",
    "Con\u{ad}struc\u{ad}tion",
    "For\u{ad}ta\u{ad}le\u{ad}za",
    "Kan\u{ad}ce\u{ad}lář",
    "Lo\u{ad}dě\u{ad}ni\u{ad}ce",
    "Ma\u{ad}nu\u{ad}fak\u{ad}tu\u{ad}ra",
    "Pra\u{ad}žír\u{ad}na",
    "Res\u{ad}i\u{ad}dence",
    "Re\u{ad}si\u{ad}den\u{ad}cia",
    "Re\u{ad}zi\u{ad}den\u{ad}ce",
    "Sta\u{ad}veb\u{ad}ní",
    "Tos\u{ad}ta\u{ad}de\u{ad}ro",
    "Uni\u{ad}ver\u{ad}si\u{ad}dad",
    "Uni\u{ad}ver\u{ad}si\u{ad}ty",
    "Uni\u{ad}ver\u{ad}zi\u{ad}ta",
    "ware\u{ad}house",
];

/// A building's name for a tile or a city space: its long words may break at their syllables,
/// with a hyphen, never elsewhere (browsers without hyphenation dictionaries included).
pub fn building_face_name(lang: Lang, b: Building) -> String {
    building_name(lang, b)
        .split(' ')
        .map(|w| {
            SYLLABLES
                .iter()
                .find(|s| s.replace('\u{ad}', "") == w)
                .map_or_else(|| w.to_string(), |s| (*s).to_string())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a building does.
pub fn building_desc(lang: Lang, b: Building) -> String {
    text(lang, &format!("rico.bd.{}", b.id()), &[])
}

/// A colonist's place in the mayor phase: a plantation kind, the quarries or a building.
/// A plantation tile, or a quarry (`None`), as one piece: "a corn plantation", "a quarry".
pub fn tile_name(lang: Lang, good: Option<Good>) -> String {
    match good {
        Some(g) => text(lang, &format!("rico.plantation.{}", g.id()), &[]),
        None => text(lang, "rico.quarry", &[]),
    }
}

/// One piece of target `t` (a colonist's place): a plantation tile, a quarry or a building.
pub fn piece_name(lang: Lang, t: usize) -> String {
    match t {
        k if k <= QUARRY => tile_name(lang, Good::from_index(k)),
        k => Building::from_index(k - 6).map_or_else(String::new, |b| building_name(lang, b)),
    }
}

pub fn target_name(lang: Lang, t: usize) -> String {
    match t {
        QUARRY => text(lang, "rico.quarries", &[]),
        k if k < QUARRY => text(
            lang,
            &format!("rico.plantations.{}", Good::ALL[k].id()),
            &[],
        ),
        k => Building::from_index(k - 6).map_or_else(String::new, |b| building_name(lang, b)),
    }
}

fn who(lang: Lang, seats: &[SeatPlayer], seat: Seat) -> (&'static str, String) {
    ("name", seat_name(lang, seats, seat))
}

/// Who is to decide what, and in which role's phase.
pub fn phase_text(lang: Lang, seats: &[SeatPlayer], g: &PuertoRico) -> String {
    let Some(seat) = g.seat_to_act() else {
        return text(lang, "rico.phase.over", &[]);
    };
    let holder = ("holder", seat_name(lang, seats, g.chooser));
    let role = (
        "role",
        g.role.map(|r| role_name(lang, r)).unwrap_or_default(),
    );
    let key = match g.phase {
        Phase::PickRole => "rico.phase.pick",
        Phase::Settler { .. } => "rico.phase.settler",
        Phase::Mayor { .. } => "rico.phase.mayor",
        Phase::Builder => "rico.phase.builder",
        Phase::Colonist { .. } => "rico.phase.colonist",
        Phase::Craftsman => "rico.phase.craftsman",
        Phase::Trader => "rico.phase.trader",
        Phase::Captain => "rico.phase.captain",
        Phase::Storage { .. } => "rico.phase.storage",
        Phase::GameOver => "rico.phase.over",
    };
    text(
        lang,
        key,
        &[
            who(lang, seats, seat),
            holder,
            role,
            ("round", g.round.to_string()),
        ],
    )
}

/// A list of goods in words ("2 barrels of corn, 1 barrel of sugar").
pub fn goods_list(lang: Lang, goods: &[u8; 5]) -> String {
    let parts: Vec<String> = Good::ALL
        .iter()
        .filter(|g| goods[g.index()] > 0)
        .map(|&g| barrels(lang, g, usize::from(goods[g.index()])))
        .collect();
    if parts.is_empty() {
        text(lang, "rico.nothing", &[])
    } else {
        parts.join(", ")
    }
}

/// One line of the log.
pub fn event_text(lang: Lang, seats: &[SeatPlayer], actor: Seat, e: &Event) -> String {
    let name = |s: Seat| ("name", seat_name(lang, seats, s));
    let _ = actor;
    match e {
        Event::RoleChosen {
            seat,
            role,
            doubloons,
        } => {
            let key = if *doubloons > 0 {
                "rico.log.role_paid"
            } else {
                "rico.log.role"
            };
            text(
                lang,
                key,
                &[
                    name(*seat),
                    ("role", role_name(lang, *role)),
                    (
                        "doubloons",
                        count(lang, "doubloons", usize::from(*doubloons)),
                    ),
                ],
            )
        }
        Event::Prospected { seat } => text(lang, "rico.log.prospected", &[name(*seat)]),
        Event::Planted {
            seat,
            good,
            hacienda,
        } => {
            let what = tile_name(lang, *good);
            let key = if *hacienda {
                "rico.log.planted_hacienda"
            } else {
                "rico.log.planted"
            };
            text(lang, key, &[name(*seat), ("what", what)])
        }
        Event::ExtraColonist { seat, building } => text(
            lang,
            "rico.log.extra_colonist",
            &[name(*seat), ("building", building_name(lang, *building))],
        ),
        Event::PlantationsRevealed { face_up } => {
            let list: Vec<String> = Good::ALL
                .iter()
                .filter(|g| face_up[g.index()] > 0)
                .map(|&g| {
                    let n = usize::from(face_up[g.index()]);
                    format!("{n}× {}", good_name(lang, g))
                })
                .collect();
            text(lang, "rico.log.revealed", &[("list", list.join(", "))])
        }
        Event::ColonistsTaken { seat, colonists } => text(
            lang,
            "rico.log.colonists_taken",
            &[
                name(*seat),
                (
                    "colonists",
                    count(lang, "colonists", usize::from(*colonists)),
                ),
            ],
        ),
        Event::ColonistsPlaced { seat, san_juan } => {
            if *san_juan > 0 {
                text(
                    lang,
                    "rico.log.placed_waiting",
                    &[
                        name(*seat),
                        (
                            "colonists",
                            count(lang, "colonists", usize::from(*san_juan)),
                        ),
                    ],
                )
            } else {
                text(lang, "rico.log.placed", &[name(*seat)])
            }
        }
        Event::ShipRefilled { colonists } => text(
            lang,
            "rico.log.ship_refilled",
            &[(
                "colonists",
                count(lang, "colonists", usize::from(*colonists)),
            )],
        ),
        Event::Built {
            seat,
            building,
            paid,
        } => text(
            lang,
            "rico.log.built",
            &[
                name(*seat),
                ("building", building_name(lang, *building)),
                ("doubloons", count(lang, "doubloons", usize::from(*paid))),
            ],
        ),
        Event::Produced { seat, goods } => text(
            lang,
            "rico.log.produced",
            &[name(*seat), ("goods", goods_list(lang, goods))],
        ),
        Event::ExtraGood { seat, good } => text(
            lang,
            "rico.log.extra_good",
            &[name(*seat), ("goods", barrels(lang, *good, 1))],
        ),
        Event::FactoryBonus { seat, doubloons } => text(
            lang,
            "rico.log.factory",
            &[
                name(*seat),
                (
                    "doubloons",
                    count(lang, "doubloons", usize::from(*doubloons)),
                ),
            ],
        ),
        Event::Sold {
            seat,
            good,
            doubloons,
        } => text(
            lang,
            "rico.log.sold",
            &[
                name(*seat),
                ("good", good_name(lang, *good)),
                (
                    "doubloons",
                    count(lang, "doubloons", usize::from(*doubloons)),
                ),
            ],
        ),
        Event::HouseEmptied => text(lang, "rico.log.house_emptied", &[]),
        Event::Loaded {
            seat,
            good,
            ship,
            barrels: n,
        } => text(
            lang,
            "rico.log.loaded",
            &[
                name(*seat),
                ("goods", barrels(lang, *good, usize::from(*n))),
                ("ship", ship.to_string()),
            ],
        ),
        Event::Wharf {
            seat,
            good,
            barrels: n,
        } => text(
            lang,
            "rico.log.wharf",
            &[
                name(*seat),
                ("goods", barrels(lang, *good, usize::from(*n))),
            ],
        ),
        Event::Spoiled { seat, goods } => text(
            lang,
            "rico.log.spoiled",
            &[name(*seat), ("goods", goods_list(lang, goods))],
        ),
        Event::ShippingPoints { seat, points } => text(
            lang,
            "rico.log.points",
            &[name(*seat), ("n", points.to_string())],
        ),
        Event::ShipEmptied { ship } => {
            text(lang, "rico.log.ship_emptied", &[("ship", ship.to_string())])
        }
        Event::Passed { seat } => text(lang, "rico.log.passed", &[name(*seat)]),
        Event::RoundEnded { governor } => text(lang, "rico.log.round_ended", &[name(*governor)]),
        Event::EndTriggered { reason } => text(
            lang,
            match reason {
                EndReason::Colonists => "rico.log.end_colonists",
                EndReason::City => "rico.log.end_city",
                EndReason::VictoryPoints => "rico.log.end_vp",
            },
            &[],
        ),
        Event::GameOver => text(lang, "rico.log.game_over", &[]),
    }
}

/// The words of a control, from the state before it and what it would do (`preview`).
pub fn action_label(lang: Lang, g: &PuertoRico, a: &Action, preview: &[Event]) -> String {
    let seat = g.seat_to_act().unwrap_or(0);
    let p = g.player(seat);
    match a {
        Action::Role(r) => {
            let d = g.role_doubloons[*r as usize];
            if d > 0 {
                text(
                    lang,
                    "rico.act.role_paid",
                    &[
                        ("role", role_name(lang, *r)),
                        ("doubloons", count(lang, "doubloons", usize::from(d))),
                    ],
                )
            } else {
                role_name(lang, *r)
            }
        }
        Action::Plant(good) => text(
            lang,
            "rico.act.plant",
            &[(
                "what",
                text(lang, &format!("rico.plantation.{}", good.id()), &[]),
            )],
        ),
        Action::Quarry => text(lang, "rico.act.quarry", &[]),
        Action::Hacienda => text(lang, "rico.act.hacienda", &[]),
        Action::Place(t) => text(
            lang,
            "rico.act.place",
            &[("target", target_name(lang, usize::from(*t)))],
        ),
        Action::Build(b) => {
            let paid = preview
                .iter()
                .find_map(|e| match e {
                    Event::Built { paid, .. } => Some(*paid),
                    _ => None,
                })
                .unwrap_or(0);
            text(
                lang,
                "rico.act.build",
                &[
                    ("building", building_name(lang, *b)),
                    ("doubloons", count(lang, "doubloons", usize::from(paid))),
                ],
            )
        }
        Action::Colonist(take) => {
            let from = match g.phase {
                Phase::Colonist { from } => from,
                _ => FreeColonist::Mayor,
            };
            let key = match (from, take) {
                (FreeColonist::Mayor, true) => "rico.act.colonist_mayor_yes",
                (FreeColonist::Mayor, false) => "rico.act.colonist_mayor_no",
                (FreeColonist::Hospice { .. }, true) => "rico.act.colonist_hospice_yes",
                (FreeColonist::University { .. }, true) => "rico.act.colonist_university_yes",
                (_, false) => "rico.act.colonist_no",
            };
            let target = match from {
                FreeColonist::Hospice { tile } => {
                    tile_name(lang, Good::from_index(usize::from(tile)))
                }
                FreeColonist::University { building } => building_name(lang, building),
                FreeColonist::Mayor => String::new(),
            };
            text(lang, key, &[("target", target)])
        }
        Action::Extra(good) => text(
            lang,
            "rico.act.extra",
            &[("goods", barrels(lang, *good, 1))],
        ),
        Action::Sell(good) => {
            let got = preview
                .iter()
                .find_map(|e| match e {
                    Event::Sold { doubloons, .. } => Some(*doubloons),
                    _ => None,
                })
                .unwrap_or(0);
            text(
                lang,
                "rico.act.sell",
                &[
                    ("good", good_name(lang, *good)),
                    ("doubloons", count(lang, "doubloons", usize::from(got))),
                ],
            )
        }
        Action::Load(good, ship) => {
            let n = preview
                .iter()
                .find_map(|e| match e {
                    Event::Loaded { barrels, .. } => Some(*barrels),
                    _ => None,
                })
                .unwrap_or(0);
            text(
                lang,
                "rico.act.load",
                &[
                    ("goods", barrels(lang, *good, usize::from(n))),
                    ("ship", ship.to_string()),
                ],
            )
        }
        Action::Wharf(good) => text(
            lang,
            "rico.act.wharf",
            &[(
                "goods",
                barrels(lang, *good, usize::from(p.goods[good.index()])),
            )],
        ),
        Action::Store(good) => text(
            lang,
            "rico.act.store",
            &[(
                "goods",
                barrels(lang, *good, usize::from(p.goods[good.index()])),
            )],
        ),
        Action::Keep(good) => text(lang, "rico.act.keep", &[("goods", barrels(lang, *good, 1))]),
        Action::Pass => text(
            lang,
            match g.phase {
                Phase::Settler { .. } => "rico.act.pass_settler",
                Phase::Builder => "rico.act.pass_builder",
                Phase::Craftsman => "rico.act.pass_craftsman",
                Phase::Trader => "rico.act.pass_trader",
                Phase::Captain => "rico.act.pass_captain",
                Phase::Storage { .. } => "rico.act.pass_storage",
                _ => "rico.act.pass",
            },
            &[],
        ),
    }
}

/// Why a move is refused, in `lang` (the engine's refusal key).
pub fn refusal_text(lang: Lang, refusal: &islas_core::IllegalAction) -> String {
    let args: Vec<(&str, String)> = refusal.args.iter().map(|(n, v)| (*n, v.clone())).collect();
    text(lang, &format!("rico.refusal.{}", refusal.key), &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Game, IllegalAction};
    use islas_puerto_rico::BUILDINGS;

    /// Every refusal, good, role and building has words in every language, not the key.
    /// A face name is the name with soft hyphens only; every long word has its syllables.
    #[test]
    fn a_building_face_name_is_its_name_with_syllables() {
        for lang in [Lang::En, Lang::Es, Lang::Cs] {
            for &b in Building::ALL.iter() {
                let face = building_face_name(lang, b);
                assert_eq!(face.replace('\u{ad}', ""), building_name(lang, b));
                for w in face.split(' ') {
                    assert!(w.chars().count() < 9 || w.contains('\u{ad}'), "{w}");
                }
            }
        }
    }

    #[test]
    fn every_name_and_refusal_reads_in_every_language() {
        for lang in Lang::ALL {
            for &key in PuertoRico::INFO.refusals {
                let t = refusal_text(lang, &IllegalAction::new("x", key, "english"));
                assert!(!t.starts_with("rico."), "{lang:?} {key}");
            }
            for g in Good::ALL {
                assert!(!good_name(lang, g).starts_with("rico."));
                assert!(!barrels(lang, g, 2).contains("rico."));
            }
            for r in Role::ALL {
                assert!(!role_name(lang, r).starts_with("rico."));
            }
            for t in 0..6 + BUILDINGS {
                assert!(!target_name(lang, t).starts_with("rico."), "{t}");
            }
            for b in Building::ALL {
                assert!(!building_desc(lang, b).starts_with("rico."), "{b:?}");
            }
        }
    }

    /// A whole random game's log and controls read in every language (no key left as is).
    #[test]
    fn a_whole_game_reads_in_every_language() {
        use islas_core::Seed;
        use islas_puerto_rico::Config;
        let mut g = PuertoRico::setup(&Config::new(3), Seed::from_u64(7)).unwrap();
        let seats = vec![SeatPlayer::default(); 3];
        let mut rng = islas_core::Rng::from_seed(3);
        let mut n = 0;
        while g.to_act().is_some() && n < 3000 {
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            for lang in Lang::ALL {
                let t = phase_text(lang, &seats, &g);
                assert!(!t.contains("rico."), "{t}");
                for a in &legal {
                    let mut copy = g.clone();
                    let ev = copy.play_logged(a).unwrap();
                    let l = action_label(lang, &g, a, &ev);
                    assert!(!l.contains("rico.") && !l.is_empty(), "{a} {l}");
                }
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            let actor = g.to_act().unwrap();
            for e in g.play_logged(&a).unwrap() {
                for lang in Lang::ALL {
                    let t = event_text(lang, &seats, actor, &e);
                    assert!(!t.contains("rico.") && !t.contains('{'), "{t}");
                }
            }
            n += 1;
        }
        assert!(g.to_act().is_none(), "the game ended");
    }
}
