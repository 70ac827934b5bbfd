// The weight budgets (docs/performance.md), as tests of the release build in dist/: everything a
// player can download at most 600 KB, a first visit (what arrives before home is drawn) at most
// 200 KB, as the files travel: in the encoding the project's server sends a browser (the build's
// precompressed brotli, scripts/static-server.py), with the gzip -9 figure (a host that only
// gzips) reported beside it.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { APP_HEADING, DIST, launch, startServer } from "./helpers.mjs";
import { firstVisitFiles, serviceWorkerFiles, total } from "./weight.mjs";

const EVERYTHING = 600_000;
const FIRST_VISIT = 200_000;

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test(`everything a player can download stays within ${EVERYTHING} bytes as it travels`, () => {
  const { all, langs } = serviceWorkerFiles();
  const t = total(all);
  console.log(`everything (${all.length} files, texts of ${langs[0]}): ${t.sent} bytes sent, ${t.gzip} gzip -9, ${t.raw} raw`);
  assert.ok(t.sent <= EVERYTHING, `everything travels as ${t.sent} bytes, over the budget of ${EVERYTHING}`);
});

test(`a first visit stays within ${FIRST_VISIT} bytes as it travels before home is drawn`, async () => {
  const files = await firstVisitFiles(browser, server.url);
  const t = total(files);
  console.log(`first visit (${files.length} files): ${t.sent} bytes sent, ${t.gzip} gzip -9, ${t.raw} raw: ${files.join(" ")}`);
  // It fetched the page and the app's code, not only the page.
  assert.ok(files.some((f) => f.endsWith(".wasm")), files.join(" "));
  assert.ok(t.sent <= FIRST_VISIT, `a first visit travels as ${t.sent} bytes, over the budget of ${FIRST_VISIT}`);
});

test("the release was built with -Zlocation-detail=none: no source file of ours is named in the app's wasm", () => {
  const { precache } = serviceWorkerFiles();
  const modules = precache.filter((u) => u.endsWith(".wasm"));
  assert.ok(modules.length >= 2, modules.join(" "));
  for (const url of modules) {
    const wasm = fs.readFileSync(path.join(DIST, url));
    assert.equal(wasm.subarray(0, 4).toString("latin1"), "\0asm", url);
    // Without the flag every place of ours that can panic carries its file's path, relative to
    // the workspace (the standard library's, precompiled, are absolute: /rustc/<hash>/library/...).
    const named = wasm.toString("latin1").match(/(?<![\w/.-])(crates\/[a-z-]+\/)?src\/[a-z_/]+\.rs/g) ?? [];
    const ours = named.filter((p) => p !== "src/licences.rs"); // named in the licences' text
    assert.deepEqual(ours, [], `${url} names source files: the flag was not taken`);
  }
});

test("the server sends what the budget counts: the build's brotli to a browser that takes it, gzip or the file as it is otherwise", async () => {
  const { precache } = serviceWorkerFiles();
  const wasm = precache.find((u) => u.endsWith(".wasm"));
  const page = await browser.newPage();
  try {
    // The app's own load of its wasm (navigating to a .wasm would download it).
    const loaded = page.waitForResponse((r) => r.url().endsWith(wasm));
    await page.goto(server.url + "/");
    const response = await loaded;
    const headers = await response.allHeaders();
    assert.equal(headers["content-encoding"], "br", `${wasm} was not sent as brotli`);
    assert.equal(Number(headers["content-length"]), fs.statSync(path.join(DIST, wasm + ".br")).size);
    // What the browser decoded is the build's file.
    assert.ok((await response.body()).equals(fs.readFileSync(path.join(DIST, wasm))), `${wasm} decoded differs`);
  } finally {
    await page.close();
  }
  for (const [accept, encoding] of [["gzip", "gzip"], ["identity", undefined]]) {
    const r = await fetch(server.url + wasm, { headers: { "accept-encoding": accept } });
    assert.equal(r.headers.get("content-encoding") ?? undefined, encoding, `accept-encoding: ${accept}`);
    await r.arrayBuffer();
  }
});

