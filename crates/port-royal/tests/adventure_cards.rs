//! The Adventure's 39 game cards (Big Box ES "Comienza la aventura": "Barcos nuevos: Un 6.º color
//! y objetos" and the appendix "Cartas de juego"), clause by clause; readings in
//! `docs/rulings.md` AD18–AD24. The printed values are the estimates of
//! `content::ADDED_CARDS_ESTIMATED`.

mod common;

use common::*;
use islas_core::{Game, Rng, Seed};
use islas_port_royal::adventure::content::{self, group_size};
use islas_port_royal::adventure::data::{CampaignMode, CardNo};
use islas_port_royal::adventure::play::Chance;
use islas_port_royal::{CoinReason, Config, Phase, PortRoyal};

const COOP: CampaignMode = CampaignMode::CoOp;
const VERSUS: CampaignMode = CampaignMode::Competitive;

/// Events that change nothing these tests look at, then the End of Month.
const CALM: [&str; 3] = ["hiring-fair", "dry-powder", "end-of-month"];

/// Chapter 5, competitive, 2 players: every group of game cards is in the deck.
fn all_cards() -> Setup {
    adventure(2, 5, VERSUS).events(&CALM)
}

fn kept(t: &Table, seat: u8) -> Vec<&'static str> {
    ids(t.kept(seat))
}

fn crowns(t: &Table, seat: u8) -> u8 {
    t.adventure().unwrap().heroes[usize::from(seat)].crowns
}

// ----- dealing ----------------------------------------------------------------------------------

#[test]
fn the_cards_of_earlier_chapters_and_of_the_first_story_card_are_in_the_deck_from_the_start() {
    // Chapter 1: story card 10 shuffles in the 8 Ares pirates (code 80).
    let t = adventure(2, 1, COOP).deal();
    assert_eq!(t.adventure().unwrap().groups, vec![80]);
    assert_eq!(t.cards_in_play(), 120 + 8);
    assert_eq!(t.all_cards().len(), 128);
    let ares = t
        .all_cards()
        .into_iter()
        .filter(|&c| card_id(c).starts_with("ares-"))
        .count();
    assert_eq!(ares, 8);
    // Chapter 5: the cards of chapters 1 to 4 and card 50's taxes: all 39.
    let t = adventure(2, 5, COOP).deal();
    assert_eq!(t.cards_in_play(), 120 + 39);
    let mut all = t.all_cards();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 159);
}

#[test]
fn a_story_card_read_during_the_game_shuffles_its_cards_into_the_draw_pile() {
    let mut t = adventure(2, 1, COOP)
        .events(&["hiring-fair", "alms", "end-of-month"])
        .deal();
    t.quiet_turn();
    t.quiet_turn();
    // The End of Month reads card 11: the 3 Tybuk brothers (code 81) go into the draw pile.
    let a = t.adventure().unwrap();
    assert_eq!(a.read, vec![CardNo::new(10), CardNo::new(11)]);
    assert_eq!(a.groups, vec![80, 81]);
    assert_eq!(t.cards_in_play(), 120 + 8 + group_size(81));
    assert_eq!(t.all_cards().len(), t.cards_in_play());
    let in_deck: Vec<&str> = ids(&t.game.all_cards()[..t.deck_len()]);
    assert_eq!(
        in_deck.iter().filter(|&&id| id == "tybuk-brothers").count(),
        3,
        "shuffled into the draw pile, not the discards"
    );
}

#[test]
fn the_groups_a_campaign_has_added_are_dealt_and_no_group_twice() {
    let mut config = Config::adventure(3, 3, COOP);
    let a = config.adventure.as_mut().unwrap();
    a.groups = vec![80, 81, 84, 86, 80];
    let g = PortRoyal::setup(&config, Seed::from_u64(4)).unwrap();
    // Card 30 (the first of chapter 3) adds the expeditions (85).
    assert_eq!(g.adventure().unwrap().groups, vec![80, 81, 84, 86, 85]);
    assert_eq!(
        g.cards_in_play(),
        120 + [80, 81, 84, 86, 85]
            .iter()
            .map(|&x| group_size(x))
            .sum::<usize>()
    );
}

