//! Records of any registered game, as the app, its links and the CLI hold them: JSON values
//! whose `game` field names the engine. Everything here dispatches through [`GameId`].

use islas_core::{ConfigSpec, Record, RecordError, Seed, replay_lenient};
use serde_json::Value;

use crate::{GameId, Registered, Visitor};

/// What a record says about itself, read without replaying it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    pub game: GameId,
    pub players: usize,
    /// The configuration's options in effect, as links write them (`id`, `id=value`).
    pub options: Vec<String>,
    pub seed: Seed,
    pub actions: usize,
    /// Whether the deal is stacked by hand (`ConfigSpec::stacked`): links and imported saves
    /// refuse such a record.
    pub stacked: bool,
}

/// The registered game a record belongs to, from its `game` field.
pub fn game_of(record: &Value) -> Result<GameId, String> {
    let id = record
        .get("game")
        .and_then(Value::as_str)
        .ok_or("this is not a game record: it names no game")?;
    id.parse()
}

/// Reads a record's game, players, options, seed and length; errors in plain words.
pub fn facts(record: &Value) -> Result<Facts, String> {
    game_of(record)?.visit(ReadFacts(record))
}

struct ReadFacts<'a>(&'a Value);

impl Visitor for ReadFacts<'_> {
    type Output = Result<Facts, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record: Record<G::Config> = serde_json::from_value(self.0.clone())
            .map_err(|e| format!("this is not a readable game record: {e}"))?;
        Ok(Facts {
            game: GameId::of::<G>().ok_or("unregistered game")?,
            players: record.config.players(),
            options: record
                .config
                .options()
                .iter()
                .map(|o| o.to_string())
                .collect(),
            seed: record.seed,
            actions: record.actions.len(),
            stacked: record.config.stacked(),
        })
    }
}

/// A new record (no actions yet) of `game` for `players` seats with `options` on, checked by
/// setting the game up.
pub fn new_record(
    game: GameId,
    players: usize,
    options: &[&str],
    seed: Seed,
) -> Result<Value, String> {
    game.visit(NewRecord {
        players,
        options,
        seed,
    })
}

struct NewRecord<'a> {
    players: usize,
    options: &'a [&'a str],
    seed: Seed,
}

impl Visitor for NewRecord<'_> {
    type Output = Result<Value, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let config = G::Config::from_options(self.players, self.options).map_err(|e| e.0)?;
        G::setup(&config, self.seed).map_err(|e| e.0)?;
        serde_json::to_value(Record::new::<G>(config, self.seed)).map_err(|e| e.to_string())
    }
}

/// The compact link form of a record (see `islas_core::Record::to_compact`).
pub fn to_compact(record: &Value) -> Result<String, String> {
    game_of(record)?.visit(ToCompact(record))
}

struct ToCompact<'a>(&'a Value);

impl Visitor for ToCompact<'_> {
    type Output = Result<String, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record: Record<G::Config> = serde_json::from_value(self.0.clone())
            .map_err(|e| format!("this is not a readable game record: {e}"))?;
        record.to_compact::<G>().map_err(|e| e.to_string())
    }
}

/// Reads a compact link record of `game` back into a JSON record.
pub fn from_compact(game: GameId, text: &str) -> Result<Value, RecordError> {
    game.visit(FromCompact(text))
}

struct FromCompact<'a>(&'a str);

impl Visitor for FromCompact<'_> {
    type Output = Result<Value, RecordError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record = Record::<G::Config>::from_compact::<G>(self.0)?;
        serde_json::to_value(record).map_err(|e| RecordError::Json(e.to_string()))
    }
}

/// Replays a JSON record of any game: how many actions apply, and whether the game is over.
pub fn check(record: &Value) -> Result<(usize, bool), String> {
    game_of(record)?.visit(Check(record))
}

struct Check<'a>(&'a Value);

