// Measures the release build: gzip size of all wasm + js + css in dist/, and the time to first
// render of home in headless Chromium on localhost (median of 5 cold loads). Run by
// scripts/measure-app, which builds the release first. Prints Markdown.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { DIST, launch, startServer } from "./helpers.mjs";

const rows = [];
let raw = 0;
let gz = 0;
for (const name of fs.readdirSync(DIST).sort()) {
  if (!/\.(wasm|js|css)$/.test(name)) continue;
  const data = fs.readFileSync(path.join(DIST, name));
  const z = zlib.gzipSync(data, { level: 9 }).length;
  raw += data.length;
  gz += z;
  rows.push(`| ${name.replace(/-[0-9a-f]{16}/, "-…")} | ${data.length} | ${z} |`);
}
console.log("| file | bytes | gzip -9 bytes |\n| --- | ---: | ---: |");
console.log(rows.join("\n"));
console.log(`| **all wasm + js + css** | **${raw}** | **${gz}** |\n`);

const server = await startServer();
const browser = await launch();
const times = [];
for (let i = 0; i < 5; i++) {
  // A new context each time: empty HTTP cache, no service worker: a first visit.
  const context = await browser.newContext({ locale: "en-US" });
  await context.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector("main h1")) {
        window.__firstRender = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(server.url + "/");
  await page.waitForFunction(() => window.__firstRender !== undefined);
  times.push(await page.evaluate(() => window.__firstRender));
  await context.close();
}
await browser.close();
await server.stop();
times.sort((a, b) => a - b);
console.log(`time to first render of home (navigation start → <h1> in the DOM), 5 cold loads: ${times.map((t) => t.toFixed(0)).join(", ")} ms`);
console.log(`median: ${times[2].toFixed(0)} ms`);
