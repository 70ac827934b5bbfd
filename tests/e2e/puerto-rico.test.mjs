// Puerto Rico in the browser, against the release build, found by roles and names as a person
// finds things: whole games to the final score (3 players against computers at 360×640, 2 players
// with random legal taps at 1280×800; the settler's, trader's, craftsman's, storage's and
// captain's choices on their pieces), the trader's house at hand on a phone and the wharf's ship
// (from a recorded game), the same plantations from a seed link, resuming after a reload, the
// mayor's and captain's controls by keyboard, the log told by role after computer turns, no
// English in the Spanish table, no console errors, no sideways scroll on a phone, and a
// screenshot of each phase and of the log.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { appReady, axe, launch, playLesson, screenshotPath, startServer, waitAny } from "./helpers.mjs";

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

/** A page that records console errors and uncaught exceptions. */
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

async function setPace(page, name) {
  await page.goto(server.url + "/settings");
  await appReady(page);
  await page.getByRole("group", { name: "Computer opponents' pace" }).getByRole("radio", { name }).check();
}

/** The new-game form: `seats` like ["Person", "Computer: medium"]. */
async function newGame(page, { seed, seats, names = [] }) {
  await page.goto(server.url + "/new/puerto-rico");
  await page.getByRole("heading", { name: "New game of Puerto Rico" }).waitFor();
  await page.getByRole("radio", { name: String(seats.length), exact: true }).check();
  for (let i = 0; i < seats.length; i++) {
    const seat = page.getByRole("group", { name: `Seat ${i + 1}` });
    await seat.getByLabel("Played by").selectOption({ label: seats[i] });
    if (names[i]) await seat.getByLabel("Name").fill(names[i]);
  }
  await page.getByText("More options").click();
  await page.getByLabel("Seed").fill(seed);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator("section.roles").waitFor();
}

const decision = (page) => page.locator(".decision");
/** The person's choices: the decision's controls and those on the board's pieces. */
const choices = (page) => page.locator(".rico button[data-action]");

/** Waits for the person's next decision (or the end); true when the game is over. */
async function waitDecision(page, timeout = 60000) {
  const end = page.locator("section.end");
  const button = page.locator(".rico .decision button:enabled, .rico button[data-action]:enabled").first();
  await waitAny([end, button], timeout);
  return end.isVisible();
}

/** The phase of the person's decision, from what the controls offer. */
async function phaseOf(page) {
  if (await decision(page).locator(".mayor").count()) return "mayor";
  const actions = await choices(page).evaluateAll((bs) => bs.map((b) => b.dataset.action));
  const first = actions.find((a) => a !== "pass") || "pass";
  const verb = first.split(" ")[0];
  return { role: "role", plant: "settler", quarry: "settler", hacienda: "settler", build: "builder", colonist: "colonist", extra: "craftsman", sell: "trader", load: "captain", wharf: "captain", store: "storage", keep: "storage" }[verb] || verb;
}

/** A little random generator, so that a failing game can be played again. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function noSidewaysScroll(page, what) {
  const r = await page.evaluate(() => ({
    sw: document.documentElement.scrollWidth,
    w: window.innerWidth,
  }));
  assert.ok(r.sw <= r.w, `${what}: scrollWidth ${r.sw} > ${r.w}`);
}

/** One decision: the mayor confirms (the suggestion), else a random legal control. Says the
 *  phase, and whether the choice was a plantation or quarry tile at hand in the decision. */
async function playOne(page, random, { keyboard = false } = {}) {
  const phase = await phaseOf(page);
  if (phase === "mayor") {
    const confirm = decision(page).locator("[data-action=mayor-confirm]");
    if (keyboard) {
      // Take one colonist off a filled circle of the person's board and put it back, all by
      // keyboard, then confirm.
      const taken = page.getByRole("button", { name: /^Take the colonist off / });
      const left = decision(page).locator(".mayor-left");
      if (await taken.count()) {
        const circle = taken.first();
        const name = await circle.getAttribute("aria-label");
        const before = await left.innerText();
        const place = name.replace(/^Take the colonist off /, "Place a colonist on ");
        await circle.focus();
        await page.keyboard.press("Enter");
        assert.notEqual(await left.innerText(), before, "the count changed");
        assert.ok(await confirm.isDisabled(), "confirm waits for every colonist");
        assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), place, "the circle, still focused, now places a colonist");
        await page.keyboard.press("Enter");
        assert.equal(await left.innerText(), before, "the colonist is back");
      }
      await confirm.focus();
      await page.keyboard.press("Enter");
    } else {
      await confirm.click();
    }
    return { phase };
  }
  const buttons = page.locator(".rico button[data-action]:enabled");
  const n = await buttons.count();
  const pick = buttons.nth(Math.floor(random() * n));
  const tileAtHand = await pick.evaluate((b) => b.matches(".decision .at-hand button.tile"));
  if (keyboard) {
    await pick.focus();
    await page.keyboard.press("Enter");
  } else {
    await pick.click();
  }
  return { phase, tileAtHand };
}

