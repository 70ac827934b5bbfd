//! The campaign between chapters, clause by clause of "Comienza la aventura" (Big Box ES) and
//! "Dobrodružství začíná…" (Big Box CS), then random campaigns: every one reaches its end, and its
//! state survives saving and reading back.

use islas_port_royal::adventure::campaign::{
    CAMPAIGN_VERSION, Campaign, CampaignError, Outcome, Report, Stage, paths,
};
use islas_port_royal::adventure::content::{CHAPTERS, chapter, group_size};
use islas_port_royal::adventure::data::{CampaignMode, CardNo, EventCode};
use islas_port_royal::adventure::{ADDED_CARDS, REPLAY_BONUS, VARIANT_MISSIONS};

use CampaignMode::{CoOp, Competitive};

fn no(s: &str) -> CardNo {
    s.parse().unwrap()
}

fn read(cards: &[&str]) -> Report {
    Report::new(cards.iter().map(|s| no(s)).collect())
}

/// A co-operative game of chapter `n` that reads its success branch to card 9.
fn coop_path(n: u8) -> Report {
    let ch = chapter(n).unwrap();
    let ps = paths(ch, CoOp);
    Report::new(ps[0].clone())
}

fn won_competitive(n: u8) -> Report {
    Report::new(vec![chapter(n).unwrap().first()]).with_winners(vec![0])
}

// ----- starting -----------------------------------------------------------------------------

#[test]
fn a_campaign_starts_at_chapter_1_with_only_the_base_game_in_the_deck() {
    // ES: "Coloca las nuevas cartas de esta expansión sin barajar a un lado de la zona de juego."
    let c = Campaign::new(CoOp, 3).unwrap();
    assert_eq!(c.chapter, 1);
    assert_eq!(c.stage, Stage::Play);
    assert!(c.added.is_empty());
    assert_eq!(c.bonus_coins(), 0);
    assert_eq!(c.version, CAMPAIGN_VERSION);
    let s = c.setup().unwrap();
    assert!(s.deck.is_empty());
    assert_eq!(s.first, no("10"));
    assert_eq!(s.chapter.number, 1);
}

#[test]
fn cooperative_for_1_to_4_players_competitive_for_2_to_4() {
    for p in 1..=4 {
        assert!(Campaign::new(CoOp, p).is_ok(), "co-op {p}");
    }
    for p in 2..=4 {
        assert!(Campaign::new(Competitive, p).is_ok(), "competitive {p}");
    }
    for (mode, p) in [(CoOp, 0), (CoOp, 5), (Competitive, 1), (Competitive, 5)] {
        assert!(matches!(
            Campaign::new(mode, p),
            Err(CampaignError::Players { .. })
        ));
    }
}

#[test]
fn the_setup_deals_the_event_deck_by_mode_and_players_with_end_of_month_at_the_bottom() {
    let s = Campaign::new(CoOp, 2).unwrap().setup().unwrap();
    assert_eq!((s.base_events, s.event_one), (1, true));
    assert_eq!(s.end_of_month.code, EventCode::EndOfMonth);
    assert!(s.victory.is_some());
    assert_eq!(s.event_pool.len(), 13);
    let solo = Campaign::new(CoOp, 1).unwrap().setup().unwrap();
    assert_eq!((solo.base_events, solo.event_one), (1, true));
    assert_eq!(
        solo.event_pool.len(),
        12,
        "one event stays in the box in solo (AD7)"
    );
    assert!(solo.event_pool.iter().all(|e| !e.not_solo));
    let s = Campaign::new(Competitive, 4).unwrap().setup().unwrap();
    assert_eq!((s.base_events, s.event_one), (4, false));
    assert_eq!(s.event_pool.len(), 13);
    assert_eq!(
        s.victory, None,
        "card 9 goes back to the box in the competitive mode"
    );
}

// ----- the deck -----------------------------------------------------------------------------

#[test]
fn cards_added_during_a_won_chapter_stay_in_the_deck() {
    // ES: "Las cartas de juego que se añadieron al mazo … se quedan en el mazo de juego: no las
    // separes después de una derrota o una victoria".
    let mut c = Campaign::new(CoOp, 2).unwrap();
    c.chapter_won(&coop_path(1)).unwrap();
    c.next_chapter().unwrap();
    assert_eq!(c.added, [80, 81]);
    assert_eq!(c.setup().unwrap().deck, [80, 81]);
    assert_eq!(c.added_cards(), group_size(80) + group_size(81));
}

