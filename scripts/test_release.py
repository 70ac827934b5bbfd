#!/usr/bin/env python3
"""Tests of the pure steps of the release build (scripts/release.py): no Cargo, no tools.

    python3 -m unittest discover -s scripts -p 'test_*.py'

The code the build patches (wasm-split-cli's loader, wasm-bindgen's JS) is pinned here as those
tools' pinned versions write it (scripts/fixtures/<tool>-<version>.*): a new version of either
fails these tests until its text is captured again and the patches checked against it.
"""
import gzip
import hashlib
import json
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import release  # noqa: E402

ROOT = release.ROOT
FIXTURES = os.path.join(ROOT, "scripts", "fixtures")


def read(*path):
    with open(os.path.join(ROOT, *path), encoding="utf-8") as f:
        return f.read()


def fixture(tool, version, name):
    path = os.path.join(FIXTURES, f"{tool}-{version}.{name}")
    if not os.path.isfile(path):
        raise AssertionError(f"no {path}: capture what {tool} {version} writes (scripts/test_release.py)")
    with open(path, encoding="utf-8") as f:
        return f.read()


def wasm_split_version():
    return re.search(r"^WASM_SPLIT_VERSION=([0-9.]+)", read("scripts", "install-tools"), re.M).group(1)


def wasm_bindgen_version():
    return re.search(r'^wasm-bindgen = "=([0-9.]+)"$', read("Cargo.toml"), re.M).group(1)


class Names(unittest.TestCase):
    def test_a_name_is_the_stem_and_16_hex_digits_of_the_contents_sha256(self):
        name = release.hashed("style/table", b"x", "css")
        self.assertEqual(name, f"style/table-{hashlib.sha256(b'x').hexdigest()[:16]}.css")
        self.assertRegex(name, r"^style/table-[0-9a-f]{16}\.css$")
        self.assertNotEqual(name, release.hashed("style/table", b"y", "css"))

    def test_integrity_is_sha384_in_base64(self):
        # The SHA-384 of nothing, as any Subresource Integrity tool writes it.
        self.assertEqual(release.integrity(b""),
                         "sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb")

    def test_the_build_id_depends_on_every_file_not_on_their_order(self):
        files = [("a.js", "1"), ("b.css", "2")]
        self.assertEqual(release.build_id(files), release.build_id(files[::-1]))
        self.assertNotEqual(release.build_id(files), release.build_id([("a.js", "1"), ("b.css", "3")]))
        self.assertRegex(release.build_id(files), r"^[0-9a-f]{12}$")


class Css(unittest.TestCase):
    def test_comments_and_spaces_go(self):
        css = "/* a sheet's head */\n:root {\n  --bg: #fff;\n  color: red;\n}\n\na,\nb > c {\n  margin: 0 auto;\n}\n"
        self.assertEqual(release.minify_css(css), ":root{--bg:#fff;color:red}a,b>c{margin:0 auto}")

    def test_what_a_space_means_stays(self):
        # A descendant's pseudo-class, calc()'s operators, a media query's words.
        self.assertEqual(release.minify_css(".a :focus { x: 1 }"), ".a :focus{x:1}")
        self.assertEqual(release.minify_css("a { width: calc( 100% - 2 * var(--x) ) }"),
                         "a{width:calc(100% - 2 * var(--x))}")
        self.assertEqual(release.minify_css("@media (min-width: 40rem) and (hover: hover) { a { b: c } }"),
                         "@media (min-width:40rem) and (hover:hover){a{b:c}}")

    def test_strings_stay_as_they_are(self):
        css = 'a::before { content: "a: b ;  } /* c */"; } b[title=\'x ,  y\'] { c: d; }'
        self.assertEqual(release.minify_css(css),
                         'a::before{content:"a: b ;  } /* c */"}b[title=\'x ,  y\']{c:d}')

    def test_every_sheet_of_the_app_gets_smaller_and_keeps_its_rules(self):
        for name in sorted(os.listdir(os.path.join(ROOT, "style"))):
            css = read("style", name)
            out = release.minify_css(css)
            self.assertLess(len(out), len(css), name)
            self.assertEqual(out.count("{"), re.sub(r"/\*.*?\*/", "", css, flags=re.S).count("{"), name)
            self.assertNotIn("/*", out, name)


