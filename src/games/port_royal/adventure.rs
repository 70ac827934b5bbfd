//! The Adventure at Port Royal's table: the missions on the table, each player's character
//! (its cubes, ability, trophy and crowns), the event deck and the month, the goods kept, and
//! the story card shown as a page to read. Everything here reads the engine's Adventure state
//! (`islas_port_royal::adventure`); the content's texts (titles, stories, events, characters),
//! which the engine names by id, and the interface's words are the `adv.` keys of
//! `locales/port-royal.*.txt`, in the person's language.
//!
//! Which story cards a person has read on this device is interface state: it is kept in the
//! tab's session storage (`islas-story:<game id>`), never in the game or its record.

use islas_core::Seat;
use islas_port_royal::adventure::CUBE_SLOTS;
use islas_port_royal::adventure::content::{
    self, CARD_SIDES_ESTIMATED, EVENTS, TRADER_COLOURS_ESTIMATED, WRITTEN_FOR_ISLAS,
};
use islas_port_royal::adventure::data::{
    Ability, CampaignMode, CardNo, CubeSlot, Mission, Part, Person, Reward, StoryCard, StoryKind,
    Thing,
};
use islas_port_royal::adventure::play::Adventure;
use islas_port_royal::{Colour, FaceId, PortRoyal, Symbol};
use leptos::prelude::*;

use super::Session;
use super::cards::CardButton;
use super::text::{count, face_id, item_name, kind_name, ship_colour_name, ship_name, story_title};
use crate::components::Icon;
use crate::i18n::{Lang, seat_name, text, word};
use crate::providers::I18n;

fn symbol_word(lang: Lang, s: Symbol) -> String {
    let id = match s {
        Symbol::Anchor => "anchor",
        Symbol::Cross => "cross",
        Symbol::House => "house",
    };
    text(lang, &format!("pr.symbol.{id}"), &[])
}

fn person_word(lang: Lang, p: Person) -> String {
    use islas_port_royal::adventure::data::Profession as P;
    match p {
        Person::Base(kind) => kind_name(lang, kind).to_string(),
        Person::AnyTrader => text(lang, "adv.thing.any_trader", &[]),
        Person::Lookout => word(lang, P::Lookout.name()).to_string(),
        Person::TavernKeeper => word(lang, P::TavernKeeper { price: 0 }.name()).to_string(),
        Person::TybukBrothers => word(lang, P::TybukBrothers.name()).to_string(),
    }
}

/// `n` of a mission's thing, in words: "3 swords", "1 × Priest", "2 × Bread".
fn thing_text(lang: Lang, thing: Thing, n: u8) -> String {
    let n_ = || ("n", n.to_string());
    match thing {
        Thing::Coins => count(lang, "coins", usize::from(n)),
        Thing::Crowns => text(lang, "adv.thing.crowns", &[n_()]),
        Thing::Person(p) => text(
            lang,
            "adv.thing.times",
            &[n_(), ("what", person_word(lang, p))],
        ),
        Thing::PersonsCostingAtMost(cost) => {
            text(lang, "adv.thing.cheap", &[n_(), ("cost", cost.to_string())])
        }
        Thing::Swords => text(lang, "adv.thing.swords", &[n_()]),
        Thing::Expeditions => text(lang, "adv.thing.expeditions", &[n_()]),
        Thing::Symbols(s) => text(
            lang,
            "adv.thing.symbols",
            &[n_(), ("symbol", symbol_word(lang, s))],
        ),
        Thing::Item(item) => text(
            lang,
            "adv.thing.times",
            &[n_(), ("what", item_name(lang, item).to_string())],
        ),
        Thing::AresPirates => text(lang, "adv.thing.ares", &[n_()]),
        Thing::Ships(c) => text(
            lang,
            "adv.thing.ships",
            &[n_(), ("ship", ship_colour_name(lang, c))],
        ),
        Thing::Influence => text(lang, "adv.thing.influence", &[n_()]),
    }
}