#[test]
fn cards_added_during_a_lost_chapter_stay_in_the_deck_for_the_replay() {
    // ES: "Podéis dejar las cartas que se añadieron durante el capítulo en el mazo."
    let mut c = Campaign::new(CoOp, 1).unwrap();
    c.chapter_lost(&coop_path(1)).unwrap();
    assert_eq!(c.chapter, 1);
    assert_eq!(c.setup().unwrap().deck, [80, 81]);
    // Read again on the replay, they are not added twice.
    c.chapter_won(&coop_path(1)).unwrap();
    assert_eq!(c.added, [80, 81]);
}

#[test]
fn after_the_five_chapters_all_39_cards_are_in_the_deck() {
    let mut c = Campaign::new(CoOp, 4).unwrap();
    for n in 1..=5 {
        c.chapter_won(&coop_path(n)).unwrap();
        c.next_chapter().unwrap();
    }
    assert_eq!(c.added_cards(), ADDED_CARDS);
}

#[test]
fn a_competitive_game_that_ends_early_still_brings_its_chapters_cards_into_the_next() {
    // AD4: the game ended after card 10 only; card 11's Tybuk brothers (81) go in before
    // chapter 2. Likewise card 21's tavern keepers (86) before chapter 3.
    let mut c = Campaign::new(Competitive, 2).unwrap();
    c.chapter_won(&won_competitive(1)).unwrap();
    assert_eq!(c.added, [80], "read: card 10");
    c.next_chapter().unwrap();
    assert_eq!(c.added, [80, 81]);
    c.chapter_won(&won_competitive(2)).unwrap();
    assert_eq!(c.added, [80, 81, 84], "read: card 20");
    c.next_chapter().unwrap();
    assert_eq!(c.added, [80, 81, 84, 86]);
}

// ----- failures and the replay bonus ----------------------------------------------------------

#[test]
fn a_failed_cooperative_chapter_is_played_again_with_3_coins_more_per_failure_in_a_row() {
    // ES: "La primera vez que volváis a jugar este capítulo, podéis comenzar con 3 monedas
    // adicionales … Después de 3 intentos fallidos, tendréis 9 monedas".
    let mut c = Campaign::new(CoOp, 3).unwrap();
    c.chapter_won(&coop_path(1)).unwrap();
    c.next_chapter().unwrap();
    for (i, want) in [3, 6, 9, 12].into_iter().enumerate() {
        c.chapter_lost(&coop_path(2)).unwrap();
        assert_eq!(c.chapter, 2);
        assert_eq!(c.failures as usize, i + 1);
        assert_eq!(c.bonus_coins(), want);
        assert_eq!(c.setup().unwrap().bonus_coins, want);
    }
    assert_eq!(u32::from(REPLAY_BONUS), 3);
}

#[test]
fn after_a_success_the_next_chapter_starts_without_extra_coins() {
    // ES: "Cuando hayáis terminado con éxito el capítulo, empezad el siguiente sin monedas
    // adicionales."
    let mut c = Campaign::new(CoOp, 2).unwrap();
    c.chapter_lost(&coop_path(1)).unwrap();
    c.chapter_lost(&coop_path(1)).unwrap();
    assert_eq!(c.bonus_coins(), 6);
    c.chapter_won(&coop_path(1)).unwrap();
    c.next_chapter().unwrap();
    assert_eq!(c.bonus_coins(), 0);
    assert_eq!(c.setup().unwrap().bonus_coins, 0);
    // The bonus each game was played with is kept with its result.
    let bonus: Vec<u32> = c.results.iter().map(|a| a.bonus_coins).collect();
    assert_eq!(bonus, [0, 3, 6]);
}

