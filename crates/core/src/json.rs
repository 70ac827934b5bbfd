//! Reading JSON through one tree.
//!
//! `serde_json::from_str::<T>` compiles a second copy of every type's reader, one for the text
//! beside the one for a [`serde_json::Value`] that records and saves are also read from. In the
//! app's wasm the two copies of the records', settings' and messages' readers cost some 40 KB.
//! Reading text as a `Value` first and the type from the tree keeps one copy of each type's
//! reader (and one of the text parser, `Value`'s own); the price is building the tree, a few
//! microseconds for a record.

use serde::de::DeserializeOwned;

/// `T` from JSON text, through a [`serde_json::Value`] (see the module's documentation).
pub fn from_json<T: DeserializeOwned>(text: &str) -> serde_json::Result<T> {
    serde_json::from_value(serde_json::from_str::<serde_json::Value>(text)?)
}

#[cfg(test)]
mod tests {
    use super::from_json;

    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Two {
        a: u64,
        b: Option<String>,
    }

    #[test]
    fn reads_what_from_str_reads_and_refuses_what_it_refuses() {
        for text in [
            r#"{"a": 18446744073709551615, "b": "x"}"#,
            r#"{"a": 0}"#,
            r#"{"a": -1}"#,
            r#"{"a": 1.5}"#,
            r#"{"b": "x"}"#,
            r#"{"a": 1} trailing"#,
            "",
            "[1, 2]",
        ] {
            let direct = serde_json::from_str::<Two>(text);
            let through = from_json::<Two>(text);
            assert_eq!(direct.is_ok(), through.is_ok(), "{text}");
            if let (Ok(d), Ok(t)) = (direct, through) {
                assert_eq!(d, t, "{text}");
            }
        }
    }
}
