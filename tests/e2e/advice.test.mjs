// Hints and reviews in the browser, against the release build: in each game a person asks for a
// hint during a decision (the expert's best actions, named as the table names them, with a
// chance to win; kept in the save) and can cancel one; a finished game is reviewed to the end
// from its end screen (progress, then the largest mistakes and the win-chance graph with its
// words), and the review is there again after a reload. The finished games are recorded games
// between two medium computers (advice-records.json, made with `islas-cli record`), opened as a
// person's save.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { ROOT, appReady, axe, launch, screenshotPath, startServer } from "./helpers.mjs";

const RECORDS = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/e2e/advice-records.json"), "utf8"));
const GAMES = ["port-royal", "puerto-rico", "jamaica"];

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

async function newPage(viewport = { width: 360, height: 640 }, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { context, page, errors };
}

async function save(page, id) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) || "null"), `islas/v1/save/${id}`);
}

/** Opens the recorded finished game of `game` as this device's save `id`: Ana (a person) at
 *  seat 0, a medium computer at seat 1. */
async function openFinished(page, game, id) {
  await page.goto(server.url + "/");
  await appReady(page);
  const data = {
    id,
    game,
    updated: Date.now(),
    record: RECORDS[game],
    seats: [
      { name: "Ana", control: "person" },
      { name: "Bo", control: "medium" },
    ],
  };
  const value = JSON.stringify({ format: 2, rev: 1, data });
  await page.evaluate(([key, v]) => localStorage.setItem(key, v), [`islas/v1/save/${id}`, value]);
  await page.goto(server.url + `/play/${id}`);
  await page.getByRole("region", { name: "Review" }).waitFor();
}

test("a hint in each game: the expert's best actions in the table's words, each with a chance to win; kept in the save; cancelled at will", async () => {
  const { context, page, errors } = await newPage({ width: 360, height: 640 }, { bypassCSP: true });
  for (const game of GAMES) {
    await page.goto(server.url + `/?g=${game}&s=hint&p=2&a=person,medium`);
    await page.getByRole("button", { name: "Start the game" }).click();
    const hint = page.getByRole("button", { name: "Hint", exact: true });
    await hint.waitFor({ timeout: 60000 });
    // Asked, then cancelled: the panel goes, nothing is played.
    const before = await page.evaluate(() => location.pathname);
    await hint.click();
    const panel = page.getByTestId("hint-panel");
    await panel.waitFor();
    if (await panel.getByRole("button", { name: "Cancel" }).isVisible()) {
      await panel.getByRole("button", { name: "Cancel" }).click();
      await panel.waitFor({ state: "detached" });
    } else {
      await panel.getByRole("button", { name: "Close" }).click();
    }
    // Asked again, and waited for.
    await hint.click();
    const lines = panel.getByRole("listitem");
    await lines.first().waitFor({ timeout: 30000 });
    const words = await lines.allInnerTexts();
    assert.ok(words.length >= 1 && words.length <= 3, `${game}: ${words}`);
    for (const w of words) assert.match(w, /^.+ — \d{1,3} % chance to win$/, `${game}: ${w}`);
    if (game === "port-royal") {
      await page.screenshot({ path: screenshotPath("advice-hint-360.png"), fullPage: false });
      await axe(page, "a hint at 360");
    }
    const id = before.split("/").pop();
    const saved = await save(page, id);
    assert.deepEqual(saved.data.advice?.hints, [saved.data.record.actions.length], `${game}: the hint is in the save`);
    // Playing on clears it.
    await page.locator("button[data-action]:not([disabled])").first().click();
    await panel.waitFor({ state: "detached", timeout: 30000 });
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("a review of a finished game in each game: progress, the largest mistakes and the graph; there again after a reload; cancelled at will", async () => {
  const { context, page, errors } = await newPage({ width: 360, height: 640 }, { bypassCSP: true });
  const times = {};
  for (const game of GAMES) {
    const id = `review-${game}`;
    await openFinished(page, game, id);
    const region = page.getByRole("region", { name: "Review" });
    const ask = region.getByRole("button", { name: "Review my game" });
    if (game === "jamaica") {
      // Cancelled: the button is back, nothing is kept.
      await ask.click();
      await region.getByRole("button", { name: "Cancel" }).click();
      await ask.waitFor();
      assert.equal((await save(page, id)).data.advice, undefined);
    }
    const started = Date.now();
    await ask.click();
    await region.getByRole("progressbar").waitFor();
    const found = region.getByText(/Where your choices cost the most|found no decision that cost you/);
    await found.waitFor({ timeout: 120000 });
    times[game] = Date.now() - started;
    // The graph is named by the words beside it.
    const words = await region.locator("figcaption").innerText();
    assert.match(words, /Your chance to win over your \d+ decisions/);
    await region.getByRole("img", { name: words }).waitFor();
    const mistakes = await region.locator(".mistakes li").count();
    assert.ok(mistakes <= 3, `${game}: ${mistakes}`);
    if (mistakes > 0) {
      const first = await region.locator(".mistakes li").first().innerText();
      assert.match(first, /You played: .+\n+The expert preferred: .+\n+\d+ percentage points of win chance lost/);
    }
    const saved = (await save(page, id)).data.advice.review;
    assert.equal(saved.seat, 0);
    assert.ok(saved.moments.length > 5, `${game}: ${saved.moments.length} decisions`);
    if (game === "port-royal") {
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath("advice-review-360.png"), fullPage: false });
      await axe(page, "a review at 360");
    }
    // After a reload the review is there at once, from the save.
    await page.reload();
    await page.getByRole("region", { name: "Review" }).getByRole("img").waitFor({ timeout: 10000 });
    assert.equal(await page.getByRole("button", { name: "Review my game" }).count(), 0);
  }
  console.log(`review times in the worker (ms): ${JSON.stringify(times)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("at 360×640 the table's controls stay in one row beside the status in every language", async () => {
  for (const [locale, start] of [["es-ES", "Empezar la partida"], ["cs-CZ", "Začít hru"], ["en-US", "Start the game"]]) {
    const { context, page, errors } = await newPage({ width: 360, height: 640 }, { locale });
    for (const game of GAMES) {
      await page.goto(server.url + `/?g=${game}&s=bar&p=2&a=person,medium`);
      await page.getByRole("button", { name: start }).click();
      const bar = page.locator(".table-bar");
      await bar.locator("button").first().waitFor({ timeout: 60000 });
      const tools = await bar.locator(".tools").boundingBox();
      const status = await bar.locator(".status").boundingBox();
      assert.ok(tools.height <= 48, `${locale}, ${game}: the controls take ${tools.height}px at 360×640, more than a row`);
      assert.ok(tools.y < status.y + status.height, `${locale}, ${game}: the controls are under the status, not beside it`);
      const last = await bar.locator("button, a").last().boundingBox();
      assert.ok(last.x + last.width <= 360, `${locale}, ${game}: the bar's last control ends at ${last.x + last.width}px`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