/** Every box of `selector` (at least one) within the screen as it is scrolled now. */
async function inView(page, selector, what) {
  const boxes = await page.locator(selector).evaluateAll((es) =>
    es.map((e) => {
      const b = e.getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, left: b.left, right: b.right, h: innerHeight, w: innerWidth };
    }),
  );
  assert.ok(boxes.length > 0, `${what} (${selector}): none`);
  for (const r of boxes) assert.ok(r.top >= 0 && r.bottom <= r.h && r.left >= 0 && r.right <= r.w, `${what} (${selector}) in view: ${JSON.stringify(r)}`);
}

/** The box of `selector` (the first match) in the first screen, without scrolling. */
async function inFirstScreen(page, selector, what) {
  const r = await page.locator(selector).first().evaluate((e) => {
    const b = e.getBoundingClientRect();
    return { top: b.top + window.scrollY, bottom: b.bottom + window.scrollY, left: b.left, right: b.right, h: innerHeight, w: innerWidth };
  });
  assert.ok(r.top >= 0 && r.bottom <= r.h && r.left >= 0 && r.right <= r.w, `${what} (${selector}) in the first screen: ${JSON.stringify(r)}`);
}

/** The choices made on pieces in a phase: the pieces (a selector) and the actions they carry. */
const PIECES = {
  settler: [".rico button.tile[data-action]", /^(plant \w+|quarry)$/],
  craftsman: [".rico #rico-supply button.barrel", /^extra \w+$/],
  trader: [".rico .you button.barrel, .rico .decision .house-at-hand button.barrel", /^sell \w+$/],
  storage: [".rico .you button.barrel", /^(store|keep) \w+$/],
  captain: [".rico .decision .ship button.barrel", /^(load \w+ \d|wharf \w+)$/],
};

/** In a phase chosen on pieces, the choices are on the pieces (real buttons, named by what
 *  they do, as the text controls were) and not again in the decision's text list; the decision
 *  keeps a way there for the keyboard. */
async function choicesOnPieces(page, phase) {
  if (!PIECES[phase]) return;
  const [selector, action] = PIECES[phase];
  const pieces = page.locator(selector);
  const actions = await pieces.evaluateAll((bs) => bs.map((b) => b.dataset.action));
  assert.ok(actions.length > 0, `${phase}: choices on pieces`);
  for (const a of actions) assert.match(a, action, `${phase}: a piece's action`);
  const names = await pieces.evaluateAll((bs) => bs.map((b) => b.querySelector(".visually-hidden")?.textContent));
  for (const n of names) assert.match(n ?? "", /^(Take|Sell|Keep|Ship) /, `${phase}: a piece's name says what it does`);
  assert.ok(await page.getByRole("button", { name: names[0], exact: true }).first().isVisible(), `${phase}: the piece found by its name`);
  const listed = await page.locator(".rico .decision .buttons button[data-action]").evaluateAll((bs) => bs.map((b) => b.dataset.action));
  for (const a of actions) assert.ok(!listed.includes(a), `${phase}: ${a} on its piece only, not in the list too`);
  // On a phone the settler's tiles, and the trader's barrels, come to hand in the decision: no
  // way there needed. On a wide screen the trader's barrels are on the person's own board,
  // beside the decision and just before it in the focus order: the decision says where.
  const atHand = await page.locator(".rico .decision :is(.at-hand, .house-at-hand) button[data-action]").count();
  if (phase !== "captain") assert.equal(await page.locator(".rico .decision button.to-board").count(), atHand || phase === "trader" ? 0 : 1, `${phase}: a way to the pieces`);
  if (phase === "trader" && !atHand) assert.equal(await page.locator(".rico .decision .hint").innerText(), "Choose a barrel on your board");
}

/** Building names whole on the board and in the cities: broken between words only, none
 *  wider than its tile. */
async function namesWhole(page, what) {
  const bad = await page.locator(".rico .bname").evaluateAll((els) =>
    els
      .filter((e) => e.checkVisibility())
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).overflowWrap !== "normal")
      .map((e) => e.textContent),
  );
  assert.deepEqual(bad, [], `${what}: building names broken or overflowing`);
}

/** At 1280×800 the board, the person's own board and the decision (the whole of it: the
 *  captain's ships at hand, the mayor's rows) are all in the first screen. */
