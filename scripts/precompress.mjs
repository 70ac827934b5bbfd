// Writes <file>.br (brotli, quality 11) beside each file named on the command line: the
// encoding browsers decode natively, sent by scripts/static-server.py (and by static hosts that
// serve precompressed files) to a browser that accepts it. Run by scripts/release.py; Node's
// own zlib, nothing to install. Deterministic: the same file gives the same bytes.
import fs from "node:fs";
import zlib from "node:zlib";

for (const file of process.argv.slice(2)) {
  const data = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  if (!zlib.brotliDecompressSync(br).equals(data)) throw new Error(`${file}: brotli does not round-trip`);
  fs.writeFileSync(file + ".br", br);
}
