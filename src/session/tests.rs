//! The session over the test-only hidden-hand game (replay, undo barriers, log, views, hand
//! over), and over Port Royal (undo after reveals, pass and play, previews).

use islas_core::{Game, ReplayError, Seed};

use super::test_game::{Action as H, Config as HConfig, Event as HEvent, Hands};
use super::*;
use crate::model::{Control, SavedGame, SeatPlayer};

fn seats(c: &[Control]) -> Vec<SeatPlayer> {
    c.iter()
        .map(|&control| SeatPlayer {
            name: String::new(),
            control,
        })
        .collect()
}

fn hands(c: &[Control]) -> Session<Hands> {
    Session::new(
        HConfig {
            players: c.len() as u8,
        },
        Seed::from_text("hands").unwrap(),
        seats(c),
    )
    .unwrap()
}

/// The first card in the hand of whoever is to act.
fn a_card(s: &Session<Hands>) -> H {
    let seat = usize::from(s.to_act().unwrap());
    H::Play(s.game.hands[seat][0])
}

#[test]
fn a_record_replays_to_the_same_state_and_log() {
    let mut s = hands(&[Control::Person, Control::Medium]);
    s.play(&H::Draw).unwrap();
    for _ in 0..2 {
        let c = a_card(&s);
        s.play(&c).unwrap();
    }
    let again = Session::<Hands>::from_record(s.record.clone(), s.seats.clone()).unwrap();
    assert_eq!(again.game, s.game);
    assert_eq!(again.log, s.log);
    let opened = Session::<Hands>::from_saved(&s.to_saved("g1", 5.0)).unwrap();
    assert_eq!(opened.game, s.game);
    assert_eq!(opened.seats, s.seats);
    // The log holds the engine's typed events, by action and actor.
    assert_eq!(s.log[0].event, HEvent::Drew { seat: 0 });
    assert!(matches!(s.log[1].event, HEvent::DrewCard { seat: 0, .. }));
    assert_eq!((s.log[2].action, s.log[2].actor), (1, 1));
    assert!(matches!(s.log[3].event, HEvent::Played { seat: 0, .. }));
}

#[test]
fn each_seat_sees_only_the_events_addressed_to_it() {
    let mut s = hands(&[Control::Person, Control::Person]);
    s.play(&H::Draw).unwrap();
    let drawn = *s.game.hands[0].last().unwrap();
    let mine: Vec<_> = s.log_for(0).map(|(_, e)| e.event.clone()).collect();
    let theirs: Vec<_> = s.log_for(1).map(|(i, e)| (i, e.event.clone())).collect();
    // The seat that drew is told which card, the other only that a card was drawn.
    assert_eq!(
        mine,
        [HEvent::DrewCard {
            seat: 0,
            card: drawn
        }]
    );
    assert_eq!(theirs, [(0, HEvent::Drew { seat: 0 })]);
    // A game whose engine hands over no state between steps has none, and the game as it
    // stood at the end of the log is what the table draws.
    assert!(s.steps().is_empty());
    assert_eq!(s.step_view(s.log.len()), Some(s.shown.clone()));
    assert_eq!(s.step_view(0), None);
}

#[test]
fn a_bad_record_names_the_first_action_that_does_not_apply() {
    let mut s = hands(&[Control::Person, Control::Person]);
    s.play(&H::Draw).unwrap();
    let mut record = s.record.clone();
    record.actions.push("play 99".into());
    match Session::<Hands>::from_record(record, s.seats.clone()) {
        Err(ReplayError::BadAction { index, .. }) => assert_eq!(index, 1),
        other => panic!("{other:?}"),
    }
    let mut saved = s.to_saved("x", 0.0);
    saved.game = "port-royal".into();
    assert_eq!(
        Session::<Hands>::from_saved(&saved).unwrap_err(),
        OpenError::OtherGame("port-royal".into())
    );
    let mut saved = s.to_saved("x", 0.0);
    saved.record["rules_version"] = serde_json::json!(7);
    assert!(matches!(
        Session::<Hands>::from_saved(&saved),
        Err(OpenError::Replay(ReplayError::RulesVersion { .. }))
    ));
    saved.record = serde_json::json!({"actions": 3});
    assert!(matches!(
        Session::<Hands>::from_saved(&saved),
        Err(OpenError::Unreadable(_))
    ));
}

