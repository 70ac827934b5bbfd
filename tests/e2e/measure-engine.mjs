// The engine's speed natively and as wasm in Chromium, on the same games: random Port Royal
// games (uniformly random legal actions), game i dealt from the same seed series.
//
// - native: `islas-cli simulate --game port-royal --players P --games N --seed S` (release
//   profile, as the README builds it);
// - wasm: the same series asked of the release build's bots' worker (a `bench` message, see
//   crates/games/src/think.rs), in headless Chromium, against dist/ served on localhost.
//
// Both are timed in CPU time, so other work on the machine does not count: the CLI's
// `perf stat -e task-clock` (or getrusage), and the CPU time of the Chromium thread that ran the
// bench (the busiest thread during the request, read from /proc; Linux only). Wall-clock
// figures are printed beside them. Each round runs native then wasm; the best round of each
// is the figure. The two must agree on the games: same mean length and points per seat.
// Then the hard bot's think time in the same worker (CPU time per move, 3 players).
//
//   node tests/e2e/measure-engine.mjs --cli target/release/islas-cli [--games 20000]
//     [--players 4] [--seed pirates] [--rounds 3]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { launch, startServer } from "./helpers.mjs";

const opts = { cli: "target/release/islas-cli", games: 20000, players: 4, seed: "pirates", rounds: 3 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const name = argv[i].replace(/^--/, "");
  if (!(name in opts) || argv[i + 1] === undefined) throw new Error(`usage: see the top of ${import.meta.url}`);
  opts[name] = typeof opts[name] === "number" ? Number(argv[i + 1]) : argv[i + 1];
}

// The CLI's CPU time: `perf stat -e task-clock` where perf works; otherwise user + system time
// from getrusage, less that of a run of no games (Python's fork before exec counts in it).
const RUSAGE = `
import resource, subprocess, sys
out = subprocess.run(sys.argv[1:], capture_output=True, text=True)
sys.stdout.write(out.stdout); sys.stderr.write(out.stderr)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print("cpu seconds", r.ru_utime + r.ru_stime)
sys.exit(out.returncode)
`;
const simulate = (games) => ["simulate", "--game", "port-royal", "--players", String(opts.players), "--games", String(games), "--seed", opts.seed];
const perf = spawnSync("perf", ["stat", "-x,", "-e", "task-clock", opts.cli, ...simulate(0)], { encoding: "utf8" });
const PERF = perf.status === 0 && /,msec,task-clock/.test(perf.stderr);

function cpuRun(games) {
  const out = PERF
    ? spawnSync("perf", ["stat", "-x,", "-e", "task-clock", opts.cli, ...simulate(games)], { encoding: "utf8" })
    : spawnSync("python3", ["-c", RUSAGE, opts.cli, ...simulate(games)], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`islas-cli simulate failed: ${out.stderr}`);
  const cpu = PERF
    ? Number(out.stderr.match(/^([\d.]+),msec,task-clock/m)[1]) / 1000
    : Number(out.stdout.match(/^cpu seconds (\S+)$/m)[1]);
  return { cpu, text: out.stdout };
}
const BASELINE = PERF ? 0 : Math.min(...[1, 2, 3].map(() => cpuRun(0).cpu));

function native() {
  const { cpu, text } = cpuRun(opts.games);
  const seconds = Number(text.match(/games from seed \S+ in (\S+) s/)[1]);
  const mean = text.match(/mean game length: (\S+) actions/)[1];
  const points = [...text.matchAll(/^\s*\d+\s+(-?[\d.]+)\s+[\d.]+%$/gm)].map((x) => x[1]);
  return { cpu: cpu - BASELINE, wall: seconds, mean, points };
}

// CPU time (clock ticks) of every thread of every process descended from this one.
const TICK = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
function threadTimes() {
  const parent = new Map();
  for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      parent.set(pid, stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch {}
  }
  const mine = (pid) => {
    for (let p = pid; p && p !== "0" && p !== "1"; p = parent.get(p)) if (p === String(process.pid)) return true;
    return false;
  };
  const times = new Map();
  for (const pid of parent.keys()) {
    if (pid === String(process.pid) || !mine(pid)) continue;
    let tids = [];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {}
    for (const tid of tids) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        times.set(tid, Number(f[11]) + Number(f[12])); // utime, stime
      } catch {}
    }
  }
  return times;
}

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
  window.__bench = worker;
});
const bench = { game: "port-royal", players: opts.players, games: opts.games, seed: opts.seed };
async function wasm(b = bench) {
  const before = threadTimes();
  const reply = await page.evaluate(
    (b) =>
      new Promise((resolve, reject) => {
        window.__bench.onmessage = (e) => resolve(JSON.parse(e.data));
        window.__bench.onerror = (e) => reject(new Error(`the worker failed: ${e.message || e.type}`));
        window.__bench.postMessage(JSON.stringify({ id: 1, bench: b }));
      }),
    b,
  );
  const after = threadTimes();
  if (!reply.result.Ok) throw new Error(`the bench failed: ${JSON.stringify(reply)}`);
  const r = reply.result.Ok;
  let busiest = 0;
  for (const [tid, t] of after) busiest = Math.max(busiest, t - (before.get(tid) ?? 0));
  const finished = r.games - r.unfinished;
  if (busiest === 0) console.error("no CPU time of Chromium's threads (no /proc?): the wasm figures are wall-clock");
  return {
    cpu: busiest ? busiest / TICK : r.ms / 1000,
    wall: r.ms / 1000,
    mean: (r.actions / r.games).toFixed(1),
    points: r.points.map((p) => (p / finished).toFixed(2)),
  };
}