// ----- a 6th colour -----------------------------------------------------------------------------

#[test]
fn six_ships_of_different_colours_in_the_harbour_let_the_active_player_take_four_cards() {
    let mut t = all_cards()
        .deck(&[
            "yellow-1-1",
            "blue-1-1",
            "green-1-1",
            "red-1-1",
            "black-1-2",
            "ares-book-1",
        ])
        .deal();
    t.draw_and_stop(6);
    assert_eq!(t.harbour_colours(), 6);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 4 });
}

#[test]
fn the_ares_pirates_are_a_colour_a_second_one_busts_the_turn() {
    let mut t = all_cards().deck(&["ares-book-1", "ares-herbs-2"]).deal();
    t.play("draw");
    assert_eq!(t.harbour_colours(), 1);
    let events = t.play("draw");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, islas_port_royal::Event::Bust { .. }))
    );
    // A black ship is not an Ares pirate.
    let mut t = all_cards().deck(&["ares-book-1", "black-1-2"]).deal();
    t.play_all(&["draw", "draw"]);
    assert_eq!(t.harbour_colours(), 2);
}

#[test]
fn an_ares_pirate_is_repelled_with_its_swords_and_that_is_the_moment_of_repelling_ares() {
    // Mission 26: repel an Ares pirate. The estimated ares-book-2 has 2 swords.
    let mut t = adventure(2, 2, VERSUS)
        .missions(&["26"])
        .events(&CALM)
        .seat(0, 3, &["sailor-3"])
        .deck(&["ares-book-2", "ares-book-1"])
        .deal();
    t.play("draw");
    assert_eq!(t.ship_to_repel(), None, "1 sword does not repel 2");
    let mut t = adventure(2, 2, VERSUS)
        .missions(&["26"])
        .events(&CALM)
        .seat(0, 3, &["sailor-3"])
        .deck(&["ares-book-1"])
        .deal();
    t.play("draw");
    assert_eq!(t.ship_to_repel(), Some("ares-book-1"));
    t.play("repel");
    assert_eq!(
        t.adventure_offer(),
        Some((0, Chance::Mission(CardNo::new(26))))
    );
    t.play("mission 26");
    assert_eq!(t.adventure().unwrap().table[0].done, vec![0]);
}

// ----- goods ships: trade or keep ---------------------------------------------------------------

#[test]
fn a_goods_ship_is_traded_for_its_coins_as_usual_and_discarded() {
    let mut t = all_cards().deck(&["yellow-rum"]).deal();
    t.draw_and_stop(1);
    assert!(t.can("take yellow-rum") && t.can("keep yellow-rum"));
    let events = t.play("take yellow-rum");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 2);
    assert_eq!(t.discarded(), vec!["yellow-rum"]);
    assert!(kept(&t, 0).is_empty());
}

#[test]
fn or_the_goods_ship_is_kept_in_the_display_as_an_item_without_its_coins() {
    let mut t = all_cards().deck(&["yellow-rum"]).deal();
    t.draw_and_stop(1);
    let events = t.play("keep yellow-rum");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 0);
    assert_eq!(kept(&t, 0), vec!["yellow-rum"]);
    assert!(t.discarded().is_empty());
    // A kept ship is an item, not a person: no influence.
    assert_eq!(t.influence(0), 0);
}

#[test]
fn an_ares_pirate_traded_gives_only_one_coin() {
    let mut t = all_cards().deck(&["ares-herbs-5"]).seat(0, 3, &[]).deal();
    // 5 swords: nobody repels it here.
    t.draw_and_stop(1);
    let events = t.play("take ares-herbs-5");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 1);
}

#[test]
fn only_the_expansions_ships_carry_goods_to_keep() {
    let mut t = all_cards().deck(&["yellow-1-1"]).deal();
    t.draw_and_stop(1);
    assert!(!t.can("keep yellow-1-1"));
    let e = t.refuse("keep yellow-1-1");
    assert_eq!(e.key, "not-goods");
}