#[test]
fn an_illegal_action_changes_nothing_and_gives_a_typed_refusal() {
    let mut s = hands(&[Control::Person, Control::Person]);
    let before = s.game.clone();
    let e = s.play(&H::Play(99)).unwrap_err();
    assert_eq!(e.key, "not-in-hand");
    assert_eq!(e.arg("card"), Some("99"));
    assert_eq!(
        s.play_text("fly").unwrap_err().key,
        islas_core::NOT_AN_ACTION
    );
    assert_eq!(s.game, before);
    assert!(s.record.actions.is_empty() && s.log.is_empty());
}

#[test]
fn undo_never_goes_back_past_a_reveal() {
    let mut s = hands(&[Control::Person, Control::Easy]);
    s.play(&H::Draw).unwrap();
    assert_eq!(s.undo_check(), Err(UndoBlock::Revealed));
    assert!(!s.undo());
    // A play after the draw may be taken back, with the computer's play after it.
    s.play(&H::Draw).unwrap(); // the computer draws: a reveal
    let before = s.game.clone();
    let c = a_card(&s);
    s.play(&c).unwrap();
    let c = a_card(&s);
    s.play(&c).unwrap(); // the computer plays
    assert_eq!(s.undo_point(), Some(2));
    let epoch = s.epoch;
    assert!(s.undo());
    assert_eq!(s.game, before);
    assert_eq!(s.epoch, epoch + 1, "log lines after an undo are new lines");
    assert_eq!(s.log.len(), 4, "two draws, each told two ways");
}

#[test]
fn a_reveal_before_any_persons_choice_leaves_nothing_to_take_back() {
    // The computer (seat 0) draws first: a reveal, but the person has chosen nothing yet.
    let mut s = hands(&[Control::Easy, Control::Person]);
    s.play(&H::Draw).unwrap();
    assert_eq!(s.undo_check(), Err(UndoBlock::Nothing));
    s.play(&H::Draw).unwrap(); // the person draws
    assert_eq!(s.undo_check(), Err(UndoBlock::Revealed));
}

/// The reason undo is blocked by a reveal is told in each game's words (a card drawn, new
/// plantations, dice rolled), in every language.
#[test]
fn each_game_says_what_it_revealed() {
    use crate::i18n::{Lang, text};
    for g in crate::catalog::GAMES {
        let key = UndoBlock::Revealed.key(g.id);
        for lang in Lang::ALL {
            assert_ne!(text(lang, &key, &[]), key, "{lang:?}");
        }
    }
    assert_eq!(UndoBlock::Nothing.key("jamaica"), "table.undo.nothing");
    let pr = text_en(&UndoBlock::Revealed.key("puerto-rico"));
    assert!(!pr.contains("card"), "{pr}");
}

fn text_en(key: &str) -> String {
    crate::i18n::text(crate::i18n::Lang::En, key, &[])
}

#[test]
fn undo_keeps_what_the_save_says_beside_the_record() {
    let mut s = hands(&[Control::Person, Control::Easy]);
    s.seed_text = Some("hands".into());
    s.campaign = Some("c1".into());
    s.play(&H::Draw).unwrap();
    s.play(&H::Draw).unwrap();
    let c = a_card(&s);
    s.play(&c).unwrap();
    assert!(s.undo());
    // Saved after the undo, the game still names its typed seed and its campaign.
    let saved = s.to_saved("g1", 1.0);
    assert_eq!(saved.seed_text.as_deref(), Some("hands"));
    assert_eq!(saved.campaign.as_deref(), Some("c1"));
    let back = Session::<Hands>::from_saved(&saved).unwrap();
    assert_eq!(back.campaign.as_deref(), Some("c1"));
}

#[test]
fn undo_is_blocked_with_a_reason() {
    let s = hands(&[Control::Person, Control::Person]);
    assert_eq!(s.undo_check(), Err(UndoBlock::Nothing));
    let mut s = hands(&[Control::Person, Control::Person]);
    let c = a_card(&s);
    s.play(&c).unwrap();
    // Seat 1, another person, is to act: seat 0's choice stays.
    assert_eq!(s.undo_check(), Err(UndoBlock::OtherPerson));
    let mut s = hands(&[Control::Person, Control::Easy]);
    while !s.is_over() {
        let a = *s.legal().last().unwrap();
        s.play(&a).unwrap();
    }
    assert_eq!(s.undo_check(), Err(UndoBlock::Over));
}

