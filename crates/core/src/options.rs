//! The options a configuration may carry, as links, records' facts and the command line write
//! them: `id` for an option that is on or off, `id=value` for one with a value (a whole number
//! in a range, or a word from a list).

use thiserror::Error;

/// No options at all, for `ConfigSpec::from_options(players, NO_OPTIONS)`.
pub const NO_OPTIONS: &[&str] = &[];

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// On or off: written as its id alone (`expedition-end`).
    Flag,
    /// A whole number in `min..=max`: written `id=n` (`points=3`). For the links and saves made
    /// before options had values, `id-n` (`points-3`) reads the same.
    Range { min: u16, max: u16 },
    /// One of the words: written `id=word`.
    Choice(&'static [&'static str]),
}

/// One option of a game: its id in links and the command line, and what values it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub id: &'static str,
    pub kind: OptionKind,
}

/// An option's value as read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A flag that is on.
    On,
    Number(u16),
    Word(&'static str),
}

/// An option read against a game's list: its id and value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChosenOption {
    pub id: &'static str,
    pub value: OptionValue,
}

impl ChosenOption {
    /// A flag that is on.
    pub const fn on(id: &'static str) -> Self {
        ChosenOption {
            id,
            value: OptionValue::On,
        }
    }

    /// A range option's number.
    pub const fn with_number(id: &'static str, n: u16) -> Self {
        ChosenOption {
            id,
            value: OptionValue::Number(n),
        }
    }

    /// The number of a range option (`None` for a flag or a word).
    pub fn number(self) -> Option<u16> {
        match self.value {
            OptionValue::Number(n) => Some(n),
            _ => None,
        }
    }
}

/// Compares with an option as written (`"points=3"`), for tests and lists of words.
impl PartialEq<&str> for ChosenOption {
    fn eq(&self, other: &&str) -> bool {
        let Some((id, value)) = other.split_once('=') else {
            return self.value == OptionValue::On && self.id == *other;
        };
        id == self.id
            && match self.value {
                OptionValue::On => false,
                // As `Display` writes it: plain digits, no sign, no leading zero.
                OptionValue::Number(n) => {
                    value.parse::<u16>() == Ok(n)
                        && value.bytes().all(|b| b.is_ascii_digit())
                        && (value == "0" || !value.starts_with('0'))
                }
                OptionValue::Word(w) => value == w,
            }
    }
}

impl std::fmt::Display for ChosenOption {
    /// As links and the command line write it: `id`, `id=3` or `id=word`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.value {
            OptionValue::On => f.write_str(self.id),
            OptionValue::Number(n) => write!(f, "{}={n}", self.id),
            OptionValue::Word(w) => write!(f, "{}={w}", self.id),
        }
    }
}

