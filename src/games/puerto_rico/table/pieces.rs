//! The pieces the person chooses on, besides the role cards and the building tiles: the
//! plantations face up and the quarry stack (the settler), barrels (the captain's loads on a
//! ship; the trader's sale and what storage keeps, on the person's own barrels; the craftsman's
//! extra barrel, in the supply), read from the engine's legal actions, never re-derived.
//! A piece that is a choice is a real button: its accessible name (and its tooltip) is the
//! same words as the text control it stands for; what it shows is the piece.

use islas_puerto_rico::{Action, Event, Good, Phase, PuertoRico};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::action_label;
use super::good_icon;
use crate::components::Icon;
use crate::i18n::Lang;
use crate::session::controller::TableController;

/// A piece of the board that can be a choice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Piece {
    /// A plantation face up.
    Tile(Good),
    /// The quarry stack.
    Quarries,
    /// The person's own barrels of a good.
    Own(Good),
    /// The supply's barrels of a good.
    Supply(Good),
}

/// The action chosen on `piece`, when the legal actions have one. The person's own barrels sell
/// (the trader), or in storage keep the whole kind in a warehouse when they may, else one barrel
/// on the compass rose (keeping one barrel when a warehouse could take the kind stays a text
/// control).
pub fn piece_action(legal: &[Action], piece: Piece) -> Option<Action> {
    let legal_one = |a: Action| legal.contains(&a).then_some(a);
    match piece {
        Piece::Tile(x) => legal_one(Action::Plant(x)),
        Piece::Quarries => legal_one(Action::Quarry),
        Piece::Own(x) => legal_one(Action::Sell(x))
            .or_else(|| legal_one(Action::Store(x)))
            .or_else(|| legal_one(Action::Keep(x))),
        Piece::Supply(x) => legal_one(Action::Extra(x)),
    }
}

/// Whether `a` is chosen on a piece of the board (the text controls leave it out).
pub fn on_a_piece(legal: &[Action], a: &Action) -> bool {
    let piece = match *a {
        Action::Plant(x) => Piece::Tile(x),
        Action::Quarry => Piece::Quarries,
        Action::Sell(x) | Action::Store(x) | Action::Keep(x) => Piece::Own(x),
        Action::Extra(x) => Piece::Supply(x),
        _ => return false,
    };
    piece_action(legal, piece) == Some(*a)
}

/// Where the pieces of a phase are, for the decision's way there: its words' key and the
/// first piece's selector.
pub fn pieces_at(phase: Phase) -> Option<(&'static str, &'static str)> {
    match phase {
        Phase::Settler { .. } => Some(("rico.settler.choose", "#rico-supply button[data-action]")),
        Phase::Craftsman => Some((
            "rico.barrel.choose_supply",
            "#rico-supply button[data-action]",
        )),
        Phase::Trader | Phase::Storage { .. } => {
            Some(("rico.barrel.choose_own", ".rico .you button[data-action]"))
        }
        _ => None,
    }
}

/// Whether the settler's tiles come to hand in the decision: when the person settles on a
/// phone, where the supply lies far below the decision (a wide screen has it beside).
pub fn tiles_at_hand(s: &Session) -> bool {
    matches!(s.shown.phase, Phase::Settler { .. }) && s.person_to_act().is_some() && narrow()
}

/// Whether the trading house comes to hand in the decision, with the person's barrels they may
/// sell (chosen there, not on their board): when the person trades on a phone, where the house
/// lies far below the decision (a wide screen has it beside).
pub fn house_at_hand(s: &Session) -> bool {
    s.shown.phase == Phase::Trader && s.person_to_act().is_some() && narrow()
}

/// A narrow screen: below the width where the table's board takes a column of its own (the
/// style sheet's breakpoint). Followed as the window is resized, so that what comes to hand in
/// the decision moves with the layout in the middle of a decision.
fn narrow() -> bool {
    use_context::<Narrow>().map_or_else(narrow_now, |n| n.0.get())
}

fn narrow_now() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(min-width: 60rem)").ok().flatten())
        .is_some_and(|m| !m.matches())
}

/// The table's narrowness, kept up to date on resize (see `narrow`).
#[derive(Clone, Copy)]
pub struct Narrow(ReadSignal<bool>);

impl Narrow {
    /// Provides it to the table, listening to the window while the table is drawn.
    pub fn provide() {
        let (narrow, set) = signal(narrow_now());
        let resize = window_event_listener(leptos::ev::resize, move |_| {
            let now = narrow_now();
            if narrow.get_untracked() != now {
                set.set(now);
            }
        });
        on_cleanup(move || resize.remove());
        provide_context(Narrow(narrow));
    }
}

