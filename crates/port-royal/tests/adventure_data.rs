//! The Adventure's data against the rulebooks' facts (Big Box ES "Comienza la aventura", Big Box
//! CS "Dobrodružství začíná…") and against the invariants our own chapters must keep: sizes and
//! numbering, every branch resolving, every chapter reaching its end, the appendix's missions as
//! stated, estimates kept in their own tables, and every text present in en, es and cs.

use std::collections::BTreeSet;

mod texts;

use islas_port_royal::adventure::campaign::paths;
use islas_port_royal::adventure::content::{
    ADDED_CARDS_ESTIMATED, CARD_SIDES_ESTIMATED, CHAPTERS, CHARACTERS, CROWN_TRACK_ESTIMATED,
    EVENTS, START_COINS_ESTIMATED, TRADER_COLOURS_ESTIMATED, VICTORY_ESTIMATED, WRITTEN_FOR_ISLAS,
    chapter, character_by_id, crown_influence, group_size, groups, is_estimated, story_card,
    text_ids, victory,
};
use islas_port_royal::adventure::data::{
    Ability, AddedKind, AddedPrinted, CampaignMode, CardNo, Chapter, EventCode, EventEffect, Item,
    Part, Person, Profession, ShipColour, Source, Step, StoryKind, Thing,
};
use islas_port_royal::adventure::{
    ADDED_CARDS, ADDED_KINDS, BASE_EVENTS, CHAPTER_CARDS, CHARACTER_CARDS, CUBE_PRICE,
    CUBE_PRICE_VARIANT, CUBE_SLOTS, EVENT_CARDS, MAX_CROWN_INFLUENCE, STAR_MISSIONS, STORY_CARDS,
    base_events_dealt, with_event_one,
};
use islas_port_royal::{Kind, Symbol};

fn no(s: &str) -> CardNo {
    s.parse().unwrap()
}

fn mission(s: &str) -> islas_port_royal::adventure::data::Mission {
    story_card(no(s)).and_then(|c| c.mission).unwrap()
}

fn all_missions() -> Vec<(CardNo, islas_port_royal::adventure::data::Mission)> {
    CHAPTERS
        .iter()
        .flat_map(|c| c.missions().map(|(n, m)| (n, *m)))
        .collect()
}

// ----- size and numbering -----------------------------------------------------------------------

#[test]
fn fifty_five_story_cards_ten_thirteen_eleven_ten_eleven() {
    let sizes: Vec<usize> = CHAPTERS.iter().map(|c| c.cards.len()).collect();
    assert_eq!(sizes, CHAPTER_CARDS);
    assert_eq!(sizes, [10, 13, 11, 10, 11]);
    assert_eq!(sizes.iter().sum::<usize>(), STORY_CARDS);
    assert_eq!(STORY_CARDS, 55);
}

#[test]
fn each_chapter_has_an_unnumbered_title_card_then_missions_then_end_card_6n() {
    for ch in &CHAPTERS {
        let first = ch.cards.first().unwrap();
        let last = ch.cards.last().unwrap();
        assert_eq!(first.kind, StoryKind::Title, "chapter {}", ch.number);
        assert_eq!(first.no, None);
        assert_eq!(first.title, ch.title);
        assert_eq!(last.kind, StoryKind::End);
        assert_eq!(last.no, Some(CardNo::new(60 + ch.number)));
        assert_eq!(ch.end(), CardNo::new(60 + ch.number));
        for c in &ch.cards[1..ch.cards.len() - 1] {
            assert_eq!(c.kind, StoryKind::Mission);
            assert!(c.mission.is_some());
        }
        assert!(last.mission.is_none() && first.mission.is_none());
    }
}

#[test]
fn mission_cards_are_numbered_in_the_printed_ranges() {
    let want: [&[&str]; 5] = [
        &["10", "11", "12", "13", "14", "15", "16", "17"],
        &[
            "20", "21", "22", "23", "24", "25", "26", "27a", "27b", "28a", "28b",
        ],
        &["30", "31", "32", "33", "34", "35", "36", "37", "38"],
        &["40", "41", "42", "43", "44", "45", "46", "47"],
        &["50", "51", "52", "53", "54", "55", "56", "57", "58"],
    ];
    for (ch, want) in CHAPTERS.iter().zip(want) {
        let got: Vec<String> = ch.missions().map(|(n, _)| n.to_string()).collect();
        assert_eq!(got, want, "chapter {}", ch.number);
        for (n, _) in ch.missions() {
            assert_eq!(n.chapter(), Some(ch.number));
        }
        assert_eq!(ch.first(), CardNo::new(ch.number * 10));
    }
    assert_eq!(chapter(0), None);
    assert_eq!(chapter(6), None);
}

