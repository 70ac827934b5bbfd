//! The supply: the colonist ship and the counters, the face-up plantations and the quarry stack
//! (the settler chooses on them), the cargo ships, the trading house and the goods left (the
//! craftsman's privilege takes its barrel there).

use islas_puerto_rico::{GOODS, Good, PuertoRico, Ship};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::{barrels, count, good_name};
use super::good_icon;
use super::pieces::{Piece, barrel_button, piece_button, piece_choice, tiles_at_hand};
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::providers::I18n;
use crate::session::controller::TableController;

/// The trading house's spaces.
const HOUSE: u8 = 4;

/// One good for each counted on a pile (`[2, 0, 1, ..]` → two corn, one indigo), in order.
pub fn one_each(counts: &[u8; GOODS]) -> Vec<Good> {
    Good::ALL
        .iter()
        .flat_map(|&x| (0..counts[x.index()]).map(move |_| x))
        .collect()
}

/// A cargo ship in words: its capacity and load.
pub fn ship_words(lang: Lang, sh: &Ship) -> String {
    let load = match sh.good {
        Some(x) if sh.load > 0 => barrels(lang, x, usize::from(sh.load)),
        _ => text(lang, "rico.table.ship_empty", &[]),
    };
    text(
        lang,
        "rico.table.ship",
        &[("capacity", sh.capacity.to_string()), ("load", load)],
    )
}

/// The supply's section; its parts follow the session and the language, those with pieces to
/// choose on the person's choices too.
#[component]
pub fn Supply(table: TableController<PuertoRico>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    let part = move |f: fn(Lang, &PuertoRico) -> AnyView| {
        move || session.with(|s| f(i18n.lang(), &s.shown))
    };
    let pieces = move |f: fn(Lang, &Session, TableController<PuertoRico>) -> AnyView| {
        move || session.with(|s| f(i18n.lang(), s, table))
    };
    view! {
        <section class="supply" id="rico-supply" aria-labelledby="supply-title">
            <h2 id="supply-title">{move || i18n.t("rico.table.supply")}</h2>
            {part(counters)}
            {pieces(face_up)}
            {part(cargo_ships)}
            {part(trading_house)}
            {pieces(goods_supply)}
        </section>
    }
}

/// The colonist ship, the colonists and victory points left.
fn counters(l: Lang, g: &PuertoRico) -> AnyView {
    let t = |k: &str, args: &[(&str, String)]| text(l, k, args);
    view! {
        <div class="counters">
            <p><Icon name="colonist" />{t("rico.table.colonist_ship", &[("colonists", count(l, "colonists", usize::from(g.ship_colonists)))])}</p>
            <p><Icon name="colonist" />{t("rico.table.colonist_supply", &[("colonists", count(l, "colonists", usize::from(g.colonists)))])}</p>
            <p><Icon name="vp" />{t("rico.table.vp_supply", &[("n", g.vp_chips.to_string())])}</p>
        </div>
    }
    .into_any()
}

/// A tile (`class`, showing `face`): the settler's choice when `piece` is one and `choosable`.
fn tile_piece(
    l: Lang,
    s: &Session,
    table: TableController<PuertoRico>,
    piece: Piece,
    class: String,
    face: AnyView,
    choosable: bool,
) -> AnyView {
    match piece_choice(l, s, piece).filter(|_| choosable) {
        Some(c) => piece_button(class, c, table, face).into_any(),
        None => view! { <span class=class>{face}</span> }.into_any(),
    }
}

/// The plantations face up, each in a list item, the settler's choices when `choosable`.
pub fn face_up_tiles(
    l: Lang,
    s: &Session,
    table: TableController<PuertoRico>,
    choosable: bool,
) -> impl IntoView + use<> {
    one_each(&s.shown.face_up)
        .into_iter()
        .map(|x| {
            let face =
                view! { <Icon name=good_icon(x) /><span class="tname">{good_name(l, x)}</span> };
            let class = format!("tile k-{}", x.id());
            let tile = tile_piece(
                l,
                s,
                table,
                Piece::Tile(x),
                class,
                face.into_any(),
                choosable,
            );
            view! { <li>{tile}</li> }
        })
        .collect_view()
}

/// The quarry stack, the settler's choice when they may take a quarry and `choosable`.
pub fn quarry_stack(
    l: Lang,
    s: &Session,
    table: TableController<PuertoRico>,
    choosable: bool,
) -> AnyView {
    let n = s.shown.quarries.to_string();
    let quarries = text(l, "rico.table.quarry_supply", &[("n", n)]);
    let face = view! { <Icon name="quarry" /><span class="tname">{quarries}</span> };
    let class = "tile k-quarry".to_string();
    tile_piece(
        l,
        s,
        table,
        Piece::Quarries,
        class,
        face.into_any(),
        choosable,
    )
}

