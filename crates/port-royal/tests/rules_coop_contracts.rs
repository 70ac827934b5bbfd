//! Just One More Contract's co-operative and solo contracts (Big Box ES "Variantes cooperativa y
//! en solitario", "Qué tal has jugado"; Big Box CS "Kooperativní režim"), clause by clause and
//! with the rulebook's examples; readings in `docs/rulings.md` BB22–BB28.

// The rulebook's arithmetic is written as the rulebook writes it.
#![allow(clippy::identity_op)]

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Seed, Shared};
use islas_port_royal::big_box::{COOP_CONTRACTS, RANKS, rank};
use islas_port_royal::contracts::{contract_index, time_deck_size};
use islas_port_royal::{
    COMPETITIVE_CONTRACTS, COOP_CONTRACTS as COOP, CoinReason, Config, Event, Phase, PortRoyal,
};

/// The three contracts of the rulebook's example: seals 1 G, 0 G and −1 H.
const JULIA: [&str; 3] = ["lady-killer", "maritime-supremacy", "galleon-foe"];

/// Persons that do nothing when drawn one at a time and left in the harbour, to fill a stacked
/// time deck (ids the tests name elsewhere are left out).
const FILLER: [&str; 22] = [
    "sailor-3",
    "trader-green-3",
    "trader-red-3",
    "trader-black-3",
    "sailor-5",
    "jack",
    "governor",
    "admiral-7",
    "sailor-3",
    "trader-green-3",
    "trader-red-3",
    "trader-black-3",
    "sailor-5",
    "jack",
    "governor",
    "admiral-7",
    "sailor-3",
    "jack",
    "governor",
    "admiral-7",
    "sailor-3",
    "sailor-3",
];

/// A stacked deck: `skip` fillers, then `time` and more fillers up to `size` cards in all (the
/// time deck, first id on top; with cards set aside before the game, the top ones are), then
/// `deck`.
fn stack_after(
    skip: usize,
    size: usize,
    time: &[&'static str],
    deck: &[&'static str],
) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = FILLER[..skip].to_vec();
    out.extend_from_slice(time);
    out.extend(FILLER[skip..].iter().take(size - skip - time.len()));
    out.extend_from_slice(deck);
    out
}

/// [`stack_after`] with the given cards on top.
fn stack(size: usize, time: &[&'static str], deck: &[&'static str]) -> Vec<&'static str> {
    stack_after(0, size, time, deck)
}

fn time_left(t: &Table) -> usize {
    t.coop().unwrap().time.len()
}

fn points(t: &Table) -> usize {
    t.coop().unwrap().points.len()
}

fn face_up(t: &Table) -> Vec<u8> {
    t.contracts()
        .unwrap()
        .slots
        .iter()
        .map(|s| s.contract)
        .collect()
}

/// *"baraja las 18 cartas de contrato y coloca bocarriba sobre la mesa el número indicado de
/// contratos … Jugadores 1 2 3 4 5 / Contratos 3 5 7 9 11"*: the two white contracts are dealt
/// too, and the deck is the base game with Just One More Contract's cards (*"Luego baraja las
/// cartas de juego (juego base + Solo un contrato más)"*).
#[test]
fn three_five_seven_nine_or_eleven_of_the_eighteen_contracts_face_up() {
    let mut seen = std::collections::BTreeSet::new();
    for (players, up) in [(1u8, 3usize), (2, 5), (3, 7), (4, 9), (5, 11)] {
        let config = Config::from_options(players.into(), &[COOP]).unwrap();
        for seed in 0..40 {
            let g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
            let table = g.contracts().unwrap();
            let mut ids: Vec<u8> = table.slots.iter().map(|s| s.contract).collect();
            seen.extend(ids.iter().copied());
            assert_eq!(
                g.coop().unwrap().time.len(),
                time_deck_size(&ids),
                "the time deck follows the seals"
            );
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), up, "{players} players");
            assert_eq!(g.all_cards().len(), 144);
            assert_eq!(g.players(), usize::from(players));
        }
    }
    assert_eq!(
        seen.len(),
        18,
        "every contract can be dealt, the white ones too"
    );
}