class Texts(unittest.TestCase):
    def test_comments_and_blank_lines_go_and_the_lines_stay_in_order(self):
        text = "# Czech.\napp.title = Islas\n\n  # Cards\n  pr.card = Karta {n}  \nnav.games = Hry # not a comment\n"
        self.assertEqual(release.minify_texts(text),
                         "app.title = Islas\npr.card = Karta {n}\nnav.games = Hry # not a comment\n")

    def test_every_catalogue_keeps_its_keys_and_texts(self):
        # As src/i18n.rs's parse_catalogue reads a line: `key = text`, both trimmed.
        def pairs(text):
            lines = (line.strip() for line in text.splitlines())
            return [tuple(part.strip() for part in line.split(" = ", 1))
                    for line in lines if line and not line.startswith("#")]

        for name in sorted(os.listdir(os.path.join(ROOT, "locales"))):
            text = read("locales", name)
            out = release.minify_texts(text)
            self.assertLess(len(out), len(text), name)
            self.assertEqual(pairs(out), pairs(text), name)
            self.assertNotIn("\n#", "\n" + out, name)


class Html(unittest.TestCase):
    def test_a_tag_quotes_a_value_only_when_it_must(self):
        self.assertEqual(release.tag("link", [("crossorigin", None), ("href", "/a.js"), ("rel", "modulepreload")]),
                         "<link crossorigin href=/a.js rel=modulepreload>")
        self.assertEqual(release.tag("meta", [("content", "a b"), ("x", "a=b")]), '<meta content="a b" x="a=b">')

    def test_minify_takes_comments_and_spaces_out(self):
        html = '<!doctype html>\n<html lang="en">\n  <head>\n    <!-- why -->\n    <meta charset="utf-8" />\n' \
               '    <meta name="d" content="two words" />\n  </head>\n  <body>\n    <p>a  b</p>\n  </body>\n</html>\n'
        self.assertEqual(release.minify_html(html),
                         '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=d content="two words">'
                         "</head><body><p>a  b</p></body></html>")

    def test_the_page_from_its_template(self):
        template = read("index.html")
        self.assertEqual(release.linked_sheets(template), ["base.css", "components.css"])
        for name in release.linked_sheets(template):
            self.assertTrue(os.path.isfile(os.path.join(ROOT, "style", name)), name)
        sheets = {"base.css": ("/base-1.css", "sha384-A"), "components.css": ("/components-2.css", "sha384-B")}
        html = release.fill_index(template, sheets, ["<script type=module src=/boot.js></script>", '<meta name="x" content="y">'])
        self.assertIn("<link href=/base-1.css integrity=sha384-A rel=stylesheet>"
                      "<link href=/components-2.css integrity=sha384-B rel=stylesheet>", html)
        self.assertIn('<script type=module src=/boot.js></script><meta name="x" content="y"></head>'
                      "<body><noscript>Islas needs JavaScript and WebAssembly to run.</noscript>", html)
        self.assertTrue(html.endswith("</body></html>"))
        # Home in each language, for the start-up script to show before the app runs
        # (HOME_EARLY; tests/e2e/home.mjs writes them).
        for lang in ("en", "es", "cs"):
            self.assertEqual(html.count(f"<template id=home-{lang} data-title="), 1, lang)
        self.assertNotIn("<!--", html)
        self.assertNotIn("/style/", html)
        # The policy, word for word (scripts/static-server.py sends it as a header too).
        csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', template).group(1)
        self.assertIn(f'http-equiv=Content-Security-Policy content="{csp}"', html)
        with self.assertRaises(release.BuildError):
            release.fill_index(template, {"base.css": ("/b.css", "sha384-A")}, [])


class ServiceWorker(unittest.TestCase):
    FILES = ["boot-0123456789abcdef.js", "icons/icon-192.png", "texts/en-0123456789abcdef.txt",
             "texts/port-royal.en-0123456789abcdef.txt", "texts/es-0123456789abcdef.txt"]

    def test_the_lists(self):
        precache, texts = release.service_worker_lists(self.FILES)
        self.assertEqual(precache, ["/index.html", "/boot-0123456789abcdef.js", "/icons/icon-192.png"])
        self.assertEqual(texts, {"en": ["/texts/en-0123456789abcdef.txt", "/texts/port-royal.en-0123456789abcdef.txt"],
                                 "es": ["/texts/es-0123456789abcdef.txt"]})
        with self.assertRaises(release.BuildError):
            release.service_worker_lists(["texts/english.txt"])

    def test_the_template_filled(self):
        sw = read("public", "sw.js")
        out = release.fill_service_worker(sw, "v1", ["/index.html", "/a.js"], {"en": ["/texts/en-1.txt"]})
        self.assertIn('const VERSION = "v1";', out)
        self.assertIn('const PRECACHE = ["/index.html","/a.js"];', out)
        self.assertIn('const TEXTS = {"en":["/texts/en-1.txt"]};', out)
        self.assertNotIn("__ISLAS_", out)
        with self.assertRaises(release.BuildError):
            release.fill_service_worker(sw.replace("__ISLAS_TEXTS__", "{}"), "v1", [], {})