#[test]
fn in_both_cases_a_trader_of_the_ships_colour_gives_one_coin_more() {
    let setup = || {
        all_cards()
            .seat(0, 3, &["trader-yellow-3"])
            .deck(&["yellow-bread"])
    };
    let mut t = setup().deal();
    t.draw_and_stop(1);
    let events = t.play("take yellow-bread");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 1 + 1);
    let mut t = setup().deal();
    t.draw_and_stop(1);
    let events = t.play("keep yellow-bread");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 1);
    assert_eq!(kept(&t, 0), vec!["yellow-bread"]);
}

#[test]
fn the_expansions_captain_priest_and_settler_give_one_coin_more_for_an_ares_pirate_kept_or_traded()
{
    let setup = |deck: &'static str| all_cards().seat(0, 3, &["adv-captain"]).deck(&[deck]);
    let mut t = setup("ares-book-3").deal();
    t.draw_and_stop(1);
    let events = t.play("take ares-book-3");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 1 + 1);
    let mut t = setup("ares-book-3").deal();
    t.draw_and_stop(1);
    let events = t.play("keep ares-book-3");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 1);
    // Not for the bread and rum ships (AD20), and not the base game's captain.
    let mut t = setup("green-bread").deal();
    t.draw_and_stop(1);
    let events = t.play("keep green-bread");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 0);
    let mut t = all_cards()
        .seat(0, 3, &["captain"])
        .deck(&["ares-book-3"])
        .deal();
    t.draw_and_stop(1);
    let events = t.play("take ares-book-3");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 1);
}

#[test]
fn keeping_uses_a_card_of_the_take_and_a_player_who_is_not_active_pays_the_fee() {
    let mut t = all_cards()
        .deck(&["yellow-rum", "blue-rum", "green-1-1"])
        .deal();
    t.draw_and_stop(3);
    t.play("keep yellow-rum");
    // One card with 3 colours: seat 0's take is over; seat 1 keeps one for a coin to seat 0.
    assert_eq!(t.to_act(), Some(1));
    let before = (t.coins(0), t.coins(1));
    t.play("keep blue-rum");
    assert_eq!((t.coins(0), t.coins(1)), (before.0 + 1, before.1 - 1));
    assert_eq!(kept(&t, 1), vec!["blue-rum"]);
}

#[test]
fn kept_items_count_for_missions_and_the_minus_parts_discard_them() {
    // Mission 10: discard 2 Ares pirates.
    let mut t = adventure(2, 1, VERSUS)
        .events(&CALM)
        .deck(&["ares-book-1", "yellow-1-1", "green-1-1", "red-1-1"])
        .deal();
    t.draw_and_stop(4);
    // Four colours: two cards.
    t.play("keep ares-book-1");
    assert!(!t.can("mission 10"));
    assert_eq!(
        t.mission_count(0, islas_port_royal::adventure::data::Thing::AresPirates),
        1
    );
    let mut t = adventure(2, 1, VERSUS)
        .events(&CALM)
        .deck(&[
            "ares-book-1",
            "yellow-1-1",
            "green-1-1",
            "red-1-1",
            "blue-1-1",
            "ares-herbs-1",
        ])
        .deal();
    // Draw 5 (five colours: three cards), keep the Ares pirate.
    t.draw_and_stop(5);
    t.play("keep ares-book-1");
    t.play("pass");
    t.play("pass");
    // Seat 1's turn: the second Ares pirate; seat 0 takes it as the non-active player.
    t.play_all(&["draw", "dock", "stop", "pass", "keep ares-herbs-1"]);
    assert_eq!(kept(&t, 0), vec!["ares-book-1", "ares-herbs-1"]);
    assert!(t.can("mission 10"));
    t.play("mission 10");
    assert!(kept(&t, 0).is_empty());
    assert!(t.discarded().contains(&"ares-book-1") && t.discarded().contains(&"ares-herbs-1"));
}

// ----- the persons ------------------------------------------------------------------------------

