//! The Adventure's in-game rules (Big Box ES "Comienza la aventura": "Preparación de la partida",
//! "Misiones", "Cartas de coronas", "Fase 0", "Final de la partida"), clause by clause; readings
//! in `docs/rulings.md` AD9–AD16. Random games of every chapter at the end.

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Rng, Seed};
use islas_port_royal::adventure::campaign::Campaign;
use islas_port_royal::adventure::content::{self, EVENTS};
use islas_port_royal::adventure::data::{
    Ability, CampaignMode, CardNo, EventCode, EventEffect, Whom,
};
use islas_port_royal::adventure::play::{AdventureConfig, Chance};
use islas_port_royal::adventure::{base_events_dealt, with_event_one};
use islas_port_royal::{Action, Config, Phase, PortRoyal};

const COOP: CampaignMode = CampaignMode::CoOp;
const VERSUS: CampaignMode = CampaignMode::Competitive;

fn no(n: u8) -> CardNo {
    CardNo::new(n)
}

fn event_id(i: u8) -> &'static str {
    EVENTS[usize::from(i)].id
}

/// The event deck, top first.
fn event_deck(t: &PortRoyal) -> Vec<&'static str> {
    let a = t.adventure().unwrap();
    a.events.iter().rev().map(|&i| event_id(i)).collect()
}

fn table_missions(t: &Table) -> Vec<CardNo> {
    t.adventure().unwrap().table.iter().map(|p| p.no).collect()
}

/// Plays the rest of the active player's turn as simply as possible: draw until something can be
/// stopped on (or a bust), then everyone passes; offers are declined.
fn quiet_turn(t: &mut Table) {
    let turn = t.turn();
    let mut steps = 0;
    while t.turn() == turn && t.phase() != Phase::Over {
        steps += 1;
        assert!(steps < 200, "a quiet turn should end");
        let legal = t.legal();
        let pick = if t.adventure_offer().is_some() {
            "pass"
        } else if legal.iter().any(|a| a == "stop") {
            "stop"
        } else if legal.iter().any(|a| a == "dock") {
            "dock"
        } else if legal.iter().any(|a| a == "draw") {
            "draw"
        } else if legal.iter().any(|a| a == "give 1") {
            "give 1"
        } else {
            "pass"
        };
        t.play(pick);
    }
}

// ----- setup ------------------------------------------------------------------------------------

#[test]
fn each_player_gets_a_character_its_coins_four_cubes_on_it_and_crowns_at_zero() {
    let t = adventure(3, 1, COOP).deal();
    let a = t.adventure().unwrap();
    assert_eq!(a.heroes.len(), 3);
    let mut cards = Vec::new();
    for (seat, h) in a.heroes.iter().enumerate() {
        // "Reparte al azar 1 carta de personaje a cada jugador": different cards.
        let card = content::CARD_SIDES_ESTIMATED
            .iter()
            .position(|(x, y)| *x == h.character || *y == h.character)
            .unwrap();
        assert!(!cards.contains(&card));
        cards.push(card);
        assert_eq!(h.cubes_left(), 4);
        assert_eq!(h.crowns, 0);
        assert_eq!(
            t.coins(seat as u8),
            usize::from(content::start_coins(&h.character).unwrap())
        );
    }
}

#[test]
fn the_first_story_card_is_read_and_its_mission_is_on_the_table() {
    for chapter in 1..=5 {
        let t = adventure(2, chapter, VERSUS).deal();
        assert_eq!(table_missions(&t), vec![no(chapter * 10)]);
        assert_eq!(t.adventure().unwrap().read, vec![no(chapter * 10)]);
    }
}

#[test]
fn the_event_deck_has_the_tables_zero_cards_card_one_with_one_or_two_players_and_end_of_month_at_the_bottom()
 {
    for mode in CampaignMode::ALL {
        for players in 1..=4 {
            let Some(dealt) = base_events_dealt(mode, players) else {
                assert!(
                    PortRoyal::setup(&Config::adventure(players, 1, mode), Seed::from_u64(1))
                        .is_err()
                );
                continue;
            };
            for seed in 0..20 {
                let g =
                    PortRoyal::setup(&Config::adventure(players, 1, mode), Seed::from_u64(seed))
                        .unwrap();
                let a = g.adventure().unwrap();
                // One event is already revealed: the first player's phase 0.
                let mut all: Vec<u8> = a.events.clone();
                all.extend(a.event_discard.iter());
                assert_eq!(
                    all.len(),
                    usize::from(dealt) + usize::from(with_event_one(players)) + 1
                );
                assert_eq!(EVENTS[usize::from(a.events[0])].code, EventCode::EndOfMonth);
                let ones = all
                    .iter()
                    .filter(|&&i| EVENTS[usize::from(i)].code == EventCode::FewPlayers)
                    .count();
                assert_eq!(ones, usize::from(with_event_one(players)));
                // Solo: the "0" card marked for it stays in the box (AD7).
                if players == 1 {
                    assert!(
                        all.iter()
                            .chain(&a.event_pool)
                            .all(|&i| !EVENTS[usize::from(i)].not_solo)
                    );
                }
            }
        }
    }
}

