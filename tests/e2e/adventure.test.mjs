// The Adventure's campaign in the browser, against the release build, with computer seats chosen
// on the new-game form. The computer's moves are the same wherever they are asked for (the bot's
// seed comes from the game's seed, the moves so far and the seat), and a typed seed deals the
// campaign's game n from "<seed> n", so the typed seeds below end chapter 1 in a known way:
// crates/games/tests/port_royal_adventure.rs plays the same chapters natively and checks it
// (the example adventure_seeds in that crate finds new seeds).
//
// - A co-operative solo campaign whose chapter 1 is won: the result kept once, the campaign
//   after a reload, chapter 2 started from the campaign's page and resumed after a reload of its
//   game, export then import keeps the campaign at chapter 2.
// - A co-operative solo campaign whose chapter 1 is lost: the replay with 3 more coins.
// - A competitive campaign of two computers: chapter 1 has a winner, the result kept once, the
//   next chapter starts.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { appReady, launch, screenshotPath, startServer } from "./helpers.mjs";

/** The typed seeds (port_royal_adventure.rs checks how chapter 1 ends for each). */
const COOP_WON = "adventure-e2e-0";
const COOP_LOST = "adventure-e2e";
const COMPETITIVE = "adventure-e2e";

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

/** One campaign's data. */
async function campaign(page, id) {
  return (await campaigns(page))[`islas/v1/campaign/${id}`];
}

/** A game's save. */
function save(page, gameId) {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k)).data, `islas/v1/save/${gameId}`);
}

const idOf = (page) => new URL(page.url()).pathname.split("/").pop();

/** A new page whose errors are collected, at home. */
async function open(context) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(server.url + "/");
  await appReady(page);
  return { page, errors };
}

/** The computers' pace in Settings. */
async function pace(page, name) {
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("group", { name: "Computer opponents' pace" }).getByRole("radio", { name }).check();
}

/** The new-game form: the Adventure in `mode`, one seat per computer level, a typed seed. */
async function newCampaign(page, { mode, levels, seed }) {
  await page.getByRole("link", { name: "Games" }).click();
  await page.getByRole("link", { name: "New game" }).first().click();
  await page.getByRole("heading", { name: "New game of Port Royal" }).waitFor();
  await page.getByText("More options").click();
  await page.getByRole("radio", { name: /^The Adventure \(campaign\)/ }).check();
  await page.getByRole("radio", { name: String(levels.length), exact: true }).check();
  await page.getByRole("radio", { name: mode === "co-op" ? /^Co-operative/ : /^Competitive/ }).check();
  for (const [i, level] of levels.entries()) {
    await page.getByRole("group", { name: `Seat ${i + 1}` }).getByLabel("Played by").selectOption({ label: `Computer: ${level}` });
  }
  // Five players are not offered with the Adventure.
  assert.ok(await page.getByRole("radio", { name: "5", exact: true }).isDisabled());
  await page.getByText("Chapters written for Islas: the printed chapters are not reproduced.").waitFor();
  await page.getByLabel("Seed").fill(seed);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("heading", { level: 1, name: "Port Royal: the Adventure" }).waitFor();
  assert.match(page.url(), /\/campaign\/adventure-/);
  return idOf(page);
}

/** Chapter 1 started from the campaign's page and played by the computers to its end: the
 * result kept once (a reload reports nothing more). Returns the game's id and end headline. */
