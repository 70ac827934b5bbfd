//! A game's rules summary, in the person's language: `<prefix>.rules.title`, then sections
//! `<prefix>.rules.<n>.title` with paragraphs `<prefix>.rules.<n>.p<m>` in the game's text file,
//! numbered from 1 without gaps.

use leptos::prelude::*;

use crate::i18n::{Lang, text};
use crate::providers::I18n;

/// The sections of the summary of the game whose keys start with `prefix`: (title,
/// paragraphs), in order.
pub fn rules_sections(lang: Lang, prefix: &str) -> Vec<(String, Vec<String>)> {
    (1..)
        .map_while(|n| rules_section(lang, prefix, n))
        .collect()
}

/// Section `n` (from 1) of the summary whose keys start with `prefix`: its title and
/// paragraphs, or `None` past the last.
pub fn rules_section(lang: Lang, prefix: &str, n: u32) -> Option<(String, Vec<String>)> {
    let key = format!("{prefix}.rules.{n}.title");
    let title = text(lang, &key, &[]);
    if title == key {
        return None;
    }
    let mut paragraphs = Vec::new();
    for m in 1.. {
        let key = format!("{prefix}.rules.{n}.p{m}");
        let p = text(lang, &key, &[]);
        if p == key {
            break;
        }
        paragraphs.push(p);
    }
    Some((title, paragraphs))
}

/// `/rules/<game>`: the summary of the game whose keys start with `prefix` (the way back is
/// the rules page's: `pages::RulesPage`).
#[component]
pub fn RulesText(prefix: &'static str) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let title = format!("{prefix}.rules.title");
    view! {
        <section class="page rules" aria-labelledby="rules-title">
            <h1 id="rules-title">{move || i18n.t(&title)}</h1>
            {move || {
                rules_sections(i18n.lang(), prefix)
                    .into_iter()
                    .map(|(title, ps)| {
                        view! {
                            <section class="rules-section">
                                <h2>{title}</h2>
                                {ps.into_iter().map(|p| view! { <p>{p}</p> }).collect_view()}
                            </section>
                        }
                    })
                    .collect_view()
            }}
        </section>
    }
}
