//! Just One More Contract's competitive contracts on the table: the four face up, each with its
//! name, what it asks in words and its five boxes (coins, and whose cube is on each); tapping
//! one opens the rest (when it can be completed, who has made progress on a multi-step one).
//! With the co-operative contracts the same, 3 to 11 of them, the two whose values are estimates
//! marked ≈ with a note. Everything here is public in the engine's view
//! (`islas_port_royal::contracts`).

use islas_core::Seat;
use islas_port_royal::big_box::{Contract, Grade, Person, Profession, Requirement};
use islas_port_royal::contracts::contract;
use islas_port_royal::{Colour, Kind};
use leptos::prelude::*;

use super::Session;
use super::text::{role_name, ship_name};
use crate::i18n::{Lang, text};
use crate::providers::I18n;

fn person_name(lang: Lang, p: Person) -> &'static str {
    use islas_port_royal::deck::Role;
    role_name(
        lang,
        match p {
            Person::Settler => Role::Base(Kind::Settler),
            Person::Captain => Role::Base(Kind::Captain),
            Person::Priest => Role::Base(Kind::Priest),
            Person::Jester => Role::Base(Kind::Jester),
            Person::Mademoiselle => Role::Base(Kind::Mademoiselle),
            Person::Gunner => Role::New(Profession::Gunner),
            Person::ViceAdmiral => Role::New(Profession::ViceAdmiral),
            Person::Clerk => Role::New(Profession::Clerk(Colour::Yellow)),
        },
    )
}

/// How many times a multi-step contract must happen (1 for the others; 5 colours for Pack of
/// Pirates).
pub fn times(c: &Contract) -> u8 {
    match c.requirement {
        Requirement::DeclineCoins { times, .. } | Requirement::ShipColours { times, .. } => times,
        Requirement::RepelEveryColour => 5,
        _ => 1,
    }
}

/// What a contract asks, in words.
pub fn asks(lang: Lang, c: &Contract) -> String {
    let n = |k: &str, v: u8| (k.to_string(), v.to_string());
    let (key, args): (&str, Vec<(String, String)>) = match c.requirement {
        Requirement::Pair(a, b) => (
            "pr.contract.pair",
            vec![
                ("a".into(), person_name(lang, a).into()),
                ("b".into(), person_name(lang, b).into()),
            ],
        ),
        Requirement::Traders(v) => ("pr.contract.traders", vec![n("n", v)]),
        Requirement::CheapPersons { persons, cost } => {
            ("pr.contract.cheap", vec![n("n", persons), n("cost", cost)])
        }
        Requirement::Swords(v) => ("pr.contract.swords", vec![n("n", v)]),
        Requirement::Expeditions(v) => ("pr.contract.expeditions", vec![n("n", v)]),
        Requirement::DeclineCoins { colour, times } => (
            "pr.contract.decline",
            vec![
                ("ship".into(), ship_name(lang, colour).into()),
                n("n", times),
            ],
        ),
        Requirement::PayTax => ("pr.contract.tax", vec![]),
        Requirement::Bust => ("pr.contract.bust", vec![]),
        Requirement::ShipColours { colours, times } => (
            "pr.contract.colours",
            vec![n("colours", colours), n("n", times)],
        ),
        Requirement::RepelEveryColour => ("pr.contract.repel", vec![]),
        Requirement::Influence(v) => ("pr.contract.needs_influence", vec![n("n", v)]),
        Requirement::PayCoins(v) => ("pr.contract.pay_coins", vec![n("n", v)]),
    };
    let args: Vec<(&str, String)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    text(lang, key, &args)
}

/// The face-up contracts, when the game is played with them.
#[component]
pub fn Contracts(session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let ids: Vec<u8> = session.with_untracked(|s| {
        s.shown
            .contracts()
            .map(|t| t.slots.iter().map(|s| s.contract).collect())
            .unwrap_or_default()
    });
    let one = move |id: u8| {
        let c = contract(id)?;
        let lang = move || i18n.lang();
        // A contract whose printed values are estimates is marked ≈ (the note says why).
        let est = (c.grade == Grade::Estimate).then_some(" ≈");
        let name = move || super::text::contract_text(lang(), id);
        // The five boxes: coins, and the name of the player whose cube is on each.
        let boxes = move || {
            session.with(|s| {
                let slot = s.shown.contracts().and_then(|t| t.slot(id));
                c.track
                    .iter()
                    .enumerate()
                    .map(|(i, &coins)| {
                        let who = slot
                            .and_then(|sl| sl.boxes.get(i))
                            .map(|&p| crate::i18n::seat_name(lang(), &s.seats, p));
                        let words = match &who {
                            Some(w) => i18n.t_with(
                                "pr.contract.box_taken",
                                &[("coins", coins.to_string()), ("name", w.clone())],
                            ),
                            None => i18n.t_with("pr.contract.box", &[("coins", coins.to_string())]),
                        };
                        let taken = who.is_some();
                        // A long name is cut short in its box; the whole of it shows on hover.
                        let title = who.clone();
                        view! {
                            <li class:taken=taken title=title>
                                <span aria-hidden="true">{coins}</span>
                                <span class="who" aria-hidden="true">{who}</span>
                                <span class="visually-hidden">{words}</span>
                            </li>
                        }
                    })
                    .collect_view()
            })
        };
        // Progress on a multi-step contract: the step each player has reached.
        let progress = move || {
            session.with(|s| {
                let table = s.shown.contracts()?;
                let slot = table.slot(id)?;
                let of = times(c);
                let parts: Vec<String> = slot
                    .steps
                    .iter()
                    .map(|&(p, step)| (p, step))
                    .chain((0..s.seats.len() as Seat).filter_map(|p| {
                        let k = s.shown.kept_ships(p).len() as u8;
                        (matches!(c.requirement, Requirement::RepelEveryColour) && k > 0)
                            .then_some((p, k))
                    }))
                    .map(|(p, step)| {
                        i18n.t_with(
                            "pr.contract.step",
                            &[
                                ("name", crate::i18n::seat_name(lang(), &s.seats, p)),
                                ("n", step.to_string()),
                                ("of", of.to_string()),
                            ],
                        )
                    })
                    .collect();
                (!parts.is_empty()).then(|| parts.join(" · "))
            })
        };
        let when = match (c.at_once, c.active_only) {
            (true, true) => "pr.contract.at_once_active",
            (true, false) => "pr.contract.at_once",
            (false, true) => "pr.contract.active",
            (false, false) => "pr.contract.any_time",
        };
        Some(view! {
            <li>
                <details class="contract">
                    <summary>
                        <span class="c-name">{name}{est}</span>
                        <span class="c-asks">{move || asks(lang(), c)}</span>
                        <ol class="c-boxes" aria-label=move || i18n.t("pr.contract.boxes")>{boxes}</ol>
                    </summary>
                    <p>{move || i18n.t(when)}</p>
                    <p>{move || i18n.t("pr.contract.influence")}</p>
                    {move || progress().map(|p| view! { <p class="c-progress">{p}</p> })}
                </details>
            </li>
        })
    };
    let estimated = ids
        .iter()
        .any(|&id| contract(id).is_some_and(|c| c.grade == Grade::Estimate));
    (!ids.is_empty()).then(|| {
        view! {
            <section class="contracts" aria-labelledby="contracts-title">
                <h2 id="contracts-title">{move || i18n.t("pr.table.contracts")}</h2>
                {estimated.then(|| view! { <p class="hint">{move || i18n.t("pr.table.coop_estimated")}</p> })}
                <ul>{ids.into_iter().filter_map(one).collect_view()}</ul>
            </section>
        }
    })
}
