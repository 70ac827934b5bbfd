//! The roles of the round: each with the doubloons on it, who took it, the one under way.

use islas_core::Seat;
use islas_puerto_rico::{Event, Role};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::{count, role_name, seat_name};
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::providers::I18n;

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
}

/// The roles in this game, in order.
pub fn role_cards(lang: Lang, s: &Session) -> Vec<RoleCard> {
    let g = &s.shown;
    let taken = taken_this_round(s);
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
            RoleCard {
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
pub fn Roles(session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let roles = move || {
        let l = i18n.lang();
        session
            .with(|s| role_cards(l, s))
            .into_iter()
            .map(|c| {
                let d = c.doubloons;
                view! {
                    <li class="role" class:taken=c.taken class:current=c.current>
                        <span class="rname">{role_name(l, c.role)}</span>
                        {(d > 0).then(|| view! {
                            <span class="on-role">
                                <Icon name="doubloon" />{d}
                                <span class="visually-hidden">{count(l, "doubloons", usize::from(d))}</span>
                            </span>
                        })}
                        <span class="rstate">{c.state}</span>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="roles" aria-labelledby="roles-title">
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
}
