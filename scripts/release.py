#!/usr/bin/env python3
"""The app's release, from Cargo to dist/: the one place that builds it (run by
scripts/build-release; why a script of ours: docs/app.md, "Build and serve").

    python3 scripts/release.py [--test-game] [--dist DIR]

Needs the tools of scripts/install-tools on PATH and the compiler settings of
scripts/release-env in the environment. Every file but index.html and sw.js is named after its
contents: `<name>-<hash>.<ext>`, <hash> the first 16 hex digits of its SHA-256. In order:

1. Cargo builds the app: binary `islas`, profile `wasm-release`, target wasm32, feature `split`
   (with --test-game also `test-game`: the test-only game, into dist-test/).
2. wasm-split-cli cuts Cargo's wasm at its split points into the main module and the chunks;
   wasm-bindgen writes the main module's JS; wasm-opt (WASM_OPT_FLAGS, then the functions sorted
   by name) optimises every module; the custom sections no browser reads are dropped; the main
   module's imports named without wasm-bindgen's hashes, in the wasm and its JS; each chunk
   becomes `islas-split-<chunk>-<hash>.wasm`; the split loader wasm-split writes is
   patched to fetch them (`islas-split-<hash>.js`); the main module and its JS become
   `islas-<hash>_bg.wasm` and `islas-<hash>.js` (one hash of both and of the loader, which
   import each other: build_wasm). JS is minified by terser.
3. The start-up module script `boot-<hash>.js`: home shown at once from index.html's templates
   (HOME_EARLY), the early fetch of the texts (TEXTS_EARLY), on
   a game's pages of its style sheets (STYLES_EARLY, <meta name="islas-styles">) and on every
   page but home and the new-game forms of the screens chunk (SCREENS_EARLY,
   <meta name="islas-screens">), then the app started. A file, not an inline script: the
   Content-Security-Policy forbids those.
4. The bots' Web Worker script `islas-bots-<hash>.js`: it starts the app's own wasm, whose main()
   sees it runs in a worker and answers bot requests (each game's bots are in the chunk).
5. The style sheets index.html links (`style/base.css`, `style/components.css`) minified as
   `<name>-<hash>.css`; the others (the games' screens': table.css and each game's) minified as
   `style/<name>-<hash>.css`, listed in <meta name="islas-styles">: the app adds a game's sheets
   when its screens are first shown (src/styles.rs).
6. The texts, locales/<name>.txt as `texts/<name>-<hash>.txt` without their comments and blank
   lines (locales/test-*.txt only with --test-game), listed in <meta name="islas-texts">: the app
   fetches the language in force only.
7. public/ copied as it is (the manifest, the icons), but sw.js, a template (step 9).
8. index.html from the template index.html: its stylesheet links pointed at the hashed sheets
   (with their SHA-384 for `integrity`), comments and the spaces between tags taken out, then the
   start-up script, the preloads of the app's JS and wasm, and the metas added: the worker's
   address, the texts, the sheets, and the build id (a hash of every other file).
9. sw.js from the template public/sw.js: the list of every file but the texts (precache), the
   texts' files by language and a version. Never kept by hand.
10. `<file>.gz` (gzip -9) and `<file>.br` (brotli 11, scripts/precompress.mjs) beside each
   text-like file, for a server that sends what the browser accepts (scripts/static-server.py).

The build is written into a directory beside the destination and moved into place at the end:
a failed build leaves the previous dist/ as it was. The pure steps are tested by
scripts/test_release.py.
"""
import argparse
import base64
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LOCALES = os.path.join(ROOT, "locales")
STYLES = os.path.join(ROOT, "style")
PUBLIC = os.path.join(ROOT, "public")

APP = "islas"  # the app's Cargo binary
PROFILE = "wasm-release"
TARGET = "wasm32-unknown-unknown"
SPLIT_MARK = b"__wasm_split_placeholder__"  # imported by an unsplit wasm with split points
WORKER_META = "islas-worker"  # where the app reads the worker script's address

# wasm-opt's flags for every module of the app (after -Oz):
# - the features rustc enables for wasm32 (`rustc --print cfg --target wasm32-unknown-unknown`):
#   bulk memory, multivalue, mutable globals, non-trapping float-to-int, reference types, sign
#   extension, plus bulk-memory-opt and call-indirect-overlong, which LLVM's bulk memory and
#   reference types imply;
# - --low-memory-unused: Rust puts the 1 MiB stack first in memory (the stack pointer starts at
#   1048576, data above it), so the low 1 KiB is only reached by a stack overflow; wasm-opt may
#   then fold constants into load and store offsets (docs/performance.md).
WASM_OPT_FLAGS = [
    "--enable-bulk-memory", "--enable-bulk-memory-opt", "--enable-multivalue",
    "--enable-mutable-globals", "--enable-nontrapping-float-to-int", "--enable-reference-types",
    "--enable-sign-ext", "--enable-call-indirect-overlong", "--low-memory-unused",
]
# Functions in the order of their names, after -Oz: the copies of one generic function and the
# closures of one kind then sit side by side, where gzip finds what they share (its window is
# 32 KB). The same bytes, 23 KB less gzip (docs/performance.md, lever 22).
WASM_OPT = ["wasm-opt", "-Oz", *WASM_OPT_FLAGS, "--reorder-functions-by-name"]