async function firstScreen(page, phase) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await inFirstScreen(page, ".building-supply .columns", `${phase}: the building board`);
  await inFirstScreen(page, ".supply .ships", `${phase}: the cargo ships`);
  await inFirstScreen(page, ".you .rico-player", `${phase}: the person's own board`);
  await inFirstScreen(page, ".decision", `${phase}: the decision`);
}

/** The table as a board: the first screen at 1280×800 (see `firstScreen`), then screenshots at
 *  1280×800 and 360×640 in both themes. */
async function boardShots(page, phase) {
  await firstScreen(page, phase);
  for (const [w, h] of [
    [1280, 800],
    [360, 640],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await namesWhole(page, `${phase} at ${w}`);
    await noSidewaysScroll(page, `${phase} at ${w}`);
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: screenshotPath(`puerto-rico-board-${phase}-${w}-${scheme}.png`), animations: "disabled" });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Plays to the end; screenshots each phase the first time the person decides it (with
 *  `boardPhases`, those phases as a board too: see `boardShots`; with `firstScreenPhases`, the
 *  first screen checked without the screenshots: see `firstScreen`; with `everyFirstScreen`,
 *  the first screen checked at every decision of those phases). `mayorCircles`: the most
 *  circles a mayor's placement offered on the person's board. */
async function playToEnd(page, { seed, width, keyboardPhases = [], boardPhases = [], firstScreenPhases = [], everyFirstScreen = [] }) {
  const random = rng(seed);
  const seen = new Set();
  const keyed = new Set();
  let mayorCircles = 0;
  let settledOnTile = false;
  let resized = false;
  for (let steps = 0; steps < 2000; steps++) {
    if (await waitDecision(page)) return { seen, keyed, mayorCircles, settledOnTile };
    const phase = await phaseOf(page);
    if (phase === "mayor") mayorCircles = Math.max(mayorCircles, await page.locator(".rico .you .spaces button").count());
    if (seen.has(phase) && everyFirstScreen.includes(phase)) await firstScreen(page, `${phase} (again)`);
    if (width === 360 && phase === "mayor" && !seen.has(phase)) {
      // On a phone the person's island comes to the top: its circles above the mayor's panel.
      await page.waitForTimeout(600);
      const hidden = await page.evaluate(() => {
        const b = document.querySelector(".rico .you .spaces button")?.getBoundingClientRect();
        const d = document.querySelector(".decision")?.getBoundingClientRect();
        return !b || !d ? "no circle or no decision" : b.top >= 0 && b.bottom <= d.top ? "" : `a circle at ${b.top}–${b.bottom}, the decision from ${d.top}`;
      });
      assert.equal(hidden, "", "the mayor's circles in view above the panel at 360×640");
    }
    if (width === 360 && phase === "settler") {
      // On a phone the settler's tiles are at hand: the choosable tiles and the decision in view,
      // the tiles in one row.
      await inView(page, ".rico button.tile[data-action]", "the settler's choosable tiles");
      await inView(page, ".rico .decision", "the settler's decision");
      const tops = await page.locator(".rico .decision .at-hand button.tile").evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
      assert.equal(new Set(tops).size, 1, `the settler's tiles at hand in one row: ${tops}`);
    }
    if (width === 360 && phase === "trader") {
      // On a phone the trader's choice is at hand: the trading house (its four spaces), the
      // barrels the person may sell with their prices, and the decision, all in view.
      await inView(page, ".rico .decision .house-at-hand .slots", "the trading house");
      assert.equal(await page.locator(".rico .decision .house-at-hand .slot").count(), 4, "the house's four spaces");
      await inView(page, ".rico button.barrel[data-action^='sell ']", "the barrels to sell");
      await inView(page, ".rico button.barrel[data-action^='sell '] .gain", "their prices");
      await inView(page, ".rico .decision", "the trader's decision");
    }
    if (!seen.has(phase)) {
      seen.add(phase);
      await noSidewaysScroll(page, phase);
      await choicesOnPieces(page, phase);
      await page.screenshot({ path: screenshotPath(`puerto-rico-${phase}-${width}.png`), animations: "disabled" });
      if (boardPhases.includes(phase)) await boardShots(page, phase);
      else if (firstScreenPhases.includes(phase)) await firstScreen(page, phase);
    }
    if (width === 360 && phase === "settler" && !resized) {
      resized = true;
      // The layout follows the width in the middle of a decision: on a wide window the tiles
      // are chosen in the supply again, back on a phone they are at hand.
      const atHand = page.locator(".rico .decision .at-hand");
      const inSupply = page.locator("#rico-supply button.tile[data-action]");
      await page.setViewportSize({ width: 1280, height: 800 });
      await atHand.waitFor({ state: "detached" });
      assert.ok((await inSupply.count()) > 0, "the settler's tiles chosen in the supply at 1280");
      await page.setViewportSize({ width: 360, height: 640 });
      await atHand.waitFor();
      assert.equal(await inSupply.count(), 0, "at hand again at 360, not in the supply too");
    }
    const keyboard = keyboardPhases.includes(phase) && !keyed.has(phase);
    if (keyboard) keyed.add(phase);
    const { tileAtHand } = await playOne(page, random, { keyboard });
    if (tileAtHand) settledOnTile = true;
  }
  throw new Error("the game did not end in 2000 decisions");
}

async function endScreen(page, players, width) {
  await page.getByRole("heading", { name: "Final score" }).waitFor();
  const rows = await page.locator("table.scores").getByRole("row").allInnerTexts();
  assert.equal(rows.length, players + 1, rows.join(" | "));
  assert.match(rows[0], /Chips.*Buildings.*Bonuses.*Total.*Doubloons \+ goods/s);
  assert.match(await page.locator(".winner-line").innerText(), /wins!|Shared victory/);
  assert.match(await page.locator(".why").innerText(), /Why the game ended/);
  await noSidewaysScroll(page, "end");
  await page.screenshot({ path: screenshotPath(`puerto-rico-end-${width}.png`), fullPage: true });
}

test("a person plays a whole 3-player game against two computers at 360×640, to the score by parts", async () => {
  const { context, page, errors } = await newPage();
  await setPace(page, "Instant");
  await newGame(page, {
    seed: "islas-rico",
    seats: ["Person", "Computer: medium", "Computer: easy"],
    names: ["Ana"],
  });
  const { seen, keyed, settledOnTile } = await playToEnd(page, { seed: 1, width: 360, keyboardPhases: ["mayor", "captain", "settler", "trader"] });
  for (const p of ["role", "settler", "mayor", "builder", "captain"]) assert.ok(seen.has(p), `the person decided in the ${p} phase: ${[...seen]}`);
  assert.ok(settledOnTile, "the settler chose on a tile at hand in the decision");
  const expected = ["captain", "mayor", "settler", "trader"].filter((p) => seen.has(p));
  assert.deepEqual([...keyed].sort(), expected, "the mayor, captain, settler and trader decisions were made by keyboard");
  await endScreen(page, 3, 360);

  // The log tells the story in words.
  await page.getByText("Game log").click();
  await page.locator(".log-list details").evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
  const log = await page.locator(".log-list li").allInnerTexts();
  assert.ok(log.some((l) => /shipped \d+ barrels? of/.test(l)), "the log names shipments");
  assert.ok(log.some((l) => /The game is over/.test(l)), "the log ends with the end");

  // Share: the seed as typed and the seats.
  await page.getByRole("button", { name: "Share this deal" }).click();
  const link = await page.getByLabel("Link to this deal").inputValue();
  assert.match(link, /g=puerto-rico&s=islas-rico&p=3&a=person,medium,easy/);
  // Same deal again: a new game of the same seed at its first decision.
  await page.getByRole("button", { name: "Play the same deal again" }).click();
  await page.locator("section.roles").waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a person plays a whole 2-player game with random legal taps at 1280×800; the table as a board in both themes and sizes", async () => {
  const { context, page, errors } = await newPage({ width: 1280, height: 800 });
  await setPace(page, "Instant");
  await newGame(page, { seed: "two-players", seats: ["Person", "Computer: hard"] });
  const { seen, mayorCircles } = await playToEnd(page, { seed: 2, width: 1280, keyboardPhases: ["captain", "mayor"], boardPhases: ["role", "builder", "captain", "mayor"], firstScreenPhases: ["settler", "trader", "craftsman", "storage"], everyFirstScreen: ["mayor"] });
  for (const p of ["role", "builder", "captain", "mayor"]) assert.ok(seen.has(p), `the board was seen in the ${p} phase: ${[...seen]}`);
  // Every mayor's placement was in the first screen, a late one with many circles too.
  assert.ok(mayorCircles >= 8, `a mayor's placement with 8 circles or more: ${mayorCircles}`);
  await endScreen(page, 2, 1280);
  assert.deepEqual(errors, []);
  await context.close();
});

test("3 players at 1280×800: the captain's three ships, the person's barrels and the decision in the first screen", async () => {
  const { context, page, errors } = await newPage({ width: 1280, height: 800 });
  await setPace(page, "Instant");
  await page.goto(server.url + "/?g=puerto-rico&s=CAPTAIN3&p=3&a=person,easy,easy");
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator("section.roles").waitFor();
  // The person's roles: the mayor to staff their plantation, the craftsman once it is staffed,
  // the captain once they have barrels (besides doubloons, colonists and points); the rest at
  // random.
  const random = rng(11);
  const own = page.locator(".rico .you");
  const role = (r) => page.locator(`.rico .roles button[data-action='role ${r}']`);
  let phase = null;
  for (let i = 0; i < 80; i++) {
    if (await waitDecision(page)) break;
    phase = await phaseOf(page);
    if (phase === "captain") break;
    const goods = (await own.locator(".stats > .stat").count()) > 3;
    const staffed = (await own.locator(".island .circle.on").count()) > 0;
    const pick = phase !== "role" ? null : [goods && "captain", staffed && "craftsman", "mayor"].filter(Boolean);
    let chosen = false;
    for (const r of pick ?? []) {
      if (await role(r).count()) {
        await role(r).click();
        chosen = true;
        break;
      }
    }
    if (!chosen) await playOne(page, random);
  }
  assert.equal(phase, "captain", "the person reached a captain's decision");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath("puerto-rico-captain-3p-1280.png"), animations: "disabled" });
  assert.equal(await page.locator(".rico .decision .ships.at-hand .ship").count(), 3, "three cargo ships at hand");
  await firstScreen(page, "captain, 3 players");
  for (const [selector, what] of [
    [".rico .decision .ships.at-hand .ship", "every ship at hand"],
    [".rico .supply .ships .ship", "every ship of the supply"],
    [".rico .you .stats", "the person's barrels"],
    [".rico .decision", "the decision"],
  ]) await inView(page, selector, what);
  assert.deepEqual(errors, []);
  await context.close();
});