#[test]
fn the_table_shows_only_the_viewers_view() {
    let mut s = hands(&[Control::Person, Control::Person, Control::Hard]);
    assert_eq!(s.viewer(), 0);
    let v = s.view();
    assert_eq!(v.hands[0], s.game.hands[0], "one's own hand is seen");
    assert!(
        v.hands[1].iter().all(|&c| c == 0),
        "another person's is not"
    );
    assert!(v.hands[2].iter().all(|&c| c == 0), "nor a computer's");
    assert!(v.deck.iter().all(|&c| c == 0), "nor the deck's order");
    assert_eq!(s.shown, s.view(), "the table draws the viewer's view");
    let c = a_card(&s);
    s.play(&c).unwrap();
    assert_eq!(s.viewer(), 1);
    assert!(s.view().hands[0].iter().all(|&c| c == 0));
    assert_eq!(s.shown, s.view());
    // While the computer (seat 2) is to act, the last person to act keeps the screen.
    let c = a_card(&s);
    s.play(&c).unwrap();
    assert_eq!(s.to_act(), Some(2));
    assert_eq!(s.viewer(), 1);
}

#[test]
fn the_device_is_handed_over_only_between_two_persons_of_a_game_with_secrets() {
    let s = hands(&[Control::Person, Control::Person, Control::Hard]);
    assert!(s.handover(0, 1));
    assert!(!s.handover(1, 1));
    assert!(!s.handover(1, 2), "a computer seat never causes a cover");
    assert!(!s.handover(2, 0));
    // Port Royal keeps nothing from one seat that another knows: never a cover.
    let pr = port_royal::new(2, &[Control::Person, Control::Person]);
    assert!(!pr.handover(0, 1));
}

#[test]
fn a_computers_only_table_shows_seat_zero() {
    let s = hands(&[Control::Easy, Control::Hard]);
    assert_eq!(s.viewer(), 0);
    assert_eq!(s.persons(), 0);
}

mod port_royal {
    use islas_port_royal::{Action, Config, PortRoyal, Printed};

    use super::*;

    pub fn new(players: u8, c: &[Control]) -> Session<PortRoyal> {
        Session::new(
            Config::new(players),
            Seed::from_text("pirates").unwrap(),
            seats(c),
        )
        .unwrap()
    }

    /// Plays the first legal action until `until` holds (at most 2000 actions).
    fn play_until(s: &mut Session<PortRoyal>, until: impl Fn(&Session<PortRoyal>) -> bool) {
        for _ in 0..2000 {
            if until(s) || s.is_over() {
                return;
            }
            let a = s.legal()[0];
            s.play(&a).unwrap();
        }
    }

    /// Port Royal keeps no secrets: no cover, and "pass the device to …" only when the device
    /// must go from the person who decided last to another; never at the start.
    #[test]
    fn the_device_is_passed_only_when_another_person_decides() {
        let mut s = new(2, &[Control::Person, Control::Person]);
        assert_eq!(
            s.pass_device(),
            None,
            "nobody has the device to pass at the start"
        );
        let (mut passed, mut kept, mut last) = (0, 0, None);
        for _ in 0..400 {
            let Some(next) = s.person_to_act() else { break };
            let expect = last.filter(|&l| l != next).map(|_| next);
            assert_eq!(s.pass_device(), expect);
            passed += usize::from(expect.is_some());
            kept += usize::from(last == Some(next));
            last = Some(next);
            let a = s.legal()[0];
            s.play(&a).unwrap();
        }
        assert!(passed > 0 && kept > 0, "{passed} {kept}");
    }

    #[test]
    fn a_record_replays_to_the_same_state_and_log() {
        let mut s = new(3, &[Control::Person, Control::Medium, Control::Hard]);
        play_until(&mut s, |s| s.record.actions.len() >= 40);
        let again = Session::<PortRoyal>::from_record(s.record.clone(), s.seats.clone()).unwrap();
        assert_eq!(again.game, s.game);
        assert_eq!(again.log, s.log);
    }

    #[test]
    fn a_draw_cannot_be_undone() {
        let mut s = new(2, &[Control::Person, Control::Medium]);
        s.play(&Action::Draw).unwrap();
        assert_eq!(s.undo_check(), Err(UndoBlock::Revealed));
        assert!(!s.undo());
        assert_eq!(s.record.actions.len(), 1);
    }

    fn has_ship(s: &Session<PortRoyal>) -> bool {
        s.game.harbour().iter().any(|&c| {
            matches!(
                islas_port_royal::data::face_of(c).printed,
                Printed::Ship { .. }
            )
        })
    }

