//! Port Royal in words: card names in the person's language (as printed in the Spanish and
//! Czech rulebooks), the game log, and what is being decided.

use islas_core::Seat;
use islas_port_royal::adventure::content;
use islas_port_royal::adventure::data::{CardNo, Item, ShipColour};
use islas_port_royal::big_box::{Grade, Name, Profession};
use islas_port_royal::deck::{self, Info, Role, TaxRule};
use islas_port_royal::{
    Action, Card, CoinReason, Colour, Event, FaceId, Kind, Phase, Symbol, TaxBonus,
};

use crate::i18n::{Lang, text, word};
use crate::model::SeatPlayer;

/// "3 coins", "1 minci", "5 mincí"... `what` is `coins` (in Czech, the accusative: every
/// sentence that counts coins gets, pays or loses them), `cards` (nominative) or `cards_acc`.
/// The plural form comes from the catalogue's `{n|…}` (`crate::i18n`).
pub fn count(lang: Lang, what: &str, n: usize) -> String {
    text(lang, &format!("pr.count.{what}"), &[("n", n.to_string())])
}

/// A character kind's name in `lang` (Spanish and Czech as in the Big Box rulebooks).
pub fn kind_name(lang: Lang, kind: Kind) -> &'static str {
    let (en, _es_base, es, cs) = kind.names();
    match lang {
        Lang::En => en,
        Lang::Es => es,
        Lang::Cs => cs,
    }
}

/// A ship type's name in `lang`.
pub fn ship_name(lang: Lang, colour: Colour) -> &'static str {
    let (en, es, cs) = colour.ship_names();
    match lang {
        Lang::En => en,
        Lang::Es => es,
        Lang::Cs => cs,
    }
}

/// The i18n id of a colour (`pr.colour.<id>`).
pub fn colour_name(lang: Lang, colour: Colour) -> String {
    text(lang, &format!("pr.colour.{}", colour.id()), &[])
}

fn symbol_name(lang: Lang, s: Symbol) -> String {
    let id = match s {
        Symbol::Anchor => "anchor",
        Symbol::Cross => "cross",
        Symbol::House => "house",
    };
    text(lang, &format!("pr.symbol.{id}"), &[])
}

/// The symbols an expedition needs, in words: "anchor + anchor + house".
pub fn needs_text(lang: Lang, needs: [u8; 3]) -> String {
    Symbol::ALL
        .iter()
        .flat_map(|&s| std::iter::repeat_n(symbol_name(lang, s), usize::from(needs[s.index()])))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A Big Box profession's name in `lang` (as printed in the Big Box rulebooks; the English
/// merchant is the engine's word; the Adventure's persons are texts of Port Royal's files).
pub fn profession_name(lang: Lang, p: Profession) -> &'static str {
    let (en, es, cs) = match p.names() {
        Name::Printed(en, es, cs) => (en, es, cs),
        Name::Text(id) => return word(lang, id),
    };
    match lang {
        Lang::En => en,
        Lang::Es => es,
        Lang::Cs => cs,
    }
}

/// A person's name: a base-game kind or a Big Box profession.
pub fn role_name(lang: Lang, role: Role) -> &'static str {
    match role {
        Role::Base(kind) => kind_name(lang, kind),
        Role::New(p) => profession_name(lang, p),
    }
}

/// What is printed on a face of any box (the base game's and the Big Box's), as the engine
/// reads it.
pub fn info(face: FaceId) -> Option<Info> {
    deck::face_info(face)
}

/// Whether the printed values of a face are estimates (no source gives them): read from the
/// engine's grade, so a value sourced later needs no change here.
pub fn estimated(face: FaceId) -> bool {
    deck::box_face(face).is_some_and(|f| f.grade == Grade::Estimate)
}

/// The name of a card face, short and unambiguous: "Sailor", "Trader (Flute)", "Flute 2",
/// "Expedition anchor + anchor + house", "Tax: most swords".
pub fn face_name(lang: Lang, face: FaceId) -> String {
    if let Some(name) = adventure_face_name(lang, face) {
        return name;
    }
    let Some(i) = info(face) else {
        return format!("#{face}");
    };
    match i {
        Info::Person { role, .. } => match role {
            Role::Base(Kind::Trader(c))
            | Role::New(Profession::Merchant(c) | Profession::Clerk(c)) => text(
                lang,
                "pr.card.trader",
                &[
                    ("trader", role_name(lang, role).to_string()),
                    ("ship", ship_name(lang, c).to_string()),
                ],
            ),
            _ => role_name(lang, role).to_string(),
        },
        Info::Ship { colour, coins, .. } => text(
            lang,
            "pr.card.ship",
            &[
                ("ship", ship_name(lang, colour).to_string()),
                ("coins", coins.to_string()),
            ],
        ),
        Info::Expedition { needs, .. } => text(
            lang,
            "pr.card.expedition",
            &[("needs", needs_text(lang, needs))],
        ),
        Info::Tax(TaxRule::Base(TaxBonus::MostSwords)) => text(lang, "pr.card.tax_swords", &[]),
        Info::Tax(TaxRule::Base(TaxBonus::FewestInfluence)) => {
            text(lang, "pr.card.tax_influence", &[])
        }
        Info::Tax(TaxRule::SetSail) => text(lang, "pr.card.tax_sail", &[]),
    }
}

