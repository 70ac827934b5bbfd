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

// ----- the Big Box cards -------------------------------------------------------------------

const BIG_BOX_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/cards-big-box.md");

fn render_big_box() -> String {
    use islas_port_royal::big_box::{
        BoxFace, BoxPrinted, CONTRACT_CARDS, CONTRACTS, COOP_CONTRACTS, GAMBLER, Grade, Name,
        Requirement, SET_SAIL, SET_SAIL_ESTIMATED,
    };
    fn grade(g: Grade) -> &'static str {
        match g {
            Grade::High => "High",
            Grade::Medium => "Medium",
            Grade::Estimate => "**Estimate**",
        }
    }
    fn table(title: &str, faces: &[BoxFace]) -> String {
        let cards: usize = faces.iter().map(|f| usize::from(f.copies)).sum();
        let mut s = format!(
            "\n## {title} ({cards})\n\n| id | copies | card | cost | influence | swords | coins | grade | base mark |\n|---|---|---|---|---|---|---|---|---|\n"
        );
        for f in faces {
            let mark = if f.mixes_into_base { "yes" } else { "" };
            let row = match f.printed {
                BoxPrinted::Person {
                    profession,
                    cost,
                    influence,
                    swords,
                } => {
                    let Name::Printed(en, es, cs) = profession.names() else {
                        unreachable!("the Big Box's persons are named as printed")
                    };
                    let colour = profession
                        .colour()
                        .map_or(String::new(), |c| format!(" ({})", c.id()));
                    format!("{en}{colour} / {es} / {cs} | {cost} | {influence} | {swords} | ")
                }
                BoxPrinted::Ship {
                    colour,
                    coins,
                    swords,
                    coin_to_another,
                } => {
                    let (en, es, cs) = colour.ship_names();
                    let swords = swords.map_or("skull".to_string(), |n| n.to_string());
                    let gift = if coin_to_another {
                        " + 1 to another player"
                    } else {
                        ""
                    };
                    format!(
                        "{} {en} / {es} / {cs} | | | {swords} | {coins}{gift}",
                        colour.id()
                    )
                }
                BoxPrinted::Tax => {
                    "Tax: 9+ coins discard down to 8; fewest influence get 1 coin | | | | ".into()
                }
            };
            s += &format!(
                "| `{}` | {} | {row} | {} | {mark} |\n",
                f.id,
                f.copies,
                grade(f.grade)
            );
        }
        s
    }
    let mut s = String::from(
        "# Port Royal Big Box cards\n\n\
         The cards of *Set Sail!*, the Gambler promo and *Just One More Contract*, generated from\n\
         `crates/port-royal/src/big_box.rs` by `tests/cards_doc.rs`. Grades: **High** = read off a\n\
         card image or two independent transcriptions agree; **Medium** = one careful transcription;\n\
         **Estimate** = no source: a guess consistent with the known cards, kept in its own table so\n\
         that a sourced value replaces it without code changes. \"Base mark\": the Set Sail cards\n\
         that may be mixed into the base game. The engine plays Set Sail on its own (option\n\
         `set-sail`, config `\"mode\": \"set-sail\"`) and its marked cards mixed into the base game\n\
         (option `set-sail-cards`), the Gambler mixed into the base game (option `gambler`),\n\
         Just One More Contract's persons and ships mixed into the base game without its contracts\n\
         (option `contract-cards`), its 16 competitive contracts with those persons and ships\n\
         (option `contracts`), and its co-operative and solo contracts, all 18 of them, with a time\n\
         deck and a points deck (option `coop`, 1 to 5 players; `points=n` sets n cards aside, up to the whole time deck).\n",
    );
    s += &table("Set Sail!, sourced", &SET_SAIL);
    s += &table("Set Sail!, estimated values", &SET_SAIL_ESTIMATED);
    s += &table("Gambler", &GAMBLER);
    s += &table("Just One More Contract", &CONTRACT_CARDS);
    s += "\n## Contracts, competitive (16)\n\nCoins of the five boxes left to right (0 = no coins printed). Seal: co-op and solo only.\n\n| id | English | Spanish | Czech | requirement | coins | seal | at once | active only |\n|---|---|---|---|---|---|---|---|---|\n";
    let rows = |s: &mut String, list: &[islas_port_royal::big_box::Contract]| {
        for k in list {
            let req = match k.requirement {
                Requirement::Pair(a, b) => {
                    format!("{a:?} + {b:?}").replace("ViceAdmiral", "Vice Admiral")
                }
                Requirement::Traders(n) => format!("{n} traders"),
                Requirement::CheapPersons { persons, cost } => {
                    format!("{persons} persons printed at {cost} coins or less")
                }
                Requirement::Swords(n) => format!("{n} swords"),
                Requirement::Expeditions(n) => format!("{n} expedition"),
                Requirement::DeclineCoins { colour, times } => format!(
                    "trade a {} ({}) declining its coins, {times} times",
                    colour.ship_names().0,
                    colour.id()
                ),
                Requirement::PayTax => "lose coins to a tax".into(),
                Requirement::Bust => "bust".into(),
                Requirement::ShipColours { colours, times } => {
                    format!("ships of {colours} colours in the harbour, {times} time(s)")
                }
                Requirement::RepelEveryColour => "repel a ship of each colour".into(),
                Requirement::Influence(n) => format!("{n} influence"),
                Requirement::PayCoins(n) => format!("pay {n} coins"),
            };
            let track: Vec<String> = k.track.iter().map(u8::to_string).collect();
            let yes = |b: bool| if b { "yes" } else { "" };
            *s += &format!(
                "| `{}` | {} | {} | {} | {req} | {} | {} {} | {} | {} |\n",
                k.id,
                k.names.0,
                k.names.1,
                k.names.2,
                track.join(", "),
                k.seal.0,
                k.seal.1,
                yes(k.at_once),
                yes(k.active_only)
            );
        }
    };
    rows(&mut s, &CONTRACTS);
    s += "\n## Contracts, co-operative only, estimated (2)\n\nThe two white contracts with the blue seal, played only with the co-operative and solo contracts. **Estimate**: their seals and coin tracks were found in no source; each gets seal number 2 (the Spanish rulebook lists −1, 1 and 2, and the other 16 use only −1, 0 and 1) and a letter of its own, and no coins. English names: a translation.\n\n| id | English | Spanish | Czech | requirement | coins | seal | at once | active only |\n|---|---|---|---|---|---|---|---|---|\n";
    rows(&mut s, &COOP_CONTRACTS);
    s
}

#[test]
fn docs_cards_big_box_md_lists_every_big_box_face_with_its_grade() {
    let want = render_big_box();
    if std::env::var_os("ISLAS_BLESS").is_some() {
        std::fs::write(BIG_BOX_PATH, &want).expect("write docs/cards-big-box.md");
    }
    let have = std::fs::read_to_string(BIG_BOX_PATH).unwrap_or_default();
    assert!(
        have == want,
        "docs/cards-big-box.md is out of date: run ISLAS_BLESS=1 cargo test -p islas-port-royal --test cards_doc"
    );
}