/** A 2-player game of seed WH000009 (computer against computer, recorded) up to its 13th round's
 *  captain (200 moves): seat 0 owns an occupied wharf, both cargo ships are full, and it holds
 *  corn, indigo and sugar. Its first 145 moves end at a trader's decision of seat 0: the house
 *  holds corn and sugar, seat 0 indigo and sugar. */
const RECORDED = (
  "role craftsman,role builder,pass,build small-sugar-mill,role mayor,colonist yes,role trader," +
  "role prospector,role captain,role craftsman,extra corn,role mayor,colonist yes,role trader," +
  "sell corn,role builder,build small-warehouse,build construction-hut,role captain,load corn 4," +
  "role settler,plant sugar,plant sugar,role prospector,role settler,quarry,plant coffee," +
  "role trader,role mayor,colonist yes,role builder,build sugar-mill,build small-indigo-plant," +
  "role craftsman,pass,role trader,pass,role craftsman,extra sugar,role settler,plant indigo," +
  "plant indigo,role mayor,colonist no,place sugar,place coffee,place small-warehouse,place corn," +
  "place indigo,place sugar,place quarry,place small-indigo-plant,role builder,pass,role captain," +
  "role builder,pass,build indigo-plant,role captain,role trader,role prospector,role craftsman," +
  "extra sugar,role settler,pass,pass,role builder,build small-market,pass,role trader,sell sugar," +
  "pass,role settler,pass,pass,role mayor,colonist no,place sugar,place small-indigo-plant," +
  "role captain,pass,role craftsman,pass,role prospector,role trader,role mayor,colonist yes," +
  "place indigo,place quarry,place small-market,role builder,build hospice,build factory," +
  "role craftsman,pass,role settler,quarry,plant tobacco,role captain,role mayor,colonist no," +
  "place sugar,place quarry,place quarry,place small-indigo-plant,place construction-hut," +
  "role trader,role settler,pass,quarry,colonist no,role prospector,role builder," +
  "build small-indigo-plant,build sugar-mill,role prospector,role mayor,colonist yes,place quarry," +
  "place small-indigo-plant,place small-market,place construction-hut,place indigo-plant," +
  "place sugar-mill,place sugar,role craftsman,extra sugar,role trader,pass,role builder,pass," +
  "role captain,load sugar 6,role captain,role craftsman,extra indigo,role mayor,colonist no," +
  "place indigo,place sugar,place quarry,place small-indigo-plant,place indigo-plant," +
  "role prospector,role trader,sell indigo,role settler,plant sugar,plant indigo,colonist yes," +
  "role trader,role mayor,colonist no,place indigo,place quarry,place small-indigo-plant," +
  "role builder,build wharf,role prospector,role settler,plant sugar,pass,role craftsman,pass," +
  "role trader,role prospector,role craftsman,pass,role mayor,colonist no,place indigo," +
  "place tobacco,place corn,place sugar,place quarry,place small-market,role settler,pass," +
  "plant corn,role builder,build indigo-plant,build hacienda,role mayor,colonist yes,place corn," +
  "place sugar,place tobacco,place indigo,place quarry,role prospector,role settler,quarry," +
  "plant indigo,colonist no,role builder,build tobacco-storage,role craftsman,pass,role captain," +
  "load sugar 6"
).split(",");