#[test]
fn a_failed_chapter_is_replayed_with_three_more_coins_shared_out() {
    let mut c = Campaign::new(COOP, 2).unwrap();
    c.chapter_lost(&islas_port_royal::adventure::campaign::Report::new(vec![
        no(10),
        no(11),
        no(13),
        no(17),
    ]))
    .unwrap();
    let config = AdventureConfig::from_campaign(&c).unwrap();
    let a = config.adventure.as_ref().unwrap();
    assert_eq!(a.bonus, vec![2, 1]); // AD10: evenly, the first seats first
    let g = PortRoyal::setup(&config, Seed::from_u64(3)).unwrap();
    let hero = |s: usize| g.adventure().unwrap().heroes[s].character.clone();
    assert_eq!(
        g.coins(0),
        usize::from(content::start_coins(&hero(0)).unwrap()) + 2
    );
    assert_eq!(
        g.coins(1),
        usize::from(content::start_coins(&hero(1)).unwrap()) + 1
    );
}

#[test]
fn a_chapter_round_trips_through_its_options() {
    for chapter in 1..=5 {
        for (mode, players) in [(COOP, 1), (COOP, 4), (VERSUS, 2), (VERSUS, 3)] {
            let config = Config::adventure(players, chapter, mode);
            let options = config.written_options();
            assert_eq!(
                Config::from_options(usize::from(players), &options).unwrap(),
                config
            );
        }
    }
    assert!(Config::from_options(1, &["chapter-1"]).is_err()); // competitive solo
    assert!(Config::from_options(5, &["chapter-1", "coop"]).is_err());
    assert!(Config::from_options(2, &["chapter-1", "gambler"]).is_err());
    assert!(Config::from_options(2, &["chapter-1", "chapter-2"]).is_err());
}

// ----- phase 0 ----------------------------------------------------------------------------------

#[test]
fn the_active_player_reveals_the_top_event_first_and_it_takes_effect_at_once() {
    let pay_day = content::event_by_id("pay-day").unwrap();
    let EventEffect::Coins {
        whom: Whom::Active,
        coins,
    } = pay_day.effect
    else {
        panic!("pay-day gives the active player coins");
    };
    let t = adventure(2, 1, VERSUS)
        .characters(&["grace-may", "jean-blackbeard"])
        .events(&["pay-day", "end-of-month"])
        .deal();
    assert_eq!(t.coins(0), 3 + usize::from(coins));
    assert_eq!(t.coins(1), 3);
    assert_eq!(event_deck(&t), vec!["end-of-month"]);
}

#[test]
fn dead_calm_forbids_repelling_this_turn() {
    let t0 = adventure(2, 1, VERSUS)
        .seat(0, 3, &["pirate-9"])
        .deck(&["blue-1-1"])
        .events(&["dead-calm", "end-of-month"])
        .deal();
    let mut t = t0;
    t.play("draw");
    assert_eq!(t.ship_to_repel(), None);
    let mut u = adventure(2, 1, VERSUS)
        .seat(0, 3, &["pirate-9"])
        .deck(&["blue-1-1"])
        .events(&["fair-wind", "end-of-month"])
        .deal();
    u.play("draw");
    assert!(u.ship_to_repel().is_some());
}

#[test]
fn end_of_month_reads_the_next_card_turns_the_discards_over_unshuffled_and_adds_a_fresh_event() {
    let mut t = adventure(2, 1, COOP)
        .events(&["fair-wind", "dead-calm", "end-of-month"])
        .deal();
    quiet_turn(&mut t); // seat 0: fair wind
    quiet_turn(&mut t); // seat 1: dead calm
    // Seat 0 reveals the End of Month: mission 10's hourglass leads to card 11, the turn ends.
    assert_eq!(t.active(), 1);
    assert_eq!(table_missions(&t), vec![no(10), no(11)]);
    assert_eq!(t.adventure().unwrap().read, vec![no(10), no(11)]);
    assert_eq!(t.adventure().unwrap().month, 2);
    // Seat 1 has revealed the fresh "0" event put on top; below it the discards in their order.
    let fresh = event_id(t.adventure().unwrap().event.unwrap());
    assert!(!["fair-wind", "dead-calm", "end-of-month"].contains(&fresh));
    assert_eq!(
        event_deck(&t),
        vec!["fair-wind", "dead-calm", "end-of-month"]
    );
}

// ----- missions ---------------------------------------------------------------------------------

/// Chapter 1 with mission 11 ("3 swords", reward 1 coin first, 1 crown each) on the table after
/// the first End of Month.
fn mission_eleven(seat0: &[&str], seat1: &[&str]) -> Table {
    let mut t = adventure(2, 1, VERSUS)
        .characters(&["samuel-blackguard", "jacques-grandeur"])
        .seat(0, 3, seat0)
        .seat(1, 3, seat1)
        .events(&["end-of-month"])
        .deal();
    assert_eq!(table_missions(&t), vec![no(10), no(11)]);
    if t.adventure_offer().is_some() {
        t.play("pass");
    }
    t
}

