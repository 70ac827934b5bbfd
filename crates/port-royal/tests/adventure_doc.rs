//! `docs/adventure-cards.md` lists the Adventure's content as the data tables hold it: the five
//! chapters written for Islas with every mission and branch, the events, the characters and the
//! estimated tables. This test keeps it in step; `ISLAS_BLESS=1` rewrites the file.
#![cfg(not(target_arch = "wasm32"))]

use islas_port_royal::adventure::content::{
    ADDED_CARDS_ESTIMATED, CARD_SIDES_ESTIMATED, CHAPTERS, CHARACTERS, CROWN_TRACK_ESTIMATED,
    EVENTS, START_COINS_ESTIMATED, TRADER_COLOURS_ESTIMATED, VICTORY_ESTIMATED,
};
use islas_port_royal::adventure::data::{
    AddedPrinted, ByMode, CampaignMode, EventCode, Hourglass, Item, Part, Person, Profession,
    ShipColour, Source, Step, StoryKind, Thing,
};
use islas_port_royal::{Kind, Symbol};

mod texts;

/// The words of a text of the content in English, Spanish or Czech (Port Royal's text files).
fn en(id: &str) -> &'static str {
    texts::all(id)[0]
}
fn es(id: &str) -> &'static str {
    texts::all(id)[1]
}
fn cs(id: &str) -> &'static str {
    texts::all(id)[2]
}

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/adventure-cards.md");

fn item(i: Item) -> &'static str {
    en(i.name())
}

fn symbol(s: Symbol) -> &'static str {
    match s {
        Symbol::Anchor => "anchor",
        Symbol::Cross => "cross",
        Symbol::House => "house",
    }
}

fn person(p: Person) -> String {
    match p {
        Person::Base(Kind::Trader(c)) => format!("{} trader", c.id()),
        Person::Base(k) => k.names().0.to_lowercase(),
        Person::AnyTrader => "trader".into(),
        Person::Lookout => "lookout".into(),
        Person::TavernKeeper => "tavern keeper".into(),
        Person::TybukBrothers => "Tybuk brothers".into(),
    }
}

fn thing(t: Thing) -> String {
    match t {
        Thing::Coins => "coins".into(),
        Thing::Crowns => "crowns".into(),
        Thing::Person(p) => person(p),
        Thing::PersonsCostingAtMost(c) => format!("persons of printed cost ≤ {c}"),
        Thing::Swords => "swords".into(),
        Thing::Expeditions => "expeditions".into(),
        Thing::Symbols(s) => format!("{} symbols", symbol(s)),
        Thing::Item(i) => item(i).to_lowercase(),
        Thing::AresPirates => "Ares pirates".into(),
        Thing::Ships(ShipColour::Ares) => "Ares ships".into(),
        Thing::Ships(ShipColour::Base(c)) => format!("{} ships", c.id()),
        Thing::Influence => "influence".into(),
    }
}

fn part(p: &Part) -> String {
    match *p {
        Part::Have(t, n) => format!("have {n} {}", thing(t)),
        Part::Discard(t, n) => format!("−{n} {}", thing(t)),
        Part::HarbourColours(n) => format!("{n}+ ship colours in the harbour"),
        Part::StopAtHarbour {
            cards,
            take_one_fewer,
        } => format!(
            "stop at exactly {cards} harbour cards{}",
            if take_one_fewer {
                ", take 1 card fewer"
            } else {
                ""
            }
        ),
        Part::StopAtHarbourTimes { cards, times } => {
            format!("stop at exactly {cards} harbour card, {times} turns")
        }
        Part::PayTax => "pay a tax".into(),
        Part::Repel { swords } => format!("repel a ship of {swords}+ swords"),
        Part::RepelAres => "repel an Ares pirate".into(),
        Part::CompleteExpedition => "complete an expedition".into(),
    }
}

fn step(s: Step) -> String {
    match s {
        Step::Read(n) => format!("→ {n}"),
        Step::Victory => "→ card 9".into(),
        Step::Stay => "stays".into(),
    }
}