/** The main module and the screens chunk of the build, its only wasm files. */
function wasmFiles() {
  const { precache } = serviceWorkerFiles();
  const main = precache.find((u) => u.endsWith("_bg.wasm"));
  const chunk = precache.find((u) => /-split-screens-[0-9a-f]{16}\.wasm$/.test(u));
  assert.ok(main && chunk, precache.join(" "));
  assert.deepEqual(precache.filter((u) => u.endsWith(".wasm")).sort(), [main, chunk].sort());
  return { main, chunk };
}

/** A new visitor's page on a slow network (so the order of its fetches is the build's, not a
 * race on this machine), with every request of the context (the page's and the service
 * worker's) listed in `events` as ["asked" | "done", path]. */
async function slowVisit() {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 180_000, uploadThroughput: 84_000 });
  const events = [];
  const name = (r) => new URL(r.url()).pathname;
  context.on("request", (r) => events.push(["asked", name(r)]));
  context.on("requestfinished", (r) => events.push(["done", name(r)]));
  return { context, page, events };
}

test("a first visit to a game's form needs the main module alone: the screens chunk and the service worker only after it", async () => {
  const { main, chunk } = wasmFiles();
  const { context, page, events } = await slowVisit();
  try {
    await page.goto(server.url + "/new/port-royal");
    await page.waitForSelector("main form");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const at = (kind, file) => events.findIndex(([k, f]) => k === kind && f === file);
    assert.ok(at("done", main) >= 0, JSON.stringify(events));
    // The screens chunk (the engines, twice the main module's size) did not share the link with
    // the main module: the form is drawn by the main module, and the chunk follows it.
    assert.ok(at("asked", chunk) > at("done", main), `the screens chunk was asked for before the main module arrived: ${JSON.stringify(events)}`);
    // The service worker was registered once the screen was drawn, after the screens chunk's
    // prefetch: its precache came after.
    assert.ok(at("asked", "/sw.js") > at("asked", chunk), `the service worker started before the screens chunk: ${JSON.stringify(events)}`);
    const beforeWorker = events.slice(0, at("asked", "/sw.js"));
    for (const f of [main, chunk]) {
      assert.equal(beforeWorker.filter(([k, g]) => k === "asked" && g === f).length, 1, `${f}: ${JSON.stringify(events)}`);
    }
  } finally {
    await context.close();
  }
});

test("the server lets browsers keep the files named after their contents, and asks again for the others", async () => {
  const { precache } = serviceWorkerFiles();
  const named = precache.filter((u) => /-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$/.test(u));
  // Every file of the build is named after its contents but the page, the manifest and the icons.
  assert.deepEqual(
    precache.filter((u) => !named.includes(u)).sort(),
    ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/icon-maskable-512.png", "/index.html", "/manifest.webmanifest"],
  );
  for (const url of named) {
    const r = await fetch(server.url + url);
    assert.equal(r.headers.get("cache-control"), "public, max-age=31536000, immutable", url);
    await r.arrayBuffer();
  }
  for (const url of ["/index.html", "/sw.js", "/manifest.webmanifest", "/icons/icon-192.png", "/new/port-royal"]) {
    const r = await fetch(server.url + url);
    assert.equal(r.headers.get("cache-control"), "no-cache", url);
    await r.arrayBuffer();
  }
});

test("a first visit to home fetches the screens chunk once, before the service worker starts", async () => {
  const { chunk } = wasmFiles();
  const { context, page, events } = await slowVisit();
  try {
    await page.goto(server.url + "/");
    await page.waitForSelector(APP_HEADING);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const worker = events.findIndex(([k, f]) => k === "asked" && f === "/sw.js");
    const asks = events.flatMap(([k, f], i) => (k === "asked" && f === chunk ? [i] : []));
    assert.ok(asks.length >= 1 && asks[0] < worker, `the chunk was not fetched before the service worker: ${JSON.stringify(events)}`);
    assert.equal(asks.filter((i) => i < worker).length, 1, JSON.stringify(events));
  } finally {
    await context.close();
  }
});
