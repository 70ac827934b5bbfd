//! One choice of a radio group, written once for settings and new-game forms: a label wrapping
//! the input, `id` = `<name>-<value>`.

use leptos::prelude::*;

#[component]
pub fn RadioChoice(
    /// The group's name (shared by its choices).
    name: &'static str,
    /// This choice's value; with `name` it makes the input's id.
    value: &'static str,
    /// The words shown.
    #[prop(into)]
    label: Signal<String>,
    #[prop(into)] checked: Signal<bool>,
    /// Called when the person picks this choice.
    on_pick: Callback<()>,
) -> impl IntoView {
    let id = format!("{name}-{value}");
    let for_id = id.clone();
    view! {
        <label class="choice" for=for_id>
            <input
                type="radio"
                id=id
                name=name
                value=value
                prop:checked=move || checked.get()
                on:change=move |_| on_pick.run(())
            />
            <span>{move || label.get()}</span>
        </label>
    }
}