/// Why an option's text was not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionError {
    #[error("the game has no option \"{0}\"")]
    Unknown(String),
    #[error("\"{id}\" is on or off and takes no value")]
    NoValue { id: &'static str },
    #[error("\"{id}\" needs a value: {expected}")]
    MissingValue { id: &'static str, expected: String },
    #[error("\"{id}\" takes {expected}, not \"{value}\"")]
    BadValue {
        id: &'static str,
        value: String,
        expected: String,
    },
}

impl From<OptionError> for crate::SetupError {
    fn from(e: OptionError) -> Self {
        crate::SetupError(e.to_string())
    }
}

impl OptionSpec {
    /// An option that is on or off.
    pub const fn flag(id: &'static str) -> Self {
        OptionSpec {
            id,
            kind: OptionKind::Flag,
        }
    }

    /// An option with a whole number in `min..=max`.
    pub const fn range(id: &'static str, min: u16, max: u16) -> Self {
        OptionSpec {
            id,
            kind: OptionKind::Range { min, max },
        }
    }

    /// An option with one of `words`.
    pub const fn choice(id: &'static str, words: &'static [&'static str]) -> Self {
        OptionSpec {
            id,
            kind: OptionKind::Choice(words),
        }
    }

    /// What it takes, in words for help texts and errors: `on/off`, `0–43`, `a, b or c`.
    pub fn expected(&self) -> String {
        match self.kind {
            OptionKind::Flag => "on/off".to_string(),
            OptionKind::Range { min, max } => format!("a whole number {min}–{max}"),
            OptionKind::Choice(words) => match words.split_last() {
                Some((last, [])) => (*last).to_string(),
                Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
                None => "nothing".to_string(),
            },
        }
    }

    /// How the command line's help shows it: `expedition-end`, `points=0–43`, `side=a|b`.
    pub fn usage(&self) -> String {
        match self.kind {
            OptionKind::Flag => self.id.to_string(),
            OptionKind::Range { min, max } => format!("{}={min}–{max}", self.id),
            OptionKind::Choice(words) => format!("{}={}", self.id, words.join("|")),
        }
    }

    /// Reads `value` (the text after `=`) as this option's value.
    fn value(&self, value: &str) -> Result<OptionValue, OptionError> {
        let bad = || OptionError::BadValue {
            id: self.id,
            value: value.chars().take(20).collect(),
            expected: self.expected(),
        };
        match self.kind {
            OptionKind::Flag => Err(OptionError::NoValue { id: self.id }),
            OptionKind::Range { min, max } => {
                // Digits only: no sign, no spaces inside, no leading `+`.
                if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad());
                }
                let n: u16 = value.parse().map_err(|_| bad())?;
                if (min..=max).contains(&n) {
                    Ok(OptionValue::Number(n))
                } else {
                    Err(bad())
                }
            }
            OptionKind::Choice(words) => words
                .iter()
                .find(|w| **w == value)
                .map(|w| OptionValue::Word(w))
                .ok_or_else(bad),
        }
    }
}

/// The range of option `id` in `options` (`None` if it is not a range option there), usable
/// in constants: a form's bounds come from the engine's list.
pub const fn range_of(options: &[OptionSpec], id: &str) -> Option<(u16, u16)> {
    let mut i = 0;
    while i < options.len() {
        if same(options[i].id, id) {
            return match options[i].kind {
                OptionKind::Range { min, max } => Some((min, max)),
                _ => None,
            };
        }
        i += 1;
    }
    None
}

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Reads one option's text (`id`, `id=value`, or the older `id-n` of a range option) against
/// a game's options.
pub fn read_option(
    options: &'static [OptionSpec],
    text: &str,
) -> Result<ChosenOption, OptionError> {
    let text = text.trim();
    if let Some((id, value)) = text.split_once('=') {
        let spec = options
            .iter()
            .find(|o| o.id == id.trim())
            .ok_or_else(|| OptionError::Unknown(id.trim().chars().take(40).collect()))?;
        return Ok(ChosenOption {
            id: spec.id,
            value: spec.value(value.trim())?,
        });
    }
    if let Some(spec) = options.iter().find(|o| o.id == text) {
        return match spec.kind {
            OptionKind::Flag => Ok(ChosenOption {
                id: spec.id,
                value: OptionValue::On,
            }),
            _ => Err(OptionError::MissingValue {
                id: spec.id,
                expected: spec.expected(),
            }),
        };
    }
    // `points-3`: how a range option was written before options had values.
    for spec in options {
        if let (OptionKind::Range { .. }, Some(n)) = (
            spec.kind,
            text.strip_prefix(spec.id)
                .and_then(|rest| rest.strip_prefix('-')),
        ) {
            return Ok(ChosenOption {
                id: spec.id,
                value: spec.value(n)?,
            });
        }
    }
    Err(OptionError::Unknown(text.chars().take(40).collect()))
}