#[test]
fn card_numbers_read_and_print_as_on_the_cards() {
    for s in ["10", "27a", "28b", "65"] {
        assert_eq!(no(s).to_string(), s);
    }
    assert_eq!(no("27a"), CardNo::lettered(27, 'a'));
    assert_eq!(no("63").chapter(), Some(3));
    assert_eq!(CardNo::new(9).chapter(), None);
    assert!("x1".parse::<CardNo>().is_err());
    assert!("".parse::<CardNo>().is_err());
}

// ----- branches ---------------------------------------------------------------------------------

fn steps_of(ch: &Chapter) -> Vec<(CardNo, Step)> {
    let mut v = Vec::new();
    for (n, m) in ch.missions() {
        for mode in CampaignMode::ALL {
            for s in m.hourglass.steps(mode) {
                v.push((n, s));
            }
        }
    }
    v
}

#[test]
fn every_branch_and_question_names_a_mission_of_its_chapter() {
    for ch in &CHAPTERS {
        for (from, step) in steps_of(ch) {
            if let Step::Read(to) = step {
                assert!(
                    ch.card(to).and_then(|c| c.mission).is_some(),
                    "{from} leads to {to}, no mission card of chapter {}",
                    ch.number
                );
            }
        }
        for (n, m) in ch.missions() {
            if let Some(asked) = m.hourglass.check {
                assert!(
                    ch.card(asked).and_then(|c| c.mission).is_some(),
                    "{n} asks {asked}"
                );
            }
        }
    }
}

