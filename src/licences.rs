//! Licences of the crates built into the app, shown on the About page.
//!
//! `src/licences.tsv` is checked in and generated from `cargo metadata` (the crates the app
//! depends on for wasm32, normal dependencies only, workspace crates left out). A test fails
//! when it no longer matches Cargo.lock; `ISLAS_BLESS=1 cargo test -p islas licences` rewrites it.

/// One dependency: name, version, licence (SPDX expression as the crate declares it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Licence {
    pub name: &'static str,
    pub version: &'static str,
    pub licence: &'static str,
}

const TABLE: &str = include_str!("licences.tsv");

/// Every dependency built into the app, sorted by name.
pub fn all() -> Vec<Licence> {
    TABLE
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let mut parts = l.split('\t');
            Some(Licence {
                name: parts.next()?,
                version: parts.next()?,
                licence: parts.next()?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::process::Command;

    use serde_json::Value;

    /// The table the metadata calls for.
    fn expected() -> String {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let out = Command::new(cargo)
            .args([
                "metadata",
                "--format-version",
                "1",
                "--locked",
                "--offline",
                "--filter-platform",
                "wasm32-unknown-unknown",
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("cargo metadata runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let meta: Value = serde_json::from_slice(&out.stdout).unwrap();
        let packages: BTreeMap<&str, &Value> = meta["packages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p["id"].as_str().unwrap(), p))
            .collect();
        let nodes: BTreeMap<&str, &Value> = meta["resolve"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| (n["id"].as_str().unwrap(), n))
            .collect();
        let root = packages.values().find(|p| p["name"] == "islas").unwrap()["id"]
            .as_str()
            .unwrap();
        let mut seen = BTreeSet::new();
        let mut stack = vec![root];
        while let Some(id) = stack.pop() {
            if !seen.insert(id) {
                continue;
            }
            for dep in nodes[id]["deps"].as_array().unwrap() {
                let normal = dep["dep_kinds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|k| k["kind"].is_null());
                if normal {
                    stack.push(dep["pkg"].as_str().unwrap());
                }
            }
        }
        let mut rows: Vec<String> = seen
            .iter()
            .map(|id| packages[id])
            .filter(|p| !p["source"].is_null()) // our own crates
            .map(|p| {
                format!(
                    "{}\t{}\t{}",
                    p["name"].as_str().unwrap(),
                    p["version"].as_str().unwrap(),
                    p["license"].as_str().unwrap_or("see the crate")
                )
            })
            .collect();
        rows.sort();
        rows.dedup();
        let mut text = String::from(
            "# Generated from cargo metadata (wasm32, normal dependencies); see src/licences.rs.\n",
        );
        for r in rows {
            text.push_str(&r);
            text.push('\n');
        }
        text
    }

    #[test]
    fn licences_cover_every_crate_of_cargo_lock_the_app_uses() {
        let want = expected();
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/licences.tsv");
        if std::env::var_os("ISLAS_BLESS").is_some() {
            std::fs::write(path, &want).unwrap();
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "src/licences.tsv is out of date with Cargo.lock: run `ISLAS_BLESS=1 cargo test -p islas licences`"
        );
        // Every crate in the table is in Cargo.lock at that version.
        let lock =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.lock")).unwrap();
        for l in super::all() {
            let entry = format!("name = \"{}\"\nversion = \"{}\"", l.name, l.version);
            assert!(
                lock.contains(&entry),
                "{} {} not in Cargo.lock",
                l.name,
                l.version
            );
            assert!(!l.licence.is_empty());
        }
        assert!(super::all().len() > 50);
    }
}
