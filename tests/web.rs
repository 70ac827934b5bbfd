//! Component tests of the storage module in a real browser (wasm-bindgen-test, headless
//! Chromium through chromedriver): migration, quarantine, a quota error, and the message the
//! person sees. Run by scripts/test-wasm-app.
#![cfg(target_arch = "wasm32")]

use islas::components::StorageNotices;
use islas::model::{Animation, Settings, Theme};
use islas::storage::{
    self, LocalStorage, QUARANTINE_PREFIX, Read, SETTINGS_KEY, StorageError, Store,
};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn local() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn keys() -> Vec<String> {
    let s = local();
    (0..s.length().unwrap())
        .filter_map(|i| s.key(i).unwrap())
        .collect()
}

fn store() -> Store {
    Store::new(LocalStorage::open().unwrap())
}

#[wasm_bindgen_test]
fn settings_of_format_1_are_migrated_and_written_back_as_format_2() {
    local().clear().unwrap();
    local()
        .set_item(
            SETTINGS_KEY,
            include_str!("fixtures/storage/settings-v1.json"),
        )
        .unwrap();
    let s = store();
    let Read::Found(stored) = s.read::<Settings>(SETTINGS_KEY).unwrap() else {
        panic!("the fixture did not read")
    };
    assert_eq!(stored.migrated_from, Some(1));
    assert_eq!(stored.value.theme, Theme::Dark);
    assert_eq!(stored.value.animation, Animation::Normal);
    let rev = s.write(SETTINGS_KEY, &stored.value, stored.rev).unwrap();
    assert_eq!(rev, stored.rev + 1);
    let raw = local().get_item(SETTINGS_KEY).unwrap().unwrap();
    assert!(raw.contains("\"format\":2"), "{raw}");
    assert!(raw.contains("\"animation\":\"normal\""), "{raw}");
    local().clear().unwrap();
}

#[wasm_bindgen_test]
fn an_unreadable_value_is_moved_aside_not_deleted() {
    local().clear().unwrap();
    local()
        .set_item(
            SETTINGS_KEY,
            "{\"format\":2,\"rev\":1,\"data\":{\"theme\":\"plaid\"}}",
        )
        .unwrap();
    let s = store();
    let Read::Quarantined(q) = s.read::<Settings>(SETTINGS_KEY).unwrap() else {
        panic!("not quarantined")
    };
    assert!(local().get_item(SETTINGS_KEY).unwrap().is_none());
    let kept = local().get_item(&q.moved_to).unwrap().unwrap();
    assert!(kept.contains("plaid"), "{kept}");
    assert_eq!(
        keys()
            .iter()
            .filter(|k| k.starts_with(QUARANTINE_PREFIX))
            .count(),
        1
    );
    local().clear().unwrap();
}

#[wasm_bindgen_test]
fn a_quota_error_is_an_error_value() {
    // What the browser throws when the quota is used up.
    let e = web_sys::DomException::new_with_message_and_name("full", "QuotaExceededError").unwrap();
    assert_eq!(storage::js_error(e.into()), StorageError::Quota);

    // And a real one: fill localStorage, then write through the store.
    local().clear().unwrap();
    let ls = local();
    let mut n = 0;
    for size in [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1 << 4, 1] {
        let chunk = "x".repeat(size);
        while ls.set_item(&format!("fill/{n}"), &chunk).is_ok() {
            n += 1;
            assert!(n < 100_000, "localStorage never filled up");
        }
    }
    let s = store();
    let result = s.write(SETTINGS_KEY, &Settings::default(), 0);
    local().clear().unwrap();
    assert_eq!(result, Err(StorageError::Quota));
}

#[wasm_bindgen_test]
async fn the_person_is_told_what_was_moved_aside() {
    local().clear().unwrap();
    local().set_item(SETTINGS_KEY, "{broken").unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let host: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    let _mounted = leptos::mount::mount_to(host.clone(), || {
        let (store, startup) = Store::open_browser();
        islas::app::provide_all(store, startup);
        view! { <StorageNotices /> }
    });
    leptos::task::tick().await;

    let notice = host
        .query_selector(".notice")
        .unwrap()
        .expect("a notice is shown");
    let text = notice.text_content().unwrap();
    assert!(
        text.contains(QUARANTINE_PREFIX),
        "the notice names where it went: {text}"
    );
    assert!(local().get_item(SETTINGS_KEY).unwrap().is_none());
    let kept: Vec<String> = keys()
        .into_iter()
        .filter(|k| k.starts_with(QUARANTINE_PREFIX))
        .collect();
    assert_eq!(kept.len(), 1);
    assert!(
        local()
            .get_item(&kept[0])
            .unwrap()
            .unwrap()
            .contains("{broken")
    );

    // Dismissing the message removes it from the page, and the data stays kept aside.
    let button: web_sys::HtmlElement = notice
        .query_selector("button")
        .unwrap()
        .unwrap()
        .unchecked_into();
    button.click();
    leptos::task::tick().await;
    assert!(host.query_selector(".notice").unwrap().is_none());
    assert!(local().get_item(&kept[0]).unwrap().is_some());
    local().clear().unwrap();
}