#[test]
fn a_mission_is_completed_on_your_own_decision_active_or_not_once_each() {
    let mut t = mission_eleven(&["pirate-9", "sailor-3"], &["pirate-7", "sailor-5"]);
    // Seat 1 is active; seat 0 may complete mission 11 only when it decides (its take).
    assert_eq!(t.to_act(), Some(1));
    assert!(t.can("mission 11"));
    t.play("mission 11");
    let a = t.adventure().unwrap();
    assert_eq!(a.table[1].done, vec![1]);
    assert_eq!(a.heroes[1].on_missions, 1);
    t.refuse("mission 11");
    // Seat 0 gets its chance in phase 2 of seat 1's turn.
    t.play("draw");
    t.play("stop");
    while t.to_act() == Some(1) {
        t.play("pass");
    }
    assert_eq!(t.to_act(), Some(0));
    assert!(t.can("mission 11"));
}

#[test]
fn the_first_completer_gets_the_coins_everyone_the_crowns_and_the_door_unlocks_the_ability() {
    let mut t = mission_eleven(&["pirate-9", "sailor-3"], &["pirate-7", "sailor-5"]);
    let m = content::story_card(no(11)).unwrap().mission.unwrap();
    let before = t.coins(1);
    t.play("mission 11");
    assert_eq!(t.coins(1), before + usize::from(m.reward.first_coins));
    let h = &t.adventure().unwrap().heroes[1];
    assert_eq!(h.crowns, m.reward.first_crowns + m.reward.crowns);
    assert_eq!(h.cubes_left(), 3);
    assert!(h.unlocked(islas_port_royal::adventure::data::CubeSlot::Ability));
    assert!(!h.trophy());
}

#[test]
fn a_mission_not_met_or_not_on_the_table_is_refused_and_changes_nothing() {
    let mut t = mission_eleven(&["sailor-3"], &["sailor-3"]);
    assert_eq!(t.refuse("mission 11").key, "mission-not-met");
    assert_eq!(t.refuse("mission 12").key, "no-mission");
    assert_eq!(t.refuse("cube").key, "wrong-phase");
    let mut base = table(2).deal();
    assert_eq!(base.refuse("mission 11").key, "no-mission");
}

#[test]
fn the_hourglass_asks_whether_the_mission_was_completed_tick_or_cross() {
    // Mission 11's hourglass: "11?" ✓ → 12, ✗ → 13.
    for complete in [true, false] {
        let mut t = mission_eleven(&["sailor-3"], &["pirate-9", "pirate-7"]);
        if complete {
            t.play("mission 11");
        }
        quiet_turn(&mut t); // seat 1: the fresh event
        quiet_turn(&mut t); // seat 0: End of Month
        let expected = if complete { no(12) } else { no(13) };
        assert_eq!(table_missions(&t), vec![no(10), no(11), expected]);
    }
}

#[test]
fn a_minus_means_paying_the_items_shown() {
    // Mission 13: −4 coins and a priest. Reached when nobody completed 11.
    let mut t = mission_eleven(&["priest"], &["sailor-3"]);
    quiet_turn(&mut t);
    quiet_turn(&mut t);
    assert_eq!(table_missions(&t).last(), Some(&no(13)));
    // Seat 1 is active again; seat 0 needs 4 coins.
    while t.to_act() != Some(0) && t.phase() != Phase::Over {
        let pick = if t.can("stop") {
            "stop"
        } else if t.can("draw") {
            "draw"
        } else if t.can("dock") {
            "dock"
        } else {
            "pass"
        };
        t.play(pick);
    }
    let coins = t.coins(0);
    if coins >= 4 {
        t.play("mission 13");
        let m = content::story_card(no(13)).unwrap().mission.unwrap();
        assert_eq!(t.coins(0), coins - 4 + usize::from(m.reward.first_coins));
    } else {
        assert!(!t.can("mission 13"));
    }
}

#[test]
fn an_at_once_mission_is_offered_at_its_moment_and_lost_if_passed() {
    // Chapter 3, mission 35: complete an expedition (our data). Claiming one offers it at once.
    let m = content::story_card(no(35)).unwrap().mission.unwrap();
    assert!(m.at_once());
    let mut t = adventure(2, 3, VERSUS)
        .missions(&["30", "35"])
        .seat(0, 3, &["priest", "priest"])
        .deck(&["exp-CC"])
        .events(&["fair-wind", "end-of-month"])
        .deal();
    t.play("draw");
    t.play("claim exp-CC priest+priest");
    assert_eq!(t.adventure_offer(), Some((0, Chance::Mission(no(35)))));
    assert_eq!(t.legal(), vec!["mission 35", "pass"]);
    t.play("pass");
    assert!(!t.can("mission 35"));
    assert!(t.adventure().unwrap().table[1].done.is_empty());
}

