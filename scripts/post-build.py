#!/usr/bin/env python3
"""Trunk post_build hook: finishes dist/ (run by Trunk with TRUNK_STAGING_DIR set).

0. Splits the app's wasm into chunks when it was built with split points (Cargo feature
   `split`, index.html): Trunk has no step between Cargo and wasm-bindgen, so this runs
   wasm-split-cli on Cargo's output, then wasm-bindgen and wasm-opt (the flags of index.html,
   then the functions sorted by name) on the main module and wasm-opt on each chunk, and puts
   the results in place of Trunk's app files (same names). Each chunk and the loader wasm-split writes get names after their contents.
   The relocations Cargo keeps for it (`--emit-relocs`, every wasm32 build) are dropped from
   every wasm of the build (custom sections `linking` and `reloc.*`), and so are the sections
   that only name the build's tools and features (`target_features`, `producers`).
1. Moves Trunk's inline start-up script into a hashed file, so the Content-Security-Policy
   can allow only the app's own files (no inline scripts).
2. Writes the bots' Web Worker script: a module that starts the app's own wasm (its main()
   sees it runs in a worker and answers bot requests; each game's bots are a chunk of the app),
   named after a hash of its contents, and writes its address into index.html
   (<meta name="islas-worker">), where the app reads it.
3. Copies the texts (locales/*.txt; test-*.txt only with ISLAS_TEST_GAME set, by
   `scripts/build-release --test-game`) into texts/, each named after a hash of its contents, and
   lists them in index.html (<meta name="islas-texts" content="en.txt=/texts/en-<hash>.txt ...">):
   the app fetches the files of the language in force only (src/i18n.rs).
3b. Copies the style sheets of style/ that index.html does not link (the games' screens':
   table.css and each game's), comments and spaces taken out, each named after a hash of its
   contents, and lists them in index.html (<meta name="islas-styles" content="table.css=/style/
   table-<hash>.css ...">): the app adds a game's sheets when its screens are first shown
   (src/styles.rs), so home does not wait for them.
4. Writes a build id into index.html (<meta name="islas-build">).
5. Fills the service worker template: the list of every file of the build but the texts
   (precache), the texts' files by language (the worker keeps the languages the person uses)
   and a version hash of their contents. The lists are never kept by hand.
6. Writes each text-like file precompressed beside it, `<file>.gz` (gzip -9) and `<file>.br`
   (brotli 11, scripts/precompress.mjs): a server that has them (scripts/static-server.py, and
   static hosts that serve precompressed files) sends the one the browser accepts, with its
   Content-Encoding; the browser decodes it. Already compressed files (.lzma, .png) are not.
"""
import base64
import gzip
import hashlib
import json
import lzma
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
LOCALES = os.path.join(ROOT, "locales")
STYLES = os.path.join(ROOT, "style")

WORKER_META = "islas-worker"  # where the app reads the worker script's address

# The bots' worker (a module worker): the app's own wasm, whose main() starts listening when it
# runs in a worker; if loading fails, the error is thrown in the worker so the page's `error`
# handler sees it and the page thinks itself.
WORKER_LOADER = """\
import init from "./{js}";
init({{ module_or_path: new URL("{wasm}", import.meta.url) }}).catch((e) => setTimeout(() => {{ throw e; }}));
"""

# Put before the start-up script: fetches the texts of the language the app will most likely
# show (the stored settings' language, else the first of the browser's the app speaks, else
# English) — the shared file, and the file of the game the address opens — while the app's
# wasm downloads, so they are not one more round trip after it. The
# app (src/providers/i18n.rs) takes over these fetches for the files it needs; a wrong guess
# only costs the bytes. The files are the ones <meta name="islas-texts"> lists.
TEXTS_EARLY = """\
try {
  const meta = document.querySelector('meta[name="islas-texts"]');
  const spoken = ["en", "es", "cs"];
  let lang = null;
  try { lang = JSON.parse(localStorage.getItem("islas/v1/settings")).data.language; } catch (_) {}
  if (!spoken.includes(lang)) {
    lang = [...(navigator.languages || []), navigator.language, "en"]
      .map((tag) => String(tag || "").split(/[-_]/)[0].toLowerCase())
      .find((code) => spoken.includes(code));
  }
  // The game whose screens this address opens (/new/<game>, /rules/<game>,
  // /play/<game>-<save>, a link /?g=<game>): its own texts too. Home needs only the shared ones.
  const [, page, rest] = location.pathname.split("/");
  const game = ["new", "rules", "play"].includes(page) ? rest || "" : new URLSearchParams(location.search).get("g") || "";
  const ours = (name) => {
    const owner = name.slice(0, -`.${lang}.txt`.length);
    return name.endsWith(`.${lang}.txt`) && game !== "" && (game === owner || game.startsWith(`${owner}-`));
  };
  window.islasTexts = {};
  for (const pair of meta.content.split(" ")) {
    const [name, url] = pair.split("=");
    if (name === `${lang}.txt` || ours(name)) {
      window.islasTexts[name] = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));
    }
  }
} catch (_) {}
"""