/// *"Ejemplo: En una partida en solitario, sobre la mesa tenemos los 3 contratos … El mazo de
/// tiempo estará formado por 13 + (1 + 0 − 1) + 2 (G y H) = 15 cartas."* The time deck is drawn
/// from the top of the shuffled deck (*"roba de la parte superior el número de cartas
/// correspondiente"*).
#[test]
fn julias_time_deck_is_13_plus_1_plus_0_minus_1_plus_2_cards() {
    let t = table(1).with_coop(&JULIA, 0).deal();
    let ids = face_up(&t);
    assert_eq!(
        ids,
        JULIA.map(|c| contract_index(c).unwrap()),
        "the three contracts of the example"
    );
    assert_eq!(time_deck_size(&ids), 13 + (1 + 0 - 1) + 2);
    assert_eq!(time_left(&t), 15);
    assert_eq!(points(&t), 0);
    // 144 cards: 3 coins, the 5-player expedition boxed, 15 in the time deck, the rest the deck.
    assert_eq!(t.deck_len(), 144 - 3 - 1 - 15);
}

/// *"+ 1 carta por cada letra distinta … (cada letra solo se cuenta 1 vez; por ejemplo, si hay 3
/// «A», solo se añade 1 carta)"*: Fighter, Tiny Gamester and Gamester are 0 A each.
#[test]
fn three_a_seals_add_one_card() {
    let t = table(1)
        .with_coop(&["fighter", "tiny-gamester", "gamester"], 0)
        .deal();
    assert_eq!(time_left(&t), 13 + 0 + 1);
}

/// *"El jugador activo siempre debe robar la primera carta del turno del mazo de tiempo (y
/// colocarla en el puerto). Las demás cartas se roban del mazo de juego como es habitual."*
#[test]
fn the_first_card_of_each_turn_comes_from_the_time_deck() {
    let mut t = table(2)
        .with_coop(
            &["comedian", "fighter", "explorer", "jinx", "trader-prince"],
            0,
        )
        .deck(&stack(
            time_deck_size(
                &["comedian", "fighter", "explorer", "jinx", "trader-prince"]
                    .map(|c| contract_index(c).unwrap()),
            ),
            &["captain", "settler"],
            &["priest"],
        ))
        .deal();
    let size = time_left(&t);
    t.play("draw");
    assert_eq!(t.harbour(), ["captain"], "the top card of the time deck");
    assert_eq!(time_left(&t), size - 1);
    t.play("draw");
    assert_eq!(
        t.harbour(),
        ["captain", "priest"],
        "the second card from the deck"
    );
    assert_eq!(time_left(&t), size - 1);
    t.finish_turn();
    assert_eq!(t.active(), 1);
    t.play("draw");
    assert_eq!(t.harbour(), ["settler"], "the next player's first card");
    assert_eq!(time_left(&t), size - 2);
}

/// *"Si no puedes robar ninguna carta del mazo de tiempo y no has completado aún todos los
/// contratos, perdéis la partida."* With Julia's example, 5 cards moved to the points deck:
/// *"De esta manera, solo tiene 10 turnos para completar los 3 contratos."* (BB24)
#[test]
fn with_ten_time_cards_julia_has_ten_turns_then_loses() {
    let mut t = table(1)
        .with_coop(&JULIA, 5)
        .deck(&stack(15, &[], &[]))
        .deal();
    assert_eq!((time_left(&t), points(&t)), (10, 5));
    for turn in 1..=10 {
        assert_eq!(t.turn(), turn);
        assert_ne!(t.phase(), Phase::Over, "turn {turn} is played");
        t.quiet_turn();
    }
    assert_eq!(
        t.phase(),
        Phase::Over,
        "no 11th turn: the time deck is empty"
    );
    let outcome = t.outcome().unwrap();
    assert_eq!(
        outcome.shared,
        Some(Shared {
            won: false,
            score: 0,
            tier: None
        }),
        "a loss scores nothing, the points deck included"
    );
    assert_eq!(outcome.rewards(), [0.0]);
    assert!(outcome.winners().is_empty());
}