# The bots' worker (a module worker): the app's own wasm, whose main() starts listening when it
# runs in a worker; if loading fails, the error is thrown in the worker so the page's `error`
# handler sees it and the page thinks itself.
WORKER_LOADER = """\
import init from "./{js}";
init({{ module_or_path: new URL("{wasm}", import.meta.url) }}).catch((e) => setTimeout(() => {{ throw e; }}));
"""

# The start-up script's own part: starts the app's wasm (its JS given the address of the wasm,
# which the page also preloads). A dynamic import, so the early fetches before it start as soon as
# this script is here, not once the app's JS and the split loader it imports have arrived (the
# page preloads the app's JS too).
START = """\
const {{ default: init }} = await import("/{js}");
await init({{ module_or_path: "/{wasm}" }});
"""

# Put before START: fetches the texts of the language the app will most likely show (PAGE_LANG)
# — the shared file, and the file of the game the address opens — while the app's wasm downloads, so they
# are not one more round trip after it. The app (src/providers/i18n.rs) takes over these fetches
# for the files it needs; a wrong guess only costs the bytes. The files are the ones
# <meta name="islas-texts"> lists.
TEXTS_EARLY = """\
try {
  const meta = document.querySelector('meta[name="islas-texts"]');
  // The game whose screens this address opens: its own texts too. Home needs only the shared ones.
  const ours = (name) => name.endsWith(`.${islasLang}.txt`) && islasPageOf(name.slice(0, -`.${islasLang}.txt`.length));
  window.islasTexts = {};
  for (const pair of meta.content.split(" ")) {
    const [name, url] = pair.split("=");
    if (name === `${islasLang}.txt` || ours(name)) {
      window.islasTexts[name] = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));
    }
  }
} catch (_) {}
"""

# Put first too: the stored settings (`{}` when there are none, or storage cannot be read), and
# the language the app will most likely show (src/providers/i18n.rs): the settings' language,
# else the first of the browser's the app speaks, else English.
PAGE_LANG = """\
const islasSettings = (() => {
  try { return JSON.parse(localStorage.getItem("islas/v1/settings")).data || {}; } catch (_) { return {}; }
})();
const islasLang = (() => {
  const spoken = ["en", "es", "cs"];
  let lang = islasSettings.language;
  if (!spoken.includes(lang)) {
    lang = [...(navigator.languages || []), navigator.language, "en"]
      .map((tag) => String(tag || "").split(/[-_]/)[0].toLowerCase())
      .find((code) => spoken.includes(code));
  }
  return lang;
})();
"""

# Put before START: home as the app draws it (index.html's <template id="home-<lang>">, written by
# tests/e2e/home.mjs), shown on "/" at once instead of after the app's main module, for someone
# with nothing stored (else home lists what they play, which only the app knows): in the language
# and theme the app will show, with its title. A tap on one of its links or buttons is kept (the
# element says it is busy) and played again on the app's own element of the same address (or
# class, in the same game's card) once the app has drawn its page, which removes this one
# (src/app.rs). The skip link, and a click that opens another tab, work as they are.
HOME_EARLY = """\
try {
  const home = document.getElementById(`home-${islasLang}`);
  const stored = Object.keys(localStorage).some((k) => k.startsWith("islas/v1/") && k !== "islas/v1/settings");
  if (home && location.pathname === "/" && location.search === "" && !stored) {
    const theme = islasSettings.theme;
    if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
    document.documentElement.lang = islasLang;
    document.title = home.dataset.title;
    const page = document.createElement("div");
    page.id = "prerender";
    page.append(home.content.cloneNode(true));
    document.body.append(page);
    let tapped = null;
    page.addEventListener("click", (event) => {
      const target = event.target.closest("a[href], button");
      if (!target || target.getAttribute("href") === "#main") return;
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      for (const busy of page.querySelectorAll("[aria-busy]")) busy.removeAttribute("aria-busy");
      target.setAttribute("aria-busy", "true");
      const card = target.closest("[data-game]");
      tapped = target.matches("a")
        ? `a[href="${target.getAttribute("href")}"]`
        : `${card ? `[data-game="${card.dataset.game}"] ` : ""}button.${[...target.classList].join(".")}`;
    });
    new MutationObserver((_, observer) => {
      if (page.isConnected) return;
      observer.disconnect();
      let frames = 0;
      const replay = () => {
        const target = tapped && document.querySelector(tapped);
        if (target) target.click();
        else if (tapped && frames++ < 120) requestAnimationFrame(replay);
      };
      replay();
    }).observe(document.body, { childList: true });
  }
} catch (_) {}
"""