# The split loader's way to start a chunk. A chunk is shipped LZMA-compressed (`<name>.lzma`,
# compress_chunk), and the loader asks for it with `Accept: application/wasm`. The service
# worker decodes each chunk once, at install, and answers that request with the module (typed
# `application/wasm`), which the loader compiles as it streams in (public/sw.js). Without a
# service worker in control (a first visit, before it takes over) the server sends the file as
# it is, and the loader decodes it itself (js/lzma.js).
CHUNK_REQUEST = '{ headers: { Accept: "application/wasm" } }'
CHUNK_LOADER = """
async function instantiateChunk(src, imports) {
    const response = await src;
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    if (response.headers.get("Content-Type") === "application/wasm") {
        return WebAssembly.instantiateStreaming(response, imports);
    }
    return WebAssembly.instantiate(unlzma(await response.arrayBuffer()), imports);
}
"""


def lzma_decoder():
    """js/lzma.js as a plain function, for the split loader and the service worker."""
    with open(os.path.join(ROOT, "js", "lzma.js"), encoding="utf-8") as f:
        source = f.read()
    export = "export { unlzma };\n"
    if source.count(export) != 1:
        fail(f"js/lzma.js must end with `{export.strip()}`")
    return "\n" + source.replace(export, "")


def compress_chunk(data):
    """A wasm chunk LZMA-compressed for js/lzma.js (the .lzma format, its size in the header):
    about a quarter smaller than gzip -9 makes it, which is what a person downloads
    (docs/performance.md, lever 33). lc=4, lp=0, pb=0 suit wasm's bytes best (tried: the
    defaults 3/0/2 are 1 KB larger). The result is checked by decoding it again."""
    filters = [{"id": lzma.FILTER_LZMA1, "preset": 9 | lzma.PRESET_EXTREME,
                "lc": 4, "lp": 0, "pb": 0, "dict_size": 1 << 22, "nice_len": 273}]
    packed = bytearray(lzma.compress(data, format=lzma.FORMAT_ALONE, filters=filters))
    packed[5:13] = len(data).to_bytes(8, "little")  # the size known (liblzma writes "unknown")
    if lzma.decompress(bytes(packed), format=lzma.FORMAT_ALONE) != data:
        fail("a chunk does not decompress to itself")
    return bytes(packed)


INLINE_MODULE = re.compile(
    r"<script(?![^>]*\bsrc=)[^>]*\btype=[\"']?module[\"']?[^>]*>(.*?)</script>", re.S
)


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def minify_css(css):
    """Comments out, runs of white space made one, none next to braces and semicolons."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    css = re.sub(r"\s+", " ", css)
    css = re.sub(r"\s*([{};])\s*", r"\1", css)
    return css.strip() + "\n"


def fail(msg):
    print(f"post-build: {msg}", file=sys.stderr)
    sys.exit(1)


ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
APP = "islas"  # the app's Cargo binary
SPLIT_MARK = b"__wasm_split_placeholder__"  # imported by an unsplit wasm with split points


def run(*cmd):
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        fail(f"{' '.join(cmd)} failed:\n{done.stdout}{done.stderr}")


def minify_js(text, module=True):
    """The JS minified by terser (npm, tools/package.json): names shortened, comments and
    spaces gone, exports and the properties the wasm imports by name kept. A classic script
    (`module=False`: the service worker) keeps its top-level names."""
    cmd = ["terser", *(["--module"] if module else []), "--compress", "--mangle"]
    done = subprocess.run(cmd, input=text, capture_output=True, text=True)
    if done.returncode != 0:
        fail(f"terser failed:\n{done.stderr}")
    return done.stdout


def leb(data, i):
    value, shift = 0, 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


# Custom sections no browser reads: the linker's relocations (`linking`, `reloc.*`, kept by
# Cargo for wasm-split), the features and tools the wasm was built with (`target_features`,
# `producers`; about 150 bytes in each of the build's modules). The `name` section stays
# (only builds made with names kept have one).
BUILD_SECTIONS = ("linking", "target_features", "producers")


def drop_build_sections(path):
    """Rewrites the wasm at `path` without the custom sections of BUILD_SECTIONS and `reloc.*`."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\0asm":
        fail(f"{path} is not a wasm module")
    out, i = bytearray(data[:8]), 8
    while i < len(data):
        start = i
        section = data[i]
        size, i = leb(data, i + 1)
        end = i + size
        if section == 0:
            length, j = leb(data, i)
            name = data[j : j + length].decode("utf-8", "replace")
            if name in BUILD_SECTIONS or name.startswith("reloc."):
                i = end
                continue
        out += data[start:end]
        i = end
    if len(out) != len(data):
        with open(path, "wb") as f:
            f.write(out)


