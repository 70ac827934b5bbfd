// Measures the release build in dist/ as a user downloads it. Run by scripts/measure-app, which
// builds the release first. Prints Markdown.
//
// 1. Every file the service worker keeps for a person: its PRECACHE list in dist/sw.js (the
//    bots' worker script included), sw.js itself, and the texts of one language (its TEXTS
//    list; the worker keeps the languages the person uses — the figure counts the language
//    whose files are largest): bytes raw, as they travel (the precompressed brotli the
//    project's server sends) and gzip -9 (a host that only gzips), per file and in total.
// 2. The first visit: what the page fetched before the app drew home (Resource Timing entries at
//    the moment the <h1> of the app's own home entered the DOM — not of home as index.html shows
//    it before the app runs — in a new browser context: empty cache, no service worker), with the
//    same three sizes. The service worker then precaches
//    the rest in the background.
// 3. Time to the app's first render of home: median of 5 cold loads on localhost, then of 5 more with
//    the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate: a mid-range phone).
// 4. The same for a game's first screen, Port Royal's new-game form (/new/port-royal → its
//    <form> in the DOM): on a first visit the screens chunk fetched and instantiated, and the
//    game's texts and sheets; and a later visit, with the service worker serving the chunk.
import fs from "node:fs";
import path from "node:path";
import { APP_HEADING, DIST, launch, startServer } from "./helpers.mjs";
import { serviceWorkerFiles, sizes, total } from "./weight.mjs";

/** A file's name with its content hash shortened, so the tables read the same from build to build. */
const short = (url) => url.replace(/^\//, "").replace(/-[0-9a-f]{1,16}(?=[._])/, "-…");

function table(title, urls) {
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  const rows = urls.map((url) => {
    const s = sizes(url);
    raw += s.raw;
    gzip += s.gzip;
    sent += s.sent;
    return `| ${short(url)} | ${s.raw} | ${s.sent} | ${s.gzip} |`;
  });
  console.log(`| ${title} | bytes | as it travels | gzip -9 bytes |\n| --- | ---: | ---: | ---: |`);
  console.log(rows.join("\n"));
  console.log(`| **total (${urls.length} files)** | **${raw}** | **${sent}** | **${gzip}** |\n`);
  return { raw, gzip, sent };
}

// 1. The service worker's precache list, as the build wrote it.
const { precache, texts, langs, all } = serviceWorkerFiles();
const gz = (urls) => total(urls).gzip;
const unlisted = fs
  .readdirSync(DIST, { recursive: true })
  .map((f) => "/" + f.split(path.sep).join("/"))
  // The precompressed copies (.br, .gz) are the same files in another encoding.
  .filter((f) => fs.statSync(path.join(DIST, f)).isFile() && !all.includes(f) && !/\.(br|gz)$/.test(f));
console.log(`### Everything a user downloads: the precache list, sw.js and the texts of one language (${langs[0]}, the largest)\n`);
const whole = table("file", all);
console.log(
  `The texts of each language, gzip -9: ${langs.map((l) => `${l} ${gz(texts[l])} (${texts[l].length} files)`).join(", ")}; ` +
    "the service worker keeps the languages a person uses (the browser's at install, any other when first fetched).\n",
);
const others = unlisted.filter((f) => !Object.values(texts).flat().includes(f));
if (others.length) console.log(`Files in dist/ that are not downloaded: ${others.join(", ")}\n`);

// 2 and 3. Cold loads of home.
const server = await startServer();
const browser = await launch();
const times = [];
const throttled = [];
let firstVisit = null;
for (let i = 0; i < 10; i++) {
  const slow = i >= 5;
  // A new context each time: empty HTTP cache, no service worker: a first visit.
  const context = await browser.newContext({ locale: "en-US" });
  await context.addInitScript((heading) => {
    new MutationObserver((_, obs) => {
      if (document.querySelector(heading)) {
        window.__firstRender = performance.now();
        // What the page had fetched when home was drawn.
        window.__fetched = performance
          .getEntriesByType("resource")
          .filter((e) => e.startTime <= window.__firstRender)
          .map((e) => e.name);
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, APP_HEADING);
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  await page.goto(server.url + "/");
  await page.waitForFunction(() => window.__firstRender !== undefined, null, { timeout: 60000 });
  (slow ? throttled : times).push(await page.evaluate(() => window.__firstRender));
  if (!firstVisit) {
    firstVisit = (await page.evaluate(() => window.__fetched))
      .map((u) => new URL(u))
      .filter((u) => u.origin === server.url)
      .map((u) => u.pathname);
  }
  await context.close();
}

// 4. Cold loads of a game's first screen, on the same terms.
const screen = [];
const screenThrottled = [];
const warm = [];
const warmThrottled = [];
for (let i = 0; i < 10; i++) {
  const slow = i >= 5;
  const context = await browser.newContext({ locale: "en-US" });
  await context.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector("main form")) {
        window.__screen = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  await page.goto(server.url + "/new/port-royal");
  await page.waitForFunction(() => window.__screen !== undefined, null, { timeout: 60000 });
  (slow ? screenThrottled : screen).push(await page.evaluate(() => window.__screen));
  // Again once the service worker has installed and serves the page: a later visit, the
  // module compiled as it streams from the cache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
    }
  });
  await page.reload();
  await page.waitForFunction(() => window.__screen !== undefined, null, { timeout: 60000 });
  (slow ? warmThrottled : warm).push(await page.evaluate(() => window.__screen));
  await context.close();
}
await browser.close();
await server.stop();

console.log("### First visit: what arrives before home is drawn\n");
const first = table("file", ["/index.html", ...[...new Set(firstVisit)].filter((u) => u !== "/index.html")]);
const worker = firstVisit.some((u) => u.includes("islas-bots"));
console.log(`The bots' worker is ${worker ? "" : "not "}among them.\n`);

times.sort((a, b) => a - b);
throttled.sort((a, b) => a - b);
console.log("### Summary\n");
console.log(`- everything (precache list + sw.js + the texts of ${langs[0]}): ${whole.raw} bytes, ${whole.sent} as it travels (brotli), ${whole.gzip} gzip -9`);
console.log(`- first visit (before home is drawn): ${first.raw} bytes, ${first.sent} as it travels (brotli), ${first.gzip} gzip -9`);
console.log(
  `- time to first render of home (navigation start → <h1> in the DOM), 5 cold loads: ${times.map((t) => t.toFixed(0)).join(", ")} ms; median ${times[2].toFixed(0)} ms`,
);
console.log(
  `- the same with the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), 5 cold loads: ${throttled.map((t) => t.toFixed(0)).join(", ")} ms; median ${throttled[2].toFixed(0)} ms`,
);
const median = (xs) => [...xs].sort((a, b) => a - b)[2];
const list = (xs) => xs.map((t) => t.toFixed(0)).join(", ");
console.log(
  `- time to a game's first screen (/new/port-royal: navigation start → its <form> in the DOM), 5 cold loads: ${list(screen)} ms; median ${median(screen).toFixed(0)} ms; CPU throttled 4×: ${list(screenThrottled)} ms; median ${median(screenThrottled).toFixed(0)} ms`,
);
console.log(
  `- the same on a later visit (the service worker serving the build), 5 loads: ${list(warm)} ms; median ${median(warm).toFixed(0)} ms; CPU throttled 4×: ${list(warmThrottled)} ms; median ${median(warmThrottled).toFixed(0)} ms`,
);
