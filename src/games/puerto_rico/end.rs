//! The end of a game: the score by parts (chips, buildings, large buildings' bonuses), the
//! tie-break (doubloons and goods), the winner and why, why the game ended; play the same deal
//! again, share the deal as a link, start a new game.

use islas_core::{Game, Seat};
use islas_puerto_rico::{BUILDING_DATA, EndReason, PuertoRico, large_bonuses, score};
use leptos::prelude::*;

use super::Session;
use super::text::seat_name;
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::model::SeatPlayer;
use crate::providers::I18n;
use crate::session::EndActions;

/// One line of the final table.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub seat: Seat,
    pub rank: u8,
    pub chips: u16,
    pub buildings: u16,
    pub bonus: u16,
    pub total: i32,
    /// Doubloons and barrels left: the tie-break.
    pub tiebreak: u16,
}

/// Everyone's result, best first (seat order among equals). Read from the whole state: at the
/// end every chip is turned over.
pub fn standings(game: &PuertoRico) -> Vec<Standing> {
    let Some(outcome) = game.outcome() else {
        return Vec::new();
    };
    let mut out: Vec<Standing> = outcome
        .players
        .iter()
        .map(|r| {
            let p = game.player(r.seat);
            let buildings = (0..BUILDING_DATA.len())
                .filter(|&i| p.buildings & (1 << i) != 0)
                .map(|i| u16::from(BUILDING_DATA[i].points))
                .sum();
            Standing {
                seat: r.seat,
                rank: r.rank,
                chips: p.vp,
                buildings,
                bonus: large_bonuses(p),
                total: score(p),
                tiebreak: p.doubloons + p.goods.iter().map(|&g| u16::from(g)).sum::<u16>(),
            }
        })
        .collect();
    islas_core::sort_small_by_key(&mut out, |s| (s.rank, s.seat));
    out
}

