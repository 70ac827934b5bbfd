#!/usr/bin/env bash
# Runs every engine's golden-record test (each `crates/<game>/tests/golden.rs`) compiled to
# wasm32-unknown-unknown, in node, and proves that wasm and native replay to the same states:
# both runs must print the same fingerprint for every golden record (and both check them
# against the checked-in values). A new engine joins by having a `tests/golden.rs` that prints
# `golden <file>.json <16 hex digits> ok` per record.
#
# Needs: rustup (or a wasm32-unknown-unknown standard library), node, and wasm-bindgen-cli at
# exactly the wasm-bindgen version pinned in Cargo.toml (installed below when missing).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The wasm-bindgen pinned in Cargo.toml (the one place its version is written).
WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"$/\1/p' Cargo.toml)
[ -n "$WASM_BINDGEN_VERSION" ] || {
  echo "no wasm-bindgen = \"=x.y.z\" in Cargo.toml" >&2
  exit 1
}

if command -v rustup >/dev/null 2>&1; then
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
  fi
fi

if ! wasm-bindgen --version 2>/dev/null | grep -qw "$WASM_BINDGEN_VERSION"; then
  echo "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (takes a few minutes)"
  # --locked first; if a locked dependency is no longer served by the registry, resolve afresh.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --locked ||
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi
if ! command -v node >/dev/null 2>&1; then
  echo "node is needed to run the wasm tests" >&2
  exit 1
fi

# Only for this script: a committed .cargo/config would send native builds to this runner too.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

packages=()
for golden in crates/*/tests/golden.rs; do
  manifest="$(dirname "$(dirname "$golden")")/Cargo.toml"
  packages+=("$(sed -n 's/^name = "\(.*\)"$/\1/p' "$manifest" | head -n 1)")
done
if [ "${#packages[@]}" -eq 0 ]; then
  echo "no crates/*/tests/golden.rs found" >&2
  exit 1
fi
args=()
for p in "${packages[@]}"; do args+=(-p "$p"); done

echo "== golden records, native: ${packages[*]}"
cargo test "${args[@]}" --test golden -- --nocapture 2>&1 | tee "$work/native.log"
echo "== golden records, wasm32 in node ($(node --version))"
cargo test "${args[@]}" --target wasm32-unknown-unknown --test golden -- --nocapture 2>&1 |
  tee "$work/wasm.log"

fingerprints() {
  grep -oE 'golden [^ ]+\.json [0-9a-f]{16} [A-Za-z]+' "$1" | sort
}
fingerprints "$work/native.log" >"$work/native.txt"
fingerprints "$work/wasm.log" >"$work/wasm.txt"

if [ ! -s "$work/wasm.txt" ]; then
  echo "the wasm run printed no fingerprints" >&2
  exit 1
fi
if ! diff -u "$work/native.txt" "$work/wasm.txt"; then
  echo "native and wasm disagree on the fingerprints above" >&2
  exit 1
fi
if grep -qv ' ok$' "$work/wasm.txt"; then
  echo "some fingerprints do not match the checked-in values" >&2
  exit 1
fi
echo "== fingerprints checked under wasm32 (identical to native):"
cat "$work/wasm.txt"
echo "$(wc -l <"$work/wasm.txt") golden records: native and wasm32 fingerprints identical"
