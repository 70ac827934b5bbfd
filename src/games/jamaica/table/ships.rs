//! The ships: the person's own in full (holds, treasures with their values, powers, the card
//! turned over, hand and discard), the others as strips that open, and the ghost ship; as of
//! the step of the reveal drawn.

use islas_core::Seat;
use islas_jamaica::data::is_cursed;
use islas_jamaica::{GHOST, UNKNOWN};
use leptos::prelude::*;

use super::super::text::{
    power_name, seat_name, ship_icon, ship_place, space_name, treasure_value,
};
use super::{Board, card_face, holds_view};
use crate::components::Icon;
use crate::i18n::text;
use crate::model::Control;

/// One seat's ship panel: the person's own (`own`) or another's.
fn ship_panel(board: Board, seat: Seat, own: bool) -> AnyView {
    let Board {
        session,
        panels,
        own_cards,
        i18n,
        ..
    } = board;
    let lang = move || i18n.lang();
    panels.with(|p| session.with(|s| {
        let l = lang();
        let ship = &p.ships[usize::from(seat)];
        let name = seat_name(l, &s.seats, seat);
        let control = s.control(seat);
        let deciding = s.to_act() == Some(seat);
        let badge = (control != Control::Person)
            .then(|| i18n.t(crate::components::control_key(control)));
        let captain = p.captain == seat;
        let to_go = p.to_go(seat);
        let place = ship_place(l, ship.finished, ship.space, to_go);
        let chosen = ship.chosen;
        let treasures_n = ship.face_down.len();
        let powers = p.powers_of(seat)
            .into_iter()
            .map(|p| view! { <li class="power">{power_name(l, p)}</li> })
            .collect_view();
        let summary = text(
            l,
            "jm.ship.summary",
            &[
                ("treasures", treasures_n.to_string()),
                ("cards", ship.hand_len.to_string()),
            ],
        );
        // With the dice of the round it was chosen in (the round shown).
        let dice = p.dice;
        let chosen_line = match chosen {
            0 => None,
            c if c == islas_jamaica::HIDDEN_CARD => Some(text(l, "jm.ship.chosen_hidden", &[])),
            c => Some(text(l, "jm.ship.chosen", &[("card", super::super::text::card_text(l, c, dice))])),
        };
        let head = view! {
            <Icon name=ship_icon(seat) />
            <h3 id=format!("ship-{seat}")>{name.clone()}</h3>
            {badge.map(|b| view! { <span class="badge">{b}</span> })}
            {captain.then(|| view! { <span class="badge turn">{text(l, "jm.ship.captain", &[])}</span> })}
            <span class="place">{place}</span>
        };
        if own {
            // Values of the person's own face-down treasures: theirs to see.
            let treasures = ship.face_down
                .iter()
                .map(|&t| {
                    let words = if t == UNKNOWN {
                        text(l, "jm.treasure.unknown", &[])
                    } else {
                        treasure_value(l, t)
                    };
                    view! { <li class:cursed=t != UNKNOWN && is_cursed(t)><Icon name="treasure" />{words}</li> }
                })
                .collect_view();
            let (hand, discard) = own_cards.get();
            let hand: Vec<u8> = (1..=11u8).filter(|n| hand & (1 << n) != 0).collect();
            let discard: Vec<String> = (1..=11u8)
                .filter(|n| discard & (1 << n) != 0)
                .map(|n| n.to_string())
                .collect();
            let hand_view = hand
                .into_iter()
                .map(|n| view! { <li>{card_face(l, n, [0, 0])}</li> })
                .collect_view();
            view! {
                <article class="player own jm-ship" class:deciding=deciding aria-labelledby=format!("ship-{seat}")>
                    <header>{head}</header>
                    // The cargo and the cards: side by side when the width allows.
                    <div class="jm-cargo">
                        {holds_view(l, &p.holds(seat))}
                        <ul class="jm-treasures" aria-label=text(l, "jm.ship.treasures", &[])>
                            {treasures}
                            {powers}
                        </ul>
                        {chosen_line.map(|c| view! { <p class="chosen">{c}</p> })}
                    </div>
                    <div class="jm-cards">
                        <h4>{text(l, "jm.ship.hand", &[])}</h4>
                        // It scrolls sideways on a narrow screen: reachable by keyboard.
                        <ul class="jm-hand" tabindex="0" aria-label=text(l, "jm.ship.hand", &[])>{hand_view}</ul>
                        <p class="discard">
                            {if discard.is_empty() {
                                text(l, "jm.ship.discard_empty", &[])
                            } else {
                                text(l, "jm.ship.discard", &[("cards", discard.join(", "))])
                            }}
                        </p>
                    </div>
                </article>
            }
            .into_any()
        } else {
            view! {
                <details class="player jm-ship" class:deciding=deciding>
                    <summary>
                        {head}
                        {holds_view(l, &p.holds(seat))}
                    </summary>
                    <p>{summary}</p>
                    <ul class="jm-treasures">{powers}</ul>
                    {chosen_line.map(|c| view! { <p class="chosen">{c}</p> })}
                </details>
            }
            .into_any()
        }
    }))
}

