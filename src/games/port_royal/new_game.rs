//! The new-game form: the number of players, that many seats (a person or a computer level
//! each), Start; under "More options", collapsed, their choice said on its summary line: the
//! game (the base game or Set Sail! on its own), the Big Box cards mixed into the base game
//! (Set Sail's marked cards, the Gambler, Just One More Contract's cards), the competitive
//! contracts (which bring those cards: the two are never both chosen), the co-operative and
//! solo contracts (1 to 5 players, with the points cards set aside before the game; they go
//! without the other Big Box options and the ending), the ending and the seed. The game may
//! also be the Adventure, a campaign of five chapters (co-operative for 1 to 4 players,
//! competitive for 2 to 4): Start then creates the campaign and opens its page.

use crate::router::use_navigate;
use islas_core::Game;
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::deck;
use islas_port_royal::{
    COMPETITIVE_CONTRACTS, CONTRACT_CARDS, COOP_CONTRACTS, Config, EXPEDITION_END, Ending,
    GAMBLER_CARDS, Mode, POINTS, PortRoyal, SET_SAIL_CARDS, SET_SAIL_GAME,
};
use leptos::prelude::*;

use super::text::estimated;
use crate::components::{RadioChoice, SeatsChoice, SeatsFields, SeedField, StartButton};
use crate::links::Prefill;
use crate::model::Control;
use crate::providers::{I18n, SavesContext, SettingsContext};
use crate::session::saves::open_when_started;

/// The i18n key of a seat control's one-line description.
pub fn control_desc_key(c: Control) -> &'static str {
    match c {
        Control::Person => "pr.control.person.desc",
        Control::Easy => "pr.control.easy.desc",
        Control::Medium => "pr.control.medium.desc",
        Control::Hard => "pr.control.hard.desc",
        Control::Expert => "control.expert.desc",
    }
}

/// Set Sail! on its own is for 2 to 4 players (the engine refuses 5); so is the Adventure (1 to
/// 4 co-operative).
const SET_SAIL_MOST: u8 = 4;

/// The Big Box cards and contracts the form mixes into the base game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mixed {
    pub sail_cards: bool,
    pub gamblers: bool,
    /// Just One More Contract's persons and ships without the contracts.
    pub contract_cards: bool,
    /// The competitive contracts (with those cards).
    pub contracts: bool,
    /// The co-operative (or, with 1 player, solo) contracts, without any of the above.
    pub coop: bool,
    /// With `coop`: cards of the time deck set aside into the points deck before the game.
    pub points: u8,
}

/// The most points cards the form sets aside before the game: the top of the engine's range
/// for the `points` option (the whole time deck of the largest deal).
pub const MOST_POINTS: u8 = match islas_core::range_of(PortRoyal::INFO.options, POINTS) {
    Some((_, max)) if max <= u8::MAX as u16 => max as u8,
    _ => 0,
};

/// The game the form's choices make: Set Sail! on its own takes none of the base game's
/// options (the engine refuses them with it); the contracts already bring Just One More
/// Contract's cards, so with them the cards alone are not named (the engine refuses both). The
/// co-operative contracts take none of the other cards nor the ending (12 influence ends
/// nothing with them), and 1 player is their solo game only.
pub fn config_of(players: u8, mode: Mode, ending: Ending, mixed: Mixed) -> Config {
    let coop = mixed.coop && mode == Mode::Base;
    let mut config = Config::new(if coop { players } else { players.max(2) });
    config.mode = mode;
    if coop {
        config.coop = true;
        config.points = mixed.points.min(MOST_POINTS);
    } else if mode == Mode::Base {
        config.ending = ending;
        config.set_sail_cards = mixed.sail_cards;
        config.gamblers = mixed.gamblers;
        config.contracts = mixed.contracts;
        config.contract_cards = mixed.contract_cards && !mixed.contracts;
    } else {
        config.players = config.players.min(SET_SAIL_MOST);
    }
    config
}

