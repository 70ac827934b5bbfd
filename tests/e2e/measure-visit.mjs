// A player's time on a phone and a slow network: Chromium with the CPU throttled 4× (CDP
// Emulation.setCPUThrottlingRate) and a slow 4G link (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up), against the release build in dist/ served by scripts/static-server.py (each
// file in the encoding the browser takes). Five runs each, medians, printed as Markdown:
//
// - first visit (a new profile: empty cache, no service worker): navigation start to home drawn
//   (its <h1>: index.html's home, which the start-up script shows; then the app's own, which
//   replaces it), and to a game's first screen (/new/port-royal: its <form>); "drawn" is the end
//   of the first frame with it in the DOM, by the page's own clock (`noteMoments`);
// - a newcomer's way in: a first visit to home, then Port Royal's new-game form chosen as soon as
//   home is drawn (from the tap to the form);
// - a shared link's way in: a first visit to the new-game form, then Start pressed as soon as it
//   is drawn (from the tap to the table: the screens chunk may still be on its way);
// - later visit (the same profile once the service worker controls the page): the same two.
//
// The slow link is one link for everything the browser fetches, as a phone's is: a proxy between
// Chromium and the server (`slowLink`) lets bytes through at the link's rate, shared by every
// connection, each one delayed by half the round trip, and each new connection by a round trip.
// CDP's own network emulation throttles only the page's requests, not the service worker's: on a
// first visit its precache download (unthrottled) filled the HTTP cache, and the page's request
// for the screens chunk was answered from there, faster than any phone would get it.
//
// Run by scripts/measure-app (visit); ISLAS_DIST picks another build, ISLAS_RUNS the runs.
import net from "node:net";
import { APP_HEADING, launch, startServer } from "./helpers.mjs";

const RUNS = Number(process.env.ISLAS_RUNS || 5);
/** Slow 4G, as Chromium's DevTools preset: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { latency: 150, down: (1.6e6 / 8) * 0.9, up: (750e3 / 8) * 0.9 };

/** One direction of a link: the connections with bytes to send share it fairly (in turns of
 * 4 KB, as TCP flows share a bottleneck), each buffer arriving `delay` ms after its last byte
 * left; `send(connection, bytes, deliver)` calls `deliver` when the buffer has arrived, in the
 * order each connection sent. */
function direction(rate, delay) {
  const TURN = 4096;
  const waiting = new Map(); // connection -> its buffers not sent yet, oldest first
  let clock = 0; // when the link has sent everything it started
  let sending = null;
  const arrivals = []; // buffers sent, in the order they arrive
  let arriving = null;
  const land = () => {
    arriving = null;
    const now = performance.now();
    while (arrivals.length > 0 && arrivals[0].at <= now) arrivals.shift().deliver();
    if (arrivals.length > 0) arriving = setTimeout(land, arrivals[0].at - now);
  };
  const arrive = (at, deliver) => {
    arrivals.push({ at, deliver });
    if (arriving === null) arriving = setTimeout(land, at - performance.now());
  };
  const pump = () => {
    sending = null;
    const now = performance.now();
    // A timer that fires late does not slow the link: the turns it owes are sent at once.
    while (clock <= now && waiting.size > 0) {
      for (const [connection, queue] of [...waiting]) {
        const head = queue[0];
        const bytes = Math.min(TURN, head.left);
        head.left -= bytes;
        clock += (bytes * 1000) / rate;
        if (head.left === 0) {
          queue.shift();
          arrive(clock + delay, head.deliver);
        }
        if (queue.length === 0) waiting.delete(connection);
      }
    }
    if (waiting.size > 0) sending = setTimeout(pump, clock - now);
  };
  return {
    /** Forgets what `connection` has not sent yet: a closed connection holds the link no more. */
    drop(connection) {
      waiting.delete(connection);
    },
    send(connection, bytes, deliver) {
      // An idle link starts sending now.
      if (waiting.size === 0) clock = Math.max(clock, performance.now());
      if (!waiting.has(connection)) waiting.set(connection, []);
      waiting.get(connection).push({ left: bytes, deliver });
      if (sending === null) pump();
    },
  };
}