async function chapterOne(page, id, seed) {
  assert.equal(await page.locator("ol.chapters > li").count(), 5);
  assert.match(await page.locator("ol.chapters > li").first().innerText(), /^Chapter 1: Smoke over the Harbour — to play$/);
  // Each chapter names its number once: the list draws no number of its own.
  assert.equal(await page.locator("ol.chapters").evaluate((e) => getComputedStyle(e).listStyleType), "none");
  await page.getByText(/Chapters written for Islas: the printed chapters are not reproduced\. Some values are not published and are estimated\./).waitFor();
  await page.getByText("No chapter has been played yet.").waitFor();
  await page.getByText("0 of the 39 game cards of the Adventure are in the deck.").waitFor();
  await page.getByRole("button", { name: "Start chapter 1" }).click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  const gameId = idOf(page);
  const stored = await campaign(page, id);
  assert.equal(stored.game_in_progress, gameId);
  assert.equal((await save(page, gameId)).seed_text, `${seed} 1`);
  await page.getByRole("heading", { name: "Final score" }).waitFor({ timeout: 240000 });
  const headline = await page.locator(".winner-line").innerText();
  await page.getByText("The campaign keeps this result.").waitFor();
  // Reported once: the campaign names no game in progress and holds one result.
  let after = await campaign(page, id);
  assert.equal(after.game_in_progress, undefined);
  assert.equal(after.progress.results.length, 1);
  // The end shown again after a reload reports nothing more.
  await page.reload();
  await page.getByRole("heading", { name: "Final score" }).waitFor();
  await page.getByText("The campaign keeps this result.").waitFor();
  after = await campaign(page, id);
  assert.equal(after.progress.results.length, 1);
  return { gameId, headline, result: after.progress.results[0] };
}

/** The story cards read in the game wait as pages to read, the chapter's first among them;
 * then back to the campaign's page. */
async function readStoriesAndGoBack(page) {
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
}

/** The chapter named in the Adventure's part of the table. */
async function tableChapter(page) {
  return page.getByRole("region", { name: "The Adventure" }).locator(".adv-chapter").innerText();
}

