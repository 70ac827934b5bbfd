//! The end of a game of Jamaica: each score in its parts (the final space or Port Royal, the
//! −5 before the red line, doubloons, treasures, cursed treasures), the winner and the
//! tie-break in words, play the same deal again, share the deal as a link, start a new game.

use islas_core::Seat;
use islas_jamaica::data::TREASURE_VALUE;
use islas_jamaica::{Good, Jamaica};
use leptos::prelude::*;

use super::Session;
use super::text::seat_name;
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::model::SeatPlayer;
use crate::providers::I18n;
use crate::session::EndActions;

/// One line of the final table: the parts of a score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub seat: Seat,
    pub rank: u8,
    /// The final space's number (2…10), 15 in Port Royal, 0 up to the red line.
    pub space: i32,
    /// −5 up to the red line (or behind the start), else 0.
    pub behind: i32,
    pub doubloons: i32,
    pub treasures: i32,
    /// The cursed treasures (0 or negative).
    pub cursed: i32,
    pub total: i32,
    /// Spaces still to sail (the tie-break: fewer is better).
    pub to_go: u8,
}

/// Everyone's result, best first (seat order among equals). Read from the whole game once it
/// is over: every treasure is turned face up at the end.
pub fn standings(game: &Jamaica) -> Vec<Standing> {
    let Some(outcome) = game.result() else {
        return Vec::new();
    };
    let mut out: Vec<Standing> = outcome
        .players
        .iter()
        .map(|p| {
            let seat = p.seat;
            let ship = game.ship(seat);
            let values: Vec<i32> = ship.face_down[..usize::from(ship.face_down_len)]
                .iter()
                .filter(|&&t| usize::from(t) < TREASURE_VALUE.len())
                .map(|&t| i32::from(TREASURE_VALUE[usize::from(t)]))
                .collect();
            let position = game.position_score(seat);
            let (space, behind) = if position < 0 {
                (0, position)
            } else {
                (position, 0)
            };
            Standing {
                seat,
                rank: p.rank,
                space,
                behind,
                doubloons: i32::from(game.total(seat, Good::Doubloons)),
                treasures: values.iter().filter(|&&v| v > 0).sum(),
                cursed: values.iter().filter(|&&v| v < 0).sum(),
                total: game.score(seat),
                to_go: game.to_go(seat),
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

/// Who won and why, in words: the most points, or on equal points the ship furthest ahead.
pub fn explanation(lang: Lang, seats: &[SeatPlayer], st: &[Standing]) -> String {
    let winners: Vec<&Standing> = st.iter().filter(|s| s.rank == 0).collect();
    let Some(first) = winners.first() else {
        return String::new();
    };
    if winners.len() > 1 {
        let list: Vec<Seat> = winners.iter().map(|s| s.seat).collect();
        return text(
            lang,
            "jm.end.shared",
            &[
                ("names", names(lang, seats, &list)),
                ("points", first.total.to_string()),
            ],
        );
    }
    let tied: Vec<Seat> = st
        .iter()
        .filter(|s| s.rank > 0 && s.total == first.total)
        .map(|s| s.seat)
        .collect();
    if tied.is_empty() {
        text(
            lang,
            "jm.end.by_points",
            &[
                ("name", seat_name(lang, seats, first.seat)),
                ("points", first.total.to_string()),
            ],
        )
    } else {
        text(
            lang,
            "jm.end.by_race",
            &[
                ("name", seat_name(lang, seats, first.seat)),
                ("others", names(lang, seats, &tied)),
                ("points", first.total.to_string()),
            ],
        )
    }
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
                            <td>{st.space}</td>
                            <td>{st.behind}</td>
                            <td>{st.doubloons}</td>
                            <td>{st.treasures}</td>
                            <td>{st.cursed}</td>
                            <td class="total">{st.total}</td>
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
    let why = move || session.with(|s| explanation(i18n.lang(), &s.seats, &standings(&s.game)));
    let th = move |key: &'static str| view! { <th scope="col">{move || i18n.t(key)}</th> };
    // A narrow column: an icon or a short mark, its words for screen readers and as a tooltip.
    let th_icon = move |key: &'static str, icon: &'static str| {
        view! {
            <th scope="col" title=move || i18n.t(key)>
                <Icon name=icon />
                <span class="visually-hidden">{move || i18n.t(key)}</span>
            </th>
        }
    };

    view! {
        <section class="end jm-end" aria-labelledby="end-title">
            <h2 id="end-title">{move || i18n.t("end.title")}</h2>
            <p class="winner-line">{headline}</p>
            // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
            <div class="scores-wrap" tabindex="0" role="region" aria-labelledby="end-title">
                <table class="scores">
                    <thead>
                        <tr>
                            {th("end.rank")}
                            {th("end.player")}
                            {th("jm.end.space")}
                            <th scope="col" title=move || i18n.t("jm.end.behind")>
                                <span aria-hidden="true">"−5"</span>
                                <span class="visually-hidden">{move || i18n.t("jm.end.behind")}</span>
                            </th>
                            {th_icon("jm.end.doubloons", "doubloon")}
                            {th_icon("jm.end.treasures", "treasure")}
                            {th_icon("jm.end.cursed", "skull")}
                            {th("jm.end.total")}
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <p class="why">{why}</p>
            <EndActions session />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Game, Seed};
    use islas_jamaica::Config;

    /// Random games to the end: the parts add up to the engine's score, and the ranks follow
    /// the points and then the race.
    #[test]
    fn the_parts_add_up_to_the_score_and_ranks_follow_points_then_race() {
        for players in 2..=6u8 {
            let mut g =
                Jamaica::setup(&Config::new(players), Seed::from_text("end").unwrap()).unwrap();
            let mut rng = islas_core::Rng::from_seed(u64::from(players) * 7);
            let mut legal = Vec::new();
            while g.to_act().is_some() {
                g.legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                g.play(&a).unwrap();
            }
            let st = standings(&g);
            assert_eq!(st.len(), usize::from(players));
            for s in &st {
                assert_eq!(
                    s.space + s.behind + s.doubloons + s.treasures + s.cursed,
                    s.total
                );
                assert!(s.behind == 0 || s.behind == -5);
                assert!(s.cursed <= 0 && s.treasures >= 0);
            }
            for w in st.windows(2) {
                assert!(
                    w[0].total > w[1].total
                        || (w[0].total == w[1].total && w[0].to_go <= w[1].to_go)
                );
            }
            let seats = vec![SeatPlayer::default(); usize::from(players)];
            assert!(!explanation(Lang::Cs, &seats, &st).contains("jm."));
        }
    }
}
