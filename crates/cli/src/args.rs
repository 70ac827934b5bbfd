//! A small hand-written argument parser: `--name value`, `--name=value`, bare flags and
//! positional arguments. Every problem is an error message, never a panic. `--game` and
//! `--options` are read through the registry (`islas-games`), so every subcommand serves every
//! game.

use std::str::FromStr;

use islas_core::{ConfigSpec, Seed};
use islas_games::{GameId, Registered};

/// Parsed arguments of one subcommand.
#[derive(Debug, Default)]
pub struct Args {
    options: Vec<(String, String)>,
    flags: Vec<String>,
    positional: Vec<String>,
}

impl Args {
    /// Splits `raw` into options (names listed in `valued`), flags (names listed in `flags`) and
    /// positional arguments. Unknown `--names` are errors.
    pub fn parse(raw: &[String], valued: &[&str], flags: &[&str]) -> Result<Args, String> {
        let mut args = Args::default();
        let mut it = raw.iter();
        while let Some(arg) = it.next() {
            let Some(name) = arg.strip_prefix("--") else {
                args.positional.push(arg.clone());
                continue;
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if valued.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or_else(|| format!("--{name} needs a value"))?,
                };
                if args.options.iter().any(|(n, _)| n == name) {
                    return Err(format!("--{name} is given twice"));
                }
                args.options.push((name.to_string(), value));
            } else if flags.contains(&name) {
                if inline.is_some() {
                    return Err(format!("--{name} takes no value"));
                }
                args.flags.push(name.to_string());
            } else {
                return Err(format!("unknown option --{name}"));
            }
        }
        Ok(args)
    }

    /// The raw text of option `name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// Positional arguments in order.
    pub fn positional(&self) -> &[String] {
        &self.positional
    }

    /// Option `name` parsed as a number, or `default` when absent.
    pub fn number<T: FromStr>(&self, name: &str, default: Option<T>) -> Result<T, String> {
        match self.get(name) {
            Some(text) => text
                .trim()
                .parse()
                .map_err(|_| format!("--{name} must be a whole number, not \"{text}\"")),
            None => default.ok_or_else(|| format!("--{name} is required")),
        }
    }

    /// Option `name` as a seed (any text; an 8-character code is used as is).
    pub fn seed(&self, name: &str) -> Result<Option<Seed>, String> {
        self.get(name)
            .map(|text| Seed::from_text(text).map_err(|e| format!("--{name}: {e}")))
            .transpose()
    }

    /// The `--game` option: any id of the registry; Port Royal when absent.
    pub fn game(&self) -> Result<GameId, String> {
        match self.get("game") {
            None => Ok(GameId::ALL[0]),
            Some(id) => id.trim().parse(),
        }
    }

    /// The `--options` option: comma-separated option ids of the game (as in links).
    pub fn options(&self) -> Vec<&str> {
        self.get("options")
            .map(|o| {
                o.split(',')
                    .map(str::trim)
                    .filter(|o| !o.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The configuration of game `G` for `--players` (or `default_players`) and `--options`.
    pub fn config<G: Registered>(&self, default_players: usize) -> Result<G::Config, String> {
        let players: usize = self.number("players", Some(default_players))?;
        G::Config::from_options(players, &self.options()).map_err(|e| e.0)
    }
}

/// The options a game takes, for help texts: `expedition-end, points=0–31` or `none`.
pub fn option_list(game: GameId) -> String {
    let options = game.info().options;
    if options.is_empty() {
        "none".to_string()
    } else {
        let usage: Vec<String> = options.iter().map(|o| o.usage()).collect();
        usage.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_flags_and_positionals() {
        let a = Args::parse(
            &strings(&["--players", "3", "--seed=pirates", "file.json", "--quiet"]),
            &["players", "seed"],
            &["quiet"],
        )
        .unwrap();
        assert_eq!(a.number::<u8>("players", None).unwrap(), 3);
        assert_eq!(a.get("seed"), Some("pirates"));
        assert!(a.flag("quiet"));
        assert_eq!(a.positional(), ["file.json"]);
    }

    #[test]
    fn problems_are_messages() {
        assert!(Args::parse(&strings(&["--players"]), &["players"], &[]).is_err());
        assert!(Args::parse(&strings(&["--nope", "1"]), &["players"], &[]).is_err());
        assert!(Args::parse(&strings(&["--q=1"]), &[], &["q"]).is_err());
        let a = Args::parse(&strings(&["--players", "x"]), &["players"], &[]).unwrap();
        assert!(a.number::<u8>("players", None).is_err());
        assert!(a.number::<u8>("games", None).is_err());
        assert_eq!(a.number::<u8>("games", Some(7)).unwrap(), 7);
        let a = Args::parse(&strings(&["--options", "sometimes"]), &["options"], &[]).unwrap();
        assert!(a.config::<islas_port_royal::PortRoyal>(3).is_err());
        let a = Args::parse(&strings(&["--game", "chess"]), &["game"], &[]).unwrap();
        assert!(a.game().unwrap_err().contains("port-royal"));
    }
}
