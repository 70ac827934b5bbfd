//! The Puerto Rico table, composed of one component per area: the roles (`roles`), the
//! person's own board and the others' (`estate`: island and city), what is being decided and
//! its controls (`controls`, the mayor's `mayor_panel`), the supply (`supply`: colonist ship,
//! cargo ships, trading house, plantations, goods, chips), the building supply (`buildings`),
//! the log (`log`). The generic `TableController` saves, drives the computer opponents, undoes
//! and covers the table between persons; these components draw `Session::shown` (the viewer's
//! view).

mod buildings;
mod controls;
mod estate;
mod log;
mod mayor_panel;
mod pieces;
mod roles;
mod supply;

use islas_core::{Game, Seat};
use islas_puerto_rico::{Good, PuertoRico};
use leptos::prelude::*;

use super::Session;
use super::end::EndOfGame;
use super::text::{phase_text, refusal_text, seat_name};
use crate::components::{HandoverCover, refocus_controls};
use crate::providers::{I18n, SavesContext};
use crate::session::TableBar;
use crate::session::controller::{TableController, open};
use buildings::BuildingSupply;
use controls::Decision;
use estate::PlayerBoard;
use log::{Log, LogEntries};
use mayor_panel::MayorPlan;
use roles::Roles;
use supply::Supply;

/// `/play/<id>`: a saved game at the table.
#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    match open::<PuertoRico>(saves, &id) {
        Ok((session, rev)) => view! { <TableView id=id session=session rev=rev /> }.into_any(),
        Err((key, reason)) => view! {
            <section class="page table-missing">
                <h1>"Puerto Rico"</h1>
                <p class="error" role="alert">
                    {move || i18n.t_with(key, &[("reason", reason.clone())])}
                </p>
                <p>
                    <a href=format!("/new/{}", PuertoRico::NAME) class="button">{move || i18n.t("end.new")}</a>
                    " "
                    <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
                </p>
            </section>
        }
        .into_any(),
    }
}

fn good_icon(g: Good) -> &'static str {
    g.id()
}

/// "●●○": a building's or tile's circles, decorative (the words say it).
fn circles(filled: u8, total: u8) -> impl IntoView {
    view! {
        <span class="circles" aria-hidden="true">
            {(0..total).map(|i| view! { <span class="circle" class:on=i < filled></span> }).collect_view()}
        </span>
    }
}

#[component]
fn TableView(id: String, session: Session, rev: u64) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    // The mayor's placement, made on the person's board and confirmed in the decision.
    provide_context(MayorPlan::new());
    // Whether the screen is narrow, followed on resize (what comes to hand in the decision).
    pieces::Narrow::provide();

    let rules_href = format!("/rules/{}?from={id}", PuertoRico::NAME);
    let table = TableController::new(id, session, rev, refusal_text);
    let session = table.session;
    let status = move || session.with(|s| phase_text(i18n.lang(), &s.seats, &s.shown));
    let entries = LogEntries::new(session);
    let viewer = Memo::new(move |_| session.with(Session::viewer));
    let player_count = session.with_untracked(|s| s.seats.len() as Seat);
    let others = move || {
        let me = viewer.get();
        (0..player_count)
            .filter(|&p| p != me)
            .map(|p| view! { <li><PlayerBoard session=session seat=p own=false /></li> })
            .collect_view()
    };
    let is_over = Memo::new(move |_| session.with(Session::is_over));
    let cover_name = Signal::derive(move || {
        let seat = table.cover.get().unwrap_or(0);
        session.with(|s| seat_name(i18n.lang(), &s.seats, seat))
    });
    // Keyboard: when focus is lost with the old controls, the main choice takes it: the trader's
    // barrel on the person's board when it is the choice there (the decision has no way there
    // then), else the decision's first control.
    let choices_ref = NodeRef::<leptos::html::Div>::new();
    refocus_controls(
        move || session.track(),
        choices_ref,
        &[
            ".you button.barrel[data-action^='sell ']",
            ".decision button:enabled",
        ],
    );
    let board_view = move || {
        view! {
        <section class="page table rico" aria-labelledby="table-title">
            <h1 id="table-title" class="visually-hidden">"Puerto Rico"</h1>
            <TableBar table=table phase=Signal::derive(status) rules_href=rules_href.clone() />
            <Show when=move || is_over.get()>
                <EndOfGame session=session />
            </Show>
            <Roles table=table />
            <div class="you-decision" node_ref=choices_ref>
                <section class="you" aria-label=move || i18n.t("rico.table.you")>
                    {move || view! { <PlayerBoard session=session seat=viewer.get() own=true table=table /> }}
                </section>
                <Decision table=table is_over=is_over entries=entries />
            </div>
            <div class="rico-board">
                <Supply table=table />
                <BuildingSupply table=table />
            </div>
            <section class="players" aria-labelledby="players-title">
                <h2 id="players-title">{move || i18n.t("rico.table.others")}</h2>
                <ul>{others}</ul>
            </section>
            <Log entries=entries />
        </section>
        }
    };
    view! {
        <Show
            when=move || table.cover.get().is_none()
            fallback=move || view! { <HandoverCover name=cover_name on_ready=Callback::new(move |()| table.uncover()) /> }
        >
            {board_view()}
        </Show>
    }
}