#[test]
fn the_tybuk_brothers_swords_repel_ships_like_sailors_and_pirates() {
    let mut t = all_cards()
        .seat(0, 3, &["tybuk-brothers"])
        .deck(&["black-1-2"])
        .deal();
    t.play("draw");
    assert_eq!(t.ship_to_repel(), Some("black-1-2"));
    assert_eq!(
        t.mission_count(
            0,
            islas_port_royal::adventure::data::Thing::Person(
                islas_port_royal::adventure::data::Person::TybukBrothers
            )
        ),
        1
    );
}

#[test]
fn a_lookout_looks_at_the_top_three_discards_two_without_effect_and_puts_the_third_back() {
    let mut t = all_cards()
        .seat(0, 3, &["lookout"])
        .deck(&["tax-swords", "blue-1-1", "governor"])
        .deal();
    assert!(t.can("look"));
    t.play("look");
    // Only the answer is legal now: which card goes back.
    let legal = t.legal();
    assert_eq!(
        legal,
        vec!["keep tax-swords", "keep blue-1-1", "keep governor"]
    );
    let e = t.refuse("draw");
    assert_eq!(e.key, "answer-lookout");
    let coins = t.coins(1);
    t.play("keep governor");
    // The tax and the ship are discarded without effect.
    assert_eq!(t.discarded(), vec!["tax-swords", "blue-1-1"]);
    assert_eq!(t.coins(1), coins);
    assert!(t.harbour().is_empty());
    // Once per turn per lookout; then draw (knowing the next card) or go to phase 2.
    assert!(!t.can("look"));
    assert!(t.can("stop"));
    t.play("draw");
    assert_eq!(t.harbour(), vec!["governor"]);
}

#[test]
fn only_the_active_player_sees_the_cards_a_lookout_looks_at() {
    let looking = |t: &PortRoyal| t.adventure().unwrap().looking.clone();
    let mut t = all_cards()
        .seat(0, 3, &["lookout"])
        .deck(&["tax-swords", "blue-1-1", "governor"])
        .deal();
    // Looking uncovers cards: undo never goes back past it.
    assert!(t.reveals(&"look".parse().unwrap()));
    t.play("look");
    let seen = looking(&t);
    // The looker's own view shows them.
    assert_eq!(looking(&t.view(0)), seen);
    assert_eq!(ids(&seen), vec!["tax-swords", "blue-1-1", "governor"]);
    let mut rng = Rng::from_seed(3);
    // The looker knows them in every state it imagines; the others imagine any unseen cards.
    let mut varied = false;
    for _ in 0..20 {
        assert_eq!(looking(&t.resample(0, &mut rng)), seen);
        let other = t.resample(1, &mut rng);
        assert_eq!(looking(&other).len(), 3);
        varied |= looking(&other) != seen;
    }
    assert!(varied, "the other seat's states vary the looked-at cards");
    // The public view does not tell which of the unseen cards they are.
    let mut u = all_cards()
        .seat(0, 3, &["lookout"])
        .deck(&["governor", "tax-swords", "blue-1-1"])
        .deal();
    u.play("look");
    assert_ne!(looking(&u), seen);
    assert_eq!(looking(&u.public_view()), looking(&t.public_view()));
}

#[test]
fn a_lookout_is_for_the_active_player_in_phase_one() {
    let mut t = all_cards()
        .seat(1, 3, &["lookout"])
        .deck(&["blue-1-1", "governor"])
        .deal();
    assert!(!t.can("look"));
    t.draw_and_stop(1);
    t.play("pass");
    assert_eq!(t.to_act(), Some(1));
    assert!(!t.can("look"));
}

#[test]
fn two_lookouts_look_twice_in_a_turn() {
    let mut t = all_cards()
        .seat(0, 3, &["lookout", "lookout"])
        .deck(&[
            "blue-1-1", "governor", "captain", "priest", "settler", "jack",
        ])
        .deal();
    t.play_all(&["look", "keep captain", "look"]);
    // The second look sees the card put back and the next two.
    assert_eq!(
        t.legal(),
        vec!["keep captain", "keep priest", "keep settler"]
    );
    t.play("keep settler");
    assert!(!t.can("look"));
}

