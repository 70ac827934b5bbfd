// The Adventure at Port Royal's table, in the browser against the release build: a chapter
// opened from a record link (options chapter-1 and coop, no campaign page), the story card read
// as a page and not shown again after a reload, the missions, the character cards' cubes, the
// event deck's size, turns played through the buttons, screenshots on a phone and a laptop.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { appReady, axe, launch, screenshotPath, startServer, waitAny } from "./helpers.mjs";

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

function varint(n) {
  const out = [];
  let v = BigInt(n);
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) b |= 0x80;
    out.push(b);
  } while (v > 0n);
  return out;
}

/** Port Royal's rules version (`islas_port_royal::RULES_VERSION`): records of version 1 with an
 * Adventure chapter 4 or 5 are refused, since version 2 eased some of their missions. */
const RULES_VERSION = 2;

/** A record link's compact form (the app's `Record::to_compact`, version 1) of a game with no
 * moves yet: the game, its rules version, the seed, the configuration. */
function compactRecord({ seed, config, rules = RULES_VERSION }) {
  const name = Buffer.from("port-royal");
  const json = Buffer.from(JSON.stringify(config));
  const bytes = [1, ...varint(name.length), ...name, ...varint(rules), ...varint(seed), ...varint(json.length), ...json, ...varint(0)];
  return Buffer.from(bytes).toString("base64url");
}

const decision = (page) => page.getByRole("region", { name: "Decision" });

/** Opens chapter 1, co-operative, for `players` seats (the first a person) from a record link. */
async function openChapter(page, { players, seed, seats, open = "Open this game", harbour = "Harbour", adventure }) {
  const r = compactRecord({
    seed,
    config: { players, ending: "standard", adventure: adventure ?? { chapter: 1, mode: "co-op" } },
  });
  await page.goto(server.url + `/?g=port-royal&r=${r}&a=${seats}`);
  await appReady(page);
  await page.getByRole("button", { name: open }).click();
  await page.getByRole("heading", { name: harbour }).waitFor();
}

/** Opens a chapter set up by hand (missions on the table, cards added, a replay bonus) as a
 * saved game of this device: links and imported saves refuse a stacked deal, but a test may
 * write the save the app would have kept. `seed` is the deal's code (eight characters). */
async function openSaved(page, { id, seed, config, harbour = "Harbour" }) {
  await page.goto(server.url + "/");
  await appReady(page);
  const save = {
    format: 2,
    rev: 1,
    data: {
      id,
      game: "port-royal",
      updated: Date.now(),
      record: { game: "port-royal", rules_version: RULES_VERSION, config, seed, actions: [] },
      seats: Array.from({ length: config.players }, () => ({ name: "", control: "person" })),
    },
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`islas/v1/save/${id}`, JSON.stringify(save)]);
  await page.goto(server.url + `/play/${id}`);
  await appReady(page);
  await page.getByRole("heading", { name: harbour }).waitFor();
}

/** Waits for the person's next decision or the end; returns the buttons' names. */
async function nextDecision(page, timeout = 60000) {
  const end = page.getByRole("heading", { name: "Final score" });
  const buttons = decision(page).getByRole("button");
  await waitAny([end, buttons.first()], timeout);
  if (await end.isVisible()) return null;
  return buttons.allInnerTexts();
}

/** Story cards shown as a page during play. */
const storiesRead = [];

/** Puts away any story page that is up (a new mission read in play). */
async function readStory(page) {
  const story = page.getByRole("dialog");
  if (await story.count()) {
    storiesRead.push(await story.locator(".story-no").innerText());
    await story.getByRole("button", { name: "Continue" }).click();
    await story.waitFor({ state: "detached" });
  }
}

/** One decision: complete a mission, keep a goods ship, use a lookout, put a card back, else
 * draw up to two cards and take the first card offered. Returns the button pressed. */
async function playOne(page, drawn) {
  const names = await nextDecision(page);
  if (!names) return null;
  await readStory(page);
  const pick =
    names.find((n) => n.startsWith("Complete mission")) ??
    names.find((n) => n.startsWith("Put ")) ??
    names.find((n) => n.startsWith("Use a lookout")) ??
    names.find((n) => n.startsWith("Keep ")) ??
    names.find((n) => n.startsWith("Sell ")) ??
    (drawn < 2 ? names.find((n) => n === "Draw a card") : undefined) ??
    names.find((n) => n === "Let it in") ??
    names.find((n) => n.startsWith("Stop")) ??
    names.find((n) => n.startsWith("Hire") || n.startsWith("Trade")) ??
    names[0];
  await decision(page).getByRole("button", { name: pick, exact: true }).first().click();
  return pick;
}

