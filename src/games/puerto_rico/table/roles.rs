//! The roles of the round as cards: each with the doubloons on it, who took it, the one under
//! way. When the person chooses a role, the roles they may take are chosen on their card.

use islas_core::Seat;
use islas_puerto_rico::{Action, Event, Phase, PuertoRico, Role};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::{action_label, count, role_name, seat_name};
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::providers::I18n;
use crate::session::controller::TableController;

/// Roles taken this round: (role, by whom), from the log since the round began.
pub fn taken_this_round(s: &Session) -> Vec<(Role, Seat)> {
    let mut out = Vec::new();
    for e in s.log.iter().rev() {
        match e.event {
            Event::RoundEnded { .. } => break,
            Event::RoleChosen { seat, role, .. } => out.push((role, seat)),
            _ => {}
        }
    }
    out
}

/// One role of the game as shown: its name, doubloons on it, whose it is in words, whether it
/// was taken and whether it is under way.
#[derive(Debug, PartialEq)]
pub struct RoleCard {
    pub role: Role,
    pub doubloons: u8,
    pub state: String,
    pub taken: bool,
    pub current: bool,
    /// When the person chooses a role and may take this one: the action and its words (the
    /// same as the control's).
    pub choice: Option<(String, String)>,
}

/// The text key of a role's description (both prospectors share one).
pub fn desc_key(r: Role) -> String {
    let id = match r {
        Role::Prospector2 => "prospector",
        r => r.id(),
    };
    format!("rico.roledesc.{id}")
}

/// Whether the person to act chooses a role (the cards are their controls).
pub fn choosing_role(s: &Session) -> bool {
    s.person_to_act().is_some() && matches!(s.shown.phase, Phase::PickRole)
}

/// The roles in this game, in order.
pub fn role_cards(lang: Lang, s: &Session) -> Vec<RoleCard> {
    let g = &s.shown;
    let taken = taken_this_round(s);
    let legal = if choosing_role(s) {
        s.legal()
    } else {
        Vec::new()
    };
    Role::ALL
        .iter()
        .enumerate()
        .filter(|(i, _)| g.roles_in_game & (1 << i) != 0)
        .map(|(i, &r)| {
            let by = taken.iter().find(|(x, _)| *x == r).map(|(_, s)| *s);
            let state = match by {
                Some(seat) => text(
                    lang,
                    "rico.table.role_taken",
                    &[("name", seat_name(lang, &s.seats, seat))],
                ),
                None => text(lang, "rico.table.role_free", &[]),
            };
            let choice = legal
                .iter()
                .find(|a| **a == Action::Role(r))
                .map(|a| (a.to_string(), action_label(lang, g, a, &[])));
            RoleCard {
                choice,
                role: r,
                doubloons: g.role_doubloons[i],
                state,
                taken: by.is_some(),
                current: g.role == Some(r) && !s.is_over(),
            }
        })
        .collect()
}

#[component]
pub fn Roles(table: TableController<PuertoRico>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    let roles = move || {
        let l = i18n.lang();
        session
            .with(|s| role_cards(l, s))
            .into_iter()
            .map(|c| {
                let d = c.doubloons;
                let coins = (d > 0).then(|| {
                    view! {
                        <span class="on-role">
                            {(0..d.min(4)).map(|_| view! { <Icon name="doubloon" /> }).collect_view()}
                            <span class="n">{d}</span>
                            <span class="visually-hidden">{count(l, "doubloons", usize::from(d))}</span>
                        </span>
                    }
                });
                let name = role_name(l, c.role);
                let desc = text(l, &desc_key(c.role), &[]);
                let face = match c.choice {
                    Some((action, label)) => view! {
                        <button type="button" class="rface" data-action=action.clone() on:click=move |_| table.act(action.clone())>
                            <span class="visually-hidden">{label}</span>
                            <span class="rname" aria-hidden="true">{name}</span>
                            <span aria-hidden="true">{coins}</span>
                            <small class="desc">{desc}</small>
                        </button>
                    }
                    .into_any(),
                    None => view! {
                        <div class="rface">
                            <span class="rname">{name}</span>
                            {coins}
                            <span class="rstate">{c.state}</span>
                        </div>
                    }
                    .into_any(),
                };
                view! {
                    <li class=format!("role r-{}", c.role.id()) class:taken=c.taken class:current=c.current>
                        {face}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="roles" id="rico-roles" aria-labelledby="roles-title">
            <h2 id="roles-title">{move || i18n.t("rico.table.roles")}</h2>
            <ul>{roles}</ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::game;
    use super::*;
    use islas_puerto_rico::Action;

    /// A role chosen is marked taken by its chooser and under way; the others free.
    #[test]
    fn a_chosen_role_is_taken_and_under_way() {
        let mut s = game(3);
        let before = role_cards(Lang::En, &s);
        assert!(before.iter().all(|c| !c.taken && !c.current));
        let pick = s
            .legal()
            .into_iter()
            .find(|a| matches!(a, Action::Role(_)))
            .unwrap();
        let Action::Role(role) = pick else {
            unreachable!()
        };
        let chooser = s.shown.chooser;
        s.play(&pick).unwrap();
        assert_eq!(taken_this_round(&s), vec![(role, chooser)]);
        let after = role_cards(Lang::En, &s);
        let card = after.iter().find(|c| c.role == role).unwrap();
        assert!(card.taken, "{card:?}");
        assert!(
            card.state.contains("Ana") || card.state.contains("Bo") || card.state.contains("Cy")
        );
        assert_eq!(after.iter().filter(|c| c.taken).count(), 1);
    }

    /// The cards are the controls of the person choosing a role: exactly the legal roles carry
    /// their action and words; once one is taken, no card is a control until the next choice.
    #[test]
    fn the_role_is_chosen_on_its_card() {
        let mut s = game(3);
        let legal = s.legal();
        let cards = role_cards(Lang::En, &s);
        for c in &cards {
            assert_eq!(
                c.choice.is_some(),
                legal.contains(&Action::Role(c.role)),
                "{c:?}"
            );
        }
        let (action, words) = cards.iter().find_map(|c| c.choice.clone()).unwrap();
        assert!(action.starts_with("role "), "{action}");
        assert!(!words.is_empty());
        s.play(&action.parse().unwrap()).unwrap();
        if !choosing_role(&s) {
            assert!(role_cards(Lang::En, &s).iter().all(|c| c.choice.is_none()));
        }
    }
}