#[test]
fn a_competitive_chapter_always_has_a_winner_so_there_is_no_replay_and_no_bonus() {
    // ES: "El jugador que haya revelado su trofeo y que tenga más puntos de influencia será el
    // ganador … A continuación, puedes comenzar una nueva partida en el siguiente capítulo."
    let mut c = Campaign::new(Competitive, 3).unwrap();
    assert_eq!(
        c.chapter_lost(&read(&["10"])),
        Err(CampaignError::CompetitiveLoss)
    );
    c.chapter_won(&won_competitive(1)).unwrap();
    c.next_chapter().unwrap();
    assert_eq!(c.chapter, 2);
    assert_eq!(c.bonus_coins(), 0);
}

#[test]
fn a_competitive_result_names_its_winners() {
    let mut c = Campaign::new(Competitive, 3).unwrap();
    let r = read(&["10"]);
    for bad in [vec![], vec![3], vec![1, 1]] {
        assert_eq!(
            c.chapter_won(&r.clone().with_winners(bad)),
            Err(CampaignError::Winners(3))
        );
    }
    // A tie the tie-breaks leave (fewer cubes, then more coins) has several winners.
    c.chapter_won(&r.with_winners(vec![0, 2])).unwrap();
    assert_eq!(c.result(1).unwrap().report.winners, [0, 2]);
    let mut co = Campaign::new(CoOp, 2).unwrap();
    assert_eq!(
        co.chapter_won(&coop_path(1).with_winners(vec![0])),
        Err(CampaignError::CoOpWinners)
    );
}

// ----- chapters in order, then the end ---------------------------------------------------------

#[test]
fn the_end_card_is_read_before_the_next_chapter() {
    let mut c = Campaign::new(CoOp, 2).unwrap();
    assert_eq!(c.next_chapter(), Err(CampaignError::NotWon(1)));
    c.chapter_won(&coop_path(1)).unwrap();
    assert_eq!(c.stage, Stage::Won);
    assert_eq!(c.current().end(), no("61"));
    assert_eq!(
        c.chapter_won(&coop_path(1)),
        Err(CampaignError::EndCardPending(1))
    );
    assert_eq!(c.setup().unwrap_err(), CampaignError::EndCardPending(1));
    c.next_chapter().unwrap();
    assert_eq!(c.setup().unwrap().first, no("20"));
}

#[test]
fn five_chapters_then_the_adventure_is_over() {
    // ES: "La aventura habrá sido un éxito si lográis completar los 5 capítulos."
    let mut c = Campaign::new(CoOp, 1).unwrap();
    for n in 1..=5 {
        assert_eq!(c.chapter, n);
        assert!(!c.finished());
        c.chapter_won(&coop_path(n)).unwrap();
        c.next_chapter().unwrap();
    }
    assert!(c.finished());
    assert_eq!(c.chapter, 5);
    assert_eq!(c.next_chapter(), Err(CampaignError::Finished));
    assert_eq!(c.chapter_won(&coop_path(5)), Err(CampaignError::Finished));
    assert_eq!(c.chapter_lost(&coop_path(5)), Err(CampaignError::Finished));
    assert_eq!(c.setup().unwrap_err(), CampaignError::Finished);
}

#[test]
fn five_chapters_without_a_defeat_is_the_ultimate_achievement() {
    // ES: "El logro definitivo en una aventura cooperativa es superar los 5 capítulos seguidos sin
    // una sola derrota."
    let play = |losses: &[u8]| {
        let mut c = Campaign::new(CoOp, 2).unwrap();
        for n in 1..=5u8 {
            for _ in 0..losses[usize::from(n - 1)] {
                c.chapter_lost(&coop_path(n)).unwrap();
            }
            c.chapter_won(&coop_path(n)).unwrap();
            c.next_chapter().unwrap();
        }
        c
    };
    assert!(play(&[0; 5]).flawless());
    let c = play(&[0, 0, 1, 0, 0]);
    assert!(c.finished() && !c.flawless());
    assert_eq!(c.attempts(3), 2);
    assert_eq!(c.attempts(4), 1);
    assert_eq!(c.result(3).unwrap().outcome, Outcome::Won);
    assert!(!Campaign::new(CoOp, 2).unwrap().flawless());
}

