//! The rules summary, in the person's language (`rico.rules.<n>.title` and `rico.rules.<n>.p<m>`
//! in `locales/puerto-rico.<lang>.txt`, numbered from 1 without gaps).

use leptos::prelude::*;

use crate::i18n::{Lang, text};
use crate::providers::I18n;

/// The sections of the summary: (title, paragraphs), in order.
pub fn sections(lang: Lang) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for n in 1.. {
        let key = format!("rico.rules.{n}.title");
        let title = text(lang, &key, &[]);
        if title == key {
            break;
        }
        let mut paragraphs = Vec::new();
        for m in 1.. {
            let key = format!("rico.rules.{n}.p{m}");
            let p = text(lang, &key, &[]);
            if p == key {
                break;
            }
            paragraphs.push(p);
        }
        out.push((title, paragraphs));
    }
    out
}

/// `/rules/puerto-rico`: the summary, reachable from the table and from home (the way back is
/// the rules page's: `pages::RulesPage`).
#[component]
pub fn RulesSummary() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    view! {
        <section class="page rules" aria-labelledby="rules-title">
            <h1 id="rules-title">{move || i18n.t("rico.rules.title")}</h1>
            {move || {
                sections(i18n.lang())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_has_the_same_sections_in_every_language() {
        let en = sections(Lang::En);
        assert!(en.len() >= 6, "{} sections", en.len());
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
