//! The Big Box card tables against the facts stated for them: the rulebooks' component lists
//! (Big Box ES / CS) and the graded card research. One test per stated fact.

use islas_port_royal::Colour::{self, *};
use islas_port_royal::big_box::{
    BoxFace, BoxPrinted, CONTRACT_CARDS, CONTRACT_INFLUENCE, CONTRACTS, CONTRACTS_FACE_UP,
    Contract, GAMBLER, Grade, Name, Person, Profession, Requirement, SET_SAIL, SET_SAIL_ESTIMATED,
    Set, box_face_by_id, box_faces, contract_by_id, is_estimated, set_sail_deck, set_sail_mix_in,
};
use islas_port_royal::data::{FACES, face_by_id};
use islas_port_royal::{Kind, Printed};

fn count<'a>(
    faces: impl IntoIterator<Item = &'a BoxFace>,
    pred: impl Fn(&BoxFace) -> bool,
) -> usize {
    BoxFace::count(faces, pred)
}

fn is_person(f: &BoxFace, p: fn(Profession) -> bool) -> bool {
    f.profession().is_some_and(p)
}

fn is_ship(f: &BoxFace) -> bool {
    matches!(f.printed, BoxPrinted::Ship { .. })
}

/// (cost, influence, swords) of a person face.
fn values(f: &BoxFace) -> (u8, u8, u8) {
    match f.printed {
        BoxPrinted::Person {
            cost,
            influence,
            swords,
            ..
        } => (cost, influence, swords),
        _ => panic!("{} is not a person", f.id),
    }
}

/// (coins, swords; None = skull, gives a coin to another) of a ship face.
fn ship(f: &BoxFace) -> (u8, Option<u8>, bool) {
    match f.printed {
        BoxPrinted::Ship {
            coins,
            swords,
            coin_to_another,
            ..
        } => (coins, swords, coin_to_another),
        _ => panic!("{} is not a ship", f.id),
    }
}

/// Every ship of a colour, one entry per physical card, sorted.
fn ships_of<'a>(
    faces: impl IntoIterator<Item = &'a BoxFace>,
    colour: Colour,
) -> Vec<(u8, Option<u8>)> {
    let mut v = Vec::new();
    for f in faces {
        if f.ship_colour() == Some(colour) {
            let (coins, swords, _) = ship(f);
            v.extend(std::iter::repeat_n((coins, swords), usize::from(f.copies)));
        }
    }
    v.sort();
    v
}

/// Every person of a profession, one (cost, influence, swords) per physical card, sorted.
fn persons_of<'a>(
    faces: impl IntoIterator<Item = &'a BoxFace>,
    p: fn(Profession) -> bool,
) -> Vec<(u8, u8, u8)> {
    let mut v = Vec::new();
    for f in faces {
        if is_person(f, p) {
            v.extend(std::iter::repeat_n(values(f), usize::from(f.copies)));
        }
    }
    v.sort();
    v
}