/** A proxy on a port of its own to `port`, every connection through one slow link. */
async function slowLink(port, { latency, down, up } = SLOW_4G) {
  const toClient = direction(down, latency / 2);
  const toServer = direction(up, latency / 2);
  const sockets = new Set();
  const proxy = net.createServer((client) => {
    const server = net.connect(port, "127.0.0.1");
    sockets.add(client).add(server);
    client.pause();
    // The connection's handshake: one round trip before the first byte goes.
    setTimeout(() => client.resume(), latency);
    client.on("data", (d) => toServer.send(client, d.length, () => server.write(d)));
    server.on("data", (d) => toClient.send(client, d.length, () => client.writable && client.write(d)));
    client.on("end", () => toServer.send(client, 0, () => server.end()));
    server.on("end", () => toClient.send(client, 0, () => client.end()));
    for (const [a, b] of [[client, server], [server, client]]) {
      a.on("error", () => b.destroy());
      a.on("close", () => sockets.delete(a));
    }
    // A browser context closed mid-download (a measured visit ends before its service worker
    // has precached the build) does not slow the next visit's files.
    client.on("close", () => {
      toClient.drop(client);
      toServer.drop(client);
      server.destroy();
    });
  });
  await new Promise((done) => proxy.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${proxy.address().port}`,
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise((done) => proxy.close(done));
    },
  };
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** When the player sees a part of the page: the page's own clock at the end of the first frame
 * drawn with it in the DOM (a task posted from that frame's requestAnimationFrame runs once the
 * frame's style, layout and paint are done), noted by the page itself. An init script (a
 * MutationObserver and a click listener, a few lines) notes the moments and tells them on the
 * console. Not a Playwright selector (`waitForSelector`, a locator's `waitFor`) then
 * `performance.now()`: that first injects the tool's selector engine into the new document, a
 * script of 60 ms with the CPU slowed 4× run before the app's own start-up script, and then
 * reads the clock only when the page's main thread is free to answer, both times a phone never
 * spends. The tool's scripts come in only to press a button, after the moment before it. */
const WATCHED = ["main h1", APP_HEADING, "main form", "#harbour-title"];
function noteMoments(selectors) {
  const seen = new Set();
  const tell = (name, at) => console.debug(`islas-moment ${at} ${name}`);
  const note = () => {
    for (const s of selectors) {
      if (!seen.has(s) && document.querySelector(s)) {
        seen.add(s);
        requestAnimationFrame(() => setTimeout(() => tell(s, performance.now())));
      }
    }
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true });
  addEventListener("click", (e) => tell("click", e.timeStamp), true);
}

/** A page whose moments are noted: `moment(name)` waits for the page's time of that moment
 * (a watched selector, or "click") in its current document. */
async function watchedPage(context) {
  await context.addInitScript(noteMoments, WATCHED);
  const page = await context.newPage();
  let moments = new Map();
  let waiting = [];
  page.on("console", (m) => {
    const [tag, at, ...rest] = m.text().split(" ");
    if (tag !== "islas-moment") return;
    const name = rest.join(" ");
    if (!moments.has(name)) moments.set(name, Number(at));
    waiting = waiting.filter((w) => (moments.has(w.name) ? (w.done(moments.get(w.name)), false) : true));
  });
  page.forget = () => {
    moments = new Map();
  };
  page.moment = (name) =>
    moments.has(name)
      ? Promise.resolve(moments.get(name))
      : new Promise((done, fail) => {
          waiting.push({ name, done });
          setTimeout(() => fail(new Error(`no ${name} in 120 s`)), 120000).unref();
        });
  return page;
}

/** Milliseconds from navigation start until the first frame drawn with `selector` in the DOM. */
async function timeTo(page, url, selector) {
  page.forget();
  await page.goto(url, { waitUntil: "commit" });
  return page.moment(selector);
}

const server = await startServer();
const link = await slowLink(server.port);
const browser = await launch();
const TAPPED = "first visit, home, then a game tapped at once: from the tap to its first screen";
const STARTED = "first visit, a game's form, then Start at once: from the tap to the table";
const series = { "first visit, home": [], "first visit, home drawn by the app": [], "first visit, a game's first screen": [], [TAPPED]: [], [STARTED]: [], "later visit, home": [], "later visit, home drawn by the app": [], "later visit, a game's first screen": [] };
/** The app's own home (home.mjs): until then home is index.html's, shown by the start-up script. */
const byApp = (page) => page.moment(APP_HEADING);
for (let i = 0; i < RUNS; i++) {
  // A newcomer's way in: home, and a game chosen as soon as home is there (while the service
  // worker, registered once home is drawn, downloads the build).
  {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await watchedPage(context);
    await throttle(context, page);
    await timeTo(page, link.url + "/", "main h1");
    await page.locator('main a[href="/new/port-royal"]').first().click();
    series[TAPPED].push((await page.moment("main form")) - (await page.moment("click")));
    await context.close();
  }
  // A shared link's way in: the form, and Start pressed as soon as it is drawn.
  {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await watchedPage(context);
    await throttle(context, page);
    await timeTo(page, link.url + "/new/port-royal", "main form");
    await page.getByRole("button", { name: "Start the game" }).click();
    series[STARTED].push((await page.moment("#harbour-title")) - (await page.moment("click")));
    await context.close();
  }
  for (const [path, selector, name] of [
    ["/", "main h1", "home"],
    ["/new/port-royal", "main form", "a game's first screen"],
  ]) {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await watchedPage(context);
    await throttle(context, page);
    series[`first visit, ${name}`].push(await timeTo(page, link.url + path, selector));
    if (path === "/") series["first visit, home drawn by the app"].push(await byApp(page));
    // The service worker installs (precaching the build) and takes over; then a later visit.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
      }
    });
    series[`later visit, ${name}`].push(await timeTo(page, link.url + path, selector));
    if (path === "/") series["later visit, home drawn by the app"].push(await byApp(page));
    await context.close();
  }
}
await browser.close();
await link.stop();
await server.stop();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`| a phone on slow 4G (CPU 4×, 150 ms, 1.6 Mbit/s) | median ms | runs (ms) |\n| --- | ---: | --- |`);
for (const [name, xs] of Object.entries(series)) {
  console.log(`| ${name} | ${median(xs).toFixed(0)} | ${xs.map((x) => x.toFixed(0)).join(", ")} |`);
}
