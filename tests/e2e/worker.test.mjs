// The bots' Web Worker, against the release build: the app's own wasm started in a worker by a
// script found through <meta name="islas-worker">, allowed by the Content-Security-Policy,
// precached, answering for every game (each game's bots a chunk of the app), and offline.
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

/** The first `n` actions of a golden record of `game` (crates/<game>/tests/golden/<file>). */
function goldenRecord(game, file, n) {
  const golden = JSON.parse(fs.readFileSync(path.join(ROOT, "crates", game, "tests/golden", file), "utf8")).record;
  return { ...golden, actions: golden.actions.slice(0, n) };
}

test("the worker is the app's own wasm, started by a script named after its contents, all precached", () => {
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const url = html.match(/<meta name="?islas-worker"? content="?([^">]+)"?>/)[1];
  const m = url.match(/^\/islas-bots-([0-9a-f]{16})\.js$/);
  assert.ok(m, `the worker's address looks like a hashed script: ${url}`);
  const loader = fs.readFileSync(path.join(DIST, url.slice(1)));
  assert.equal(crypto.createHash("sha256").update(loader).digest("hex").slice(0, 16), m[1]);
  // It starts the very files the page loads (index.html preloads them).
  const js = html.match(/href="?\/(islas-[0-9a-f]{16}\.js)"? rel="?modulepreload/)?.[1];
  const wasm = html.match(/href="?\/(islas-[0-9a-f]{16}_bg\.wasm)"?/)?.[1];
  assert.ok(js && wasm, "index.html preloads the app's script and wasm");
  assert.match(loader.toString(), new RegExp(`from "\\./${js.replace(".", "\\.")}"`));
  assert.match(loader.toString(), new RegExp(`"${wasm.replace(".", "\\.")}"`));
  // One copy of every engine and bot: no wasm of the worker's own, only the app's modules.
  const wasms = fs.readdirSync(DIST).filter((f) => f.endsWith(".wasm"));
  assert.deepEqual(wasms.filter((f) => !/^islas-(chunk-\d+|split-[a-z-]+)-[0-9a-f]{16}\.wasm$/.test(f)), [wasm]);
  // Every game's screens but its new-game form, and its bots, and every page home does not need,
  // are one chunk (the forms are in the main module).
  assert.deepEqual(
    wasms.filter((f) => f !== wasm).map((f) => f.replace(/-[0-9a-f]{16}\.wasm$/, "")),
    ["islas-split-screens"],
  );

  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const list = JSON.parse(sw.match(/\bPRECACHE\s*=\s*(\[[\s\S]*?\])[;,]/)[1]);
  for (const f of [url, `/${js}`, `/${wasm}`, ...wasms.map((w) => `/${w}`)]) {
    assert.ok(list.includes(f), `${f} is precached`);
  }
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
    const wasmUrl = await page.locator('link[rel="preload"][as="fetch"]').getAttribute("href");
    const wasm = await fetch(server.url + wasmUrl);
    assert.equal(wasm.headers.get("content-type"), "application/wasm");

    const mid = goldenActions(20);
    const { ready, replies } = await askWorker(page, url, [
      { id: 1, game: "port-royal", record: record(), seat: 0, level: "hard" },
      { id: 2, game: "port-royal", record: record(), seat: 1, level: "hard" },
      ...[0, 1, 2].map((seat) => ({ id: 10 + seat, game: "port-royal", record: record(mid), seat, level: "hard" })),
      "not a request",
      { id: 22, game: "chess", record: record(), seat: 0, level: "hard" },
      ...[0, 1].map((seat) => ({ id: 30 + seat, game: "puerto-rico", record: goldenRecord("puerto-rico", "pr-2p-1.json", 30), seat, level: "hard" })),
      ...[0, 1, 2].map((seat) => ({ id: 40 + seat, game: "jamaica", record: goldenRecord("jamaica", "jm-3p-1.json", 40), seat, level: "hard" })),
    ]);
    assert.equal(ready, "ready");
    const [start, notToAct, s0, s1, s2, junk, chess, ...others] = replies;

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

    // Puerto Rico's and Jamaica's bots answer from their own chunks: a move for the seat to
    // act, or why the seat asked is not.
    const pr = others.slice(0, 2);
    const jm = others.slice(2);
    assert.deepEqual([...pr, ...jm].map((r) => r.id), [30, 31, 40, 41, 42]);
    for (const replies of [pr, jm]) {
      assert.equal(replies.filter((r) => "Ok" in r.result).length, 1, JSON.stringify(replies));
      for (const r of replies.filter((r) => "Err" in r.result)) assert.match(r.result.Err, /is not to act/);
    }
    assert.equal(chess.id, 22);
    assert.match(chess.result.Err, /^there is no bot for the game "chess"/);
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