/** Opens the recorded game above, its first `moves`, as a saved game of this device: Ana (a
 *  person) at seat 0, a computer at seat 1. */
async function openRecorded(page, id, moves) {
  await page.goto(server.url + "/");
  await appReady(page);
  const save = {
    format: 2,
    rev: 1,
    data: {
      id,
      game: "puerto-rico",
      updated: Date.now(),
      record: { game: "puerto-rico", rules_version: 4, config: { players: 2 }, seed: "WH000009", actions: RECORDED.slice(0, moves) },
      seats: [
        { name: "Ana", control: "person" },
        { name: "Bo", control: "easy" },
      ],
    },
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`islas/v1/save/${id}`, JSON.stringify(save)]);
  await page.goto(server.url + `/play/${id}`);
  await page.locator("section.roles").waitFor();
}

test("the trader: on a phone the trading house, the barrels to sell with their prices and the decision in one screen; on a wide one the barrels on the board", async () => {
  const { context, page, errors } = await newPage({ width: 360, height: 640 }, { bypassCSP: true });
  await setPace(page, "Instant");
  await openRecorded(page, "trader", 145);
  await waitDecision(page);
  assert.equal(await phaseOf(page), "trader");
  // At hand in the decision: the house, its four spaces (corn and sugar sold there), and the one
  // barrel the engine lets Ana sell (sugar is in the house already), with its price.
  const house = page.locator(".rico .decision .house-at-hand");
  assert.match(await house.locator(".hname").innerText(), /^Trading house \(2 of 4\)$/);
  assert.equal(await house.locator(".slot").count(), 4);
  assert.deepEqual(await house.locator(".slot.full [role=img]").evaluateAll((es) => es.map((e) => e.getAttribute("aria-label"))), ["Corn", "Sugar"]);
  assert.equal(await page.locator(".rico .decision .face-up").count(), 0, "no settler's tiles at the trader's decision");
  const sell = page.locator(".rico button.barrel[data-action^='sell ']");
  assert.deepEqual(await sell.evaluateAll((bs) => bs.map((b) => b.dataset.action)), ["sell indigo"]);
  assert.match(await sell.getAttribute("title"), /^Sell Indigo for \d+ doubloons?$/);
  await choicesOnPieces(page, "trader");
  for (const [selector, what] of [
    [".rico .decision .house-at-hand .slots", "the trading house"],
    [".rico button.barrel[data-action^='sell ']", "the barrel to sell"],
    [".rico button.barrel[data-action^='sell '] .gain", "its price"],
    [".rico .decision", "the decision"],
  ])
    await inView(page, selector, `${what} at 360×640`);
  await noSidewaysScroll(page, "trader at 360");
  await page.screenshot({ path: screenshotPath("puerto-rico-trader-house-360.png"), animations: "disabled" });
  await axe(page, "trader 360");
  // Wider than the breakpoint in the middle of the decision: the house back in the supply beside
  // the board, the barrel to sell on Ana's own board, the decision saying where.
  await page.setViewportSize({ width: 1280, height: 800 });
  await house.waitFor({ state: "detached" });
  await firstScreen(page, "trader");
  await inFirstScreen(page, ".supply .house", "trader: the trading house");
  const own = page.locator(".rico .you button.barrel[data-action='sell indigo']");
  await inFirstScreen(page, ".rico .you button.barrel[data-action='sell indigo']", "trader: the barrel to sell");
  await choicesOnPieces(page, "trader");
  await page.screenshot({ path: screenshotPath("puerto-rico-trader-house-1280.png"), animations: "disabled" });
  // Opened afresh at this width, the keyboard's focus is on the barrel to sell (not on "Sell
  // nothing"); Enter sells it: the house now holds the indigo.
  await page.reload();
  await own.waitFor();
  await page.waitForFunction(() => document.activeElement?.dataset.action === "sell indigo");
  await page.keyboard.press("Enter");
  await page.locator("#rico-supply").getByRole("heading", { name: "Trading house (3 of 4)" }).waitFor();
  assert.equal(await page.locator("#rico-supply .house [role=img][aria-label=Indigo]").count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("with an occupied wharf the captain ships on the wharf's own ship, a barrel on it for each good (by keyboard at 360×640)", async () => {
  const { context, page, errors } = await newPage();
  await setPace(page, "Instant");
  await openRecorded(page, "wharf", 200);
  await waitDecision(page);
  assert.equal(await phaseOf(page), "captain");
  // The wharf's ship among the ships at hand, a barrel on it for each good Ana holds; not using
  // it stays a text control.
  const wharf = page.locator(".rico .decision .ships.at-hand .ship.wharf");
  assert.match(await wharf.innerText(), /Wharf/);
  const barrels = wharf.locator("button.barrel");
  assert.deepEqual((await barrels.evaluateAll((bs) => bs.map((b) => b.dataset.action))).sort(), ["wharf corn", "wharf indigo", "wharf sugar"]);
  await choicesOnPieces(page, "captain");
  await inView(page, ".rico .decision .ship.wharf button.barrel", "the wharf's barrels");
  assert.equal(await page.locator(".rico .decision .buttons [data-action^='wharf']").count(), 0, "the wharf's loads on its ship only");
  assert.equal(await page.locator(".rico .decision .buttons [data-action=pass]").innerText(), "Do not use the wharf");
  await page.screenshot({ path: screenshotPath("puerto-rico-wharf-360.png"), animations: "disabled" });
  const own = page.locator(".rico .you .goods-line");
  assert.match(await own.innerText(), /indigo/);
  await wharf.getByRole("button", { name: "Ship 3 barrels of indigo with your wharf", exact: true }).focus();
  await page.keyboard.press("Enter");
  // The shipment applied: the record has it, the indigo is gone from Ana's board (the engine's
  // view) and the log tells it.
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).data.record.actions.at(200) === "wharf indigo", "islas/v1/save/wharf");
  await waitDecision(page);
  assert.doesNotMatch(await own.innerText(), /indigo/);
  await page.locator("details.log > summary").click();
  await page.locator(".log-list details").evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
  assert.ok((await page.locator(".log-list li").allInnerTexts()).some((l) => /Ana shipped 3 barrels of indigo with the wharf\./.test(l)), "the log tells the shipment");
  assert.deepEqual(errors, []);
  await context.close();
});

test("computer turns are told in the log by role, in words, their moves under each line (360×640 and 1280×800)", async () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    const { context, page, errors } = await newPage(viewport);
    await setPace(page, "Instant");
    await newGame(page, {
      seed: "log-words",
      seats: ["Computer: medium", "Computer: easy", "Person"],
      names: ["Ben", "Carla", "Ana"],
    });
    await waitDecision(page);
    const log = page.locator("details.log");
    await log.locator(":scope > summary").click();
    const summaries = log.locator(".log-list > li.phase > details > summary");
    // Ben, a computer and the governor, chose the first role: his phase is told in words.
    assert.match(
      await summaries.last().innerText(),
      /^Ben took the (Settler|Mayor|Builder|Craftsman|Trader|Captain)(?: and \d+ doubloons?)?: \S/,
    );
    // Play on until a captain's phase is told with the goods shipped and the points they gave.
    const random = rng(7);
    const shipped = /took the Captain.*shipped \d+ (corn|indigo|sugar|tobacco|coffee).*\+\d+ VP/s;
    let told = null;
    for (let i = 0; i < 400 && !told; i++) {
      if (await waitDecision(page)) break;
      await playOne(page, random);
      told = (await summaries.allInnerTexts()).find((t) => shipped.test(t));
    }
    assert.ok(told, "a captain's phase is told with goods and points");
    // Under it, when opened, the phase move by move.
    const phase = log.locator(".log-list > li.phase").filter({ hasText: told.split("\n")[0] }).first();
    await phase.locator("summary").click();
    const moves = await phase.locator(".moves li").allInnerTexts();
    assert.ok(moves.some((m) => /took the Captain( and the \d+ doubloons? on it)?\.$/.test(m)), moves.join(" | "));
    assert.ok(moves.some((m) => /shipped \d+ barrels? of \w+ (on the ship of \d+|with the wharf)\.$/.test(m)), moves.join(" | "));
    await noSidewaysScroll(page, "log");
    await phase.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`puerto-rico-log-${viewport.width}.png`), animations: "disabled" });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("a seed link deals the same plantations in a fresh profile", async () => {
  const open = async () => {
    const { context, page, errors } = await newPage();
    await page.goto(server.url + "/?g=puerto-rico&s=SAMEDEAL&p=4&a=person,medium,medium,hard");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.locator("section.roles").waitFor();
    const face = await page.locator(".face-up li").allInnerTexts();
    assert.deepEqual(errors, []);
    await context.close();
    return face;
  };
  const first = await open();
  assert.equal(first.length, 5, "one more plantation than players");
  assert.deepEqual(await open(), first);
});