#[test]
fn after_the_adventure_the_competitive_variant_deals_4_of_the_15_star_missions_with_card_3() {
    // ES: "Separa de las cartas de historia las 15 cartas de misión con una pequeña estrella roja
    // … elige 4 cartas al azar … Coloca la carta con el número 3 debajo de la pila, en lugar de la
    // carta 2 … (dejando las 39 cartas de juego nuevas en el mazo)".
    let mut c = Campaign::new(CoOp, 1).unwrap();
    assert_eq!(c.variant_setup(2), Err(CampaignError::NotFinished));
    for n in 1..=5 {
        c.chapter_won(&coop_path(n)).unwrap();
        c.next_chapter().unwrap();
    }
    let v = c.variant_setup(3).unwrap();
    assert_eq!(v.missions.len(), 15);
    assert_eq!(VARIANT_MISSIONS, 4);
    assert_eq!(v.end_of_month.code, EventCode::EndOfMonthVariant);
    assert_eq!(v.end_of_month.cube_for_coins, Some(10));
    let cards: usize = v.deck.iter().map(|&g| group_size(g)).sum();
    assert_eq!(cards, ADDED_CARDS);
    assert_eq!((v.base_events, v.event_one), (4, false));
    assert!(matches!(
        c.variant_setup(1),
        Err(CampaignError::Players { .. })
    ));
}

// ----- the story cards a game reports ----------------------------------------------------------

#[test]
fn a_report_reads_the_chapter_from_its_first_card_as_the_hourglasses_lead() {
    let mut c = Campaign::new(CoOp, 2).unwrap();
    assert_eq!(
        c.chapter_won(&Report::default()),
        Err(CampaignError::NothingRead)
    );
    assert!(matches!(
        c.chapter_won(&read(&["11", "12", "14"])),
        Err(CampaignError::NotFirst { .. })
    ));
    assert_eq!(
        c.chapter_won(&read(&["10", "12"])),
        Err(CampaignError::NotNext {
            card: no("10"),
            next: no("12")
        })
    );
    assert_eq!(
        c.chapter_won(&read(&["10", "11", "12", "16"])),
        Err(CampaignError::NotNext {
            card: no("12"),
            next: no("16")
        })
    );
    assert_eq!(
        c.chapter_won(&read(&["10", "11", "12", "24"])),
        Err(CampaignError::NotInChapter(no("24"), 1))
    );
    // A co-operative game ends only at the End of Month that leads to card 9.
    assert_eq!(
        c.chapter_won(&read(&["10", "11", "12"])),
        Err(CampaignError::NotAtEnd(no("12")))
    );
    assert!(
        c.results.is_empty() && c.added.is_empty(),
        "nothing recorded"
    );
    c.chapter_won(&read(&["10", "11", "13", "17"])).unwrap();
}

#[test]
fn chapter_2_reads_27a_in_the_cooperative_mode_and_27b_in_the_competitive() {
    let mut co = Campaign::new(CoOp, 2).unwrap();
    co.chapter_won(&coop_path(1)).unwrap();
    co.next_chapter().unwrap();
    assert!(matches!(
        co.chapter_won(&read(&["20", "21", "23", "27b"])),
        Err(CampaignError::NotNext { .. })
    ));
    co.chapter_won(&read(&["20", "21", "23", "27a"])).unwrap();

    let mut comp = Campaign::new(Competitive, 2).unwrap();
    comp.chapter_won(&won_competitive(1)).unwrap();
    comp.next_chapter().unwrap();
    let r = read(&["20", "21", "23", "27b", "28b"]).with_winners(vec![1]);
    comp.chapter_won(&r).unwrap();
}

// ----- saving -------------------------------------------------------------------------------

#[test]
fn a_saved_campaign_reads_back_the_same() {
    let mut c = Campaign::new(CoOp, 3).unwrap();
    c.chapter_lost(&coop_path(1)).unwrap();
    c.chapter_won(&coop_path(1)).unwrap();
    let back = Campaign::from_json(&c.to_json()).unwrap();
    assert_eq!(back, c);
    c.next_chapter().unwrap();
    assert_eq!(Campaign::from_json(&c.to_json()).unwrap(), c);
}

