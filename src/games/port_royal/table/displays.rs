//! The players' displays: the person's own in full; the others as a compact strip each (coins,
//! influence, swords, counts by kind) that opens on tap.

use islas_core::Seat;
use islas_port_royal::deck::{Info, Role, card_info};
use islas_port_royal::{Card, FaceId};
use leptos::prelude::*;

use super::super::Session;
use super::super::cards::{CardButton, role_icon};
use super::super::text::{face_id, seat_name};
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::model::Control;
use crate::providers::I18n;

/// A display sorted for showing: characters grouped by kind (a kind is one name: "Sailor",
/// "Trader (Flute)"), shown by the first card of each kind, with how many; expeditions apart;
/// ships tucked under Set Sail merchants grouped by face, apart too.
#[derive(Debug, Default, PartialEq)]
pub struct Crew {
    pub groups: Vec<(Role, FaceId, usize)>,
    pub exps: Vec<FaceId>,
    pub tucked: Vec<(FaceId, usize)>,
}

impl Crew {
    pub fn of(display: &[Card]) -> Crew {
        let mut crew = Crew::default();
        for &c in display {
            let f = face_id(c);
            match card_info(c) {
                Info::Person { role, .. } => match crew.groups.iter_mut().find(|g| g.0 == role) {
                    Some(g) => g.2 += 1,
                    None => crew.groups.push((role, f, 1)),
                },
                Info::Ship { .. } => match crew.tucked.iter_mut().find(|g| g.0 == f) {
                    Some(g) => g.1 += 1,
                    None => crew.tucked.push((f, 1)),
                },
                _ => crew.exps.push(f),
            }
        }
        crew
    }
}

/// A player's coins, influence (counting the contracts') and swords in words, with the
/// contracts completed when the mode has them.
pub fn player_summary(lang: Lang, s: &Session, seat: Seat) -> String {
    let mut summary = text(
        lang,
        "pr.player.summary",
        &[
            ("name", seat_name(lang, &s.seats, seat)),
            ("coins", s.shown.coins(seat).to_string()),
            ("influence", s.shown.influence(seat).to_string()),
            ("swords", s.shown.tally(seat).swords.to_string()),
        ],
    );
    if let Some(t) = s.shown.contracts() {
        let n = t.done.get(usize::from(seat)).copied().unwrap_or(0);
        summary.push(' ');
        summary.push_str(&text(
            lang,
            "pr.player.contracts",
            &[
                ("n", n.to_string()),
                ("influence", s.shown.contract_influence(seat).to_string()),
            ],
        ));
    }
    summary
}