/// The name of one of the Adventure's game cards whose base-game reading would not say what it
/// is: a ship with the goods it carries ("Ares pirates 1 · Rites book"), the new expeditions
/// (their item too) and the new tax.
fn adventure_face_name(lang: Lang, face: FaceId) -> Option<String> {
    use islas_port_royal::adventure::data::AddedPrinted;
    let f = deck::adventure::face(face)?;
    Some(match f.printed {
        AddedPrinted::Ship {
            colour,
            item,
            coins,
            ..
        } => text(
            lang,
            "adv.card.ship",
            &[
                ("ship", ship_colour_name(lang, colour)),
                ("coins", coins.to_string()),
                ("item", item_name(lang, item).to_string()),
            ],
        ),
        AddedPrinted::Expedition { needs, items, .. } => {
            let mut counts = [0u8; 3];
            for s in needs {
                counts[s.index()] += 1;
            }
            let mut parts = vec![needs_text(lang, counts)];
            parts.extend(items.iter().map(|&i| item_name(lang, i).to_string()));
            text(lang, "pr.card.expedition", &[("needs", parts.join(" + "))])
        }
        AddedPrinted::Tax => text(lang, "adv.card.tax", &[]),
        AddedPrinted::Person { .. } => return None,
    })
}

/// Whether a card face is one of the Adventure's Ares pirates.
pub fn is_ares_face(face: FaceId) -> bool {
    use islas_port_royal::adventure::data::{AddedPrinted, ShipColour};
    deck::adventure::face(face).is_some_and(|f| {
        matches!(
            f.printed,
            AddedPrinted::Ship {
                colour: ShipColour::Ares,
                ..
            }
        )
    })
}

/// The name printed on a small card: the kind, the ship type, "Expedition", "Tax" (the rest is
/// on the card as icons; the full name is in its accessible name and explanation). A long word
/// gets a soft hyphen (see [`soft_hyphen`]): on a phone's card it breaks with a hyphen
/// ("Made-moiselle", "Viceal-mirante") instead of being clipped.
pub fn short_name(lang: Lang, face: FaceId) -> String {
    soft_hyphen(&printed_name(lang, face))
}

/// Words this long (in letters) get a soft hyphen on a card.
const LONG_WORD: usize = 10;

/// Whether every character of `word` is a letter (Unicode's Alphabetic property, as
/// `char::is_alphabetic` says). In the browser JavaScript's `\p{Alphabetic}` answers: the app
/// carries no table of its own.
fn all_letters(word: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    return js_sys::RegExp::new(r"^\p{Alphabetic}*$", "u").test(word);
    #[cfg(not(target_arch = "wasm32"))]
    word.chars().all(char::is_alphabetic)
}

