// The weight budgets (docs/performance.md), as tests of the release build in dist/: everything a
// player can download at most 600 KB, a first visit (what arrives before home is drawn) at most
// 200 KB. Counted gzip -9, the encoding a static host that compresses sends (the local server,
// scripts/static-server.py, sends the files as they are: the raw figure is reported beside it).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, startServer } from "./helpers.mjs";
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

test(`everything a player can download stays within ${EVERYTHING} bytes gzip`, () => {
  const { all, langs } = serviceWorkerFiles();
  const t = total(all);
  console.log(`everything (${all.length} files, texts of ${langs[0]}): ${t.gzip} bytes gzip -9, ${t.raw} raw`);
  assert.ok(t.gzip <= EVERYTHING, `everything weighs ${t.gzip} bytes gzip, over the budget of ${EVERYTHING}`);
});

test(`a first visit stays within ${FIRST_VISIT} bytes gzip before home is drawn`, async () => {
  const files = await firstVisitFiles(browser, server.url);
  const t = total(files);
  console.log(`first visit (${files.length} files): ${t.gzip} bytes gzip -9, ${t.raw} raw: ${files.join(" ")}`);
  // It fetched the page and the app's code, not only the page.
  assert.ok(files.some((f) => f.endsWith(".wasm")), files.join(" "));
  assert.ok(t.gzip <= FIRST_VISIT, `a first visit weighs ${t.gzip} bytes gzip, over the budget of ${FIRST_VISIT}`);
});
