//! The rules summary of Jamaica (`jm.rules.*` in `locales/jamaica.<lang>.txt`), drawn by
//! the shared [`crate::components::RulesText`].

use leptos::prelude::*;

use crate::components::{RulesText, rules_sections};
use crate::i18n::Lang;

/// The sections of the summary: (title, paragraphs), in order.
pub fn sections(lang: Lang) -> Vec<(String, Vec<String>)> {
    rules_sections(lang, "jm")
}

/// `/rules/jamaica`: the summary, reachable from the table and from home.
#[component]
pub fn RulesSummary() -> impl IntoView {
    view! { <RulesText prefix="jm" /> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_has_the_same_sections_in_every_language() {
        let en = sections(Lang::En);
        assert!(en.len() >= 8, "{} sections", en.len());
        for lang in [Lang::Es, Lang::Cs] {
            let other = sections(lang);
            assert_eq!(other.len(), en.len(), "{lang:?}");
            for (a, b) in en.iter().zip(&other) {
                assert_eq!(a.1.len(), b.1.len(), "{lang:?}: {}", a.0);
                assert!(b.1.iter().all(|p| !p.is_empty()));
            }
        }
    }
}
