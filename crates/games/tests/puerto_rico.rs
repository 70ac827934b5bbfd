//! Puerto Rico through the registry: found by id, and the bots' protocol answers a position
//! with a legal action at every level.

use islas_core::{Game, Record, Seed, replay};
use islas_games::GameId;
use islas_games::think::{BotRequest, think};
use islas_puerto_rico::{Action, Config, PuertoRico};

#[test]
fn the_registry_knows_puerto_rico() {
    let g = GameId::from_id("puerto-rico").expect("registered");
    assert_eq!(g.info().id, "puerto-rico");
    assert!(g.info().private_information);
}

#[test]
fn every_level_answers_a_position_with_a_legal_action() {
    let mut record = Record::new::<PuertoRico>(Config::new(3), Seed::from_text("think").unwrap());
    for a in ["role builder", "build small-market", "pass", "pass"] {
        record.actions.push(a.to_string());
    }
    let game = replay::<PuertoRico>(&record).unwrap();
    let seat = game.to_act().unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    for level in ["easy", "medium", "hard"] {
        let req = BotRequest {
            id: 1,
            game: "puerto-rico".into(),
            record: serde_json::to_value(&record).unwrap(),
            seat,
            level: level.into(),
            advise: None,
        };
        let answer = think(&req).unwrap_or_else(|e| panic!("{level}: {e}"));
        let action: Action = answer.parse().unwrap();
        assert!(legal.contains(&action), "{level}: {answer}");
        assert_eq!(
            think(&req).unwrap(),
            answer,
            "{level}: the same position, the same move"
        );
    }
}