impl crate::session::advice::Advised for PuertoRico {
    /// The phase, then what the viewer has (doubloons, points, goods, buildings) and what the
    /// cargo ships and the trading house hold.
    fn situation(lang: crate::i18n::Lang, s: &Session) -> String {
        use super::text::{building_name, count, goods_list};
        use crate::i18n::text;
        let g = &s.shown;
        let me = g.player(s.viewer());
        let buildings: Vec<String> = islas_puerto_rico::Building::ALL
            .iter()
            .filter(|&&b| me.owns(b))
            .map(|&b| building_name(lang, b))
            .collect();
        let ships: Vec<String> = g
            .ships
            .iter()
            .map(|sh| supply::ship_words(lang, sh))
            .collect();
        let table = text(
            lang,
            "rico.advice.table",
            &[
                (
                    "doubloons",
                    count(lang, "doubloons", usize::from(me.doubloons)),
                ),
                ("vp", count(lang, "vp", usize::from(me.vp))),
                ("goods", goods_list(lang, &me.goods)),
                (
                    "buildings",
                    if buildings.is_empty() {
                        text(lang, "rico.nothing", &[])
                    } else {
                        buildings.join(", ")
                    },
                ),
                ("ships", ships.join("; ")),
                ("house", goods_list(lang, &g.house)),
            ],
        );
        format!("{} {table}", phase_text(lang, &s.seats, g))
    }
    fn action_words(
        lang: crate::i18n::Lang,
        s: &Session,
        action: &islas_puerto_rico::Action,
    ) -> String {
        let preview = s.preview(action).unwrap_or_default();
        super::text::action_label(lang, &s.shown, action, &preview)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Control, SeatPlayer};
    use crate::session::advice::Advised;
    use islas_core::Seed;
    use islas_puerto_rico::Config;

    /// A game of `n` persons (Ana, Bo, Cy, ...).
    pub fn game(n: usize) -> Session {
        let seats = (0..n)
            .map(|i| SeatPlayer {
                name: ["Ana", "Bo", "Cy", "Di", "Ed"][i].into(),
                control: Control::Person,
            })
            .collect();
        Session::new(
            Config::new(n as u8),
            Seed::from_text("table").unwrap(),
            seats,
        )
        .unwrap()
    }

    /// A review's moment tells the phase, what the person had and what the ships and the
    /// trading house held, in the person's own view.
    #[test]
    fn a_moment_says_what_the_person_had_and_what_the_ships_held() {
        let lang = crate::i18n::Lang::En;
        let mut s = game(3);
        let first = PuertoRico::situation(lang, &s);
        assert!(
            first.starts_with(&phase_text(lang, &s.seats, &s.shown)),
            "{first}"
        );
        assert!(
            first.contains(
                "You: 2 doubloons, 0 victory points · goods: nothing · buildings: nothing"
            ),
            "{first}"
        );
        assert!(
            first.contains("cargo ships: Ship of 4: empty; Ship of 5: empty; Ship of 6: empty"),
            "{first}"
        );
        assert!(first.ends_with("trading house: nothing"), "{first}");
        // Played on (random legal actions) until a ship carries barrels: the moment names them,
        // and the person's own goods as they stand.
        let mut rng = islas_core::Rng::from_seed(7);
        let mut loaded = false;
        for _ in 0..400 {
            let legal = s.legal();
            let Some(action) = legal.get(rng.below(legal.len() as u32) as usize).cloned() else {
                break;
            };
            s.play(&action).unwrap();
            let said = PuertoRico::situation(lang, &s);
            let me = s.shown.player(s.viewer());
            assert!(
                said.contains(&super::super::text::goods_list(lang, &me.goods)),
                "{said}"
            );
            if s.shown.ships.iter().any(|ship| ship.load > 0) {
                assert!(
                    said.contains("cargo ships: Ship of 4: ") && said.contains(" barrel"),
                    "{said}"
                );
                loaded = true;
                break;
            }
        }
        assert!(loaded, "no ship was loaded in 400 actions");
    }
}
