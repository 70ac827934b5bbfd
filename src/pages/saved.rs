use leptos::prelude::*;

use crate::catalog::{self, Standing};
use crate::components::players_text;
use crate::i18n::{date_text, seat_name};
use crate::providers::{I18n, SaveEntry, SavesContext};

pub fn resume_href(entry: &SaveEntry) -> String {
    if catalog::playable(&entry.save.game).is_some() {
        format!("/play/{}", entry.save.id)
    } else {
        // A game whose table is not in this version: its page says so.
        format!("/?g={}", entry.save.game)
    }
}

/// The i18n key of "Turn n" in the game `game` (its id): each game counts in its own word.
pub fn turn_key(game: &str) -> String {
    format!("saved.turn.{game}")
}

/// One saved game, as Home and Saved show it: the game, who plays, where it stands (turn; the
/// result when finished; "cannot be opened" when its record does not replay), when it was
/// saved and, for a typed seed, the deal's word; then Resume / See the result, and Delete
/// (asked twice). `compact` (Home, under its own heading): one line of facts, "Continue", and
/// Delete only for a game that cannot be opened.
#[component]
pub fn SaveRow(
    entry: SaveEntry,
    stands: Standing,
    #[prop(optional)] compact: bool,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let confirm = RwSignal::new(false);
    let title = catalog::find(&entry.save.game)
        .map(|g| g.title.to_string())
        .unwrap_or_else(|| entry.save.game.clone());
    let updated = entry.save.updated;
    let href = resume_href(&entry);
    let seats = entry.save.seats.clone();
    let seats_list = seats.clone();
    let players = {
        let seats = seats.clone();
        move || {
            i18n.t_with(
                "saved.players",
                &[("players", players_text(i18n.lang(), &seats))],
            )
        }
    };
    let game = entry.save.game.clone();
    let state = {
        let stands = stands.clone();
        move || {
            let lang = i18n.lang();
            match &stands {
                // Each game's word: Port Royal counts turns, Puerto Rico and Jamaica rounds.
                Standing::Turn(turn) => {
                    i18n.t_with(&turn_key(&game), &[("turn", turn.to_string())])
                }
                // A co-operative game lost together has no winner.
                Standing::Over(w) if w.is_empty() => i18n.t("saved.lost"),
                Standing::Over(w) if w.len() == 1 => {
                    i18n.t_with("saved.won", &[("name", seat_name(lang, &seats, w[0]))])
                }
                Standing::Over(w) => {
                    let names: Vec<String> =
                        w.iter().map(|&s| seat_name(lang, &seats, s)).collect();
                    i18n.t_with("saved.won_shared", &[("names", names.join(", "))])
                }
                Standing::Broken => i18n.t("saved.unreadable"),
                Standing::Coming => i18n.t("saved.coming"),
            }
        }
    };
    let deal = entry.save.seed_text.clone().map(|seed| {
        view! { <p class="card-meta">{move || i18n.t_with("saved.deal", &[("seed", seed.clone())])}</p> }
    });
    let label = match stands {
        Standing::Over(_) => Some("saved.view_end"),
        Standing::Broken => None,
        Standing::Turn(_) | Standing::Coming => Some(if compact {
            "home.continue"
        } else {
            "saved.resume"
        }),
    };
    let broken = stands == Standing::Broken;
    let date = move || {
        i18n.t_with(
            "saved.updated",
            &[("date", date_text(updated, i18n.lang().code()))],
        )
    };
    let facts = if compact {
        let names = move || players_text(i18n.lang(), &seats_list);
        view! {
            <h3>{title}</h3>
            <p class="card-meta" class:error=broken>{state}" · "{names}" · "{date}</p>
        }
        .into_any()
    } else {
        view! {
            <h2>{title}</h2>
            <p class="card-meta">{players}</p>
            <p class="card-meta" class:error=broken>{state}" · "{date}</p>
            {deal}
        }
        .into_any()
    };
    let deletable = !compact || broken;
    view! {
        <li class="save" class:broken=broken>
            <div>{facts}</div>
            <div class="actions">
                {label.map(|label| view! { <a href=href class="button">{move || i18n.t(label)}</a> })}
                {deletable.then(move || view! {
                    <Show
                        when=move || confirm.get()
                        fallback=move || {
                            view! {
                                <button type="button" class="secondary" on:click=move |_| confirm.set(true)>
                                    {move || i18n.t("saved.delete")}
                                </button>
                            }
                        }
                    >
                        {
                            let e = entry.clone();
                            view! {
                                <button type="button" class="danger" on:click=move |_| saves.delete(&e)>
                                    {move || i18n.t("saved.delete_confirm")}
                                </button>
                                <button type="button" class="secondary" on:click=move |_| confirm.set(false)>
                                    {move || i18n.t("saved.keep")}
                                </button>
                            }
                        }
                    </Show>
                })}
            </div>
        </li>
    }
}

/// `/saved`: every saved game, to continue, see the result of, or delete; and those a newer
/// version of Islas wrote, which this one leaves untouched.
#[component]
pub fn SavedPage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let reload = move |_| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    };
    view! {
        <section class="page saved">
            <h1>{move || i18n.t("saved.title")}</h1>
            <Show
                when=move || {
                    !saves.saves.with(Vec::is_empty)
                        || !saves.newer.with(Vec::is_empty)
                        || !saves.campaigns.with(Vec::is_empty)
                }
                fallback=move || view! { <p>{move || i18n.t("saved.empty")}</p> }
            >
                <ul class="saves">
                    <For
                        each=move || saves.campaigns.get()
                        key=|e| (e.campaign.id.clone(), e.rev)
                        children=crate::games::campaign_row
                    />
                    <For
                        each=move || saves.with_standings(|_| true)
                        key=|(e, _)| (e.save.id.clone(), e.rev)
                        children=|(e, stands)| view! { <SaveRow entry=e stands=stands /> }
                    />
                    <For
                        each=move || saves.newer.get()
                        key=|id| id.clone()
                        children=move |_| {
                            view! {
                                <li class="save newer">
                                    <div>
                                        <h2>{move || i18n.t("saved.newer.title")}</h2>
                                        <p class="card-meta">{move || i18n.t("saved.newer")}</p>
                                    </div>
                                    <div class="actions">
                                        <button type="button" on:click=reload>
                                            {move || i18n.t("update.reload")}
                                        </button>
                                    </div>
                                </li>
                            }
                        }
                    />
                </ul>
            </Show>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::turn_key;
    use crate::i18n::{Lang, text};

    /// Each game says where a saved game stands in its own word: Puerto Rico and Jamaica count
    /// rounds, Port Royal turns; in every language.
    #[test]
    fn each_game_counts_in_its_own_word() {
        for g in crate::catalog::GAMES {
            for lang in Lang::ALL {
                let t = text(lang, &turn_key(g.id), &[("turn", "3".into())]);
                assert!(t.ends_with(" 3"), "{}: {t}", g.id);
            }
        }
        let en = |g| text(Lang::En, &turn_key(g), &[("turn", "3".into())]);
        assert_eq!(en("puerto-rico"), "Round 3");
        assert_eq!(en("jamaica"), "Round 3");
        assert_eq!(en("port-royal"), "Turn 3");
    }
}
