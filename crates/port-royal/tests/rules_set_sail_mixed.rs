//! *Set Sail!*'s marked cards mixed into the base game, clause by clause (Big Box ES "Combinar
//! Port Royal: ¡Izad las velas! con el juego base", Big Box CS "Kombinace se základní hrou";
//! readings in `docs/rulings.md` BB1, BB3 and BB18). These 20 cards have sourced values.

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Seed};
use islas_port_royal::big_box::is_estimated;
use islas_port_royal::{
    Config, EXPEDITION_END, Ending, Mode, PortRoyal, SET_SAIL_CARDS, SET_SAIL_GAME,
};

fn config(players: u8) -> Config {
    Config::from_options(usize::from(players), &[SET_SAIL_CARDS]).unwrap()
}

/// "Puedes añadir al juego base todas las cartas de Port Royal: ¡Izad las velas! que tengan la
/// [marca] en la esquina inferior izquierda: 5 mercaderes, 5 pasajeros y 10 barcos." The base
/// game's 120 cards and these 20: no Set Sail tax, sailor or pirate, no estimated value.
#[test]
fn the_deck_is_the_base_game_and_the_20_marked_cards() {
    for players in 2..=5 {
        let g = PortRoyal::setup(&config(players), Seed::from_u64(5)).unwrap();
        let all = g.all_cards();
        assert_eq!(all.len(), 140, "{players} players");
        let sail: Vec<&str> = all
            .iter()
            .map(|&c| card_id(c))
            .filter(|id| id.starts_with("sail-"))
            .collect();
        assert_eq!(sail.len(), 20);
        let count = |prefix: &str| sail.iter().filter(|id| id.starts_with(prefix)).count();
        assert_eq!(count("sail-merchant-"), 5);
        assert_eq!(count("sail-passenger"), 5);
        assert_eq!(20 - count("sail-merchant-") - count("sail-passenger"), 10);
        assert_eq!(
            count("sail-tax") + count("sail-sailor") + count("sail-pirate"),
            0
        );
        assert!(sail.iter().all(|id| !is_estimated(id)));
        // One merchant and two ships per colour.
        for colour in ["yellow", "blue", "green", "red", "black"] {
            assert_eq!(count(&format!("sail-merchant-{colour}")), 1);
            assert_eq!(count(&format!("sail-{colour}-")), 2);
        }
    }
}

/// The option is for the base game, 2–5 players, with either ending; not with Set Sail on its own.
#[test]
fn the_option_goes_with_the_base_game_and_either_ending() {
    let five = Config::from_options(5, &[SET_SAIL_CARDS, EXPEDITION_END]).unwrap();
    assert!(five.set_sail_cards && five.mode == Mode::Base);
    assert_eq!(five.ending, Ending::WithExpedition);
    assert_eq!(five.options(), [EXPEDITION_END, SET_SAIL_CARDS]);
    assert_eq!(
        Config::from_options(5, &five.written_options()).unwrap(),
        five
    );
    let json = serde_json::to_string(&five).unwrap();
    assert!(json.contains("\"set_sail_cards\":true"), "{json}");
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), five);
    assert!(PortRoyal::setup(&five, Seed::from_u64(1)).is_ok());
    assert!(Config::from_options(3, &[SET_SAIL_CARDS, SET_SAIL_GAME]).is_err());
    let mut both = Config::new(3);
    both.mode = Mode::SetSail;
    both.set_sail_cards = true;
    assert!(PortRoyal::setup(&both, Seed::from_u64(1)).is_err());
}

/// The merchant's clause (BB1) works in the base game: the ship goes under the merchant for 1
/// influence, and its coins are paid with one more per trader of its colour.
#[test]
fn a_merchant_tucks_a_ship_of_its_colour_and_a_trader_still_adds_his_coin() {
    let mut t = with_set_sail_cards(2)
        .seat(0, 3, &["sail-merchant-red", "trader-red-3"])
        .deck(&["sail-red-2-3", COIN, COIN, COIN])
        .deal();
    t.play_all(&["draw", "stop", "take sail-red-2-3"]);
    assert_eq!(t.coins(0), 3 + 2 + 1);
    assert_eq!(
        t.display(0),
        ["sail-merchant-red", "trader-red-3", "sail-red-2-3"]
    );
    assert_eq!(t.influence(0), 2 + 1 + 1);
}