class Wasm(unittest.TestCase):
    @staticmethod
    def section(kind, body):
        assert len(body) < 128
        return bytes([kind, len(body)]) + body

    def custom(self, name, body=b"xyz"):
        return self.section(0, bytes([len(name)]) + name.encode() + body)

    def test_the_build_sections_go_and_the_others_stay(self):
        header = b"\0asm\x01\0\0\0"
        types = self.section(1, b"\x01\x60\x00\x00")
        name = self.custom("name")
        wasm = header + types + self.custom("linking") + name + self.custom("reloc.CODE") \
            + self.custom("target_features") + self.custom("producers")
        self.assertEqual(release.drop_build_sections(wasm), header + types + name)
        self.assertEqual(release.drop_build_sections(header + types), header + types)
        with self.assertRaises(release.BuildError):
            release.drop_build_sections(b"not wasm")


class Patches(unittest.TestCase):
    """What the build replaces in generated code, on the text the pinned tools write."""

    def loader(self):
        return fixture("wasm-split-cli", wasm_split_version(), "__wasm_split.js")

    def test_the_split_loader_fetches_each_chunk_by_its_name_in_the_build(self):
        link = self.loader()
        out = release.patch_split_loader(link, {"split_screens.wasm": "islas-split-screens-0123.wasm"},
                                         "./islas-4567.js")
        self.assertIn('import { initSync } from "./islas-4567.js";', out)
        self.assertIn('fetch(new URL("./islas-split-screens-0123.wasm", import.meta.url))', out)
        self.assertNotIn("split_screens.wasm", out)
        # The browser compiles the chunk as it streams in (the server and the service worker
        # send it typed application/wasm, brotli-encoded where the browser takes it).
        self.assertIn("WebAssembly.instantiateStreaming(src, imports)", out)
        self.assertEqual(len(out) - len(link), len("islas-split-screens-0123.wasm") - len("split_screens.wasm")
                         + len("./islas-4567.js") - len('./islas.js'))

    def test_a_loader_written_otherwise_stops_the_build(self):
        link = self.loader()
        with self.assertRaises(release.BuildError):  # the chunk fetched otherwise
            release.patch_split_loader(link.replace("import.meta.url))", "import.meta.url), {})"),
                                       {"split_screens.wasm": "x.wasm"}, "./a.js")
        with self.assertRaises(release.BuildError):  # a chunk it does not fetch
            release.patch_split_loader(link, {"split_other.wasm": "x.wasm"}, "./a.js")
        with self.assertRaises(release.BuildError):  # the app's JS imported otherwise
            release.patch_split_loader(link.replace("{ initSync }", "{ initSync as i }"),
                                       {"split_screens.wasm": "x.wasm"}, "./a.js")

    def test_the_apps_js_imports_the_loader_from_its_file_in_the_build(self):
        js = fixture("wasm-bindgen", wasm_bindgen_version(), "islas.js")
        out = release.patch_app_js(js, "./islas-split-0123.js")
        self.assertIn('import * as import1 from "./islas-split-0123.js"', out)
        self.assertIn('"./__wasm_split.js": import1,', out)  # the wasm's import module keeps its name
        with self.assertRaises(release.BuildError):
            release.patch_app_js(js.replace("import * as import1 from", "import import1 from"), "x.js")

    @staticmethod
    def module_importing(*names):
        """A wasm module importing a function of type 0 for each (module, name) of `names`, and
        a memory from `env` (a limit with a maximum), then a type section after."""
        def text(t):
            return release.uleb(len(t.encode())) + t.encode()
        body = release.uleb(len(names) + 1)
        for mod, name in names:
            body += text(mod) + text(name) + b"\x00\x00"
        body += text("env") + text("memory") + b"\x02\x01\x11\x80\x02"
        types = b"\x01\x04\x01\x60\x00\x00"
        return b"\0asm\x01\0\0\0" + b"\x02" + release.uleb(len(body)) + body + types

    def test_the_imports_are_named_without_wasm_bindgens_hashes_in_the_wasm_and_its_js(self):
        js = fixture("wasm-bindgen", wasm_bindgen_version(), "islas.js")
        hashed = ["__wbg___wbindgen_debug_string_f249a2a76caa9a55", "__wbg_set_onmessage_4565eb0ef03ee0f9",
                  "__wbg_set_onmessage_fb42c85f5237566a", "__wbg_warn_228ff2257384d295"]
        names = [*hashed, "__wbindgen_generic_0000000000000001"]
        wasm = self.module_importing(*(("./islas_bg.js", n) for n in names), ("./__wasm_split.js", "__wbg_x_0123456789abcdef"))
        out_wasm, out_js = release.short_imports(wasm, js, "./islas_bg.js")
        short = ["__wbindgen_debug_string", "set_onmessage", "set_onmessage2", "warn", "__wbindgen_generic_0000000000000001"]
        entries = release.import_entries(release.section_body(out_wasm, 2))
        self.assertEqual([n for _, n, _ in entries], [*short, "__wbg_x_0123456789abcdef", "memory"])
        # The same imports otherwise, and the rest of the module as it was.
        before = release.import_entries(release.section_body(wasm, 2))
        self.assertEqual([(m, d) for m, _, d in entries], [(m, d) for m, _, d in before])
        self.assertTrue(out_wasm.endswith(b"\x01\x04\x01\x60\x00\x00"))
        for old, new in zip(hashed, short):
            self.assertNotIn(old, out_js)
            self.assertEqual(out_js.count(f"        {new}: function("), 1, new)
        self.assertEqual(len(js) - len(out_js), sum(len(o) - len(n) for o, n in zip(hashed, short)))

    def test_an_import_named_in_the_js_otherwise_than_once_as_its_key_stops_the_build(self):
        js = fixture("wasm-bindgen", wasm_bindgen_version(), "islas.js")
        wasm = self.module_importing(("./islas_bg.js", "__wbg_warn_228ff2257384d295"))
        with self.assertRaises(release.BuildError):  # not in the JS
            release.short_imports(wasm, js.replace("__wbg_warn_228ff2257384d295:", "warn:"), "./islas_bg.js")
        with self.assertRaises(release.BuildError):  # also called by name
            release.short_imports(wasm, js + "__wbg_warn_228ff2257384d295();", "./islas_bg.js")
        with self.assertRaises(release.BuildError):  # an import of a kind the build does not know
            release.import_entries(b"\x01\x01a\x01b\x09")


