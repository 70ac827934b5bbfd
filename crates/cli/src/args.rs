//! A small hand-written argument parser: `--name value`, `--name=value`, bare flags and
//! positional arguments. Every problem is an error message, never a panic.

use std::str::FromStr;

use islas_core::Seed;
use islas_port_royal::Ending;

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

    /// The `--ending` option: `standard` (default) or `with-expedition`.
    pub fn ending(&self) -> Result<Ending, String> {
        match self.get("ending") {
            None | Some("standard") => Ok(Ending::Standard),
            Some("with-expedition") => Ok(Ending::WithExpedition),
            Some(other) => Err(format!(
                "--ending must be standard or with-expedition, not \"{other}\""
            )),
        }
    }

    /// The `--game` option: only `port-royal` is playable here so far.
    pub fn check_game(&self) -> Result<(), String> {
        match self.get("game") {
            None | Some("port-royal") => Ok(()),
            Some(other) => Err(format!(
                "the game \"{other}\" is not available; try --game port-royal"
            )),
        }
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
        let a = Args::parse(&strings(&["--ending", "sometimes"]), &["ending"], &[]).unwrap();
        assert!(a.ending().is_err());
    }
}
