// An LZMA decoder: the app's wasm chunks are shipped LZMA-compressed (scripts/release.py),
// about a quarter smaller than gzip makes them, and this turns one back into the module's bytes
// before it is instantiated. Written for Islas from the format's description (the range coder,
// the literal, match and repeated-match packets of LZMA1, the .lzma header of 13 bytes); it
// reads only what the build writes: a known uncompressed size in the header, and it stops there.
//
// release.py copies this function into the split loader (the line `export` is left out);
// tests/e2e/lzma.test.mjs imports it from here.
//
// Bad input (a broken or truncated download) throws an Error; it never loops forever: each
// packet writes at least one byte, and the output's size is fixed by the header.
function unlzma(input) {
  const src = input instanceof Uint8Array ? input : new Uint8Array(input);
  const fail = (why) => {
    throw new Error(`lzma: ${why}`);
  };
  if (src.length < 18) fail("too short");
  let d = src[0];
  if (d >= 9 * 5 * 5) fail("bad properties");
  const lc = d % 9;
  d = (d / 9) | 0;
  const lp = d % 5;
  const pb = (d / 5) | 0;
  // The size: 8 bytes, little-endian; the build writes it (below 2^32 here).
  if (src[9] | src[10] | src[11] | src[12]) fail("no known size, or too large");
  const size = (src[5] | (src[6] << 8) | (src[7] << 16)) + src[8] * 0x1000000;
  const out = new Uint8Array(size);

  // Probabilities, 11 bits each, all starting at one half; laid out in one array.
  const IS_MATCH = 0; // [state 12][pos state 16]
  const IS_REP = IS_MATCH + 192; // [state]
  const IS_REP_G0 = IS_REP + 12;
  const IS_REP_G1 = IS_REP_G0 + 12;
  const IS_REP_G2 = IS_REP_G1 + 12;
  const IS_REP0_LONG = IS_REP_G2 + 12; // [state][pos state]
  const POS_SLOT = IS_REP0_LONG + 192; // [length state 4][64]
  const SPEC_POS = POS_SLOT + 256; // 115 (the distances' middle bits, by slot)
  const ALIGN = SPEC_POS + 115; // 16
  const LEN = ALIGN + 16; // a length coder: choice, choice 2, low [16][8], mid [16][8], high 256
  const REP_LEN = LEN + 514;
  const LITERAL = REP_LEN + 514; // [0x300 << (lc + lp)]
  const probs = new Uint16Array(LITERAL + (0x300 << (lc + lp))).fill(1024);

  // The range decoder.
  let at = 13;
  if (src[at++] !== 0) fail("bad first byte");
  let range = 0xffffffff;
  let code = 0;
  for (let i = 0; i < 4; i++) code = ((code << 8) | src[at++]) >>> 0;
  if (code === range) fail("bad stream start");
  const end = src.length;
  const bit = (i) => {
    const p = probs[i];
    const bound = (range >>> 11) * p;
    let b;
    if (code < bound) {
      range = bound;
      probs[i] = p + ((2048 - p) >>> 5);
      b = 0;
    } else {
      range = (range - bound) >>> 0;
      code = (code - bound) >>> 0;
      probs[i] = p - (p >>> 5);
      b = 1;
    }
    if (range < 0x1000000) {
      if (at >= end) fail("truncated");
      range = (range << 8) >>> 0;
      code = ((code << 8) | src[at++]) >>> 0;
    }
    return b;
  };
  const tree = (base, bits) => {
    let m = 1;
    for (let i = 0; i < bits; i++) m = (m << 1) | bit(base + m);
    return m - (1 << bits);
  };
  const reverse = (base, bits) => {
    let m = 1;
    let sym = 0;
    for (let i = 0; i < bits; i++) {
      const b = bit(base + m);
      m = (m << 1) | b;
      sym |= b << i;
    }
    return sym;
  };
  const direct = (bits) => {
    let r = 0;
    for (let i = 0; i < bits; i++) {
      range >>>= 1;
      let b = 0;
      if (code >= range) {
        code = (code - range) >>> 0;
        b = 1;
      }
      r = ((r << 1) | b) >>> 0;
      if (range < 0x1000000) {
        if (at >= end) fail("truncated");
        range = (range << 8) >>> 0;
        code = ((code << 8) | src[at++]) >>> 0;
      }
    }
    return r;
  };
  const length = (base, posState) => {
    if (bit(base) === 0) return tree(base + 2 + (posState << 3), 3);
    if (bit(base + 1) === 0) return 8 + tree(base + 130 + (posState << 3), 3);
    return 16 + tree(base + 258, 8);
  };

  const pbMask = (1 << pb) - 1;
  const lpMask = (1 << lp) - 1;
  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;
  let pos = 0;
  while (pos < size) {
    const posState = pos & pbMask;
    if (bit(IS_MATCH + (state << 4) + posState) === 0) {
      // A literal, coded after the previous byte (and, after a match, the byte at rep0).
      const prev = pos > 0 ? out[pos - 1] : 0;
      const base = LITERAL + 0x300 * (((pos & lpMask) << lc) + (prev >>> (8 - lc)));
      let sym = 1;
      if (state >= 7) {
        if (rep0 >= pos) fail("distance beyond the start");
        let match = out[pos - rep0 - 1];
        while (sym < 0x100) {
          const mb = (match >>> 7) & 1;
          match <<= 1;
          const b = bit(base + ((1 + mb) << 8) + sym);
          sym = (sym << 1) | b;
          if (mb !== b) break;
        }
      }
      while (sym < 0x100) sym = (sym << 1) | bit(base + sym);
      out[pos++] = sym & 0xff;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len;
    if (bit(IS_REP + state) === 0) {
      // A match: a new distance.
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = length(LEN, posState);
      state = state < 7 ? 7 : 10;
      const slot = tree(POS_SLOT + ((len < 3 ? len : 3) << 6), 6);
      if (slot < 4) {
        rep0 = slot;
      } else {
        const bits = (slot >>> 1) - 1;
        let dist = ((2 | (slot & 1)) << bits) >>> 0;
        if (slot < 14) {
          dist += reverse(SPEC_POS + dist - slot, bits);
        } else {
          dist += direct(bits - 4) * 16;
          dist += reverse(ALIGN, 4);
        }
        rep0 = dist >>> 0;
      }
      if (rep0 === 0xffffffff) fail("end marker before the end");
    } else {
      // A repeated match: one of the last four distances.
      if (bit(IS_REP_G0 + state) === 0) {
        if (bit(IS_REP0_LONG + (state << 4) + posState) === 0) {
          // One byte at rep0.
          if (rep0 >= pos) fail("distance beyond the start");
          state = state < 7 ? 9 : 11;
          out[pos] = out[pos - rep0 - 1];
          pos++;
          continue;
        }
      } else {
        let dist;
        if (bit(IS_REP_G1 + state) === 0) {
          dist = rep1;
        } else {
          if (bit(IS_REP_G2 + state) === 0) {
            dist = rep2;
          } else {
            dist = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = dist;
      }
      len = length(REP_LEN, posState);
      state = state < 7 ? 8 : 11;
    }
    if (rep0 >= pos) fail("distance beyond the start");
    let n = len + 2;
    if (n > size - pos) fail("a match past the end");
    let from = pos - rep0 - 1;
    while (n-- > 0) out[pos++] = out[from++];
  }
  return out;
}

export { unlzma };
