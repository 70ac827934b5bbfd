//! "Preparativos" and "Reglas para 2 jugadores": the setup for 2, 3, 4 and 5 players.

mod common;

use common::*;
use islas_core::{Game, Seed};
use islas_puerto_rico::data::{GOODS_SUPPLY, PLANTATIONS};
use islas_puerto_rico::{BUILDING_DATA, Building, Config, Kind, PuertoRico, Role};

fn game(players: u8) -> PuertoRico {
    PuertoRico::setup(&Config::new(players), Seed::from_u64(5)).unwrap()
}

fn total<T: Into<u32> + Copy>(xs: &[T]) -> u32 {
    xs.iter().map(|&x| x.into()).sum()
}

/// "con 3 jugadores: 2 doblones; con 4 jugadores: 3 doblones; con 5 jugadores: 4 doblones";
/// 2 players: "3 doblones".
#[test]
fn doubloons_by_player_count() {
    for (players, each) in [(2, 3), (3, 2), (4, 3), (5, 4)] {
        let g = game(players);
        assert!(g.table().iter().all(|p| p.doubloons == each), "{players}");
    }
}

/// "Este jugador toma la carta de gobernador y una plantación de añil … con 3 jugadores: 2º
/// jugador: añil, 3er jugador: maíz; con 4: añil, maíz, maíz; con 5: 2º y 3er añil, 4º y 5º
/// maíz"; 2 players: "Jugador inicial: añil; 2º jugador: maíz".
#[test]
fn starting_plantations_by_seat() {
    let expect: [&[G]; 4] = [
        &[G::Indigo, G::Corn],
        &[G::Indigo, G::Indigo, G::Corn],
        &[G::Indigo, G::Indigo, G::Corn, G::Corn],
        &[G::Indigo, G::Indigo, G::Indigo, G::Corn, G::Corn],
    ];
    for (i, starts) in expect.iter().enumerate() {
        let g = game(i as u8 + 2);
        assert_eq!(g.governor, 0, "the start player holds the governor card");
        for (seat, good) in starts.iter().enumerate() {
            let p = &g.table()[seat];
            assert_eq!(p.island[good.index()], 1);
            assert_eq!(p.island_used(), 1);
            assert_eq!(p.colonists(), 0, "the plantation is put unoccupied");
        }
    }
}

/// Victory points "con 3 jugadores: 75 puntos; con 4: 100; con 5: todos (los 122 puntos)";
/// 2 players: "se usan 65".
#[test]
fn victory_point_chips_by_player_count() {
    for (players, vp) in [(2, 65), (3, 75), (4, 100), (5, 122)] {
        assert_eq!(game(players).vp_chips, vp);
    }
}

/// Colonists "con 3 jugadores: 55; con 4: 75; con 5: 95", and the ship "con 3, 4 ó 5
/// colonos"; 2 players: "40 colonos en la reserva y además 2 colonos en el barco".
#[test]
fn colonists_in_supply_and_on_the_ship() {
    for (players, supply, ship) in [(2, 40, 2), (3, 55, 3), (4, 75, 4), (5, 95, 5)] {
        let g = game(players);
        assert_eq!((g.colonists, g.ship_colonists), (supply, ship), "{players}");
    }
}

/// Cargo ships "con 3 jugadores: 4, 5 y 6 casillas; con 4: 5, 6 y 7; con 5: 6, 7 y 8";
/// 2 players: "sólo los barcos de 4 y 6 casillas".
#[test]
fn cargo_ships_by_player_count() {
    for (players, caps) in [
        (2, [4, 6, 0]),
        (3, [4, 5, 6]),
        (4, [5, 6, 7]),
        (5, [6, 7, 8]),
    ] {
        let g = game(players);
        assert_eq!(g.ships.map(|s| s.capacity), caps);
        assert!(g.ships.iter().all(|s| s.load == 0 && s.good.is_none()));
    }
}

/// Roles "con 3 jugadores: todos excepto los dos buscadores de oro (6 cartas); con 4: todos
/// excepto un buscador (7); con 5: todos (8)"; 2 players: "siete personajes (todos excepto un
/// buscador de oro)".
#[test]
fn roles_by_player_count() {
    for (players, count, prospectors) in [(2, 7, 1), (3, 6, 0), (4, 7, 1), (5, 8, 2)] {
        let g = game(players);
        assert_eq!(g.roles_in_game.count_ones(), count);
        let p = [Role::Prospector, Role::Prospector2]
            .iter()
            .filter(|r| g.role_free(**r))
            .count();
        assert_eq!(p, prospectors);
    }
}