fn names(lang: Lang, seats: &[SeatPlayer], list: &[Seat]) -> String {
    list.iter()
        .map(|&s| seat_name(lang, seats, s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who won and why, in words, and why the game ended.
pub fn explanation(
    lang: Lang,
    seats: &[SeatPlayer],
    game: &PuertoRico,
    st: &[Standing],
) -> Vec<String> {
    let mut out = Vec::new();
    let winners: Vec<&Standing> = st.iter().filter(|s| s.rank == 0).collect();
    let Some(first) = winners.first() else {
        return out;
    };
    if winners.len() > 1 {
        let ws: Vec<Seat> = winners.iter().map(|s| s.seat).collect();
        out.push(text(
            lang,
            "rico.end.shared",
            &[
                ("names", names(lang, seats, &ws)),
                ("points", first.total.to_string()),
                ("tiebreak", first.tiebreak.to_string()),
            ],
        ));
    } else {
        let tied: Vec<&Standing> = st
            .iter()
            .filter(|s| s.rank > 0 && s.total == first.total)
            .collect();
        if tied.is_empty() {
            out.push(text(
                lang,
                "rico.end.by_points",
                &[
                    ("name", seat_name(lang, seats, first.seat)),
                    ("points", first.total.to_string()),
                ],
            ));
        } else {
            let others: Vec<Seat> = tied.iter().map(|s| s.seat).collect();
            out.push(text(
                lang,
                "rico.end.by_tiebreak",
                &[
                    ("name", seat_name(lang, seats, first.seat)),
                    ("others", names(lang, seats, &others)),
                    ("points", first.total.to_string()),
                    ("mine", first.tiebreak.to_string()),
                    ("theirs", tied[0].tiebreak.to_string()),
                ],
            ));
        }
    }
    if let Some(reason) = game.end {
        let r = match reason {
            EndReason::Colonists => "rico.end.reason.colonists",
            EndReason::City => "rico.end.reason.city",
            EndReason::VictoryPoints => "rico.end.reason.vp",
        };
        out.push(text(
            lang,
            "rico.end.reason",
            &[("reason", text(lang, r, &[]))],
        ));
    }
    out
}

/// The end-of-game panel.
#[component]
pub fn EndOfGame(session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();

    let rows = move || {
        session.with(|s| {
            let lang = i18n.lang();
            standings(&s.game)
                .into_iter()
                .map(|st| {
                    view! {
                        <tr class:winner=st.rank == 0>
                            <td>{u32::from(st.rank) + 1}</td>
                            <th scope="row">{seat_name(lang, &s.seats, st.seat)}</th>
                            <td>{st.chips}</td>
                            <td>{st.buildings}</td>
                            <td>{st.bonus}</td>
                            <td class="total">{st.total}</td>
                            <td>{st.tiebreak}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let headline = move || {
        session.with(|s| {
            let lang = i18n.lang();
            let st = standings(&s.game);
            let winners: Vec<Seat> = st.iter().filter(|x| x.rank == 0).map(|x| x.seat).collect();
            if winners.len() == 1 {
                text(
                    lang,
                    "end.winner",
                    &[("name", seat_name(lang, &s.seats, winners[0]))],
                )
            } else {
                text(
                    lang,
                    "end.winners",
                    &[("names", names(lang, &s.seats, &winners))],
                )
            }
        })
    };
    let why = move || {
        session.with(|s| {
            explanation(i18n.lang(), &s.seats, &s.game, &standings(&s.game))
                .into_iter()
                .map(|line| view! { <p>{line}</p> })
                .collect_view()
        })
    };

    view! {
        <section class="end" aria-labelledby="end-title">
            <h2 id="end-title">{move || i18n.t("end.title")}</h2>
            <p class="winner-line">{headline}</p>
            // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
            <div class="scores-wrap" tabindex="0" role="region" aria-labelledby="end-title">
            <table class="scores">
                <thead>
                    <tr>
                        <th scope="col">{move || i18n.t("end.rank")}</th>
                        <th scope="col">{move || i18n.t("end.player")}</th>
                        <th scope="col" title=move || i18n.t("rico.end.chips")>
                            <Icon name="vp" /><span class="words">{move || i18n.t("rico.end.chips")}</span>
                        </th>
                        <th scope="col" title=move || i18n.t("rico.end.buildings")>
                            <Icon name="building" /><span class="words">{move || i18n.t("rico.end.buildings")}</span>
                        </th>
                        <th scope="col">{move || i18n.t("rico.end.bonus")}</th>
                        <th scope="col">{move || i18n.t("rico.end.total")}</th>
                        <th scope="col" title=move || i18n.t("rico.end.tiebreak")>
                            <span class="tie" aria-hidden="true"><Icon name="doubloon" />"+"<Icon name="barrel" /></span>
                            <span class="words">{move || i18n.t("rico.end.tiebreak")}</span>
                        </th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            </div>
            <div class="why">{why}</div>
            <EndActions session />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Control;
    use islas_core::{Rng, Seed};
    use islas_puerto_rico::Config;

    fn seats(n: usize) -> Vec<SeatPlayer> {
        (0..n)
            .map(|i| SeatPlayer {
                name: ["Ana", "Bo", "Cy", "Di", "Ed"][i].into(),
                control: Control::Person,
            })
            .collect()
    }

    #[test]
    fn the_parts_add_up_and_the_winner_is_explained() {
        for seed in 0..12u64 {
            let n = 2 + (seed % 4) as usize;
            let mut s = Session::new(Config::new(n as u8), Seed::from_u64(seed), seats(n)).unwrap();
            let mut rng = Rng::from_seed(seed);
            while !s.is_over() {
                let legal = s.legal();
                let a = legal[rng.below(legal.len() as u32) as usize];
                s.play(&a).unwrap();
            }
            let st = standings(&s.game);
            assert_eq!(st.len(), n);
            for x in &st {
                assert_eq!(
                    i32::from(x.chips) + i32::from(x.buildings) + i32::from(x.bonus),
                    x.total
                );
            }
            assert!(st.windows(2).all(|w| w[0].total >= w[1].total));
            let why = explanation(Lang::En, &s.seats, &s.game, &st).join(" ");
            assert!(why.contains("Why the game ended"), "{why}");
            assert!(
                why.contains(&seat_name(Lang::En, &s.seats, st[0].seat)),
                "{why}"
            );
        }
    }

    #[test]
    fn the_share_link_carries_seed_players_and_seats() {
        let mut seats = seats(3);
        seats[1].control = Control::Hard;
        let mut s =
            Session::new(Config::new(3), Seed::from_text("pirates").unwrap(), seats).unwrap();
        assert_eq!(
            s.share_path(),
            "/?g=puerto-rico&s=18FQZJQ2&p=3&a=person,hard,person"
        );
        s.seed_text = Some("pirates".into());
        assert_eq!(
            s.share_path(),
            "/?g=puerto-rico&s=pirates&p=3&a=person,hard,person"
        );
    }
}
