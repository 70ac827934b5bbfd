//! `docs/cards.md` lists every card face with its stable id and printed values; this test keeps
//! it in step with the data table. Set `ISLAS_BLESS=1` to rewrite the file after a data change.
#![cfg(not(target_arch = "wasm32"))]

use islas_port_royal::data::FACES;
use islas_port_royal::{Kind, Printed, TaxBonus};

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/cards.md");

fn render() -> String {
    let mut s = String::from(
        "# Port Royal cards\n\n\
         Every card face of the base game with its stable id (used in notation, records and stacked\n\
         decks), generated from `crates/port-royal/src/data.rs` by `tests/cards_doc.rs`. Values are\n\
         the 2014 printing (see `rulings.md` R13). Czech names of the yellow and green ships\n\
         (Pinasa, Bárka) are ours: the Czech rulebook does not name them.\n\n\
         ## Characters (60)\n\n\
         | id | copies | English | Spanish | Czech | cost | influence | swords |\n|---|---|---|---|---|---|---|---|\n",
    );
    for f in &FACES {
        if let Printed::Character {
            kind,
            cost,
            influence,
            swords,
        } = f.printed
        {
            let (en, es, _, cs) = kind.names();
            let en = match kind {
                Kind::Trader(c) => format!("{en} ({})", c.id()),
                _ => en.to_string(),
            };
            s += &format!(
                "| `{}` | {} | {en} | {es} | {cs} | {cost} | {influence} | {swords} |\n",
                f.id, f.copies
            );
        }
    }
    s += "\n## Ships (50)\n\n| id | copies | ship | coins | swords |\n|---|---|---|---|---|\n";
    for f in &FACES {
        if let Printed::Ship {
            colour,
            coins,
            swords,
        } = f.printed
        {
            let (en, es, cs) = colour.ship_names();
            let swords = swords.map_or("skull (cannot be repelled)".to_string(), |n| n.to_string());
            s += &format!(
                "| `{}` | {} | {} {en} / {es} / {cs} ({}) | {coins} | {swords} |\n",
                f.id,
                f.copies,
                colour.id(),
                colour.letter()
            );
        }
    }
    s += "\n## Expeditions (6)\n\nA = anchor (captain), C = cross (priest), H = house (settler); a jack of all trades stands in for any one symbol.\n\n| id | symbols | coins | influence | note |\n|---|---|---|---|---|\n";
    for f in &FACES {
        if let Printed::Expedition {
            coins,
            influence,
            five_players_only,
            ..
        } = f.printed
        {
            let note = if five_players_only {
                "5 players only; no coin on its back"
            } else {
                ""
            };
            s += &format!(
                "| `{}` | {} | {coins} | {influence} | {note} |\n",
                f.id,
                f.expedition_symbols().unwrap_or_default()
            );
        }
    }
    s += "\n## Tax increases (4)\n\n| id | copies | bonus |\n|---|---|---|\n";
    for f in &FACES {
        if let Printed::Tax(bonus) = f.printed {
            let b = match bonus {
                TaxBonus::MostSwords => "most swords get 1 coin",
                TaxBonus::FewestInfluence => "fewest influence get 1 coin",
            };
            s += &format!(
                "| `{}` | {} | everyone with 12+ coins discards half (rounded down); then {b} |\n",
                f.id, f.copies
            );
        }
    }
    s
}

#[test]
fn docs_cards_md_lists_every_face_as_in_the_data_table() {
    let want = render();
    if std::env::var_os("ISLAS_BLESS").is_some() {
        std::fs::write(PATH, &want).expect("write docs/cards.md");
    }
    let have = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(
        have == want,
        "docs/cards.md is out of date: run ISLAS_BLESS=1 cargo test -p islas-port-royal --test cards_doc"
    );
}
