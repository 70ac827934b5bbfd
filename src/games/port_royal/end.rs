//! The end of a game: the scores, the winner and why (the tie-break in words), or with the
//! co-operative contracts won or lost together, the points and the rank; play the same deal
//! again, share the deal as a link, start a new game. A chapter of the Adventure says whether
//! the chapter is won (co-operative: card 9) or who won it, reports to its campaign and leads
//! back to the campaign's page.

use islas_core::Seat;
use islas_core::{ConfigSpec, Utility};
use islas_port_royal::big_box::RANKS;
use islas_port_royal::{Ending, PortRoyal};
use leptos::prelude::*;

use super::Session;
use super::campaign::CampaignEnd;
use super::text::{count, seat_name};
use crate::i18n::{Lang, text};
use crate::model::SeatPlayer;
use crate::providers::I18n;
use crate::session::EndActions;

/// One line of the final table.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub seat: Seat,
    pub rank: u8,
    pub influence: u8,
    pub coins: usize,
    pub expeditions: u8,
}

/// Everyone's result, best first (seat order among equals).
pub fn standings(game: &PortRoyal) -> Vec<Standing> {
    let Some(outcome) = game.result() else {
        return Vec::new();
    };
    let mut out: Vec<Standing> = outcome
        .players
        .iter()
        .map(|p| Standing {
            seat: p.seat,
            rank: p.rank,
            influence: game.influence(p.seat),
            coins: game.coins(p.seat),
            expeditions: game.tally(p.seat).expeditions,
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

/// Who won and why, in words: the rule of the rulebook that decided it.
pub fn explanation(
    lang: Lang,
    seats: &[SeatPlayer],
    ending: Ending,
    st: &[Standing],
) -> Vec<String> {
    let mut out = Vec::new();
    let winners: Vec<&Standing> = st.iter().filter(|s| s.rank == 0).collect();
    let Some(first) = winners.first() else {
        return out;
    };
    let winner_seats: Vec<Seat> = winners.iter().map(|s| s.seat).collect();
    if ending == Ending::WithExpedition {
        let without: Vec<Seat> = st
            .iter()
            .filter(|s| s.expeditions == 0 && s.influence >= first.influence && s.rank > 0)
            .map(|s| s.seat)
            .collect();
        if !without.is_empty() {
            out.push(text(
                lang,
                "pr.end.no_expedition",
                &[("names", names(lang, seats, &without))],
            ));
        }
    }
    if winners.len() > 1 {
        out.push(text(
            lang,
            "pr.end.shared",
            &[
                ("names", names(lang, seats, &winner_seats)),
                ("influence", first.influence.to_string()),
                ("coins", count(lang, "coins", first.coins)),
            ],
        ));
        return out;
    }
    // Others as good on influence (and expedition, with the optional ending) lost on coins.
    let same_group =
        |s: &Standing| ending == Ending::Standard || (s.expeditions > 0) == (first.expeditions > 0);
    let tied: Vec<&Standing> = st
        .iter()
        .filter(|s| s.rank > 0 && s.influence == first.influence && same_group(s))
        .collect();
    if tied.is_empty() {
        out.push(text(
            lang,
            "pr.end.by_influence",
            &[
                ("name", seat_name(lang, seats, first.seat)),
                ("influence", first.influence.to_string()),
            ],
        ));
    } else {
        let others: Vec<Seat> = tied.iter().map(|s| s.seat).collect();
        out.push(text(
            lang,
            "pr.end.by_coins",
            &[
                ("name", seat_name(lang, seats, first.seat)),
                ("others", names(lang, seats, &others)),
                ("influence", first.influence.to_string()),
                ("coins", count(lang, "coins", first.coins)),
                ("other_coins", count(lang, "coins", tied[0].coins)),
            ],
        ));
    }
    out
}

/// What ended the game, in words: the influence that ends this game (12, or 8 in Set Sail! on
/// its own; with an expedition under the optional ending) and who reached it first.
pub fn trigger_text(lang: Lang, seats: &[SeatPlayer], game: &PortRoyal) -> Option<String> {
    let seat = game.end_triggered_by()?;
    let key = if game.dealt_from().is_set_sail() {
        "pr.end.trigger_sail"
    } else if game.dealt_from().ending() == Ending::WithExpedition {
        "pr.end.trigger_expedition"
    } else {
        "pr.end.trigger"
    };
    Some(text(
        lang,
        key,
        &[
            ("goal", game.end_influence().to_string()),
            ("name", seat_name(lang, seats, seat)),
        ],
    ))
}

/// A co-operative or solo game's result in words: won or lost, and when won its points (the
/// points deck) and the rank they give (Landlubber … Ruler of the Seas, in `lang`).
pub fn shared_text(lang: Lang, shared: islas_core::Shared) -> Vec<String> {
    if !shared.won {
        return vec![text(lang, "pr.end.lost", &[])];
    }
    let names = RANKS[usize::from(shared.tier.unwrap_or(0)).min(RANKS.len() - 1)].1;
    let rank = match lang {
        Lang::En => names.0,
        Lang::Es => names.1,
        Lang::Cs => names.2,
    };
    vec![
        text(lang, "pr.end.won", &[]),
        text(
            lang,
            "pr.end.points",
            &[("n", shared.score.to_string()), ("rank", rank.to_string())],
        ),
    ]
}

/// The end-of-game panel.
#[component]
pub fn EndOfGame(session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    // A chapter of a campaign: its campaign, and this game's id (the table's address).
    let campaign = session.with_untracked(|s| s.campaign.clone());
    let game_id = crate::router::use_params_map().with_untracked(|p| p.get("id"));

    let rows = move || {
        session.with(|s| {
            let lang = i18n.lang();
            let with_exp = s.record.config.ending == Ending::WithExpedition;
            standings(&s.game)
                .into_iter()
                .map(|st| {
                    view! {
                        <tr class:winner=st.rank == 0>
                            <td>{u32::from(st.rank) + 1}</td>
                            <th scope="row">{seat_name(lang, &s.seats, st.seat)}</th>
                            <td>{st.influence}</td>
                            <td>{st.coins}</td>
                            {with_exp.then(|| view! { <td>{st.expeditions}</td> })}
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let with_exp = move || session.with(|s| s.record.config.ending == Ending::WithExpedition);
    // Co-operative contracts and co-operative chapters: everyone won or lost together (no
    // ranking of players).
    let together = session.with_untracked(|s| s.record.config.utility() == Utility::Cooperative);
    let adventure = session.with_untracked(|s| s.record.config.adventure.is_some());
    let headline = move || {
        session.with(|s| {
            let lang = i18n.lang();
            if let (true, Some(won)) = (together, s.game.adventure_won()) {
                return text(
                    lang,
                    if won {
                        "campaign.end.won"
                    } else {
                        "campaign.end.lost"
                    },
                    &[],
                );
            }
            if let Some(sh) = s.game.result().and_then(|o| o.shared) {
                return shared_text(lang, sh).join(" ");
            }
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
            // Together, nobody is ranked: no tie-break to explain; a chapter's tie-breaks (the
            // trophy first) are not the base game's.
            let st = if together || adventure {
                Vec::new()
            } else {
                standings(&s.game)
            };
            let trigger = (!together && !adventure)
                .then(|| trigger_text(i18n.lang(), &s.seats, &s.game))
                .flatten();
            trigger
                .into_iter()
                .chain(explanation(
                    i18n.lang(),
                    &s.seats,
                    s.record.config.ending,
                    &st,
                ))
                .map(|line| view! { <p>{line}</p> })
                .collect_view()
        })
    };

    view! {
        <section class="end" aria-labelledby="end-title">
            <h2 id="end-title">{move || i18n.t("end.title")}</h2>
            <p class="winner-line">{headline}</p>
            <table class="scores" hidden=together>
                <thead>
                    <tr>
                        <th scope="col">{move || i18n.t("end.rank")}</th>
                        <th scope="col">{move || i18n.t("end.player")}</th>
                        <th scope="col">{move || i18n.t("pr.player.influence")}</th>
                        <th scope="col">{move || i18n.t("pr.player.coins")}</th>
                        {move || with_exp().then(|| view! { <th scope="col">{i18n.t("pr.player.expeditions")}</th> })}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <div class="why">{why}</div>
            {match (campaign, game_id) {
                (Some(campaign), Some(game)) => {
                    view! { <CampaignEnd session campaign game /> }.into_any()
                }
                _ => view! { <EndActions session /> }.into_any(),
            }}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Control;
    use islas_core::{Game, Seed};
    use islas_port_royal::{Config, SeatSetup};

    fn seats(n: usize) -> Vec<SeatPlayer> {
        (0..n)
            .map(|i| SeatPlayer {
                name: ["Ana", "Bo", "Cy"][i].into(),
                control: Control::Person,
            })
            .collect()
    }

    /// A game that ends at once: seat 0 starts with 12 influence, so the first round is the
    /// last. Each seat passes through its turn (draw, stop, take nothing).
    fn ended(displays: [&[&str]; 3], coins: [u8; 3], ending: Ending) -> Session {
        let mut config = Config::new(3);
        config.ending = ending;
        config.seats = (0..3)
            .map(|i| SeatSetup {
                coins: coins[i],
                display: displays[i].iter().map(|s| s.to_string()).collect(),
            })
            .collect();
        // Three cheap ships of different colours, one per turn.
        config.deck_top = vec!["yellow-1-1".into(), "blue-1-1".into(), "green-1-1".into()];
        let mut s = Session::new(config, Seed::from_text("end").unwrap(), seats(3)).unwrap();
        for _ in 0..60 {
            if s.is_over() {
                break;
            }
            let legal = s.legal();
            let a = if legal.contains(&islas_port_royal::Action::Dock) {
                islas_port_royal::Action::Dock
            } else if legal.contains(&islas_port_royal::Action::Draw)
                && !legal.contains(&islas_port_royal::Action::Stop)
            {
                islas_port_royal::Action::Draw
            } else if legal.contains(&islas_port_royal::Action::Stop) {
                islas_port_royal::Action::Stop
            } else {
                islas_port_royal::Action::Pass
            };
            s.play(&a).unwrap();
        }
        assert!(s.is_over(), "the set-up game did not end");
        assert!(s.game.players() == 3);
        s
    }

    const TWELVE: &[&str] = &["admiral-9", "admiral-9", "jester-9", "pirate-9"];
    const TWELVE_B: &[&str] = &[
        "mademoiselle-9",
        "mademoiselle-9",
        "sailor-7",
        "admiral-7",
        "jester-5",
    ];

    /// A co-operative game: won with its points and rank in each language, or lost.
    #[test]
    fn a_cooperative_game_is_won_with_points_and_a_rank_or_lost() {
        let won = |score: i32| islas_core::Shared {
            won: true,
            score,
            tier: Some(islas_port_royal::big_box::rank(score as u32)),
        };
        assert_eq!(
            shared_text(Lang::En, won(5)),
            vec![
                "You won: every contract is completed.".to_string(),
                "5 points (the points deck) · Rank: Pirate".to_string()
            ]
        );
        assert!(shared_text(Lang::En, won(1))[1].starts_with("1 point "));
        assert!(shared_text(Lang::En, won(0))[1].ends_with("Rank: Landlubber"));
        assert!(shared_text(Lang::Es, won(9))[1].ends_with("Rango: Señor de los mares"));
        assert!(shared_text(Lang::Cs, won(6))[1].ends_with("Hodnost: Kapitáni"));
        let lost = islas_core::Shared {
            won: false,
            score: 0,
            tier: None,
        };
        assert_eq!(
            shared_text(Lang::En, lost),
            vec![
                "You lost: the time deck ran out before every contract was completed.".to_string()
            ]
        );
    }

    #[test]
    fn most_influence_wins() {
        let s = ended([TWELVE, &["sailor-3"], &[]], [3, 3, 3], Ending::Standard);
        let st = standings(&s.game);
        assert_eq!(st[0].seat, 0);
        let why = explanation(Lang::En, &s.seats, Ending::Standard, &st);
        assert_eq!(
            why,
            vec!["Ana wins with the most influence: 12.".to_string()]
        );
    }

    /// The end screen says what ended the game: 12 influence, or 8 in Set Sail! on its own.
    #[test]
    fn the_end_says_which_influence_ended_the_game() {
        let s = ended([TWELVE, &["sailor-3"], &[]], [3, 3, 3], Ending::Standard);
        assert_eq!(
            trigger_text(Lang::En, &s.seats, &s.game).as_deref(),
            Some("The game ends once a player has 12 influence: Ana reached it first.")
        );
        let mut config = Config::new(3);
        config.mode = islas_port_royal::Mode::SetSail;
        let mut s = Session::new(config, Seed::from_text("sail").unwrap(), seats(3)).unwrap();
        let mut rng = islas_core::Rng::from_seed(8);
        while !s.is_over() {
            let legal = s.legal();
            s.play(&legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
        let seat = s
            .game
            .end_triggered_by()
            .expect("someone reached 8 influence");
        assert!(s.game.influence(seat) >= 8);
        let why = trigger_text(Lang::En, &s.seats, &s.game).unwrap();
        assert!(
            why.starts_with("In Set Sail!, the game ends once a player has 8 influence"),
            "{why}"
        );
        for lang in [Lang::Es, Lang::Cs] {
            assert!(trigger_text(lang, &s.seats, &s.game).unwrap().contains('8'));
        }
    }

    #[test]
    fn on_equal_influence_most_coins_wins() {
        let s = ended([TWELVE, TWELVE_B, &[]], [3, 5, 3], Ending::Standard);
        let st = standings(&s.game);
        assert_eq!(st[0].influence, st[1].influence);
        assert!(st[0].coins > st[1].coins);
        let why = explanation(Lang::En, &s.seats, Ending::Standard, &st).join(" ");
        assert!(why.contains("the most coins win"), "{why}");
        assert!(
            why.contains(&seat_name(Lang::En, &s.seats, st[0].seat)),
            "{why}"
        );
    }

    #[test]
    fn equal_influence_and_coins_share_the_victory() {
        let s = ended([TWELVE, TWELVE_B, &[]], [3, 3, 3], Ending::Standard);
        let st = standings(&s.game);
        if st[0].coins == st[1].coins {
            assert_eq!(st[1].rank, 0);
            let why = explanation(Lang::En, &s.seats, Ending::Standard, &st).join(" ");
            assert!(why.contains("share the victory"), "{why}");
        } else {
            // The turns' trades gave them different coins: the coins then decide.
            let why = explanation(Lang::En, &s.seats, Ending::Standard, &st).join(" ");
            assert!(why.contains("the most coins win"), "{why}");
        }
    }

    #[test]
    fn with_the_optional_ending_a_player_without_an_expedition_ranks_after() {
        let with = &["exp-AA", "admiral-9", "jester-9", "mademoiselle-9"];
        let without = &[
            "pirate-9",
            "sailor-7",
            "mademoiselle-7",
            "admiral-7",
            "jester-7",
            "admiral-5",
            "jester-5",
        ];
        let s = ended([with, without, &[]], [3, 3, 3], Ending::WithExpedition);
        let st = standings(&s.game);
        assert_eq!(st[0].seat, 0, "{st:?}");
        assert!(st[1].influence > st[0].influence, "{st:?}");
        let why = explanation(Lang::En, &s.seats, Ending::WithExpedition, &st).join(" ");
        assert!(why.contains("Bo"), "{why}");
        assert!(why.contains("no expedition"), "{why}");
    }

    #[test]
    fn the_share_link_carries_seed_players_options_and_seats() {
        let mut config = Config::new(3);
        config.ending = Ending::WithExpedition;
        let mut seats = seats(3);
        seats[1].control = Control::Hard;
        let s = Session::new(config, Seed::from_text("pirates").unwrap(), seats).unwrap();
        assert_eq!(
            s.share_path(),
            "/?g=port-royal&s=18FQZJQ2&p=3&o=expedition-end&a=person,hard,person"
        );
        let parsed = crate::links::parse(|k| {
            s.share_path()
                .trim_start_matches("/?")
                .split('&')
                .find_map(|kv| kv.strip_prefix(&format!("{k}=")).map(str::to_string))
        })
        .unwrap();
        assert_eq!(parsed.seed.to_string(), "18FQZJQ2");
        assert_eq!(
            parsed.seats,
            vec![Control::Person, Control::Hard, Control::Person]
        );
        // A deal whose seed was typed is shared as typed: the same cards, in the person's word.
        let mut typed = s.clone();
        typed.seed_text = Some("pirates".into());
        assert_eq!(
            typed.share_path(),
            "/?g=port-royal&s=pirates&p=3&o=expedition-end&a=person,hard,person"
        );
    }
}
