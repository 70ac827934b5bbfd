//! Keyboard: when a table's controls change and focus was lost with the old ones (it rests on
//! the page itself, or on a control no longer in the page), the new controls' main one takes
//! it, without scrolling.

use leptos::prelude::*;

/// Watches `track` (the table's session); after each change, if focus was lost, focuses the
/// first element in `region` matching one of `selectors`, tried in order.
pub fn refocus_controls(
    track: impl Fn() + 'static,
    region: NodeRef<leptos::html::Div>,
    selectors: &'static [&'static str],
) {
    Effect::new(move |_| {
        track();
        let Some(div) = region.get() else {
            return;
        };
        let lost = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .is_none_or(|e| {
                e.tag_name().eq_ignore_ascii_case("body")
                    || e.tag_name().eq_ignore_ascii_case("main")
                    || !e.is_connected()
            });
        if lost {
            request_animation_frame(move || {
                use wasm_bindgen::JsCast;
                let first = selectors
                    .iter()
                    .find_map(|q| div.query_selector(q).ok().flatten());
                if let Some(b) = first
                    && let Ok(b) = b.dyn_into::<web_sys::HtmlElement>()
                {
                    let opts = web_sys::FocusOptions::new();
                    opts.set_prevent_scroll(true);
                    let _ = b.focus_with_options(&opts);
                }
            });
        }
    });
}