/// Reads every option's text, refusing an option given twice (with the same or another value).
pub fn read_options(
    options: &'static [OptionSpec],
    texts: &[impl AsRef<str>],
) -> Result<Vec<ChosenOption>, OptionError> {
    let mut out: Vec<ChosenOption> = Vec::with_capacity(texts.len());
    for text in texts {
        let chosen = read_option(options, text.as_ref())?;
        match out.iter().find(|o| o.id == chosen.id) {
            Some(before) if *before == chosen => {}
            Some(_) => {
                return Err(OptionError::BadValue {
                    id: chosen.id,
                    value: chosen.to_string(),
                    expected: "one value".to_string(),
                });
            }
            None => out.push(chosen),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPTIONS: &[OptionSpec] = &[
        OptionSpec::flag("expedition-end"),
        OptionSpec::flag("chapter-1"),
        OptionSpec::range("points", 0, 43),
        OptionSpec::choice("side", &["a", "b"]),
    ];

    fn read(text: &str) -> Result<String, OptionError> {
        read_option(OPTIONS, text).map(|o| o.to_string())
    }

    #[test]
    fn a_flag_is_its_id_alone() {
        assert_eq!(read("expedition-end").unwrap(), "expedition-end");
        assert_eq!(read("chapter-1").unwrap(), "chapter-1");
        assert_eq!(
            read("expedition-end=1"),
            Err(OptionError::NoValue {
                id: "expedition-end"
            })
        );
    }

    #[test]
    fn a_range_takes_a_whole_number_inside_it() {
        assert_eq!(read("points=0").unwrap(), "points=0");
        assert_eq!(read("points=43").unwrap(), "points=43");
        assert_eq!(
            read_option(OPTIONS, "points=17").unwrap().number(),
            Some(17)
        );
        for bad in [
            "points=44",
            "points=-1",
            "points=+3",
            "points=",
            "points=3.5",
            "points=x",
        ] {
            assert!(
                matches!(read(bad), Err(OptionError::BadValue { id: "points", .. })),
                "{bad}"
            );
        }
        assert!(matches!(
            read("points"),
            Err(OptionError::MissingValue { id: "points", .. })
        ));
    }

    #[test]
    fn the_older_dash_form_of_a_range_still_reads() {
        assert_eq!(read("points-3").unwrap(), "points=3");
        assert_eq!(read("points-16").unwrap(), "points=16");
        assert!(matches!(
            read("points-44"),
            Err(OptionError::BadValue { .. })
        ));
        assert_eq!(
            read("points-x").unwrap_err(),
            OptionError::BadValue {
                id: "points",
                value: "x".into(),
                expected: "a whole number 0–43".into()
            }
        );
    }

    #[test]
    fn a_choice_takes_one_of_its_words() {
        assert_eq!(read("side=b").unwrap(), "side=b");
        assert!(matches!(read("side=c"), Err(OptionError::BadValue { .. })));
        assert_eq!(OPTIONS[3].expected(), "a or b");
        assert_eq!(OPTIONS[3].usage(), "side=a|b");
    }

    #[test]
    fn a_range_is_found_by_its_id() {
        assert_eq!(range_of(OPTIONS, "points"), Some((0, 43)));
        assert_eq!(range_of(OPTIONS, "expedition-end"), None);
        assert_eq!(range_of(OPTIONS, "point"), None);
        assert_eq!(range_of(OPTIONS, "turbo"), None);
    }

    #[test]
    fn an_unknown_option_is_named() {
        assert_eq!(read("turbo"), Err(OptionError::Unknown("turbo".into())));
        assert_eq!(read("turbo=3"), Err(OptionError::Unknown("turbo".into())));
    }

    #[test]
    fn an_option_given_twice_with_two_values_is_refused() {
        assert_eq!(
            read_options(OPTIONS, &["points=3", "points-3", "expedition-end"])
                .unwrap()
                .len(),
            2
        );
        assert!(read_options(OPTIONS, &["points=3", "points=4"]).is_err());
    }

    #[test]
    fn what_a_written_option_reads_back_as_is_itself() {
        for spec in OPTIONS {
            let values: Vec<OptionValue> = match spec.kind {
                OptionKind::Flag => vec![OptionValue::On],
                OptionKind::Range { min, max } => (min..=max).map(OptionValue::Number).collect(),
                OptionKind::Choice(words) => words.iter().map(|w| OptionValue::Word(w)).collect(),
            };
            for value in values {
                let chosen = ChosenOption { id: spec.id, value };
                assert_eq!(read_option(OPTIONS, &chosen.to_string()), Ok(chosen));
            }
        }
    }
}