    #[test]
    fn a_person_takes_back_a_choice_made_after_the_last_reveal() {
        let mut s = new(2, &[Control::Person, Control::Easy]);
        play_until(&mut s, |s| {
            s.person_to_act().is_some() && s.legal().contains(&Action::Stop) && has_ship(s)
        });
        let before = s.game.clone();
        let len = s.record.actions.len();
        s.play(&Action::Stop).unwrap();
        assert_eq!(s.undo_point(), Some(len));
        assert!(s.undo());
        assert_eq!(s.game, before);
    }

    #[test]
    fn in_pass_and_play_only_the_person_who_acted_takes_it_back() {
        let mut s = new(2, &[Control::Person, Control::Person]);
        for _ in 0..4000 {
            assert!(!s.is_over(), "no such moment in this game");
            let actor = s.to_act().unwrap();
            let a = *s
                .legal()
                .iter()
                .find(|a| matches!(a, Action::Take(_)))
                .unwrap_or(&s.legal()[0]);
            s.play(&a).unwrap();
            if matches!(a, Action::Take(_)) && s.to_act().is_some_and(|now| now != actor) {
                assert_eq!(s.undo_check(), Err(UndoBlock::OtherPerson));
                return;
            }
        }
    }

    #[test]
    fn seats_fill_up_with_persons() {
        let s = new(4, &[Control::Hard]);
        assert_eq!(s.seats.len(), 4);
        assert_eq!(s.control(3), Control::Person);
        assert_eq!(s.computer_to_act(), Some((0, islas_ai::Level::Hard)));
        assert_eq!(s.person_to_act(), None);
        assert_eq!(s.viewer(), 1, "the first person at the table watches");
    }

    #[test]
    fn preview_tells_what_a_take_would_pay_without_playing_it() {
        let mut s = new(2, &[Control::Person, Control::Person]);
        play_until(&mut s, |s| {
            s.legal().iter().any(|a| matches!(a, Action::Take(_)))
        });
        let before = s.game.clone();
        for a in s.legal() {
            let ev = s.preview(&a).unwrap();
            assert!(!ev.is_empty() || a == Action::Pass);
        }
        assert_eq!(s.game, before);
    }

    #[test]
    fn the_view_of_port_royal_hides_only_what_nobody_knows() {
        let mut s = new(3, &[Control::Person, Control::Easy, Control::Easy]);
        play_until(&mut s, |s| s.record.actions.len() >= 25);
        let v = s.view();
        assert_eq!(v.harbour(), s.game.harbour());
        assert_eq!(v.deck_len(), s.game.deck_len());
        let info = PortRoyal::INFO;
        assert!(!info.private_information);
    }
}

#[test]
fn hints_and_the_review_are_kept_in_the_save_and_through_an_undo() {
    let mut s = hands(&[Control::Person, Control::Easy]);
    s.play(&H::Draw).unwrap();
    s.play(&H::Draw).unwrap();
    s.hints.push(2);
    let c = a_card(&s);
    s.play(&c).unwrap();
    assert!(s.undo());
    assert_eq!(
        s.hints,
        vec![2],
        "an undo does not forget that a hint was asked"
    );
    s.review = Some(serde_json::json!({"seat": 0, "moments": []}));
    let saved = s.to_saved("g1", 1.0);
    let back = Session::<Hands>::from_saved(&saved).unwrap();
    assert_eq!(back.hints, vec![2]);
    assert_eq!(back.review, s.review);
    // A save without them (every save before hints) reads as none.
    assert_eq!(
        saved.advice,
        Some(serde_json::json!({"hints": [2], "review": {"seat": 0, "moments": []}}))
    );
    let mut old = serde_json::to_value(&saved).unwrap();
    old.as_object_mut().unwrap().remove("advice");
    let old: SavedGame = serde_json::from_value(old).unwrap();
    let back = Session::<Hands>::from_saved(&old).unwrap();
    assert!(back.hints.is_empty() && back.review.is_none());
}

#[test]
fn a_game_can_be_seen_as_it_stood_after_any_action() {
    let mut s = hands(&[Control::Person, Control::Easy]);
    s.play(&H::Draw).unwrap();
    s.play(&H::Draw).unwrap();
    let c = a_card(&s);
    s.play(&c).unwrap();
    let n = s.record.actions.len();
    for i in 0..=n {
        let then = s.at(i).unwrap();
        assert_eq!(then.record.actions, s.record.actions[..i].to_vec());
        assert_eq!(then.seats, s.seats);
    }
    assert!(s.at(n + 1).is_none());
    assert_eq!(s.actions_of(0), vec![0, 2]);
    assert_eq!(s.actions_of(1), vec![1]);
}
