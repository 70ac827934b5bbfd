// The LZMA decoder the split loader uses for the wasm chunks (js/lzma.js), against Python's
// liblzma (the encoder scripts/release.py uses) — no browser needed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { unlzma } from "../../js/lzma.js";

// Compressed as release.py does it (.lzma, the size written into the header), with the
// literal and position settings given.
const compress = (data, { lc = 4, lp = 0, pb = 0, preset = 9 } = {}) =>
  new Uint8Array(
    execFileSync(
      "python3",
      [
        "-c",
        `import lzma, sys
data = sys.stdin.buffer.read()
f = [{"id": lzma.FILTER_LZMA1, "preset": ${preset} | lzma.PRESET_EXTREME, "lc": ${lc}, "lp": ${lp}, "pb": ${pb}}]
out = bytearray(lzma.compress(data, format=lzma.FORMAT_ALONE, filters=f))
out[5:13] = len(data).to_bytes(8, "little")
sys.stdout.buffer.write(out)`,
      ],
      { input: data, maxBuffer: 1 << 26 },
    ),
  );

// A small deterministic generator, so a failure can be replayed.
const rng = (seed) => () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed >>> 16;
};

// Bytes like a program's: words from a small vocabulary, numbers, runs and noise.
const sample = (n, seed) => {
  const next = rng(seed);
  const words = ["local.get", "i32.const", "call", "br_if", "end", "\u0000\u0001", "memory", "\u00ff\u00fe\u00fd"];
  const out = [];
  while (out.length < n) {
    const kind = next() % 4;
    if (kind === 0) for (const c of Buffer.from(words[next() % words.length])) out.push(c);
    else if (kind === 1) for (let i = next() % 40; i > 0; i--) out.push(next() & 0xff);
    else if (kind === 2) out.push(...Array(next() % 300).fill(next() & 0xff));
    else if (out.length > 10) {
      const from = next() % out.length;
      const len = next() % 200;
      for (let i = 0; i < len; i++) out.push(out[from + (i % (out.length - from))]);
    }
  }
  return new Uint8Array(out.slice(0, n));
};

test("decodes what liblzma encodes: empty, text, noise, runs and program-like bytes", () => {
  const cases = [
    new Uint8Array(0),
    new Uint8Array([42]),
    new TextEncoder().encode("Port Royal, Puerto Rico, Jamaica. ".repeat(500)),
    new Uint8Array(70000).map(rng(7)),
    new Uint8Array(100000).fill(0xab),
    sample(300000, 1),
  ];
  for (const data of cases) {
    assert.deepEqual(unlzma(compress(data)), data, `${data.length} bytes`);
  }
});

test("reads the literal and position settings from the header (liblzma allows lc + lp ≤ 4)", () => {
  const data = sample(60000, 2);
  for (const [lc, lp, pb] of [[3, 0, 2], [0, 0, 0], [2, 2, 1], [0, 4, 4], [1, 2, 3]]) {
    assert.deepEqual(unlzma(compress(data, { lc, lp, pb })), data, `lc=${lc} lp=${lp} pb=${pb}`);
  }
});

test("takes an ArrayBuffer as the loader gives it", () => {
  const data = sample(5000, 3);
  const packed = compress(data);
  assert.deepEqual(unlzma(packed.buffer.slice(packed.byteOffset, packed.byteOffset + packed.length)), data);
});

test("a broken download throws an error and never hangs", () => {
  const data = sample(50000, 4);
  const packed = compress(data);
  assert.throws(() => unlzma(packed.slice(0, packed.length >> 1)), /lzma: /, "truncated");
  assert.throws(() => unlzma(packed.slice(0, 10)), /lzma: too short/);
  const unknown = packed.slice();
  unknown.fill(0xff, 5, 13);
  assert.throws(() => unlzma(unknown), /lzma: no known size/);
  const props = packed.slice();
  props[0] = 225;
  assert.throws(() => unlzma(props), /lzma: bad properties/);
  // Corrupted in the middle: an error, or bytes that are not the module (the wasm compiler then
  // refuses them); either way it ends.
  const next = rng(5);
  for (let k = 0; k < 40; k++) {
    const bad = packed.slice();
    bad[20 + (next() % (bad.length - 20))] ^= 1 << next() % 8;
    try {
      const out = unlzma(bad);
      assert.equal(out.length, data.length);
    } catch (e) {
      assert.match(e.message, /^lzma: /);
    }
  }
});