/// Set Sail! cards whose printed values are estimates, read from the engine's grades (a value
/// sourced later changes this count, not the app).
pub fn estimated_cards() -> usize {
    deck::set_sail_cards()
        .filter(|&c| estimated(deck::card_face(c)))
        .count()
}

/// The game chosen on the form: the base game (with its options), Set Sail! on its own, or the
/// Adventure (a campaign).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Base,
    SetSail,
    Adventure,
}

/// The game radio group, drawn from this list: (game, value, label key).
const KINDS: [(Kind, &str, &str); 3] = [
    (Kind::Base, "base", "pr.new.mode.base"),
    (Kind::SetSail, "set-sail", "pr.new.mode.set_sail"),
    (Kind::Adventure, "adventure", "campaign.new.choice"),
];

/// One option of the base game, a checkbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Check {
    SailCards,
    Gambler,
    ContractCards,
    Contracts,
    Coop,
}

/// The base game's checkboxes, drawn from this list: (option, id, label key, hint key).
const CHECKS: [(Check, &str, &str, &str); 5] = [
    (
        Check::SailCards,
        "sail-cards",
        "pr.new.sail_cards",
        "pr.new.sail_cards_hint",
    ),
    (
        Check::Gambler,
        "gambler",
        "pr.new.gambler",
        "pr.new.gambler_hint",
    ),
    (
        Check::ContractCards,
        "contract-cards",
        "pr.new.contract_cards",
        "pr.new.contract_cards_hint",
    ),
    (
        Check::Contracts,
        "contracts",
        "pr.new.contracts",
        "pr.new.contracts_hint",
    ),
    (Check::Coop, "coop", "pr.new.coop", "pr.new.coop_hint"),
];

/// What the form holds at a moment (the words of its summary line are made of it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chosen {
    pub mode: Mode,
    pub adventure: Option<CampaignMode>,
    pub ending: Ending,
    pub mixed: Mixed,
}

impl Chosen {
    pub fn kind(&self) -> Kind {
        match (self.adventure, self.mode) {
            (Some(_), _) => Kind::Adventure,
            (None, Mode::SetSail) => Kind::SetSail,
            (None, Mode::Base) => Kind::Base,
        }
    }
}

/// The words of the collapsed options' summary line, as i18n keys with their `n` (the seed's
/// words follow them).
pub fn summary_keys(c: &Chosen) -> Vec<(&'static str, Option<u8>)> {
    let m = c.mixed;
    match c.kind() {
        Kind::Adventure => vec![
            ("campaign.new.short", None),
            (
                super::campaign::mode_key(c.adventure.unwrap_or(CampaignMode::CoOp)),
                None,
            ),
        ],
        Kind::SetSail => vec![("pr.new.mode.set_sail_short", None)],
        Kind::Base if m.coop => {
            let mut keys = vec![("pr.new.coop_short", None)];
            if m.points > 0 {
                keys.push(("pr.new.points_short", Some(m.points)));
            }
            keys
        }
        Kind::Base => {
            let mut keys: Vec<(&'static str, Option<u8>)> = [
                (m.sail_cards, "pr.new.sail_cards_short"),
                (m.gamblers, "pr.new.gambler_short"),
                (m.contract_cards, "pr.new.contract_cards_short"),
                (m.contracts, "pr.new.contracts_short"),
            ]
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, k)| (k, None))
            .collect();
            keys.push((
                match c.ending {
                    Ending::Standard => "pr.new.ending.standard_short",
                    Ending::WithExpedition => "pr.new.ending.expedition_short",
                },
                None,
            ));
            keys
        }
    }
}

/// The Big Box modes explained the first time a person chooses one: (the id kept in the
/// settings once read, the rules page's section that says what differs from the base game).
pub const FIRST_TIME: [(&str, u8); 6] = [
    ("set-sail", 15),
    ("set-sail-cards", 16),
    ("gambler", 17),
    ("contract-cards", 18),
    ("contracts", 19),
    ("coop", 20),
];

