// A level's think time (hard unless `--level` names another) in the bots' Web Worker in
// Chromium, per game: one move at positions spread through each golden record of the game (every `--every`-th action), timed
// by the worker's own clock (`BotReply.think_ms`, performance.now() around `think`).
//
//   [ISLAS_DIST=<another build's dist/>] node tests/e2e/measure-think.mjs \
//       --game puerto-rico --game jamaica [--every 25] [--match adventure] [--level expert] [--by-record]
//
// `--by-record` also prints each record's players, mean and slowest move. Each game's line is
// followed by what a player waits for a move at each of the computers' paces.
// `--match` keeps the golden records whose file name matches the regular expression (for example the
// Adventure's co-operative chapters: `--game port-royal --match "adventure-.*coop"`).
//
// The worker is the app's own wasm; each game's bots are a chunk of it, fetched at the game's
// first request.
import fs from "node:fs";
import path from "node:path";
import { startServer, launch, ROOT } from "./helpers.mjs";

const args = process.argv.slice(2);
const games = [];
let every = 25;
let match = "";
let level = "hard";
let byRecord = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--game") games.push(args[++i]);
  else if (args[i] === "--every") every = Number(args[++i]);
  else if (args[i] === "--match") match = args[++i];
  else if (args[i] === "--level") level = args[++i];
  else if (args[i] === "--by-record") byRecord = true;
}
if (!games.length) games.push("port-royal");

const server = await startServer();
const browser = await launch();
const page = await browser.newPage();
await page.goto(server.url + "/");
await page.evaluate(async () => {
  const url = document.querySelector('meta[name="islas-worker"]').content;
  const worker = new Worker(url, { type: "module" });
  await new Promise((resolve, reject) => {
    worker.onmessage = (e) => e.data === "ready" && resolve();
    worker.onerror = (e) => reject(new Error(`the worker failed: ${e.message || e.type}`));
  });
  window.__w = worker;
});
const ask = (req) =>
  page.evaluate(
    (req) =>
      new Promise((resolve) => {
        window.__w.onmessage = (e) => resolve(JSON.parse(e.data));
        window.__w.postMessage(JSON.stringify(req));
      }),
    req,
  );

// The computers' paces, normal the default (`Pace::delay_ms` in src/model.rs).
const PACES = { slow: 1600, normal: 900, fast: 350, instant: 0 };

for (const game of games) {
  const dir = path.join(ROOT, "crates", game, "tests", "golden");
  const times = [];
  let failed = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json") && new RegExp(match).test(f)).sort()) {
    const golden = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).record;
    const own = [];
    for (let k = every; k < golden.actions.length; k += every) {
      const record = { ...golden, actions: golden.actions.slice(0, k) };
      // The seat to act: the error names it when another seat is asked.
      let reply = await ask({ id: k, game, record, seat: 0, level });
      const m = reply.result.Err?.match(/\(seat (\d+) is\)/);
      if (m) reply = await ask({ id: k, game, record, seat: Number(m[1]), level });
      if (reply.result.Ok !== undefined) {
        times.push(reply.think_ms);
        own.push(reply.think_ms);
      } else failed++;
    }
    if (byRecord && own.length) {
      const players = golden.config?.players ?? "?";
      const worst = Math.max(...own);
      const avg = own.reduce((a, b) => a + b, 0) / own.length;
      console.log(`  ${file}: ${players} players, ${own.length} moves, mean ${avg.toFixed(0)} ms, max ${worst.toFixed(0)} ms`);
    }
  }
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  const mean = times.reduce((a, b) => a + b, 0) / (times.length || 1);
  console.log(
    `${game}: ${level}, ${times.length} moves in Chromium's worker: mean ${mean.toFixed(0)} ms, p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms${failed ? ` (${failed} positions had no move)` : ""}`,
  );
  // What a player waits for a computer's move: the table plays it once both the pace's pause
  // (counted from the ask) and the think are over (`play_after_pause` in
  // src/session/controller.rs), so a think shorter than the pause is not felt.
  const felt = Object.entries(PACES).map(([name, pause]) => {
    const wait = times.reduce((a, t) => a + Math.max(pause, t), 0) / (times.length || 1);
    const longer = times.filter((t) => t > pause).length;
    return `${name} (${pause} ms) ${wait.toFixed(0)} ms, ${longer} of ${times.length} moves longer than the pause`;
  });
  console.log(`  a player's wait for a move, mean, by pace: ${felt.join("; ")}`);
}
await browser.close();
await server.stop();
