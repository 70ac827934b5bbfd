//! The harbour with the piles (deck, discard, turn, and a mode's own counts), and the
//! expeditions with the contracts.

use islas_port_royal::{Action, Card, Event, FaceId, Phase};
use leptos::prelude::*;

use super::super::Session;
use super::super::adventure::piles_text;
use super::super::cards::CardButton;
use super::super::contracts::Contracts;
use super::super::text::{action_label, face_id};
use crate::i18n::{Lang, text};
use crate::providers::I18n;

/// The piles in words: the deck, the discard pile and the turn; in the Adventure the event
/// deck and the month; with co-operative contracts the time deck and the points deck.
pub fn piles_line(lang: Lang, s: &Session) -> String {
    let mut piles = text(
        lang,
        "pr.table.piles",
        &[
            ("deck", s.shown.deck_len().to_string()),
            ("discard", s.shown.discard().len().to_string()),
            ("turn", s.shown.turn().to_string()),
        ],
    );
    if let Some(a) = s.shown.adventure() {
        piles.push_str(" · ");
        piles.push_str(&piles_text(lang, a));
    }
    if let Some(c) = s.shown.coop() {
        piles.push_str(" · ");
        piles.push_str(&text(
            lang,
            "pr.table.time",
            &[
                ("time", c.time.len().to_string()),
                ("points", c.points.len().to_string()),
            ],
        ));
    }
    piles
}

/// The harbour: its cards keyed by the physical card (a card already there is not drawn again,
/// nor replays its arrival, when something else changes), and the harbour a bust cleared.
#[component]
pub fn Harbour(
    session: RwSignal<Session>,
    explain: RwSignal<Option<FaceId>>,
    busted: RwSignal<Vec<Card>>,
    on_action: Callback<String>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let takes = Memo::new(move |_| session.with(|s| takes_on_cards(i18n.lang(), s)));
    let harbour_cards = move || session.with(|s| s.shown.harbour().to_vec());
    let harbour_empty = move || session.with(|s| s.shown.harbour().is_empty());
    let piles = move || session.with(|s| piles_line(i18n.lang(), s));
    let deck = move || session.with(|s| s.shown.deck_len());
    let discard = move || session.with(|s| s.shown.discard().len());
    view! {
        <section class="harbour" aria-labelledby="harbour-title">
            <div class="harbour-head">
                <h2 id="harbour-title">{move || i18n.t("pr.table.harbour")}</h2>
                <span class="deck" aria-hidden="true"></span>
                <p class="piles">{piles}</p>
            </div>
            // The piles as on a table, beside the harbour's cards (said in words by the line
            // above): the deck face down on the left, where cards come from, the discard pile
            // on the right.
            <div class="harbour-row">
                <Pile class="deck-pile" count=Signal::derive(deck) />
                <div class="harbour-cards">
                    <Show when=harbour_empty>
                        <p class="none">{move || i18n.t("pr.table.harbour_empty")}</p>
                    </Show>
                    <ol class="cards-row">
                        <For each=harbour_cards key=|c| *c let:c>
                            <li>
                                <CardButton face=face_id(c) explain=explain />
                                <TakeOnCard face=face_id(c) takes=takes on_action=on_action />
                            </li>
                        </For>
                    </ol>
                    {move || {
                        let gone = busted.get();
                        (!gone.is_empty()).then(|| view! {
                            <ol class="cards-row busted" aria-hidden="true">
                                {gone.into_iter().map(|c| view! { <li><CardButton face=face_id(c) explain=explain /></li> }).collect_view()}
                            </ol>
                        })
                    }}
                </div>
                <Pile class="discard-pile" count=Signal::derive(discard) />
            </div>
        </section>
    }
}

/// A take of a harbour card, as the person to act may choose it on the card: the face, the
/// action's text, its words in full (as the decision's control says them) and in short.
#[derive(Clone, Debug, PartialEq)]
pub struct CardTake {
    face: FaceId,
    action: String,
    full: String,
    short: String,
}

/// The takes the person to act may choose on the harbour's cards (hiring a character, trading a
/// ship): the engine's legal `Take`s, worded as the decision's controls word them. None while a
/// computer decides or outside a take.
pub fn takes_on_cards(lang: Lang, s: &Session) -> Vec<CardTake> {
    if s.person_to_act().is_none() || !matches!(s.shown.phase(), Phase::Take { .. }) {
        return Vec::new();
    }
    s.legal()
        .iter()
        .filter_map(|a| {
            let Action::Take(face) = *a else { return None };
            let preview = s.preview(a).unwrap_or_default();
            let short = preview.iter().find_map(|e| match e {
                Event::Hired { paid, .. } => {
                    Some(text(lang, "pr.card.hire", &[("n", paid.to_string())]))
                }
                Event::Traded { coins, .. } => {
                    Some(text(lang, "pr.card.trade", &[("n", coins.to_string())]))
                }
                _ => None,
            });
            Some(CardTake {
                face,
                action: a.to_string(),
                // The decision's words for a take (its control adds nothing to a take's own).
                full: action_label(lang, &s.seats, a, &preview),
                short: short.unwrap_or_else(|| text(lang, "pr.card.take", &[])),
            })
        })
        .collect()
}