#[test]
fn a_tavern_keeper_gives_a_crown_with_at_least_four_cards_in_the_harbour_active_or_not() {
    let deck = ["governor", "captain", "priest", "settler"];
    let mut t = all_cards()
        .seat(1, 3, &["tavern-keeper"])
        .seat(0, 3, &["tavern-keeper"])
        .deck(&deck)
        .deal();
    t.draw_and_stop(4);
    assert_eq!(crowns(&t, 0), 1, "the active player");
    t.play("pass");
    assert_eq!(crowns(&t, 1), 1, "and the others when they take");
    let mut t = all_cards()
        .seat(0, 3, &["tavern-keeper"])
        .deck(&deck[..3])
        .deal();
    t.draw_and_stop(3);
    assert_eq!(crowns(&t, 0), 0);
}

#[test]
fn a_tavern_keeper_gives_nothing_in_the_take_that_hires_her_and_a_crown_from_the_next() {
    // CS: "not in the round in which you hired her": the harbour is counted just before a take
    // starts, so the take that hires her is already under way (AD22, read as BB10).
    let mut t = all_cards()
        .seat(0, 9, &[])
        .seat(1, 3, &[])
        .deck(&[
            "tavern-keeper",
            "governor",
            "captain",
            "priest",
            "settler",
            "sailor-3",
            "settler",
            "priest",
            "captain",
        ])
        .deal();
    t.draw_and_stop(5);
    t.play("take tavern-keeper");
    assert_eq!(crowns(&t, 0), 0, "not in the take that hires her");
    // Player 2 can afford nobody. The harbour is discarded at the end of the turn; in the next,
    // four persons are in it when her owner's take starts.
    t.draw_and_stop(4);
    t.play("pass");
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(crowns(&t, 0), 1, "from her owner's next take");
}

#[test]
fn a_tavern_keeper_buys_one_bread_or_one_rum_at_its_price() {
    let mut t = all_cards()
        .seat(0, 3, &["tavern-keeper"])
        .deck(&[
            "yellow-bread",
            "blue-rum",
            "green-1-1",
            "red-1-1",
            "black-1-2",
        ])
        .deal();
    t.draw_and_stop(5);
    // Five colours: three cards.
    t.play_all(&["keep yellow-bread", "keep blue-rum"]);
    assert!(t.can("sell yellow-bread") && t.can("sell blue-rum"));
    let events = t.play("sell blue-rum");
    assert_eq!(earned(&events, 0, CoinReason::Adventure), 3);
    assert_eq!(kept(&t, 0), vec!["yellow-bread"]);
    // One sale per take.
    assert!(!t.can("sell yellow-bread"));
    let e = t.refuse("sell yellow-bread");
    assert_eq!(e.key, "no-buyer");
}

#[test]
fn a_tavern_keeper_does_not_buy_rites_books_or_herbs() {
    let mut t = all_cards()
        .seat(0, 3, &["tavern-keeper"])
        .deck(&["ares-herbs-1", "yellow-1-1", "blue-1-1", "green-1-1"])
        .deal();
    t.draw_and_stop(4);
    t.play("keep ares-herbs-1");
    assert!(!t.can("sell ares-herbs-1"));
}

#[test]
fn without_a_tavern_keeper_or_a_market_nobody_buys() {
    let mut t = all_cards()
        .deck(&["yellow-bread", "blue-rum", "green-1-1", "red-1-1"])
        .deal();
    t.draw_and_stop(4);
    t.play("keep yellow-bread");
    assert!(!t.can("sell yellow-bread"));
}

#[test]
fn on_market_day_every_player_may_sell_one_bread_for_two_coins() {
    let mut t = adventure(2, 5, VERSUS)
        .events(&["market-day", "alms", "end-of-month"])
        .deck(&["yellow-bread", "blue-bread", "green-1-1", "red-1-1"])
        .deal();
    t.draw_and_stop(4);
    t.play_all(&["keep yellow-bread", "keep blue-bread"]);
    let events = t.play("sell blue-bread");
    assert_eq!(earned(&events, 0, CoinReason::Adventure), 2);
    assert!(!t.can("sell yellow-bread"));
}