/// The modes of [`FIRST_TIME`] the form's choices play, in that order, with their sections
/// (the Adventure explains itself in its story pages; the base game needs no note).
pub fn modes_played(c: &Chosen) -> Vec<(&'static str, u8)> {
    let m = c.mixed;
    let on = |id: &str| match c.kind() {
        Kind::SetSail => id == "set-sail",
        Kind::Adventure => false,
        Kind::Base if m.coop => id == "coop",
        Kind::Base => match id {
            "set-sail-cards" => m.sail_cards,
            "gambler" => m.gamblers,
            "contract-cards" => m.contract_cards,
            "contracts" => m.contracts,
            _ => false,
        },
    };
    FIRST_TIME.into_iter().filter(|(id, _)| on(id)).collect()
}

/// The form's choices, one signal each, and the rules tying them together.
#[derive(Clone, Copy)]
struct Form {
    ending: RwSignal<Ending>,
    mode: RwSignal<Mode>,
    /// The Adventure, a campaign (`None`: one game), and its mode.
    adventure: RwSignal<Option<CampaignMode>>,
    sail_cards: RwSignal<bool>,
    gamblers: RwSignal<bool>,
    contracts: RwSignal<bool>,
    contract_cards: RwSignal<bool>,
    coop: RwSignal<bool>,
    points: RwSignal<u8>,
    /// The most players the chosen game allows.
    most: Signal<u8>,
}

impl Form {
    fn new(prefill: &Prefill, players: RwSignal<u8>, max_players: u8) -> Form {
        // The prefill's options as the engine reads them (a link's `points-3` reads as
        // `points=3`).
        let chosen: Vec<islas_core::ChosenOption> = prefill
            .options
            .iter()
            .filter_map(|o| islas_core::read_option(PortRoyal::INFO.options, o).ok())
            .collect();
        let has = |o: &str| chosen.iter().any(|x| x.id == o);
        let ending = RwSignal::new(if has(EXPEDITION_END) {
            Ending::WithExpedition
        } else {
            Ending::Standard
        });
        let mode = RwSignal::new(if has(SET_SAIL_GAME) {
            Mode::SetSail
        } else {
            Mode::Base
        });
        let adventure = RwSignal::new(None::<CampaignMode>);
        let sail_cards = RwSignal::new(has(SET_SAIL_CARDS));
        let gamblers = RwSignal::new(has(GAMBLER_CARDS));
        let contracts = RwSignal::new(has(COMPETITIVE_CONTRACTS));
        // The contracts bring the cards: choosing them clears (and disables) the cards alone.
        let contract_cards = RwSignal::new(has(CONTRACT_CARDS) && !contracts.get_untracked());
        Effect::new(move |_| {
            if contracts.get() {
                contract_cards.set(false);
            }
        });
        // The co-operative contracts go without the other cards and contracts (the engine
        // refuses them together): choosing them clears and disables those. One player is their
        // solo game: choosing 1 turns them on (and the base game), turning them off with 1
        // player makes it 2.
        let coop = RwSignal::new(has(COOP_CONTRACTS) || players.get_untracked() < 2);
        let points = RwSignal::new(
            chosen
                .iter()
                .find(|o| o.id == POINTS)
                .and_then(|o| o.number())
                .map_or(0, |n| {
                    u8::try_from(n).unwrap_or(MOST_POINTS).min(MOST_POINTS)
                }),
        );
        Effect::new(move |_| {
            if coop.get() {
                for s in [sail_cards, gamblers, contract_cards, contracts] {
                    s.set(false);
                }
            } else if players.get_untracked() < 2 {
                players.set(2);
            }
        });
        Effect::new(move |_| {
            if players.get() < 2 {
                coop.set(true);
                mode.set(Mode::Base);
                // One player plays the Adventure co-operatively (solo).
                if adventure.get_untracked() == Some(CampaignMode::Competitive) {
                    adventure.set(Some(CampaignMode::CoOp));
                }
            }
        });
        // The competitive Adventure is for 2 to 4.
        Effect::new(move |_| {
            if adventure.get() == Some(CampaignMode::Competitive) && players.get_untracked() < 2 {
                players.set(2);
            }
        });
        // Set Sail and the Adventure are for at most 4: picking one with 5 players sets 4.
        let most = Signal::derive(move || match mode.get() {
            _ if adventure.get().is_some() => SET_SAIL_MOST,
            Mode::SetSail => SET_SAIL_MOST,
            Mode::Base => max_players,
        });
        Effect::new(move |_| {
            let m = most.get();
            let p = players.get_untracked();
            if p > m {
                players.set(m);
            } else if p < 2
                && mode.get_untracked() == Mode::SetSail
                && adventure.get_untracked().is_none()
            {
                players.set(2);
            }
        });
        Form {
            ending,
            mode,
            adventure,
            sail_cards,
            gamblers,
            contracts,
            contract_cards,
            coop,
            points,
            most,
        }
    }