// Warm up: the wasm is compiled and its hot functions optimised (V8 tiers up as they run).
await wasm({ ...bench, games: Math.max(1, Math.round(opts.games / 4)) });

const rate = (r) => opts.games / r;
console.log(
  `Random Port Royal games, ${opts.players} players, ${opts.games} games from seed "${opts.seed}" per run; games per second of CPU time (of wall-clock time).\n`,
);
console.log("| round | native games/s | wasm in Chromium games/s | wasm / native |\n| --- | ---: | ---: | ---: |");
const runs = [];
for (let i = 1; i <= opts.rounds; i++) {
  const n = native();
  const w = await wasm();
  if (n.mean !== w.mean || n.points.join() !== w.points.join()) {
    throw new Error(`native and wasm played different games: ${JSON.stringify({ n, w })}`);
  }
  runs.push({ n, w });
  console.log(
    `| ${i} | ${rate(n.cpu).toFixed(0)} (${rate(n.wall).toFixed(0)}) | ${rate(w.cpu).toFixed(0)} (${rate(w.wall).toFixed(0)}) | ${((100 * n.cpu) / w.cpu).toFixed(0)} % |`,
  );
}
// The hard bot in the same worker: one move at each of 14 positions of a golden 3-player game
// (every 20th action), CPU time of the worker's thread as above.
const golden = JSON.parse(fs.readFileSync(new URL("../../crates/port-royal/tests/golden/pr-3p-1.json", import.meta.url), "utf8")).record;
async function ask(req) {
  return page.evaluate(
    (req) =>
      new Promise((resolve) => {
        window.__bench.onmessage = (e) => resolve(JSON.parse(e.data));
        window.__bench.postMessage(JSON.stringify(req));
      }),
    req,
  );
}
const positions = [];
for (let k = 20; k < golden.actions.length; k += 20) {
  const record = { ...golden, actions: golden.actions.slice(0, k) };
  for (let seat = 0; seat < golden.config.players; seat++) {
    const reply = await ask({ id: k, game: "port-royal", record, seat, level: "easy" });
    if (reply.result.Ok) positions.push({ record, seat });
  }
}
let botCpu = 0;
let botWall = 0;
for (const { record, seat } of positions) {
  const before = threadTimes();
  const reply = await ask({ id: 1, game: "port-royal", record, seat, level: "hard" });
  const after = threadTimes();
  if (!reply.result.Ok) throw new Error(`the hard bot failed: ${JSON.stringify(reply)}`);
  let busiest = 0;
  for (const [tid, t] of after) busiest = Math.max(busiest, t - (before.get(tid) ?? 0));
  botCpu += busiest / TICK;
  botWall += reply.think_ms / 1000;
}
await browser.close();
await server.stop();

const best = (k) => Math.min(...runs.map((r) => r[k].cpu));
const [n, w] = [rate(best("n")), rate(best("w"))];
console.log(`\nSame games both ways: mean length ${runs[0].n.mean} actions, mean points per seat ${runs[0].n.points.join(", ")}.`);
console.log(`native: ${n.toFixed(0)} games per CPU-second (best of ${opts.rounds}; CPU time by ${PERF ? "perf stat -e task-clock" : "getrusage"})`);
console.log(`wasm in Chromium: ${w.toFixed(0)} games per CPU-second (best of ${opts.rounds}; CPU time of the worker's thread from /proc)`);
console.log(`wasm / native: ${((100 * w) / n).toFixed(0)} %`);
console.log(
  `hard bot in the same worker, 3 players: ${((1000 * botCpu) / positions.length).toFixed(0)} ms of CPU time per move (${((1000 * botWall) / positions.length).toFixed(0)} ms by the worker's clock), mean of ${positions.length} positions of a golden game`,
);
