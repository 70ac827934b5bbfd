//! Component tests in a real browser (wasm-bindgen-test, headless Chromium through
//! chromedriver): the storage module (migration, a campaign kept and exported, quarantine, a quota
//! error, and the message the person sees), the page's side of the bots (`BotWorker`) when
//! there is no worker to run, and an Adventure chapter in the app's build (its story page and
//! table).
//! Run by scripts/test-wasm-app.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use islas::bots::{BotReply, BotRequest, BotWorker, MEASURE_ROUND_TRIP, MEASURE_THINK};
use islas::components::StorageNotices;
use islas::model::{Animation, SavedCampaign, Settings, Theme};
use islas::storage::{
    self, LocalStorage, QUARANTINE_PREFIX, Read, SETTINGS_KEY, StorageError, Store,
};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
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

/// The English texts, which the app itself fetches in the browser (`islas::i18n::files`).
fn english_texts() {
    islas::i18n::install(
        islas::i18n::Lang::En,
        vec![
            include_str!("../locales/en.txt").into(),
            include_str!("../locales/port-royal.en.txt").into(),
            include_str!("../locales/test-hands.en.txt").into(),
        ],
    )
    .unwrap();
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
fn a_campaign_is_kept_in_local_storage_and_comes_back_through_export_and_import() {
    const KEY: &str = "islas/v1/campaign/c1";
    local().clear().unwrap();
    local()
        .set_item(KEY, include_str!("fixtures/storage/campaign-v1.json"))
        .unwrap();
    let s = store();
    let Read::Found(stored) = s.read::<SavedCampaign>(KEY).unwrap() else {
        panic!("the campaign fixture did not read")
    };
    assert_eq!(stored.value.progress["chapter"], 2);
    let text = s.export("test").unwrap();
    local().clear().unwrap();
    assert!(matches!(
        s.read::<SavedCampaign>(KEY).unwrap(),
        Read::Missing
    ));
    s.import(&text).unwrap();
    let Read::Found(back) = s.read::<SavedCampaign>(KEY).unwrap() else {
        panic!("the imported campaign did not read")
    };
    assert_eq!(back.value, stored.value);
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
    english_texts();
    let _mounted = leptos::mount::mount_to(host.clone(), || {
        let (store, startup) = Store::open_browser();
        islas::app::provide_all(store, startup);
        view! { <StorageNotices /> }
    });
    // The notices' list is drawn once its code is here (a chunk in the release build).
    for _ in 0..20 {
        if host.query_selector(".notice").unwrap().is_some() {
            break;
        }
        leptos::task::tick().await;
    }

    let notice = host
        .query_selector(".notice")
        .unwrap()
        .expect("a notice is shown");
    // In the person's words (which data, what happened, what to do), no storage key; the key
    // and where the value went are in the collapsed technical details.
    let words = notice
        .query_selector("p")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(
        words.starts_with("Your settings could not be read") && !words.contains("islas/v1"),
        "the notice says it in words: {words}"
    );
    let details = notice
        .query_selector("details")
        .unwrap()
        .expect("technical details")
        .text_content()
        .unwrap();
    assert!(
        details.contains(QUARANTINE_PREFIX),
        "the details name where it went: {details}"
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

// ----- bots: the page's side without a worker (the worker itself: tests/e2e/worker.test.mjs)

/// A request at the start of a 3-player Port Royal game, where the only move is to draw.
fn bot_request(id: u32) -> BotRequest {
    let record = serde_json::json!({
        "game": "port-royal",
        "rules_version": 1,
        "config": {"players": 3, "ending": "standard"},
        "seed": "RGCHHNVM",
        "actions": [],
    });
    BotRequest {
        id,
        game: "port-royal".into(),
        record,
        seat: 0,
        level: "easy".into(),
        advise: None,
    }
}

/// Waits `ms` milliseconds (a macrotask or more).
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

type Replies = Rc<RefCell<Vec<BotReply>>>;

fn collect(replies: &Replies) -> impl FnOnce(BotReply) + 'static {
    let replies = replies.clone();
    move |reply| replies.borrow_mut().push(reply)
}

/// Waits until `n` replies came (or fails after about 10 s).
async fn replies_after(replies: &Replies, n: usize) -> Vec<BotReply> {
    for _ in 0..1000 {
        if replies.borrow().len() >= n {
            break;
        }
        sleep(10).await;
    }
    replies.borrow().clone()
}

fn measures(name: &str) -> Vec<js_sys::Object> {
    let perf = web_sys::window().unwrap().performance().unwrap();
    perf.get_entries_by_name_with_entry_type(name, "measure")
        .iter()
        .map(|e| e.unchecked_into())
        .collect()
}

fn get(o: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(o, &key.into()).unwrap()
}

/// Points the page at a worker script (what the build writes into index.html); `None` removes it.
fn set_worker_meta(url: Option<&str>) {
    let document = web_sys::window().unwrap().document().unwrap();
    if let Some(old) = document.query_selector("meta[name=islas-worker]").unwrap() {
        old.remove();
    }
    if let Some(url) = url {
        let meta = document.create_element("meta").unwrap();
        meta.set_attribute("name", "islas-worker").unwrap();
        meta.set_attribute("content", url).unwrap();
        document.head().unwrap().append_child(&meta).unwrap();
    }
}

#[wasm_bindgen_test]
async fn without_a_worker_the_page_thinks_after_a_timeout() {
    set_worker_meta(None);
    let before = measures(MEASURE_ROUND_TRIP).len();
    let replies: Replies = Rc::default();
    let bots = BotWorker::new();
    bots.ask(bot_request(5), collect(&replies));
    bots.ask(bot_request(5), collect(&replies));
    assert!(
        replies.borrow().is_empty(),
        "never answered before ask returns"
    );
    let got = replies_after(&replies, 2).await;
    assert_eq!(got.len(), 2);
    for reply in got {
        assert_eq!((reply.id, reply.result), (5, Ok("draw".to_string())));
        assert!(reply.think_ms >= 0.0);
    }
    let round_trips = measures(MEASURE_ROUND_TRIP);
    assert_eq!(round_trips.len(), before + 2);
    let last = round_trips.last().unwrap();
    assert_eq!(get(&get(last, "detail"), "level"), "easy");
    assert_eq!(get(&get(last, "detail"), "worker"), false);
    assert!(measures(MEASURE_THINK).len() >= 2);
}

#[wasm_bindgen_test]
async fn a_worker_that_cannot_load_hands_over_to_the_page() {
    set_worker_meta(Some("/no-such-worker_loader.js"));
    let replies: Replies = Rc::default();
    let bots = BotWorker::new();
    bots.ask(bot_request(8), collect(&replies));
    let got = replies_after(&replies, 1).await;
    set_worker_meta(None);
    assert_eq!(got.len(), 1);
    assert_eq!((got[0].id, &got[0].result), (8, &Ok("draw".to_string())));
    // From now on this BotWorker thinks on the page.
    bots.ask(bot_request(9), collect(&replies));
    assert_eq!(replies_after(&replies, 2).await[1].id, 9);
}

#[wasm_bindgen_test]
async fn a_cancelled_answer_is_never_delivered() {
    set_worker_meta(None);
    let replies: Replies = Rc::default();
    let bots = BotWorker::new();
    bots.ask(bot_request(1), collect(&replies));
    bots.cancel();
    sleep(100).await;
    assert!(replies.borrow().is_empty());

    // The next ask is answered, the cancelled one still not.
    bots.clone().ask(bot_request(2), collect(&replies));
    let got = replies_after(&replies, 1).await;
    sleep(50).await;
    assert_eq!(got.iter().map(|r| r.id).collect::<Vec<_>>(), [2]);
    assert_eq!(replies.borrow().len(), 1);

    // Dropping the last clone cancels too.
    let dropped = BotWorker::new();
    dropped.ask(bot_request(3), collect(&replies));
    drop(dropped);
    sleep(100).await;
    assert_eq!(replies.borrow().len(), 1);
}

// ----- pass and play with hidden information: the page never holds another seat's secrets

/// The text of each seat's hand as the page shows it, or `None` when no hands are on the page.
fn hands_on_page(host: &web_sys::HtmlElement) -> Option<Vec<String>> {
    let list = host.query_selector(".hands").unwrap()?;
    let mut out = Vec::new();
    let mut item = list.first_element_child();
    while let Some(li) = item {
        let hand = li
            .query_selector(".hand")
            .unwrap()
            .expect("each seat shows its hand");
        out.push(hand.text_content().unwrap_or_default());
        item = li.next_element_sibling();
    }
    Some(out)
}

fn hand_text(hand: &[u8]) -> String {
    hand.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

#[wasm_bindgen_test]
async fn between_two_persons_the_table_is_covered_and_shows_only_the_viewers_hand() {
    use islas::model::{Control, SeatPlayer};
    use islas::session::Session;
    use islas::session::test_game::{Config, Hands, HandsTable};

    local().clear().unwrap();
    let person = SeatPlayer {
        name: String::new(),
        control: Control::Person,
    };
    let seed = islas_core::Seed::from_text("secrets").unwrap();
    let session =
        Session::<Hands>::new(Config { players: 2 }, seed, vec![person.clone(), person]).unwrap();
    // The real hands, which the page may show only to their owners.
    let real = session.game.hands.clone();
    assert!(real[0].iter().all(|&c| c > 0) && real[1].iter().all(|&c| c > 0));

    let document = web_sys::window().unwrap().document().unwrap();
    let host: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    english_texts();
    let _mounted = leptos::mount::mount_to(host.clone(), move || {
        let (store, startup) = Store::open_browser();
        islas::app::provide_all(store, startup);
        view! { <HandsTable id="hands-1".to_string() session=session /> }
    });
    leptos::task::tick().await;

    // Opened in pass and play, the table waits behind the cover for the first person.
    assert!(hands_on_page(&host).is_none(), "covered at the start");
    let ready = |host: &web_sys::HtmlElement| -> web_sys::HtmlElement {
        host.query_selector(".handover button")
            .unwrap()
            .expect("the cover has a ready button")
            .unchecked_into()
    };
    ready(&host).click();
    leptos::task::tick().await;

    // Seat 0 is to act: its own hand is shown, seat 1's is not (hidden cards show as 0).
    let shown = hands_on_page(&host).expect("the table is shown");
    assert_eq!(shown[0], hand_text(&real[0]));
    assert_eq!(shown[1], "0 0");
    let page = host.inner_html();
    assert!(!page.contains(&hand_text(&real[1])), "{page}");

    // Seat 0 plays a card: the next decision is seat 1's, a person at the same device, so the
    // table is replaced by the cover; the page holds neither hand.
    let play: web_sys::HtmlElement = host
        .query_selector(&format!("button[data-action='play {}']", real[0][0]))
        .unwrap()
        .expect("seat 0 may play its first card")
        .unchecked_into();
    play.click();
    leptos::task::tick().await;
    assert!(
        hands_on_page(&host).is_none(),
        "covered: no hands on the page"
    );
    assert!(host.text_content().unwrap().contains("Pass the device to"));
    ready(&host).click();
    leptos::task::tick().await;

    // Seat 1 now sees its own hand and not seat 0's remaining card.
    let shown = hands_on_page(&host).expect("the table is shown again");
    assert_eq!(shown[1], hand_text(&real[1]));
    assert_eq!(shown[0], "0");
    local().clear().unwrap();
}

/// The app is built with the Adventure (`islas-port-royal`'s `adventure` feature): a chapter in
/// a link's options or in a saved game's config deals that chapter, and every other Port Royal
/// game still starts as before.
#[wasm_bindgen_test]
fn the_apps_build_plays_an_adventure_chapter() {
    use islas_core::ConfigSpec;
    use islas_port_royal::Config;

    let chapter = Config::from_options(2, &["chapter-1"]).unwrap();
    assert_eq!(chapter.adventure.as_ref().map(|a| a.chapter), Some(1));
    let coop = Config::from_options(1, &["chapter-2", "coop"]).unwrap();
    assert_eq!(coop.adventure.as_ref().map(|a| a.chapter), Some(2));

    let saved = r#"{"players":2,"adventure":{"chapter":1,"mode":"co-op"}}"#;
    let read: Config = serde_json::from_str(saved).unwrap();
    assert_eq!(read.adventure.map(|a| a.chapter), Some(1));

    let plain: Config = serde_json::from_str(r#"{"players":2,"adventure":null}"#).unwrap();
    assert_eq!(plain, Config::new(2));
    assert_eq!(
        Config::from_options(1, &["coop"]).unwrap(),
        Config::coop(1, 0)
    );
}

/// An Adventure chapter at Port Royal's table: the story card read at the start is shown as a
/// page until it is acknowledged, and not again once acknowledged (the tab's session storage);
/// the missions, the character card's 4 cube slots and the event deck are drawn.
#[wasm_bindgen_test]
async fn the_story_page_is_shown_once_and_the_adventure_is_on_the_table() {
    use islas::games::port_royal::Session;
    use islas::games::port_royal::adventure::{AdventurePanel, StoryPage};
    use islas::model::{Control, SeatPlayer};
    use islas_port_royal::Config;
    use islas_port_royal::adventure::data::CampaignMode;
    use islas_port_royal::adventure::play::AdventureConfig;

    let session_storage = web_sys::window()
        .unwrap()
        .session_storage()
        .unwrap()
        .unwrap();
    session_storage.clear().unwrap();
    let config = Config {
        adventure: Some(AdventureConfig::chapter(1, CampaignMode::CoOp)),
        ..Config::new(2)
    };
    let seats = vec![
        SeatPlayer {
            name: "Ana".into(),
            control: Control::Person,
        },
        SeatPlayer {
            name: String::new(),
            control: Control::Medium,
        },
    ];
    let seed = islas_core::Seed::from_text("story").unwrap();
    let session = Session::new(config, seed, seats).unwrap();
    let events = session.shown.adventure().unwrap().events.len();
    english_texts();
    let document = web_sys::window().unwrap().document().unwrap();
    let mount = |session: Session| {
        let host: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
        document.body().unwrap().append_child(&host).unwrap();
        let mounted = leptos::mount::mount_to(host.clone(), move || {
            let (store, startup) = Store::open_browser();
            islas::app::provide_all(store, startup);
            let session = RwSignal::new(session);
            let explain = RwSignal::new(None);
            view! {
                <AdventurePanel session=session explain=explain />
                <StoryPage id="adv-1".to_string() session=session />
            }
        });
        (host, mounted)
    };
    let (host, mounted) = mount(session.clone());
    leptos::task::tick().await;
    let text = host.text_content().unwrap();
    assert!(text.contains("Story card 10"), "{text}");
    assert!(text.contains("A red sail"));
    assert!(text.contains("Chapters written for Islas"));
    assert!(
        text.contains(&format!("Event deck: {events} cards · Month 1")),
        "{text}"
    );
    let html = host.inner_html();
    let count = |needle: &str| html.matches(needle).count();
    assert_eq!(count("class=\"hero\""), 2, "{html}");
    // Every cube still on its slot, 4 per character card.
    assert_eq!(count("title=\"cube still on "), 8, "{html}");
    assert_eq!(count("class=\"mission\""), 1, "{html}");
    let button: web_sys::HtmlElement = host
        .query_selector(".story-page button")
        .unwrap()
        .expect("the story page has its Continue button")
        .unchecked_into();
    assert_eq!(button.text_content().unwrap().trim(), "Continue");
    button.click();
    leptos::task::tick().await;
    assert!(host.query_selector(".story-page").unwrap().is_none());
    drop(mounted);
    host.remove();

    // Drawn again (a reload): the card already read is not shown again.
    let (host, mounted) = mount(session);
    leptos::task::tick().await;
    assert!(host.query_selector(".story-page").unwrap().is_none());
    assert!(
        host.text_content()
            .unwrap()
            .contains("Missions on the table")
    );
    drop(mounted);
    host.remove();
    session_storage.clear().unwrap();
    local().clear().unwrap();
}