    /// What the form holds (tracked).
    fn chosen(self) -> Chosen {
        Chosen {
            mode: self.mode.get(),
            adventure: self.adventure.get(),
            ending: self.ending.get(),
            mixed: Mixed {
                sail_cards: self.sail_cards.get(),
                gamblers: self.gamblers.get(),
                contract_cards: self.contract_cards.get(),
                contracts: self.contracts.get(),
                coop: self.coop.get(),
                points: self.points.get(),
            },
        }
    }

    /// The game chosen (tracked).
    fn kind(self) -> Kind {
        match (self.adventure.get(), self.mode.get()) {
            (Some(_), _) => Kind::Adventure,
            (None, Mode::SetSail) => Kind::SetSail,
            (None, Mode::Base) => Kind::Base,
        }
    }

    fn pick(self, kind: Kind) {
        match kind {
            Kind::Base | Kind::SetSail => {
                self.adventure.set(None);
                self.mode.set(if kind == Kind::Base {
                    Mode::Base
                } else {
                    Mode::SetSail
                });
            }
            Kind::Adventure => {
                self.mode.set(Mode::Base);
                self.adventure.set(Some(CampaignMode::CoOp));
            }
        }
    }

    fn check(self, c: Check) -> RwSignal<bool> {
        match c {
            Check::SailCards => self.sail_cards,
            Check::Gambler => self.gamblers,
            Check::ContractCards => self.contract_cards,
            Check::Contracts => self.contracts,
            Check::Coop => self.coop,
        }
    }

    /// Whether a checkbox is disabled: the co-operative contracts go alone, and the
    /// competitive contracts bring their cards.
    fn check_off(self, c: Check) -> bool {
        match c {
            Check::Coop => false,
            Check::ContractCards => self.coop.get() || self.contracts.get(),
            _ => self.coop.get(),
        }
    }
}

// The game's start: its engine is in the screens chunk, not in the main module with the form
// (`crate::games`).
crate::lazy_start!(start_port_royal, PortRoyal, Config);

// The Adventure's start: the campaign created with its first chapter, in the screens chunk too.
crate::lazy_fns! { screens:
    fn create_campaign(
        saves: SavesContext,
        mode: CampaignMode,
        chosen: Vec<crate::model::SeatPlayer>,
        typed: Option<String>
    ) -> Option<String> {
        super::campaign::create(saves, mode, chosen, typed)
    }
}