/// The choice on `piece` for the person to act, if any.
pub fn piece_choice(lang: Lang, s: &Session, piece: Piece) -> Option<Choice> {
    s.person_to_act()?;
    piece_action(&s.legal(), piece).map(|a| choice(lang, s, &a))
}

/// A choice on a piece: the action as text and its words; for a sale, the doubloons it brings
/// (drawn on the barrel too).
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub action: String,
    pub label: String,
    pub gain: Option<u8>,
}

/// The choice of `a` for the person to act, with its words (the engine's preview says what it
/// gives).
pub fn choice(lang: Lang, s: &Session, a: &Action) -> Choice {
    let preview = s.preview(a).unwrap_or_default();
    let gain = preview.iter().find_map(|e| match e {
        Event::Sold { doubloons, .. } => Some(*doubloons),
        _ => None,
    });
    Choice {
        action: a.to_string(),
        label: action_label(lang, &s.shown, a, &preview),
        gain,
    }
}

/// The barrels a load puts on its ship, or on the wharf's (the engine's preview), 0 when it says
/// nothing.
pub fn loaded(s: &Session, a: &Action) -> u8 {
    s.preview(a)
        .unwrap_or_default()
        .iter()
        .find_map(|e| match e {
            Event::Loaded { barrels, .. } | Event::Wharf { barrels, .. } => Some(*barrels),
            _ => None,
        })
        .unwrap_or(0)
}

/// A piece that is a choice, of `class`, showing `face` (decorative: the button's name is the
/// choice's words).
pub fn piece_button(
    class: String,
    c: Choice,
    table: TableController<PuertoRico>,
    face: AnyView,
) -> impl IntoView + use<> {
    let Choice { action, label, .. } = c;
    let title = label.clone();
    view! {
        <button type="button" class=class data-action=action.clone() title=title
            on:click=move |_| table.act(action.clone())>
            <span class="visually-hidden">{label}</span>
            <span class="piece-in" aria-hidden="true">{face}</span>
        </button>
    }
}

/// A barrel of `good` that is a choice: the barrel in its good's colour, `n` beside it.
pub fn barrel_button(
    good: Good,
    n: u8,
    c: Choice,
    table: TableController<PuertoRico>,
) -> impl IntoView + use<> {
    let gain = c
        .gain
        .map(|d| view! { <span class="gain"><Icon name="doubloon" />{d}</span> });
    let face = view! { <Icon name=good_icon(good) />{n}{gain} }.into_any();
    piece_button(format!("barrel k-{}", good.id()), c, table, face)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each piece carries the legal action it stands for; storage's barrel keeps the kind in a
    /// warehouse when it may (keeping one barrel then stays a text control), else one barrel.
    #[test]
    fn a_piece_carries_its_legal_action() {
        let [corn, indigo, ..] = Good::ALL;
        let settler = [Action::Plant(corn), Action::Pass];
        assert_eq!(
            piece_action(&settler, Piece::Tile(corn)),
            Some(Action::Plant(corn))
        );
        assert_eq!(piece_action(&settler, Piece::Tile(indigo)), None);
        assert_eq!(piece_action(&settler, Piece::Quarries), None);
        assert!(on_a_piece(&settler, &Action::Plant(corn)));
        assert!(!on_a_piece(&settler, &Action::Pass));

        let storage = [
            Action::Store(indigo),
            Action::Keep(corn),
            Action::Keep(indigo),
            Action::Pass,
        ];
        assert_eq!(
            piece_action(&storage, Piece::Own(indigo)),
            Some(Action::Store(indigo))
        );
        assert_eq!(
            piece_action(&storage, Piece::Own(corn)),
            Some(Action::Keep(corn))
        );
        assert!(on_a_piece(&storage, &Action::Store(indigo)));
        assert!(on_a_piece(&storage, &Action::Keep(corn)));
        assert!(
            !on_a_piece(&storage, &Action::Keep(indigo)),
            "no piece left for it"
        );

        let trader = [Action::Sell(corn), Action::Pass];
        assert_eq!(
            piece_action(&trader, Piece::Own(corn)),
            Some(Action::Sell(corn))
        );
        assert_eq!(piece_action(&trader, Piece::Supply(corn)), None);
        let craftsman = [Action::Extra(indigo), Action::Pass];
        assert_eq!(
            piece_action(&craftsman, Piece::Supply(indigo)),
            Some(Action::Extra(indigo))
        );
        assert_eq!(piece_action(&craftsman, Piece::Own(indigo)), None);
        assert!(pieces_at(Phase::Captain).is_none());
        assert!(pieces_at(Phase::Trader).is_some());
    }
}