# Put first: the game whose screens this address opens (/new/<game>, /rules/<game>,
# /play/<game>-<save>, a link /?g=<game>), "" for other pages, and whether a file named after
# `owner` (a game's id) is that game's; TEXTS_EARLY and STYLES_EARLY use them.
PAGE_GAME = """\
const islasPageGame = (() => {
  try {
    const [, page, rest] = location.pathname.split("/");
    return ["new", "rules", "play"].includes(page) ? rest || "" : new URLSearchParams(location.search).get("g") || "";
  } catch (_) {
    return "";
  }
})();
const islasPageOf = (owner) => islasPageGame !== "" && (islasPageGame === owner || islasPageGame.startsWith(`${owner}-`));
"""

# Put before START too: a game's screens are drawn once their style sheets have loaded
# (src/styles.rs), which the app would only add to the page once its main module runs. On the
# address of a game's screen (or of a campaign), the sheets it needs (table.css, and the game's own,
# named after it) are preloaded now, beside the main module, so the screen does not wait one round
# trip more after it. The sheets are the ones <meta name="islas-styles"> lists; the app's own
# <link rel="stylesheet"> of the same address then takes the preloaded file.
STYLES_EARLY = """\
try {
  if (islasPageGame !== "" || location.pathname.startsWith("/campaign/")) {
    for (const pair of document.querySelector('meta[name="islas-styles"]').content.split(" ")) {
      const [name, url] = pair.split("=");
      if (name === "table.css" || islasPageOf(name.slice(0, -".css".length))) {
        const link = document.createElement("link");
        Object.assign(link, { rel: "preload", as: "style", href: url });
        document.head.append(link);
      }
    }
  }
} catch (_) {}
"""

# Put before START too: every page but home and the new-game forms is drawn by code in the
# screens chunk, which the app would only ask for once its main module runs. On such an address
# the chunk's download starts now, beside the main module's (a preload the split loader's own
# fetch of the same address then takes), so the page's first screen does not wait for one file
# after the other: on a link (/?g=...; the link page is a screen) and on every other page but
# home and a game's new-game page (/new/<game>, drawn by the main module: the screens chunk,
# twice its size, would share the link with it; it follows once the form is drawn,
# src/pwa.rs), the screens' files (<meta name="islas-screens">). A file preloaded and not used
# is a console warning.
SCREENS_EARLY = """\
try {
  const params = new URLSearchParams(location.search);
  const which = location.pathname.startsWith("/new/") ? null
    : location.pathname === "/" ? (params.has("g") ? "islas-screens" : null)
    : "islas-screens";
  if (which !== null) {
    for (const url of document.querySelector(`meta[name="${which}"]`).content.split(" ")) {
      const link = document.createElement("link");
      Object.assign(link, { rel: "preload", as: "fetch", href: url, type: "application/wasm", crossOrigin: "anonymous" });
      document.head.append(link);
    }
  }
} catch (_) {}
"""


def chunk_files(chunks, module):
    """The files of `chunks` (wasm-split-cli's name -> the file in the build) split module
    `module` needs: its own (`split_<module>.wasm`) and those the split modules share
    (`chunk_<n>.wasm`, code split modules share: each is needed by every split module while the
    app has at most two; with one, the screens, there are none)."""
    return sorted(f for n, f in chunks.items() if n == f"split_{module}.wasm" or n.startswith("chunk_"))


# What the build replaces in the code wasm-split-cli and wasm-bindgen generate. Each is checked
# to be there as many times as expected (else the build stops), and scripts/test_release.py
# pins them against the text those tools' pinned versions write (scripts/fixtures/).
LOADER_APP_IMPORT = 'import {{ initSync }} from "{js}";'  # in the split loader, once (the app's JS)
CHUNK_FETCH = 'fetch(new URL("./{name}", import.meta.url))'  # in the split loader, once a chunk
LOADER_IMPORT = re.compile(r'(\bimport \* as \w+ from )"\./__wasm_split\.js"')  # in the app's JS
APP_JS_MARK = "./__ISLAS_APP_JS__"  # the names the two give each other until they are known
LOADER_MARK = "./__ISLAS_SPLIT_LOADER__"