test("a co-operative campaign: chapter 1 won, the result kept, chapter 2 started from the campaign page and resumed after a reload, export and import keep chapter 2", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open(context);
  await pace(page, "Instant");
  const id = await newCampaign(page, { mode: "co-op", levels: ["medium"], seed: COOP_WON });
  assert.match(await page.locator("p.lead").innerText(), /^co-operative · /);

  // Chapter 1, played by the computer to its end: won.
  const { gameId, headline, result } = await chapterOne(page, id, COOP_WON);
  assert.match(headline, /^The chapter is won: every mission on the table is completed and card 9’s totals are reached\.$/);
  assert.equal(result.outcome, "won");
  assert.equal(result.chapter, 1);
  await page.screenshot({ path: screenshotPath("adventure-end-1280.png"), fullPage: true });
  await readStoriesAndGoBack(page);

  // The campaign's page: chapter 1 won, its end card to read, the next chapter offered.
  assert.match(await page.locator("ol.chapters > li").first().innerText(), /— won$/);
  assert.match(await page.locator("ol.chapters > li").nth(1).innerText(), /^Chapter 2: The Bread Convoy — to come$/);
  await page.getByText(/^Game 1, chapter 1, won:/).waitFor();
  assert.match(await page.locator("ol.story > li").first().innerText(), /A red sail/);
  await page.locator("article.story-card h2").waitFor();
  assert.equal(await page.getByText(/failure/).count(), 0);
  await page.getByRole("button", { name: "Next chapter: 2" }).waitFor();
  await page.screenshot({ path: screenshotPath("adventure-campaign-1280.png"), fullPage: true });

  // Reloaded, the campaign is still there, listed on home, the next chapter still offered.
  await page.goto(server.url + "/");
  await appReady(page);
  await page.getByRole("heading", { name: "Games in progress" }).waitFor();
  const row = page.locator("li.campaign");
  assert.match(await row.innerText(), /co-operative · chapter 1 of 5/);
  // Slow computers from here: chapter 2 is still being played when its page is reloaded.
  await pace(page, "Slow");
  await page.goto(server.url + "/");
  await appReady(page);
  await page.locator("li.campaign").getByRole("link", { name: "Open the campaign" }).click();
  await page.getByRole("heading", { level: 1, name: "Port Royal: the Adventure" }).waitFor();
  assert.match(await page.locator("ol.chapters > li").first().innerText(), /— won$/);

  // Chapter 2 starts from the campaign's page: the campaign names its game, dealt from the
  // typed seed and the game's number.
  await page.getByRole("button", { name: "Next chapter: 2" }).click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  const second = idOf(page);
  assert.notEqual(second, gameId);
  let stored = await campaign(page, id);
  assert.equal(stored.game_in_progress, second);
  assert.equal(stored.progress.chapter, 2);
  let kept = await save(page, second);
  assert.equal(kept.campaign, id);
  assert.equal(kept.seed_text, `${COOP_WON} 2`);
  assert.equal(kept.record.config.adventure.chapter, 2);
  // A chapter won: no replay coins.
  assert.ok(!(kept.record.config.adventure.bonus ?? []).some((b) => b > 0));
  assert.match(await tableChapter(page), /^Chapter 2: The Bread Convoy · co-operative$/);
  // The computer plays a few moves, then the page is reloaded: the same game resumes, still
  // chapter 2, and the computer plays on.
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).data.record.actions.length >= 2, `islas/v1/save/${second}`, { timeout: 60000 });
  await page.reload();
  await appReady(page);
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  assert.equal(idOf(page), second);
  assert.match(await tableChapter(page), /^Chapter 2: The Bread Convoy · co-operative$/);
  const moves = (await save(page, second)).record.actions.length;
  await page.waitForFunction(([k, n]) => JSON.parse(localStorage.getItem(k)).data.record.actions.length > n, [`islas/v1/save/${second}`, moves], { timeout: 60000 });
  assert.equal(await page.getByRole("heading", { name: "Final score" }).count(), 0);
  stored = await campaign(page, id);
  assert.equal(stored.game_in_progress, second);
  assert.equal(stored.progress.results.length, 1);
  await page.screenshot({ path: screenshotPath("adventure-chapter-2-1280.png"), fullPage: true });

  // The campaign's page offers to resume it.
  await page.goto(server.url + `/campaign/${id}`);
  await page.getByRole("link", { name: "Resume chapter 2" }).waitFor();
  assert.match(await page.locator("ol.chapters > li").nth(1).innerText(), /^Chapter 2: The Bread Convoy — being played$/);

  // Export, everything cleared, import: the campaign comes back whole, at chapter 2, and its
  // game resumes.
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
  assert.equal((await campaign(page, id)).progress.chapter, 2);
  await page.goto(server.url + `/campaign/${id}`);
  await page.getByRole("link", { name: "Resume chapter 2" }).click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  assert.equal(idOf(page), second);
  assert.match(await tableChapter(page), /^Chapter 2: The Bread Convoy · co-operative$/);

  // Deleted after a confirmation, it is gone from home.
  await page.goto(server.url + `/campaign/${id}`);
  await page.getByRole("button", { name: "Delete the campaign" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await page.getByRole("heading", { name: "Choose a game" }).waitFor();
  assert.deepEqual(await campaigns(page), {});
  assert.equal(await page.locator("li.campaign").count(), 0);

  assert.deepEqual(errors, []);
  await context.close();
});