/// The control on a harbour card that takes it, while the person to act may: its short words
/// on the card (the price to hire, the coins a trade gives), its full words for screen readers.
#[component]
fn TakeOnCard(
    face: FaceId,
    takes: Memo<Vec<CardTake>>,
    on_action: Callback<String>,
) -> impl IntoView {
    move || {
        takes.with(|t| t.iter().find(|t| t.face == face).cloned()).map(|t| {
            let action = t.action.clone();
            view! {
                <button type="button" class="take on-card" data-action=t.action on:click=move |_| on_action.run(action.clone())>
                    <span class="visually-hidden">{t.full}</span>
                    <span aria-hidden="true">{t.short}</span>
                </button>
            }
        })
    }
}

/// A pile of cards drawn as a stack with its count (for the eye only: the piles line says it):
/// thicker while it holds more, an outline when empty.
#[component]
fn Pile(class: &'static str, count: Signal<usize>) -> impl IntoView {
    view! {
        <div class=move || pile_class(class, count.get()) aria-hidden="true">
            <span class="count">{move || count.get()}</span>
        </div>
    }
}

/// The expeditions and the contracts. Set Sail! has no expeditions: the section is hidden.
#[component]
pub fn Expeditions(session: RwSignal<Session>, explain: RwSignal<Option<FaceId>>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let expedition_cards = move || session.with(|s| s.shown.expeditions().to_vec());
    let no_expeditions = move || session.with(|s| s.shown.expeditions().is_empty());
    let set_sail = session.with_untracked(|s| s.shown.dealt_from().is_set_sail());
    view! {
        <section class="board" aria-labelledby="expeditions-title" hidden=set_sail>
            <h2 id="expeditions-title">{move || i18n.t("pr.table.expeditions")}</h2>
            <Show when=no_expeditions>
                <p class="none">{move || i18n.t("pr.table.no_expeditions")}</p>
            </Show>
            <ul class="cards-row">
                <For each=expedition_cards key=|c| *c let:c>
                    <li><CardButton face=face_id(c) explain=explain /></li>
                </For>
            </ul>
            <Contracts session=session />
        </section>
    }
}

/// A pile's classes: its kind, `empty` without a card, `thick` above ten.
fn pile_class(kind: &str, count: usize) -> String {
    match count {
        0 => format!("pile {kind} empty"),
        1..=10 => format!("pile {kind}"),
        _ => format!("pile {kind} thick"),
    }
}

#[cfg(test)]
mod tests {
    use super::super::controls::control_label;
    use super::super::tests::{game, play};
    use super::*;

    /// In a take, the harbour's cards the person may take carry the take: hiring says what it
    /// costs, trading what it brings; a card they cannot pay for carries none, nor does any
    /// card before the take begins.
    #[test]
    fn a_harbour_card_carries_its_take_while_the_person_may_take_it() {
        // Each seat has 3 coins: the sailor (3) can be hired, the admiral (7) cannot.
        let mut s = game(2, &["admiral-7", "sailor-3", "yellow-1-1"]);
        for _ in 0..3 {
            play(&mut s, Action::Draw);
        }
        assert!(
            takes_on_cards(Lang::En, &s).is_empty(),
            "no take while drawing"
        );
        play(&mut s, Action::Stop);
        let takes = takes_on_cards(Lang::En, &s);
        let seat = s.shown.active();
        let faces: Vec<FaceId> = s.shown.harbour().iter().map(|&c| face_id(c)).collect();
        assert_eq!(takes.len(), 2, "{takes:?}");
        let sailor = takes
            .iter()
            .find(|t| t.face == faces[1])
            .expect("the sailor");
        assert_eq!(sailor.short, "Take −3");
        assert_eq!(sailor.action, Action::Take(faces[1]).to_string());
        assert_eq!(
            sailor.full,
            control_label(Lang::En, &s, seat, &Action::Take(faces[1]))
        );
        let ship = takes.iter().find(|t| t.face == faces[2]).expect("the ship");
        assert!(ship.short.starts_with("Take +"), "{}", ship.short);
        assert!(
            takes.iter().all(|t| t.face != faces[0]),
            "the admiral is too dear"
        );
        assert_eq!(
            takes_on_cards(Lang::Es, &s)[0].short.split(' ').next(),
            Some("Tomar")
        );
    }

    #[test]
    fn a_pile_is_an_outline_when_empty_and_thick_above_ten_cards() {
        assert_eq!(pile_class("deck-pile", 0), "pile deck-pile empty");
        assert_eq!(pile_class("deck-pile", 10), "pile deck-pile");
        assert_eq!(pile_class("discard-pile", 11), "pile discard-pile thick");
    }

    #[test]
    fn the_piles_say_deck_discard_and_turn() {
        let s = game(2, &[]);
        let line = piles_line(Lang::En, &s);
        assert!(line.contains(&s.shown.deck_len().to_string()), "{line}");
        // No mode's counts in the base game.
        let base = text(
            Lang::En,
            "pr.table.piles",
            &[
                ("deck", s.shown.deck_len().to_string()),
                ("discard", "0".into()),
                ("turn", "1".into()),
            ],
        );
        assert_eq!(line, base);
    }
}