/// *"puedes añadir cartas del mazo de tiempo al de puntos antes de comenzar la partida"*: any
/// number, at most the whole time deck; with nothing left to draw the first turn is lost.
#[test]
fn setting_the_whole_time_deck_aside_loses_at_once() {
    let t = table(1).with_coop(&JULIA, 16).deal();
    assert_eq!((time_left(&t), points(&t)), (0, 15));
    assert_eq!(t.phase(), Phase::Over);
    assert!(!t.outcome().unwrap().shared.unwrap().won);
    assert_eq!(t.all_cards().len(), 144);
}

/// The same "any number" through the game's options: `points=n` takes every number up to the
/// largest time deck a deal can have, and whatever the deal, the top of that range sets the
/// whole time deck aside.
#[test]
fn the_points_option_takes_any_number_up_to_the_whole_time_deck() {
    use islas_port_royal::contracts::MAX_TIME_DECK;
    for players in 1..=5usize {
        for n in 0..=MAX_TIME_DECK {
            let config =
                Config::from_options(players, &["coop".to_string(), format!("points={n}")])
                    .unwrap();
            assert_eq!(config.points, n);
        }
        for seed in ["a", "b", "c", "d"] {
            let all = format!("points={MAX_TIME_DECK}");
            let config = Config::from_options(players, &["coop", all.as_str()]).unwrap();
            let game = PortRoyal::setup(&config, Seed::from_text(seed).unwrap()).unwrap();
            let ids: Vec<_> = game
                .contracts()
                .unwrap()
                .slots
                .iter()
                .map(|s| s.contract)
                .collect();
            let coop = game.coop().unwrap();
            assert_eq!(
                (coop.time.len(), coop.points.len()),
                (0, time_deck_size(&ids))
            );
            assert_eq!(game.phase(), Phase::Over);
        }
        let beyond = format!("points={}", MAX_TIME_DECK + 1);
        assert!(Config::from_options(players, &["coop", beyond.as_str()]).is_err());
    }
}

/// *"Solo ganáis la partida si al menos 1 jugador ha completado todos los contratos antes de que
/// el mazo de tiempo se agote."* / CS *"Podaří-li se vám každý kontrakt splnit aspoň jednou"*:
/// every contract completed at least once, by anyone (BB23): with 2 players and 5 contracts
/// nobody can complete all five (3 cubes each). The game is won the moment the last one is.
#[test]
fn every_contract_completed_once_by_someone_wins_at_once() {
    let five = [
        "comedian",
        "lady-killer",
        "trader-prince",
        "fighter",
        "explorer",
    ];
    let mut t = table(2)
        .with_coop(&five, 0)
        .seat(0, 3, &["priest", "jester-5", "captain", "mademoiselle-7"])
        .seat(
            1,
            3,
            &[
                "trader-yellow-5",
                "trader-blue-5",
                "pirate-9",
                "sailor-7",
                "exp-AA",
            ],
        )
        .deck(&stack(
            time_deck_size(&five.map(|c| contract_index(c).unwrap())),
            &["settler"],
            &[],
        ))
        .deal();
    // The active player may complete before drawing; the other player only when it is their
    // time to act.
    assert!(t.can("complete comedian"));
    assert!(!t.can("complete fighter"));
    t.play_all(&[
        "complete comedian",
        "complete lady-killer",
        "draw",
        "stop",
        "pass",
    ]);
    assert_eq!(t.to_act(), Some(1));
    t.play_all(&["complete trader-prince", "complete fighter"]);
    assert_ne!(t.phase(), Phase::Over, "one contract is still open");
    let last = t.play("complete explorer");
    assert!(last.contains(&Event::GameOver));
    assert_eq!(t.phase(), Phase::Over);
    let table = t.contracts().unwrap();
    assert_eq!(table.done, [2, 3], "nobody completed all five");
    let outcome = t.outcome().unwrap();
    assert_eq!(
        outcome.shared,
        Some(Shared {
            won: true,
            score: 0,
            tier: Some(0)
        })
    );
    assert_eq!(outcome.rewards(), [1.0, 1.0]);
    assert_eq!(outcome.winners(), [0, 1]);
    // The contracts' own rules stay (*"Las reglas de los contratos son las mismas que se
    // describen en el modo competitivo"*): the second and third contracts give influence.
    assert_eq!(t.contract_influence(0), 1);
    assert_eq!(t.contract_influence(1), 3);
}

