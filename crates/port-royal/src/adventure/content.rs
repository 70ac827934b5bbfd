//! The Adventure's content: **five chapters written for Islas** (the printed chapters are not
//! public and are not reproduced), 13 base events written for Islas and the rulebook's End of
//! Month cards, the ten characters with the abilities the rulebooks give, and in tables of their
//! own every printed value no source gives ([`Source::Estimate`]).
//!
//! Our chapters have the printed ones' size and shape: 10/13/11/10/11 story cards numbered in the
//! printed ranges (10–17, 20–28b, 30–38, 40–47, 50–58, end cards 61–65). Where the rulebooks'
//! appendix fixes a mission (13, 15, 30, 33, 34, 40, 41, 50, 51, 52) its requirement is used as
//! stated ([`Source::Rulebook`]); mission 10 follows the reading of the picture of card 10 in the
//! English manual ([`Source::ManualPicture`]). Rewards, hourglass branches and every other
//! mission are ours.
//!
//! The shape of every chapter: the first mission (n0) leads to the second (n1); the second and
//! third missions ask "was it completed?" and branch; the fourth mission's End of Month ends a
//! co-operative game (card 9). A co-operative game so meets 4 missions, which a solo player can
//! complete with their 4 cubes. Competitive games go on to the end at 12 influence; in chapters 2,
//! 3 and 5 they meet one more mission (28a/28b, 38, 58), and chapter 2 gives each mode its own
//! fourth mission on the failure branch (27a co-operative, 27b competitive).

use super::data::{
    Ability, AddedFace, AddedPrinted, ByMode, CampaignMode, CardNo, Chapter, Character, EventCard,
    EventCode, EventEffect, Group, Hourglass, Item, Mission, Part, Person, Profession, Reward,
    ShipColour, Source, Step, StoryCard, StoryKind, TextId, Thing, Timing, Victory, Whom,
};
use super::{CUBE_PRICE, CUBE_PRICE_VARIANT};
use crate::data::{Colour, Kind, Symbol};

// ----- builders ---------------------------------------------------------------------------------

const fn n(number: u8) -> CardNo {
    CardNo::new(number)
}

const fn read(no: CardNo) -> ByMode {
    ByMode {
        co_op: Step::Read(no),
        competitive: Step::Read(no),
    }
}

const fn modes(co_op: Step, competitive: Step) -> ByMode {
    ByMode { co_op, competitive }
}

/// No question: read this card next.
const fn then(no: CardNo) -> Hourglass {
    Hourglass {
        check: None,
        success: read(no),
        failure: read(no),
        cube_for_coins: None,
    }
}

/// "Was mission `m` completed?" ✓ → `ok`, ✗ → `ko`.
const fn ask(m: CardNo, ok: ByMode, ko: ByMode) -> Hourglass {
    Hourglass {
        check: Some(m),
        success: ok,
        failure: ko,
        cube_for_coins: None,
    }
}

/// The last mission: co-operative, card 9 (victory check); competitive, nothing new, and each
/// End of Month a player may pay 8 coins to return their leftmost cube.
const FINAL: Hourglass = Hourglass {
    check: None,
    success: modes(Step::Victory, Step::Stay),
    failure: modes(Step::Victory, Step::Stay),
    cube_for_coins: Some(CUBE_PRICE),
};

/// The last co-operative mission of a chapter whose competitive game goes on: card 9, or (fist)
/// "was this mission completed?" ✓ `ok` ✗ `ko`.
const fn final_then(m: CardNo, ok: CardNo, ko: CardNo) -> Hourglass {
    Hourglass {
        check: Some(m),
        success: modes(Step::Victory, Step::Read(ok)),
        failure: modes(Step::Victory, Step::Read(ko)),
        cube_for_coins: Some(CUBE_PRICE),
    }
}

const fn reward(first_coins: u8, crowns: u8) -> Reward {
    Reward {
        first_coins,
        first_crowns: 0,
        crowns,
    }
}

const fn mission(
    no: CardNo,
    title: TextId,
    text: TextId,
    shuffle_in: &'static [Group],
    parts: &'static [Part],
    (reward, hourglass): (Reward, Hourglass),
    (star, source): (bool, Source),
) -> StoryCard {
    StoryCard {
        no: Some(no),
        kind: StoryKind::Mission,
        title,
        text,
        shuffle_in,
        mission: Some(Mission {
            parts,
            reward,
            hourglass,
            star,
            source,
        }),
    }
}

const fn chapter_card(title: TextId, text: TextId) -> StoryCard {
    StoryCard {
        no: None,
        kind: StoryKind::Title,
        title,
        text,
        shuffle_in: &[],
        mission: None,
    }
}

