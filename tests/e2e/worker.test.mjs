// The bots' Web Worker, against the release build: found through <meta name="islas-worker">,
// allowed by the Content-Security-Policy, precached, and answering offline.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { appReady, controlled, DIST, launch, launchPersistent, ROOT, startServer } from "./helpers.mjs";

/** A Port Royal record (islas_core::Record as JSON): 3 players, `actions` taken. */
function record(actions = []) {
  return {
    game: "port-royal",
    rules_version: 1,
    config: { players: 3, ending: "standard" },
    seed: "RGCHHNVM",
    actions,
  };
}

/** The first `n` actions of a golden game played with the seed above. */
function goldenActions(n) {
  const golden = JSON.parse(fs.readFileSync(path.join(ROOT, "crates/port-royal/tests/golden/pr-3p-1.json"), "utf8"));
  assert.equal(golden.record.seed, "RGCHHNVM");
  return golden.record.actions.slice(0, n);
}

/** The worker's script as the build wrote it into index.html. */
async function workerUrl(page) {
  return page.locator('meta[name="islas-worker"]').getAttribute("content");
}

/**
 * In the page: starts a module worker from `url`, waits for "ready", posts each message (a
 * BotRequest as an object, sent as JSON, or a raw string) and returns the parsed replies.
 */
function askWorker(page, url, messages) {
  return page.evaluate(
    async ({ url, messages }) => {
      const worker = new Worker(url, { type: "module" });
      const next = () =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("the worker did not answer")), 60000);
          worker.onmessage = (e) => {
            clearTimeout(timer);
            resolve(e.data);
          };
          worker.onerror = (e) => {
            clearTimeout(timer);
            reject(new Error(`the worker failed: ${e.message || e.type}`));
          };
        });
      try {
        const ready = await next();
        const replies = [];
        for (const m of messages) {
          const answer = next();
          worker.postMessage(typeof m === "string" ? m : JSON.stringify(m));
          replies.push(JSON.parse(await answer));
        }
        return { ready, replies };
      } finally {
        worker.terminate();
      }
    },
    { url, messages },
  );
}

const LEGAL_LOOKING = /^(draw|stop|repel|dock|pass|take [a-z0-9-]+|claim [a-z0-9-]+ [a-z0-9+-]+)$/;

test("the worker's files are built, named after their contents, and precached", () => {
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const url = html.match(/<meta name="?islas-worker"? content="?([^">]+)"?>/)[1];
  const m = url.match(/^\/(islas-worker-([0-9a-f]{16}))_loader\.js$/);
  assert.ok(m, `the worker's address looks like a hashed loader: ${url}`);
  const [, stem, hash] = m;
  const js = fs.readFileSync(path.join(DIST, `${stem}.js`));
  const wasm = fs.readFileSync(path.join(DIST, `${stem}_bg.wasm`));
  const loader = fs.readFileSync(path.join(DIST, `${stem}_loader.js`), "utf8");
  assert.equal(crypto.createHash("sha256").update(Buffer.concat([js, wasm])).digest("hex").slice(0, 16), hash);
  assert.match(loader, new RegExp(`from "\\./${stem}\\.js"`));
  assert.match(loader, new RegExp(`"${stem}_bg\\.wasm"`));
  // Trunk's own unhashed names are gone.
  assert.ok(!fs.existsSync(path.join(DIST, "islas-worker.js")));
  assert.ok(!fs.existsSync(path.join(DIST, "islas-worker_bg.wasm")));

  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const list = JSON.parse(sw.match(/const PRECACHE = (\[[\s\S]*?\]);/)[1]);
  for (const f of [`/${stem}_loader.js`, `/${stem}.js`, `/${stem}_bg.wasm`]) {
    assert.ok(list.includes(f), `${f} is precached`);
  }
  // No Leptos in the worker: it does not link the app library.
  assert.doesNotMatch(js.toString(), /IntoUnderlying|leptos/i);
});

test("the worker answers a hard bot under the page's Content-Security-Policy", async () => {
  const server = await startServer();
  const browser = await launch();
  try {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const problems = [];
    page.on("console", (m) => {
      if (m.type() === "error" || /Content.Security.Policy/i.test(m.text())) problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(server.url + "/");
    await appReady(page);
    const url = await workerUrl(page);

    // The worker's own files carry the page's policy, which lets it compile wasm.
    const indexCsp = (await fetch(server.url + "/")).headers.get("content-security-policy");
    const loader = await fetch(server.url + url);
    assert.equal(loader.status, 200);
    assert.equal(loader.headers.get("content-type"), "text/javascript");
    assert.equal(loader.headers.get("content-security-policy"), indexCsp);
    assert.match(indexCsp, /script-src 'self' 'wasm-unsafe-eval'/);
    assert.match(indexCsp, /worker-src 'self'/);
    const wasm = await fetch(server.url + url.replace(/_loader\.js$/, "_bg.wasm"));
    assert.equal(wasm.headers.get("content-type"), "application/wasm");

    const mid = goldenActions(20);
    const { ready, replies } = await askWorker(page, url, [
      { id: 1, game: "port-royal", record: record(), seat: 0, level: "hard" },
      { id: 2, game: "port-royal", record: record(), seat: 1, level: "hard" },
      ...[0, 1, 2].map((seat) => ({ id: 10 + seat, game: "port-royal", record: record(mid), seat, level: "hard" })),
      "not a request",
    ]);
    assert.equal(ready, "ready");
    const [start, notToAct, s0, s1, s2, junk] = replies;

    // The start of a 3-player game: the only move is to draw.
    assert.equal(start.id, 1);
    assert.deepEqual(start.result, { Ok: "draw" });
    assert.equal(typeof start.think_ms, "number");
    assert.ok(start.think_ms >= 0);
    assert.deepEqual(notToAct, { id: 2, result: { Err: "seat 1 is not to act (seat 0 is)" }, think_ms: notToAct.think_ms });

    // Mid-game: exactly one seat is to act and gets a move; the others are told why not.
    const answered = [s0, s1, s2].filter((r) => "Ok" in r.result);
    assert.equal(answered.length, 1, JSON.stringify([s0, s1, s2]));
    assert.match(answered[0].result.Ok, LEGAL_LOOKING);
    for (const r of [s0, s1, s2].filter((r) => "Err" in r.result)) {
      assert.match(r.result.Err, /is not to act/);
    }

    assert.equal(junk.id, 0);
    assert.match(junk.result.Err, /^this is not a bot request/);
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

test("after the first visit, the worker answers with the server gone", async () => {
  const server = await startServer();
  const { context, close } = await launchPersistent({ locale: "en-US" });
  try {
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await appReady(page);
    await controlled(page);
    const url = await workerUrl(page);
    // Nothing has loaded the worker yet: what it needs can only come from the precache.
    await server.stop();
    await assert.rejects(fetch(server.url + "/"), "the server is really gone");

    await page.reload();
    await appReady(page);
    const { ready, replies } = await askWorker(page, url, [
      { id: 7, game: "port-royal", record: record(), seat: 0, level: "hard" },
    ]);
    assert.equal(ready, "ready");
    assert.deepEqual(replies[0].result, { Ok: "draw" });
    assert.equal(replies[0].id, 7);
  } finally {
    await close();
    await server.stop();
  }
});
