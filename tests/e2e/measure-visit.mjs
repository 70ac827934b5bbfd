// A player's time on a phone and a slow network: Chromium with the CPU throttled 4× (CDP
// Emulation.setCPUThrottlingRate) and a slow 4G profile (CDP Network.emulateNetworkConditions:
// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), against the release build in dist/ served
// by scripts/static-server.py (each file in the encoding the browser takes). Five runs each,
// medians, printed as Markdown:
//
// - first visit (a new profile: empty cache, no service worker): navigation start to home drawn
//   (its <h1>), and to a game's first screen (/new/port-royal: its <form>);
// - later visit (the same profile once the service worker controls the page): the same two.
//
// Run by scripts/measure-app (visit); ISLAS_DIST picks another build, ISLAS_RUNS the runs.
import { launch, startServer } from "./helpers.mjs";

const RUNS = Number(process.env.ISLAS_RUNS || 5);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
}

/** Milliseconds from navigation start until `selector` is in the DOM. */
async function timeTo(page, url, selector) {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForSelector(selector, { state: "attached", timeout: 120000 });
  return page.evaluate(() => performance.now());
}

const server = await startServer();
const browser = await launch();
const series = { "first visit, home": [], "first visit, a game's first screen": [], "later visit, home": [], "later visit, a game's first screen": [] };
for (let i = 0; i < RUNS; i++) {
  for (const [path, selector, name] of [
    ["/", "main h1", "home"],
    ["/new/port-royal", "main form", "a game's first screen"],
  ]) {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await throttle(context, page);
    series[`first visit, ${name}`].push(await timeTo(page, server.url + path, selector));
    // The service worker installs (precaching the build) and takes over; then a later visit.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
      }
    });
    series[`later visit, ${name}`].push(await timeTo(page, server.url + path, selector));
    await context.close();
  }
}
await browser.close();
await server.stop();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`| a phone on slow 4G (CPU 4×, 150 ms, 1.6 Mbit/s) | median ms | runs (ms) |\n| --- | ---: | --- |`);
for (const [name, xs] of Object.entries(series)) {
  console.log(`| ${name} | ${median(xs).toFixed(0)} | ${xs.map((x) => x.toFixed(0)).join(", ")} |`);
}