/// The form.
#[component]
pub fn NewGame(#[prop(optional)] prefill: Prefill) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();

    let info = PortRoyal::INFO;
    let choice = SeatsChoice::new(&info, &prefill);
    let form = Form::new(&prefill, choice.players, info.max_players);

    let for_start = choice.clone();
    let starting = RwSignal::new(false);
    let on_start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (seed, typed, chosen) = for_start.chosen();
        if let Some(campaign_mode) = form.adventure.get_untracked() {
            let start = create_campaign(saves, campaign_mode, chosen, typed);
            open_when_started(starting, navigate.clone(), "/campaign/", start);
            return;
        }
        let now = untrack(move || form.chosen());
        let config = config_of(
            for_start.players.get_untracked(),
            now.mode,
            now.ending,
            now.mixed,
        );
        let chosen = chosen
            .into_iter()
            .take(usize::from(config.players))
            .collect();
        let start = start_port_royal(saves, config, seed, typed, chosen);
        open_when_started(starting, navigate.clone(), "/play/", start);
    };

    // What the collapsed options hold, said on their summary line.
    let for_words = choice.clone();
    let options_now = move || {
        let mut parts: Vec<String> = summary_keys(&form.chosen())
            .into_iter()
            .map(|(k, n)| match n {
                Some(n) => i18n.t_with(k, &[("n", n.to_string())]),
                None => i18n.t(k),
            })
            .collect();
        parts.push(for_words.seed_words(i18n));
        parts.join(" · ")
    };

    view! {
        <form class="new-game" on:submit=on_start>
            <SeatsFields choice=choice.clone() desc_key=control_desc_key most=form.most />
            <details class="more-options">
                <summary>
                    <span>{move || i18n.t("new.more")}</span>
                    <span class="hint options-now">{options_now}</span>
                </summary>
                <KindField form=form />
                <FirstTime form=form set_sail=true />
                <Show when=move || form.kind() == Kind::Base>
                    <MixedField form=form />
                    <FirstTime form=form set_sail=false />
                    <EndingField form=form />
                </Show>
                <SeedField seed_text=choice.seed_text />
            </details>
            <StartButton starting=starting />
        </form>
    }
}

/// The paragraphs of the rules page's section `n` in `lang`.
fn section_paragraphs(lang: crate::i18n::Lang, n: u8) -> Vec<String> {
    crate::components::rules_section(lang, "pr", u32::from(n)).map_or_else(Vec::new, |(_, ps)| ps)
}

/// The first time a person chooses a Big Box mode, what differs from the base game (the rules
/// page's section of that mode), until they say they have read it; kept in the settings. Under
/// the game's choice for Set Sail! on its own (`set_sail`), under the Big Box cards for the rest.
#[component]
fn FirstTime(form: Form, set_sail: bool) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let settings = expect_context::<SettingsContext>();
    let unread = move || {
        let read = settings.get().explained;
        modes_played(&form.chosen())
            .into_iter()
            .filter(|(id, _)| (*id == "set-sail") == set_sail && !read.iter().any(|r| r == id))
            .collect::<Vec<_>>()
    };
    view! {
        <div class="first-times" aria-live="polite">
            <For each=unread key=|m| m.0 let:m>
                {
                    let (id, section) = m;
                    let heading = format!("first-time-{id}");
                    let title = format!("pr.rules.{section}.title");
                    let paragraphs = move || section_paragraphs(i18n.lang(), section);
                    view! {
                        <aside class="first-time" aria-labelledby=heading.clone()>
                            <h3 id=heading.clone()>
                                {move || i18n.t_with("pr.new.first_time", &[("mode", i18n.t(&title))])}
                            </h3>
                            {move || paragraphs().into_iter().map(|p| view! { <p>{p}</p> }).collect_view()}
                            <button
                                type="button"
                                class="secondary"
                                on:click=move |_| settings.update(|s| s.explained.push(id.to_string()))
                            >
                                {move || i18n.t("pr.new.first_time_read")}
                            </button>
                        </aside>
                    }
                }
            </For>
        </div>
    }
}