/// The sword levels a colour's ships show in the base game (None = skull).
fn base_sword_levels(colour: Colour) -> Vec<Option<u8>> {
    let mut v: Vec<Option<u8>> = FACES
        .iter()
        .filter_map(|f| match f.printed {
            Printed::Ship {
                colour: c, swords, ..
            } if c == colour => Some(swords),
            _ => None,
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

fn merchant(p: Profession) -> bool {
    matches!(p, Profession::Merchant(_))
}
fn passenger(p: Profession) -> bool {
    p == Profession::Passenger
}
fn sailor(p: Profession) -> bool {
    p == Profession::Sailor
}
fn pirate(p: Profession) -> bool {
    p == Profession::Pirate
}

// ----- Set Sail: components (rulebooks ES / CS) --------------------------------------------

/// "60 cartas de juego: 32 cartas de profesión … 3 impuestos, 25 barcos (5 de cada color)".
#[test]
fn set_sail_is_60_cards_32_persons_3_taxes_25_ships() {
    assert_eq!(count(set_sail_deck(), |_| true), 60);
    assert_eq!(count(set_sail_deck(), |f| f.profession().is_some()), 32);
    assert_eq!(count(set_sail_deck(), |f| f.printed == BoxPrinted::Tax), 3);
    assert_eq!(count(set_sail_deck(), is_ship), 25);
    assert!(set_sail_deck().all(|f| f.set == Set::SetSail));
}

/// "10 mercaderes, 10 marineros, 2 piratas, 10 pasajeros (5 de cada sexo)": no other person.
#[test]
fn set_sail_persons_are_10_merchants_10_sailors_2_pirates_10_passengers_and_no_other() {
    assert_eq!(count(set_sail_deck(), |f| is_person(f, merchant)), 10);
    assert_eq!(count(set_sail_deck(), |f| is_person(f, sailor)), 10);
    assert_eq!(count(set_sail_deck(), |f| is_person(f, pirate)), 2);
    assert_eq!(count(set_sail_deck(), |f| is_person(f, passenger)), 10);
    let four = |p: Profession| merchant(p) || sailor(p) || pirate(p) || passenger(p);
    assert!(set_sail_deck().all(|f| f.profession().is_none_or(four)));
}

/// "Mercader (2 de cada color)".
#[test]
fn set_sail_has_two_merchants_of_each_colour() {
    for c in Colour::ALL {
        let of = |f: &BoxFace| f.profession() == Some(Profession::Merchant(c));
        assert_eq!(count(set_sail_deck(), of), 2, "{c:?}");
    }
}

/// "25 barcos (5 de cada color)".
#[test]
fn set_sail_has_five_ships_of_each_colour() {
    for c in Colour::ALL {
        assert_eq!(ships_of(set_sail_deck(), c).len(), 5, "{c:?}");
    }
}

/// Every ship shows the sword distribution of its colour, so its swords are one of the colour's
/// base-game levels: true of the sourced ships and kept by the estimates.
#[test]
fn every_set_sail_ship_shows_a_sword_level_of_its_colour() {
    for c in Colour::ALL {
        let levels = base_sword_levels(c);
        for (_, swords) in ships_of(set_sail_deck(), c) {
            assert!(levels.contains(&swords), "{c:?} {swords:?}");
        }
    }
}

/// Only Set Sail's own person cards carry swords: sailors and pirates.
#[test]
fn set_sail_sailors_and_pirates_carry_swords_the_others_none() {
    for f in set_sail_deck() {
        if let BoxPrinted::Person {
            profession, swords, ..
        } = f.printed
        {
            assert_eq!(
                swords > 0,
                sailor(profession) || pirate(profession),
                "{}",
                f.id
            );
        }
    }
}

// ----- Set Sail: the 20 marked cards (Medium) ------------------------------------------------

/// "Puedes añadir al juego base … que tengan la [marca] en la esquina inferior izquierda: 5
/// mercaderes, 5 pasajeros y 10 barcos."
#[test]
fn twenty_cards_are_marked_for_the_base_game_5_merchants_5_passengers_10_ships() {
    assert_eq!(count(set_sail_mix_in(), |_| true), 20);
    assert_eq!(count(set_sail_mix_in(), |f| is_person(f, merchant)), 5);
    assert_eq!(count(set_sail_mix_in(), |f| is_person(f, passenger)), 5);
    assert_eq!(count(set_sail_mix_in(), is_ship), 10);
}

/// One marked merchant per colour: green, red and black 6 → 2; blue and yellow 8 → 3.
#[test]
fn the_marked_merchants_are_one_per_colour_at_their_printed_values() {
    let want = [
        (Yellow, (8, 3, 0)),
        (Blue, (8, 3, 0)),
        (Green, (6, 2, 0)),
        (Red, (6, 2, 0)),
        (Black, (6, 2, 0)),
    ];
    for (c, v) in want {
        let found: Vec<_> = set_sail_mix_in()
            .filter(|f| f.profession() == Some(Profession::Merchant(c)))
            .collect();
        assert_eq!(found.len(), 1, "{c:?}");
        assert_eq!((found[0].copies, values(found[0])), (1, v), "{c:?}");
    }
}

/// The five marked passengers: 4 → 2 each.
#[test]
fn the_marked_passengers_cost_4_for_2_influence() {
    assert_eq!(persons_of(set_sail_mix_in(), passenger), [(4, 2, 0); 5]);
}

/// The ten marked ships, two per colour, (coins, swords) as transcribed.
#[test]
fn the_marked_ships_are_two_per_colour_as_transcribed() {
    let want = [
        (Yellow, [(1, Some(1)), (3, Some(4))]),
        (Blue, [(2, Some(2)), (3, Some(5))]),
        (Green, [(2, Some(1)), (2, Some(3))]),
        (Red, [(2, Some(3)), (3, Some(6))]),
        (Black, [(1, Some(2)), (4, None)]),
    ];
    for (c, pair) in want {
        assert_eq!(ships_of(set_sail_mix_in(), c), pair, "{c:?}");
    }
}

/// Plausibility of the transcription: each marked ship's (coins, swords) exists among the base
/// game's ships of its colour.
#[test]
fn every_marked_ship_has_the_coins_and_swords_of_a_base_ship() {
    for f in set_sail_mix_in().filter(|f| is_ship(f)) {
        let (coins, swords, _) = ship(f);
        let colour = f.ship_colour().unwrap();
        assert!(
            FACES.iter().any(|b| b.printed
                == Printed::Ship {
                    colour,
                    coins,
                    swords
                }),
            "{}",
            f.id
        );
    }
}

/// The marked cards rest on one transcription: Medium.
#[test]
fn the_marked_cards_are_graded_medium() {
    assert!(set_sail_mix_in().all(|f| f.grade == Grade::Medium));
}

/// The three taxes carry no values (their rule is the rulebook's) and no mix-in mark.
#[test]
fn the_three_set_sail_taxes_are_not_marked_for_the_base_game() {
    let tax = box_face_by_id("sail-tax").unwrap();
    assert_eq!(
        (tax.copies, tax.printed, tax.mixes_into_base),
        (3, BoxPrinted::Tax, false)
    );
    assert_eq!(tax.grade, Grade::High);
}

// ----- Set Sail: the estimated 37 ----------------------------------------------------------

/// No source gives the other 40 cards; the 3 taxes need no values, which leaves 37 estimated
/// cards: 5 merchants, 5 passengers, 10 sailors, 2 pirates and 15 ships.
#[test]
fn the_estimated_table_holds_the_37_unsourced_cards() {
    let t = &SET_SAIL_ESTIMATED;
    assert_eq!(count(t, |_| true), 37);
    assert_eq!(count(t, |f| is_person(f, merchant)), 5);
    assert_eq!(count(t, |f| is_person(f, passenger)), 5);
    assert_eq!(count(t, |f| is_person(f, sailor)), 10);
    assert_eq!(count(t, |f| is_person(f, pirate)), 2);
    assert_eq!(count(t, is_ship), 15);
    assert_eq!(count(&SET_SAIL, |_| true) + 37, 60);
    assert!(t.iter().all(|f| !f.mixes_into_base));
}

/// Every row of the estimated table is graded Estimate, and no other Big Box row is.
#[test]
fn estimates_live_in_their_own_table_and_nowhere_else() {
    assert!(
        SET_SAIL_ESTIMATED
            .iter()
            .all(|f| f.grade == Grade::Estimate)
    );
    for f in SET_SAIL.iter().chain(&GAMBLER).chain(&CONTRACT_CARDS) {
        assert_ne!(f.grade, Grade::Estimate, "{}", f.id);
    }
}

/// `is_estimated` answers for any id: the estimated rows yes; sourced rows, base cards and
/// unknown ids no.
#[test]
fn is_estimated_tells_exactly_the_estimated_cards() {
    for f in box_faces() {
        assert_eq!(is_estimated(f.id), f.grade == Grade::Estimate, "{}", f.id);
    }
    for f in &FACES {
        assert!(!is_estimated(f.id), "{}", f.id);
    }
    assert!(!is_estimated("kraken"));
    assert!(is_estimated("sail-sailor-3-est"));
    assert!(!is_estimated("sail-merchant-green"));
}

/// Estimate: the five unmarked merchants copy the marked merchant of their colour.
#[test]
fn estimated_merchants_copy_the_marked_merchant_of_their_colour() {
    for c in Colour::ALL {
        let of = |p: Profession| p == Profession::Merchant(c);
        let marked = set_sail_mix_in().find(|f| f.profession().is_some_and(of));
        let guess = SET_SAIL_ESTIMATED
            .iter()
            .find(|f| f.profession().is_some_and(of));
        assert_eq!(values(guess.unwrap()), values(marked.unwrap()), "{c:?}");
    }
}

/// Estimate: the five unmarked passengers are 4 → 2, like the marked ones.
#[test]
fn estimated_passengers_cost_4_for_2_influence() {
    assert_eq!(persons_of(&SET_SAIL_ESTIMATED, passenger), [(4, 2, 0); 5]);
}

/// Estimate: sailors have 1 sword and are costed like the base game's 10 sailors.
#[test]
fn estimated_sailors_cost_like_the_base_games_with_one_sword() {
    let mut base = Vec::new();
    for f in &FACES {
        if let Printed::Character {
            kind: Kind::Sailor,
            cost,
            influence,
            swords,
        } = f.printed
        {
            base.extend(std::iter::repeat_n(
                (cost, influence, swords),
                usize::from(f.copies),
            ));
        }
    }
    base.sort();
    let mut want = vec![(3, 1, 1); 7];
    want.extend([(5, 2, 1); 2]);
    want.push((7, 3, 1));
    assert_eq!(base, want);
    assert_eq!(persons_of(&SET_SAIL_ESTIMATED, sailor), want);
}

/// Estimate: two pirates with 2 swords each, 5 → 1 and 7 → 2.
#[test]
fn estimated_pirates_have_two_swords_5_for_1_and_7_for_2() {
    assert_eq!(
        persons_of(&SET_SAIL_ESTIMATED, pirate),
        [(5, 1, 2), (7, 2, 2)]
    );
}

/// Estimate: a colour's three unknown ships are (1 coin, its lowest sword level), (2, its middle
/// level) and (3, its highest level that is not the skull).
#[test]
fn estimated_ships_are_1_2_3_coins_at_the_colours_low_middle_high_swords() {
    for c in Colour::ALL {
        let levels: Vec<u8> = base_sword_levels(c).into_iter().flatten().collect();
        assert_eq!(levels.len(), 3, "{c:?} has three numbered sword levels");
        let want: Vec<_> = (0..3).map(|i| (i as u8 + 1, Some(levels[i]))).collect();
        assert_eq!(ships_of(&SET_SAIL_ESTIMATED, c), want, "{c:?}");
    }
}

// ----- Gambler ----------------------------------------------------------------------------

/// "Tahúr (4)": 4 → 1 twice, 6 → 2, 8 → 3; no swords. Medium (one transcription).
#[test]
fn the_gambler_is_4_cards_4_for_1_twice_6_for_2_8_for_3() {
    assert_eq!(count(&GAMBLER, |_| true), 4);
    assert_eq!(
        persons_of(&GAMBLER, |p| p == Profession::Gambler),
        [(4, 1, 0), (4, 1, 0), (6, 2, 0), (8, 3, 0)]
    );
    assert!(
        GAMBLER
            .iter()
            .all(|f| f.grade == Grade::Medium && f.set == Set::Gambler)
    );
}

// ----- Just One More Contract: persons and ships ------------------------------------------

/// "14 cartas de profesión, 10 barcos (2 de cada color)".
#[test]
fn just_one_more_contract_has_14_persons_and_10_ships() {
    assert_eq!(count(&CONTRACT_CARDS, |f| f.profession().is_some()), 14);
    assert_eq!(count(&CONTRACT_CARDS, is_ship), 10);
    for c in Colour::ALL {
        assert_eq!(ships_of(&CONTRACT_CARDS, c).len(), 2, "{c:?}");
    }
    assert!(CONTRACT_CARDS.iter().all(|f| f.set == Set::Contract));
}

/// "Vendedor (1 de cada color de barco)": black and yellow 4 → 1, blue and red 6 → 2, green 9 → 3.
#[test]
fn one_clerk_per_colour_at_its_printed_values() {
    let want = [
        (Yellow, (4, 1, 0)),
        (Blue, (6, 2, 0)),
        (Green, (9, 3, 0)),
        (Red, (6, 2, 0)),
        (Black, (4, 1, 0)),
    ];
    for (c, v) in want {
        let of = |p: Profession| p == Profession::Clerk(c);
        let v2: Vec<_> = CONTRACT_CARDS
            .iter()
            .filter(|f| f.profession().is_some_and(of))
            .map(|f| (f.copies, values(f)))
            .collect();
        assert_eq!(v2, [(1, v)], "{c:?}");
    }
}

/// "Artillera (4)": 4 → 1, 6 → 2 twice, 8 → 3.
#[test]
fn gunners_are_4_for_1_6_for_2_twice_8_for_3() {
    assert_eq!(
        persons_of(&CONTRACT_CARDS, |p| p == Profession::Gunner),
        [(4, 1, 0), (6, 2, 0), (6, 2, 0), (8, 3, 0)]
    );
}

/// "Vicealmirante (5)": 5 → 1 twice, 7 → 2 twice, 9 → 3.
#[test]
fn vice_admirals_are_5_for_1_twice_7_for_2_twice_9_for_3() {
    assert_eq!(
        persons_of(&CONTRACT_CARDS, |p| p == Profession::ViceAdmiral),
        [(5, 1, 0), (5, 1, 0), (7, 2, 0), (7, 2, 0), (9, 3, 0)]
    );
}

/// Two independent transcriptions agree on all 14 persons: High.
#[test]
fn the_contract_persons_are_graded_high() {
    assert!(
        CONTRACT_CARDS
            .iter()
            .filter(|f| f.profession().is_some())
            .all(|f| f.grade == Grade::High)
    );
}

/// "Uno de esos barcos tiene un efecto nuevo: además de las 3 monedas … otro jugador de tu
/// elección también obtiene 1 moneda": one per colour, 3 coins, swords as on the card images
/// (yellow 4, blue 5, green 3, red 6, black skull); High.
#[test]
fn one_new_ship_per_colour_gives_a_coin_to_another_player() {
    let want = [
        (Yellow, Some(4)),
        (Blue, Some(5)),
        (Green, Some(3)),
        (Red, Some(6)),
        (Black, None),
    ];
    for (c, swords) in want {
        let gifts: Vec<_> = CONTRACT_CARDS
            .iter()
            .filter(|f| f.ship_colour() == Some(c) && ship(f).2)
            .collect();
        assert_eq!(gifts.len(), 1, "{c:?}");
        assert_eq!(
            (ship(gifts[0]), gifts[0].grade),
            ((3, swords, true), Grade::High)
        );
    }
}

/// The other new ship of each colour is a plain 1-coin ship: yellow 2 swords (card image, High);
/// blue, green, red 1 sword and black 2 swords (one transcription, Medium).
#[test]
fn the_other_new_ships_are_plain_one_coin_ships() {
    let want = [
        (Yellow, Some(2), Grade::High),
        (Blue, Some(1), Grade::Medium),
        (Green, Some(1), Grade::Medium),
        (Red, Some(1), Grade::Medium),
        (Black, Some(2), Grade::Medium),
    ];
    for (c, swords, grade) in want {
        let plain: Vec<_> = CONTRACT_CARDS
            .iter()
            .filter(|f| f.ship_colour() == Some(c) && !ship(f).2)
            .map(|f| (ship(f), f.grade))
            .collect();
        assert_eq!(plain, [((1, swords, false), grade)], "{c:?}");
    }
}

/// The new ships too show a sword level of their colour.
#[test]
fn the_new_ships_show_a_sword_level_of_their_colour() {
    for c in Colour::ALL {
        let levels = base_sword_levels(c);
        for (_, swords) in ships_of(&CONTRACT_CARDS, c) {
            assert!(levels.contains(&swords), "{c:?} {swords:?}");
        }
    }
}

/// Only Set Sail and the new ships are ships; no Big Box person outside Set Sail has swords.
#[test]
fn gamblers_and_contract_persons_have_no_swords() {
    for f in GAMBLER.iter().chain(&CONTRACT_CARDS) {
        if let BoxPrinted::Person { swords, .. } = f.printed {
            assert_eq!(swords, 0, "{}", f.id);
        }
    }
}

// ----- Contracts ----------------------------------------------------------------------------

fn c(id: &str) -> &'static Contract {
    contract_by_id(id).unwrap_or_else(|| panic!("no contract {id}"))
}

/// "retira los 2 contratos blancos … Baraja los 16 contratos restantes, coloca 4 contratos
/// bocarriba".
#[test]
fn sixteen_competitive_contracts_four_face_up() {
    assert_eq!(CONTRACTS.len(), 16);
    assert_eq!(CONTRACTS_FACE_UP, 4);
    for (i, k) in CONTRACTS.iter().enumerate() {
        assert_eq!(contract_by_id(k.id).map(|x| x.id), Some(k.id), "{i}");
        assert!(
            CONTRACTS[..i]
                .iter()
                .all(|o| o.id != k.id && o.names != k.names)
        );
    }
}

/// The seals as printed on the 16 cards.
#[test]
fn contract_seals_as_printed() {
    let want = [
        ("comedian", (0, 'I')),
        ("lady-killer", (1, 'G')),
        ("maritime-supremacy", (0, 'G')),
        ("new-colony", (1, 'D')),
        ("trade-outpost", (0, 'D')),
        ("trader-prince", (0, 'B')),
        ("cheap-staff", (1, 'B')),
        ("fighter", (0, 'A')),
        ("explorer", (1, 'E')),
        ("frigate-foe", (0, 'C')),
        ("galleon-foe", (-1, 'H')),
        ("tax-officer", (1, 'C')),
        ("jinx", (-1, 'F')),
        ("tiny-gamester", (0, 'A')),
        ("gamester", (0, 'A')),
        ("pack-of-pirates", (0, 'A')),
    ];
    for (id, seal) in want {
        assert_eq!(c(id).seal, seal, "{id}");
    }
}

/// The competitive contracts use only the seal numbers −1, 0 and 1.
#[test]
fn competitive_contracts_use_only_seal_numbers_minus_one_to_one() {
    assert!(CONTRACTS.iter().all(|k| (-1..=1).contains(&k.seal.0)));
}

/// The rulebooks' co-op example: Lady Killer (1 G), Maritime Supremacy (0 G) and Galleon Foe
/// (−1 H) make a time deck of "13 + (1 + 0 − 1) + 2 (G y H) = 15".
#[test]
fn the_rulebook_example_of_the_time_deck_checks_out() {
    let three = [c("lady-killer"), c("maritime-supremacy"), c("galleon-foe")];
    let sum: i32 = three.iter().map(|k| i32::from(k.seal.0)).sum();
    let mut letters: Vec<char> = three.iter().map(|k| k.seal.1).collect();
    letters.sort();
    letters.dedup();
    assert_eq!(13 + sum + letters.len() as i32, 15);
}

/// The coin tracks as printed (0 is a box without coins).
#[test]
fn contract_coin_tracks_as_printed() {
    let want: [(&str, [u8; 5]); 16] = [
        ("comedian", [4, 3, 2, 1, 0]),
        ("lady-killer", [3, 2, 1, 0, 0]),
        ("maritime-supremacy", [4, 3, 2, 1, 0]),
        ("new-colony", [3, 2, 1, 0, 0]),
        ("trade-outpost", [4, 3, 2, 1, 0]),
        ("trader-prince", [3, 2, 1, 0, 0]),
        ("cheap-staff", [5, 4, 3, 2, 1]),
        ("fighter", [3, 2, 1, 0, 0]),
        ("explorer", [2, 1, 0, 0, 0]),
        ("frigate-foe", [8, 6, 5, 4, 3]),
        ("galleon-foe", [6, 5, 4, 3, 2]),
        ("tax-officer", [7, 7, 7, 7, 7]),
        ("jinx", [1, 1, 1, 1, 1]),
        ("tiny-gamester", [2, 1, 0, 0, 0]),
        ("gamester", [2, 1, 0, 0, 0]),
        ("pack-of-pirates", [3, 2, 1, 0, 0]),
    ];
    for (id, track) in want {
        assert_eq!(c(id).track, track, "{id}");
    }
}

/// "cuanto antes lo completes, más monedas obtendrás": along every track the coins never rise.
/// Every contract has 5 boxes, so up to 5 players can complete each.
#[test]
fn earlier_boxes_pay_at_least_as_much_as_later_ones() {
    for k in &CONTRACTS {
        assert!(k.track.windows(2).all(|w| w[0] >= w[1]), "{}", k.id);
        assert!(k.track[0] > 0, "{}: the first box pays", k.id);
    }
}

/// The requirements as drawn on the cards.
#[test]
fn contract_requirements_as_drawn() {
    use Requirement as R;
    let want = [
        ("comedian", R::Pair(Person::Priest, Person::Jester)),
        (
            "lady-killer",
            R::Pair(Person::Captain, Person::Mademoiselle),
        ),
        (
            "maritime-supremacy",
            R::Pair(Person::Captain, Person::ViceAdmiral),
        ),
        ("new-colony", R::Pair(Person::Settler, Person::Gunner)),
        ("trade-outpost", R::Pair(Person::Settler, Person::Clerk)),
        ("trader-prince", R::Traders(2)),
        ("fighter", R::Swords(3)),
        ("explorer", R::Expeditions(1)),
        (
            "frigate-foe",
            R::DeclineCoins {
                colour: Red,
                times: 3,
            },
        ),
        (
            "galleon-foe",
            R::DeclineCoins {
                colour: Black,
                times: 2,
            },
        ),
        ("tax-officer", R::PayTax),
        ("jinx", R::Bust),
        (
            "tiny-gamester",
            R::ShipColours {
                colours: 3,
                times: 2,
            },
        ),
        (
            "gamester",
            R::ShipColours {
                colours: 4,
                times: 1,
            },
        ),
        ("pack-of-pirates", R::RepelEveryColour),
    ];
    for (id, r) in want {
        assert_eq!(c(id).requirement, r, "{id}");
    }
}

/// Cheap Staff: 4 persons with a printed cost of 3 or less (card, CS and the English rules; ES's
/// "igual a 3" is a slip, rulings.md BB8).
#[test]
fn cheap_staff_asks_for_four_persons_costing_at_most_three() {
    assert_eq!(
        c("cheap-staff").requirement,
        Requirement::CheapPersons {
            persons: 4,
            cost: 3
        }
    );
}

/// Seal letters group contracts that share a requirement: D both need a settler, G both a
/// captain.
#[test]
fn seal_letters_d_and_g_group_the_settler_and_captain_contracts() {
    let needs = |k: &Contract, p: Person| matches!(k.requirement, Requirement::Pair(a, b) if a == p || b == p);
    for k in &CONTRACTS {
        match k.seal.1 {
            'D' => assert!(needs(k, Person::Settler), "{}", k.id),
            'G' => assert!(needs(k, Person::Captain), "{}", k.id),
            _ => {}
        }
    }
}

/// "Los únicos contratos que debes completar de inmediato son los de Inspector fiscal, Mal de
/// ojo, Gran especulador, Némesis de fragata y Némesis de galeón" — and, in CS, Malý hazardní
/// hráč (rulings.md BB7).
#[test]
fn contracts_to_complete_at_once() {
    let mut at_once: Vec<&str> = CONTRACTS
        .iter()
        .filter(|k| k.at_once)
        .map(|k| k.id)
        .collect();
    at_once.sort();
    assert_eq!(
        at_once,
        [
            "frigate-foe",
            "galleon-foe",
            "gamester",
            "jinx",
            "tax-officer",
            "tiny-gamester"
        ]
    );
}

/// "Solo el jugador activo puede completar los contratos de El nido de los piratas, Gran
/// especulador y Mal de ojo" — and, in CS, Malý hazardní hráč (rulings.md BB7).
#[test]
fn contracts_only_the_active_player_completes() {
    let mut active: Vec<&str> = CONTRACTS
        .iter()
        .filter(|k| k.active_only)
        .map(|k| k.id)
        .collect();
    active.sort();
    assert_eq!(
        active,
        ["gamester", "jinx", "pack-of-pirates", "tiny-gamester"]
    );
}

/// "Cuando completes tu segundo contrato, también obtendrás 1 punto de influencia … un tercer
/// contrato, obtendrás otros 2 … No puedes completar más de 3 contratos."
#[test]
fn second_contract_gives_1_influence_third_2_and_no_fourth() {
    assert_eq!(CONTRACT_INFLUENCE, [0, 1, 2]);
}

/// Contract values rest on card images and agree with a second transcription: High.
#[test]
fn contracts_are_graded_high() {
    assert!(CONTRACTS.iter().all(|k| k.grade == Grade::High));
}

// ----- ids and names ------------------------------------------------------------------------

/// Every Big Box face has its own id, different from every base-game id.
#[test]
fn box_ids_are_unique_and_distinct_from_base_ids() {
    let all: Vec<&BoxFace> = box_faces().collect();
    for (i, f) in all.iter().enumerate() {
        assert!(all[..i].iter().all(|o| o.id != f.id), "{} twice", f.id);
        assert_eq!(face_by_id(f.id), None, "{} is a base id", f.id);
        assert_eq!(box_face_by_id(f.id).map(|x| x.id), Some(f.id));
        assert!(f.copies > 0);
    }
    assert_eq!(count(box_faces(), |_| true), 60 + 4 + 24);
}

/// Every new profession has a name in English, Spanish and Czech.
#[test]
fn professions_are_named_in_three_languages() {
    for f in box_faces() {
        if let Some(p) = f.profession() {
            let Name::Printed(en, es, cs) = p.names() else {
                panic!("{}: not named as printed", f.id)
            };
            assert!(
                !en.is_empty() && !es.is_empty() && !cs.is_empty(),
                "{}",
                f.id
            );
        }
    }
    assert!(matches!(
        Profession::Merchant(Red).names(),
        Name::Printed(_, _, "Kramář")
    ));
    assert_eq!(
        Profession::Gambler.names(),
        Name::Printed("Gambler", "Tahúr", "Karbaník")
    );
}