/// *"Si tomas una carta del puerto en la fase 2 … cuando no eres el jugador activo, sigues
/// teniendo que pagar 1 moneda al jugador activo."*
#[test]
fn a_non_active_player_still_pays_the_active_player() {
    let five = ["comedian", "fighter", "explorer", "jinx", "trader-prince"];
    let mut t = table(2)
        .with_coop(&five, 0)
        .deck(&stack(
            time_deck_size(&five.map(|c| contract_index(c).unwrap())),
            &["yellow-1-1"],
            &[],
        ))
        .deal();
    t.play_all(&["draw", "stop", "pass"]);
    let events = t.play("take yellow-1-1");
    assert!(events.contains(&Event::Compensated { from: 1, to: 0 }));
    assert_eq!((t.coins(0), t.coins(1)), (4, 3));
}

/// *"Nota del modo solitario: Siempre eres el jugador activo, por lo que no es necesario que
/// pagues monedas adicionales en la fase 2."* Nobody else takes: after the solo player's take
/// the next turn begins.
#[test]
fn solo_is_always_the_active_player_and_pays_no_compensation() {
    let mut t = table(1)
        .with_coop(&JULIA, 0)
        .deck(&stack(15, &["trader-yellow-3"], &[]))
        .deal();
    t.play_all(&["draw", "stop"]);
    let events = t.play("take trader-yellow-3");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Compensated { .. }))
    );
    assert_eq!(t.coins(0), 0, "the trader's 3 coins and nothing more");
    assert_eq!((t.active(), t.turn()), (0, 2));
    assert_eq!(t.phase(), Phase::Discover { drawn: 0 });
}

/// *"Si robas una carta de impuestos, siempre obtienes la bonificación correspondiente."* Both
/// taxes pay the solo player their coin, with no swords and with influence; at 12 coins the
/// tax still takes half first (BB26).
#[test]
fn solo_always_gets_the_tax_bonus() {
    for (tax, display) in [
        ("tax-swords", &[][..]),
        ("tax-influence", &["governor", "admiral-9"][..]),
    ] {
        let mut t = table(1)
            .with_coop(&JULIA, 0)
            .seat(0, 3, display)
            .deck(&stack(15, &[tax], &[]))
            .deal();
        let events = t.play("draw");
        assert_eq!(earned(&events, 0, CoinReason::TaxBonus), 1, "{tax}");
        assert_eq!(t.coins(0), 4);
    }
    let mut t = table(1)
        .with_coop(&JULIA, 0)
        .coins(0, 12)
        .deck(&stack(15, &["tax-swords"], &[]))
        .deal();
    t.play("draw");
    assert_eq!(t.coins(0), 12 - 6 + 1);
}

/// *"En el modo solitario, ignora este efecto: simplemente obtienes 3 monedas."* The ship that
/// also gives another player 1 coin gives the solo player 3 coins and no one anything else.
#[test]
fn solo_ignores_the_ships_extra_coin() {
    let mut t = table(1)
        .with_coop(&JULIA, 0)
        .deck(&stack(15, &["green-3-3-gift"], &[]))
        .deal();
    t.play_all(&["draw", "stop"]);
    let events = t.play("take green-3-3-gift");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 3);
    assert_eq!(earned(&events, 0, CoinReason::Gift), 0);
    assert_eq!(t.coins(0), 6);
    assert!(!matches!(t.phase(), Phase::Gift { .. }));
}