#[test]
fn an_at_once_mission_taken_at_its_moment_places_the_cube() {
    // Mission 33: 4 ship colours in the harbour, active player, at once.
    let mut t = adventure(2, 3, VERSUS)
        .missions(&["30", "33"])
        .deck(&["blue-1-1", "red-1-1", "green-1-1", "yellow-1-1"])
        .events(&["fair-wind", "end-of-month"])
        .deal();
    for _ in 0..3 {
        t.play("draw");
        if t.ship_to_repel().is_some() {
            t.play("dock");
        }
        assert_eq!(t.adventure_offer(), None);
    }
    t.play("draw");
    if t.ship_to_repel().is_some() {
        t.play("dock");
    }
    assert_eq!(t.adventure_offer(), Some((0, Chance::Mission(no(33)))));
    t.play("mission 33");
    assert_eq!(t.adventure().unwrap().table[1].done, vec![0]);
}

// ----- the end ----------------------------------------------------------------------------------

#[test]
fn no_one_wins_the_competitive_game_without_the_trophy() {
    // 12 influence in the display: the base game would end; the Adventure asks the trophy too.
    let t = adventure(2, 1, VERSUS)
        .seat(
            0,
            3,
            &["admiral-9", "admiral-9", "pirate-9", "sailor-7", "sailor-3"],
        )
        .deal();
    assert!(t.influence(0) >= 12);
    assert!(!t.meets_end_condition(0));
    assert_eq!(t.end_triggered_by(), None);
}

#[test]
fn a_co_operative_game_ends_at_card_nine_and_its_report_feeds_the_campaign() {
    let mut t = adventure(1, 1, COOP).events(&["end-of-month"]).deal();
    let mut turns = 0;
    while t.phase() != Phase::Over {
        quiet_turn(&mut t);
        turns += 1;
        assert!(turns < 200);
    }
    // Nobody completed anything: card 9 is not met.
    assert_eq!(t.adventure_won(), Some(false));
    assert!(!t.outcome().unwrap().shared.unwrap().won);
    let report = t.adventure_report().unwrap();
    assert_eq!(report.read.first(), Some(&no(10)));
    let mut c = Campaign::new(COOP, 1).unwrap();
    if t.deck_len() > 0 {
        c.chapter_lost(&report).unwrap();
        assert_eq!(c.bonus_coins(), 3);
    }
}

// ----- random games -----------------------------------------------------------------------------

fn games() -> u64 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3)
}