test("a co-operative campaign: chapter 1 lost, the replay with 3 more coins after a reload", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open(context);
  await pace(page, "Instant");
  const id = await newCampaign(page, { mode: "co-op", levels: ["medium"], seed: COOP_LOST });

  const { gameId, headline, result } = await chapterOne(page, id, COOP_LOST);
  assert.equal(headline, "The chapter is lost.");
  assert.equal(result.outcome, "lost");
  await page.screenshot({ path: screenshotPath("adventure-lost-1280.png"), fullPage: true });
  await readStoriesAndGoBack(page);

  assert.match(await page.locator("ol.chapters > li").first().innerText(), /— lost once · to play$/);
  await page.getByText(/^Game 1, chapter 1, lost:/).waitFor();
  await page.getByText("One failure in a row: the replay starts with 3 more coins.").waitFor();
  assert.equal(await page.locator("article.story-card").count(), 0);
  assert.equal(await page.getByRole("button", { name: /^Next chapter/ }).count(), 0);

  // Reloaded, the replay starts from the campaign's page: chapter 1 again, 3 more coins, the
  // next seed. (Slow computers: the replay is still being played when it is looked at.)
  await pace(page, "Slow");
  await page.goto(server.url + `/campaign/${id}`);
  await page.getByRole("button", { name: "Replay chapter 1 (+3 coins)" }).click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  const second = idOf(page);
  assert.notEqual(second, gameId);
  const stored = await campaign(page, id);
  assert.equal(stored.game_in_progress, second);
  assert.equal(stored.progress.chapter, 1);
  const kept = await save(page, second);
  assert.equal(kept.campaign, id);
  assert.equal(kept.seed_text, `${COOP_LOST} 2`);
  assert.deepEqual(kept.record.config.adventure.bonus, [3]);
  assert.match(await tableChapter(page), /^Chapter 1: Smoke over the Harbour · co-operative$/);

  assert.deepEqual(errors, []);
  await context.close();
});

test("a competitive campaign of two computers: chapter 1 has a winner, the result kept once, the next chapter starts", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await open(context);
  await pace(page, "Instant");
  const id = await newCampaign(page, { mode: "competitive", levels: ["easy", "easy"], seed: COMPETITIVE });
  assert.match(await page.locator("p.lead").innerText(), /^competitive · /);
  let stored = await campaign(page, id);
  assert.equal(stored.progress.mode, "competitive");
  assert.equal(stored.progress.players, 2);

  // Chapter 1 to its competitive end: a winner, the scores, the result kept once.
  const { headline, result } = await chapterOne(page, id, COMPETITIVE);
  assert.equal(headline, "Computer 2 wins!");
  assert.equal(await page.locator("table.scores tbody tr").count(), 2);
  assert.ok(await page.locator("table.scores").isVisible());
  assert.equal(result.outcome, "won");
  assert.deepEqual(result.report.winners, [1]);
  await page.screenshot({ path: screenshotPath("adventure-competitive-end-1280.png"), fullPage: true });
  await readStoriesAndGoBack(page);

  // The campaign's page: chapter 1 won, no failures in a competitive campaign, the next chapter.
  assert.match(await page.locator("ol.chapters > li").first().innerText(), /— won$/);
  await page.getByText(/^Game 1, chapter 1, won by Computer 2:/).waitFor();
  assert.equal(await page.getByText(/failure/).count(), 0);
  await page.screenshot({ path: screenshotPath("adventure-competitive-campaign-1280.png"), fullPage: true });
  // Reloaded (slow computers: chapter 2 is still being played when it is looked at), the next
  // chapter starts.
  await pace(page, "Slow");
  await page.goto(server.url + `/campaign/${id}`);
  await page.getByRole("button", { name: "Next chapter: 2" }).click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
  const second = idOf(page);
  stored = await campaign(page, id);
  assert.equal(stored.game_in_progress, second);
  assert.equal(stored.progress.chapter, 2);
  assert.equal(stored.progress.results.length, 1);
  const kept = await save(page, second);
  assert.equal(kept.seed_text, `${COMPETITIVE} 2`);
  assert.equal(kept.record.config.adventure.chapter, 2);
  assert.equal(kept.record.config.adventure.mode, "competitive");
  assert.match(await tableChapter(page), /^Chapter 2: The Bread Convoy · competitive$/);
  // Computers alone at the table: no Undo, and Skip goes to the end.
  assert.equal(await page.getByRole("button", { name: "Undo" }).count(), 0);
  await page.getByRole("button", { name: "Skip to the end" }).waitFor();
  assert.equal(await page.getByRole("button", { name: "Skip to my turn" }).count(), 0);

  assert.deepEqual(errors, []);
  await context.close();
});