/// *"puedes elegir separar a un lado la primera carta del mazo de tiempo cada vez que robes una
/// carta de impuestos. Las cartas apartadas forman el mazo de puntos."* The choice is the active
/// player's, asked before anything else; a tax from the deck asks too (BB25).
#[test]
fn each_tax_drawn_may_set_aside_a_time_card() {
    let mut t = table(1)
        .with_coop(&JULIA, 0)
        .deck(&stack(15, &["tax-swords"], &[COIN, "tax-influence"]))
        .deal();
    t.play("draw");
    assert_eq!(t.legal(), ["set-aside", "pass"]);
    assert_eq!(t.refuse("stop").key, "answer-set-aside");
    t.play("set-aside");
    assert_eq!((time_left(&t), points(&t)), (13, 1));
    assert_eq!(t.all_cards().len(), 144);
    // The second card, from the deck, is a tax too: asked again; "pass" keeps the time card.
    t.play("draw");
    assert!(t.asks_set_aside());
    t.play("pass");
    assert_eq!((time_left(&t), points(&t)), (13, 1));
    assert!(t.can("stop"));
    // No tax, no question.
    assert_eq!(t.refuse("set-aside").key, "wrong-phase");
}

/// With the time deck empty there is no card to set aside: no question.
#[test]
fn no_question_when_the_time_deck_is_empty() {
    // 14 of the 15 cards set aside (the top ones): the last time card is a tax.
    let mut t = table(1)
        .with_coop(&JULIA, 14)
        .deck(&stack_after(14, 15, &["tax-swords"], &[]))
        .deal();
    assert_eq!(time_left(&t), 1);
    let events = t.play("draw");
    assert!(events.iter().any(|e| matches!(e, Event::Tax { .. })));
    assert_eq!(time_left(&t), 0);
    assert!(!t.asks_set_aside());
    assert!(t.can("stop"));
}

/// *"Si consigues completar todos los contratos antes de que se agote el mazo de tiempo, cada
/// carta del mazo de puntos valdrá 1 punto."* and the table *"0-1 puntos Marinero de agua dulce
/// … 8 puntos o más Señor de los mares"* / CS *"0–1 bod Suchozemské krysy … 8 a více bodů
/// Postrach všech moří"*.
#[test]
fn the_points_deck_ranks_from_landlubber_to_ruler_of_the_seas() {
    let want = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4];
    for (points, &tier) in want.iter().enumerate() {
        assert_eq!(rank(points as u32), tier, "{points} points");
    }
    assert_eq!(rank(30), 4);
    assert_eq!(
        RANKS[0].1,
        ("Landlubber", "Marinero de agua dulce", "Suchozemské krysy")
    );
    assert_eq!(RANKS[2].1.1, "Pirata");
    assert_eq!(RANKS[3].1, ("Captain", "Capitana", "Kapitáni"));
    assert_eq!(
        RANKS[4].1,
        (
            "Ruler of the Seas",
            "Señor de los mares",
            "Postrach všech moří"
        )
    );
}