/// The game: the base game, Set Sail! on its own, or the Adventure with its mode.
#[component]
fn KindField(form: Form) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let adventure = form.adventure;
    let estimated = estimated_cards();
    view! {
        <fieldset class="mode">
            <legend>{move || i18n.t("pr.new.mode")}</legend>
            {KINDS
                .into_iter()
                .map(|(kind, value, label)| view! {
                    <RadioChoice
                        name="mode"
                        value=value
                        label=Signal::derive(move || i18n.t(label))
                        checked=Signal::derive(move || form.kind() == kind)
                        on_pick=Callback::new(move |()| form.pick(kind))
                    />
                })
                .collect_view()}
            <Show when=move || adventure.get().is_some()>
                <fieldset class="adventure">
                    <legend>{move || i18n.t("campaign.new.mode")}</legend>
                    <RadioChoice
                        name="adventure"
                        value="coop"
                        label=Signal::derive(move || i18n.t("campaign.new.coop"))
                        checked=Signal::derive(move || adventure.get() == Some(CampaignMode::CoOp))
                        on_pick=Callback::new(move |()| adventure.set(Some(CampaignMode::CoOp)))
                    />
                    <RadioChoice
                        name="adventure"
                        value="competitive"
                        label=Signal::derive(move || i18n.t("campaign.new.competitive"))
                        checked=Signal::derive(move || adventure.get() == Some(CampaignMode::Competitive))
                        on_pick=Callback::new(move |()| adventure.set(Some(CampaignMode::Competitive)))
                    />
                    <p class="hint">
                        {move || i18n.t(islas_port_royal::adventure::content::WRITTEN_FOR_ISLAS)}
                        " "
                        {move || i18n.t("campaign.new.hint")}
                    </p>
                </fieldset>
            </Show>
            <Show when=move || form.kind() == Kind::SetSail>
                <p class="hint">
                    {move || i18n.t("pr.new.mode.set_sail_hint")}
                    {(estimated > 0).then(|| view! {
                        " "{move || i18n.t_with("pr.new.mode.estimated", &[("n", estimated.to_string())])}
                    })}
                </p>
            </Show>
        </fieldset>
    }
}

/// The base game's Big Box cards and contracts, and the co-operative contracts' points cards.
#[component]
fn MixedField(form: Form) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let (coop, points) = (form.coop, form.points);
    view! {
        <fieldset class="mixed">
            <legend>{move || i18n.t("pr.new.mixed")}</legend>
            {CHECKS
                .into_iter()
                .map(|(c, id, label, hint)| {
                    let hint_id = format!("{id}-hint");
                    let on = form.check(c);
                    view! {
                        <label class="check">
                            <input
                                type="checkbox"
                                id=id
                                aria-describedby=hint_id.clone()
                                prop:checked=move || on.get()
                                disabled=move || form.check_off(c)
                                on:change=move |ev| on.set(event_target_checked(&ev))
                            />
                            <span>{move || i18n.t(label)}</span>
                        </label>
                        <p class="hint" id=hint_id>{move || i18n.t(hint)}</p>
                    }
                })
                .collect_view()}
            // The points cards: a number from 0 to the whole time deck (the browser refuses more).
            <div class="field" hidden=move || !coop.get()>
                <label for="points">{move || i18n.t("pr.new.points")}</label>
                " "
                <input
                    id="points"
                    type="number"
                    min="0"
                    max=MOST_POINTS
                    aria-describedby="points-hint"
                    value=points.get_untracked()
                    on:change=move |ev| {
                        let n = event_target_value(&ev).trim().parse().unwrap_or(0);
                        points.set(MOST_POINTS.min(n));
                    }
                />
                <p class="hint" id="points-hint">{move || i18n.t("pr.new.points_hint")}</p>
            </div>
        </fieldset>
    }
}