#[test]
fn a_saved_campaign_of_another_version_or_tampered_with_is_refused() {
    let mut c = Campaign::new(CoOp, 2).unwrap();
    c.chapter_won(&coop_path(1)).unwrap();
    c.next_chapter().unwrap();
    let json = c.to_json();
    let other = json.replace(&format!("\"version\":{CAMPAIGN_VERSION}"), "\"version\":99");
    assert_eq!(Campaign::from_json(&other), Err(CampaignError::Version(99)));
    let more_cards = json.replace("\"added\":[80,81]", "\"added\":[80,81,82]");
    assert_ne!(more_cards, json);
    assert_eq!(
        Campaign::from_json(&more_cards),
        Err(CampaignError::Inconsistent)
    );
    let bonus = json.replace("\"failures\":0", "\"failures\":2");
    assert_ne!(bonus, json);
    assert_eq!(
        Campaign::from_json(&bonus),
        Err(CampaignError::Inconsistent)
    );
    let five = json.replace("\"players\":2", "\"players\":5");
    assert!(matches!(
        Campaign::from_json(&five),
        Err(CampaignError::Players { .. })
    ));
    assert!(matches!(
        Campaign::from_json("{\"version\":1}"),
        Err(CampaignError::Unreadable(_))
    ));
    assert!(matches!(
        Campaign::from_json("not json"),
        Err(CampaignError::Unreadable(_))
    ));
}

// ----- random campaigns -------------------------------------------------------------------------

#[cfg(not(target_arch = "wasm32"))]
mod random {
    use super::*;
    use proptest::prelude::*;

    /// Random campaigns: 2,000 unless `ISLAS_GAMES` asks for more (or fewer).
    fn campaigns() -> u32 {
        std::env::var("ISLAS_GAMES")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(2_000)
    }

    /// One game: which way through the chapter, where a competitive game stops, lost or won,
    /// the winners.
    #[derive(Clone, Debug)]
    struct Game {
        way: usize,
        stop: usize,
        lost: bool,
        winner: u8,
    }

    fn game() -> impl Strategy<Value = Game> {
        (0usize..64, 1usize..8, prop::bool::weighted(0.4), 0u8..4).prop_map(
            |(way, stop, lost, winner)| Game {
                way,
                stop,
                lost,
                winner,
            },
        )
    }

    fn check_saved(c: &Campaign) -> Result<(), TestCaseError> {
        let back =
            Campaign::from_json(&c.to_json()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, c);
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: campaigns(), failure_persistence: None, ..ProptestConfig::default() })]
        #[test]
        fn every_campaign_reaches_its_end_and_saves(
            competitive in any::<bool>(),
            players in 1u8..=4,
            games in prop::collection::vec(game(), 60),
        ) {
            let mode = if competitive { Competitive } else { CoOp };
            let players = if competitive { players.max(2) } else { players };
            let mut c = Campaign::new(mode, players).unwrap();
            let mut before = c.added.clone();
            let mut losses_in_a_row = 0u32;
            for g in &games {
                if c.finished() {
                    break;
                }
                let ch = c.current();
                let ps = paths(ch, mode);
                let mut way = ps[g.way % ps.len()].clone();
                if mode == Competitive {
                    way.truncate(g.stop.min(way.len()));
                }
                let mut r = Report::new(way);
                if mode == Competitive {
                    r = r.with_winners(vec![g.winner % players]);
                }
                // Lose at most 3 times in a row, so that every campaign of 60 games ends.
                if mode == CoOp && g.lost && losses_in_a_row < 3 {
                    c.chapter_lost(&r).unwrap();
                    losses_in_a_row += 1;
                    prop_assert_eq!(c.bonus_coins(), 3 * losses_in_a_row);
                } else {
                    c.chapter_won(&r).unwrap();
                    prop_assert_eq!(c.bonus_coins(), 0);
                    check_saved(&c)?;
                    c.next_chapter().unwrap();
                    losses_in_a_row = 0;
                }
                prop_assert!(before.iter().all(|g| c.added.contains(g)), "cards never leave the deck");
                prop_assert!(c.added.windows(2).all(|w| w[0] < w[1]));
                before = c.added.clone();
                check_saved(&c)?;
            }
            prop_assert!(c.finished());
            prop_assert_eq!(c.added_cards(), ADDED_CARDS);
            prop_assert_eq!(c.results.iter().filter(|a| a.outcome == Outcome::Won).count(), CHAPTERS.len());
            if mode == Competitive {
                prop_assert!(c.results.iter().all(|a| a.bonus_coins == 0 && a.outcome == Outcome::Won));
            }
        }
    }
}