/// One part of a mission in words.
fn part_text(lang: Lang, part: &Part) -> String {
    match *part {
        Part::Have(thing, n) => text(
            lang,
            "adv.part.have",
            &[("what", thing_text(lang, thing, n))],
        ),
        Part::Discard(thing, n) => text(
            lang,
            "adv.part.discard",
            &[("what", thing_text(lang, thing, n))],
        ),
        Part::HarbourColours(n) => text(lang, "adv.part.colours", &[("n", n.to_string())]),
        Part::StopAtHarbour {
            cards,
            take_one_fewer,
        } => text(
            lang,
            if take_one_fewer {
                "adv.part.stop_fewer"
            } else {
                "adv.part.stop"
            },
            &[("n", cards.to_string())],
        ),
        Part::StopAtHarbourTimes { cards, times } => text(
            lang,
            "adv.part.stop_times",
            &[("n", cards.to_string()), ("times", times.to_string())],
        ),
        Part::PayTax => text(lang, "adv.part.tax", &[]),
        Part::Repel { swords } => text(lang, "adv.part.repel", &[("n", swords.to_string())]),
        Part::RepelAres => text(lang, "adv.part.repel_ares", &[]),
        Part::CompleteExpedition => text(lang, "adv.part.expedition", &[]),
    }
}

/// What a mission asks, in words: its parts, and when it is completed.
pub fn mission_text(lang: Lang, m: &Mission) -> String {
    let mut out = m
        .parts
        .iter()
        .map(|p| part_text(lang, p))
        .collect::<Vec<_>>()
        .join("; ");
    let when = match (m.at_once(), m.active_only()) {
        (true, true) => Some("adv.mission.at_once_active"),
        (true, false) => Some("adv.mission.at_once"),
        (false, true) => Some("adv.mission.active"),
        (false, false) => None,
    };
    if let Some(k) = when {
        out.push_str(" (");
        out.push_str(&text(lang, k, &[]));
        out.push(')');
    }
    out
}

/// A mission's reward in words.
fn reward_text(lang: Lang, r: &Reward) -> String {
    let mut first = vec![count(lang, "coins", usize::from(r.first_coins))];
    if r.first_crowns > 0 {
        first.push(text(
            lang,
            "adv.thing.crowns",
            &[("n", r.first_crowns.to_string())],
        ));
    }
    text(
        lang,
        "adv.reward",
        &[
            ("first", first.join(" + ")),
            ("crowns", r.crowns.to_string()),
        ],
    )
}

/// A character's ability in words (the rulebooks' appendix, as the engine plays it).
pub fn ability_text(lang: Lang, id: &str, ability: Ability) -> String {
    let trader_ship = || {
        TRADER_COLOURS_ESTIMATED
            .iter()
            .find(|(c, _)| *c == id)
            .map_or(Colour::Yellow, |&(_, c)| c)
    };
    match ability {
        Ability::BustBonus { harbour, coins } => text(
            lang,
            "adv.ability.bust",
            &[
                ("harbour", harbour.to_string()),
                ("coins", count(lang, "coins", usize::from(coins))),
            ],
        ),
        Ability::ExpeditionCrowns(n) => {
            text(lang, "adv.ability.expedition", &[("n", n.to_string())])
        }
        Ability::As(kind) => text(
            lang,
            "adv.ability.as",
            &[("kind", kind_name(lang, kind).to_string())],
        ),
        Ability::Trader { crown } => text(
            lang,
            if crown {
                "adv.ability.trader_crown"
            } else {
                "adv.ability.trader"
            },
            &[("ship", ship_name(lang, trader_ship()).to_string())],
        ),
        Ability::Admiral(n) => text(
            lang,
            "adv.ability.admiral",
            &[("coins", count(lang, "coins", usize::from(n)))],
        ),
        Ability::ShipsInHarbour { ships, coins } => text(
            lang,
            "adv.ability.ships",
            &[
                ("ships", ships.to_string()),
                ("coins", count(lang, "coins", usize::from(coins))),
            ],
        ),
        Ability::OnceCoins(n) => text(
            lang,
            "adv.ability.once",
            &[("coins", count(lang, "coins", usize::from(n)))],
        ),
        Ability::Lookout => text(lang, "adv.ability.lookout", &[]),
    }
}

/// The side of a character card and the character on its back (which two share a card is an
/// estimate).
fn side_of(id: &str) -> Option<(char, &'static str)> {
    CARD_SIDES_ESTIMATED.iter().find_map(|&(a, b)| {
        if a == id {
            Some(('A', b))
        } else if b == id {
            Some(('B', a))
        } else {
            None
        }
    })
}

/// What a cube slot unlocks, in words.
fn slot_text(lang: Lang, slot: CubeSlot) -> String {
    match slot {
        CubeSlot::Ability => text(lang, "adv.slot.ability", &[]),
        CubeSlot::Trophy => text(lang, "adv.slot.trophy", &[]),
        CubeSlot::Crowns(n) => text(lang, "adv.thing.crowns", &[("n", n.to_string())]),
    }
}

