//! The Adventure's first chapter played by the computer through the bots' protocol, exactly as
//! the app's table plays it: the campaign's setup (`AdventureConfig::from_campaign`), the game
//! dealt from the typed seed and the game's number (`<seed> 1`), each move asked of `think` with
//! the record so far and the seat's level, the move played and written to the record. Shared by
//! the test `port_royal_adventure` and the example `adventure_seeds`.

use islas_core::{Game, Record, Seed};
use islas_games::think::{BotRequest, think};
use islas_port_royal::PortRoyal;
use islas_port_royal::adventure::campaign::Campaign;
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::adventure::play::AdventureConfig;

/// Chapter 1 of a new campaign of `mode` with one seat per level, dealt from the typed seed
/// `seed` (its first game: `<seed> 1`), played to its end by the bots.
pub fn chapter_one(mode: CampaignMode, levels: &[&str], seed: &str) -> PortRoyal {
    let campaign = Campaign::new(mode, levels.len() as u8).unwrap();
    let config = AdventureConfig::from_campaign(&campaign).unwrap();
    let dealt = Seed::from_text(&format!("{seed} 1")).unwrap();
    let mut record = Record::new::<PortRoyal>(config, dealt);
    let mut game: PortRoyal = record.start().unwrap();
    while let Some(seat) = game.to_act() {
        let req = BotRequest {
            id: record.actions.len() as u32,
            game: PortRoyal::NAME.into(),
            record: serde_json::to_value(&record).unwrap(),
            seat,
            level: levels[usize::from(seat)].into(),
            advise: None,
        };
        let text = think(&req).unwrap_or_else(|e| panic!("{seed}: {e}"));
        let action = text.parse().unwrap();
        game.play(&action).unwrap();
        record.actions.push(action.to_string());
        assert!(
            record.actions.len() < 5_000,
            "{seed}: the chapter does not end"
        );
    }
    game
}

/// How the chapter ended, as the campaign page reads it: won or lost (co-operative), the
/// winners (competitive), the story cards read.
pub fn outcome(game: &PortRoyal) -> String {
    let report = game.adventure_report().unwrap();
    let read: Vec<String> = report.read.iter().map(ToString::to_string).collect();
    format!(
        "won {:?}, winners {:?}, story cards read {}",
        game.adventure_won(),
        report.winners,
        read.join(" ")
    )
}