/// `name` with a soft hyphen (U+00AD, shown only where the line breaks) in each word of
/// [`LONG_WORD`] letters or more, at the syllable boundary nearest its middle: before a
/// consonant that is followed by a vowel (vowel | consonant vowel, or consonant | consonant
/// vowel), never within 3 letters of either end. Good for the card names of English, Spanish
/// and Czech; the browser's own hyphenation needs dictionaries not every browser has.
pub fn soft_hyphen(name: &str) -> String {
    let vowel = |c: char| "aeiouyáéíóúýěůäëïöüAEIOUYÁÉÍÓÚÝ".contains(c);
    // Pairs that start a syllable together ("pr", "bl", "ch", "ll"…): never split.
    let onset = |a: char, b: char| {
        let a = a.to_ascii_lowercase();
        ("bcdfgkpt".contains(a) && "lr".contains(b))
            || matches!((a, b), ('c', 'h') | ('l', 'l') | ('r', 'r'))
    };
    name.split(' ')
        .map(|word| {
            let w: Vec<char> = word.chars().collect();
            let n = w.len();
            if n < LONG_WORD || !all_letters(word) {
                return word.to_string();
            }
            // A break before w[i]: a syllable starts there (consonant(s) then a vowel).
            let starts = |i: usize| {
                !vowel(w[i])
                    && if vowel(w[i + 1]) {
                        vowel(w[i - 1]) || (!onset(w[i - 1], w[i]) && vowel(w[i - 2]))
                    } else {
                        onset(w[i], w[i + 1]) && vowel(w[i - 1]) && vowel(w[i + 2])
                    }
            };
            match (3..=n - 3)
                .filter(|&i| starts(i))
                .min_by_key(|&i| (2 * i).abs_diff(n))
            {
                Some(i) => w[..i].iter().chain(&['\u{ad}']).chain(&w[i..]).collect(),
                None => word.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The name printed on a small card, as written.
fn printed_name(lang: Lang, face: FaceId) -> String {
    match info(face) {
        Some(Info::Person { role, .. }) => role_name(lang, role).to_string(),
        Some(Info::Ship { .. }) if is_ares_face(face) => text(lang, "adv.ares", &[]),
        Some(Info::Ship { colour, .. }) => ship_name(lang, colour).to_string(),
        Some(Info::Expedition { .. }) => text(lang, "pr.card.expedition_short", &[]),
        Some(Info::Tax(_)) => text(lang, "pr.card.tax_short", &[]),
        None => format!("#{face}"),
    }
}

/// The name of a physical card.
pub fn card_name(lang: Lang, card: Card) -> String {
    face_name(lang, face_id(card))
}

/// The face id of a physical card, of any box.
pub fn face_id(card: Card) -> FaceId {
    deck::card_face(card)
}

pub use crate::i18n::seat_name;

fn reason_text(lang: Lang, reason: CoinReason) -> String {
    let id = match reason {
        CoinReason::Trade => "trade",
        CoinReason::Expedition => "expedition",
        CoinReason::TaxBonus => "tax_bonus",
        CoinReason::Jester => "jester",
        CoinReason::Admiral => "admiral",
        CoinReason::Compensation => "compensation",
        CoinReason::Gunner => "gunner",
        CoinReason::ViceAdmiral => "vice_admiral",
        CoinReason::Gift => "gift",
        CoinReason::Contract => "contract",
        CoinReason::Adventure => "adventure",
    };
    text(lang, &format!("pr.reason.{id}"), &[])
}

/// Why a move is refused, in `lang`: the engine's refusal key and arguments, translated (a
/// card named by the engine as its face id is named in `lang`).
pub fn refusal_text(lang: Lang, refusal: &islas_core::IllegalAction) -> String {
    let args: Vec<(&str, String)> = refusal
        .args
        .iter()
        .map(|(name, value)| {
            let value = match *name {
                "card" => deck::face_by_any_id(value)
                    .map_or_else(|| value.clone(), |face| face_name(lang, face)),
                _ => value.clone(),
            };
            (*name, value)
        })
        .collect();
    text(lang, &format!("pr.refusal.{}", refusal.key), &args)
}

/// One event of the game log as a sentence. `actor` made the action the event came from.
pub fn event_text(lang: Lang, seats: &[SeatPlayer], actor: Seat, event: &Event) -> String {
    let name = |s: Seat| seat_name(lang, seats, s);
    let card = |c: Card| card_name(lang, c);
    match event {
        Event::TurnStarted { seat } => text(lang, "pr.log.turn", &[("name", name(*seat))]),
        Event::Reshuffled { cards } => text(
            lang,
            "pr.log.reshuffled",
            &[("cards", count(lang, "cards_acc", usize::from(*cards)))],
        ),
        Event::Drew { card: c } => text(
            lang,
            "pr.log.drew",
            &[("name", name(actor)), ("card", card(*c))],
        ),
        Event::Repelled { card: c } => text(
            lang,
            "pr.log.repelled",
            &[("name", name(actor)), ("card", card(*c))],
        ),
        Event::Docked { card: c } => text(lang, "pr.log.docked", &[("card", card(*c))]),
        Event::ExpeditionRevealed { card: c } => {
            text(lang, "pr.log.expedition", &[("card", card(*c))])
        }
        Event::Tax {
            card: c, losses, ..
        } => {
            let lost = if losses.is_empty() {
                // Set Sail's tax takes from 9 coins, the base game's from 12.
                let key = match deck::card_info(*c) {
                    Info::Tax(TaxRule::SetSail) => "pr.log.tax_nobody_sail",
                    _ => "pr.log.tax_nobody",
                };
                text(lang, key, &[])
            } else {
                losses
                    .iter()
                    .map(|(s, n)| {
                        text(
                            lang,
                            "pr.log.tax_loss",
                            &[
                                ("name", name(*s)),
                                ("coins", count(lang, "coins", usize::from(*n))),
                            ],
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            text(lang, "pr.log.tax", &[("card", card(*c)), ("losses", lost)])
        }
        Event::Bust { card: c, discarded } => text(
            lang,
            "pr.log.bust",
            &[
                ("name", name(actor)),
                ("card", card(*c)),
                ("cards", count(lang, "cards", usize::from(*discarded))),
            ],
        ),
        Event::TradeStarted { seat, takes } => text(
            lang,
            "pr.log.trade_started",
            &[
                ("name", name(*seat)),
                ("cards", count(lang, "cards_acc", usize::from(*takes))),
            ],
        ),
        Event::Coins {
            seat,
            amount,
            reason,
        } => text(
            lang,
            "pr.log.coins",
            &[
                ("name", name(*seat)),
                ("coins", count(lang, "coins", usize::from(*amount))),
                ("reason", reason_text(lang, *reason)),
            ],
        ),
        Event::Traded {
            seat,
            card: c,
            coins,
        } => text(
            lang,
            "pr.log.traded",
            &[
                ("name", name(*seat)),
                ("card", card(*c)),
                ("coins", count(lang, "coins", usize::from(*coins))),
            ],
        ),
        Event::Hired {
            seat,
            card: c,
            paid,
        } => text(
            lang,
            "pr.log.hired",
            &[
                ("name", name(*seat)),
                ("card", card(*c)),
                ("coins", count(lang, "coins", usize::from(*paid))),
            ],
        ),
        Event::Compensated { from, to } => text(
            lang,
            "pr.log.compensated",
            &[("name", name(*from)), ("other", name(*to))],
        ),
        Event::Passed { seat } => text(lang, "pr.log.passed", &[("name", name(*seat))]),
        Event::Claimed {
            seat,
            expedition,
            discarded,
            coins,
        } => text(
            lang,
            "pr.log.claimed",
            &[
                ("name", name(*seat)),
                ("card", card(*expedition)),
                (
                    "discarded",
                    discarded
                        .iter()
                        .map(|c| card(*c))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
                ("coins", count(lang, "coins", usize::from(*coins))),
            ],
        ),
        Event::HarbourDiscarded { cards } => text(
            lang,
            "pr.log.harbour_discarded",
            &[("n", cards.to_string())],
        ),
        Event::EndTriggered { seat } => text(lang, "pr.log.end", &[("name", name(*seat))]),
        Event::GameOver => text(lang, "pr.log.over", &[]),
        Event::ContractStep {
            seat,
            contract,
            step,
        } => text(
            lang,
            "pr.log.contract_step",
            &[
                ("name", name(*seat)),
                ("contract", contract_text(lang, *contract)),
                ("step", step.to_string()),
            ],
        ),
        Event::ContractCompleted {
            seat,
            contract,
            coins,
            influence,
            ..
        } => text(
            lang,
            "pr.log.contract_done",
            &[
                ("name", name(*seat)),
                ("contract", contract_text(lang, *contract)),
                ("coins", count(lang, "coins", usize::from(*coins))),
                ("influence", influence.to_string()),
            ],
        ),
        // The Adventure keeps goods ships as items; Just One More Contract keeps repelled ships.
        Event::ShipKept { seat, card: c } if deck::adventure::card(*c).is_some() => text(
            lang,
            "adv.log.kept",
            &[("name", name(*seat)), ("card", card(*c))],
        ),
        Event::ShipKept { seat, card: c } => text(
            lang,
            "pr.log.ship_kept",
            &[("name", name(*seat)), ("card", card(*c))],
        ),
        Event::EventRevealed { id } => {
            let (event, words) = event_words(lang, id.0);
            text(lang, "adv.log.event", &[("event", event), ("text", words)])
        }
        // The hourglass asks whether a mission was completed, or leads on without asking.
        Event::EndOfMonth { mission, success } => {
            let check = islas_port_royal::adventure::content::story_card(*mission)
                .and_then(|c| c.mission.as_ref())
                .and_then(|m| m.hourglass.check);
            let key = match (check, success) {
                (None, _) => "adv.log.month",
                (Some(_), true) => "adv.log.month_done",
                (Some(_), false) => "adv.log.month_failed",
            };
            text(
                lang,
                key,
                &[
                    ("mission", story_title(lang, *mission)),
                    ("check", check.map(|c| c.to_string()).unwrap_or_default()),
                ],
            )
        }
        Event::StoryRead { card: c } => {
            text(lang, "adv.log.story", &[("card", story_title(lang, *c))])
        }
        Event::MissionCompleted { seat, card: c } => text(
            lang,
            "adv.log.mission",
            &[("name", name(*seat)), ("card", story_title(lang, *c))],
        ),
        Event::CubeBought { seat } => text(lang, "pr.log.cube", &[("name", name(*seat))]),
    }
}

/// A contract's printed name in `lang`.
pub fn contract_text(lang: Lang, contract: u8) -> String {
    islas_port_royal::contracts::contract(contract).map_or_else(
        || islas_port_royal::contracts::contract_name(contract),
        |c| match lang {
            Lang::En => c.names.0.to_string(),
            Lang::Es => c.names.1.to_string(),
            Lang::Cs => c.names.2.to_string(),
        },
    )
}

/// What is being decided, for the status line.
pub fn phase_text(lang: Lang, seats: &[SeatPlayer], phase: Phase, active: Seat) -> String {
    let name = |s: Seat| seat_name(lang, seats, s);
    match phase {
        // Before the first card only drawing is allowed: the prompt says just that.
        Phase::Discover { drawn: 0 } => {
            text(lang, "pr.phase.discover_first", &[("name", name(active))])
        }
        Phase::Discover { .. } => text(lang, "pr.phase.discover", &[("name", name(active))]),
        Phase::Repel { ship, .. } => text(
            lang,
            "pr.phase.repel",
            &[("name", name(active)), ("card", card_name(lang, ship))],
        ),
        Phase::Bust => text(lang, "pr.phase.bust", &[("name", name(active))]),
        Phase::Take { seat, left } => text(
            lang,
            "pr.phase.take",
            &[
                ("name", name(seat)),
                ("cards", count(lang, "cards_acc", usize::from(left))),
            ],
        ),
        Phase::Gift { seat, .. } => text(lang, "pr.phase.gift", &[("name", name(seat))]),
        Phase::Over => text(lang, "pr.phase.over", &[]),
    }
}

/// The words on the control for `action`; `preview` is what it would do (from the engine).
pub fn action_label(
    lang: Lang,
    seats: &[SeatPlayer],
    action: &Action,
    preview: &[Event],
) -> String {
    let paid_to = preview.iter().find_map(|e| match e {
        Event::Compensated { to, .. } => Some(*to),
        _ => None,
    });
    let with_fee = |label: String| match paid_to {
        Some(to) => text(
            lang,
            "pr.act.with_fee",
            &[("action", label), ("name", seat_name(lang, seats, to))],
        ),
        None => label,
    };
    match action {
        Action::Draw => text(lang, "pr.act.draw", &[]),
        Action::Stop => text(lang, "pr.act.stop", &[]),
        Action::Repel => text(lang, "pr.act.repel", &[]),
        Action::Dock => text(lang, "pr.act.dock", &[]),
        Action::Pass => {
            if preview
                .iter()
                .any(|e| matches!(e, Event::TurnStarted { .. }))
                && !preview.iter().any(|e| matches!(e, Event::Passed { .. }))
            {
                text(lang, "pr.act.end_turn", &[])
            } else {
                text(lang, "pr.act.pass", &[])
            }
        }
        Action::Take(face) => {
            let name = face_name(lang, *face);
            let label = preview.iter().find_map(|e| match e {
                Event::Hired { paid, .. } => Some(text(
                    lang,
                    "pr.act.hire",
                    &[
                        ("card", name.clone()),
                        ("coins", count(lang, "coins", usize::from(*paid))),
                    ],
                )),
                Event::Traded { coins, .. } => Some(text(
                    lang,
                    "pr.act.trade",
                    &[
                        ("card", name.clone()),
                        ("coins", count(lang, "coins", usize::from(*coins))),
                    ],
                )),
                _ => None,
            });
            with_fee(label.unwrap_or(name))
        }
        Action::Gamble => text(lang, "pr.act.gamble", &[]),
        Action::SetAside => text(lang, "pr.act.set_aside", &[]),
        Action::Mission(no) => text(lang, "pr.act.mission", &[("card", story_title(lang, *no))]),
        Action::BuyCube => text(lang, "pr.act.buy_cube", &[]),
        // A lookout's card put back on top (while looking), else a goods ship kept as an item.
        Action::Keep(face) if !preview.iter().any(|e| matches!(e, Event::ShipKept { .. })) => text(
            lang,
            "adv.act.put_back",
            &[("card", face_name(lang, *face))],
        ),
        Action::Keep(face) => with_fee(text(
            lang,
            "adv.act.keep",
            &[
                ("card", face_name(lang, *face)),
                ("coins", count(lang, "coins", gained(preview))),
            ],
        )),
        Action::Look => text(lang, "adv.act.look", &[]),
        Action::Sell(face) => text(
            lang,
            "adv.act.sell",
            &[
                ("card", face_name(lang, *face)),
                ("coins", count(lang, "coins", gained(preview))),
            ],
        ),
        Action::Give(to) => text(
            lang,
            "pr.act.give",
            &[("name", seat_name(lang, seats, *to))],
        ),
        Action::Complete(c) => text(
            lang,
            "pr.act.complete",
            &[("contract", contract_text(lang, *c))],
        ),
        Action::Skip(c) => text(
            lang,
            "pr.act.skip",
            &[("contract", contract_text(lang, *c))],
        ),
        Action::Decline(face) => with_fee(text(
            lang,
            "pr.act.decline",
            &[("card", face_name(lang, *face))],
        )),
        Action::Claim(c) => text(
            lang,
            "pr.act.claim",
            &[
                ("card", face_name(lang, c.expedition)),
                (
                    "discarded",
                    c.discards()
                        .into_iter()
                        .map(|k| kind_name(lang, k).to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ],
        ),
    }
}

/// The coins an action's preview gives its actor.
fn gained(preview: &[Event]) -> usize {
    preview
        .iter()
        .map(|e| match e {
            Event::Coins { amount, .. } => usize::from(*amount),
            _ => 0,
        })
        .sum()
}

// The Adventure's words the log, the cards and the Adventure's panels share (its content names
// its texts by id: keys `adv.*` of Port Royal's text files).

/// An item's name in `lang` (bread, rum, rites book, medicinal herbs).
pub fn item_name(lang: Lang, item: Item) -> &'static str {
    word(lang, item.name())
}

/// The kit's icon standing for an item on a card.
pub fn item_icon(item: Item) -> &'static str {
    match item {
        Item::Bread => "food",
        Item::Rum => "barrel",
        Item::RitesBook => "cross",
        Item::Herbs => "tobacco",
    }
}

/// The name of a ship colour of the Adventure: the base game's ship, or the Ares pirates.
pub fn ship_colour_name(lang: Lang, colour: ShipColour) -> String {
    match colour {
        ShipColour::Base(c) => ship_name(lang, c).to_string(),
        ShipColour::Ares => text(lang, "adv.ares", &[]),
    }
}

/// A story card's title with its number: "13 · Candles for the chapel".
pub fn story_title(lang: Lang, no: CardNo) -> String {
    match content::story_card(no) {
        Some(c) => format!("{no} · {}", word(lang, c.title)),
        None => no.to_string(),
    }
}

/// An event card's name and text by its id.
pub fn event_words(lang: Lang, id: &str) -> (String, String) {
    content::event_by_id(id).map_or_else(
        || (id.to_string(), String::new()),
        |e| (text(lang, e.name, &[]), text(lang, e.text, &[])),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::port_royal::Session;
    use crate::i18n::parse_catalogue;
    use crate::model::Control;
    use islas_core::Seed;
    use islas_port_royal::Config;
    use islas_port_royal::adventure::data::CardNo;
    use islas_port_royal::event::EventId;

    /// The Big Box's words take the number's form: "1 coin, free", "once", "1 sword", and
    /// Czech's three forms (1 mince, 2 mince, 5 mincí).
    #[test]
    fn counts_in_the_big_box_take_the_numbers_form() {
        let t = |l, k, args: &[(&str, &str)]| {
            let args: Vec<(&str, String)> = args.iter().map(|(k, v)| (*k, v.to_string())).collect();
            text(l, k, &args)
        };
        assert_eq!(
            t(Lang::En, "pr.contract.box", &[("coins", "1")]),
            "1 coin, free"
        );
        assert_eq!(
            t(Lang::En, "pr.contract.box", &[("coins", "2")]),
            "2 coins, free"
        );
        assert!(
            t(
                Lang::En,
                "pr.contract.colours",
                &[("colours", "4"), ("n", "1")]
            )
            .ends_with("in the harbour, once")
        );
        assert!(
            t(
                Lang::En,
                "pr.contract.decline",
                &[("ship", "x"), ("n", "2")]
            )
            .ends_with(", 2 times")
        );
        let summary = [
            ("name", "Ana"),
            ("coins", "1"),
            ("influence", "0"),
            ("swords", "1"),
        ];
        assert_eq!(
            t(Lang::En, "pr.player.summary", &summary),
            "Ana: 1 coin, 0 influence, 1 sword"
        );
        assert_eq!(
            t(Lang::Es, "pr.player.summary", &summary),
            "Ana: 1 moneda, 0 de influencia, 1 espada"
        );
        assert_eq!(
            t(Lang::Es, "pr.contract.swords", &[("n", "1")]),
            "1 espada en tu zona"
        );
        assert_eq!(
            t(Lang::Cs, "pr.contract.box", &[("coins", "1")]),
            "1 mince, volné"
        );
        assert_eq!(
            t(Lang::Cs, "pr.contract.box", &[("coins", "3")]),
            "3 mince, volné"
        );
        assert_eq!(
            t(Lang::Cs, "pr.contract.box", &[("coins", "5")]),
            "5 mincí, volné"
        );
        assert_eq!(
            t(
                Lang::Cs,
                "pr.player.summary",
                &[
                    ("name", "Ana"),
                    ("coins", "2"),
                    ("influence", "0"),
                    ("swords", "0")
                ]
            ),
            "Ana: 2 mince, vliv 0, 0 mečů"
        );
    }

    /// Long names on a card break at a syllable, with a hyphen, not anywhere: a soft hyphen
    /// near the middle, none in a short word.
    #[test]
    fn long_card_names_get_a_soft_hyphen_at_a_syllable() {
        let shown = |name: &str| soft_hyphen(name).replace('\u{ad}', "-");
        assert_eq!(shown("Mademoiselle"), "Mademoi-selle");
        assert_eq!(shown("Vicealmirante"), "Viceal-mirante");
        assert_eq!(shown("Viceadmirál"), "Vicead-mirál");
        assert_eq!(shown("Comerciante"), "Comer-ciante");
        assert_eq!(shown("Expedición"), "Expe-dición");
        assert_eq!(shown("Sailor"), "Sailor");
        assert_eq!(shown("Vice Admiral"), "Vice Admiral");
        // Every card's printed name, in every language: the same letters once the soft
        // hyphens are taken out.
        for lang in Lang::ALL {
            for face in (FaceId::MIN..=FaceId::MAX).filter(|&f| deck::face_id(f).is_some()) {
                let name = short_name(lang, face);
                assert_eq!(name.replace('\u{ad}', ""), printed_name(lang, face));
            }
        }
    }

    /// Just One More Contract's five clerks are one per colour: each is named with its ship.
    #[test]
    fn each_clerk_is_named_with_its_ship() {
        let mut clerks: Vec<String> = deck::contract_cards()
            .map(|c| card_name(Lang::En, c))
            .filter(|n| n.starts_with("Clerk"))
            .collect();
        clerks.sort();
        clerks.dedup();
        assert_eq!(clerks.len(), 5, "{clerks:?}");
        assert!(clerks.contains(&format!("Clerk ({})", ship_name(Lang::En, Colour::Yellow))));
    }

    fn seats() -> Vec<SeatPlayer> {
        vec![
            SeatPlayer {
                name: "Ana".into(),
                control: Control::Person,
            },
            SeatPlayer {
                name: String::new(),
                control: Control::Medium,
            },
            SeatPlayer::default(),
        ]
    }

    #[test]
    fn counts_follow_each_language_plural_rule() {
        assert_eq!(count(Lang::En, "coins", 1), "1 coin");
        assert_eq!(count(Lang::En, "coins", 2), "2 coins");
        assert_eq!(count(Lang::Cs, "cards_acc", 1), "1 kartu");
        assert_eq!(count(Lang::Cs, "cards_acc", 3), "3 karty");
        assert_eq!(count(Lang::Cs, "cards_acc", 5), "5 karet");
        assert_eq!(count(Lang::Es, "cards", 1), "1 carta");
        assert_eq!(count(Lang::Es, "cards", 0), "0 cartas");
    }

    /// "The harbour's last 1 card go…" no more: the sentence agrees with its count.
    #[test]
    fn the_harbour_discard_agrees_with_its_count() {
        let line = |lang, cards| event_text(lang, &seats(), 0, &Event::HarbourDiscarded { cards });
        assert_eq!(
            line(Lang::En, 1),
            "The harbour's last card goes to the discard pile."
        );
        assert_eq!(
            line(Lang::En, 3),
            "The harbour's last 3 cards go to the discard pile."
        );
        assert_eq!(
            line(Lang::Es, 1),
            "La última carta del puerto va a los descartes."
        );
        assert_eq!(
            line(Lang::Es, 2),
            "Las últimas 2 cartas del puerto van a los descartes."
        );
        assert_eq!(
            line(Lang::Cs, 1),
            "Poslední karta z přístavu jde na odhazovací balíček."
        );
        assert_eq!(
            line(Lang::Cs, 4),
            "Poslední 4 karty z přístavu jdou na odhazovací balíček."
        );
        assert_eq!(
            line(Lang::Cs, 5),
            "Posledních 5 karet z přístavu jde na odhazovací balíček."
        );
    }

    #[test]
    fn card_names_follow_the_language() {
        let sailor = islas_port_royal::data::face_by_id("sailor-3").unwrap();
        assert_eq!(face_name(Lang::En, sailor), "Sailor");
        assert_eq!(face_name(Lang::Es, sailor), "Marinero");
        assert_eq!(face_name(Lang::Cs, sailor), "Námořník");
        let flute = islas_port_royal::data::face_by_id("blue-2-2").unwrap();
        assert!(face_name(Lang::Es, flute).contains("Filibote"));
        assert!(face_name(Lang::Cs, flute).contains("Flauta"));
    }

    /// Every card of Set Sail! and the Gambler is named as printed, not as a base-game card:
    /// the engine's faces are read, not a table indexed modulo.
    #[test]
    fn big_box_cards_have_their_own_names() {
        use islas_port_royal::deck::{face_by_any_id, gambler_cards, set_sail_cards};
        let f = |id| face_by_any_id(id).unwrap();
        assert_eq!(
            face_name(Lang::En, f("sail-merchant-blue")),
            "Merchant (Flute)"
        );
        assert_eq!(
            face_name(Lang::Es, f("sail-merchant-blue")),
            "Mercader (Filibote)"
        );
        assert_eq!(
            face_name(Lang::Cs, f("sail-merchant-red-est")),
            "Kramář (Fregata)"
        );
        assert_eq!(face_name(Lang::En, f("sail-passenger")), "Passenger");
        assert_eq!(face_name(Lang::Cs, f("sail-passenger-est")), "Cestující");
        assert_eq!(face_name(Lang::Es, f("gambler-6")), "Tahúr");
        assert_eq!(face_name(Lang::En, f("sail-sailor-5-est")), "Sailor");
        assert_eq!(face_name(Lang::En, f("sail-black-4-skull")), "Galleon 4");
        assert_eq!(face_name(Lang::En, f("sail-tax")), "Tax: down to 8 coins");
        assert!(estimated(f("sail-sailor-5-est")) && !estimated(f("sail-merchant-blue")));
        assert!(!estimated(f("gambler-4")) && !estimated(f("sailor-3")));
        for card in set_sail_cards().chain(gambler_cards()) {
            let face = face_id(card);
            assert_eq!(
                estimated(face),
                islas_port_royal::big_box::is_estimated(deck::face_id(face).unwrap())
            );
            for lang in Lang::ALL {
                let n = card_name(lang, card);
                assert!(!n.starts_with('#') && !n.contains('{'), "{card}: {n}");
                assert!(!short_name(lang, face).is_empty());
            }
        }
        // The card of a number past the base game is the Big Box's, never a base face again.
        assert_ne!(face_id(120), face_id(0));
    }

    /// A Set Sail tax that takes nothing says so with its own threshold.
    #[test]
    fn set_sails_tax_says_nine_coins() {
        let tax = set_sail_tax_card();
        let line = event_text(
            Lang::En,
            &seats(),
            0,
            &Event::Tax {
                card: tax,
                losses: vec![],
                rewarded: vec![],
            },
        );
        assert_eq!(line, "Tax: down to 8 coins: nobody has 9 coins or more.");
    }

    fn set_sail_tax_card() -> Card {
        islas_port_royal::deck::set_sail_cards()
            .find(|&c| matches!(deck::card_info(c), Info::Tax(TaxRule::SetSail)))
            .unwrap()
    }

    /// Games of each Big Box mode, played at random to their end: every move's words and every
    /// event read as sentences in every language.
    #[test]
    fn every_event_of_big_box_games_reads_in_every_language() {
        use islas_port_royal::Mode;
        let mut configs = Vec::new();
        for players in [2u8, 4] {
            let mut sail = Config::new(players);
            sail.mode = Mode::SetSail;
            let mut mixed = Config::new(players + 1);
            mixed.set_sail_cards = true;
            mixed.gamblers = true;
            let mut gamb = Config::new(players);
            gamb.gamblers = true;
            configs.extend([sail, mixed, gamb]);
        }
        let mut gambled = false;
        for (g, config) in configs.into_iter().enumerate() {
            let mut s = Session::new(config, Seed::from_u64(g as u64), seats()).unwrap();
            let mut rng = islas_core::Rng::from_seed(g as u64);
            while !s.is_over() {
                let legal = s.legal();
                for a in &legal {
                    let pv = s.preview(a).unwrap();
                    let l = action_label(Lang::Cs, &s.seats, a, &pv);
                    assert!(
                        !l.contains("pr.") && !l.contains('{') && !l.contains('#'),
                        "{l}"
                    );
                }
                // Gamble whenever possible, to see its four cards.
                let a = match legal.iter().find(|a| **a == Action::Gamble) {
                    Some(a) => *a,
                    None => legal[rng.below(legal.len() as u32) as usize],
                };
                gambled |= a == Action::Gamble;
                s.play(&a).unwrap();
            }
            for e in &s.log {
                for lang in Lang::ALL {
                    let t = event_text(lang, &s.seats, e.actor, &e.event);
                    assert!(
                        !t.contains("pr.") && !t.contains('{') && !t.contains('#'),
                        "{lang:?}: {t}"
                    );
                }
            }
        }
        assert!(gambled, "a gambler was used");
    }

    #[test]
    fn every_event_of_many_games_reads_as_a_sentence_in_every_language() {
        let en_keys = parse_catalogue(include_str!("../../../locales/en.txt")).unwrap();
        for seed in ["a", "b", "c", "d"] {
            let mut s =
                Session::new(Config::new(3), Seed::from_text(seed).unwrap(), seats()).unwrap();
            let mut rng = islas_core::Rng::from_seed(7);
            while !s.is_over() {
                let legal = s.legal();
                for a in &legal {
                    let pv = s.preview(a).unwrap();
                    for lang in Lang::ALL {
                        let l = action_label(lang, &s.seats, a, &pv);
                        assert!(!l.contains("pr.") && !l.contains('{'), "{l}");
                    }
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                s.play(&a).unwrap();
            }
            for e in &s.log {
                for lang in Lang::ALL {
                    let t = event_text(lang, &s.seats, e.actor, &e.event);
                    assert!(!t.contains("pr.") && !t.contains('{'), "{lang:?}: {t}");
                }
            }
            for lang in Lang::ALL {
                let t = phase_text(lang, &s.seats, s.game.phase(), s.game.active());
                assert!(!t.contains("pr."), "{t}");
            }
        }
        assert!(en_keys.contains_key("pr.log.drew"));
    }

    /// Every refusal the engine may give (its `INFO.refusals`) has words in every language,
    /// with every argument the engine names filled: no engine English reaches the table.
    #[test]
    fn every_refusal_reads_in_every_language() {
        use islas_core::{Game, IllegalAction};
        use islas_port_royal::PortRoyal;
        for &key in PortRoyal::INFO.refusals {
            let refusal = IllegalAction::new("x", key, "english")
                .with("card", "blue-2-2")
                .with("cost", 3)
                .with("coins", 2);
            for lang in Lang::ALL {
                let t = refusal_text(lang, &refusal);
                assert!(
                    !t.starts_with("pr.") && !t.contains('{') && !t.contains("english"),
                    "{lang:?} {key}: {t}"
                );
            }
        }
        let es = refusal_text(
            Lang::Es,
            &IllegalAction::new(
                "take x",
                "cannot-afford",
                "hiring costs 3 coins and you have 2",
            )
            .with("cost", 3)
            .with("coins", 2),
        );
        assert_eq!(es, "contratarla cuesta 3 monedas y tienes 2");
    }

    /// Every event kind the engine names (`Event::KEYS`) turns up in random games, and each
    /// reads as a sentence in every language: a new kind without words fails here.
    #[test]
    fn every_kind_of_event_reads_in_every_language() {
        use islas_core::{EventKind, Game};
        use islas_port_royal::PortRoyal;
        let mut seen: std::collections::BTreeMap<&str, (Seat, Event)> = Default::default();
        let mut rng = islas_core::Rng::from_seed(3);
        let mut legal = Vec::new();
        for g in 0..300u64 {
            // Every other game with the contracts, for their events.
            let mut config = Config::new(2 + (g % 4) as u8);
            config.contracts = g % 2 == 1;
            let mut game = PortRoyal::setup(&config, Seed::from_u64(g)).unwrap();
            while let Some(actor) = game.to_act() {
                game.legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                for e in game.play_logged(&a).unwrap() {
                    seen.entry(e.key()).or_insert((actor, e));
                }
            }
            if seen.len() == Event::KEYS.len() {
                break;
            }
        }
        // The Adventure's events, which these games do not play.
        for e in [
            Event::EventRevealed {
                id: EventId("fair-wind"),
            },
            Event::EndOfMonth {
                mission: CardNo::new(10),
                success: true,
            },
            Event::StoryRead {
                card: CardNo::new(11),
            },
            Event::MissionCompleted {
                seat: 0,
                card: CardNo::new(11),
            },
            Event::CubeBought { seat: 1 },
        ] {
            seen.entry(e.key()).or_insert((0, e));
        }
        for key in Event::KEYS {
            let (actor, event) = seen
                .get(key)
                .unwrap_or_else(|| panic!("no {key} event seen"));
            for lang in Lang::ALL {
                let t = event_text(lang, &seats(), *actor, event);
                assert!(
                    !t.is_empty() && !t.contains("pr.") && !t.contains('{'),
                    "{key}: {t}"
                );
            }
        }
    }
}