/// The event deck in a few words, for the piles line: "Event deck 9 · Month 1".
pub fn piles_text(lang: Lang, a: &Adventure) -> String {
    text(
        lang,
        "adv.piles",
        &[
            ("events", a.events.len().to_string()),
            ("month", a.month.to_string()),
        ],
    )
}

/// The story cards a person is to read, in order: every card read (from the chapter's first),
/// and the chapter's end card once the chapter is over and was won (co-operative) or played out
/// (competitive).
fn story_to_read(game: &PortRoyal) -> Vec<CardNo> {
    let Some(a) = game.adventure() else {
        return Vec::new();
    };
    let mut cards = a.read.clone();
    let ended = game.adventure_won() == Some(true)
        || (game.adventure_won().is_some() && a.mode == CampaignMode::Competitive);
    if ended && let Some(ch) = content::chapter(a.chapter) {
        cards.push(ch.end());
    }
    cards
}

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The story cards already acknowledged on this tab for game `id`.
fn seen_cards(id: &str) -> Vec<String> {
    session_storage()
        .and_then(|s| s.get_item(&format!("islas-story:{id}")).ok().flatten())
        .map(|v| v.split(',').map(str::to_string).collect())
        .unwrap_or_default()
}

fn mark_seen(id: &str, no: CardNo) {
    let mut seen = seen_cards(id);
    let no = no.to_string();
    if !seen.contains(&no) {
        seen.push(no);
    }
    if let Some(s) = session_storage() {
        let _ = s.set_item(&format!("islas-story:{id}"), &seen.join(","));
    }
}

/// The story card read aloud: a page over the table with the card's title and story, its
/// mission, the cards it shuffles in and the notice that the chapters are written for Islas;
/// "Continue" puts it away for good on this tab.
#[component]
pub fn StoryPage(id: String, session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let seen = RwSignal::new(seen_cards(&id));
    let id = StoredValue::new(id);
    let next = Memo::new(move |_| {
        let read = session.with(|s| story_to_read(&s.shown));
        seen.with(|seen| read.into_iter().find(|no| !seen.contains(&no.to_string())))
    });
    let close_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if next.get().is_some() {
            request_animation_frame(move || {
                // The page may be gone by the next frame: a disposed reference reads as nothing.
                if let Some(Some(b)) = close_ref.try_get_untracked() {
                    let _ = b.focus();
                }
            });
        }
    });
    move || {
        let no = next.get()?;
        let card: &'static StoryCard = content::story_card(no)?;
        let lang = i18n.lang();
        let chapter = content::chapter(no.chapter()?)?;
        let heading = match card.kind {
            StoryKind::End => i18n.t_with("adv.story.end", &[("card", no.to_string())]),
            _ => i18n.t_with("adv.story.card", &[("card", no.to_string())]),
        };
        let mission = card.mission.as_ref().map(|m| {
            view! {
                <p class="story-mission">
                    <strong>{i18n.t("adv.story.mission")}</strong>" "{mission_text(lang, m)}
                    " · "{reward_text(lang, &m.reward)}
                </p>
            }
        });
        let shuffled = (!card.shuffle_in.is_empty()).then(|| {
            let codes = card
                .shuffle_in
                .iter()
                .map(|g| g.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            view! { <p class="hint">{i18n.t_with("adv.story.shuffle", &[("codes", codes)])}</p> }
        });
        let ack = move |_| {
            mark_seen(&id.get_value(), no);
            seen.update(|s| s.push(no.to_string()));
        };
        Some(view! {
            <div class="dialog-backdrop story-backdrop"></div>
            <div class="dialog story-page" role="dialog" aria-modal="true" aria-labelledby="story-title">
                <p class="story-chapter">
                    {i18n.t_with("adv.chapter", &[("n", chapter.number.to_string()), ("title", word(lang, chapter.title).to_string())])}
                </p>
                <p class="story-no">{heading}</p>
                <h2 id="story-title">{word(lang, card.title)}</h2>
                <p class="story-text">{word(lang, card.text)}</p>
                {mission}
                {shuffled}
                <p class="hint written">{word(lang, WRITTEN_FOR_ISLAS)}</p>
                <button type="button" class="primary" node_ref=close_ref on:click=ack>
                    {i18n.t("adv.story.continue")}
                </button>
            </div>
        })
    }
}