#[test]
fn the_new_expeditions_ask_their_symbol_and_a_kept_item() {
    // The estimated adv-expedition-house-bread: a settler and 1 bread.
    let mut t = all_cards()
        .seat(0, 3, &["settler"])
        .deck(&[
            "adv-expedition-house-bread",
            "yellow-bread",
            "blue-1-1",
            "green-1-1",
            "red-1-1",
        ])
        .deal();
    t.play("draw");
    assert_eq!(t.expeditions(), vec!["adv-expedition-house-bread"]);
    assert!(!t.legal().iter().any(|a| a.starts_with("claim")));
    t.draw_and_stop(4);
    t.play("keep yellow-bread");
    let claim = t
        .legal()
        .into_iter()
        .find(|a| a.starts_with("claim adv-expedition-house-bread"))
        .expect("the settler and the bread pay it");
    t.play(&claim);
    assert!(kept(&t, 0).is_empty());
    assert!(t.display(0).contains(&"adv-expedition-house-bread"));
    assert!(t.discarded().contains(&"yellow-bread") && t.discarded().contains(&"settler"));
}

#[test]
fn the_new_tax_takes_half_only_from_sixteen_coins_and_gives_the_fewest_influence_two_coins() {
    let mut t = all_cards()
        .seat(0, 17, &["priest"])
        .seat(1, 15, &[])
        .deck(&["adv-tax"])
        .deal();
    t.play("draw");
    // 17 coins: 8 discarded (half, rounded down); 15 coins: nothing; fewest influence: +2.
    assert_eq!(t.coins(0), 17 - 8);
    assert_eq!(t.coins(1), 15 + 2);
}

#[test]
fn with_equal_fewest_influence_every_one_of_them_gets_the_two_coins() {
    let mut t = all_cards()
        .seat(0, 3, &[])
        .seat(1, 3, &[])
        .deck(&["adv-tax"])
        .deal();
    t.play("draw");
    assert_eq!((t.coins(0), t.coins(1)), (5, 5));
}

#[test]
fn missions_count_lookouts_tavern_keepers_and_kept_ships() {
    use islas_port_royal::adventure::data::{Item, Person, ShipColour, Thing};
    let mut t = all_cards()
        .seat(0, 3, &["lookout", "tavern-keeper", "tavern-keeper"])
        .deck(&["yellow-rum", "ares-book-1", "green-1-1", "red-1-1"])
        .deal();
    assert_eq!(t.mission_count(0, Thing::Person(Person::Lookout)), 1);
    assert_eq!(t.mission_count(0, Thing::Person(Person::TavernKeeper)), 2);
    t.draw_and_stop(4);
    t.play_all(&["keep yellow-rum", "keep ares-book-1"]);
    assert_eq!(t.mission_count(0, Thing::Item(Item::Rum)), 1);
    assert_eq!(t.mission_count(0, Thing::Item(Item::RitesBook)), 1);
    assert_eq!(t.mission_count(0, Thing::AresPirates), 1);
    assert_eq!(
        t.mission_count(
            0,
            Thing::Ships(ShipColour::Base(islas_port_royal::Colour::Yellow))
        ),
        1
    );
    assert_eq!(t.mission_count(1, Thing::AresPirates), 0);
    let _ = content::ADDED_CARDS_ESTIMATED.len();
}

#[test]
fn thomas_fishborns_ability_is_a_lookout_but_not_a_lookout_for_missions() {
    use islas_port_royal::adventure::data::{Person, Thing};
    // Mission 12 asks for a priest; completing it opens Thomas Fishborn's door.
    let mut t = adventure(2, 1, COOP)
        .missions(&["12"])
        .characters(&["thomas-fishborn", "grace-may"])
        .events(&CALM)
        .seat(0, 3, &["priest"])
        .deck(&["governor", "captain", "settler", "blue-1-1"])
        .deal();
    assert!(!t.can("look"), "the ability is locked");
    t.play("mission 12");
    assert!(t.can("look"));
    t.play_all(&["look", "keep settler"]);
    assert!(!t.can("look"), "one lookout: once a turn");
    assert_eq!(t.mission_count(0, Thing::Person(Person::Lookout)), 0);
}