/// A base-game ship of a merchant's colour is tucked too: the clause names the colour, not the box.
#[test]
fn a_base_game_ship_of_the_merchants_colour_is_tucked_too() {
    let mut t = with_set_sail_cards(2)
        .seat(0, 3, &["sail-merchant-blue"])
        .deck(&["blue-2-2", COIN, COIN])
        .deal();
    t.play_all(&["draw", "stop", "take blue-2-2"]);
    assert_eq!(t.display(0), ["sail-merchant-blue", "blue-2-2"]);
    assert_eq!((t.coins(0), t.influence(0)), (5, 3 + 1));
}

/// Merchants are not traders (BB3): a ship of a merchant's colour pays only its printed coins.
#[test]
fn a_merchant_adds_no_coin() {
    let mut t = with_set_sail_cards(2)
        .seat(0, 3, &["sail-merchant-green"])
        .deck(&["green-1-1", COIN])
        .deal();
    t.play_all(&["draw", "stop", "take green-1-1"]);
    assert_eq!(t.coins(0), 3 + 1);
}

/// "Los pasajeros no tienen habilidades, pero suman puntos de influencia."
#[test]
fn a_passenger_gives_influence_only() {
    let mut t = with_set_sail_cards(2)
        .seat(0, 4, &[])
        .deck(&["sail-passenger"])
        .deal();
    t.play_all(&["draw", "stop", "take sail-passenger"]);
    assert_eq!((t.coins(0), t.influence(0), t.tally(0).swords), (0, 2, 0));
}

/// The mixed-in cards change no base rule (BB3): the end is still at 12 influence, not 8.
#[test]
fn the_end_stays_at_12_influence() {
    let eight = [
        "sail-merchant-yellow",
        "sail-merchant-blue",
        "sail-passenger",
    ];
    let t = with_set_sail_cards(2).seat(0, 3, &eight).deal();
    assert_eq!((t.influence(0), t.end_triggered_by()), (8, None));
    let mut t2 = with_set_sail_cards(2)
        .seat(0, 4, &ELEVEN_INFLUENCE)
        .deck(&["sail-passenger"])
        .deal();
    t2.play_all(&["draw", "stop", "take sail-passenger"]);
    assert_eq!(t2.influence(0), 13);
    assert_eq!(t2.end_triggered_by(), Some(0));
}

/// The taxes are the base game's (BB3): 12 coins or more lose half, whatever merchants lie about.
#[test]
fn the_taxes_are_the_base_games() {
    let mut t = with_set_sail_cards(2)
        .seat(0, 12, &["sail-merchant-red"])
        .seat(1, 9, &["sailor-3"])
        .deck(&["tax-swords", COIN])
        .deal();
    t.play("draw");
    assert_eq!((t.coins(0), t.coins(1)), (6, 9 + 1));
}

/// A tucked ship's point counts for the base game's end (BB1): 11 influence and a tuck make 12.
#[test]
fn a_tucked_ship_can_trigger_the_end_at_12() {
    let mut t = with_set_sail_cards(2)
        .seat(
            0,
            3,
            &[
                "admiral-9",
                "admiral-9",
                "mademoiselle-9",
                "sail-merchant-black",
            ],
        )
        .deck(&["black-1-2", COIN])
        .deal();
    assert_eq!((t.influence(0), t.end_triggered_by()), (11, None));
    t.play_all(&["draw", "stop", "take black-1-2"]);
    assert_eq!(t.influence(0), 12);
    assert_eq!(t.end_triggered_by(), Some(0));
}

/// The merchant's clause asks for the coins: *"Siempre que comercies **y obtengas monedas** con un
/// barco del mismo color que uno de tus mercaderes … coloca ese barco … debajo del mercader"*;
/// *"Berete-li si … kartu lodi **a odpovídající mince**, kartu lodi uložte pod svou kartu
/// Kramáře"*. A frigate traded declining all its coins for Frigate Foe (BB15), with Set Sail's
/// cards and the contracts together, is discarded, not tucked: no influence for it (BB1).
#[test]
fn a_ship_traded_declining_its_coins_is_not_tucked_under_the_merchant() {
    let mut t = with_set_sail_cards(2)
        .with_contracts(&["frigate-foe"])
        .seat(0, 3, &["sail-merchant-red"])
        .deck(&["red-1-1", COIN])
        .deal();
    let influence = t.influence(0);
    t.play_all(&["draw", "stop"]);
    t.play("decline red-1-1");
    assert_eq!(t.display(0), ["sail-merchant-red"]);
    assert!(t.discarded().contains(&"red-1-1"));
    assert_eq!((t.coins(0), t.influence(0)), (3, influence));
}