/// "4, 5 ó 6 plantaciones (una más que la cantidad de jugadores) se roban al azar"; 2 players:
/// "Descubre 3 plantaciones".
#[test]
fn face_up_plantations_one_more_than_players() {
    for players in 2..=5u8 {
        assert_eq!(total(&game(players).face_up), u32::from(players) + 1);
    }
}

/// "8 canteras y 50 plantaciones: 8 de café, 9 de tabaco, 10 de maíz, 11 de azúcar y 12 de
/// añil"; 2 players: "Retira 3 plantaciones de cada tipo … Retira 3 canteras".
#[test]
fn plantations_and_quarries() {
    assert_eq!(PLANTATIONS, [10, 12, 11, 9, 8]);
    for players in 2..=5u8 {
        let g = game(players);
        let removed = if players == 2 { 15 } else { 0 };
        let on_islands: u32 = g.table().iter().map(|p| u32::from(p.island_used())).sum();
        assert_eq!(
            total(&g.pile) + total(&g.face_up) + on_islands,
            50 - removed
        );
        assert_eq!(g.quarries, if players == 2 { 5 } else { 8 });
    }
}

/// "50 mercancías: 9 barriles de café, 9 de tabaco, 10 de maíz, 11 de azúcar y 11 de añil";
/// 2 players: "Retira 2 barriles de cada tipo".
#[test]
fn goods_in_the_supply() {
    assert_eq!(GOODS_SUPPLY, [10, 11, 11, 9, 9]);
    assert_eq!(game(3).goods, [10, 11, 11, 9, 9]);
    assert_eq!(game(2).goods, [8, 9, 9, 7, 7]);
}

/// "49 edificios: 5 edificios grandes violetas, 24 edificios pequeños violetas (2 de cada) y
/// 20 edificios de producción"; 2 players: "uno de cada edificio violeta y dos de cada edificio
/// de producción".
#[test]
fn buildings_on_the_board() {
    let g = game(4);
    assert_eq!(total(&g.supply), 49);
    let two = game(2);
    for b in Building::ALL {
        let expect = match b.data().kind {
            Kind::Violet | Kind::Large => 1,
            _ => 2,
        };
        assert_eq!(two.supply[b.index()], expect, "{}", b.id());
    }
    assert_eq!(BUILDING_DATA.len(), 23);
}

/// The table DSL starts from the same setup.
#[test]
fn the_table_is_the_rulebook_setup() {
    let t = Table::new(3);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal().len(), 6, "six roles to choose from");
}

/// A stacked setup: the face-up row at the start is the first stacked plantations, and the
/// settler phase reveals the next ones in order.
#[test]
fn a_stacked_setup_fixes_the_plantation_order() {
    let mut config = Config::new(3);
    config.plantations_top = vec![
        G::Coffee,
        G::Coffee,
        G::Tobacco,
        G::Sugar,
        G::Corn,
        G::Corn,
        G::Indigo,
        G::Indigo,
    ];
    let g = PuertoRico::setup(&config, Seed::from_u64(9)).unwrap();
    assert_eq!(g.face_up, [0, 0, 1, 1, 2]);
    let mut t = Table { game: g };
    t.play("role settler");
    t.play("plant coffee");
    t.play("pass");
    t.play("pass");
    assert_eq!(
        t.game.face_up,
        [2, 2, 0, 0, 0],
        "the next four stacked ones"
    );
    // The stack is hidden: nobody's view shows it.
    assert_eq!(t.game.view(0).stack, Default::default());
    // Too many, or more of a kind than the game has, is a setup error.
    config.plantations_top = vec![G::Coffee; 9];
    assert!(PuertoRico::setup(&config, Seed::from_u64(9)).is_err());
}

/// The table DSL stacks the piles too.
#[test]
fn the_table_stacks_the_piles() {
    let mut t = Table::new(3)
        .seat(0, |p| building(p, B::Hacienda, 1))
        .stack(&[G::Tobacco]);
    t.play("role settler");
    t.play("hacienda");
    assert_eq!(t.p(0).island[G::Tobacco.index()], 1);
}