/// One player's display: `own` in full as an article, else a strip that opens on tap.
#[component]
pub fn PlayerDisplay(
    session: RwSignal<Session>,
    seat: Seat,
    own: bool,
    explain: RwSignal<Option<FaceId>>,
    gained: RwSignal<Vec<(usize, usize)>>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    move || {
        session.with(|s| {
            let l = i18n.lang();
            let name = seat_name(l, &s.seats, seat);
            let control = s.control(seat);
            let tally = s.shown.tally(seat);
            let coins = s.shown.coins(seat);
            let active = s.shown.active() == seat && !s.is_over();
            let deciding = s.to_act() == Some(seat);
            let (coin_gain, card_gain) = gained
                .get_untracked()
                .get(usize::from(seat))
                .map_or((false, false), |&(c, n)| (c > 0, n > 0));
            let Crew {
                groups,
                exps,
                tucked,
            } = Crew::of(&s.shown.player(seat).display);
            let last_kind = s
                .shown
                .player(seat)
                .display
                .last()
                .map(|&c| face_id(c));
            let badge = (control != Control::Person)
                .then(|| i18n.t(crate::components::control_key(control)));
            let heading_id = format!("player-{seat}");
            let labelled = heading_id.clone();
            // Influence counts the contracts' (+1 for the second, +2 for the third).
            let influence = s.shown.influence(seat);
            let summary = player_summary(l, s, seat);
            // Contracts completed, and the influence they gave.
            let done = s.shown.contracts().map(|t| {
                let n = t.done.get(usize::from(seat)).copied().unwrap_or(0);
                let plus = s.shown.contract_influence(seat);
                let plus = (plus > 0).then(|| format!(" +{plus}"));
                view! { <span class="stat contracts-done">"▣"{n}<small>{plus}</small></span> }
            });
            let stats = view! {
                <span class="stats" aria-hidden="true">
                    <span class="stat" class:gain=coin_gain><Icon name="coin" />{coins}</span>
                    <span class="stat"><Icon name="influence" />{influence}</span>
                    <span class="stat"><Icon name="swords" />{tally.swords}</span>
                    {done}
                </span>
                <span class="visually-hidden">{summary}</span>
            };
            let head = view! {
                <h3 id=heading_id>{name}</h3>
                {badge.map(|b| view! { <span class="badge">{b}</span> })}
                {active.then(|| view! { <span class="badge turn">{i18n.t("pr.player.active")}</span> })}
                {stats}
            };
            // Counts by kind, as small icons (the strip of another player).
            let kinds = groups
                .iter()
                .map(|&(role, _, n)| {
                    view! { <span class="kind"><Icon name=role_icon(role) />{n}</span> }
                })
                .collect_view();
            // One card of a display, with how many of it when more than one.
            let counted = move |f: FaceId, n: usize| view! {
                <li class:arrive=card_gain && last_kind == Some(f)>
                    <CardButton face=f explain=explain />
                    {(n > 1).then(|| view! { <span class="times">{format!("×{n}")}</span> })}
                </li>
            };
            let crew = view! {
                {if groups.is_empty() {
                    view! { <p class="none">{i18n.t("pr.player.no_characters")}</p> }.into_any()
                } else {
                    view! {
                        <ul class="crew" aria-label=i18n.t("pr.player.characters")>
                            {groups
                                .into_iter()
                                .map(|(_, f, n)| counted(f, n))
                                .collect_view()}
                        </ul>
                    }
                    .into_any()
                }}
                {(!exps.is_empty()).then(|| view! {
                    <ul class="crew" aria-label=i18n.t("pr.player.expeditions")>
                        {exps.into_iter().map(|f| view! { <li class:arrive=card_gain && last_kind == Some(f)><CardButton face=f explain=explain /></li> }).collect_view()}
                    </ul>
                })}
                {(!tucked.is_empty()).then(|| view! {
                    <ul class="crew tucked" aria-label=i18n.t("pr.player.tucked")>
                        {tucked
                            .into_iter()
                            .map(|(f, n)| counted(f, n))
                            .collect_view()}
                    </ul>
                })}
            };
            if own {
                view! {
                    <article class="player own" class:active=active class:deciding=deciding class:gain-card=card_gain aria-labelledby=labelled>
                        <header>{head}</header>
                        {crew}
                    </article>
                }
                .into_any()
            } else {
                view! {
                    <details class="player" class:active=active class:deciding=deciding class:gain-card=card_gain>
                        <summary>
                            {head}
                            <span class="kinds" aria-hidden="true">{kinds}</span>
                        </summary>
                        {crew}
                    </details>
                }
                .into_any()
            }
        })
    }
}

/// The other players, one strip each (none in the solo game: the section is hidden).
#[component]
pub fn OtherPlayers(
    session: RwSignal<Session>,
    viewer: Memo<Seat>,
    explain: RwSignal<Option<FaceId>>,
    gained: RwSignal<Vec<(usize, usize)>>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let player_count = session.with_untracked(|s| s.seats.len() as Seat);
    let others = move || {
        let me = viewer.get();
        (0..player_count)
            .filter(|&p| p != me)
            .map(|p| view! { <li><PlayerDisplay session=session seat=p own=false explain=explain gained=gained /></li> })
            .collect_view()
    };
    view! {
        <section class="players" aria-labelledby="players-title" hidden=player_count < 2>
            <h2 id="players-title">{move || i18n.t("pr.table.others")}</h2>
            <ul>{others}</ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::game_with;
    use super::*;

    /// Characters by kind with their counts, an expedition apart.
    #[test]
    fn a_display_is_grouped_by_kind() {
        let s = game_with(2, &[], &["sailor-3", "admiral-7", "sailor-5", "admiral-7"]);
        let crew = Crew::of(&s.shown.player(0).display);
        let counts: Vec<usize> = crew.groups.iter().map(|g| g.2).collect();
        assert_eq!(counts, vec![2, 2], "{crew:?}");
        assert!(crew.exps.is_empty() && crew.tucked.is_empty());
        assert_eq!(Crew::of(&[]), Crew::default());
    }

    #[test]
    fn the_summary_names_the_player_and_their_coins() {
        let s = game_with(2, &[], &["sailor-3"]);
        let words = player_summary(Lang::En, &s, 0);
        assert!(words.contains("Ana"), "{words}");
        assert!(words.contains(&s.shown.coins(0).to_string()), "{words}");
    }
}