test("a reload mid-game resumes at the same decision; the Spanish table has no English", async () => {
  const { context, page, errors } = await newPage();
  await setPace(page, "Instant");
  await newGame(page, { seed: "reload", seats: ["Person", "Computer: easy", "Computer: easy"] });
  const random = rng(3);
  for (let i = 0; i < 8; i++) {
    if (await waitDecision(page)) break;
    await playOne(page, random);
  }
  await waitDecision(page);
  const status = await page.getByTestId("status").innerText();
  const own = await page.locator("section.you").innerText();
  const logLength = await page.locator(".log-list li").count();
  await page.reload();
  await page.locator("section.roles").waitFor();
  await waitDecision(page);
  assert.equal(await page.getByTestId("status").innerText(), status);
  assert.equal(await page.locator("section.you").innerText(), own);
  assert.equal(await page.locator(".log-list li").count(), logLength);

  // Spanish: every word of the table in Spanish.
  const table = page.url();
  await page.goto(server.url + "/settings");
  await page.locator("#language").selectOption("es");
  await page.goto(table);
  await page.locator("section.roles").waitFor();
  await waitDecision(page);
  // Every folded part open: the building supply (what each building does), the log, the others.
  await page.locator("main details").evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
  const words = await page.locator("main").innerText();
  const english = words.match(
    /\b(the|and|of|Roles?|Supply|Settler|Mayor|Builder|Craftsman|Trader|Captain|Prospector|Quarr(y|ies)|Plantations?|barrels?|doubloons?|colonists?|Cargo|ships?|Trading house|Victory|points?|Governor|Undo|Rules|Decision|Game log|took|placed|built|passed|shipped|sold)\b/,
  );
  assert.equal(english, null, `English in the Spanish table: ${english?.[0]}`);
  await noSidewaysScroll(page, "Spanish table");
  await namesWhole(page, "Spanish table");
  await page.screenshot({ path: screenshotPath("puerto-rico-es-360.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the rules page reads in the three languages", async () => {
  const { context, page, errors } = await newPage();
  await page.goto(server.url + "/rules/puerto-rico");
  await page.getByRole("heading", { name: "Puerto Rico — rules summary" }).waitFor();
  assert.match(await page.locator("main").innerText(), /Two players/);
  for (const [lang, title] of [
    ["es", "Puerto Rico — resumen de reglas"],
    ["cs", "Puerto Rico — shrnutí pravidel"],
  ]) {
    await page.goto(server.url + "/settings");
    await page.locator("#language").selectOption(lang);
    await page.goto(server.url + "/rules/puerto-rico");
    await page.getByRole("heading", { name: title }).waitFor();
  }
  await noSidewaysScroll(page, "rules");
  assert.deepEqual(errors, []);
  await context.close();
});


for (const colorScheme of ["light", "dark"]) {
  test(`accessibility (axe-core): no serious or critical violation on the table and the mayor's placement, ${colorScheme}`, async () => {
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      const { context, page } = await newPage(viewport, { colorScheme, bypassCSP: true });
      await setPace(page, "Instant");
      await newGame(page, { seed: "axe", seats: ["Person", "Computer: easy", "Computer: medium"] });
      await waitDecision(page);
      await page.locator("main details").evaluateAll((ds) => ds.forEach((d) => (d.open = true)));
      await axe(page, `table ${viewport.width}`);
      const random = rng(5);
      let settler = false;
      for (let i = 0; i < 200; i++) {
        if (await waitDecision(page)) break;
        const phase = await phaseOf(page);
        if (phase === "mayor") {
          await axe(page, `mayor ${viewport.width}`);
          break;
        }
        if (phase === "settler" && !settler) {
          // On a phone, with the tiles at hand in the decision.
          settler = true;
          await axe(page, `settler ${viewport.width}`);
        }
        await playOne(page, random);
      }
      await context.close();
    }
  });
}

test("Learn to play at 360×640: Puerto Rico's lesson from home to its end, each move on the marked piece in view; then a real game", async () => {
  const { context, page, errors } = await newPage({ width: 360, height: 640 });
  await setPace(page, "Instant");
  await page.goto(server.url + "/");
  await appReady(page);
  await page.locator('[data-game="puerto-rico"]').getByRole("button", { name: "Learn to play" }).click();
  await page.getByTestId("lesson-guide").waitFor();
  const moves = await playLesson(page, async (n) => {
    const shots = { 1: "start", 5: "build", 10: "sell", 17: "load", 19: "keep" };
    if (shots[n]) await page.screenshot({ path: screenshotPath(`rico-lesson-${shots[n]}-360.png`) });
  });
  assert.equal(moves, 19, "the person made each of the lesson's moves");
  assert.match(await page.locator("main").innerText(), /the victory point chips ran out/);
  await page.screenshot({ path: screenshotPath("rico-lesson-end-360.png") });
  // A real game follows, with the lesson's players: a new deal, no lesson.
  const lessonUrl = page.url();
  await page.getByRole("button", { name: "Play a real game" }).click();
  await page.waitForURL((u) => /\/play\//.test(u.pathname) && u.toString() !== lessonUrl);
  await page.locator("section.roles").waitFor();
  assert.equal(await page.getByTestId("lesson-guide").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
