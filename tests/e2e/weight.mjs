// The build's weight as a user downloads it, shared by the budget test (budgets.test.mjs) and the
// figures (measure.mjs): every file the service worker keeps for a person, and what a first
// visit fetches before home is drawn.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { APP_HEADING, DIST } from "./helpers.mjs";

/**
 * Bytes of the file at `url` (a path of the build, e.g. /index.html): raw, gzip -9, and `sent`,
 * as scripts/static-server.py sends it to a browser that takes brotli (its precompressed
 * `.br`, written by the build, when there is one; else as it is).
 */
export function sizes(url) {
  const file = path.join(DIST, decodeURIComponent(url.replace(/^\//, "")));
  const data = fs.readFileSync(file);
  const sent = fs.existsSync(file + ".br") ? fs.statSync(file + ".br").size : data.length;
  return { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length, sent };
}

/** The sums of `sizes` over `urls`. */
export function total(urls) {
  return urls.reduce(
    (t, u) => {
      const s = sizes(u);
      return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip, sent: t.sent + s.sent };
    },
    { raw: 0, gzip: 0, sent: 0 },
  );
}

/**
 * What the service worker keeps for a person, as the build wrote it in dist/sw.js: its PRECACHE
 * list (the bots' worker script included), sw.js itself, and the texts of one language (its
 * TEXTS list; the worker keeps the languages the person uses): `all` counts the language whose
 * files are largest. `texts` maps each language to its files, `langs` orders them largest first.
 */
export function serviceWorkerFiles() {
  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const m = sw.match(/\bPRECACHE\s*=\s*(\[[\s\S]*?\])[;,]/);
  if (!m) throw new Error("dist/sw.js has no PRECACHE list");
  const precache = JSON.parse(m[1]);
  const t = sw.match(/\bTEXTS\s*=\s*(\{[\s\S]*?\})[;,]/);
  if (!t) throw new Error("dist/sw.js has no TEXTS list");
  const texts = JSON.parse(t[1]);
  const langs = Object.keys(texts).sort((a, b) => total(texts[b]).gzip - total(texts[a]).gzip);
  return { precache, texts, langs, all: [...precache, "/sw.js", ...texts[langs[0]]] };
}

/**
 * The files of the build a first visit fetched before the app drew home (the <h1> of the
 * app's own <main>, not of home shown before the app runs), in a new context of `browser` (empty cache, no service worker), index.html first.
 */
export async function firstVisitFiles(browser, serverUrl) {
  const context = await browser.newContext({ locale: "en-US" });
  await context.addInitScript((heading) => {
    new MutationObserver((_, obs) => {
      if (document.querySelector(heading)) {
        const at = performance.now();
        window.__fetched = performance
          .getEntriesByType("resource")
          .filter((e) => e.startTime <= at)
          .map((e) => e.name);
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, APP_HEADING);
  const page = await context.newPage();
  await page.goto(serverUrl + "/");
  await page.waitForFunction(() => window.__fetched !== undefined, null, { timeout: 60000 });
  const fetched = (await page.evaluate(() => window.__fetched))
    .map((u) => new URL(u))
    .filter((u) => u.origin === serverUrl)
    .map((u) => u.pathname);
  await context.close();
  return ["/index.html", ...new Set(fetched.filter((u) => u !== "/index.html"))];
}