test("an Adventure chapter at the table: the story page, missions, cubes, event deck; turns played by the buttons; phone and laptop", async () => {
  for (const [w, h, label] of [
    [375, 740, "phone"],
    [1280, 860, "laptop"],
  ]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, bypassCSP: true });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The computer's moves at once: this test reads the table, not the pace (two minutes saved).
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.getByRole("group", { name: "Computer opponents' pace" }).getByRole("radio", { name: "Instant" }).check();
    await openChapter(page, { players: 2, seed: 4242, seats: "person,medium" });

    // The chapter's first story card, read aloud as a page.
    const story = page.getByRole("dialog");
    await story.getByRole("heading", { name: "A red sail" }).waitFor();
    assert.match(await story.innerText(), /Story card 10/);
    assert.match(await story.innerText(), /Chapters written for Islas/);
    assert.match(await story.innerText(), /Its mission: discard 2 Ares pirates kept/);
    await page.screenshot({ path: screenshotPath(`adventure-story-${label}.png`) });
    await story.getByRole("button", { name: "Continue" }).click();
    await story.waitFor({ state: "detached" });

    // Not shown again after a reload.
    await page.reload();
    await page.getByRole("heading", { name: "Harbour" }).waitFor();
    await page.getByRole("region", { name: "The Adventure" }).waitFor();
    assert.equal(await page.getByRole("dialog").count(), 0);

    // The event deck's size beside the piles; the chapter, the missions, the characters.
    const piles = await page.locator(".piles").innerText();
    assert.match(piles, /Event deck \d+ · Month 1/);
    const adventure = page.getByRole("region", { name: "The Adventure" });
    assert.match(await adventure.innerText(), /Chapter 1: Smoke over the Harbour · co-operative/);
    const missions = adventure.locator(".mission");
    assert.equal(await missions.count(), 1);
    assert.match(await missions.first().innerText(), /10 · A red sail/);
    assert.match(await missions.first().innerText(), /Open: nobody has completed it yet/);
    const heroes = adventure.locator(".hero");
    assert.equal(await heroes.count(), 2);
    assert.equal(await heroes.first().locator(".cubes li").count(), 4);
    assert.equal(await heroes.first().locator(".cubes li.gone").count(), 0);
    assert.match(await heroes.first().innerText(), /Ability \(locked\)/);
    assert.match(await heroes.first().innerText(), /Crown card: 0 crowns/);
    assert.match(await adventure.innerText(), /Card 9, co-operative victory \(≈ estimated totals\)/);
    await page.screenshot({ path: screenshotPath(`adventure-table-${label}.png`), fullPage: true });
    if (label === "laptop") await axe(page, "the Adventure's table");

    // Play turns through the buttons: the first turn reveals an event; the log says so.
    let drawn = 0;
    for (let i = 0; i < 40; i++) {
      const pick = await playOne(page, drawn);
      if (!pick) break;
      drawn = pick === "Draw a card" ? drawn + 1 : pick === "Let it in" ? drawn : 0;
    }
    await readStory(page);
    await page.locator("details.log > summary").click();
    const log = await page.locator(".log-list").innerText();
    assert.match(log, /Event: /);
    // The first End of Month read mission 11 and put it on the table: shown as a page too.
    if (/End of Month/.test(log)) {
      assert.match(log, /Story card 11 · The Tybuk brothers is read/);
      assert.ok(storiesRead.includes("Story card 11"), String(storiesRead));
    }
    assert.match(piles + (await page.locator(".piles").innerText()), /Event deck \d+/);
    await page.screenshot({ path: screenshotPath(`adventure-play-${label}.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the Spanish table reads the chapter's own texts", async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: "es-ES" });
  const page = await context.newPage();
  await openChapter(page, { players: 1, seed: 7, seats: "person", open: "Abrir esta partida", harbour: "Puerto" });
  const story = page.getByRole("dialog");
  await story.getByRole("heading", { name: "Una vela roja" }).waitFor();
  await story.getByRole("button", { name: "Continuar" }).click();
  const adventure = page.locator("section.adventure");
  assert.match(await adventure.innerText(), /Capítulo 1: Humo sobre el puerto · cooperativo/);
  assert.match(await page.locator(".piles").innerText(), /Mazo de eventos \d+ · Mes 1/);
  await context.close();
});

test("a mission completed through its button: the cube leaves the character card, the ability unlocks", async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  // Chapter 4 with mission 43 (discard 6 coins) on the table and a replay bonus of 6 coins.
  await openSaved(page, {
    id: "mission-43",
    seed: "00000033",
    config: {
      players: 1,
      ending: "standard",
      adventure: { chapter: 4, mode: "co-op", groups: [80, 81, 84, 86, 85, 83], bonus: [6], read: [{ number: 43 }] },
    },
  });
  const story = page.getByRole("dialog");
  await story.getByRole("heading", { name: "Physicians' fees" }).waitFor();
  await story.getByRole("button", { name: "Continue" }).click();
  const hero = page.locator(".hero").first();
  assert.equal(await hero.locator(".cubes li.gone").count(), 0);
  const button = decision(page).getByRole("button", { name: /^Complete mission 43 · Physicians' fees/ });
  await button.click();
  await page.locator(".mission.done").getByText("Completed by Player 1").waitFor();
  assert.equal(await hero.locator(".cubes li.gone").count(), 1);
  assert.match(await hero.innerText(), /Ability \(unlocked\)/);
  await page.locator("details.log > summary").click();
  assert.match(await page.locator(".log-list").innerText(), /Player 1 completes mission 43 · Physicians' fees\./);
  await page.screenshot({ path: screenshotPath("adventure-mission-done-phone.png"), fullPage: true });

  // Thomas Fishborn's ability, now unlocked, is a lookout: the 3 cards are shown to this person,
  // one is put back on top.
  if (/Thomas Fishborn/.test(await hero.innerText())) {
    await decision(page).getByRole("button", { name: "Use a lookout: look at the top 3 cards" }).click();
    const looking = decision(page).locator(".looking");
    await looking.getByText("Only you see these").waitFor();
    assert.equal(await looking.locator("button.pr-card").count(), 3);
    assert.match(await page.locator(".table-bar .status").innerText(), /put one of the lookout's cards back on top/);
    const putBack = decision(page).getByRole("button", { name: /^Put .* back on top of the deck$/ });
    assert.ok((await putBack.count()) >= 1);
    await page.screenshot({ path: screenshotPath("adventure-lookout-phone.png") });
    await putBack.first().click();
    await looking.waitFor({ state: "detached" });
    await decision(page).getByRole("button", { name: "Draw a card" }).waitFor();
  }
  await context.close();
});