/// *"Julia está convencida de que puede pasar 5 cartas del mazo de tiempo al mazo de puntos …
/// Si lo logra, será capaz de obtener, como mucho, el título de «pirata». Para lograr un resultado
/// mejor, Julia tendría que añadir 1 carta adicional al mazo de puntos … cada vez que robara 1
/// carta de impuestos."* A solo win with 5 cards set aside is a Pirate; one more from a tax makes
/// a Captain.
#[test]
fn five_cards_set_aside_make_at_best_a_pirate() {
    let three = ["comedian", "lady-killer", "maritime-supremacy"];
    let size = time_deck_size(&three.map(|c| contract_index(c).unwrap()));
    assert_eq!(size, 13 + 1 + 2);
    for tax in [false, true] {
        let time: &[&str] = if tax { &["tax-influence"] } else { &[] };
        let deck = stack_after(5, size, time, &[]);
        let mut t = table(1)
            .with_coop(&three, 5)
            .seat(
                0,
                3,
                &[
                    "priest",
                    "jester-5",
                    "captain",
                    "mademoiselle-7",
                    "vice-admiral-5",
                ],
            )
            .deck(&deck)
            .deal();
        assert_eq!(points(&t), 5);
        t.play("draw");
        if tax {
            t.play("set-aside");
        }
        t.play_all(&["complete comedian", "complete lady-killer"]);
        assert_ne!(t.phase(), Phase::Over);
        t.play("complete maritime-supremacy");
        let shared = t.outcome().unwrap().shared.unwrap();
        let (score, tier) = if tax { (6, 3) } else { (5, 2) };
        assert_eq!(
            shared,
            Shared {
                won: true,
                score,
                tier: Some(tier)
            }
        );
        assert_eq!(
            RANKS[usize::from(tier)].1.1,
            if tax { "Capitana" } else { "Pirata" }
        );
    }
}

/// *"Pequeño patrimonio (solo en el modo cooperativo): Si tienes 12 puntos de influencia, puedes
/// colocar de inmediato 1 cubo sobre el contrato para completarlo."* In the co-operative mode 12
/// influence ends nothing (BB27): the game goes on.
#[test]
fn small_estate_wants_twelve_influence_and_twelve_ends_nothing() {
    let three = ["small-estate", "fighter", "explorer"];
    let t = table(1)
        .with_coop(&three, 0)
        .seat(0, 3, &TWELVE_INFLUENCE)
        .deal();
    assert!(t.can("complete small-estate"));
    assert_eq!(t.end_triggered_by(), None);
    let mut t = table(1)
        .with_coop(&three, 0)
        .seat(0, 3, &ELEVEN_INFLUENCE)
        .deal();
    assert!(!t.can("complete small-estate"));
    assert_eq!(t.refuse("complete small-estate").key, "contract-not-met");
}

/// *"Rescate (solo en el modo cooperativo): Paga 15 monedas para colocar de inmediato 1 cubo sobre
/// el contrato y completarlo."* The coins go to the discard pile; no coins printed (estimated).
#[test]
fn ransom_costs_fifteen_coins() {
    let three = ["ransom", "fighter", "explorer"];
    let mut t = table(1).with_coop(&three, 0).coins(0, 16).deal();
    let discarded = t.discard().len();
    let events = t.play("complete ransom");
    assert_eq!(t.coins(0), 1);
    assert_eq!(t.discard().len(), discarded + 15);
    assert_eq!(earned(&events, 0, CoinReason::Contract), 0);
    assert!(
        t.contracts()
            .unwrap()
            .completed(0, contract_index("ransom").unwrap())
    );
    let mut t = table(1).with_coop(&three, 0).coins(0, 14).deal();
    assert_eq!(t.refuse("complete ransom").key, "contract-not-met");
}

/// The two white contracts are co-operative only (*"retira los 2 contratos blancos con el sello
/// azul (solo se utilizan en el modo cooperativo)"*), and their seals are estimated: 2 J and 2 K,
/// graded Estimate.
#[test]
fn the_white_contracts_are_cooperative_only_and_estimated() {
    use islas_port_royal::big_box::Grade;
    assert_eq!(COOP_CONTRACTS.map(|c| c.seal), [(2, 'J'), (2, 'K')]);
    assert!(COOP_CONTRACTS.iter().all(|c| c.grade == Grade::Estimate));
    let config = Config::from_options(2, &[COMPETITIVE_CONTRACTS]).unwrap();
    for seed in 0..60 {
        let g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
        assert!(g.contracts().unwrap().slots.iter().all(|s| s.contract < 16));
    }
    let mut stacked = config.clone();
    stacked.contracts_up = vec!["ransom".into()];
    assert!(PortRoyal::setup(&stacked, Seed::from_u64(1)).is_err());
}