# Custom sections no browser reads: the linker's relocations (`linking`, `reloc.*`, kept by
# Cargo for wasm-split), the features and tools the wasm was built with (`target_features`,
# `producers`; about 150 bytes in each of the build's modules). The `name` section stays
# (only builds made with names kept have one).
BUILD_SECTIONS = ("linking", "target_features", "producers")

# Files sent precompressed (step 10): what compresses (the wasm chunks too: a browser decodes
# brotli itself, docs/performance.md). Already compressed files (.png) are not.
PRECOMPRESSED = (".wasm", ".js", ".css", ".html", ".txt", ".json", ".webmanifest", ".svg")


class BuildError(Exception):
    pass


# ---- pure steps (scripts/test_release.py) ----


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def hashed(stem, data, ext):
    """The name of a file of the build: `<stem>-<16 hex digits of SHA-256>.<ext>`."""
    return f"{stem}-{sha256(data)[:16]}.{ext}"


def integrity(data):
    """The value of an `integrity` attribute for `data` (SHA-384, as Subresource Integrity)."""
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


# Comments, and strings (whose insides stay as they are).
CSS_TOKENS = re.compile(r"/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)


def minify_css(css):
    """Comments out, runs of white space made one, none around braces, semicolons, commas and
    `>`, after colons and `(` or before `)`, and no `;` before `}`. Strings stay as they are;
    a space before a colon stays (`a :hover` is not `a:hover`), and so do spaces around `+`
    and `-` (calc())."""

    def squeeze(text):
        text = re.sub(r"\s+", " ", text)
        text = re.sub(r" ?([{};,>]) ?", r"\1", text)
        text = text.replace(": ", ":").replace("( ", "(").replace(" )", ")")
        return text.replace(";}", "}")

    pieces, at = [""], 0  # text, string, text, ...: comments made a space in the text around
    for m in CSS_TOKENS.finditer(css):
        pieces[-1] += css[at : m.start()]
        if m.group(0).startswith("/*"):
            pieces[-1] += " "
        else:
            pieces += [m.group(0), ""]
        at = m.end()
    pieces[-1] += css[at:]
    return "".join(p if i % 2 else squeeze(p) for i, p in enumerate(pieces)).strip()


def minify_texts(text):
    """A catalogue of locales/ as the app reads it (src/i18n.rs, `parse_catalogue`): its
    `key = text` lines in their order, trimmed; the comments (`#`) and blank lines, which the app
    skips, left out. A malformed line stays, for the app to report."""
    lines = (line.strip() for line in text.splitlines())
    return "".join(line + "\n" for line in lines if line and not line.startswith("#"))


UNQUOTED = re.compile(r"[^\s\"'=<>`]+")


def tag(name, attrs):
    """An HTML start tag; each attribute's value quoted only when it must be (None: no value)."""
    parts = [name]
    for key, value in attrs:
        if value is None:
            parts.append(key)
        elif UNQUOTED.fullmatch(value):
            parts.append(f"{key}={value}")
        else:
            parts.append(f'{key}="{value}"')
    return "<" + " ".join(parts) + ">"


def minify_html(html):
    """Comments out, the spaces between tags and at the start of lines out, `/>` made `>`, and
    the quotes of attribute values that need none."""
    html = re.sub(r"<!--(?!\[).*?-->", "", html, flags=re.S)
    html = re.sub(r">\s+<", "><", html)
    html = re.sub(r"\n\s*", " ", html).strip()

    def start_tag(m):
        text = re.sub(r"\s+", " ", m.group(0))
        text = re.sub(r" ?/>$", ">", text)
        return re.sub(r'([\w-]+)="([^"]*)"',
                      lambda a: f"{a.group(1)}={a.group(2)}" if UNQUOTED.fullmatch(a.group(2)) else a.group(0),
                      text)

    return re.sub(r"<[a-zA-Z][^>]*>", start_tag, html)


STYLESHEET = re.compile(r'<link rel="stylesheet" href="/style/([a-z0-9-]+\.css)"\s*/>')


def linked_sheets(template):
    """The sheets of style/ the template index.html links, in its order."""
    return STYLESHEET.findall(template)


def fill_index(template, sheets, head):
    """index.html from its template: each `<link rel="stylesheet" href="/style/<name>">` pointed
    at `sheets[name]` (its address, its integrity), minified, and the tags of `head` added at
    the end of <head>."""
    missing = [n for n in linked_sheets(template) if n not in sheets]
    if missing:
        raise BuildError(f"index.html links sheets the build did not write: {missing}")
    html = STYLESHEET.sub(
        lambda m: tag("link", [("href", sheets[m.group(1)][0]), ("integrity", sheets[m.group(1)][1]),
                               ("rel", "stylesheet")]),
        template,
    )
    html = minify_html(html)
    if html.count("</head>") != 1:
        raise BuildError("index.html must have one </head>")
    return html.replace("</head>", "".join(head) + "</head>")


def meta(name, content):
    return f'<meta name="{name}" content="{content}">'


def replace_exactly(text, old, new, count, what):
    """`text` with `old` made `new`, which must be there exactly `count` times."""
    found = text.count(old)
    if found != count:
        raise BuildError(f"{what}: expected `{old}` {count} time(s), found {found}")
    return text.replace(old, new)


def patch_split_loader(link_js, chunks, app_js):
    """The split loader wasm-split-cli writes, made to import the app's JS from `app_js` and to
    fetch each chunk (`chunks`: its name as wasm-split wrote it -> its file in the build)."""
    link_js = replace_exactly(link_js, LOADER_APP_IMPORT.format(js=f"./{APP}.js"),
                              LOADER_APP_IMPORT.format(js=app_js), 1, "the split loader")
    for name, file in chunks.items():
        link_js = replace_exactly(
            link_js, CHUNK_FETCH.format(name=name),
            f'fetch(new URL("./{file}", import.meta.url))', 1, "the split loader")
    return link_js


def patch_app_js(main_js, loader):
    """wasm-bindgen's JS of the app, importing the split loader from `loader` (the wasm's import
    object keeps its module name)."""
    main_js, n = LOADER_IMPORT.subn(lambda m: f'{m.group(1)}"{loader}"', main_js)
    if n < 1:  # (one statement per split point's module, all the same file)
        raise BuildError("the app's JS does not import the split loader")
    return main_js


def leb(data, i):
    """The unsigned LEB128 number at `data[i]` and the index after it."""
    value, shift = 0, 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sections(data):
    """Each section of the wasm module `data`: (its kind, where it starts, where its body starts,
    where it ends)."""
    if data[:4] != b"\0asm":
        raise BuildError("not a wasm module")
    i = 8
    while i < len(data):
        start, kind = i, data[i]
        size, i = leb(data, i + 1)
        yield kind, start, i, i + size
        i += size


def drop_build_sections(data):
    """The wasm module `data` without the custom sections of BUILD_SECTIONS and `reloc.*`."""
    out = bytearray(data[:8])
    for kind, start, body, end in sections(data):
        if kind == 0:
            length, j = leb(data, body)
            name = data[j : j + length].decode("utf-8", "replace")
            if name in BUILD_SECTIONS or name.startswith("reloc."):
                continue
        out += data[start:end]
    return bytes(out)


def uleb(value):
    """`value` as unsigned LEB128."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def import_entries(body):
    """The entries of a wasm import section's `body`: (module, name, descriptor bytes)."""
    count, i = leb(body, 0)
    entries = []
    for _ in range(count):
        names = []
        for _ in range(2):
            length, i = leb(body, i)
            names.append(body[i : i + length].decode("utf-8"))
            i += length
        start, kind = i, body[i]
        i += 1
        if kind in (0, 4):  # a function (its type), a tag (an attribute, its type)
            i = leb(body, i + (kind == 4))[1]
        elif kind in (1, 2):  # a table (its element type) or a memory: limits, with a maximum
            i += kind == 1
            flags = body[i]
            i = leb(body, i + 1)[1]
            if flags & 1:
                i = leb(body, i)[1]
        elif kind == 3:  # a global: its type and mutability
            i += 2
        else:
            raise BuildError(f"an import of unknown kind {kind}")
        entries.append((names[0], names[1], body[start:i]))
    if i != len(body):
        raise BuildError("the import section has bytes after its entries")
    return entries


# wasm-bindgen names each JS function the wasm imports `__wbg_<name>_<hash>`, the hash (16 hex
# digits) telling apart imports of one name with other signatures. Random digits do not compress:
# they were 4.5 KB of what the main module and its JS travel as.
WBG_IMPORT = re.compile(r"__wbg_(\w+?)_[0-9a-f]{16}")


def short_import_names(names):
    """What each of wasm-bindgen's hashed import names (`WBG_IMPORT`) among `names` (one
    module's imports) becomes: its name without `__wbg_` and the hash (`addEventListener`), with
    a number after it when that is taken (`get`, `get2`)."""
    taken, renamed = set(names), {}
    for name in names:
        m = WBG_IMPORT.fullmatch(name)
        if not m:
            continue
        new, n = m.group(1), 1
        while new in taken:
            n += 1
            new = f"{m.group(1)}{n}"
        taken.add(new)
        renamed[name] = new
    return renamed


def rename_imports(data, module, renamed):
    """The wasm module `data` with its imports from `module` renamed (`renamed`: old -> new)."""
    out = bytearray(data[:8])
    for kind, start, body, end in sections(data):
        if kind != 2:
            out += data[start:end]
            continue
        entries = import_entries(data[body:end])
        imports = bytearray(uleb(len(entries)))
        for mod, name, desc in entries:
            name = renamed.get(name, name) if mod == module else name
            for text in (mod.encode(), name.encode()):
                imports += uleb(len(text)) + text
            imports += desc
        out += bytes([2]) + uleb(len(imports)) + imports
    return bytes(out)


def short_imports(wasm, js, module):
    """The main module `wasm` and its JS `js` (wasm-bindgen's, not yet minified) with the hashed
    import names of `module` made short (`short_import_names`): in the wasm's import section, and
    in the JS where each is the key of its function in the imports object, written there once."""
    names = [name for mod, name, _ in import_entries(section_body(wasm, 2)) if mod == module]
    renamed = short_import_names(names)
    for old, new in renamed.items():
        js = replace_exactly(js, f"{old}:", f"{new}:", 1, "the app's JS (an import's name)")
        if re.search(rf"\b{old}\b", js):
            raise BuildError(f"the app's JS names the import {old} elsewhere than its key")
    return rename_imports(wasm, module, renamed), js


def section_body(data, kind):
    """The body of the first section of `kind` of the wasm module `data` (empty without one)."""
    return next((data[body:end] for k, _, body, end in sections(data) if k == kind), b"")


def drop_build_sections_in(path):
    """drop_build_sections on the file at `path` (scripts/measure-app uses it too)."""
    with open(path, "rb") as f:
        data = f.read()
    out = drop_build_sections(data)
    if out != data:
        with open(path, "wb") as f:
            f.write(out)


def text_files(names, test_game):
    """The texts of locales/ the build ships: every .txt, the test-only game's (test-*.txt) only
    in its build (dist-test)."""
    return sorted(n for n in names if n.endswith(".txt") and (test_game or not n.startswith("test-")))


def build_id(files):
    """The build's id from (path, SHA-256) of every file but index.html and sw.js."""
    return sha256("\n".join(f"{r} {h}" for r, h in sorted(files)).encode())[:12]


def service_worker_lists(paths):
    """The service worker's lists from the build's files (but index.html and sw.js): what it
    precaches (the page, then every file but the texts) and the texts' files by language."""
    texts, precache = {}, ["/index.html"]
    for r in sorted(paths):
        m = re.fullmatch(r"texts/(?:[a-z-]+\.)?([a-z]{2})-[0-9a-f]{16}\.txt", r)
        if m:
            texts.setdefault(m.group(1), []).append("/" + r)
        elif r.startswith("texts/"):
            raise BuildError(f"{r}: a text file whose language the service worker cannot read")
        else:
            precache.append("/" + r)
    return precache, texts


def fill_service_worker(sw, version, precache, texts):
    """The service worker's template (minified) with its three placeholders filled."""
    for placeholder in ("__ISLAS_VERSION__", "__ISLAS_PRECACHE__", "__ISLAS_TEXTS__"):
        if sw.count(placeholder) != 1:
            raise BuildError(f"sw.js must hold {placeholder} exactly once")
    sw = replace_exactly(sw, '"__ISLAS_VERSION__"', json.dumps(version), 1, "sw.js")
    sw = sw.replace("__ISLAS_PRECACHE__", json.dumps(precache, separators=(",", ":")))
    sw = sw.replace("__ISLAS_TEXTS__", json.dumps(texts, separators=(",", ":"), sort_keys=True))
    if "__ISLAS_" in sw:
        raise BuildError("a placeholder was left in sw.js")
    return sw


def precompressed(paths):
    """The files of the build also written as .gz and .br: the text-like ones."""
    return sorted(p for p in paths if p.endswith(PRECOMPRESSED))


def gzip9(data):
    """gzip -9 with mtime 0 and no file name: the same file gives the same bytes."""
    return gzip.compress(data, compresslevel=9, mtime=0)


# ---- the tools ----


def run(*cmd, stdin=None):
    done = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"{' '.join(cmd)} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def minify_js(text, module=True):
    """The JS minified by terser (npm, tools/package.json): names shortened, comments and
    spaces gone, exports and the properties the wasm imports by name kept. A classic script
    (`module=False`: the service worker) keeps its top-level names."""
    return run("terser", *(["--module"] if module else []), "--compress", "--mangle", stdin=text)


def cargo_build(features):
    """Step 1: Cargo's wasm of the app (its path, from Cargo's own report)."""
    cmd = ["cargo", "build", "--profile", PROFILE, "--target", TARGET, "--bin", APP,
           "--features", ",".join(features), "--locked", "--offline",
           "--message-format=json-render-diagnostics"]
    done = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True)  # stderr: Cargo's
    if done.returncode != 0:
        raise BuildError(f"{' '.join(cmd)} failed")
    wasm = []
    for line in done.stdout.splitlines():
        msg = json.loads(line)
        if msg.get("reason") == "compiler-artifact" and msg["target"]["name"] == APP and "bin" in msg["target"]["kind"]:
            wasm += [f for f in msg["filenames"] if f.endswith(".wasm")]
    if len(wasm) != 1:
        raise BuildError(f"expected one wasm of {APP} from Cargo, found {wasm}")
    return wasm[0]


