//! The seeds the browser tests of the Adventure's campaign type (tests/e2e/adventure.test.mjs)
//! end chapter 1 the way those tests assert, so each branch of the campaign page is exercised: a
//! won co-operative chapter (the next chapter), a lost one (the replay with 3 more coins), and a
//! competitive chapter with its winner. The app's computer play is the same wherever it runs (the
//! bot's seed comes from the record: its seed, its number of actions, the seat), so a change to
//! the bots or the chapters that changes how those games go fails here, natively, before it
//! fails in the browser. To choose new seeds: the example `adventure_seeds`.

mod adventure;

use adventure::{chapter_one, outcome};
use islas_port_royal::adventure::data::CampaignMode;

/// The seeds the browser tests type, with the seats they choose: one medium computer
/// (co-operative), two easy computers (competitive).
const COOP_WON: &str = "adventure-e2e-0";
const COOP_LOST: &str = "adventure-e2e";
const COMPETITIVE: &str = "adventure-e2e";

#[test]
fn the_browser_tests_seeds_end_chapter_one_as_they_assert() {
    let won = chapter_one(CampaignMode::CoOp, &["medium"], COOP_WON);
    assert_eq!(won.adventure_won(), Some(true), "{}", outcome(&won));
    let lost = chapter_one(CampaignMode::CoOp, &["medium"], COOP_LOST);
    assert_eq!(lost.adventure_won(), Some(false), "{}", outcome(&lost));
    let rivals = chapter_one(CampaignMode::Competitive, &["easy", "easy"], COMPETITIVE);
    // The browser test names the winner: the second seat ("Computer 2 wins!").
    assert_eq!(
        rivals.adventure_report().unwrap().winners,
        vec![1],
        "{}",
        outcome(&rivals)
    );
}