def split(staging):
    """Step 0: the app's wasm in chunks, when it has split points."""
    bg = [n for n in os.listdir(staging) if re.fullmatch(rf"{APP}-[0-9a-f]+_bg\.wasm", n)]
    if len(bg) != 1:
        fail(f"expected one {APP}-<hash>_bg.wasm from Trunk, found {bg}")
    stem = bg[0][: -len("_bg.wasm")]
    with open(os.path.join(staging, f"{stem}.js"), "rb") as f:
        if SPLIT_MARK not in f.read():
            return  # built without the feature `split`: one module, as Trunk made it
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    profile = os.environ.get("TRUNK_PROFILE") == "release" and "wasm-release" or "debug"
    cargo_wasm = os.path.join(target, "wasm32-unknown-unknown", profile, f"{APP}.wasm")
    if not os.path.isfile(cargo_wasm):
        fail(f"no Cargo output at {cargo_wasm}")
    with open(os.path.join(ROOT, "index.html"), encoding="utf-8") as f:
        source = f.read()  # Trunk's links are gone from the staged index.html
    flags = re.search(r'data-bin="islas"[^>]*?data-wasm-opt-params="([^"]*)"', source, re.S)
    if not flags:
        fail("the app's Trunk link in index.html has no data-wasm-opt-params")
    # Functions in the order of their names, after -Oz: the copies of one generic function and
    # the closures of one kind then sit side by side, where gzip finds what they share (its
    # window is 32 KB). The same bytes, 23 KB less gzip (docs/performance.md, lever 22).
    opt = ["wasm-opt", "-Oz", *flags.group(1).split(), "--reorder-functions-by-name"]
    with tempfile.TemporaryDirectory() as tmp:
        run("wasm-split-cli", "--target", "web", "--out-name", stem, cargo_wasm, tmp)
        # --keep-lld-exports: the chunks import the main module's __indirect_function_table.
        run("wasm-bindgen", "--target=web", "--no-typescript", "--keep-lld-exports",
            f"--out-dir={tmp}/bg",
            f"--out-name={stem}", os.path.join(tmp, f"{stem}.wasm"))
        run(*opt, f"{tmp}/bg/{stem}_bg.wasm", "-o", os.path.join(staging, f"{stem}_bg.wasm"))
        with open(f"{tmp}/bg/{stem}.js", encoding="utf-8") as f:
            main_js = f.read()
        with open(os.path.join(tmp, "__wasm_split.js"), encoding="utf-8") as f:
            link_js = f.read()
        chunks = sorted(n for n in os.listdir(tmp) if n.endswith(".wasm") and n != f"{stem}.wasm")
        for name in chunks:
            out = os.path.join(tmp, f"opt-{name}")
            run(*opt, os.path.join(tmp, name), "-o", out)
            drop_build_sections(out)
            with open(out, "rb") as f:
                data = compress_chunk(f.read())
            hashed = f"{APP}-{name[:-5].replace('_', '-')}-{sha256(data)[:16]}.lzma"
            with open(os.path.join(staging, hashed), "wb") as f:
                f.write(data)
            fetched = f'fetch(new URL("./{name}", import.meta.url))'
            if link_js.count(fetched) != 1:
                fail(f"the split loader does not fetch ./{name} once as `{fetched}`")
            link_js = link_js.replace(
                fetched, f'fetch(new URL("./{hashed}", import.meta.url), {CHUNK_REQUEST})'
            )
    # A chunk is started from the module the service worker decoded, or decoded here (CHUNK_LOADER).
    started = "WebAssembly.instantiateStreaming(src, imports)"
    if link_js.count(started) != len(chunks):
        fail(f"the split loader does not instantiate each chunk with `{started}`")
    link_js = link_js.replace(started, "instantiateChunk(src, imports)") + CHUNK_LOADER + lzma_decoder()
    link_js = minify_js(link_js)
    link = f"{APP}-split-{sha256(link_js.encode())[:16]}.js"
    with open(os.path.join(staging, link), "w", encoding="utf-8") as f:
        f.write(link_js)
    # The ES import names the loader's file; the wasm's import object keeps its module name.
    statement = re.compile(r'(\bimport \* as \w+ from )"\./__wasm_split\.js"')
    main_js, n = statement.subn(lambda m: f'{m.group(1)}"./{link}"', main_js)
    if n < 1:  # (one statement per split point's module, all the same file)
        fail("the app's JS does not import the split loader")
    with open(os.path.join(staging, f"{stem}.js"), "w", encoding="utf-8") as f:
        f.write(minify_js(main_js))
    print(f"post-build: the app's wasm split into the main module and {len(chunks)} chunks")