/// The ending (not with the co-operative contracts).
#[component]
fn EndingField(form: Form) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let ending = form.ending;
    view! {
        <fieldset class="ending" hidden=move || form.coop.get()>
            <legend>{move || i18n.t("pr.new.ending")}</legend>
            <RadioChoice
                name="ending"
                value="standard"
                label=Signal::derive(move || i18n.t("pr.new.ending.standard"))
                checked=Signal::derive(move || ending.get() == Ending::Standard)
                on_pick=Callback::new(move |()| ending.set(Ending::Standard))
            />
            <RadioChoice
                name="ending"
                value="expedition"
                label=Signal::derive(move || i18n.t("pr.new.ending.expedition"))
                checked=Signal::derive(move || ending.get() == Ending::WithExpedition)
                on_pick=Callback::new(move |()| ending.set(Ending::WithExpedition))
            />
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, text};
    use islas_core::{ConfigSpec, Seed};

    fn chosen(mode: Mode, adventure: Option<CampaignMode>, mixed: Mixed) -> Chosen {
        Chosen {
            mode,
            adventure,
            ending: Ending::Standard,
            mixed,
        }
    }

    #[test]
    fn a_big_box_mode_chosen_is_explained_the_base_game_and_the_adventure_are_not() {
        let ids = |c: Chosen| {
            modes_played(&c)
                .into_iter()
                .map(|m| m.0)
                .collect::<Vec<_>>()
        };
        assert!(ids(chosen(Mode::Base, None, Mixed::default())).is_empty());
        let adventure = chosen(Mode::Base, Some(CampaignMode::CoOp), Mixed::default());
        assert!(ids(adventure).is_empty());
        assert_eq!(
            ids(chosen(Mode::SetSail, None, Mixed::default())),
            ["set-sail"]
        );
        let mixed = Mixed {
            sail_cards: true,
            gamblers: true,
            contracts: true,
            ..Mixed::default()
        };
        assert_eq!(
            ids(chosen(Mode::Base, None, mixed)),
            ["set-sail-cards", "gambler", "contracts"]
        );
        let coop = Mixed {
            coop: true,
            points: 3,
            ..Mixed::default()
        };
        assert_eq!(ids(chosen(Mode::Base, None, coop)), ["coop"]);
    }

    /// Each explanation is the rules page's section of its mode, in every language.
    #[test]
    fn each_first_time_explanation_is_its_modes_rules_section_in_every_language() {
        let names = [
            "Set Sail! on its own",
            "Set Sail!’s cards in the base game",
            "The Gambler",
            "Just One More Contract’s cards",
            "Competitive contracts",
            "Co-operative and solo contracts",
        ];
        for ((_, n), name) in FIRST_TIME.into_iter().zip(names) {
            assert_eq!(text(Lang::En, &format!("pr.rules.{n}.title"), &[]), name);
            for lang in [Lang::En, Lang::Es, Lang::Cs] {
                assert!(
                    section_paragraphs(lang, n).len() >= 2,
                    "section {n} in {lang:?}"
                );
            }
        }
    }

    /// Every combination the form can make is a game the engine deals, and its options (what
    /// links carry) read back as the same game.
    #[test]
    fn every_choice_of_the_form_is_a_game_and_reads_back_from_its_options() {
        for players in 1..=5 {
            for mode in [Mode::Base, Mode::SetSail] {
                for ending in [Ending::Standard, Ending::WithExpedition] {
                    for bits in 0..64u8 {
                        let mixed = Mixed {
                            sail_cards: bits & 1 != 0,
                            gamblers: bits & 2 != 0,
                            contract_cards: bits & 4 != 0,
                            contracts: bits & 8 != 0,
                            coop: bits & 16 != 0,
                            points: if bits & 32 != 0 { MOST_POINTS } else { 0 },
                        };
                        let c = config_of(players, mode, ending, mixed);
                        assert!(PortRoyal::setup(&c, Seed::from_u64(1)).is_ok(), "{c:?}");
                        let back =
                            Config::from_options(c.players.into(), &c.written_options()).unwrap();
                        assert_eq!(back, c);
                    }
                }
            }
        }
        let all = Mixed {
            sail_cards: true,
            gamblers: true,
            contract_cards: true,
            contracts: true,
            coop: false,
            points: 0,
        };
        assert_eq!(
            config_of(5, Mode::SetSail, Ending::Standard, all).players,
            4
        );
        // The contracts bring the cards: with both ticked, only the contracts are named.
        let c = config_of(3, Mode::Base, Ending::Standard, all);
        assert!(c.contracts && !c.contract_cards);
        assert!(c.options().iter().any(|o| o.id == COMPETITIVE_CONTRACTS));
        assert!(!c.options().iter().any(|o| o.id == CONTRACT_CARDS));
        // One player is the solo game of the co-operative contracts, never without them.
        assert_eq!(config_of(1, Mode::Base, Ending::Standard, all).players, 2);
        assert_eq!(
            config_of(1, Mode::SetSail, Ending::Standard, all).players,
            2
        );
    }

    /// The co-operative contracts take nothing else the form offers, keep their points cards
    /// (at most 16) and seat 1 to 5.
    #[test]
    fn the_cooperative_contracts_go_alone_with_their_points_cards() {
        let coop = Mixed {
            sail_cards: true,
            gamblers: true,
            contract_cards: true,
            contracts: true,
            coop: true,
            points: 40,
        };
        for players in 1..=5 {
            let c = config_of(players, Mode::Base, Ending::WithExpedition, coop);
            assert_eq!(c, Config::coop(players, MOST_POINTS));
            let written: Vec<String> = c.options().iter().map(|o| o.to_string()).collect();
            assert_eq!(
                written,
                [COOP_CONTRACTS.to_string(), format!("points={MOST_POINTS}")]
            );
        }
        let none = config_of(1, Mode::Base, Ending::Standard, Mixed { points: 0, ..coop });
        assert_eq!(none.options(), vec![COOP_CONTRACTS]);
        // Set Sail! on its own has no contracts.
        assert!(!config_of(3, Mode::SetSail, Ending::Standard, coop).coop);
    }
    /// The summary line names what the collapsed options hold for each game.
    #[test]
    fn the_summary_line_says_the_options_of_the_game_chosen() {
        let base = Chosen {
            mode: Mode::Base,
            adventure: None,
            ending: Ending::WithExpedition,
            mixed: Mixed {
                gamblers: true,
                points: 5,
                ..Mixed::default()
            },
        };
        assert_eq!(base.kind(), Kind::Base);
        assert_eq!(
            summary_keys(&base),
            vec![
                ("pr.new.gambler_short", None),
                ("pr.new.ending.expedition_short", None)
            ]
        );
        let coop = Chosen {
            mixed: Mixed {
                coop: true,
                points: 5,
                ..Mixed::default()
            },
            ..base
        };
        assert_eq!(
            summary_keys(&coop),
            vec![
                ("pr.new.coop_short", None),
                ("pr.new.points_short", Some(5))
            ]
        );
        let sail = Chosen {
            mode: Mode::SetSail,
            ..base
        };
        assert_eq!(sail.kind(), Kind::SetSail);
        assert_eq!(
            summary_keys(&sail),
            vec![("pr.new.mode.set_sail_short", None)]
        );
        let adventure = Chosen {
            adventure: Some(CampaignMode::Competitive),
            ..sail
        };
        assert_eq!(adventure.kind(), Kind::Adventure);
        assert_eq!(
            summary_keys(&adventure),
            vec![
                ("campaign.new.short", None),
                ("campaign.mode.competitive", None)
            ]
        );
    }

    /// Every word the form draws from its lists exists in English.
    #[test]
    fn the_forms_lists_have_words() {
        let keys = KINDS
            .iter()
            .map(|k| k.2)
            .chain(CHECKS.iter().flat_map(|c| [c.2, c.3]));
        for k in keys {
            assert_ne!(crate::i18n::text(crate::i18n::Lang::En, k, &[]), k);
        }
    }
}