/// The person's own ship.
#[component]
pub(super) fn OwnShip(board: Board) -> impl IntoView {
    move || ship_panel(board, board.viewer.get(), true)
}

/// The person's ship in one line at the top of the decision, where the decision sits at the
/// bottom of the screen (style/jamaica.css hides it beside the two columns of a wide screen):
/// its place, its holds and the numbers of the hand, in view whatever the page shows above. For
/// the eye only: screen readers read the same in the panel of the person's own ship.
#[component]
pub(super) fn OwnBar(board: Board) -> impl IntoView {
    let Board {
        viewer,
        panels,
        own_cards,
        i18n,
        ..
    } = board;
    move || {
        let seat = viewer.get();
        let (hand, _) = own_cards.get();
        panels.with(|p| {
            let space = p.ships[usize::from(seat)].space;
            let cards = (1..=11u8)
                .filter(|n| hand & (1 << n) != 0)
                .map(|n| view! { <b>{n}</b> })
                .collect_view();
            view! {
                <div class="jm-own-bar" aria-hidden="true">
                    <Icon name=ship_icon(seat) />
                    <b class="at">{if space == 0 { "PR".to_string() } else { space.to_string() }}</b>
                    {holds_view(i18n.lang(), &p.holds(seat))}
                    <span class="cards">{cards}</span>
                </div>
            }
        })
    }
}

/// The ghost ship: its place, holds and treasures.
#[component]
pub(super) fn GhostPanel(board: Board) -> impl IntoView {
    let Board { panels, i18n, .. } = board;
    let lang = move || i18n.lang();
    move || {
        panels.with(|p| {
            let l = lang();
            let ship = &p.ships[usize::from(GHOST)];
            view! {
                <div class="player jm-ship ghost">
                    <header>
                        <Icon name=ship_icon(GHOST) />
                        <h3>{text(l, "jm.ghost", &[])}</h3>
                        <span class="place">{space_name(l, ship.space)}</span>
                    </header>
                    {holds_view(l, &p.holds(GHOST))}
                    <p>{text(l, "jm.ghost.summary", &[("treasures", ship.face_down.len().to_string())])}</p>
                </div>
            }
        })
    }
}

/// The other ships, then the ghost ship.
#[component]
pub(super) fn OtherShips(board: Board) -> impl IntoView {
    let Board {
        session,
        viewer,
        players: player_count,
        ..
    } = board;
    move || {
        let me = viewer.get();
        let ghost = session.with(|s| s.shown.has_ghost());
        let mut items = (0..player_count)
            .filter(|&p| p != me)
            .map(|p| view! { <li>{move || ship_panel(board, p, false)}</li> }.into_any())
            .collect::<Vec<_>>();
        if ghost {
            items.push(view! { <li><GhostPanel board=board /></li> }.into_any());
        }
        items
    }
}