impl Visitor for Check<'_> {
    type Output = Result<(usize, bool), String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record: Record<G::Config> = serde_json::from_value(self.0.clone())
            .map_err(|e| format!("this is not a readable game record: {e}"))?;
        let r = replay_lenient::<G>(&record).map_err(|e| e.to_string())?;
        if let Some(e) = r.error {
            return Err(e.to_string());
        }
        Ok((r.applied, r.state.to_act().is_none()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_record_reads_back_its_facts_and_links() {
        let seed = Seed::from_text("reef").unwrap();
        let record = new_record(GameId::PortRoyal, 3, &["expedition-end"], seed).unwrap();
        let f = facts(&record).unwrap();
        assert_eq!(f.game, GameId::PortRoyal);
        assert_eq!((f.players, f.seed, f.actions), (3, seed, 0));
        assert_eq!(f.options, ["expedition-end"]);
        let compact = to_compact(&record).unwrap();
        assert_eq!(from_compact(GameId::PortRoyal, &compact).unwrap(), record);
        assert_eq!(check(&record).unwrap(), (0, false));
    }

    #[test]
    fn bad_records_and_options_are_errors() {
        let seed = Seed::from_u64(1);
        assert!(new_record(GameId::PortRoyal, 9, &[], seed).is_err());
        assert!(new_record(GameId::PortRoyal, 3, &["no-such-option"], seed).is_err());
        for bad in [
            serde_json::json!(null),
            serde_json::json!({"game": "chess"}),
            serde_json::json!({"game": "port-royal"}),
        ] {
            assert!(facts(&bad).is_err(), "{bad}");
            assert!(check(&bad).is_err(), "{bad}");
        }
        assert!(from_compact(GameId::PortRoyal, "!!").is_err());
    }

    /// A game of each engine whose deal is stacked by hand, as the rulebook tests set it up.
    fn stacked_records() -> Vec<(GameId, Value)> {
        let seed = Seed::from_text("stacked").unwrap();
        let mut port_royal = islas_port_royal::Config::new(3);
        port_royal.deck_top = vec!["trader-blue-3".into()];
        let mut puerto_rico = islas_puerto_rico::Config::new(3);
        puerto_rico.plantations_top = vec![islas_puerto_rico::Good::Coffee];
        let mut jamaica = islas_jamaica::Config::new(3);
        jamaica.stack = Some(islas_jamaica::Stack::default());
        let json = |v: serde_json::Result<Value>| v.unwrap();
        vec![
            (
                GameId::PortRoyal,
                json(serde_json::to_value(Record::new::<
                    islas_port_royal::PortRoyal,
                >(port_royal, seed))),
            ),
            (
                GameId::PuertoRico,
                json(serde_json::to_value(Record::new::<
                    islas_puerto_rico::PuertoRico,
                >(puerto_rico, seed))),
            ),
            (
                GameId::Jamaica,
                json(serde_json::to_value(Record::new::<islas_jamaica::Jamaica>(
                    jamaica, seed,
                ))),
            ),
        ]
    }

    /// `record`'s link with its settings swapped for `config` (which `to_compact` would refuse to
    /// write): what a hand-edited link carries.
    fn edited_link(record: &Value, config: &Value) -> String {
        let mut plain = record.clone();
        plain["config"] = serde_json::json!({"players": record["config"]["players"]});
        let bytes = islas_core::base64url_decode(&to_compact(&plain).unwrap()).unwrap();
        let varint = |pos: &mut usize| {
            let (mut v, mut shift) = (0u64, 0);
            loop {
                let b = bytes[*pos];
                *pos += 1;
                v |= u64::from(b & 0x7f) << shift;
                shift += 7;
                if b < 0x80 {
                    return v;
                }
            }
        };
        // version, game name, rules version, seed, then the settings.
        let mut pos = 1;
        let name = varint(&mut pos) as usize;
        pos += name;
        varint(&mut pos);
        varint(&mut pos);
        let start = pos;
        let len = varint(&mut pos) as usize;
        let config = serde_json::to_string(config).unwrap();
        let mut out = bytes[..start].to_vec();
        let mut n = config.len();
        while n >= 0x80 {
            out.push((n as u8 & 0x7f) | 0x80);
            n >>= 7;
        }
        out.push(n as u8);
        out.extend_from_slice(config.as_bytes());
        out.extend_from_slice(&bytes[pos + len..]);
        islas_core::base64url_encode(&out)
    }

    #[test]
    fn a_stacked_deal_has_no_link_and_a_link_that_stacks_one_is_refused_in_words() {
        for (game, record) in stacked_records() {
            assert!(facts(&record).unwrap().stacked, "{game:?}");
            let refused = to_compact(&record).unwrap_err();
            assert!(refused.contains("stacked"), "{game:?}: {refused}");
            // The same link, its settings edited by hand to stack the deal.
            let link = edited_link(&record, &record["config"]);
            let mut plain = record.clone();
            plain["config"] = serde_json::json!({"players": record["config"]["players"]});
            assert_eq!(
                from_compact(game, &edited_link(&record, &plain["config"])),
                from_compact(game, &to_compact(&plain).unwrap()),
                "{game:?}: the edit only swaps the settings"
            );
            assert_eq!(
                from_compact(game, &link),
                Err(RecordError::Stacked),
                "{game:?}"
            );
            assert!(
                RecordError::Stacked
                    .to_string()
                    .contains("dealt from its seed")
            );
        }
    }

    #[test]
    fn a_deal_from_the_seed_is_not_stacked() {
        let seed = Seed::from_text("reef").unwrap();
        for game in [GameId::PortRoyal, GameId::PuertoRico, GameId::Jamaica] {
            let record = new_record(game, 3, &[], seed).unwrap();
            assert!(!facts(&record).unwrap().stacked, "{game:?}");
        }
    }
}