# Files sent precompressed (step 6): what compresses.
PRECOMPRESSED = (".wasm", ".js", ".css", ".html", ".txt", ".json", ".webmanifest", ".svg")


def precompress(staging):
    """Step 6: `<file>.gz` and `<file>.br` beside each file of PRECOMPRESSED's kinds."""
    paths = []
    for root, _dirs, names in os.walk(staging):
        for name in sorted(names):
            if name.endswith(PRECOMPRESSED):
                paths.append(os.path.join(root, name))
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        # mtime 0 and no file name: the same file gives the same bytes.
        with open(path + ".gz", "wb") as f:
            f.write(gzip.compress(data, compresslevel=9, mtime=0))
    run("node", os.path.join(ROOT, "scripts", "precompress.mjs"), *paths)
    return len(paths)


def main():
    staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else None)
    if not staging or not os.path.isdir(staging):
        fail("TRUNK_STAGING_DIR is not set to a directory")
    index_path = os.path.join(staging, "index.html")
    sw_path = os.path.join(staging, "sw.js")
    with open(index_path, encoding="utf-8") as f:
        index = f.read()

    # 0. The app's wasm in chunks (feature `split`); no relocations left in any wasm.
    split(staging)
    for root, _dirs, names in os.walk(staging):
        for name in names:
            if name.endswith(".wasm"):
                drop_build_sections(os.path.join(root, name))

    # 1. The inline start-up script becomes boot-<hash>.js.
    scripts = INLINE_MODULE.findall(index)
    if len(scripts) != 1:
        fail(f"expected one inline module script in index.html, found {len(scripts)}")
    body = minify_js(TEXTS_EARLY + scripts[0].strip() + "\n")
    data = body.encode()
    boot = f"boot-{sha256(data)[:16]}.js"
    with open(os.path.join(staging, boot), "wb") as f:
        f.write(data)
    integrity = "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()
    tag = f'<script type="module" src="/{boot}" integrity="{integrity}" crossorigin="anonymous"></script>'
    index = INLINE_MODULE.sub(lambda _m: tag, index, count=1)

    # 2. The worker: the app's own files, started by a script named after its contents.
    bg = [n for n in os.listdir(staging) if re.fullmatch(rf"{APP}-[0-9a-f]+_bg\.wasm", n)]
    if len(bg) != 1:
        fail(f"expected one {APP}-<hash>_bg.wasm, found {bg}")
    stem = bg[0][: -len("_bg.wasm")]
    data = WORKER_LOADER.format(js=f"{stem}.js", wasm=f"{stem}_bg.wasm").encode()
    loader = f"{APP}-bots-{sha256(data)[:16]}.js"
    with open(os.path.join(staging, loader), "wb") as f:
        f.write(data)
    if "</head>" not in index:
        fail("index.html has no </head>")
    index = index.replace("</head>", f'<meta name="{WORKER_META}" content="/{loader}"></head>', 1)

    # 3. The texts: locales/<name>.txt becomes texts/<name>-<hash>.txt.
    os.makedirs(os.path.join(staging, "texts"), exist_ok=True)
    pairs = []
    for name in sorted(os.listdir(LOCALES)):
        if not name.endswith(".txt"):
            continue
        # The test-only game's texts (locales/test-*.txt) ship only in its build (dist-test).
        if name.startswith("test-") and not os.environ.get("ISLAS_TEST_GAME"):
            continue
        with open(os.path.join(LOCALES, name), "rb") as f:
            data = f.read()
        hashed = f"texts/{name[:-4]}-{sha256(data)[:16]}.txt"
        with open(os.path.join(staging, hashed), "wb") as f:
            f.write(data)
        pairs.append(f"{name}=/{hashed}")
    if not pairs:
        fail(f"no texts in {LOCALES}")
    index = index.replace("</head>", f'<meta name="islas-texts" content="{" ".join(pairs)}"></head>', 1)

    # 3b. The games' style sheets: style/<name>.css not linked by index.html becomes
    # style/<name>-<hash>.css, listed for the app.
    with open(os.path.join(ROOT, "index.html"), encoding="utf-8") as f:
        linked = set(re.findall(r'data-trunk\s+rel="css"\s+href="style/([^"]+)"', f.read()))
    os.makedirs(os.path.join(staging, "style"), exist_ok=True)
    pairs = []
    for name in sorted(os.listdir(STYLES)):
        if not name.endswith(".css") or name in linked:
            continue
        with open(os.path.join(STYLES, name), encoding="utf-8") as f:
            data = minify_css(f.read()).encode()
        hashed = f"style/{name[:-4]}-{sha256(data)[:16]}.css"
        with open(os.path.join(staging, hashed), "wb") as f:
            f.write(data)
        pairs.append(f"{name}=/{hashed}")
    index = index.replace("</head>", f'<meta name="islas-styles" content="{" ".join(pairs)}"></head>', 1)

    # 4. Every file but index.html and sw.js, with a hash of its content.
    files = []
    for root, _dirs, names in os.walk(staging):
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), staging).replace(os.sep, "/")
            if rel in ("index.html", "sw.js"):
                continue
            with open(os.path.join(root, name), "rb") as f:
                files.append((rel, sha256(f.read())))
    files.sort()
    build = sha256("\n".join(f"{r} {h}" for r, h in files).encode())[:12]
    index = index.replace("</head>", f'<meta name="islas-build" content="{build}"></head>', 1)
    with open(index_path, "w", encoding="utf-8") as f:
        f.write(index)

    # 5. The service worker.
    version = sha256((build + index).encode())[:16]
    # The texts are kept by language (the worker keeps the languages the person uses).
    texts = {}
    precache = ["/index.html"]
    for r, _ in files:
        m = re.fullmatch(r"texts/(?:[a-z-]+\.)?([a-z]{2})-[0-9a-f]{16}\.txt", r)
        if m:
            texts.setdefault(m.group(1), []).append("/" + r)
        elif r.startswith("texts/"):
            fail(f"{r}: a text file whose language the service worker cannot read")
        else:
            precache.append("/" + r)
    with open(sw_path, encoding="utf-8") as f:
        sw = minify_js(f.read() + lzma_decoder(), module=False)
    for placeholder in ("__ISLAS_VERSION__", "__ISLAS_PRECACHE__", "__ISLAS_TEXTS__"):
        if sw.count(placeholder) != 1:
            fail(f"sw.js must hold {placeholder} exactly once")
    sw = sw.replace('"__ISLAS_VERSION__"', json.dumps(version))
    sw = sw.replace("__ISLAS_PRECACHE__", json.dumps(precache, separators=(",", ":")))
    sw = sw.replace("__ISLAS_TEXTS__", json.dumps(texts, separators=(",", ":"), sort_keys=True))
    if "__ISLAS_" in sw:
        fail("a placeholder was left in sw.js")
    with open(sw_path, "w", encoding="utf-8") as f:
        f.write(sw)
    # 6. Every text-like file also precompressed (after the lists: these are not files of
    # their own for the app or the service worker).
    packed = precompress(staging)
    print(f"post-build: build {build}, service worker {version}, {len(precache)} files precached, "
          f"texts in {len(texts)} languages kept as used, {packed} files precompressed (.gz, .br)")


if __name__ == "__main__":
    main()
