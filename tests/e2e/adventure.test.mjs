// The Adventure's campaign in the browser, against the release build: a solo co-operative
// campaign with a computer seat chosen on the new-game form, chapter 1 played to its end, the
// result on the campaign's page, the app reloaded and the next game (the replay after a loss, or
// the next chapter after a win) started from the campaign's page; export then import keeps the
// campaign.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { appReady, launch, screenshotPath, startServer } from "./helpers.mjs";

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

/** The campaign's storage keys and their data. */
function campaigns(page) {
  return page.evaluate(() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k.startsWith("islas/v1/campaign/")) out[k] = JSON.parse(localStorage.getItem(k)).data;
    }
    return out;
  });
}

test("a co-operative campaign: chapter 1 to its end, the result kept, the next game from the campaign page after a reload, export and import", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(server.url + "/");
  await appReady(page);
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("group", { name: "Computer opponents' pace" }).getByRole("radio", { name: "Instant" }).check();
  await page.getByRole("link", { name: "Games" }).click();

  // The form: one seat, a computer; the Adventure, co-operative; a typed seed.
  await page.getByRole("link", { name: "New game" }).first().click();
  await page.getByRole("heading", { name: "New game of Port Royal" }).waitFor();
  await page.getByText("More options").click();
  await page.getByRole("radio", { name: /^The Adventure \(campaign\)/ }).check();
  await page.getByRole("radio", { name: "1", exact: true }).check();
  await page.getByRole("group", { name: "Seat 1" }).getByLabel("Played by").selectOption({ label: "Computer: medium" });
  assert.ok(await page.getByRole("radio", { name: /^Co-operative/ }).isChecked());
  // Five players are not offered with the Adventure.
  assert.ok(await page.getByRole("radio", { name: "5", exact: true }).isDisabled());
  await page.getByText("Chapters written for Islas: the printed chapters are not reproduced.").waitFor();
  await page.getByLabel("Seed").fill("adventure-e2e");
  await page.getByRole("button", { name: "Start the game" }).click();

  // The campaign's page: five chapters, the first to play, the notice.
  await page.getByRole("heading", { level: 1, name: "Port Royal: the Adventure" }).waitFor();
  const id = new URL(page.url()).pathname.split("/").pop();
  assert.match(page.url(), /\/campaign\/adventure-/);
  assert.equal(await page.locator("ol.chapters > li").count(), 5);
  assert.match(await page.locator("ol.chapters > li").first().innerText(), /^Chapter 1: Smoke over the Harbour — to play$/);
  await page.getByText(/Chapters written for Islas: the printed chapters are not reproduced\. Some values are not published and are estimated\./).waitFor();
  await page.getByText("No chapter has been played yet.").waitFor();
  await page.getByText("0 of the 39 game cards of the Adventure are in the deck.").waitFor();

  // Chapter 1, played by the computer to its end.
  await page.getByRole("button", { name: "Start chapter 1" }).click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  const gameId = new URL(page.url()).pathname.split("/").pop();
  let stored = (await campaigns(page))[`islas/v1/campaign/${id}`];
  assert.equal(stored.game_in_progress, gameId);
  await page.getByRole("heading", { name: "Final score" }).waitFor({ timeout: 240000 });
  const words = await page.locator(".winner-line").innerText();
  assert.match(words, /^The chapter is (won|lost)/);
  const won = words.startsWith("The chapter is won");
  await page.getByText("The campaign keeps this result.").waitFor();
  await page.screenshot({ path: screenshotPath("adventure-end-1280.png"), fullPage: true });

  // Reported once: the campaign names no game in progress and holds one result.
  stored = (await campaigns(page))[`islas/v1/campaign/${id}`];
  assert.equal(stored.game_in_progress, undefined);
  assert.equal(stored.progress.results.length, 1);
  assert.equal(stored.progress.results[0].outcome, won ? "won" : "lost");
  // The end shown again after a reload reports nothing more.
  await page.reload();
  await page.getByRole("heading", { name: "Final score" }).waitFor();
  await page.getByText("The campaign keeps this result.").waitFor();
  stored = (await campaigns(page))[`islas/v1/campaign/${id}`];
  assert.equal(stored.progress.results.length, 1);

  // The story cards read in the game wait as pages to read, the chapter's first among them.
  const read = [];
  for (let i = 0; i < 20 && (await page.getByRole("dialog").count()) > 0; i++) {
    const story = page.getByRole("dialog");
    read.push(await story.getByRole("heading").first().innerText());
    await story.getByRole("button", { name: "Continue" }).click();
    await page.waitForTimeout(200);
  }
  assert.ok(read.some((t) => t.includes("A red sail")), `the story pages read: ${read.join(", ")}`);
  await page.getByRole("link", { name: "Back to the campaign" }).click();
  await page.getByRole("heading", { level: 1, name: "Port Royal: the Adventure" }).waitFor();
  const first = page.locator("ol.chapters > li").first();
  assert.match(await first.innerText(), won ? /— won$/ : /— lost once · to play$/);
  await page.getByText(/^Game 1, chapter 1, (won|lost):/).waitFor();
  // The story so far names the story cards read, from the chapter's first.
  assert.match(await page.locator("ol.story > li").first().innerText(), /A red sail/);
  if (!won) await page.getByText("One failure in a row: the replay starts with 3 more coins.").waitFor();
  await page.screenshot({ path: screenshotPath("adventure-campaign-1280.png"), fullPage: true });

  // Reloaded, the campaign is still there, listed on home.
  await page.goto(server.url + "/");
  await appReady(page);
  await page.getByRole("heading", { name: "Games in progress" }).waitFor();
  const row = page.locator("li.campaign");
  assert.match(await row.innerText(), won ? /co-operative · chapter 1 of 5/ : /co-operative · chapter 1 of 5/);
  await row.getByRole("link", { name: "Open the campaign" }).click();
  await page.getByRole("heading", { level: 1, name: "Port Royal: the Adventure" }).waitFor();

  // The next game starts from the campaign's page.
  const next = won ? page.getByRole("button", { name: "Next chapter: 2" }) : page.getByRole("button", { name: "Replay chapter 1 (+3 coins)" });
  await next.click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  const second = new URL(page.url()).pathname.split("/").pop();
  assert.notEqual(second, gameId);
  stored = (await campaigns(page))[`islas/v1/campaign/${id}`];
  assert.equal(stored.game_in_progress, second);
  assert.equal(stored.progress.chapter, won ? 2 : 1);
  // Its save names the campaign; its deal is the typed seed and the game's number.
  const save = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).data, `islas/v1/save/${second}`);
  assert.equal(save.campaign, id);
  assert.equal(save.seed_text, "adventure-e2e 2");
  if (!won) assert.deepEqual(save.record.config.adventure.bonus, [3]);
  await page.goto(server.url + `/campaign/${id}`);
  await page.getByRole("link", { name: won ? "Resume chapter 2" : "Resume chapter 1" }).waitFor();

  // Export, everything cleared, import: the campaign comes back whole.
  const before = await campaigns(page);
  await page.getByRole("link", { name: "Settings" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export all data" }).click()]);
  const file = await download.path();
  assert.ok(fs.readFileSync(file, "utf8").includes(`islas/v1/campaign/${id}`));
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await appReady(page);
  assert.deepEqual(await campaigns(page), {});
  await page.locator("#import-file").setInputFiles(file);
  await page.getByRole("status").filter({ hasText: /Items imported: \d+\./ }).waitFor();
  assert.deepEqual(await campaigns(page), before);
  await page.goto(server.url + `/campaign/${id}`);
  await page.getByRole("link", { name: won ? "Resume chapter 2" : "Resume chapter 1" }).waitFor();

  // Deleted after a confirmation, it is gone from home.
  await page.getByRole("button", { name: "Delete the campaign" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await page.getByRole("heading", { name: "Choose a game" }).waitFor();
  assert.deepEqual(await campaigns(page), {});
  assert.equal(await page.locator("li.campaign").count(), 0);

  assert.deepEqual(errors, []);
  await context.close();
});