const fn end_card(no: CardNo, title: TextId, text: TextId) -> StoryCard {
    StoryCard {
        no: Some(no),
        kind: StoryKind::End,
        title,
        text,
        shuffle_in: &[],
        mission: None,
    }
}

const ISLAS: (bool, Source) = (false, Source::Islas);
const ISLAS_STAR: (bool, Source) = (true, Source::Islas);
const RULEBOOK: (bool, Source) = (false, Source::Rulebook);
const RULEBOOK_STAR: (bool, Source) = (true, Source::Rulebook);

use Part::{Discard, Have};
use Thing::*;

const PRIEST: Thing = Thing::Person(Person::Base(Kind::Priest));
const CAPTAIN: Thing = Thing::Person(Person::Base(Kind::Captain));
const TRADERS: Thing = Thing::Person(Person::AnyTrader);

/// What every chapter shows the players: written for Islas.
pub const WRITTEN_FOR_ISLAS: TextId = "adv.written";

// ----- the five chapters ------------------------------------------------------------------------

const CHAPTER_1: [StoryCard; 10] = [
    chapter_card("adv.ch.1.title", "adv.ch.1.text"),
    mission(
        n(10),
        "adv.story.10.title",
        "adv.story.10.text",
        &[80],
        &[Discard(AresPirates, 2)],
        (reward(2, 1), then(n(11))),
        (false, Source::ManualPicture),
    ),
    mission(
        n(11),
        "adv.story.11.title",
        "adv.story.11.text",
        &[81],
        &[Have(Swords, 3)],
        (reward(1, 1), ask(n(11), read(n(12)), read(n(13)))),
        ISLAS,
    ),
    mission(
        n(12),
        "adv.story.12.title",
        "adv.story.12.text",
        &[],
        &[Have(PRIEST, 1)],
        (reward(1, 1), ask(n(12), read(n(14)), read(n(15)))),
        ISLAS,
    ),
    mission(
        n(13),
        "adv.story.13.title",
        "adv.story.13.text",
        &[],
        &[Discard(Coins, 4), Have(PRIEST, 1)],
        (reward(2, 1), ask(n(13), read(n(16)), read(n(17)))),
        RULEBOOK_STAR,
    ),
    mission(
        n(14),
        "adv.story.14.title",
        "adv.story.14.text",
        &[],
        &[Have(Influence, 6)],
        (reward(1, 2), FINAL),
        ISLAS,
    ),
    mission(
        n(15),
        "adv.story.15.title",
        "adv.story.15.text",
        &[],
        &[Have(Swords, 2), Discard(AresPirates, 2)],
        (reward(1, 2), FINAL),
        RULEBOOK_STAR,
    ),
    mission(
        n(16),
        "adv.story.16.title",
        "adv.story.16.text",
        &[],
        &[Have(TRADERS, 2)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    mission(
        n(17),
        "adv.story.17.title",
        "adv.story.17.text",
        &[],
        &[Discard(Coins, 6), Have(CAPTAIN, 1)],
        (reward(2, 1), FINAL),
        ISLAS_STAR,
    ),
    end_card(n(61), "adv.story.61.title", "adv.story.61.text"),
];

const fn ch2_final(m: CardNo) -> Hourglass {
    final_then(m, CardNo::lettered(28, 'a'), CardNo::lettered(28, 'b'))
}

const CHAPTER_2: [StoryCard; 13] = [
    chapter_card("adv.ch.2.title", "adv.ch.2.text"),
    mission(
        n(20),
        "adv.story.20.title",
        "adv.story.20.text",
        &[84],
        &[Discard(Item(Item::Bread), 1)],
        (reward(2, 0), then(n(21))),
        ISLAS,
    ),
    mission(
        n(21),
        "adv.story.21.title",
        "adv.story.21.text",
        &[86],
        &[Have(Item(Item::Rum), 1)],
        (reward(1, 1), ask(n(21), read(n(22)), read(n(23)))),
        ISLAS,
    ),
    mission(
        n(22),
        "adv.story.22.title",
        "adv.story.22.text",
        &[],
        &[Have(Swords, 4)],
        (reward(1, 1), ask(n(22), read(n(24)), read(n(25)))),
        ISLAS_STAR,
    ),
    mission(
        n(23),
        "adv.story.23.title",
        "adv.story.23.text",
        &[],
        &[Discard(Coins, 5), Have(TRADERS, 1)],
        (
            reward(1, 1),
            ask(
                n(23),
                read(n(26)),
                modes(
                    Step::Read(CardNo::lettered(27, 'a')),
                    Step::Read(CardNo::lettered(27, 'b')),
                ),
            ),
        ),
        ISLAS,
    ),
    mission(
        n(24),
        "adv.story.24.title",
        "adv.story.24.text",
        &[],
        &[Discard(Item(Item::Bread), 2)],
        (reward(1, 2), ch2_final(n(24))),
        ISLAS,
    ),
    mission(
        n(25),
        "adv.story.25.title",
        "adv.story.25.text",
        &[],
        &[Discard(Crowns, 2), Have(CAPTAIN, 1)],
        (reward(1, 1), ch2_final(n(25))),
        ISLAS_STAR,
    ),
    mission(
        n(26),
        "adv.story.26.title",
        "adv.story.26.text",
        &[],
        &[Part::RepelAres],
        (reward(2, 1), ch2_final(n(26))),
        ISLAS_STAR,
    ),
    mission(
        CardNo::lettered(27, 'a'),
        "adv.story.27a.title",
        "adv.story.27a.text",
        &[],
        &[Discard(Item(Item::Bread), 1), Discard(Coins, 3)],
        (reward(1, 1), ch2_final(CardNo::lettered(27, 'a'))),
        ISLAS,
    ),
    mission(
        CardNo::lettered(27, 'b'),
        "adv.story.27b.title",
        "adv.story.27b.text",
        &[],
        &[Discard(Item(Item::Bread), 1), Discard(Item(Item::Rum), 1)],
        (reward(1, 2), ch2_final(CardNo::lettered(27, 'b'))),
        ISLAS,
    ),
    mission(
        CardNo::lettered(28, 'a'),
        "adv.story.28a.title",
        "adv.story.28a.text",
        &[],
        &[Have(Influence, 8)],
        (reward(1, 1), FINAL),
        ISLAS_STAR,
    ),
    mission(
        CardNo::lettered(28, 'b'),
        "adv.story.28b.title",
        "adv.story.28b.text",
        &[],
        &[
            Have(Thing::Person(Person::TavernKeeper), 1),
            Discard(Item(Item::Rum), 1),
        ],
        (reward(2, 1), FINAL),
        ISLAS,
    ),
    end_card(n(62), "adv.story.62.title", "adv.story.62.text"),
];

const CHAPTER_3: [StoryCard; 11] = [
    chapter_card("adv.ch.3.title", "adv.ch.3.text"),
    mission(
        n(30),
        "adv.story.30.title",
        "adv.story.30.text",
        &[85],
        &[Have(Expeditions, 1)],
        (reward(2, 1), then(n(31))),
        RULEBOOK,
    ),
    mission(
        n(31),
        "adv.story.31.title",
        "adv.story.31.text",
        &[83],
        &[
            Have(Symbols(Symbol::Anchor), 1),
            Have(Symbols(Symbol::House), 1),
        ],
        (reward(1, 1), ask(n(31), read(n(32)), read(n(35)))),
        ISLAS,
    ),
    mission(
        n(32),
        "adv.story.32.title",
        "adv.story.32.text",
        &[],
        &[Have(Swords, 5)],
        (reward(1, 1), ask(n(32), read(n(33)), read(n(34)))),
        ISLAS,
    ),
    mission(
        n(33),
        "adv.story.33.title",
        "adv.story.33.text",
        &[],
        &[Part::HarbourColours(4)],
        (reward(1, 2), FINAL_TO_38),
        RULEBOOK_STAR,
    ),
    mission(
        n(34),
        "adv.story.34.title",
        "adv.story.34.text",
        &[],
        &[Part::HarbourColours(4), Discard(Coins, 5)],
        (reward(2, 2), FINAL_TO_38),
        RULEBOOK_STAR,
    ),
    mission(
        n(35),
        "adv.story.35.title",
        "adv.story.35.text",
        &[],
        &[Part::CompleteExpedition],
        (reward(1, 1), ask(n(35), read(n(36)), read(n(37)))),
        ISLAS,
    ),
    mission(
        n(36),
        "adv.story.36.title",
        "adv.story.36.text",
        &[],
        &[Have(Expeditions, 2)],
        (reward(1, 2), FINAL_TO_38),
        ISLAS_STAR,
    ),
    mission(
        n(37),
        "adv.story.37.title",
        "adv.story.37.text",
        &[],
        &[Discard(Item(Item::RitesBook), 1), Have(PRIEST, 1)],
        (reward(1, 1), FINAL_TO_38),
        ISLAS,
    ),
    mission(
        n(38),
        "adv.story.38.title",
        "adv.story.38.text",
        &[],
        &[Have(Expeditions, 1), Discard(Coins, 3)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    end_card(n(63), "adv.story.63.title", "adv.story.63.text"),
];

/// Chapters 3 and 5: the co-operative game ends; the competitive one reads one more mission.
const fn final_to(next: CardNo) -> Hourglass {
    Hourglass {
        check: None,
        success: modes(Step::Victory, Step::Read(next)),
        failure: modes(Step::Victory, Step::Read(next)),
        cube_for_coins: Some(CUBE_PRICE),
    }
}
const FINAL_TO_38: Hourglass = final_to(n(38));
const FINAL_TO_58: Hourglass = final_to(n(58));

const CHAPTER_4: [StoryCard; 10] = [
    chapter_card("adv.ch.4.title", "adv.ch.4.text"),
    mission(
        n(40),
        "adv.story.40.title",
        "adv.story.40.text",
        &[82],
        &[Have(PersonsCostingAtMost(3), 3)],
        (reward(1, 1), then(n(41))),
        RULEBOOK,
    ),
    mission(
        n(41),
        "adv.story.41.title",
        "adv.story.41.text",
        &[],
        &[Discard(Item(Item::Herbs), 1), Discard(Item(Item::Bread), 1)],
        (reward(2, 1), ask(n(41), read(n(42)), read(n(43)))),
        RULEBOOK,
    ),
    mission(
        n(42),
        "adv.story.42.title",
        "adv.story.42.text",
        &[],
        &[Have(Thing::Person(Person::Lookout), 1)],
        (reward(1, 1), ask(n(42), read(n(44)), read(n(45)))),
        ISLAS,
    ),
    mission(
        n(43),
        "adv.story.43.title",
        "adv.story.43.text",
        &[],
        &[Discard(Coins, 6)],
        (reward(1, 1), ask(n(43), read(n(46)), read(n(47)))),
        ISLAS,
    ),
    mission(
        n(44),
        "adv.story.44.title",
        "adv.story.44.text",
        &[],
        &[Discard(Item(Item::Herbs), 1), Discard(Crowns, 2)],
        (reward(1, 2), FINAL),
        ISLAS_STAR,
    ),
    mission(
        n(45),
        "adv.story.45.title",
        "adv.story.45.text",
        &[],
        &[Have(Item(Item::RitesBook), 1), Have(PRIEST, 1)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    mission(
        n(46),
        "adv.story.46.title",
        "adv.story.46.text",
        &[],
        &[Discard(AresPirates, 1)],
        (reward(2, 1), FINAL),
        ISLAS_STAR,
    ),
    mission(
        n(47),
        "adv.story.47.title",
        "adv.story.47.text",
        &[],
        &[Have(Influence, 9)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    end_card(n(64), "adv.story.64.title", "adv.story.64.text"),
];

const CHAPTER_5: [StoryCard; 11] = [
    chapter_card("adv.ch.5.title", "adv.ch.5.text"),
    mission(
        n(50),
        "adv.story.50.title",
        "adv.story.50.text",
        &[87],
        &[Part::PayTax],
        (reward(1, 1), then(n(51))),
        RULEBOOK,
    ),
    mission(
        n(51),
        "adv.story.51.title",
        "adv.story.51.text",
        &[],
        &[
            Part::StopAtHarbour {
                cards: 4,
                take_one_fewer: true,
            },
            Discard(Coins, 5),
        ],
        (reward(2, 1), ask(n(51), read(n(52)), read(n(53)))),
        RULEBOOK,
    ),
    mission(
        n(52),
        "adv.story.52.title",
        "adv.story.52.text",
        &[],
        &[Part::StopAtHarbourTimes { cards: 1, times: 2 }],
        (reward(1, 2), ask(n(52), read(n(54)), read(n(55)))),
        RULEBOOK,
    ),
    mission(
        n(53),
        "adv.story.53.title",
        "adv.story.53.text",
        &[],
        &[Have(Swords, 5)],
        (reward(1, 1), ask(n(53), read(n(56)), read(n(57)))),
        ISLAS_STAR,
    ),
    mission(
        n(54),
        "adv.story.54.title",
        "adv.story.54.text",
        &[],
        &[Discard(Item(Item::Rum), 1)],
        (reward(1, 2), FINAL_TO_58),
        ISLAS,
    ),
    mission(
        n(55),
        "adv.story.55.title",
        "adv.story.55.text",
        &[],
        &[Part::Repel { swords: 4 }],
        (reward(2, 1), FINAL_TO_58),
        ISLAS_STAR,
    ),
    mission(
        n(56),
        "adv.story.56.title",
        "adv.story.56.text",
        &[],
        &[
            Have(Thing::Person(Person::Base(Kind::Admiral)), 1),
            Have(Thing::Person(Person::TavernKeeper), 1),
        ],
        (reward(1, 2), FINAL_TO_58),
        ISLAS,
    ),
    mission(
        n(57),
        "adv.story.57.title",
        "adv.story.57.text",
        &[],
        &[Discard(AresPirates, 1), Discard(Coins, 4)],
        (reward(2, 1), FINAL_TO_58),
        ISLAS_STAR,
    ),
    mission(
        n(58),
        "adv.story.58.title",
        "adv.story.58.text",
        &[],
        &[
            Have(Thing::Person(Person::Base(Kind::Governor)), 1),
            Have(Expeditions, 1),
        ],
        (
            Reward {
                first_coins: 0,
                first_crowns: 1,
                crowns: 1,
            },
            FINAL,
        ),
        ISLAS,
    ),
    end_card(n(65), "adv.story.65.title", "adv.story.65.text"),
];

/// The five chapters written for Islas.
pub const CHAPTERS: [Chapter; 5] = [
    Chapter {
        number: 1,
        title: CHAPTER_1[0].title,
        cards: &CHAPTER_1,
    },
    Chapter {
        number: 2,
        title: CHAPTER_2[0].title,
        cards: &CHAPTER_2,
    },
    Chapter {
        number: 3,
        title: CHAPTER_3[0].title,
        cards: &CHAPTER_3,
    },
    Chapter {
        number: 4,
        title: CHAPTER_4[0].title,
        cards: &CHAPTER_4,
    },
    Chapter {
        number: 5,
        title: CHAPTER_5[0].title,
        cards: &CHAPTER_5,
    },
];

/// Chapter `number` (1–5).
pub fn chapter(number: u8) -> Option<&'static Chapter> {
    CHAPTERS.get(usize::from(number).checked_sub(1)?)
}

/// The story card with this number, in whichever chapter.
pub fn story_card(no: CardNo) -> Option<&'static StoryCard> {
    chapter(no.chapter()?)?.card(no)
}

// ----- events -----------------------------------------------------------------------------------

const fn event(
    id: &'static str,
    name: TextId,
    text: TextId,
    timing: Timing,
    effect: EventEffect,
) -> EventCard {
    EventCard {
        id,
        code: EventCode::Base,
        name,
        text,
        timing,
        effect,
        mode: None,
        not_solo: false,
        cube_for_coins: None,
        source: Source::Islas,
    }
}

/// The 16 event cards: 13 numbered 0 (written for Islas: the printed ones are not public), card 1
/// for 1–2 players (ours), and the End of Month cards 2 and 3 (the rulebooks').
pub const EVENTS: [EventCard; 16] = [
    event(
        "fair-wind",
        "adv.event.fair-wind.name",
        "adv.event.fair-wind.text",
        Timing::Phase2,
        EventEffect::ExtraTake(1),
    ),
    event(
        "dead-calm",
        "adv.event.dead-calm.name",
        "adv.event.dead-calm.text",
        Timing::Phase1,
        EventEffect::NoRepel,
    ),
    event(
        "dry-powder",
        "adv.event.dry-powder.name",
        "adv.event.dry-powder.text",
        Timing::Phase1,
        EventEffect::EasierRepel(1),
    ),
    event(
        "market-day",
        "adv.event.market-day.name",
        "adv.event.market-day.text",
        Timing::Immediately,
        EventEffect::Market {
            item: Item::Bread,
            coins: 2,
        },
    ),
    event(
        "rum-festival",
        "adv.event.rum-festival.name",
        "adv.event.rum-festival.text",
        Timing::Immediately,
        EventEffect::Market {
            item: Item::Rum,
            coins: 2,
        },
    ),
    event(
        "pay-day",
        "adv.event.pay-day.name",
        "adv.event.pay-day.text",
        Timing::Immediately,
        EventEffect::Coins {
            whom: Whom::Active,
            coins: 1,
        },
    ),
    event(
        "alms",
        "adv.event.alms.name",
        "adv.event.alms.text",
        Timing::Immediately,
        EventEffect::Coins {
            whom: Whom::FewestInfluence,
            coins: 2,
        },
    ),
    event(
        "royal-favour",
        "adv.event.royal-favour.name",
        "adv.event.royal-favour.text",
        Timing::Immediately,
        EventEffect::Crowns {
            whom: Whom::With(Person::Base(Kind::Governor)),
            crowns: 1,
        },
    ),
    event(
        "skiffs-wanted",
        "adv.event.skiffs-wanted.name",
        "adv.event.skiffs-wanted.text",
        Timing::Phase2,
        EventEffect::ShipBonus {
            colour: ShipColour::Base(Colour::Green),
            coins: 1,
        },
    ),
    event(
        "tax-man",
        "adv.event.tax-man.name",
        "adv.event.tax-man.text",
        Timing::Immediately,
        EventEffect::Tax,
    ),
    event(
        "crowded-quay",
        "adv.event.crowded-quay.name",
        "adv.event.crowded-quay.text",
        Timing::Phase1,
        EventEffect::FillHarbour(1),
    ),
    event(
        "hiring-fair",
        "adv.event.hiring-fair.name",
        "adv.event.hiring-fair.text",
        Timing::Phase2,
        EventEffect::Discount(1),
    ),
    EventCard {
        not_solo: true,
        ..event(
            "shared-crews",
            "adv.event.shared-crews.name",
            "adv.event.shared-crews.text",
            Timing::Phase2,
            EventEffect::NoFee,
        )
    },
    EventCard {
        code: EventCode::FewPlayers,
        ..event(
            "quiet-season",
            "adv.event.quiet-season.name",
            "adv.event.quiet-season.text",
            Timing::Immediately,
            EventEffect::Coins {
                whom: Whom::Everyone,
                coins: 1,
            },
        )
    },
    EventCard {
        code: EventCode::EndOfMonth,
        source: Source::Rulebook,
        ..event(
            "end-of-month",
            "adv.event.end-of-month.name",
            "adv.event.end-of-month.text",
            Timing::Immediately,
            EventEffect::EndOfMonth,
        )
    },
    EventCard {
        code: EventCode::EndOfMonthVariant,
        mode: Some(CampaignMode::Competitive),
        cube_for_coins: Some(CUBE_PRICE_VARIANT),
        source: Source::Rulebook,
        ..event(
            "end-of-month-variant",
            "adv.event.end-of-month-variant.name",
            "adv.event.end-of-month-variant.text",
            Timing::Immediately,
            EventEffect::EndOfMonth,
        )
    },
];

/// The event card with this id.
pub fn event_by_id(id: &str) -> Option<&'static EventCard> {
    EVENTS.iter().find(|e| e.id == id)
}

// ----- characters -------------------------------------------------------------------------------

const fn character(id: &'static str, name: TextId, ability: Ability) -> Character {
    Character { id, name, ability }
}

/// The ten characters, in the order of the rulebooks' appendix, with their abilities as the
/// rulebooks give them (names as printed in ES and CS). Start coins, which two share a card and
/// the traders' colours are not public: see the estimated tables below.
pub const CHARACTERS: [Character; 10] = [
    character(
        "grace-may",
        "adv.character.grace-may",
        Ability::BustBonus {
            harbour: 4,
            coins: 2,
        },
    ),
    character(
        "jacques-grandeur",
        "adv.character.jacques-grandeur",
        Ability::ExpeditionCrowns(2),
    ),
    character(
        "jean-blackbeard",
        "adv.character.jean-blackbeard",
        Ability::As(Kind::Sailor),
    ),
    character(
        "lady-anne",
        "adv.character.lady-anne",
        Ability::As(Kind::Mademoiselle),
    ),
    character(
        "don-ferdinando",
        "adv.character.don-ferdinando",
        Ability::Trader { crown: true },
    ),
    character(
        "officer-scott",
        "adv.character.officer-scott",
        Ability::Admiral(1),
    ),
    character(
        "peter-landman",
        "adv.character.peter-landman",
        Ability::Trader { crown: false },
    ),
    character(
        "ruthless-mary",
        "adv.character.ruthless-mary",
        Ability::ShipsInHarbour { ships: 3, coins: 1 },
    ),
    character(
        "samuel-blackguard",
        "adv.character.samuel-blackguard",
        Ability::OnceCoins(2),
    ),
    character(
        "thomas-fishborn",
        "adv.character.thomas-fishborn",
        Ability::Lookout,
    ),
];

/// The character with this id.
pub fn character_by_id(id: &str) -> Option<&'static Character> {
    CHARACTERS.iter().find(|c| c.id == id)
}

// ----- texts ------------------------------------------------------------------------------------

/// Every text id the content names, each once: the line written for Islas, each chapter's and
/// story card's title and text, each event's name and text, each character's name, and the names
/// of the goods and the new persons. Their words, in every language, are in Port Royal's text
/// files (`locales/port-royal.<lang>.txt`); a test checks each id is there.
pub fn text_ids() -> Vec<TextId> {
    let mut ids = vec![WRITTEN_FOR_ISLAS];
    for ch in &CHAPTERS {
        for c in ch.cards {
            ids.extend([c.title, c.text]);
        }
    }
    for e in &EVENTS {
        ids.extend([e.name, e.text]);
    }
    ids.extend(CHARACTERS.iter().map(|c| c.name));
    ids.extend(Item::ALL.map(Item::name));
    ids.extend(Profession::ALL.map(Profession::name));
    ids
}

// ----- estimated values -------------------------------------------------------------------------

/// **Estimated**: the start coins printed on each character side (not public). Every side gets
/// the base game's 3 coins.
pub const START_COINS_ESTIMATED: [(&str, u8); 10] = [
    ("grace-may", 3),
    ("jacques-grandeur", 3),
    ("jean-blackbeard", 3),
    ("lady-anne", 3),
    ("don-ferdinando", 3),
    ("officer-scott", 3),
    ("peter-landman", 3),
    ("ruthless-mary", 3),
    ("samuel-blackguard", 3),
    ("thomas-fishborn", 3),
];

/// **Estimated**: which two characters share a card (not public): consecutive pairs in the order
/// of the rulebooks' appendix.
pub const CARD_SIDES_ESTIMATED: [(&str, &str); 5] = [
    ("grace-may", "jacques-grandeur"),
    ("jean-blackbeard", "lady-anne"),
    ("don-ferdinando", "officer-scott"),
    ("peter-landman", "ruthless-mary"),
    ("samuel-blackguard", "thomas-fishborn"),
];

/// **Estimated**: the trader colour printed on the two trader characters (not public).
pub const TRADER_COLOURS_ESTIMATED: [(&str, Colour); 2] = [
    ("don-ferdinando", Colour::Yellow),
    ("peter-landman", Colour::Blue),
];

/// **Estimated**: the crown card's shields: the crowns needed for 1, 2, … 6 influence (not
/// public; only "up to 6" is).
pub const CROWN_TRACK_ESTIMATED: [u8; 6] = [2, 4, 7, 10, 14, 18];

/// **Estimated**: card 9's totals per player count (not public). Every mission on the table must
/// also be completed by at least one player (rulebook). Three and four players share about as
/// many turns of play as one or two (the event deck), so each seat has fewer: their totals ask
/// for about 1.5–1.7 cubes and 3 influence a seat (were 7/13 and 8/16, with which teams of four
/// medium bots won no game of chapters 3–5 in 50: `docs/ai.md`).
pub const VICTORY_ESTIMATED: [Victory; 4] = [
    Victory {
        players: 1,
        cubes: 4,
        influence: 6,
    },
    Victory {
        players: 2,
        cubes: 6,
        influence: 10,
    },
    Victory {
        players: 3,
        cubes: 5,
        influence: 9,
    },
    Victory {
        players: 4,
        cubes: 6,
        influence: 12,
    },
];

const fn est_person(
    id: &'static str,
    copies: u8,
    group: Group,
    profession: Profession,
    (cost, influence, swords): (u8, u8, u8),
) -> AddedFace {
    AddedFace {
        id,
        copies,
        group,
        printed: AddedPrinted::Person {
            profession,
            cost,
            influence,
            swords,
        },
        source: Source::Estimate,
    }
}

const fn est_ship(
    id: &'static str,
    group: Group,
    colour: ShipColour,
    item: Item,
    (coins, swords): (u8, u8),
) -> AddedFace {
    AddedFace {
        id,
        copies: 1,
        group,
        printed: AddedPrinted::Ship {
            colour,
            item,
            coins,
            swords: Some(swords),
        },
        source: Source::Estimate,
    }
}

const fn est_expedition(
    id: &'static str,
    needs: &'static [Symbol],
    items: &'static [Item],
) -> AddedFace {
    AddedFace {
        id,
        copies: 1,
        group: 85,
        printed: AddedPrinted::Expedition {
            needs,
            items,
            coins: 2,
            influence: 4,
        },
        source: Source::Estimate,
    }
}

use Colour::{Black, Blue, Green, Red, Yellow};
use ShipColour::{Ares, Base};

/// **Estimated**: the 39 game cards. Their kinds and counts are the rulebook's
/// ([`super::ADDED_KINDS`]); no printed value is public except that an Ares pirate trades for 1
/// coin, so every face is here. The codes: 80 are the Ares pirates (the reading of card 10's
/// picture); the other codes are ours. Ares pirates carry 4 rites books and 4 herbs; the 12 taxes
/// and goods ships are 10 ships (a bread and a rum per colour, at that colour's two lowest
/// base-game levels) and 2 taxes; the persons are costed like their base-game kin; the three
/// expeditions ask one symbol and one item.
pub const ADDED_CARDS_ESTIMATED: [AddedFace; 28] = [
    est_ship("ares-book-1", 80, Ares, Item::RitesBook, (1, 1)),
    est_ship("ares-book-2", 80, Ares, Item::RitesBook, (1, 2)),
    est_ship("ares-book-3", 80, Ares, Item::RitesBook, (1, 3)),
    est_ship("ares-book-5", 80, Ares, Item::RitesBook, (1, 5)),
    est_ship("ares-herbs-1", 80, Ares, Item::Herbs, (1, 1)),
    est_ship("ares-herbs-2", 80, Ares, Item::Herbs, (1, 2)),
    est_ship("ares-herbs-3", 80, Ares, Item::Herbs, (1, 3)),
    est_ship("ares-herbs-5", 80, Ares, Item::Herbs, (1, 5)),
    est_person(
        "tybuk-brothers",
        3,
        81,
        Profession::TybukBrothers,
        (5, 1, 2),
    ),
    est_person("lookout", 5, 82, Profession::Lookout, (4, 1, 0)),
    est_person(
        "adv-captain",
        1,
        83,
        Profession::Expedition(Symbol::Anchor),
        (4, 1, 0),
    ),
    est_person(
        "adv-priest",
        1,
        83,
        Profession::Expedition(Symbol::Cross),
        (4, 1, 0),
    ),
    est_person(
        "adv-settler",
        1,
        83,
        Profession::Expedition(Symbol::House),
        (4, 1, 0),
    ),
    est_ship("yellow-bread", 84, Base(Yellow), Item::Bread, (1, 1)),
    est_ship("yellow-rum", 84, Base(Yellow), Item::Rum, (2, 2)),
    est_ship("blue-bread", 84, Base(Blue), Item::Bread, (1, 1)),
    est_ship("blue-rum", 84, Base(Blue), Item::Rum, (2, 2)),
    est_ship("green-bread", 84, Base(Green), Item::Bread, (1, 1)),
    est_ship("green-rum", 84, Base(Green), Item::Rum, (2, 3)),
    est_ship("red-bread", 84, Base(Red), Item::Bread, (1, 1)),
    est_ship("red-rum", 84, Base(Red), Item::Rum, (2, 3)),
    est_ship("black-bread", 84, Base(Black), Item::Bread, (1, 2)),
    est_ship("black-rum", 84, Base(Black), Item::Rum, (2, 4)),
    est_expedition(
        "adv-expedition-anchor-book",
        &[Symbol::Anchor],
        &[Item::RitesBook],
    ),
    est_expedition(
        "adv-expedition-cross-herbs",
        &[Symbol::Cross],
        &[Item::Herbs],
    ),
    est_expedition(
        "adv-expedition-house-bread",
        &[Symbol::House],
        &[Item::Bread],
    ),
    est_person(
        "tavern-keeper",
        5,
        86,
        Profession::TavernKeeper { price: 3 },
        (5, 1, 0),
    ),
    AddedFace {
        id: "adv-tax",
        copies: 2,
        group: 87,
        printed: AddedPrinted::Tax,
        source: Source::Estimate,
    },
];

/// The game card faces of group `code`.
pub fn group_faces(code: Group) -> impl Iterator<Item = &'static AddedFace> {
    ADDED_CARDS_ESTIMATED
        .iter()
        .filter(move |f| f.group == code)
}

/// Cards in group `code`.
pub fn group_size(code: Group) -> usize {
    group_faces(code).map(|f| usize::from(f.copies)).sum()
}

/// Every group code, ascending.
pub fn groups() -> Vec<Group> {
    let mut v: Vec<Group> = ADDED_CARDS_ESTIMATED.iter().map(|f| f.group).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The start coins of a character side (estimated).
pub fn start_coins(id: &str) -> Option<u8> {
    START_COINS_ESTIMATED
        .iter()
        .find(|(c, _)| *c == id)
        .map(|&(_, coins)| coins)
}

/// Card 9's totals for this many players (estimated).
pub fn victory(players: u8) -> Option<Victory> {
    VICTORY_ESTIMATED
        .iter()
        .find(|v| v.players == players)
        .copied()
}

/// Influence from the crown card for this many crowns (estimated thresholds).
pub fn crown_influence(crowns: u8) -> u8 {
    CROWN_TRACK_ESTIMATED
        .iter()
        .filter(|&&t| crowns >= t)
        .count() as u8
}

/// Whether the value named `key` is an estimate: `start-coins:<character>`,
/// `card-sides:<character>`, `trader-colour:<character>`, `crown-track`, `victory:<players>`,
/// `card:<face id>`.
pub fn is_estimated(key: &str) -> bool {
    let Some((what, id)) = key.split_once(':').or(Some((key, ""))) else {
        return false;
    };
    match what {
        "start-coins" => START_COINS_ESTIMATED.iter().any(|(c, _)| *c == id),
        "card-sides" => CARD_SIDES_ESTIMATED
            .iter()
            .any(|(a, b)| *a == id || *b == id),
        "trader-colour" => TRADER_COLOURS_ESTIMATED.iter().any(|(c, _)| *c == id),
        "crown-track" => id.is_empty(),
        "victory" => id.parse::<u8>().ok().is_some_and(|p| victory(p).is_some()),
        "card" => ADDED_CARDS_ESTIMATED
            .iter()
            .any(|f| f.id == id && f.source == Source::Estimate),
        _ => false,
    }
}