fn by_mode(b: ByMode) -> String {
    if b.co_op == b.competitive {
        step(b.co_op)
    } else {
        format!(
            "co-op {} / competitive {}",
            step(b.co_op),
            step(b.competitive)
        )
    }
}

fn hourglass(h: &Hourglass) -> String {
    let mut s = match h.check {
        None => by_mode(h.success),
        Some(m) => format!("{m}? ✓ {} ✗ {}", by_mode(h.success), by_mode(h.failure)),
    };
    if let Some(c) = h.cube_for_coins {
        s += &format!("; competitive: pay {c} for a cube");
    }
    s
}

fn source(s: Source) -> &'static str {
    match s {
        Source::Rulebook => "rulebook",
        Source::ManualPicture => "manual picture (low)",
        Source::Islas => "Islas",
        Source::Estimate => "**estimate**",
    }
}

fn render() -> String {
    let mut s = String::from(
        "# The Adventure: content\n\n\
         Generated from `crates/port-royal/src/adventure/content.rs` and Port Royal's text files\n\
         (`locales/port-royal.*.txt`) by `tests/adventure_doc.rs`.\n\
         **The chapters, story texts, events and rewards are written for Islas**: the printed ones are\n\
         not public and are not reproduced. \"rulebook\" marks a requirement the rulebooks' appendix\n\
         states; \"estimate\" a printed value no source gives. See `adventure.md` for the format.\n\
         The content names its texts by id; their words, in English, Spanish and Czech, are in\n\
         `locales/port-royal.*.txt` (keys `adv.*`); the English is shown here.\n",
    );
    for ch in &CHAPTERS {
        s += &format!(
            "\n## Chapter {}: {} / {} / {}\n\n",
            ch.number,
            en(ch.title),
            es(ch.title),
            cs(ch.title)
        );
        for c in ch.cards {
            match c.kind {
                StoryKind::Title => s += &format!("*{}*\n\n", en(c.text)),
                StoryKind::End | StoryKind::Mission => {}
            }
        }
        s += "\n| card | title | shuffle in | mission | first | all | hourglass | ★ | source |\n|---|---|---|---|---|---|---|---|---|\n";
        for c in ch.cards {
            let (Some(no), Some(m)) = (c.no, c.mission) else {
                continue;
            };
            let parts: Vec<String> = m.parts.iter().map(part).collect();
            let first = match (m.reward.first_coins, m.reward.first_crowns) {
                (0, 0) => String::new(),
                (1, 0) => "1 coin".to_string(),
                (c, 0) => format!("{c} coins"),
                (0, k) => format!("{k} crown"),
                (c, k) => format!("{c} coins, {k} crowns"),
            };
            let shuffle: Vec<String> = c.shuffle_in.iter().map(|g| g.to_string()).collect();
            s += &format!(
                "| {no} | {} | {} | {}{} | {first} | {} | {} | {} | {} |\n",
                en(c.title),
                shuffle.join(", "),
                parts.join("; "),
                match (m.at_once(), m.active_only()) {
                    (true, true) => " (active player, at once)",
                    (true, false) => " (at once)",
                    (false, true) => " (active player)",
                    (false, false) => "",
                },
                m.reward.crowns,
                hourglass(&m.hourglass),
                if m.star { "★" } else { "" },
                source(m.source),
            );
        }
        for c in ch.cards.iter().filter(|c| c.kind == StoryKind::End) {
            s += &format!(
                "\n**{} {}** (end card). *{}*\n",
                c.no.map(|n| n.to_string()).unwrap_or_default(),
                en(c.title),
                en(c.text)
            );
        }
    }
    s += "\n## Events\n\n| id | card | name | effect | timing | mode | solo | source |\n|---|---|---|---|---|---|---|---|\n";
    for e in &EVENTS {
        let code = match e.code {
            EventCode::Base => "0",
            EventCode::FewPlayers => "1",
            EventCode::EndOfMonth => "2",
            EventCode::EndOfMonthVariant => "3",
        };
        s += &format!(
            "| `{}` | {code} | {} / {} / {} | {} | {:?} | {} | {} | {} |\n",
            e.id,
            en(e.name),
            es(e.name),
            cs(e.name),
            en(e.text),
            e.timing,
            match e.mode {
                None => "both",
                Some(CampaignMode::CoOp) => "co-op",
                Some(CampaignMode::Competitive) => "competitive",
            },
            if e.not_solo { "removed" } else { "" },
            source(e.source)
        );
    }
    s += "\n## Characters (abilities: rulebook)\n\n| id | English | Spanish | Czech | ability | start coins (**estimate**) |\n|---|---|---|---|---|---|\n";
    for c in &CHARACTERS {
        let coins = START_COINS_ESTIMATED
            .iter()
            .find(|(id, _)| *id == c.id)
            .map(|&(_, n)| n.to_string())
            .unwrap_or_default();
        s += &format!(
            "| `{}` | {} | {} | {} | {:?} | {coins} |\n",
            c.id,
            en(c.name),
            es(c.name),
            cs(c.name),
            c.ability
        );
    }
    s += "\n**Estimates**: the two sides of each card: ";
    let sides: Vec<String> = CARD_SIDES_ESTIMATED
        .iter()
        .map(|(a, b)| format!("`{a}` / `{b}`"))
        .collect();
    s += &sides.join(", ");
    s += ". Trader colours: ";
    let colours: Vec<String> = TRADER_COLOURS_ESTIMATED
        .iter()
        .map(|(a, c)| format!("`{a}` {}", c.id()))
        .collect();
    s += &colours.join(", ");
    s += &format!(
        ".\n\n**Estimate**: crowns needed for 1–6 influence on the crown card: {:?}.\n\n",
        CROWN_TRACK_ESTIMATED
    );
    s += "**Estimate**: card 9, co-operative victory (besides every mission on the table completed):\n\n| players | cubes on missions | total influence |\n|---|---|---|\n";
    for v in &VICTORY_ESTIMATED {
        s += &format!("| {} | {} | {} |\n", v.players, v.cubes, v.influence);
    }
    s += "\n## The 39 game cards (every value **estimated**; kinds and counts: rulebook)\n\n| id | copies | code | card | cost | influence | swords | coins | item / needs |\n|---|---|---|---|---|---|---|---|---|\n";
    for f in &ADDED_CARDS_ESTIMATED {
        let row = match f.printed {
            AddedPrinted::Person {
                profession,
                cost,
                influence,
                swords,
            } => {
                let extra = match profession {
                    Profession::TavernKeeper { price } => format!("sells bread or rum for {price}"),
                    _ => String::new(),
                };
                format!(
                    "{} | {cost} | {influence} | {swords} | | {extra}",
                    en(profession.name())
                )
            }
            AddedPrinted::Ship {
                colour,
                item: it,
                coins,
                swords,
            } => {
                let name = match colour {
                    ShipColour::Ares => "Ares pirates".to_string(),
                    ShipColour::Base(c) => format!("{} {}", c.id(), c.ship_names().0),
                };
                let swords = swords.map_or("skull".to_string(), |n| n.to_string());
                format!("{name} | | | {swords} | {coins} | {}", item(it))
            }
            AddedPrinted::Expedition {
                needs,
                items,
                coins,
                influence,
            } => {
                let mut n: Vec<&str> = needs.iter().map(|&x| symbol(x)).collect();
                n.extend(items.iter().map(|&i| item(i)));
                format!("Expedition | | {influence} | | {coins} | {}", n.join(" + "))
            }
            AddedPrinted::Tax => {
                "Tax: 16+ coins lose half; fewest influence get 2 coins | | | | | ".to_string()
            }
        };
        s += &format!("| `{}` | {} | {} | {row} |\n", f.id, f.copies, f.group);
    }
    s
}

#[test]
fn docs_adventure_cards_md_lists_the_content_as_in_the_data_tables() {
    let want = render();
    if std::env::var_os("ISLAS_BLESS").is_some() {
        std::fs::write(PATH, &want).unwrap();
    }
    let have = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(
        have == want,
        "docs/adventure-cards.md is out of date: run with ISLAS_BLESS=1"
    );
}