def read(path, mode="r"):
    with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
        return f.read()


def write(out, rel, data):
    path = os.path.join(out, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb" if isinstance(data, bytes) else "w", **({} if isinstance(data, bytes) else {"encoding": "utf-8"})) as f:
        f.write(data)
    return rel


def build_wasm(cargo_wasm, out):
    """Step 2: split, bindgen, opt; the app's JS and wasm, the chunks and the split loader in
    `out`. Returns the names of the app's JS and wasm, and the chunks (wasm-split-cli's name -> the
    file in the build)."""
    if SPLIT_MARK not in read(cargo_wasm, "rb"):
        raise BuildError(f"{cargo_wasm} has no split points: built without the feature `split`?")
    with tempfile.TemporaryDirectory() as tmp:
        run("wasm-split-cli", "--target", "web", "--out-name", APP, cargo_wasm, tmp)
        # --keep-lld-exports: the chunks import the main module's __indirect_function_table.
        run("wasm-bindgen", "--target=web", "--no-typescript", "--keep-lld-exports",
            f"--out-dir={tmp}/bg", f"--out-name={APP}", os.path.join(tmp, f"{APP}.wasm"))
        names = sorted(n for n in os.listdir(tmp) if n.endswith(".wasm") and n != f"{APP}.wasm")
        run(*WASM_OPT, f"{tmp}/bg/{APP}_bg.wasm", "-o", f"{tmp}/bg/opt.wasm")
        app_wasm, main_js = short_imports(drop_build_sections(read(f"{tmp}/bg/opt.wasm", "rb")),
                                          read(f"{tmp}/bg/{APP}.js"), f"./{APP}_bg.js")
        link_js = read(os.path.join(tmp, "__wasm_split.js"))
        chunks = {}
        for name in names:
            opt = os.path.join(tmp, f"opt-{name}")
            run(*WASM_OPT, os.path.join(tmp, name), "-o", opt)
            data = drop_build_sections(read(opt, "rb"))
            chunks[name] = write(out, hashed(f"{APP}-{name[:-5].replace('_', '-')}", data, "wasm"), data)
    # The app's JS and the loader import each other: each first imports a mark, the app's JS
    # and wasm are named after a hash of all three as they are then, the loader is given that
    # name and named after its contents, and the app's JS is given the loader's name.
    link_js = minify_js(patch_split_loader(link_js, chunks, APP_JS_MARK))
    main_js = minify_js(patch_app_js(main_js, LOADER_MARK))
    stem = f"{APP}-{sha256(app_wasm + main_js.encode() + link_js.encode())[:16]}"
    link_js = replace_exactly(link_js, f'"{APP_JS_MARK}"', f'"./{stem}.js"', 1, "the minified split loader")
    loader = write(out, hashed(f"{APP}-split", link_js.encode(), "js"), link_js)
    if f'"{LOADER_MARK}"' not in main_js:
        raise BuildError("the app's minified JS lost its import of the split loader")
    main_js = main_js.replace(f'"{LOADER_MARK}"', f'"./{loader}"')
    print(f"release: the app's wasm split into the main module and {len(chunks)} chunks")
    return write(out, f"{stem}.js", main_js), write(out, f"{stem}_bg.wasm", app_wasm), chunks


def build(out, test_game):
    features = ["split", *(["test-game"] if test_game else [])]
    cargo_wasm = cargo_build(features)
    template = read(os.path.join(ROOT, "index.html"))

    # 2. The app's wasm in chunks, its JS and the split loader.
    js, wasm, chunks = build_wasm(cargo_wasm, out)
    head = [meta("islas-chunks", " ".join(f"/{c}" for c in sorted(chunks.values())))]
    head.append(meta("islas-screens", " ".join(f"/{c}" for c in chunk_files(chunks, "screens"))))

    # 3. The start-up script.
    data = minify_js(PAGE_GAME + PAGE_LANG + HOME_EARLY + TEXTS_EARLY + STYLES_EARLY + SCREENS_EARLY
                     + START.format(js=js, wasm=wasm)).encode()
    boot = write(out, hashed("boot", data, "js"), data)
    head.append(f'<script type="module" src="/{boot}" integrity="{integrity(data)}" crossorigin="anonymous"></script>')
    head.append(tag("link", [("crossorigin", None), ("href", f"/{js}"), ("rel", "modulepreload")]))
    head.append(tag("link", [("as", "fetch"), ("crossorigin", None), ("href", f"/{wasm}"),
                             ("rel", "preload"), ("type", "application/wasm")]))

    # 4. The worker.
    data = WORKER_LOADER.format(js=js, wasm=wasm).encode()
    head.append(meta(WORKER_META, "/" + write(out, hashed(f"{APP}-bots", data, "js"), data)))

    # 5. The style sheets: those index.html links, and the games' (listed).
    linked = linked_sheets(template)
    sheets, pairs = {}, []
    for name in sorted(os.listdir(STYLES)):
        if not name.endswith(".css"):
            continue
        data = minify_css(read(os.path.join(STYLES, name))).encode()
        if name in linked:
            sheets[name] = ("/" + write(out, hashed(name[:-4], data, "css"), data), integrity(data))
        else:
            pairs.append(f"{name}=/" + write(out, hashed(f"style/{name[:-4]}", data, "css"), data))
    styles = meta("islas-styles", " ".join(pairs))

    # 6. The texts.
    pairs = []
    for name in text_files(os.listdir(LOCALES), test_game):
        data = minify_texts(read(os.path.join(LOCALES, name))).encode()
        pairs.append(f"{name}=/" + write(out, hashed(f"texts/{name[:-4]}", data, "txt"), data))
    if not pairs:
        raise BuildError(f"no texts in {LOCALES}")
    head += [meta("islas-texts", " ".join(pairs)), styles]

    # 7. public/, but the service worker's template.
    for root, _dirs, names in os.walk(PUBLIC):
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), PUBLIC).replace(os.sep, "/")
            if rel != "sw.js":
                write(out, rel, read(os.path.join(root, name), "rb"))

    # 8. index.html, with the build id: a hash of every other file.
    files = []
    for root, _dirs, names in os.walk(out):
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), out).replace(os.sep, "/")
            files.append((rel, sha256(read(os.path.join(root, name), "rb"))))
    build = build_id(files)
    index = fill_index(template, sheets, [*head, meta("islas-build", build)])
    write(out, "index.html", index)

    # 9. The service worker.
    version = sha256((build + index).encode())[:16]
    precache, texts = service_worker_lists(r for r, _ in files)
    sw = minify_js(read(os.path.join(PUBLIC, "sw.js")), module=False)
    write(out, "sw.js", fill_service_worker(sw, version, precache, texts))

    # 10. Every text-like file also precompressed (after the lists: these are not files of their
    # own for the app or the service worker).
    paths = []
    for root, _dirs, names in os.walk(out):
        paths += [os.path.join(root, n) for n in names]
    paths = precompressed(paths)
    for path in paths:
        write(out, path + ".gz", gzip9(read(path, "rb")))
    run("node", os.path.join(ROOT, "scripts", "precompress.mjs"), *paths)
    print(f"release: build {build}, service worker {version}, {len(precache)} files precached, "
          f"texts in {len(texts)} languages kept as used, {len(paths)} files precompressed (.gz, .br)")


def main():
    ap = argparse.ArgumentParser(description="Builds the app's release (scripts/build-release).")
    ap.add_argument("--test-game", action="store_true", help="with the test-only game, into dist-test/")
    ap.add_argument("--dist", help="the directory to write (dist/, or dist-test/ with --test-game)")
    args = ap.parse_args()
    dist = os.path.abspath(args.dist or os.path.join(ROOT, "dist-test" if args.test_game else "dist"))
    parent = os.path.dirname(dist)
    os.makedirs(parent, exist_ok=True)
    staging = tempfile.mkdtemp(prefix=f".{os.path.basename(dist)}-", dir=parent)
    try:
        os.chmod(staging, 0o755)
        build(staging, args.test_game)
        old = None
        if os.path.exists(dist):
            old = tempfile.mkdtemp(prefix=f".{os.path.basename(dist)}-old-", dir=parent)
            os.rename(dist, os.path.join(old, "dist"))
        os.rename(staging, dist)
        if old:
            shutil.rmtree(old)
    except BuildError as e:
        shutil.rmtree(staging, ignore_errors=True)
        print(f"release: {e}", file=sys.stderr)
        sys.exit(1)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


if __name__ == "__main__":
    main()