#[test]
fn random_games_of_every_chapter_end_conserve_cards_and_never_panic() {
    let mut out = Vec::new();
    for chapter in 1..=5u8 {
        for mode in CampaignMode::ALL {
            for players in 1..=4u8 {
                if base_events_dealt(mode, players).is_none() {
                    continue;
                }
                let config = Config::adventure(players, chapter, mode);
                for seed in 0..games() {
                    let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
                    let mut rng = Rng::from_seed(seed ^ 0xADE);
                    let mut steps = 0;
                    while g.outcome().is_none() {
                        steps += 1;
                        assert!(
                            steps < 20_000,
                            "chapter {chapter} {mode:?} {players}p seed {seed}"
                        );
                        g.legal_actions(&mut out);
                        assert!(!out.is_empty());
                        let a = out[rng.below(out.len() as u32) as usize];
                        g.play(&a).unwrap();
                        // Cards conserved: the base deck and the game cards shuffled in so far.
                        assert_eq!(g.all_cards().len(), g.cards_in_play());
                    }
                    let mut all = g.all_cards();
                    all.sort_unstable();
                    all.dedup();
                    assert_eq!(all.len(), g.cards_in_play());
                    let dealt: usize = g
                        .adventure()
                        .unwrap()
                        .groups
                        .iter()
                        .map(|&grp| islas_port_royal::adventure::content::group_size(grp))
                        .sum();
                    assert!(
                        dealt > 0,
                        "chapter {chapter}: its game cards are in the deck"
                    );
                    let report = g.adventure_report().unwrap();
                    let mut c = Campaign::new(mode, players).unwrap();
                    for _ in 1..chapter {
                        // reach the chapter as the campaign would
                        let ch = c.current();
                        let path = islas_port_royal::adventure::campaign::paths(ch, mode)
                            .into_iter()
                            .next()
                            .unwrap();
                        c.chapter_won(
                            &islas_port_royal::adventure::campaign::Report::new(path)
                                .with_winners(if mode == VERSUS { vec![0] } else { vec![] }),
                        )
                        .unwrap();
                        c.next_chapter().unwrap();
                    }
                    let verdict = g.adventure().unwrap().won;
                    match (mode, verdict) {
                        (COOP, Some(true)) => c.chapter_won(&report).unwrap(),
                        (COOP, Some(false)) => c.chapter_lost(&report).unwrap(),
                        // The deck and discards ran out before card 9: no campaign result.
                        (COOP, None) => {}
                        (_, _) => {
                            assert!(!report.winners.is_empty());
                            c.chapter_won(&report).unwrap();
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn bad_and_random_action_strings_are_refused_without_change() {
    let words = [
        "mission",
        "mission 10",
        "mission 11",
        "mission 99",
        "mission 27a",
        "cube",
        "pass",
        "draw",
        "stop",
        "take priest",
        "repel",
        "dock",
        "give 1",
        "claim exp-CC priest+priest",
        "x",
        "",
    ];
    let mut rng = Rng::from_seed(7);
    let mut out = Vec::new();
    for seed in 0..games() * 4 {
        let mode = if seed % 2 == 0 { COOP } else { VERSUS };
        let mut g = PortRoyal::setup(
            &Config::adventure(2, 1 + (seed % 5) as u8, mode),
            Seed::from_u64(seed),
        )
        .unwrap();
        for _ in 0..400 {
            if g.outcome().is_some() {
                break;
            }
            let w = words[rng.below(words.len() as u32) as usize];
            if let Ok(a) = w.parse::<Action>() {
                g.legal_actions(&mut out);
                assert_eq!(
                    g.check(&a).is_ok(),
                    out.contains(&a),
                    "{a} in {:?}",
                    g.phase()
                );
                let before = g.clone();
                if g.play(&a).is_err() {
                    assert_eq!(g, before);
                }
            }
            g.legal_actions(&mut out);
            if g.outcome().is_none() {
                let a = out[rng.below(out.len() as u32) as usize];
                g.play(&a).unwrap();
            }
        }
    }
}

// ----- more clauses -----------------------------------------------------------------------------

#[test]
fn cubes_go_left_to_right_ability_trophy_one_crown_three_crowns_and_card_nine_is_met() {
    // Solo, four missions of chapter 1 on the table (11, 12, 13, 14: 3 swords; a priest; −4 coins
    // and a priest; 6 influence), the newest (14) leading to card 9.
    let mut t = adventure(1, 1, COOP)
        .characters(&["samuel-blackguard"])
        .missions(&["11", "12", "13", "14"])
        .seat(0, 6, &["pirate-9", "sailor-3", "priest", "admiral-7"])
        .events(&["fair-wind", "end-of-month"])
        .deal();
    let crowns = |t: &Table| t.adventure().unwrap().heroes[0].crowns;
    let reward = |n: u8| content::story_card(no(n)).unwrap().mission.unwrap().reward;
    // The door: Samuel Blackguard's ability (the appendix: coins once, when unlocked).
    let coins = t.coins(0);
    t.play("mission 11");
    let Some(Ability::OnceCoins(once)) =
        content::character_by_id("samuel-blackguard").map(|c| c.ability)
    else {
        panic!("Samuel Blackguard's ability is coins once");
    };
    assert_eq!(
        t.coins(0),
        coins + usize::from(reward(11).first_coins) + usize::from(once)
    );
    assert_eq!(crowns(&t), reward(11).first_crowns + reward(11).crowns);
    // The first window: the trophy.
    t.play("mission 12");
    assert!(t.adventure().unwrap().heroes[0].trophy());
    let before = crowns(&t);
    t.play("mission 13");
    // The second window: 1 crown, with the mission's own.
    assert_eq!(
        crowns(&t),
        before + 1 + reward(13).first_crowns + reward(13).crowns
    );
    let before = crowns(&t);
    t.play("mission 14");
    assert_eq!(
        crowns(&t),
        before + 3 + reward(14).first_crowns + reward(14).crowns
    );
    assert_eq!(t.adventure().unwrap().heroes[0].cubes_left(), 0);
    // "Ningún jugador puede completar más de 4 misiones": no cube is left for another.
    // Crowns give influence by the crown card (estimated shields).
    assert_eq!(
        t.influence(0),
        t.tally(0).influence + content::crown_influence(crowns(&t))
    );
    while t.phase() != Phase::Over {
        quiet_turn(&mut t);
    }
    assert_eq!(t.adventure_won(), Some(true));
    assert!(t.outcome().unwrap().shared.unwrap().won);
    assert_eq!(
        t.adventure_report().unwrap().read,
        vec![no(11), no(12), no(13), no(14)]
    );
}

#[test]
fn card_nine_fails_when_a_mission_on_the_table_is_not_completed() {
    let mut t = adventure(1, 1, COOP)
        .missions(&["11", "12", "13", "14"])
        .seat(0, 6, &["pirate-9", "sailor-3", "priest", "admiral-7"])
        .events(&["fair-wind", "end-of-month"])
        .deal();
    t.play("mission 11");
    t.play("mission 12");
    t.play("mission 14");
    while t.phase() != Phase::Over {
        quiet_turn(&mut t);
    }
    assert_eq!(t.adventure_won(), Some(false));
}

#[test]
fn the_competitive_end_needs_12_influence_and_the_trophy_and_the_round_is_finished() {
    let mut t = adventure(2, 1, VERSUS)
        .missions(&["11", "12"])
        .seat(
            0,
            3,
            &[
                "pirate-9",
                "sailor-3",
                "priest",
                "admiral-9",
                "admiral-9",
                "sailor-7",
            ],
        )
        .events(&["fair-wind", "dead-calm", "end-of-month"])
        .deal();
    assert!(t.influence(0) >= 12);
    assert_eq!(t.end_triggered_by(), None);
    t.play("mission 11");
    assert_eq!(t.end_triggered_by(), None);
    t.play("mission 12");
    assert_eq!(t.end_triggered_by(), Some(0));
    quiet_turn(&mut t);
    assert_ne!(t.phase(), Phase::Over, "the round goes on to the last seat");
    quiet_turn(&mut t);
    assert_eq!(t.phase(), Phase::Over);
    let o = t.outcome().unwrap();
    assert_eq!(o.players[0].rank, 0);
    assert_eq!(t.adventure_report().unwrap().winners, vec![0]);
}

#[test]
fn without_the_trophy_no_one_wins_even_with_more_influence() {
    // Seat 1 has more influence but no trophy; seat 0 has the trophy: seat 0 wins.
    let mut t = adventure(2, 1, VERSUS)
        .missions(&["11", "12"])
        .seat(
            0,
            3,
            &[
                "pirate-9",
                "sailor-3",
                "priest",
                "admiral-9",
                "admiral-9",
                "sailor-7",
            ],
        )
        .seat(
            1,
            3,
            &[
                "mademoiselle-9",
                "mademoiselle-9",
                "jester-9",
                "mademoiselle-7",
                "jester-7",
                "jester-7",
                "jester-5",
            ],
        )
        .events(&["fair-wind", "dead-calm", "end-of-month"])
        .deal();
    t.play("mission 11");
    t.play("mission 12");
    while t.phase() != Phase::Over {
        quiet_turn(&mut t);
    }
    assert!(t.influence(1) > t.influence(0));
    let o = t.outcome().unwrap();
    assert_eq!(o.players[0].rank, 0);
    assert!(o.players[1].rank > 0);
}

#[test]
fn an_end_of_month_may_sell_the_leftmost_cube_for_its_coins_in_the_competitive_game() {
    // Mission 14's hourglass: the competitive game stays, and a player may pay 8 coins.
    let price = content::story_card(no(14))
        .unwrap()
        .mission
        .unwrap()
        .hourglass
        .cube_for_coins
        .unwrap();
    let mut t = adventure(2, 1, VERSUS)
        .missions(&["14"])
        .seat(0, 9, &[])
        .coins(1, 3)
        .events(&["end-of-month"])
        .deal();
    // The End of Month came first: seat 0 (9 coins) is asked, seat 1 (3) is not.
    assert_eq!(t.adventure_offer(), Some((0, Chance::Cube(price))));
    assert_eq!(t.legal(), vec!["cube", "pass"]);
    t.play("cube");
    let h = &t.adventure().unwrap().heroes[0];
    assert_eq!(h.cubes_left(), 3);
    assert_eq!(
        h.on_missions, 0,
        "a cube returned to the box is on no mission"
    );
    assert_eq!(t.coins(0), 9 - usize::from(price));
    // Then the End of Month's turn ends.
    assert_eq!(t.active(), 1);
    assert_eq!(t.adventure_offer(), None);
}

#[test]
fn the_expansion_tax_event_halves_sixteen_coins_and_pays_the_fewest_influence_two() {
    let tax = content::event_by_id("tax-man").unwrap();
    assert_eq!(tax.effect, EventEffect::Tax);
    let t = adventure(2, 1, VERSUS)
        .seat(0, 16, &["priest"])
        .seat(1, 15, &[])
        .events(&["tax-man", "end-of-month"])
        .deal();
    assert_eq!(t.coins(0), 8);
    assert_eq!(t.coins(1), 15 + 2);
}

#[test]
fn stopping_with_the_named_number_of_cards_is_an_at_once_chance_of_the_active_player() {
    // Chapter 5's mission with StopAtHarbour (our data): find it and its card count.
    let (card, cards, fewer) = content::chapter(5)
        .unwrap()
        .missions()
        .find_map(|(n, m)| {
            m.parts.iter().find_map(|p| match *p {
                islas_port_royal::adventure::data::Part::StopAtHarbour {
                    cards,
                    take_one_fewer,
                } => Some((n, cards, take_one_fewer)),
                _ => None,
            })
        })
        .unwrap();
    let persons = ["sailor-3", "jack", "governor", "admiral-7", "priest"];
    let mut t = adventure(2, 5, VERSUS)
        .missions(&["50", &card.to_string()])
        .seat(0, 6, &[])
        .deck(&persons[..usize::from(cards)])
        .events(&["fair-wind", "end-of-month"])
        .deal();
    for _ in 0..cards {
        t.play("draw");
    }
    t.play("stop");
    assert_eq!(t.adventure_offer(), Some((0, Chance::Mission(card))));
    let Phase::Take { left, .. } = t.phase() else {
        panic!("phase 2 has begun");
    };
    t.play(&format!("mission {card}"));
    let Phase::Take { left: after, .. } = t.phase() else {
        panic!("phase 2 goes on");
    };
    assert_eq!(after, if fewer { left - 1 } else { left });
}

// ----- the competitive tie-breaks, mission 52 ---------------------------------------------------

/// Twelve influence, three swords and a priest from persons alone: nothing in it earns coins.
const TWELVE: [&str; 9] = [
    "sailor-3",
    "sailor-3",
    "sailor-3",
    "priest",
    "priest",
    "settler",
    "settler",
    "captain",
    "mademoiselle-9",
];

/// Twelve influence for both seats; mission 11 (3 swords) and 12 (a priest) on the table, each
/// paying its first completer 1 coin and every completer 1 crown.
fn tied(seat_0: &[&str], coins_1: u8, missions: &[&str]) -> Table {
    adventure(2, 1, VERSUS)
        .characters(&["jacques-grandeur", "lady-anne"])
        .missions(missions)
        .seat(0, 3, seat_0)
        .seat(1, coins_1, &TWELVE)
        .events(&["dead-calm", "dry-powder", "end-of-month"])
        .deal()
}

#[test]
fn a_tie_in_influence_with_as_many_cubes_on_the_card_goes_to_the_most_coins() {
    // "Si hay un empate, el jugador empatado con menos cubos en su carta de personaje es el
    // ganador. Si persiste el empate, gana el jugador empatado con más monedas."
    for (coins_1, winner) in [(3, 0), (9, 1)] {
        let mut t = tied(&TWELVE, coins_1, &["11", "12"]);
        t.play("mission 11");
        t.play("mission 12");
        assert_eq!(t.end_triggered_by(), Some(0));
        quiet_turn(&mut t);
        t.play("mission 11");
        t.play("mission 12");
        quiet_turn(&mut t);
        assert_eq!(t.phase(), Phase::Over);
        let a = t.adventure().unwrap();
        assert!(a.heroes.iter().all(|h| h.trophy()));
        assert_eq!(a.heroes[0].cubes_left(), a.heroes[1].cubes_left());
        assert_eq!(t.influence(0), t.influence(1));
        let loser = 1 - winner;
        assert!(t.coins(winner as u8) > t.coins(loser as u8));
        let o = t.outcome().unwrap();
        assert_eq!(o.players[winner].rank, 0);
        assert_eq!(o.players[loser].rank, 1);
        assert_eq!(t.adventure_report().unwrap().winners, vec![winner as u8]);
    }
}

#[test]
fn a_tie_in_influence_goes_to_fewer_cubes_on_the_card_before_coins() {
    // Seat 1 completes a third mission (13: −4 coins, a priest): one cube fewer on its card, and
    // 2 crowns more (card 13's and the third slot's), so 1 influence more from the crown card,
    // which seat 0's jack of all trades makes up. Seat 0 has more coins; seat 1 wins.
    let mut thirteen = TWELVE.to_vec();
    thirteen.push("jack");
    let mut t = tied(&thirteen, 6, &["11", "12", "13"]);
    t.play("mission 11");
    t.play("mission 12");
    quiet_turn(&mut t);
    t.play("mission 11");
    t.play("mission 12");
    t.play("mission 13");
    quiet_turn(&mut t);
    assert_eq!(t.phase(), Phase::Over);
    let a = t.adventure().unwrap();
    assert_eq!((a.heroes[0].cubes_left(), a.heroes[1].cubes_left()), (2, 1));
    assert_eq!(t.influence(0), t.influence(1));
    assert!(t.coins(0) > t.coins(1));
    let o = t.outcome().unwrap();
    assert_eq!(o.players[1].rank, 0);
    assert_eq!(o.players[0].rank, 1);
}

/// Draws until the harbour holds one card (docking a ship), then stops.
fn stop_at_one_card(t: &mut Table) {
    while t.harbour().is_empty() {
        t.play("draw");
        if t.ship_to_repel().is_some() {
            t.play("dock");
        }
    }
    t.play("stop");
}

/// Passes the rest of the turn.
fn pass_the_turn(t: &mut Table) {
    let turn = t.turn();
    while t.turn() == turn && t.phase() != Phase::Over {
        t.play("pass");
    }
}

#[test]
fn mission_52_is_met_by_stopping_at_one_card_on_two_turns_and_its_cube_is_not_on_a_mission() {
    // "debes parar después de colocar 1 carta en el puerto y a continuación colocar 1 cubo en el
    // primer espacio […] En un turno posterior […] deberás volver a parar tras colocar 1 carta en
    // el puerto. […] Los cubos situados sobre el segundo espacio tampoco se consideran colocados
    // sobre una misión." (AD14)
    let mut t = adventure(1, 5, COOP)
        .characters(&["jacques-grandeur"])
        .missions(&["52"])
        .events(&["dead-calm", "dry-powder", "hiring-fair", "end-of-month"])
        .deal();
    stop_at_one_card(&mut t);
    assert_eq!(t.adventure_offer(), Some((0, Chance::Mission(no(52)))));
    t.play("mission 52");
    let a = t.adventure().unwrap();
    assert_eq!(a.table[0].progress, vec![(0, 1)]);
    assert!(a.table[0].done.is_empty(), "not completed the first time");
    assert_eq!(a.heroes[0].taken, 0, "the first box unlocks nothing");
    pass_the_turn(&mut t);
    stop_at_one_card(&mut t);
    t.play("mission 52");
    let a = t.adventure().unwrap();
    assert_eq!(a.table[0].done, vec![0], "completed the second time");
    assert_eq!(a.heroes[0].taken, 1, "its cube leaves the character card");
    assert_eq!(
        a.heroes[0].on_missions, 0,
        "but is not on a mission for card 9"
    );
}

// ----- what the players do not know of the event deck ------------------------------------------

#[test]
fn the_first_months_dealt_events_and_their_order_are_hidden_and_end_of_month_stays_at_the_bottom() {
    // "Baraja las cartas de evento con el número 0 y coloca al azar bocabajo […]": which "0"
    // events were dealt, and their order, are unknown; card 1 is known to be in the deck.
    let deal = |events: &[&str]| {
        adventure(2, 1, COOP)
            .characters(&["jacques-grandeur", "lady-anne"])
            .events(events)
            .deal()
    };
    let one = deal(&[
        "fair-wind",
        "dead-calm",
        "quiet-season",
        "dry-powder",
        "end-of-month",
    ]);
    let other = deal(&[
        "fair-wind",
        "quiet-season",
        "pay-day",
        "dead-calm",
        "end-of-month",
    ]);
    assert_ne!(one.adventure(), other.adventure());
    assert_eq!(
        one.public_view().adventure(),
        other.public_view().adventure()
    );
    let mut rng = Rng::from_seed(7);
    let mut orders = std::collections::HashSet::new();
    for _ in 0..50 {
        let r = one.resample(0, &mut rng);
        let a = r.adventure().unwrap();
        let deck = event_deck(&r);
        assert_eq!(deck.len(), 4);
        assert_eq!(deck.last(), Some(&"end-of-month"));
        assert!(deck.contains(&"quiet-season"));
        assert_eq!(a.event_discard, one.adventure().unwrap().event_discard);
        let mut all: Vec<u8> = a.events.iter().chain(&a.event_pool).copied().collect();
        let o = one.adventure().unwrap();
        let mut was: Vec<u8> = o.events.iter().chain(&o.event_pool).copied().collect();
        all.sort_unstable();
        was.sort_unstable();
        assert_eq!(all, was, "the same cards, dealt otherwise");
        orders.insert(deck);
    }
    assert!(
        orders.len() > 10,
        "the determinizations vary: {}",
        orders.len()
    );
}

#[test]
fn after_an_end_of_month_only_the_fresh_event_on_top_is_hidden_until_it_is_revealed() {
    // "dale la vuelta a la pila de descarte, sin barajarla […] Roba al azar una nueva carta de
    // evento con el número 0 […] y colócala en la parte superior del nuevo mazo."
    // The End of Month comes first; while seat 0 is asked about a cube, the fresh event lies
    // on top, not yet revealed.
    let mut t = adventure(2, 1, VERSUS)
        .missions(&["14"])
        .seat(0, 9, &[])
        .events(&["end-of-month"])
        .deal();
    assert_eq!(t.adventure().unwrap().month, 2);
    assert!(t.adventure_offer().is_some());
    let deck = event_deck(&t);
    assert_eq!(deck.len(), 2);
    let mut rng = Rng::from_seed(3);
    let mut tops = std::collections::HashSet::new();
    for _ in 0..40 {
        let seen = event_deck(&t.resample(1, &mut rng));
        assert_eq!(
            seen[1..],
            deck[1..],
            "the turned-over discards keep their order"
        );
        tops.insert(seen[0]);
    }
    assert!(tops.len() > 3, "the fresh event is any set-aside one");
    // The turn ends and the next begins by revealing it: nothing of the deck is hidden now.
    t.play("pass");
    assert_eq!(t.adventure().unwrap().event_discard.len(), 1);
    let deck = event_deck(&t);
    assert_eq!(event_deck(&t.resample(0, &mut rng)), deck);
    assert_eq!(event_deck(&t.public_view()), deck);
}

/// A competitive game that goes on for hundreds of months (its players taking the first legal
/// action every time) counts them without overflowing: the engine never panics on play.
#[test]
fn a_game_of_hundreds_of_months_counts_them_without_overflow() {
    let config = Config::adventure(2, 1, CampaignMode::Competitive);
    let mut g = PortRoyal::setup(&config, Seed::from_text("y 1").unwrap()).unwrap();
    let mut legal = Vec::new();
    for _ in 0..100_000 {
        if g.to_act().is_none() {
            break;
        }
        legal.clear();
        g.legal_actions(&mut legal);
        g.play(&legal[0]).unwrap();
    }
    let month = g.adventure().map(|a| a.month);
    assert!(month.is_some_and(|m| m > 1), "{month:?}");
}