/// The Adventure on the table: the chapter and its event deck, the missions, the characters.
#[component]
pub fn AdventurePanel(
    session: RwSignal<Session>,
    explain: RwSignal<Option<FaceId>>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let on = session.with_untracked(|s| s.shown.adventure().is_some());
    let body = move || {
        session.with(|s| {
            let a = s.shown.adventure()?;
            let lang = i18n.lang();
            let name = |p: Seat| seat_name(lang, &s.seats, p);
            let chapter = content::chapter(a.chapter)?;
            let mode = i18n.t(match a.mode {
                CampaignMode::CoOp => "adv.mode.coop",
                CampaignMode::Competitive => "adv.mode.competitive",
            });
            // The event of this turn, else the last one revealed.
            let (event_head, event) = match a.event {
                Some(e) => ("adv.event.now", Some(e)),
                None => ("adv.event.last", a.event_discard.last().copied()),
            };
            let event = event.and_then(|e| EVENTS.get(usize::from(e))).map(|e| {
                view! {
                    <p class="adv-event">
                        <strong>{i18n.t(event_head)}": "{word(lang, e.name)}</strong>
                        " — "{word(lang, e.text)}
                    </p>
                }
            });
            let deck = i18n.t_with(
                "adv.deck",
                &[
                    ("events", a.events.len().to_string()),
                    ("month", a.month.to_string()),
                ],
            );
            // The missions on the table, the newest first.
            let missions = a
                .table
                .iter()
                .rev()
                .filter_map(|placed| {
                    let card = content::story_card(placed.no)?;
                    let m = card.mission.as_ref()?;
                    let state = if placed.done.is_empty() {
                        i18n.t("adv.mission.open")
                    } else {
                        let names: Vec<String> = placed.done.iter().map(|&p| name(p)).collect();
                        i18n.t_with("adv.mission.done", &[("names", names.join(", "))])
                    };
                    let progress = (!placed.progress.is_empty()).then(|| {
                        placed
                            .progress
                            .iter()
                            .map(|&(p, n)| {
                                i18n.t_with(
                                    "adv.mission.progress",
                                    &[("name", name(p)), ("n", n.to_string())],
                                )
                            })
                            .collect::<Vec<_>>()
                            .join(" · ")
                    });
                    let done = !placed.done.is_empty();
                    Some(view! {
                        <li class="mission" class:done=done data-card=placed.no.to_string()>
                            <span class="m-name">{story_title(lang, placed.no)}{m.star.then_some(" ★")}</span>
                            <span class="m-asks">{mission_text(lang, m)}</span>
                            <span class="m-reward">{reward_text(lang, &m.reward)}</span>
                            <span class="m-state">{state}</span>
                            {progress.map(|p| view! { <span class="m-state">{p}</span> })}
                        </li>
                    })
                })
                .collect_view();
            // Card 9 (co-operative): its totals are estimates.
            let victory = (a.mode == CampaignMode::CoOp)
                .then(|| content::victory(s.seats.len() as u8))
                .flatten()
                .map(|v| {
                    let cubes: u32 = a.heroes.iter().map(|h| u32::from(h.on_missions)).sum();
                    let influence: u32 = (0..s.seats.len() as Seat)
                        .map(|p| u32::from(s.shown.influence(p)))
                        .sum();
                    view! {
                        <p class="hint adv-victory">
                            {i18n.t_with(
                                "adv.victory",
                                &[
                                    ("cubes", v.cubes.to_string()),
                                    ("influence", v.influence.to_string()),
                                    ("have_cubes", cubes.to_string()),
                                    ("have_influence", influence.to_string()),
                                ],
                            )}
                        </p>
                    }
                });
            // Each player's character card, crown card and kept goods.
            let heroes = a
                .heroes
                .iter()
                .enumerate()
                .map(|(p, h)| {
                    let seat = p as Seat;
                    let character = content::character_by_id(&h.character);
                    let cname = character.map_or_else(|| h.character.clone(), |c| word(lang, c.name).to_string());
                    let side = side_of(&h.character).map(|(side, other)| {
                        let other = content::character_by_id(other)
                            .map_or(other.to_string(), |c| word(lang, c.name).to_string());
                        i18n.t_with("adv.side", &[("side", side.to_string()), ("other", other)])
                    });
                    let unlocked = h.unlocked(CubeSlot::Ability);
                    let ability = character.map(|c| ability_text(lang, c.id, c.ability)).unwrap_or_default();
                    let ability = i18n.t_with(
                        if unlocked { "adv.ability.unlocked" } else { "adv.ability.locked" },
                        &[("text", ability)],
                    );
                    let slots = CUBE_SLOTS
                        .iter()
                        .map(|&slot| {
                            let gone = h.unlocked(slot);
                            let words = i18n.t_with(
                                if gone { "adv.cube.gone" } else { "adv.cube.here" },
                                &[("slot", slot_text(lang, slot))],
                            );
                            let mark = match slot {
                                CubeSlot::Ability => view! { "◆" }.into_any(),
                                CubeSlot::Trophy => view! { <Icon name="treasure" /> }.into_any(),
                                CubeSlot::Crowns(n) => format!("{n}♛").into_any(),
                            };
                            let title = words.clone();
                            view! {
                                <li class:gone=gone title=title>
                                    <span aria-hidden="true">{mark}</span>
                                    <span class="visually-hidden">{words}</span>
                                </li>
                            }
                        })
                        .collect_view();
                    let trophy = i18n.t(if h.trophy() { "adv.trophy.shown" } else { "adv.trophy.hidden" });
                    let crowns = i18n.t_with(
                        "adv.crowns",
                        &[
                            ("n", h.crowns.to_string()),
                            ("influence", s.shown.crown_influence(seat).to_string()),
                        ],
                    );
                    let kept = s.shown.kept(seat);
                    let kept = (!kept.is_empty()).then(|| {
                        let cards = kept
                            .iter()
                            .map(|&c| view! { <li><CardButton face=face_id(c) explain=explain /></li> })
                            .collect_view();
                        view! {
                            <ul class="cards-row kept" aria-label=i18n.t("adv.kept")>{cards}</ul>
                        }
                    });
                    view! {
                        <li class="hero" data-seat=p.to_string()>
                            <p class="h-name">
                                <strong>{name(seat)}</strong>" · "{cname}
                                {side.map(|t| view! { <small>" ("{t}" ≈)"</small> })}
                            </p>
                            <ol class="cubes" aria-label=i18n.t("adv.cubes")>{slots}</ol>
                            <p class="h-ability" class:locked=!unlocked>{ability}</p>
                            <p class="h-crowns">{trophy}" · "{crowns}</p>
                            {kept}
                        </li>
                    }
                })
                .collect_view();
            Some(view! {
                <p class="adv-chapter">
                    <strong>{i18n.t_with("adv.chapter", &[("n", chapter.number.to_string()), ("title", word(lang, chapter.title).to_string())])}</strong>
                    " · "{mode}
                </p>
                <p class="adv-deck">{deck}</p>
                {event}
                <h3>{i18n.t("adv.missions")}</h3>
                <ul class="missions">{missions}</ul>
                {victory}
                <h3>{i18n.t("adv.characters")}</h3>
                <ul class="heroes">{heroes}</ul>
                <p class="hint">{word(lang, WRITTEN_FOR_ISLAS)}" "{i18n.t("adv.estimated")}</p>
            })
        })
    };
    on.then(|| {
        view! {
            <section class="adventure" aria-labelledby="adventure-title">
                <h2 id="adventure-title">{move || i18n.t("adv.title")}</h2>
                {body}
            </section>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::port_royal::text::{action_label, event_text};
    use crate::model::{Control, SeatPlayer};
    use islas_core::Seed;
    use islas_port_royal::Config;
    use islas_port_royal::adventure::content::{CHAPTERS, CHARACTERS};

    fn reads(t: &str) -> bool {
        !t.is_empty() && !t.contains("adv.") && !t.contains("pr.") && !t.contains('{')
    }

    fn seats(n: u8) -> Vec<SeatPlayer> {
        (0..n)
            .map(|i| SeatPlayer {
                name: String::new(),
                control: if i == 0 {
                    Control::Person
                } else {
                    Control::Medium
                },
            })
            .collect()
    }

    /// Every mission of the five chapters, its reward and its story card read in every language.
    #[test]
    fn every_mission_and_story_card_reads_in_every_language() {
        for ch in &CHAPTERS {
            for card in ch.cards {
                for lang in Lang::ALL {
                    assert_ne!(word(lang, card.title), card.title, "{lang:?}");
                    if let Some(m) = &card.mission {
                        let t = mission_text(lang, m);
                        assert!(reads(&t), "{:?} {lang:?}: {t}", card.no);
                        assert!(reads(&reward_text(lang, &m.reward)));
                    }
                }
            }
        }
        assert_eq!(
            mission_text(
                Lang::En,
                content::story_card(CardNo::new(13))
                    .unwrap()
                    .mission
                    .as_ref()
                    .unwrap()
            ),
            "discard 4 coins; have 1 × Priest"
        );
        assert_eq!(
            mission_text(
                Lang::En,
                content::story_card(CardNo::new(33))
                    .unwrap()
                    .mission
                    .as_ref()
                    .unwrap()
            ),
            "4 or more ship colours in the harbour (active player, at once, when it happens)"
        );
    }

    /// Each character's ability, as the appendix gives it, in every language.
    #[test]
    fn every_ability_reads_in_every_language() {
        for c in &CHARACTERS {
            for lang in Lang::ALL {
                let t = ability_text(lang, c.id, c.ability);
                assert!(reads(&t), "{} {lang:?}: {t}", c.id);
            }
        }
        let scott = content::character_by_id("officer-scott").unwrap();
        assert_eq!(
            ability_text(Lang::En, scott.id, scott.ability),
            "as an admiral, but 1 coin instead of 2."
        );
    }

    /// Random chapters (every chapter, both modes, 1 to 4 players): every control's label and
    /// every line of the log read as words in every language, the goods, lookout and cube
    /// actions included.
    #[test]
    fn every_adventure_action_and_event_reads_in_every_language() {
        use islas_core::EventKind;
        let mut seen_actions = std::collections::BTreeSet::new();
        let mut seen_events = std::collections::BTreeSet::new();
        let mut rng = islas_core::Rng::from_seed(11);
        for g in 0..40u64 {
            let chapter = 1 + (g % 5) as u8;
            let coop = g % 2 == 0;
            let players = if coop {
                1 + (g / 2 % 4) as u8
            } else {
                2 + (g / 2 % 3) as u8
            };
            let mode = if coop {
                CampaignMode::CoOp
            } else {
                CampaignMode::Competitive
            };
            let config = Config {
                adventure: Some(islas_port_royal::adventure::play::AdventureConfig::chapter(
                    chapter, mode,
                )),
                ..Config::new(players)
            };
            let mut s = Session::new(config, Seed::from_u64(g), seats(players)).unwrap();
            let mut steps = 0;
            while !s.is_over() && steps < 400 {
                let legal = s.legal();
                for a in &legal {
                    let pv = s.preview(a).unwrap();
                    for lang in Lang::ALL {
                        let l = action_label(lang, &s.seats, a, &pv);
                        assert!(reads(&l), "{a}: {l}");
                    }
                    seen_actions.insert(
                        a.to_string()
                            .split(' ')
                            .next()
                            .unwrap_or_default()
                            .to_string(),
                    );
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                s.play(&a).unwrap();
                steps += 1;
            }
            for e in &s.log {
                for lang in Lang::ALL {
                    let t = event_text(lang, &s.seats, e.actor, &e.event);
                    assert!(reads(&t), "{lang:?}: {t}");
                }
                seen_events.insert(e.event.key());
            }
        }
        for a in ["look", "keep", "sell", "mission", "take"] {
            assert!(seen_actions.contains(a), "no {a} among {seen_actions:?}");
        }
        for e in [
            "event-revealed",
            "end-of-month",
            "story-read",
            "mission-completed",
            "ship-kept",
        ] {
            assert!(seen_events.contains(e), "no {e} among {seen_events:?}");
        }
    }

    /// The end card follows the cards read once a co-operative chapter is won; the story page
    /// shows the first card read at the start.
    #[test]
    fn the_story_page_reads_the_chapters_first_card_at_the_start() {
        let config = Config {
            adventure: Some(islas_port_royal::adventure::play::AdventureConfig::chapter(
                1,
                CampaignMode::CoOp,
            )),
            ..Config::new(1)
        };
        let s = Session::new(config, Seed::from_u64(1), seats(1)).unwrap();
        assert_eq!(story_to_read(&s.shown), vec![CardNo::new(10)]);
        let a = s.shown.adventure().unwrap();
        assert_eq!(
            piles_text(Lang::En, a),
            format!("Event deck {} · Month 1", a.events.len())
        );
    }
}