/// The plantations face up and the quarry stack; the settler chooses on them, unless they are
/// at hand in the decision (see `tiles_at_hand`).
fn face_up(l: Lang, s: &Session, table: TableController<PuertoRico>) -> AnyView {
    let g = &s.shown;
    let here = !tiles_at_hand(s);
    view! {
        <div class="part">
            <h3>{text(l, "rico.table.face_up", &[])}</h3>
            {(g.face_up.iter().all(|&c| c == 0)).then(|| view! { <p class="none">{text(l, "rico.table.face_up_none", &[])}</p> })}
            <ul class="face-up">{face_up_tiles(l, s, table, here)}</ul>
            <p class="quarry-stack">{quarry_stack(l, s, table, here)}</p>
        </div>
    }
    .into_any()
}

/// A cargo ship drawn: one slot for each barrel it takes, those loaded in its good's colour.
pub fn ship_slots(sh: &Ship) -> impl IntoView + use<> {
    let (good, load, capacity) = (sh.good, sh.load, sh.capacity);
    view! {
        <span class="slots" aria-hidden="true">
            {(0..capacity).map(|i| match good {
                Some(x) if i < load => view! { <span class=format!("slot full k-{}", x.id())><Icon name=good_icon(x) /></span> }.into_any(),
                _ => view! { <span class="slot"></span> }.into_any(),
            }).collect_view()}
        </span>
    }
}

/// The cargo ships in play, each with its slots and its load in words.
fn cargo_ships(l: Lang, g: &PuertoRico) -> AnyView {
    let ships = g
        .ships
        .iter()
        .filter(|sh| sh.capacity > 0)
        .map(|sh| {
            view! {
                <li class="ship">
                    {ship_slots(sh)}
                    <span class="sname">{ship_words(l, sh)}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="part">
            <h3>{text(l, "rico.table.cargo_ships", &[])}</h3>
            <ul class="ships">{ships}</ul>
        </div>
    }
    .into_any()
}

/// The trading house's title: how many of its spaces are taken.
pub fn house_title(l: Lang, g: &PuertoRico) -> String {
    let in_house: u8 = g.house.iter().sum();
    text(l, "rico.table.house", &[("n", in_house.to_string())])
}

/// The trading house's four spaces, the goods sold this round on them (each named), or in words
/// that it is empty.
pub fn house_spaces(l: Lang, g: &PuertoRico) -> impl IntoView + use<> {
    let sold = one_each(&g.house);
    let empty = sold.is_empty();
    let spaces = (0..HOUSE)
        .map(|i| match sold.get(usize::from(i)) {
            Some(&x) => view! {
                <span class=format!("slot full k-{}", x.id())><Icon name=good_icon(x) label=Signal::stored(good_name(l, x)) /></span>
            }
            .into_any(),
            None => view! { <span class="slot"></span> }.into_any(),
        })
        .collect_view();
    view! {
        <span class="slots">{spaces}</span>
        {empty.then(|| view! { <span class="visually-hidden">{text(l, "rico.table.house_empty", &[])}</span> })}
    }
}

/// The trading house: its four spaces, the goods sold this round on them.
fn trading_house(l: Lang, g: &PuertoRico) -> AnyView {
    view! {
        <div class="part">
            <h3>{house_title(l, g)}</h3>
            <p class="house">{house_spaces(l, g)}</p>
        </div>
    }
    .into_any()
}

/// The goods left in the supply; the craftsman's extra barrel is chosen on them.
fn goods_supply(l: Lang, s: &Session, table: TableController<PuertoRico>) -> AnyView {
    let g = &s.shown;
    let goods = Good::ALL
        .iter()
        .map(|&x| {
            let n = g.goods[x.index()];
            match piece_choice(l, s, Piece::Supply(x)) {
                Some(c) => view! { <li>{barrel_button(x, n, c, table)}</li> }.into_any(),
                None => view! {
                    <li>
                        <Icon name=good_icon(x) />
                        <span aria-hidden="true">{n}</span>
                        <span class="visually-hidden">{barrels(l, x, usize::from(n))}</span>
                    </li>
                }
                .into_any(),
            }
        })
        .collect_view();
    view! {
        <div class="part">
            <h3>{text(l, "rico.table.goods_supply", &[])}</h3>
            <ul class="goods-supply">{goods}</ul>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pile_is_one_good_for_each_counted() {
        let mut counts = [0u8; GOODS];
        counts[Good::ALL[0].index()] = 2;
        counts[Good::ALL[2].index()] = 1;
        assert_eq!(
            one_each(&counts),
            vec![Good::ALL[0], Good::ALL[0], Good::ALL[2]]
        );
        assert!(one_each(&[0; GOODS]).is_empty());
    }

    #[test]
    fn a_ship_says_its_capacity_and_load() {
        let empty = Ship {
            capacity: 5,
            good: None,
            load: 0,
        };
        let words = ship_words(Lang::En, &empty);
        assert!(words.contains('5'), "{words}");
        let loaded = Ship {
            capacity: 5,
            good: Some(Good::ALL[0]),
            load: 3,
        };
        let words_loaded = ship_words(Lang::En, &loaded);
        assert!(words_loaded.contains('3'), "{words_loaded}");
        assert_ne!(words, words_loaded);
    }
}