#[test]
fn a_question_asks_about_a_mission_already_on_the_table() {
    for ch in &CHAPTERS {
        for mode in CampaignMode::ALL {
            for path in paths(ch, mode) {
                for (i, n) in path.iter().enumerate() {
                    let m = ch.card(*n).and_then(|c| c.mission).unwrap();
                    if let Some(asked) = m.hourglass.check {
                        assert!(path[..=i].contains(&asked), "{n} asks {asked} in {path:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn every_cooperative_way_through_a_chapter_reaches_card_nine_and_the_end_card() {
    for ch in &CHAPTERS {
        let ps = paths(ch, CampaignMode::CoOp);
        assert!(ps.len() >= 4, "chapter {}: {ps:?}", ch.number);
        for p in &ps {
            let last = ch.card(*p.last().unwrap()).and_then(|c| c.mission).unwrap();
            assert!(
                last.hourglass
                    .steps(CampaignMode::CoOp)
                    .contains(&Step::Victory)
            );
            // Each player completes at most 4 missions (4 cubes on the character card), and
            // every mission on the table must be completed: a solo player must be able to.
            assert!(p.len() <= CUBE_SLOTS.len(), "{p:?}");
        }
        assert!(ch.card(ch.end()).is_some());
    }
}

#[test]
fn every_competitive_way_through_a_chapter_ends_with_a_mission_that_stays() {
    for ch in &CHAPTERS {
        let ps = paths(ch, CampaignMode::Competitive);
        assert!(!ps.is_empty());
        for p in &ps {
            let last = ch.card(*p.last().unwrap()).and_then(|c| c.mission).unwrap();
            assert_eq!(
                last.hourglass.steps(CampaignMode::Competitive),
                [Step::Stay]
            );
            assert!(last.hourglass.cube_for_coins.is_some());
        }
    }
}

#[test]
fn every_mission_card_is_read_on_some_way_through_its_chapter() {
    for ch in &CHAPTERS {
        let mut seen = BTreeSet::new();
        for mode in CampaignMode::ALL {
            for p in paths(ch, mode) {
                seen.extend(p);
            }
        }
        let all: BTreeSet<CardNo> = ch.missions().map(|(n, _)| n).collect();
        assert_eq!(seen, all, "chapter {}", ch.number);
    }
}

#[test]
fn the_failure_branch_is_taken_when_no_player_completed_the_asked_mission() {
    // ES: "Si ningún jugador ha completado la misión requerida, debes leer en alto la carta de
    // historia cuyo número se indica junto a la X roja. Esta nueva misión será más difícil."
    // Mission 13 (pay 4 coins as well as a priest) is the harder one after 11; 34 (pay 5 coins as
    // well) after 32.
    let h = mission("11").hourglass;
    assert_eq!(h.check, Some(no("11")));
    assert_eq!(h.success.co_op, Step::Read(no("12")));
    assert_eq!(h.failure.co_op, Step::Read(no("13")));
    let h = mission("32").hourglass;
    assert_eq!(h.success.co_op, Step::Read(no("33")));
    assert_eq!(h.failure.co_op, Step::Read(no("34")));
}

#[test]
fn end_of_month_on_14_15_27a_27b_lets_a_competitive_player_buy_back_a_cube_for_8() {
    for s in ["14", "15", "27a", "27b"] {
        assert_eq!(mission(s).hourglass.cube_for_coins, Some(CUBE_PRICE), "{s}");
    }
    assert_eq!(CUBE_PRICE, 8);
}

// ----- the appendix's missions ------------------------------------------------------------------

#[test]
fn the_appendix_missions_are_as_the_rulebooks_state_them() {
    use Part::*;
    let priest = Thing::Person(Person::Base(Kind::Priest));
    let cases: [(&str, &[Part]); 10] = [
        ("13", &[Discard(Thing::Coins, 4), Have(priest, 1)]),
        (
            "15",
            &[Have(Thing::Swords, 2), Discard(Thing::AresPirates, 2)],
        ),
        ("30", &[Have(Thing::Expeditions, 1)]),
        ("33", &[HarbourColours(4)]),
        ("34", &[HarbourColours(4), Discard(Thing::Coins, 5)]),
        ("40", &[Have(Thing::PersonsCostingAtMost(3), 3)]),
        (
            "41",
            &[
                Discard(Thing::Item(Item::Herbs), 1),
                Discard(Thing::Item(Item::Bread), 1),
            ],
        ),
        ("50", &[PayTax]),
        (
            "51",
            &[
                StopAtHarbour {
                    cards: 4,
                    take_one_fewer: true,
                },
                Discard(Thing::Coins, 5),
            ],
        ),
        ("52", &[StopAtHarbourTimes { cards: 1, times: 2 }]),
    ];
    for (s, parts) in cases {
        let m = mission(s);
        assert_eq!(m.parts, parts, "mission {s}");
        assert_eq!(m.source, Source::Rulebook, "mission {s}");
    }
}

#[test]
fn missions_33_34_51_52_are_for_the_active_player_at_once_and_50_for_whoever_pays_the_tax() {
    for s in ["33", "34", "51", "52"] {
        assert!(mission(s).active_only() && mission(s).at_once(), "{s}");
    }
    assert!(mission("50").at_once());
    assert!(!mission("50").active_only());
    for s in ["13", "15", "30", "40", "41"] {
        assert!(!mission(s).active_only() && !mission(s).at_once(), "{s}");
    }
}

#[test]
fn mission_10_follows_the_picture_of_card_10_and_the_rest_are_written_for_islas() {
    let m = mission("10");
    assert_eq!(m.source, Source::ManualPicture);
    assert_eq!(m.parts, [Part::Discard(Thing::AresPirates, 2)]);
    assert_eq!((m.reward.first_coins, m.reward.crowns), (2, 1));
    assert_eq!(m.hourglass.success.co_op, Step::Read(no("11")));
    let appendix = ["13", "15", "30", "33", "34", "40", "41", "50", "51", "52"];
    for (n, m) in all_missions() {
        let s = n.to_string();
        let want = if appendix.contains(&s.as_str()) {
            Source::Rulebook
        } else if s == "10" {
            Source::ManualPicture
        } else {
            Source::Islas
        };
        assert_eq!(m.source, want, "mission {s}");
    }
}

#[test]
fn rewards_first_completer_one_or_two_coins_once_a_crown_and_one_to_three_crowns_for_all() {
    // ES: "en ocasiones recibirás una pequeña recompensa de 1 o 2 monedas (e) (y en una ocasión,
    // de 1 corona). Además, puedes obtener 1, 2, o 3 coronas (f)".
    let ms = all_missions();
    for (n, m) in &ms {
        assert!(m.reward.first_coins <= 2, "{n}");
        assert!(m.reward.crowns <= 3, "{n}");
    }
    let crowned: Vec<_> = ms
        .iter()
        .filter(|(_, m)| m.reward.first_crowns > 0)
        .collect();
    assert_eq!(crowned.len(), 1);
    assert_eq!(crowned[0].1.reward.first_crowns, 1);
}

#[test]
fn fifteen_missions_carry_the_red_star() {
    let stars = all_missions().iter().filter(|(_, m)| m.star).count();
    assert_eq!(stars, STAR_MISSIONS);
    assert_eq!(STAR_MISSIONS, 15);
}

#[test]
fn a_mission_never_asks_for_a_card_not_yet_shuffled_into_the_deck() {
    // The groups a requirement needs: Ares pirates and their items (80), Tybuk brothers (81),
    // lookouts (82), bread and rum ships (84), tavern keepers (86), the new taxes are not needed
    // (the base game has taxes).
    fn needs(p: &Part) -> Option<u8> {
        let thing = match p {
            Part::Have(t, _) | Part::Discard(t, _) => *t,
            Part::RepelAres => return Some(80),
            _ => return None,
        };
        match thing {
            Thing::AresPirates | Thing::Item(Item::Herbs | Item::RitesBook) => Some(80),
            Thing::Person(Person::TybukBrothers) => Some(81),
            Thing::Person(Person::Lookout) => Some(82),
            Thing::Item(Item::Bread | Item::Rum) => Some(84),
            Thing::Person(Person::TavernKeeper) => Some(86),
            _ => None,
        }
    }
    let mut before: BTreeSet<u8> = BTreeSet::new();
    for ch in &CHAPTERS {
        for mode in CampaignMode::ALL {
            for p in paths(ch, mode) {
                let mut deck = before.clone();
                for n in &p {
                    let card = ch.card(*n).unwrap();
                    deck.extend(card.shuffle_in.iter().copied());
                    for part in card.mission.unwrap().parts {
                        if let Some(g) = needs(part) {
                            assert!(deck.contains(&g), "mission {n} needs group {g}");
                        }
                    }
                }
            }
        }
        before.extend(ch.cards.iter().flat_map(|c| c.shuffle_in.iter().copied()));
    }
}

// ----- game cards -------------------------------------------------------------------------------

#[test]
fn thirty_nine_game_cards_of_the_kinds_and_counts_of_the_appendix() {
    let total: usize = ADDED_CARDS_ESTIMATED
        .iter()
        .map(|f| usize::from(f.copies))
        .sum();
    assert_eq!(total, ADDED_CARDS);
    assert_eq!(ADDED_CARDS, 39);
    for (kind, count) in ADDED_KINDS {
        let n: u8 = ADDED_CARDS_ESTIMATED
            .iter()
            .filter(|f| f.kind() == kind)
            .map(|f| f.copies)
            .sum();
        assert_eq!(n, count, "{kind:?}");
    }
    let ares: u8 = ADDED_CARDS_ESTIMATED
        .iter()
        .filter(|f| f.kind() == AddedKind::AresPirates)
        .map(|f| f.copies)
        .sum();
    assert_eq!(ares, 8);
}

#[test]
fn ares_pirates_are_the_sixth_colour_carry_rites_books_or_herbs_and_trade_for_one_coin() {
    for f in &ADDED_CARDS_ESTIMATED {
        if let AddedPrinted::Ship {
            colour,
            item,
            coins,
            ..
        } = f.printed
        {
            match colour {
                ShipColour::Ares => {
                    assert!(item.carried_by_ares(), "{}", f.id);
                    assert_eq!(coins, 1, "{}: 'Solo obtienes 1 moneda'", f.id);
                    assert_eq!(f.group, 80);
                }
                ShipColour::Base(_) => assert!(!item.carried_by_ares(), "{}: bread or rum", f.id),
            }
        }
    }
}

#[test]
fn captain_priest_and_settler_one_each_with_their_symbols() {
    for s in Symbol::ALL {
        let n: u8 = ADDED_CARDS_ESTIMATED
            .iter()
            .filter(|f| {
                matches!(f.printed, AddedPrinted::Person { profession: Profession::Expedition(x), .. } if x == s)
            })
            .map(|f| f.copies)
            .sum();
        assert_eq!(n, 1, "{s:?}");
    }
}

#[test]
fn every_game_card_value_is_in_the_estimated_table_and_every_card_is_shuffled_in_once() {
    let mut ids = BTreeSet::new();
    for f in &ADDED_CARDS_ESTIMATED {
        assert_eq!(f.source, Source::Estimate, "{}", f.id);
        assert!(is_estimated(&format!("card:{}", f.id)));
        assert!(ids.insert(f.id), "{} twice", f.id);
    }
    let mut shuffled: Vec<u8> = CHAPTERS
        .iter()
        .flat_map(|c| c.cards.iter())
        .flat_map(|c| c.shuffle_in.iter().copied())
        .collect();
    shuffled.sort_unstable();
    assert_eq!(shuffled, groups(), "each group shuffled in exactly once");
    assert_eq!(groups().iter().map(|&g| group_size(g)).sum::<usize>(), 39);
    assert_eq!(group_size(80), 8, "card 10 shuffles in the 8 Ares pirates");
    assert_eq!(story_card(no("10")).unwrap().shuffle_in, [80]);
}

#[test]
fn each_chapter_shuffles_its_cards_in_on_cards_every_cooperative_game_reads() {
    for ch in &CHAPTERS {
        let shuffling: Vec<CardNo> = ch
            .cards
            .iter()
            .filter(|c| !c.shuffle_in.is_empty())
            .filter_map(|c| c.no)
            .collect();
        assert!(!shuffling.is_empty());
        for p in paths(ch, CampaignMode::CoOp) {
            for n in &shuffling {
                assert!(p.contains(n), "chapter {}: {n} not on {p:?}", ch.number);
            }
        }
        // The first card always shuffles something in, so a competitive game adds cards too.
        assert!(!ch.card(ch.first()).unwrap().shuffle_in.is_empty());
    }
}

// ----- events -----------------------------------------------------------------------------------

#[test]
fn sixteen_events_thirteen_numbered_0_and_cards_1_2_3() {
    assert_eq!(EVENTS.len(), EVENT_CARDS);
    let count = |code| EVENTS.iter().filter(|e| e.code == code).count();
    assert_eq!(count(EventCode::Base), BASE_EVENTS);
    assert_eq!(BASE_EVENTS, 13);
    assert_eq!(count(EventCode::FewPlayers), 1);
    assert_eq!(count(EventCode::EndOfMonth), 1);
    assert_eq!(count(EventCode::EndOfMonthVariant), 1);
    let ids: BTreeSet<_> = EVENTS.iter().map(|e| e.id).collect();
    assert_eq!(ids.len(), 16);
}

#[test]
fn end_of_month_is_the_rulebooks_and_card_3_buys_back_a_cube_for_10_in_the_competitive_variant() {
    for e in &EVENTS {
        let eom = e.effect == EventEffect::EndOfMonth;
        assert_eq!(
            eom,
            matches!(e.code, EventCode::EndOfMonth | EventCode::EndOfMonthVariant),
            "{}",
            e.id
        );
        if eom {
            assert_eq!(e.source, Source::Rulebook);
        } else {
            assert_eq!(e.source, Source::Islas, "{}", e.id);
        }
    }
    let v = EVENTS
        .iter()
        .find(|e| e.code == EventCode::EndOfMonthVariant)
        .unwrap();
    assert_eq!(v.mode, Some(CampaignMode::Competitive));
    assert_eq!(v.cube_for_coins, Some(CUBE_PRICE_VARIANT));
    assert_eq!(CUBE_PRICE_VARIANT, 10);
}

#[test]
fn one_base_event_stays_in_the_box_in_a_solo_game() {
    // CS: "pouze v sólové hře nechte v krabici kartu s názvem „Spojenými silami“".
    let n = EVENTS
        .iter()
        .filter(|e| e.code == EventCode::Base && e.not_solo)
        .count();
    assert_eq!(n, 1);
}

#[test]
fn the_event_deck_table_by_mode_and_players() {
    use CampaignMode::*;
    let table = [
        (CoOp, [Some(1), Some(1), Some(2), Some(3)]),
        (Competitive, [None, Some(3), Some(4), Some(4)]),
    ];
    for (mode, row) in table {
        for (i, want) in row.into_iter().enumerate() {
            assert_eq!(base_events_dealt(mode, i as u8 + 1), want, "{mode:?} {i}");
        }
        assert_eq!(base_events_dealt(mode, 0), None);
        assert_eq!(base_events_dealt(mode, 5), None);
    }
    assert!(with_event_one(1) && with_event_one(2));
    assert!(!with_event_one(3) && !with_event_one(4));
}

// ----- characters, crowns, card 9 ---------------------------------------------------------------

#[test]
fn ten_characters_on_five_double_sided_cards() {
    assert_eq!(CHARACTERS.len(), 2 * CHARACTER_CARDS);
    let ids: BTreeSet<_> = CHARACTERS.iter().map(|c| c.id).collect();
    assert_eq!(ids.len(), 10);
    let mut sides: Vec<&str> = CARD_SIDES_ESTIMATED
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .collect();
    sides.sort_unstable();
    assert_eq!(sides, ids.iter().copied().collect::<Vec<_>>());
    for id in &ids {
        assert!(is_estimated(&format!("start-coins:{id}")));
        assert!(is_estimated(&format!("card-sides:{id}")));
    }
    assert_eq!(START_COINS_ESTIMATED.len(), 10);
}

#[test]
fn the_characters_abilities_are_the_appendixs() {
    let ability = |id| character_by_id(id).unwrap().ability;
    assert_eq!(
        ability("grace-may"),
        Ability::BustBonus {
            harbour: 4,
            coins: 2
        }
    );
    assert_eq!(ability("jacques-grandeur"), Ability::ExpeditionCrowns(2));
    assert_eq!(ability("jean-blackbeard"), Ability::As(Kind::Sailor));
    assert_eq!(ability("lady-anne"), Ability::As(Kind::Mademoiselle));
    assert_eq!(ability("don-ferdinando"), Ability::Trader { crown: true });
    assert_eq!(ability("officer-scott"), Ability::Admiral(1));
    assert_eq!(ability("peter-landman"), Ability::Trader { crown: false });
    assert_eq!(
        ability("ruthless-mary"),
        Ability::ShipsInHarbour { ships: 3, coins: 1 }
    );
    assert_eq!(ability("samuel-blackguard"), Ability::OnceCoins(2));
    assert_eq!(ability("thomas-fishborn"), Ability::Lookout);
    // The traders' colours are not public.
    for c in CHARACTERS {
        let trader = matches!(c.ability, Ability::Trader { .. });
        assert_eq!(is_estimated(&format!("trader-colour:{}", c.id)), trader);
    }
    assert_eq!(TRADER_COLOURS_ESTIMATED.len(), 2);
}

#[test]
fn crowns_give_up_to_6_influence_on_estimated_thresholds() {
    assert!(is_estimated("crown-track"));
    assert_eq!(
        CROWN_TRACK_ESTIMATED.len(),
        usize::from(MAX_CROWN_INFLUENCE)
    );
    assert!(CROWN_TRACK_ESTIMATED.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(crown_influence(0), 0);
    assert_eq!(crown_influence(CROWN_TRACK_ESTIMATED[0]), 1);
    assert_eq!(crown_influence(CROWN_TRACK_ESTIMATED[0] - 1), 0);
    assert_eq!(crown_influence(u8::MAX), MAX_CROWN_INFLUENCE);
}

#[test]
fn card_nine_has_estimated_totals_for_one_to_four_players() {
    for p in 1..=4u8 {
        let v = victory(p).unwrap();
        assert!(is_estimated(&format!("victory:{p}")));
        // At least one cube per mission on the table (4 in a co-operative game), at most 4 per
        // player.
        assert!(v.cubes >= 4 && v.cubes <= 4 * p, "{v:?}");
    }
    assert_eq!(VICTORY_ESTIMATED.len(), 4);
    assert_eq!(victory(5), None);
    assert!(!is_estimated("victory:5"));
    assert!(!is_estimated("nothing"));
    assert!(!is_estimated("card:no-such-card"));
}

// ----- texts ------------------------------------------------------------------------------------

#[test]
fn every_text_is_given_in_english_spanish_and_czech() {
    let mut ids = vec![WRITTEN_FOR_ISLAS];
    for ch in &CHAPTERS {
        ids.push(ch.title);
        for c in ch.cards {
            ids.push(c.title);
            ids.push(c.text);
        }
    }
    for e in &EVENTS {
        ids.push(e.name);
        ids.push(e.text);
    }
    ids.extend(CHARACTERS.iter().map(|c| c.name));
    ids.extend(Item::ALL.iter().map(|i| i.name()));
    ids.extend(
        [
            Profession::TybukBrothers,
            Profession::Lookout,
            Profession::TavernKeeper { price: 3 },
        ]
        .iter()
        .chain(Symbol::ALL.map(Profession::Expedition).iter())
        .map(|p| p.name()),
    );
    for t in ids {
        for s in texts::all(t) {
            assert!(!s.trim().is_empty(), "{t}");
        }
    }
}

/// Every text id the content names is a key of Port Royal's text file in each language, and
/// names one text only: the content holds ids, the files the words.
#[test]
fn every_text_id_of_the_content_is_in_each_language_file() {
    let ids = text_ids();
    // The line written for Islas, 5 chapters of 10/13/11/10/11 cards with a title and a text
    // each, 16 events with a name and a text, 10 characters, 4 goods, 6 new persons.
    assert_eq!(ids.len(), 1 + 2 * 55 + 2 * 16 + 10 + 4 + 6);
    let distinct: BTreeSet<_> = ids.iter().collect();
    assert_eq!(distinct.len(), ids.len(), "an id is named twice");
    for id in &ids {
        assert!(id.starts_with("adv."), "{id}");
        for lang in texts::LANGS {
            let words = texts::get(lang, id);
            assert!(
                words.is_some_and(|w| !w.trim().is_empty()),
                "locales/port-royal.{lang}.txt has no text {id}"
            );
            // Story texts take no arguments: a brace would be read as a placeholder.
            assert!(!words.unwrap().contains(['{', '}']), "{lang} {id}");
        }
    }
}

#[test]
fn the_chapters_say_they_are_written_for_islas() {
    let cover = CHAPTERS[0].cards[0].text;
    let end = CHAPTERS[4].cards.last().unwrap().text;
    for t in [cover, end, WRITTEN_FOR_ISLAS] {
        let [en, es, cs] = texts::all(t);
        assert!(en.contains("written for Islas"), "{en}");
        assert!(es.contains("para Islas"), "{es}");
        assert!(cs.contains("pro Islas"), "{cs}");
    }
    assert!(texts::en(cover).contains("not reproduced"));
}

#[test]
fn each_month_the_event_deck_is_one_event_longer() {
    use islas_port_royal::adventure::events_in_month;
    // Month 1: the dealt "0" events, card 1 with 1–2 players, and End of Month.
    assert_eq!(events_in_month(CampaignMode::CoOp, 1, 1), Some(3));
    assert_eq!(events_in_month(CampaignMode::CoOp, 3, 1), Some(3));
    assert_eq!(events_in_month(CampaignMode::CoOp, 4, 1), Some(4));
    assert_eq!(events_in_month(CampaignMode::Competitive, 2, 1), Some(5));
    assert_eq!(events_in_month(CampaignMode::Competitive, 4, 1), Some(5));
    for month in 1..10 {
        assert_eq!(
            events_in_month(CampaignMode::CoOp, 2, month + 1),
            events_in_month(CampaignMode::CoOp, 2, month).map(|n| n + 1)
        );
    }
    assert_eq!(events_in_month(CampaignMode::CoOp, 2, 0), None);
    assert_eq!(events_in_month(CampaignMode::Competitive, 1, 1), None);
    // Our co-operative chapters put 4 missions on the table: 4 months, the last ending at card 9.
    let turns: Vec<u8> = (1..=4u8)
        .map(|p| {
            (1..=4)
                .map(|m| events_in_month(CampaignMode::CoOp, p, m).unwrap())
                .sum()
        })
        .collect();
    assert_eq!(turns, [18, 18, 18, 22]);
}