class Chunks(unittest.TestCase):
    def test_a_split_module_needs_its_own_chunk_and_the_shared_ones_not_the_others(self):
        chunks = {"split_screens.wasm": "islas-split-screens-1.wasm",
                  "split_forms.wasm": "islas-split-forms-2.wasm",
                  "chunk_3.wasm": "islas-chunk-3-3.wasm"}
        self.assertEqual(release.chunk_files(chunks, "forms"), ["islas-chunk-3-3.wasm", "islas-split-forms-2.wasm"])
        self.assertEqual(release.chunk_files(chunks, "screens"), ["islas-chunk-3-3.wasm", "islas-split-screens-1.wasm"])


class Files(unittest.TestCase):
    def test_the_test_games_texts_only_in_its_build(self):
        names = ["en.txt", "test-game.en.txt", "port-royal.es.txt", "README"]
        self.assertEqual(release.text_files(names, False), ["en.txt", "port-royal.es.txt"])
        self.assertEqual(release.text_files(names, True), ["en.txt", "port-royal.es.txt", "test-game.en.txt"])

    def test_what_is_precompressed(self):
        paths = ["d/a.wasm", "d/b.js", "d/c.css", "d/index.html", "d/t/en.txt", "d/m.webmanifest",
                 "d/icons/i.png"]
        self.assertEqual(release.precompressed(paths),
                         ["d/a.wasm", "d/b.js", "d/c.css", "d/index.html", "d/m.webmanifest", "d/t/en.txt"])

    def test_gzip_gives_the_same_bytes_each_time(self):
        self.assertEqual(release.gzip9(b"abc" * 100), release.gzip9(b"abc" * 100))
        self.assertEqual(gzip.decompress(release.gzip9(b"abc")), b"abc")


class Versions(unittest.TestCase):
    def test_each_tool_version_is_written_once(self):
        install = read("scripts", "install-tools")
        self.assertNotRegex(install, r"WASM_BINDGEN_VERSION=[0-9]")
        self.assertNotRegex(install, r"(WASM_OPT|TERSER)_VERSION=[0-9]")
        self.assertNotRegex(read("scripts", "wasm-test.sh"), r"WASM_BINDGEN_VERSION=[0-9]")
        tools = json.loads(read("tools", "package.json"))["devDependencies"]
        self.assertEqual(set(tools), {"binaryen", "terser"})
        self.assertRegex(wasm_bindgen_version(), r"^\d+\.\d+\.\d+$")


if __name__ == "__main__":
    unittest.main()
