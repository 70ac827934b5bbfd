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
    ShipColour, Source, Step, StoryCard, StoryKind, Thing, Timing, Tr, Victory, Whom, tr,
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
    title: Tr,
    text: Tr,
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

const fn chapter_card(title: Tr, text: Tr) -> StoryCard {
    StoryCard {
        no: None,
        kind: StoryKind::Title,
        title,
        text,
        shuffle_in: &[],
        mission: None,
    }
}

const fn end_card(no: CardNo, title: Tr, text: Tr) -> StoryCard {
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
pub const WRITTEN_FOR_ISLAS: Tr = tr(
    "Chapters written for Islas: the printed chapters are not reproduced.",
    "Capítulos escritos para Islas: los capítulos impresos no se reproducen.",
    "Kapitoly napsané pro Islas: tištěné kapitoly se nereprodukují.",
);

// ----- the five chapters ------------------------------------------------------------------------

const CHAPTER_1: [StoryCard; 10] = [
    chapter_card(
        tr(
            "Smoke over the Harbour",
            "Humo sobre el puerto",
            "Kouř nad přístavem",
        ),
        tr(
            "The Adventure Begins, in five chapters written for Islas; the printed chapters are not reproduced. Port Royal, the year of the great hurricane: the harbour smells of tar and cinnamon, and of smoke.",
            "Comienza la aventura, en cinco capítulos escritos para Islas; los capítulos impresos no se reproducen. Port Royal, el año del gran huracán: el puerto huele a brea y canela, y a humo.",
            "Dobrodružství začíná, v pěti kapitolách napsaných pro Islas; tištěné kapitoly se nereprodukují. Port Royal v roce velkého hurikánu: přístav voní dehtem a skořicí – a kouřem.",
        ),
    ),
    mission(
        n(10),
        tr("A red sail", "Una vela roja", "Rudá plachta"),
        tr(
            "At dawn a ship under a red sail burns a sloop off the point. The harbour master names them: the Ares pirates, who sail for no flag and take what they please.",
            "Al amanecer, un barco de vela roja incendia una balandra frente al cabo. El capitán del puerto les pone nombre: los piratas de Ares, que no navegan bajo ninguna bandera y toman lo que quieren.",
            "Za úsvitu loď s rudou plachtou zapálí u mysu šalupu. Přístavní kapitán je zná: piráti Ares, kteří neplují pod žádnou vlajkou a berou si, co chtějí.",
        ),
        &[80],
        &[Discard(AresPirates, 2)],
        (reward(2, 1), then(n(11))),
        (false, Source::ManualPicture),
    ),
    mission(
        n(11),
        tr(
            "The Tybuk brothers",
            "Los hermanos Tybuk",
            "Bratři Tybukové",
        ),
        tr(
            "Three brothers from the reef islands offer their blades to whoever pays. The governor wants armed crews before the red sails return.",
            "Tres hermanos de las islas del arrecife ofrecen sus sables a quien pague. El gobernador quiere tripulaciones armadas antes de que vuelvan las velas rojas.",
            "Tři bratři z ostrovů za útesem nabízejí své šavle tomu, kdo zaplatí. Guvernér chce ozbrojené posádky dřív, než se rudé plachty vrátí.",
        ),
        &[81],
        &[Have(Swords, 3)],
        (reward(1, 1), ask(n(11), read(n(12)), read(n(13)))),
        ISLAS,
    ),
    mission(
        n(12),
        tr(
            "A blessing for the fleet",
            "Una bendición para la flota",
            "Požehnání pro flotilu",
        ),
        tr(
            "The crews are ready, but no sailor leaves port unblessed. Father Tomé will bless the ship of anyone who keeps a priest.",
            "Las tripulaciones están listas, pero ningún marinero zarpa sin bendición. El padre Tomé bendecirá el barco de quien tenga un sacerdote a su servicio.",
            "Posádky jsou připravené, ale žádný námořník nevypluje bez požehnání. Otec Tomé požehná lodi každému, kdo má ve službách mnicha.",
        ),
        &[],
        &[Have(PRIEST, 1)],
        (reward(1, 1), ask(n(12), read(n(14)), read(n(15)))),
        ISLAS,
    ),
    mission(
        n(13),
        tr(
            "Candles for the chapel",
            "Velas para la capilla",
            "Svíce pro kapli",
        ),
        tr(
            "The red sails came back while the crews drank, and half the town blames the saints. Father Tomé asks for candles, and for someone to carry them.",
            "Las velas rojas volvieron mientras las tripulaciones bebían, y medio pueblo culpa a los santos. El padre Tomé pide velas, y alguien que las lleve.",
            "Rudé plachty se vrátily, zatímco posádky pily, a půlka města viní svaté. Otec Tomé žádá svíce – a někoho, kdo je donese.",
        ),
        &[],
        &[Discard(Coins, 4), Have(PRIEST, 1)],
        (reward(2, 1), ask(n(13), read(n(16)), read(n(17)))),
        RULEBOOK_STAR,
    ),
    mission(
        n(14),
        tr("The chase", "La persecución", "Honička"),
        tr(
            "Blessed and armed, the merchants chase the red sails out to sea. Port Royal cheers whoever brings the most renown home.",
            "Bendecidos y armados, los mercaderes persiguen las velas rojas mar adentro. Port Royal aclama a quien traiga más renombre a casa.",
            "Požehnaní a ozbrojení obchodníci vyženou rudé plachty na moře. Port Royal oslavuje toho, kdo domů přiveze nejvíc slávy.",
        ),
        &[],
        &[Have(Influence, 6)],
        (reward(1, 2), FINAL),
        ISLAS,
    ),
    mission(
        n(15),
        tr(
            "Swords against the red sails",
            "Sables contra las velas rojas",
            "Šavle proti rudým plachtám",
        ),
        tr(
            "Without the blessing only steel is left. Board the pirates' ships and bring back their cargo as proof.",
            "Sin bendición, solo queda el acero. Abordad los barcos piratas y traed su carga como prueba.",
            "Bez požehnání zbývá jen ocel. Nalodte se na pirátské lodě a přivezte jejich náklad jako důkaz.",
        ),
        &[],
        &[Have(Swords, 2), Discard(AresPirates, 2)],
        (reward(1, 2), FINAL),
        RULEBOOK_STAR,
    ),
    mission(
        n(16),
        tr(
            "The traders' league",
            "La liga de comerciantes",
            "Spolek obchodníků",
        ),
        tr(
            "The candles burned all night and the merchants of the quay swore to stand together. Show the league you are one of them.",
            "Las velas ardieron toda la noche y los mercaderes del muelle juraron mantenerse unidos. Demuestra a la liga que eres uno de ellos.",
            "Svíce hořely celou noc a kupci z nábřeží přísahali, že budou držet spolu. Ukaž spolku, že k nim patříš.",
        ),
        &[],
        &[Have(TRADERS, 2)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    mission(
        n(17),
        tr(
            "Ransom for the pilot",
            "Rescate para el piloto",
            "Výkupné za lodivoda",
        ),
        tr(
            "The pirates took the harbour pilot. A captain must carry the ransom to their cove, and the ransom is not small.",
            "Los piratas se llevaron al piloto del puerto. Una capitana debe llevar el rescate a su cala, y el rescate no es pequeño.",
            "Piráti unesli přístavního lodivoda. Kapitán musí odvézt výkupné do jejich zátoky – a výkupné není malé.",
        ),
        &[],
        &[Discard(Coins, 6), Have(CAPTAIN, 1)],
        (reward(2, 1), FINAL),
        ISLAS_STAR,
    ),
    end_card(
        n(61),
        tr("The smoke clears", "Se disipa el humo", "Kouř se rozplývá"),
        tr(
            "The red sails are gone from the point, for now. On the quay a sailor finds a scorched flag: a spear on a black field, and a name stitched under it, Admiral Kell.",
            "Las velas rojas han desaparecido del cabo, por ahora. En el muelle un marinero encuentra una bandera chamuscada: una lanza sobre campo negro y un nombre bordado debajo, almirante Kell.",
            "Rudé plachty od mysu zmizely – zatím. Na nábřeží najde námořník ohořelou vlajku: kopí v černém poli a pod ním vyšité jméno, admirál Kell.",
        ),
    ),
];

const fn ch2_final(m: CardNo) -> Hourglass {
    final_then(m, CardNo::lettered(28, 'a'), CardNo::lettered(28, 'b'))
}

const CHAPTER_2: [StoryCard; 13] = [
    chapter_card(
        tr("The Bread Convoy", "El convoy del pan", "Konvoj s chlebem"),
        tr(
            "Chapter 2. So far: the Ares pirates burned ships off Port Royal and were driven off. A scorched flag named their leader, Admiral Kell.",
            "Capítulo 2. Hasta ahora: los piratas de Ares quemaron barcos frente a Port Royal y fueron expulsados. Una bandera chamuscada reveló el nombre de su jefe, el almirante Kell.",
            "Kapitola 2. Dosud: piráti Ares pálili lodě u Port Royal a byli zahnáni. Ohořelá vlajka prozradila jméno jejich vůdce, admirála Kella.",
        ),
    ),
    mission(
        n(20),
        tr("Empty ovens", "Hornos vacíos", "Prázdné pece"),
        tr(
            "Kell's ships now lie in wait for the grain ships. The bakers have no flour and the town is hungry. New ships arrive, loaded with bread and rum.",
            "Ahora los barcos de Kell acechan a los barcos de grano. Los panaderos no tienen harina y el pueblo pasa hambre. Llegan barcos nuevos cargados de pan y ron.",
            "Kellovy lodě teď číhají na lodě s obilím. Pekaři nemají mouku a město hladoví. Připlouvají nové lodě naložené chlebem a rumem.",
        ),
        &[84],
        &[Discard(Item(Item::Bread), 1)],
        (reward(2, 0), then(n(21))),
        ISLAS,
    ),
    mission(
        n(21),
        tr("The Crooked Anchor", "El Ancla Torcida", "U Křivé kotvy"),
        tr(
            "In the tavern by the quay the keepers hear everything. A barrel of rum buys a name: who sells Kell his course?",
            "En la taberna junto al muelle las taberneras lo oyen todo. Un barril de ron compra un nombre: ¿quién le vende a Kell su rumbo?",
            "V krčmě u nábřeží hostinské slyší všechno. Soudek rumu koupí jméno: kdo prodává Kellovi jeho kurz?",
        ),
        &[86],
        &[Have(Item(Item::Rum), 1)],
        (reward(1, 1), ask(n(21), read(n(22)), read(n(23)))),
        ISLAS,
    ),
    mission(
        n(22),
        tr(
            "Escort the convoy",
            "Escoltar el convoy",
            "Doprovod konvoje",
        ),
        tr(
            "The name is a clerk at the customs house, and now the convoy's route can be planned in safety. It still needs an escort.",
            "El nombre es el de un escribano de la aduana, y ahora se puede planear la ruta del convoy con seguridad. Aún necesita escolta.",
            "To jméno patří písaři na celnici a trasu konvoje teď lze bezpečně naplánovat. Ještě potřebuje doprovod.",
        ),
        &[],
        &[Have(Swords, 4)],
        (reward(1, 1), ask(n(22), read(n(24)), read(n(25)))),
        ISLAS_STAR,
    ),
    mission(
        n(23),
        tr("Buy the grain", "Comprar el grano", "Koupit obilí"),
        tr(
            "The tavern kept its secrets. There is nothing left but to buy grain at the traders' price, which is high.",
            "La taberna guardó sus secretos. No queda más que comprar grano al precio de los comerciantes, que es alto.",
            "Krčma si svá tajemství nechala. Nezbývá než koupit obilí za cenu obchodníků – a ta je vysoká.",
        ),
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
        tr("Fill the storehouse", "Llenar el almacén", "Naplnit sklad"),
        tr(
            "The convoy came through. Fill the storehouse before the winter storms.",
            "El convoy llegó a salvo. Llenad el almacén antes de las tormentas de invierno.",
            "Konvoj proplul. Naplňte sklad před zimními bouřemi.",
        ),
        &[],
        &[Discard(Item(Item::Bread), 2)],
        (reward(1, 2), ch2_final(n(24))),
        ISLAS,
    ),
    mission(
        n(25),
        tr(
            "Crowns for the escort",
            "Coronas para la escolta",
            "Koruny pro doprovod",
        ),
        tr(
            "The convoy limped in without its escort. The captains who lost ships want the governor's favour, and someone must pay for it.",
            "El convoy llegó a duras penas, sin su escolta. Las capitanas que perdieron barcos quieren el favor del gobernador, y alguien tiene que pagarlo.",
            "Konvoj se dovlekl bez doprovodu. Kapitáni, kteří přišli o lodě, chtějí guvernérovu přízeň – a někdo ji musí zaplatit.",
        ),
        &[],
        &[Discard(Crowns, 2), Have(CAPTAIN, 1)],
        (reward(1, 1), ch2_final(n(25))),
        ISLAS_STAR,
    ),
    mission(
        n(26),
        tr(
            "Chase the raiders",
            "Perseguir a los saqueadores",
            "Pronásledovat lupiče",
        ),
        tr(
            "The grain is bought, and the raiders are back on the horizon. Turn one of Kell's ships away under the town's eyes.",
            "El grano está comprado y los saqueadores vuelven al horizonte. Ahuyenta uno de los barcos de Kell ante los ojos del pueblo.",
            "Obilí je koupené a lupiči jsou zpět na obzoru. Zažeň jednu z Kellových lodí před zraky celého města.",
        ),
        &[],
        &[Part::RepelAres],
        (reward(2, 1), ch2_final(n(26))),
        ISLAS_STAR,
    ),
    mission(
        CardNo::lettered(27, 'a'),
        tr(
            "Bread for the poor",
            "Pan para los pobres",
            "Chléb pro chudé",
        ),
        tr(
            "The grain ran out before the poor quarter was fed. Together you must feed it from your own stores.",
            "El grano se acabó antes de alimentar al barrio pobre. Juntos debéis alimentarlo con vuestras propias reservas.",
            "Obilí došlo dřív, než se nasytila chudinská čtvrť. Společně ji musíte nasytit ze svých zásob.",
        ),
        &[],
        &[Discard(Item(Item::Bread), 1), Discard(Coins, 3)],
        (reward(1, 1), ch2_final(CardNo::lettered(27, 'a'))),
        ISLAS,
    ),
    mission(
        CardNo::lettered(27, 'b'),
        tr("The bread war", "La guerra del pan", "Chlebová válka"),
        tr(
            "The grain ran out and every merchant hoards what is left. Whoever gives bread and rum to the poor quarter wins its loyalty.",
            "El grano se acabó y cada mercader acapara lo que queda. Quien dé pan y ron al barrio pobre se ganará su lealtad.",
            "Obilí došlo a každý kupec hromadí, co zbylo. Kdo dá chudinské čtvrti chléb a rum, získá si její věrnost.",
        ),
        &[],
        &[Discard(Item(Item::Bread), 1), Discard(Item(Item::Rum), 1)],
        (reward(1, 2), ch2_final(CardNo::lettered(27, 'b'))),
        ISLAS,
    ),
    mission(
        CardNo::lettered(28, 'a'),
        tr(
            "The governor's banquet",
            "El banquete del gobernador",
            "Guvernérova hostina",
        ),
        tr(
            "Port Royal eats again, and the governor gives a banquet for the town's most respected merchants.",
            "Port Royal vuelve a comer, y el gobernador ofrece un banquete a los mercaderes más respetados.",
            "Port Royal zase jí a guvernér pořádá hostinu pro nejváženější kupce města.",
        ),
        &[],
        &[Have(Influence, 8)],
        (reward(1, 1), FINAL),
        ISLAS_STAR,
    ),
    mission(
        CardNo::lettered(28, 'b'),
        tr(
            "Rum for the garrison",
            "Ron para la guarnición",
            "Rum pro posádku",
        ),
        tr(
            "There is no banquet; the garrison grumbles instead. A tavern keeper's rum would keep the soldiers on the walls.",
            "No hay banquete; la guarnición refunfuña. El ron de una tabernera mantendría a los soldados en las murallas.",
            "Hostina nebude, posádka místo toho reptá. Rum od hostinské by udržel vojáky na hradbách.",
        ),
        &[],
        &[
            Have(Thing::Person(Person::TavernKeeper), 1),
            Discard(Item(Item::Rum), 1),
        ],
        (reward(2, 1), FINAL),
        ISLAS,
    ),
    end_card(
        n(62),
        tr("Full bellies", "Barrigas llenas", "Plná břicha"),
        tr(
            "The ovens are warm again. The customs clerk is gone, and in his desk lies a chart: a reef, a hidden passage, and a cross where Kell keeps his ships.",
            "Los hornos vuelven a estar calientes. El escribano de la aduana ha desaparecido y en su escritorio hay una carta náutica: un arrecife, un paso oculto y una cruz donde Kell guarda sus barcos.",
            "Pece zase hřejí. Písař z celnice zmizel a v jeho stole leží mapa: útes, skrytý průliv a křížek tam, kde Kell kotví své lodě.",
        ),
    ),
];

const CHAPTER_3: [StoryCard; 11] = [
    chapter_card(
        tr("Beyond the Reef", "Más allá del arrecife", "Za útesem"),
        tr(
            "Chapter 3. So far: Kell's pirates starved Port Royal until the convoys came through. A chart left by a traitor shows a passage through the reef.",
            "Capítulo 3. Hasta ahora: los piratas de Kell hicieron pasar hambre a Port Royal hasta que llegaron los convoyes. Una carta náutica de un traidor muestra un paso a través del arrecife.",
            "Kapitola 3. Dosud: Kellovi piráti nechali Port Royal hladovět, dokud nepropluly konvoje. Mapa, kterou zanechal zrádce, ukazuje průliv útesem.",
        ),
    ),
    mission(
        n(30),
        tr("Into the unknown", "Hacia lo desconocido", "Do neznáma"),
        tr(
            "The chart is old and the reef has moved. Only those who have led an expedition before can read it.",
            "La carta es antigua y el arrecife ha cambiado. Solo quien ya ha dirigido una expedición sabe leerla.",
            "Mapa je stará a útes se změnil. Přečíst ji umí jen ten, kdo už nějakou výpravu vedl.",
        ),
        &[85],
        &[Have(Expeditions, 1)],
        (reward(2, 1), then(n(31))),
        RULEBOOK,
    ),
    mission(
        n(31),
        tr(
            "Captain and settler",
            "Capitana y colona",
            "Kapitán a osadník",
        ),
        tr(
            "Three newcomers ask to join: a captain who knows the reef, a priest and a settler. The passage needs a captain to steer and a settler to build the camp.",
            "Tres recién llegados piden unirse: una capitana que conoce el arrecife, un sacerdote y una colona. El paso necesita una capitana al timón y una colona que levante el campamento.",
            "Přidat se chtějí tři nováčci: kapitánka, která zná útes, mnich a osadnice. Průliv potřebuje kapitána u kormidla a osadníka, který postaví tábor.",
        ),
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
        tr("The passage", "El paso", "Průliv"),
        tr(
            "The camp stands on the sandbank. Beyond the passage Kell's ships ride at anchor, and the fight will need steel.",
            "El campamento se alza en el banco de arena. Más allá del paso, los barcos de Kell están fondeados, y la lucha exigirá acero.",
            "Tábor stojí na písčině. Za průlivem kotví Kellovy lodě a boj si žádá ocel.",
        ),
        &[],
        &[Have(Swords, 5)],
        (reward(1, 1), ask(n(32), read(n(33)), read(n(34)))),
        ISLAS,
    ),
    mission(
        n(33),
        tr("Signal the fleet", "Señales a la flota", "Signál flotile"),
        tr(
            "Kell's ships are trapped in the lagoon. Raise the signal when the harbour is crowded with ships of every flag.",
            "Los barcos de Kell están atrapados en la laguna. Izad la señal cuando el puerto esté lleno de barcos de todas las banderas.",
            "Kellovy lodě uvízly v laguně. Vztyčte signál, až bude přístav plný lodí všech vlajek.",
        ),
        &[],
        &[Part::HarbourColours(4)],
        (reward(1, 2), FINAL_TO_38),
        RULEBOOK_STAR,
    ),
    mission(
        n(34),
        tr("Hire the fleet", "Contratar la flota", "Najmout flotilu"),
        tr(
            "Kell slipped out of the lagoon. Only a hired fleet of every flag can close the passage now, and hired fleets are paid in advance.",
            "Kell escapó de la laguna. Ahora solo una flota contratada de todas las banderas puede cerrar el paso, y las flotas contratadas cobran por adelantado.",
            "Kell z laguny vyklouzl. Průliv teď uzavře jen najatá flotila všech vlajek – a najaté flotily se platí předem.",
        ),
        &[],
        &[Part::HarbourColours(4), Discard(Coins, 5)],
        (reward(2, 2), FINAL_TO_38),
        RULEBOOK_STAR,
    ),
    mission(
        n(35),
        tr("A second chart", "Una segunda carta", "Druhá mapa"),
        tr(
            "The newcomers quarrelled and left. You need a second chart, and the only way to get one is another expedition.",
            "Los recién llegados discutieron y se marcharon. Necesitáis una segunda carta, y la única manera de conseguirla es otra expedición.",
            "Nováčci se pohádali a odešli. Potřebujete druhou mapu a jediná cesta k ní je další výprava.",
        ),
        &[],
        &[Part::CompleteExpedition],
        (reward(1, 1), ask(n(35), read(n(36)), read(n(37)))),
        ISLAS,
    ),
    mission(
        n(36),
        tr("Map maker", "Cartógrafo", "Kartograf"),
        tr(
            "The second chart matches the first. Whoever holds two expeditions' worth of knowledge leads the fleet through.",
            "La segunda carta coincide con la primera. Quien reúna el saber de dos expediciones guiará a la flota.",
            "Druhá mapa souhlasí s první. Kdo má znalosti ze dvou výprav, provede flotilu průlivem.",
        ),
        &[],
        &[Have(Expeditions, 2)],
        (reward(1, 2), FINAL_TO_38),
        ISLAS_STAR,
    ),
    mission(
        n(37),
        tr(
            "The rites of the reef",
            "Los ritos del arrecife",
            "Rituály útesu",
        ),
        tr(
            "The reef folk will guide no one who does not respect their rites. Bring them a book of rites, with a priest to read it.",
            "La gente del arrecife no guiará a quien no respete sus ritos. Llevadles un libro de ritos, con un sacerdote que lo lea.",
            "Lidé z útesu neprovedou nikoho, kdo nectí jejich rituály. Doneste jim knihu rituálů a mnicha, který ji přečte.",
        ),
        &[],
        &[Discard(Item(Item::RitesBook), 1), Have(PRIEST, 1)],
        (reward(1, 1), FINAL_TO_38),
        ISLAS,
    ),
    mission(
        n(38),
        tr("Kell's treasure", "El tesoro de Kell", "Kellův poklad"),
        tr(
            "Kell's anchorage is empty, but his treasure is buried on the sandbank. Every merchant wants it.",
            "El fondeadero de Kell está vacío, pero su tesoro está enterrado en el banco de arena. Todos los mercaderes lo quieren.",
            "Kellovo kotviště je prázdné, ale jeho poklad je zakopaný na písčině. Chce ho každý kupec.",
        ),
        &[],
        &[Have(Expeditions, 1), Discard(Coins, 3)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    end_card(
        n(63),
        tr("The lagoon", "La laguna", "Laguna"),
        tr(
            "Kell's anchorage is burned. Among the ashes the reef folk show you a sick child, and then another: a fever has come with the pirates.",
            "El fondeadero de Kell ha ardido. Entre las cenizas, la gente del arrecife os muestra a un niño enfermo, y luego a otro: con los piratas ha llegado una fiebre.",
            "Kellovo kotviště lehlo popelem. Lidé z útesu vám mezi troskami ukážou nemocné dítě, pak další: s piráty přišla horečka.",
        ),
    ),
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
    chapter_card(
        tr(
            "The Herbalist's Debt",
            "La deuda de la herbolaria",
            "Dluh bylinkářky",
        ),
        tr(
            "Chapter 4. So far: the fleet found Kell's anchorage beyond the reef and burned it. But a fever came back to Port Royal with the ships.",
            "Capítulo 4. Hasta ahora: la flota encontró el fondeadero de Kell más allá del arrecife y lo quemó. Pero con los barcos volvió a Port Royal una fiebre.",
            "Kapitola 4. Dosud: flotila našla Kellovo kotviště za útesem a spálila ho. S loděmi se však do Port Royal vrátila horečka.",
        ),
    ),
    mission(
        n(40),
        tr("Many hands", "Muchas manos", "Mnoho rukou"),
        tr(
            "The herbalist Inés needs helpers, not heroes: many simple people to carry water and boil linen. Lookouts on the hills watch for ships with herbs.",
            "La herbolaria Inés necesita ayudantes, no héroes: mucha gente sencilla que acarree agua y hierva la ropa. Los vigías de las colinas buscan barcos con hierbas.",
            "Bylinkářka Inés potřebuje pomocníky, ne hrdiny: hodně prostých lidí, kteří nosí vodu a vyvařují prádlo. Zvědové na kopcích vyhlížejí lodě s bylinami.",
        ),
        &[82],
        &[Have(PersonsCostingAtMost(3), 3)],
        (reward(1, 1), then(n(41))),
        RULEBOOK,
    ),
    mission(
        n(41),
        tr("Medicine and bread", "Medicina y pan", "Léky a chléb"),
        tr(
            "Inés's cure needs the pirates' herbs, and the sick need bread to keep it down.",
            "El remedio de Inés necesita las hierbas de los piratas, y los enfermos necesitan pan para tomarlo.",
            "Inésin lék potřebuje byliny od pirátů a nemocní potřebují chléb, aby ho snesli.",
        ),
        &[],
        &[Discard(Item(Item::Herbs), 1), Discard(Item(Item::Bread), 1)],
        (reward(2, 1), ask(n(41), read(n(42)), read(n(43)))),
        RULEBOOK,
    ),
    mission(
        n(42),
        tr("Watch the hills", "Vigilar las colinas", "Hlídat kopce"),
        tr(
            "The cure works. Inés asks for lookouts to find where the pirates gather their herbs.",
            "El remedio funciona. Inés pide vigías para descubrir dónde recogen los piratas sus hierbas.",
            "Lék zabírá. Inés žádá zvědy, aby zjistili, kde piráti sbírají byliny.",
        ),
        &[],
        &[Have(Thing::Person(Person::Lookout), 1)],
        (reward(1, 1), ask(n(42), read(n(44)), read(n(45)))),
        ISLAS,
    ),
    mission(
        n(43),
        tr(
            "Physicians' fees",
            "Honorarios de médico",
            "Lékařské poplatky",
        ),
        tr(
            "The cure failed and the town sends for the physicians of Spanish Town. They come, for a price.",
            "El remedio fracasó y el pueblo manda llamar a los médicos de Spanish Town. Vienen, por un precio.",
            "Lék selhal a město povolá lékaře ze Spanish Townu. Přijedou – za peníze.",
        ),
        &[],
        &[Discard(Coins, 6)],
        (reward(1, 1), ask(n(43), read(n(46)), read(n(47)))),
        ISLAS,
    ),
    mission(
        n(44),
        tr(
            "The herb garden",
            "El huerto de hierbas",
            "Bylinková zahrada",
        ),
        tr(
            "The lookouts found the pirates' garden. Bring herbs home and pay the gardeners in crowns.",
            "Los vigías encontraron el huerto de los piratas. Traed hierbas a casa y pagad a los jardineros en coronas.",
            "Zvědové našli pirátskou zahradu. Přivezte byliny domů a zaplaťte zahradníkům korunami.",
        ),
        &[],
        &[Discard(Item(Item::Herbs), 1), Discard(Crowns, 2)],
        (reward(1, 2), FINAL),
        ISLAS_STAR,
    ),
    mission(
        n(45),
        tr("The old rites", "Los viejos ritos", "Staré rituály"),
        tr(
            "No lookout came back. Inés turns to the old rites: a book from the pirates' ships, and a priest who will read it.",
            "Ningún vigía volvió. Inés recurre a los viejos ritos: un libro de los barcos piratas y un sacerdote que quiera leerlo.",
            "Žádný zvěd se nevrátil. Inés se obrací ke starým rituálům: kniha z pirátských lodí a mnich, který ji bude číst.",
        ),
        &[],
        &[Have(Item(Item::RitesBook), 1), Have(PRIEST, 1)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    mission(
        n(46),
        tr("Quarantine", "Cuarentena", "Karanténa"),
        tr(
            "The physicians order a quarantine. Turn the pirates' ships away before the fever spreads.",
            "Los médicos ordenan una cuarentena. Ahuyentad los barcos piratas antes de que la fiebre se extienda.",
            "Lékaři nařídí karanténu. Zažeňte pirátské lodě dřív, než se horečka rozšíří.",
        ),
        &[],
        &[Discard(AresPirates, 1)],
        (reward(2, 1), FINAL),
        ISLAS_STAR,
    ),
    mission(
        n(47),
        tr("Inés's debt", "La deuda de Inés", "Inésin dluh"),
        tr(
            "The fever passes, but Inés borrowed from the wrong people. Only a merchant of great standing can vouch for her.",
            "La fiebre pasa, pero Inés pidió prestado a quien no debía. Solo un mercader de gran prestigio puede responder por ella.",
            "Horečka odezní, ale Inés si půjčila od nesprávných lidí. Ručit za ni může jen kupec velké pověsti.",
        ),
        &[],
        &[Have(Influence, 9)],
        (reward(1, 1), FINAL),
        ISLAS,
    ),
    end_card(
        n(64),
        tr("The fever breaks", "Cede la fiebre", "Horečka ustupuje"),
        tr(
            "Port Royal is well again. Inés, grateful, tells what she heard from a feverish pirate: Kell is alive, and the governor's new tax is paying for his ships.",
            "Port Royal vuelve a estar sano. Inés, agradecida, cuenta lo que oyó a un pirata con fiebre: Kell está vivo, y el nuevo impuesto del gobernador paga sus barcos.",
            "Port Royal se uzdravil. Vděčná Inés prozradí, co slyšela od piráta v horečce: Kell žije a guvernérova nová daň platí jeho lodě.",
        ),
    ),
];

const CHAPTER_5: [StoryCard; 11] = [
    chapter_card(
        tr("The Last Tax", "El último impuesto", "Poslední daň"),
        tr(
            "Chapter 5. So far: a fever came with the pirates and Port Royal survived it. Now the herbalist says that the governor's tax is paying for Admiral Kell's ships.",
            "Capítulo 5. Hasta ahora: con los piratas llegó una fiebre y Port Royal sobrevivió. Ahora la herbolaria dice que el impuesto del gobernador paga los barcos del almirante Kell.",
            "Kapitola 5. Dosud: s piráty přišla horečka a Port Royal ji přežil. Teď bylinkářka tvrdí, že guvernérova daň platí lodě admirála Kella.",
        ),
    ),
    mission(
        n(50),
        tr("The tax collectors", "Los recaudadores", "Výběrčí daní"),
        tr(
            "New tax collectors walk the quay. Pay when they come, and follow the coins.",
            "Nuevos recaudadores recorren el muelle. Pagad cuando lleguen y seguid el rastro de las monedas.",
            "Po nábřeží chodí noví výběrčí. Zaplaťte, až přijdou, a sledujte, kam mince putují.",
        ),
        &[87],
        &[Part::PayTax],
        (reward(1, 1), then(n(51))),
        RULEBOOK,
    ),
    mission(
        n(51),
        tr("A quiet day", "Un día tranquilo", "Klidný den"),
        tr(
            "The coins go to a warehouse by the fort. To watch it you must give up a day's trade and bribe the guard.",
            "Las monedas van a un almacén junto al fuerte. Para vigilarlo tenéis que renunciar a un día de comercio y sobornar al guardia.",
            "Mince putují do skladiště u pevnosti. Abyste ho mohli hlídat, musíte se vzdát dne obchodu a podplatit stráž.",
        ),
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
        tr(
            "Two nights' watch",
            "Dos noches de guardia",
            "Dvě noci na stráži",
        ),
        tr(
            "The warehouse is Kell's. Watch it for two quiet nights to learn when his ships come to load.",
            "El almacén es de Kell. Vigiladlo dos noches tranquilas para saber cuándo vienen sus barcos a cargar.",
            "Skladiště patří Kellovi. Hlídejte ho dvě klidné noci, abyste zjistili, kdy jeho lodě připlouvají nakládat.",
        ),
        &[],
        &[Part::StopAtHarbourTimes { cards: 1, times: 2 }],
        (reward(1, 2), ask(n(52), read(n(54)), read(n(55)))),
        RULEBOOK,
    ),
    mission(
        n(53),
        tr(
            "Storm the warehouse",
            "Asaltar el almacén",
            "Útok na skladiště",
        ),
        tr(
            "The guard took the bribe and warned Kell. Now the warehouse must be taken by force.",
            "El guardia aceptó el soborno y avisó a Kell. Ahora hay que tomar el almacén por la fuerza.",
            "Strážný úplatek vzal a Kella varoval. Teď se skladiště musí dobýt silou.",
        ),
        &[],
        &[Have(Swords, 5)],
        (reward(1, 1), ask(n(53), read(n(56)), read(n(57)))),
        ISLAS_STAR,
    ),
    mission(
        n(54),
        tr(
            "The feast of the quay",
            "La fiesta del muelle",
            "Slavnost na nábřeží",
        ),
        tr(
            "You know when Kell's ships come. Give the town a feast that night, so that no one sees the fleet leave.",
            "Sabéis cuándo llegan los barcos de Kell. Dad una fiesta al pueblo esa noche para que nadie vea zarpar a la flota.",
            "Víte, kdy Kellovy lodě připlují. Uspořádejte tu noc pro město slavnost, ať nikdo nevidí odplouvat flotilu.",
        ),
        &[],
        &[Discard(Item(Item::Rum), 1)],
        (reward(1, 2), FINAL_TO_58),
        ISLAS,
    ),
    mission(
        n(55),
        tr("The flagship", "La nave capitana", "Vlajková loď"),
        tr(
            "The nights were not quiet and Kell sails early. Stand at the harbour mouth and turn back his flagship.",
            "Las noches no fueron tranquilas y Kell zarpa antes. Plantaos en la bocana y haced retroceder a su nave capitana.",
            "Noci klidné nebyly a Kell vyplouvá dřív. Postavte se do ústí přístavu a zažeňte jeho vlajkovou loď.",
        ),
        &[],
        &[Part::Repel { swords: 4 }],
        (reward(2, 1), FINAL_TO_58),
        ISLAS_STAR,
    ),
    mission(
        n(56),
        tr(
            "The admiral and the tavern",
            "El almirante y la taberna",
            "Admirál a krčma",
        ),
        tr(
            "The warehouse has fallen. The navy's admiral will hunt Kell down if the tavern keepers tell him where Kell's men drink.",
            "El almacén ha caído. El almirante de la armada dará caza a Kell si las taberneras le dicen dónde beben sus hombres.",
            "Skladiště padlo. Admirál námořnictva Kella dostihne, když mu hostinské prozradí, kde Kellovi muži pijí.",
        ),
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
        tr(
            "Pay the informers",
            "Pagar a los informantes",
            "Zaplatit informátory",
        ),
        tr(
            "The warehouse held out. Kell's own men will sell him, for coins and for proof that the red sails are finished.",
            "El almacén resistió. Los propios hombres de Kell lo venderán, por monedas y por pruebas de que las velas rojas están acabadas.",
            "Skladiště odolalo. Kellovi vlastní muži ho prodají – za mince a za důkaz, že s rudými plachtami je konec.",
        ),
        &[],
        &[Discard(AresPirates, 1), Discard(Coins, 4)],
        (reward(2, 1), FINAL_TO_58),
        ISLAS_STAR,
    ),
    mission(
        n(58),
        tr(
            "The governor's chair",
            "El sillón del gobernador",
            "Guvernérovo křeslo",
        ),
        tr(
            "Kell is caught and the governor disgraced. Port Royal needs a new first citizen, and every merchant wants the chair.",
            "Kell ha sido capturado y el gobernador ha caído en desgracia. Port Royal necesita un nuevo primer ciudadano, y todos los mercaderes quieren el sillón.",
            "Kell je dopaden a guvernér v nemilosti. Port Royal potřebuje nového prvního měšťana a to křeslo chce každý kupec.",
        ),
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
    end_card(
        n(65),
        tr("Calm waters", "Aguas tranquilas", "Klidné vody"),
        tr(
            "Admiral Kell is taken to England in chains and his red sails rot in the lagoon. Port Royal trades in peace again. This adventure, written for Islas, ends here.",
            "El almirante Kell es llevado a Inglaterra encadenado y sus velas rojas se pudren en la laguna. Port Royal vuelve a comerciar en paz. Esta aventura, escrita para Islas, termina aquí.",
            "Admirála Kella odvezou v okovech do Anglie a jeho rudé plachty hnijí v laguně. Port Royal zase obchoduje v míru. Toto dobrodružství, napsané pro Islas, zde končí.",
        ),
    ),
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
    name: Tr,
    text: Tr,
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
        tr("Fair wind", "Viento favorable", "Příznivý vítr"),
        tr(
            "Phase 2: the active player may take 1 more card from the harbour.",
            "Fase 2: el jugador activo puede tomar 1 carta más del puerto.",
            "Fáze 2: aktivní hráč si smí vzít z přístavu o 1 kartu víc.",
        ),
        Timing::Phase2,
        EventEffect::ExtraTake(1),
    ),
    event(
        "dead-calm",
        tr("Dead calm", "Calma chicha", "Bezvětří"),
        tr(
            "Phase 1: no ship can be repelled this turn.",
            "Fase 1: este turno no se puede ahuyentar ningún barco.",
            "Fáze 1: v tomto tahu nelze zahnat žádnou loď.",
        ),
        Timing::Phase1,
        EventEffect::NoRepel,
    ),
    event(
        "dry-powder",
        tr("Dry powder", "Pólvora seca", "Suchý prach"),
        tr(
            "Phase 1: ships need 1 sword fewer to be repelled this turn.",
            "Fase 1: este turno los barcos necesitan 1 sable menos para ser ahuyentados.",
            "Fáze 1: k zahnání lodi stačí v tomto tahu o 1 šavli méně.",
        ),
        Timing::Phase1,
        EventEffect::EasierRepel(1),
    ),
    event(
        "market-day",
        tr("Market day", "Día de mercado", "Trh"),
        tr(
            "Now: every player may sell 1 bread they keep for 2 coins.",
            "De inmediato: cada jugador puede vender 1 pan de su reserva por 2 monedas.",
            "Ihned: každý hráč smí prodat 1 chléb ze své zásoby za 2 mince.",
        ),
        Timing::Immediately,
        EventEffect::Market {
            item: Item::Bread,
            coins: 2,
        },
    ),
    event(
        "rum-festival",
        tr("Rum festival", "Fiesta del ron", "Slavnost rumu"),
        tr(
            "Now: every player may sell 1 rum they keep for 2 coins.",
            "De inmediato: cada jugador puede vender 1 ron de su reserva por 2 monedas.",
            "Ihned: každý hráč smí prodat 1 rum ze své zásoby za 2 mince.",
        ),
        Timing::Immediately,
        EventEffect::Market {
            item: Item::Rum,
            coins: 2,
        },
    ),
    event(
        "pay-day",
        tr("Pay day", "Día de paga", "Výplata"),
        tr(
            "Now: the active player takes 1 coin.",
            "De inmediato: el jugador activo toma 1 moneda.",
            "Ihned: aktivní hráč si vezme 1 minci.",
        ),
        Timing::Immediately,
        EventEffect::Coins {
            whom: Whom::Active,
            coins: 1,
        },
    ),
    event(
        "alms",
        tr("Alms", "Limosna", "Almužna"),
        tr(
            "Now: the player or players with the fewest influence take 2 coins.",
            "De inmediato: el jugador o los jugadores con menos influencia toman 2 monedas.",
            "Ihned: hráč či hráči s nejmenším vlivem si vezmou 2 mince.",
        ),
        Timing::Immediately,
        EventEffect::Coins {
            whom: Whom::FewestInfluence,
            coins: 2,
        },
    ),
    event(
        "royal-favour",
        tr("Royal favour", "Favor real", "Královská přízeň"),
        tr(
            "Now: every player with a governor gains 1 crown.",
            "De inmediato: cada jugador con un gobernador obtiene 1 corona.",
            "Ihned: každý hráč s guvernérem získá 1 korunu.",
        ),
        Timing::Immediately,
        EventEffect::Crowns {
            whom: Whom::With(Person::Base(Kind::Governor)),
            crowns: 1,
        },
    ),
    event(
        "skiffs-wanted",
        tr("Skiffs wanted", "Se buscan esquifes", "Poptávka po bárkách"),
        tr(
            "Phase 2: trading or keeping a skiff gives 1 more coin.",
            "Fase 2: comerciar con un esquife o quedárselo da 1 moneda más.",
            "Fáze 2: prodej či ponechání bárky přinese o 1 minci víc.",
        ),
        Timing::Phase2,
        EventEffect::ShipBonus {
            colour: ShipColour::Base(Colour::Green),
            coins: 1,
        },
    ),
    event(
        "tax-man",
        tr("The tax man", "El recaudador", "Výběrčí"),
        tr(
            "Now: a tax. Players with 16 coins or more lose half; the fewest influence take 2 coins.",
            "De inmediato: impuestos. Quien tenga 16 monedas o más pierde la mitad; quien tenga menos influencia toma 2 monedas.",
            "Ihned: daně. Kdo má 16 mincí či víc, ztratí polovinu; hráč s nejmenším vlivem si vezme 2 mince.",
        ),
        Timing::Immediately,
        EventEffect::Tax,
    ),
    event(
        "crowded-quay",
        tr("Crowded quay", "Muelle abarrotado", "Přeplněné nábřeží"),
        tr(
            "Phase 1: before discovering, the top card of the deck goes into the harbour.",
            "Fase 1: antes de descubrir, la primera carta del mazo va al puerto.",
            "Fáze 1: před objevováním jde vrchní karta balíčku do přístavu.",
        ),
        Timing::Phase1,
        EventEffect::FillHarbour(1),
    ),
    event(
        "hiring-fair",
        tr("Hiring fair", "Feria de contratación", "Trh práce"),
        tr(
            "Phase 2: persons cost 1 coin less this turn.",
            "Fase 2: este turno los personajes cuestan 1 moneda menos.",
            "Fáze 2: postavy v tomto tahu stojí o 1 minci méně.",
        ),
        Timing::Phase2,
        EventEffect::Discount(1),
    ),
    EventCard {
        not_solo: true,
        ..event(
            "shared-crews",
            tr(
                "Shared crews",
                "Tripulaciones compartidas",
                "Společné posádky",
            ),
            tr(
                "Phase 2: players who are not active take harbour cards without paying the active player.",
                "Fase 2: los jugadores que no son el activo toman cartas del puerto sin pagar al jugador activo.",
                "Fáze 2: hráči, kteří nejsou na tahu, berou karty z přístavu bez platby aktivnímu hráči.",
            ),
            Timing::Phase2,
            EventEffect::NoFee,
        )
    },
    EventCard {
        code: EventCode::FewPlayers,
        ..event(
            "quiet-season",
            tr("Quiet season", "Temporada tranquila", "Klidná sezóna"),
            tr(
                "Now: every player takes 1 coin.",
                "De inmediato: cada jugador toma 1 moneda.",
                "Ihned: každý hráč si vezme 1 minci.",
            ),
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
            tr("End of Month", "Fin de mes", "Konec měsíce"),
            tr(
                "Follow the hourglass of the newest mission; then turn the event discards over, unshuffled, and put a new event on top.",
                "Sigue el reloj de arena de la misión más reciente; luego da la vuelta a los descartes de eventos, sin barajar, y pon un evento nuevo encima.",
                "Proveď krok přesýpacích hodin poslední úkolové karty; pak otoč odložené události, nemíchej je, a navrch přidej novou.",
            ),
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
            tr(
                "End of Month (variant)",
                "Fin de mes (variante)",
                "Konec měsíce (varianta)",
            ),
            tr(
                "As End of Month; besides, each player may pay 10 coins to return their leftmost cube to the box.",
                "Como Fin de mes; además, cada jugador puede pagar 10 monedas para devolver a la caja su primer cubo por la izquierda.",
                "Jako Konec měsíce; navíc smí každý hráč zaplatit 10 mincí a vrátit do krabice svou levou krajní kostičku.",
            ),
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

const fn character(id: &'static str, name: Tr, ability: Ability) -> Character {
    Character { id, name, ability }
}

/// The ten characters, in the order of the rulebooks' appendix, with their abilities as the
/// rulebooks give them (names as printed in ES and CS). Start coins, which two share a card and
/// the traders' colours are not public: see the estimated tables below.
pub const CHARACTERS: [Character; 10] = [
    character(
        "grace-may",
        tr("Grace “Kid” May", "Grace «la Niña» May", "Grace „Kid“ May"),
        Ability::BustBonus {
            harbour: 4,
            coins: 2,
        },
    ),
    character(
        "jacques-grandeur",
        tr("Jacques Grandeur", "Jacques Grandeur", "Jacques Grandeur"),
        Ability::ExpeditionCrowns(2),
    ),
    character(
        "jean-blackbeard",
        tr("Jean Blackbeard", "Jean Barbanegra", "Jean Blackbeard"),
        Ability::As(Kind::Sailor),
    ),
    character(
        "lady-anne",
        tr("Lady Anne", "Señora Anne", "Lady Anne"),
        Ability::As(Kind::Mademoiselle),
    ),
    character(
        "don-ferdinando",
        tr("Don Ferdinando", "Don Ferdinando", "Don Ferdinando"),
        Ability::Trader { crown: true },
    ),
    character(
        "officer-scott",
        tr("Officer Scott", "Oficial Scott", "Důstojník Scott"),
        Ability::Admiral(1),
    ),
    character(
        "peter-landman",
        tr(
            "Peter “Snug” Landman",
            "Peter «Comodón» Landman",
            "Peter „Snug“ Landman",
        ),
        Ability::Trader { crown: false },
    ),
    character(
        "ruthless-mary",
        tr("Ruthless Mary", "Mary la Despiadada", "Pirátko Mary"),
        Ability::ShipsInHarbour { ships: 3, coins: 1 },
    ),
    character(
        "samuel-blackguard",
        tr(
            "Samuel Blackguard",
            "Samuel Blackguard",
            "Samuel Blackguard",
        ),
        Ability::OnceCoins(2),
    ),
    character(
        "thomas-fishborn",
        tr("Thomas Fishborn", "Thomas Fishborn", "Thomas Fishborn"),
        Ability::Lookout,
    ),
];

/// The character with this id.
pub fn character_by_id(id: &str) -> Option<&'static Character> {
    CHARACTERS.iter().find(|c| c.id == id)
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
