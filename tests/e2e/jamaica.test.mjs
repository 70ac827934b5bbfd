// Jamaica in the browser, against the release build, found by roles and names as a person finds
// things: a whole 4-player game against computers to the final score, a 2-player pass-and-play
// game checked at every hand-over for the other person's secrets, combat and a shortage shown,
// a seed link, a reload in the middle of a round, the ships sailing step by step in the reveal,
// the person's ship on the route, its holds and the decision in view on a phone, both sides of a
// fight readable side by side at both sizes, the map's numbers and end scores whole and never
// under a ship at both sizes, the board, the person's ship and hand and the decision on the first
// screen at 1280×800, no console error, no sideways scroll on a phone, axe-core in both themes,
// screenshots at 360×640 and 1280×800 (jamaica-*.png).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { animationsEnded, appReady, axe, launch, playLesson, screenshotPath, startServer, waitAny } from "./helpers.mjs";

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

/** A page with every console error and page error collected. */
async function openPage(viewport = { width: 360, height: 640 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(server.url + "/");
  await appReady(page);
  return { context, page, errors };
}

/** Sets the computer opponents' pace through the settings page. */
async function setPace(page, name) {
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("group", { name: "Computer opponents' pace" }).getByRole("radio", { name }).check();
  await page.getByRole("link", { name: "Games" }).click();
}

/** Fills the new-game form of Jamaica: `seats` like ["Person", "Computer: easy", ...]. */
async function newGame(page, { seed, seats, names = [], ghost }) {
  await page.goto(server.url + "/new/jamaica");
  await page.getByRole("heading", { name: "New game of Jamaica" }).waitFor();
  await page.getByRole("radio", { name: String(seats.length), exact: true }).check();
  for (let i = 0; i < seats.length; i++) {
    const seat = page.getByRole("group", { name: `Seat ${i + 1}` });
    await seat.getByLabel("Played by").selectOption({ label: seats[i] });
    if (names[i]) await seat.getByLabel("Name").fill(names[i]);
  }
  await page.getByText("More options").click();
  if (ghost !== undefined) await page.getByRole("checkbox", { name: /Ghost ship/ }).setChecked(ghost);
  await page.getByLabel("Seed").fill(seed);
  await page.getByRole("button", { name: "Start the game" }).click();
}

const decision = (page) => page.getByRole("region", { name: "Decision" });

/** Waits for a person's decision, the hand-over cover or the end: "end", "cover" or "act". */
async function nextMoment(page, timeout = 60000) {
  const end = page.getByRole("heading", { name: "Final score" });
  const cover = page.getByRole("button", { name: /^I am .*: show my table$/ });
  const buttons = decision(page).getByRole("button");
  await waitAny([end, cover, buttons.first()], timeout);
  if (await end.isVisible()) return "end";
  if (await cover.isVisible()) return "cover";
  return "act";
}

/** No sideways scroll. */
async function noSidewaysScroll(page) {
  const { sw, w } = await page.evaluate(() => ({
    sw: document.documentElement.scrollWidth,
    w: window.innerWidth,
  }));
  assert.ok(sw <= w, `the page scrolls sideways: ${sw} > ${w}`);
}

/** Plays the person's decisions (the first button each time) until the end; returns what was
 * seen on the way: a combat scene, a shortage. */
async function playToTheEnd(page, { maxSteps = 3000, onAct } = {}) {
  const seen = { combat: false, steps: 0 };
  for (let steps = 0; steps < maxSteps; steps++) {
    const m = await nextMoment(page);
    if (m === "end") break;
    if (m === "cover") {
      await page.getByRole("button", { name: /^I am .*: show my table$/ }).click();
      continue;
    }
    if (await page.locator(".jm-combat").count()) seen.combat = true;
    if (onAct) await onAct(page, steps);
    const buttons = decision(page).getByRole("button");
    const n = await buttons.count();
    // Mostly the first choice; now and then another, so lanes, holds and spoils vary.
    const pick = steps % 3 === 2 && n > 1 ? 1 : 0;
    await buttons.nth(pick).click();
    seen.steps++;
  }
  await page.getByRole("heading", { name: "Final score" }).waitFor();
  return seen;
}

/** A 360×640 page at the table of the seeded 4-player game: Ana and three computers. */
async function fourSeatsOnAPhone() {
  const opened = await openPage({ width: 360, height: 640 });
  await setPace(opened.page, "Instant");
  await newGame(opened.page, {
    seed: "islas-jamaica",
    seats: ["Person", "Computer: easy", "Computer: medium", "Computer: easy"],
    names: ["Ana"],
  });
  await opened.page.getByRole("heading", { name: "The island" }).waitFor();
  return opened;
}

test("a person plays a whole 4-player game against three computers to the final score", async () => {
  const { context, page, errors } = await fourSeatsOnAPhone();
  // The board: 50 spaces, each with its words; the person's hand of three cards.
  assert.equal(await page.locator(".jm-route .sp").count(), 50);
  assert.match(await page.locator('.sp[data-space="7"]').innerText(), /7/);
  assert.match(await page.locator('.sp[data-space="7"] .visually-hidden').textContent(), /sea, costs 2 food/);
  assert.equal(await page.locator(".you .jm-hand li").count(), 3);
  await noSidewaysScroll(page);
  await page.screenshot({ path: screenshotPath("jamaica-start-360.png"), fullPage: false });
  let shotChoose = false;
  const seen = await playToTheEnd(page, {
    onAct: async (p) => {
      if (!shotChoose && (await p.locator(".decision .buttons.hand").count())) {
        shotChoose = true;
        await noSidewaysScroll(p);
        await p.screenshot({ path: screenshotPath("jamaica-choose-360.png") });
      }
      if (await p.locator(".jm-combat").count()) {
        await p.screenshot({ path: screenshotPath("jamaica-combat-360.png") });
      }
    },
  });
  assert.ok(seen.steps > 10, `${seen.steps} decisions`);
  // The end: each score in its parts, best first.
  const rows = await page.locator(".jm-end table tr").allTextContents();
  assert.equal(rows.length, 5, rows.join(" | "));
  assert.match(rows[0], /Space.*Before the red line.*Doubloons.*Treasures.*Cursed.*Total/s);
  assert.match(await page.locator(".jm-end .why").innerText(), /points/);
  // Combat and a shortage happened in this deal, and the log says so.
  await page.getByText("Game log").click();
  const fights = await page.locator(".log .log-list li.fight").count();
  const shortages = await page.locator(".log .log-list li.shortage").count();
  assert.ok(fights > 0, "a fight in the log");
  assert.ok(shortages > 0, "a shortage in the log");
  assert.match(await page.locator(".log .log-list li.shortage").first().innerText(), /^Shortage: .* cannot pay/);
  await noSidewaysScroll(page);
  await page.screenshot({ path: screenshotPath("jamaica-end-360.png"), fullPage: true });
  // Share this deal: a link with the game, seed, players and seats.
  await page.getByRole("button", { name: "Share this deal" }).click();
  const link = await page.getByLabel("Link to this deal").inputValue();
  assert.match(link, /[?&]g=jamaica/);
  assert.match(link, /[?&]s=islas-jamaica/);
  assert.match(link, /[?&]p=4/);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The pairs of the fight scene's parts (title, names with their ships, gunpowder and dice
 * words, dice, outcome) whose boxes overlap: none when both sides can be read. */
function fightOverlaps() {
  const sel = [" h3", " .who", " .who .icon", " .combat-die", " .words", " .outcome"].map((s) => ".jm-combat" + s);
  const boxes = [...document.querySelectorAll(sel.join(", "))]
    .map((e) => ({ e, r: e.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0);
  const name = (e) => `${e.getAttribute("class") ?? e.tagName} “${e.textContent.trim()}”`;
  const out = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
      const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (x > 1 && y > 1) out.push(`${name(a.e)} over ${name(b.e)}`);
    }
  }
  return out;
}

/** What keeps the map from reading: a space's number, end score or cost that overflows its
 * space (clipped), or a ship token over a space's number or end score. None when it reads. */
function mapFaults() {
  const box = (e) => e.getBoundingClientRect();
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const out = [];
  for (const sp of document.querySelectorAll(".jm-route .sp")) {
    const r = box(sp);
    const n = sp.dataset.space;
    const labels = [...sp.querySelectorAll(".num, .pts, .cost b")];
    for (const l of labels) {
      const b = box(l);
      if (b.left < r.left - 0.5 || b.right > r.right + 0.5 || b.top < r.top - 0.5 || b.bottom > r.bottom + 0.5) {
        out.push(`space ${n}: “${l.textContent}” overflows its space`);
      }
    }
    for (const ship of sp.querySelectorAll(".ship .icon")) {
      for (const l of labels.filter((l) => !l.closest(".cost"))) {
        if (meet(box(ship), box(l))) out.push(`space ${n}: ship ${ship.closest(".ship").dataset.ship} over “${l.textContent}”`);
      }
    }
  }
  return out;
}

/** What of the board, the person's own ship and hand and the decision lies outside the first
 * screen (or is not drawn), for `page.evaluate`. */
function firstScreenFaults() {
  return [".jm-route", ".you .jm-ship", ".you .jm-hand", ".decision .buttons"].filter((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return !r || r.width === 0 || r.left < 0 || r.right > innerWidth || r.top + scrollY < 0 || r.bottom + scrollY > innerHeight;
  });
}

test("a seeded game shows a combat as its own scene and a shortage, at 1280×800", async () => {
  const { context, page, errors } = await openPage({ width: 1280, height: 800 });
  await setPace(page, "Instant");
  await newGame(page, {
    seed: "islas-jamaica",
    seats: ["Person", "Computer: easy", "Computer: medium", "Computer: easy"],
    names: ["Ana"],
  });
  await page.getByRole("heading", { name: "The island" }).waitFor();
  await page.screenshot({ path: screenshotPath("jamaica-start-1280.png") });
  // The map reads: every space's number, end score and cost whole, no ship over a number (the
  // four ships on Port Royal at the start, then wherever they sail).
  assert.deepEqual(await page.evaluate(mapFaults), [], "the map at the start, 1280×800");
  // The same deal and the same choices as on the phone: the same game.
  let combatShot = false;
  let mapChecks = 0;
  const offScreen = [];
  let holdShot = false;
  const seen = await playToTheEnd(page, {
    onAct: async (p) => {
      // Once the ships have landed (a ship sailing in is drawn larger for a moment).
      await animationsEnded(p);
      assert.deepEqual(await p.evaluate(mapFaults), [], "the map at 1280×800");
      mapChecks++;
      // At every decision: the board, the person's own ship and hand, and the decision together
      // on the first screen, without scrolling.
      const outside = await p.evaluate(firstScreenFaults);
      const status = await p.getByTestId("status").innerText();
      if (outside.length) {
        offScreen.push(`${outside.join(", ")}: ${status.slice(0, 80)}`);
        await p.screenshot({ path: screenshotPath("jamaica-offscreen-1280.png") });
      }
      // A late turn with the most lines above the person's ship (the last round announced, why
      // Undo cannot be used, the card played, a treasure).
      if (!holdShot && /empties a hold/.test(status) && /last round/.test(await p.locator(".jm-round-head").innerText())) {
        await p.screenshot({ path: screenshotPath("jamaica-last-round-1280.png") });
        holdShot = true;
      }
      if (!(await p.locator(".jm-combat").count())) return;
      // Both sides of every fight side by side, none of their parts over another's (once the
      // dice have landed: a die rolling in is drawn larger for a moment).
      await animationsEnded(p);
      assert.deepEqual(await p.evaluate(fightOverlaps), [], "the fight scene at 1280×800");
      const scene = await p.locator(".jm-combat").innerText();
      assert.match(scene, /Fight: .* attacks /);
      if (!combatShot) await p.screenshot({ path: screenshotPath("jamaica-combat-1280.png") });
      // The same scene on a phone: no part over another, and it leaves most of the screen to
      // the page (the decision, scene and choice, takes at most 60 % of its height) with both
      // sides and the choice in view.
      await p.setViewportSize({ width: 360, height: 640 });
      await p.locator(".jm-combat").scrollIntoViewIfNeeded();
      assert.deepEqual(await p.evaluate(fightOverlaps), [], "the fight scene at 360×640");
      const { height } = await decision(p).boundingBox();
      assert.ok(height <= 0.6 * 640 + 0.5, `the fight takes ${height}px of the phone's 640: ${scene}`);
      for (const sel of [".jm-combat .sides", ".decision .buttons button"]) {
        assert.ok(await p.evaluate(inView, sel), `${sel} in view at 360×640: ${scene}`);
      }
      if (!combatShot) await p.screenshot({ path: screenshotPath("jamaica-fight-360.png") });
      combatShot = true;
      await p.setViewportSize({ width: 1280, height: 800 });
    },
  });
  assert.ok(seen.combat, "the person fought, in a scene of its own");
  assert.ok(mapChecks > 10, `the map checked ${mapChecks} times`);
  assert.deepEqual(offScreen, [], "outside the first screen at 1280×800");
  await page.screenshot({ path: screenshotPath("jamaica-end-1280.png"), fullPage: true });
  await noSidewaysScroll(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the reveal is told one player at a time, a fight as its own scene, and the next decision is open at once", async () => {
  const { context, page, errors } = await openPage({ width: 1280, height: 800 });
  // A pace with pauses: one step of the reveal per pause.
  await setPace(page, "Fast");
  const names = ["Ana", "Ben", "Cy", "Dee"];
  await newGame(page, {
    seed: "islas-jamaica",
    seats: ["Person", "Computer: easy", "Computer: medium", "Computer: easy"],
    names,
  });
  await page.getByRole("heading", { name: "The island" }).waitFor();
  // Every change of the round's steps and every fight scene, as they are drawn.
  await page.evaluate(() => {
    window.told = [];
    window.scenes = [];
    window.shortSteps = [];
    window.boards = [];
    const look = () => {
      const titles = [...document.querySelectorAll(".jm-steps .jm-step-item .who")].map((e) => e.textContent);
      if (window.told.at(-1)?.join("|") !== titles.join("|")) window.told.push(titles);
      // Where the board shows each ship, with the steps drawn at that moment.
      const ships = [...document.querySelectorAll(".jm-route .ship")]
        .map((e) => `${e.dataset.ship}@${e.closest(".sp").dataset.space}`)
        .sort()
        .join(" ");
      const board = { first: titles[0] ?? "", n: titles.length, ships };
      const last = window.boards.at(-1);
      if (ships && (!last || last.first !== board.first || last.n !== board.n || last.ships !== ships)) {
        window.boards.push(board);
      }
      for (const s of document.querySelectorAll(".decision .jm-step .jm-combat")) {
        if (window.scenes.at(-1) !== s.innerText) window.scenes.push(s.innerText);
      }
      for (const s of document.querySelectorAll(".decision .jm-step li.shortage")) {
        if (window.shortSteps.at(-1) !== s.textContent) window.shortSteps.push(s.textContent);
      }
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  let whilePlaying = 0;
  let stepShot = false;
  let combatShot = false;
  let spoilsShot = false;
  const shoot = async (p, name) => {
    await p.screenshot({ path: screenshotPath(`${name}-1280.png`) });
    await p.setViewportSize({ width: 360, height: 640 });
    await p.locator(".decision .jm-step").scrollIntoViewIfNeeded();
    await noSidewaysScroll(p);
    await p.screenshot({ path: screenshotPath(`${name}-360.png`) });
    await p.setViewportSize({ width: 1280, height: 800 });
  };
  await playToTheEnd(page, {
    onAct: async (p) => {
      const step = p.locator(".decision .jm-step");
      if (!(await step.count())) return;
      const told = await p.locator(".jm-steps .jm-step-item").count();
      const next = await p.locator('.decision [data-action="roll"], .decision .buttons.hand').count();
      // The person's next decision is there while the reveal is still being told.
      if (next && told < names.length) {
        whilePlaying++;
        if (whilePlaying === 1) {
          await p.locator(".jm-this-round").scrollIntoViewIfNeeded();
          await p.screenshot({ path: screenshotPath("jamaica-reveal-playing-1280.png") });
        }
      }
      // Inside the reveal (a lane, a hold, a fight) the step waits with the person.
      if (!next && !(await p.locator(".decision .jm-step .jm-combat").count()) && !stepShot) {
        stepShot = true;
        assert.match(await step.locator("h3").innerText(), /^(Ana|Ben|Cy|Dee) \(card \d+\): morning — .+; evening — .+/);
        await shoot(p, "jamaica-reveal-step");
      }
      if (!next && (await p.locator(".decision .jm-step .jm-combat").count()) && !combatShot) {
        combatShot = true;
        await shoot(p, "jamaica-reveal-combat");
      }
      // The winner's choice, with the scene around it (when the person wins a fight).
      if (!spoilsShot && (await p.locator('.decision [data-action="spare"]').count())) {
        spoilsShot = true;
        assert.match(await p.locator(".decision .jm-step .jm-combat").innerText(), /Ana wins the fight/);
        await shoot(p, "jamaica-reveal-spoils");
      }
    },
  });
  assert.ok(whilePlaying > 0, "the person could act while the steps were still being told");
  assert.ok(stepShot && combatShot, `screenshots: step ${stepShot}, combat ${combatShot}`);
  const { told, scenes, shortSteps, boards } = await page.evaluate(() => ({
    told: window.told,
    scenes: window.scenes,
    shortSteps: window.shortSteps,
    boards: window.boards,
  }));
  // Steps are only ever added at the end, one at a time, until the next round's cards turn.
  let oneByOne = 0;
  const starts = [];
  for (let i = 1; i < told.length; i++) {
    const [a, b] = [told[i - 1], told[i]];
    if (b.length > a.length && b[0] === a[0]) {
      assert.deepEqual(b.slice(0, a.length), a, "a step drawn before is kept in its place");
      if (b.length === a.length + 1) oneByOne++;
    } else if (b.length) {
      starts.push(b.length);
    }
  }
  assert.ok(oneByOne >= 10, `${oneByOne} steps drawn one after another`);
  // Each new reveal appears at its first step, never whole for a moment (in this deal no
  // decision of the person's waits in a later step when the cards turn).
  assert.ok(starts.length > 5 && starts.every((n) => n === 1), JSON.stringify(starts));
  // A round told whole goes round the table from the captain.
  const whole = told.filter((t) => t.length === names.length);
  assert.ok(whole.length > 5, `${whole.length} whole rounds`);
  for (const t of whole) {
    const who = t.map((x) => x.split(" (")[0]);
    const first = names.indexOf(who[0]);
    assert.deepEqual(who, names.map((_, k) => names[(first + k) % names.length]), t.join(" / "));
  }
  // A fight told as its own scene: both sides, the gunpowder and the die, the winner or the draw.
  assert.ok(scenes.length > 0, "a fight scene in a step");
  assert.ok(
    scenes.some((s) => /Fight: .* attacks /.test(s) && /gunpowder spent, rolled/.test(s) && /wins the fight|draw/.test(s)),
    scenes.join("\n---\n"),
  );
  assert.ok(shortSteps.some((s) => /^Shortage: .* cannot pay/.test(s)), "a shortage told in a step");
  // The ships sail step by step: within a reveal, the board as one step is drawn and as the
  // next one is drawn differ, and the ship that moved is the one whose step was added.
  const settled = new Map();
  for (const b of boards) settled.set(`${b.first}#${b.n}`, b);
  let sailedInStep = 0;
  for (const b of settled.values()) {
    const prev = settled.get(`${b.first}#${b.n - 1}`);
    if (!b.first || !prev || prev.ships === b.ships) continue;
    const where = (ships) => Object.fromEntries(ships.split(" ").map((x) => x.split("@")));
    const [was, now] = [where(prev.ships), where(b.ships)];
    const moved = Object.keys(now).filter((ship) => was[ship] !== now[ship]);
    const stepOf = told.find((t) => t[0] === b.first && t.length === b.n)?.[b.n - 1] ?? "";
    if (moved.some((ship) => stepOf.startsWith(`${names[Number(ship)]} (card`))) sailedInStep++;
  }
  assert.ok(sailedInStep >= 5, `${sailedInStep} steps moved their ship on the board (${boards.length} boards)`);
  await noSidewaysScroll(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the panels follow the reveal: a ship's place and holds change with its own step, the round, the lairs and the person's hand are those of the step", async () => {
  const { context, page, errors } = await openPage({ width: 1280, height: 800 });
  await setPace(page, "Fast");
  const names = ["Ana", "Ben", "Cy", "Dee"];
  await newGame(page, {
    seed: "islas-jamaica",
    seats: ["Person", "Computer: easy", "Computer: medium", "Computer: easy"],
    names,
  });
  await page.getByRole("heading", { name: "The island" }).waitFor();
  // Every ship panel's place ("Space 5, 40 to go") and holds, with the steps drawn then.
  await page.evaluate(() => {
    window.panelBoards = [];
    const look = () => {
      const titles = [...document.querySelectorAll(".jm-steps .jm-step-item .who")].map((e) => e.textContent);
      const panels = {};
      for (const ship of document.querySelectorAll(".jm-ship")) {
        const name = ship.querySelector("h3")?.textContent;
        if (name) {
          panels[name] = {
            place: ship.querySelector(".place")?.textContent ?? "",
            holds: ship.querySelector(".jm-holds")?.textContent ?? "",
          };
        }
      }
      // A person deciding inside the reveal (a lane, a hold, a fight) sees every step at once.
      const inside =
        !!document.querySelector(".decision .jm-step") &&
        !!document.querySelector(".decision .buttons button") &&
        !document.querySelector('.decision [data-action="roll"], .decision .buttons.hand');
      // The round panel, the lairs with their token, the person's hand, the round's opening
      // lines and the lines of the step drawn last, while a step is told.
      const round = document.querySelector(".jm-round-head");
      const items = [...document.querySelectorAll(".jm-steps .jm-step-item")];
      const b = {
        first: titles[0] ?? "",
        last: titles.at(-1) ?? "",
        n: titles.length,
        inside,
        telling: !!document.querySelector(".jm-steps .jm-step-item.current"),
        panels: JSON.stringify(panels),
        round: round ? [...round.querySelectorAll("h2, .dice, .jm-pile")].map((e) => e.textContent).join("|") : "",
        tokens: [...document.querySelectorAll(".jm-route .sp.lair .i-treasure")]
          .map((e) => e.closest(".sp").dataset.space)
          .join(" "),
        hand: [...document.querySelectorAll(".you .jm-hand .num")].map((e) => e.textContent).join(" "),
        powers: document.querySelector(".you .jm-treasures")?.textContent ?? "",
        opening: [...document.querySelectorAll(".jm-steps > li:not(.jm-step-item)")]
          .filter((e) => !items.length || e.compareDocumentPosition(items[0]) & Node.DOCUMENT_POSITION_FOLLOWING)
          .map((e) => e.textContent),
        lines: [...(items.at(-1)?.querySelectorAll("ol li") ?? [])].map((e) => e.textContent),
      };
      const key = (x) => [x.first, x.n, x.inside, x.telling, x.panels, x.round, x.tokens, x.hand].join("#");
      const last = window.panelBoards.at(-1);
      if (!last || key(last) !== key(b)) window.panelBoards.push(b);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // Some rounds: the person's cards (and any decision inside a reveal) as they come.
  let toldShot = false;
  for (let steps = 0; steps < 36; steps++) {
    const m = await nextMoment(page);
    if (m === "end") break;
    // A reveal in the middle of its telling (the second step drawn), at both sizes.
    if (!toldShot && (await page.locator(".jm-steps .jm-step-item.current").count()) && (await page.locator(".jm-steps .jm-step-item").count()) === 2) {
      toldShot = true;
      await page.screenshot({ path: screenshotPath("jamaica-reveal-told-1280.png"), fullPage: true });
      await page.setViewportSize({ width: 360, height: 640 });
      await page.screenshot({ path: screenshotPath("jamaica-reveal-told-360.png") });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const buttons = decision(page).getByRole("button");
    const n = await buttons.count();
    await buttons.nth(steps % 3 === 2 && n > 1 ? 1 : 0).click();
  }
  const boards = await page.evaluate(() => window.panelBoards);
  // The panels as each step of a reveal was drawn (the last seen with that many steps).
  const settled = new Map();
  for (const b of boards) if (b.first) settled.set(`${b.first}#${b.n}`, { ...b, panels: JSON.parse(b.panels) });
  let placeInStep = 0;
  let holdsInStep = 0;
  for (const b of settled.values()) {
    const prev = settled.get(`${b.first}#${b.n - 1}`);
    // (After a decision inside the reveal the rest of the round is drawn at once.)
    if (!prev || prev.inside) continue;
    // The step added: its ship's name starts its title.
    const owner = b.last.split(" (")[0];
    for (const [name, now] of Object.entries(b.panels)) {
      const was = prev.panels[name];
      if (!was) continue;
      // A ship sails only in its own step: no other panel's place changes with it.
      if (was.place !== now.place) {
        assert.equal(name, owner, `${name}'s place changed in ${owner}'s step: ${was.place} → ${now.place}`);
        placeInStep++;
      }
      if (name === owner && was.holds !== now.holds) holdsInStep++;
    }
  }
  assert.ok(placeInStep >= 5, `${placeInStep} steps changed their ship's place (${settled.size} moments)`);
  assert.ok(holdsInStep >= 3, `${holdsInStep} steps changed their ship's holds`);
  // The lairs: a token leaves its lair in the step that takes it (its line names the space),
  // not before; the pile and the tokens go down together (nine of each to start with).
  let tokenInStep = 0;
  for (const b of settled.values()) {
    const count = (t) => (t ? t.split(" ").length : 0);
    assert.match(b.round, new RegExp(`Treasures left in the pile: ${count(b.tokens)}$`), `${b.round} / ${b.tokens}`);
    const prev = settled.get(`${b.first}#${b.n - 1}`);
    if (!prev || prev.inside) continue;
    const now = new Set(b.tokens.split(" "));
    const gone = prev.tokens.split(" ").filter((t) => t && !now.has(t));
    const taken = b.lines.map((l) => / takes the treasure token on space (\d+)/.exec(l)?.[1]).filter(Boolean);
    assert.deepEqual(gone.sort(), taken.sort(), `${b.last}: tokens ${prev.tokens} → ${b.tokens}`);
    tokenInStep += gone.length;
  }
  assert.ok(tokenInStep >= 1, `${tokenInStep} tokens taken in a step`);
  // While a step is told: the round panel shows the round whose cards were turned over, with
  // its morning and evening dice; the person's hand is the one left once the card was chosen
  // (the card played this round not in it, the cards drawn at the round's end not yet).
  let roundsTold = 0;
  let handsTold = 0;
  for (const b of boards) {
    if (!b.telling || b.inside || !b.first) continue;
    const dice = b.opening.map((l) => /^Morning die (\d), evening die (\d)\.$/.exec(l)).find(Boolean);
    if (dice) {
      assert.match(b.round, new RegExp(`morning die: ${dice[1]}evening die: ${dice[2]}`), `${b.round} / ${dice[0]}`);
      roundsTold++;
    }
    const round = b.opening.map((l) => /^Round (\d+):/.exec(l)).find(Boolean);
    if (round) assert.match(b.round, new RegExp(`^Round ${round[1]}\\|`), b.round);
    const played = boards
      .filter((x) => x.first === b.first)
      .flatMap((x) => [x.first, x.last])
      .map((t) => /^Ana \(card (\d+)\)/.exec(t)?.[1])
      .find(Boolean);
    const hand = b.hand.split(" ");
    const size = /Morgan’s Map/.test(b.powers) ? 4 : 3;
    assert.equal(hand.length, size - 1, `Ana's hand while ${b.last} is told: ${b.hand}`);
    if (played) assert.ok(!hand.includes(played), `card ${played} played and still in the hand ${b.hand}`);
    handsTold++;
  }
  assert.ok(roundsTold >= 5 && handsTold >= 5, `${roundsTold} round panels, ${handsTold} hands checked while told`);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Whether `selector`'s first element is wholly in the viewport and not covered there (the
 * element found at its centre is it or inside it). */
function inView(selector) {
  const e = document.querySelector(selector);
  if (!e) return false;
  const r = e.getBoundingClientRect();
  if (r.width === 0 || r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!at && (e === at || e.contains(at) || at.contains(e));
}

test("on a 360×640 phone the person's ship on the route, its holds and the decision are in view at each of their turns", async () => {
  const { context, page, errors } = await fourSeatsOnAPhone();
  // The map of the route scrolls sideways (spaces at a size that reads), the page itself does not.
  const route = page.getByRole("list", { name: "The route round the island, in sailing order" });
  assert.ok(await route.evaluate((e) => e.scrollWidth > e.clientWidth * 1.5), "the route scrolls sideways");
  let turns = 0;
  let far = 0;
  let leaderShown = 0;
  for (let steps = 0; steps < 400 && turns < 12; steps++) {
    const m = await nextMoment(page);
    if (m === "end") break;
    const buttons = decision(page).getByRole("button");
    if (await decision(page).locator(".buttons.hand").count()) {
      turns++;
      // Ana's ship and every card of her hand in view (the table brings the route into view
      // above the decision at the start of her turn, even after the page was scrolled).
      await page.waitForFunction(inView, '.jm-route .ship[data-ship="0"]', { timeout: 5000 }).catch(() => {});
      assert.ok(await page.evaluate(inView, '.jm-route .ship[data-ship="0"]'), `turn ${turns}: Ana's ship in view`);
      // Her own ship too: its holds (the gold and gunpowder she has) with the decision.
      const holds = await page.locator(".decision .jm-own-bar .jm-holds li").count();
      assert.equal(holds, await page.locator(".you .jm-holds li").count(), `turn ${turns}: Ana's holds by the decision`);
      assert.ok(await page.evaluate(inView, ".decision .jm-own-bar .jm-holds"), `turn ${turns}: Ana's holds in view`);
      const n = await buttons.count();
      for (let i = 0; i < n; i++) {
        const box = await buttons.nth(i).boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= 640 && box.x >= 0 && box.x + box.width <= 360, `turn ${turns}: card ${i + 1} in view`);
      }
      if (await route.evaluate((e) => e.scrollLeft > 0)) far++;
      await animationsEnded(page);
      assert.deepEqual(await page.evaluate(mapFaults), [], `turn ${turns}: the map at 360×640`);
      // The button to the leader names where the leader is, and brings its ship into view.
      const lead = page.getByRole("button", { name: /^Leader: \d+ — Show the leader, .*, on the route: Space \d+, \d+ to go$/ });
      if (await lead.count()) {
        leaderShown++;
        const who = (await lead.textContent()).match(/Show the leader, (.*), on the route/)[1];
        const seat = ["Ana", "Computer 2", "Computer 3", "Computer 4"].indexOf(who);
        await lead.click();
        await page.waitForFunction(inView, `.jm-route .ship[data-ship="${seat}"]`, { timeout: 5000 });
        await page.getByRole("button", { name: /^You: (\d+|PR) — Show your ship on the route: / }).click();
        await page.waitForFunction(inView, '.jm-route .ship[data-ship="0"]', { timeout: 5000 });
      }
      if (turns === 6) await page.screenshot({ path: screenshotPath("jamaica-route-360.png") });
      // The person reads the other ships at the bottom of the page; their next turn brings the
      // route back.
      if (turns === 4) await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    }
    await buttons.first().click();
  }
  assert.ok(turns >= 8, `${turns} turns`);
  assert.ok(far > 0, "the route was scrolled to follow Ana's ship");
  assert.ok(leaderShown > 0, "a leader ahead of Ana was shown");
  await noSidewaysScroll(page);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Everything on the page that would give away a secret of a seat: hands and treasure values. */
async function secrets(page) {
  return page.evaluate(() => {
    const hands = [...document.querySelectorAll(".jm-hand, .buttons.hand")].map((h) => ({
      inYou: !!h.closest(".you") || !!h.closest(".decision"),
    }));
    const values = [...document.querySelectorAll("body *")]
      .filter((e) => e.children.length === 0 && /treasure [+−]\d/.test(e.textContent))
      .map((e) => ({ inYou: !!e.closest(".you") || !!e.closest(".decision"), text: e.textContent }));
    return { hands, values, text: document.body.innerText };
  });
}

test("pass and play: at every hand-over the other person's hand and treasures are not in the page", async () => {
  const { context, page, errors } = await openPage({ width: 360, height: 640 });
  // Every step of each reveal drawn at once: the hand-overs are what this test checks.
  await setPace(page, "Instant");
  await newGame(page, { seed: "hand-over", seats: ["Person", "Person"], names: ["Ana", "Bea"] });
  let covers = 0;
  let checked = 0;
  for (let steps = 0; steps < 400; steps++) {
    const m = await nextMoment(page);
    if (m === "end") break;
    if (m === "cover") {
      covers++;
      // Covered: nothing of either person's hand, chosen card or treasures is in the DOM.
      const s = await secrets(page);
      assert.deepEqual(s.hands, [], "no hand behind the cover");
      assert.deepEqual(s.values, [], "no treasure value behind the cover");
      assert.equal(await page.locator(".jm-card, .jm-treasures, .jm-route").count(), 0);
      if (covers === 1) await page.screenshot({ path: screenshotPath("jamaica-handover-360.png") });
      await page.getByRole("button", { name: /^I am .*: show my table$/ }).click();
      // Shown to one person: only their own hand and their own treasures' values.
      const shown = await secrets(page);
      assert.ok(shown.hands.length >= 1 && shown.hands.every((h) => h.inYou), JSON.stringify(shown.hands));
      assert.ok(shown.values.every((v) => v.inYou), JSON.stringify(shown.values));
      assert.equal(await page.locator(".players .jm-hand, .players .jm-card").count(), 0);
      checked++;
      continue;
    }
    const buttons = decision(page).getByRole("button");
    const n = await buttons.count();
    await buttons.nth(steps % 2 === 1 && n > 1 ? n - 1 : 0).click();
  }
  assert.ok(covers >= 10, `${covers} hand-overs`);
  assert.equal(checked, covers);
  await noSidewaysScroll(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Learn to play at 360×640: Jamaica's lesson from home to its end, each move on the marked piece in view; then a real game", async () => {
  const { context, page, errors } = await openPage();
  await setPace(page, "Instant");
  await page.locator('[data-game="jamaica"]').getByRole("button", { name: "Learn to play" }).click();
  await page.getByTestId("lesson-guide").waitFor();
  const moves = await playLesson(page, async (n) => {
    if (n === 5) await page.screenshot({ path: screenshotPath("jamaica-lesson-fight-360.png") });
  });
  assert.equal(moves, 9, "the person made each of the lesson's moves");
  assert.match(await page.locator("main").innerText(), /Port Royal/);
  await page.screenshot({ path: screenshotPath("jamaica-lesson-end-360.png") });
  // A real game follows, with the lesson's players: a new deal, no lesson.
  const lessonUrl = page.url();
  await page.getByRole("button", { name: "Play a real game" }).click();
  await page.waitForURL((u) => /\/play\//.test(u.pathname) && u.toString() !== lessonUrl);
  await page.getByTestId("status").waitFor();
  await page.getByText("The island").first().waitFor();
  assert.equal(await page.getByTestId("lesson-guide").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a reload in the middle of a round keeps the card already chosen", async () => {
  const { context, page, errors } = await openPage({ width: 360, height: 640 });
  await newGame(page, { seed: "reload", seats: ["Person", "Person"], names: ["Ana", "Bea"] });
  // The captain rolls, orders the dice and chooses a card; then the device goes to the other.
  let chosen = null;
  let chooser = null;
  for (let steps = 0; steps < 10 && chosen === null; steps++) {
    const m = await nextMoment(page);
    if (m === "cover") {
      await page.getByRole("button", { name: /^I am .*: show my table$/ }).click();
      continue;
    }
    const hand = decision(page).locator(".buttons.hand button");
    if (await hand.count()) {
      chooser = (await page.getByTestId("status").innerText()).match(/(Ana|Bea) chooses/)[1];
      const label = await hand.first().innerText();
      chosen = label.match(/^(\d+)/)[1];
      await hand.first().click();
      break;
    }
    await decision(page).getByRole("button").first().click();
  }
  assert.ok(chosen, "a card was chosen");
  const other = chooser === "Ana" ? "Bea" : "Ana";
  await page.getByRole("button", { name: `I am ${other}: show my table` }).waitFor();
  await page.reload();
  await appReady(page);
  // Resumed covered, for the person to act; then the first card is still chosen, face down.
  await page.getByRole("button", { name: `I am ${other}: show my table` }).click();
  assert.match(await page.getByTestId("status").innerText(), new RegExp(`${other} chooses a card in secret`));
  await page.locator(".players summary").first().click();
  assert.match(await page.locator(".players").innerText(), /Has chosen a card, face down/);
  await decision(page).locator(".buttons.hand button").first().click();
  // Both cards turn over: the first is the one chosen before the reload.
  if ((await nextMoment(page)) === "cover") {
    await page.getByRole("button", { name: /^I am .*: show my table$/ }).click();
  }
  await page.getByText("Game log").click();
  const log = await page.locator(".log .log-list").innerText();
  assert.match(log, new RegExp(`${chooser} plays Card ${chosen}:`));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a seed link opens the new-game form with that deal, ghost ship off", async () => {
  const { context, page, errors } = await openPage({ width: 360, height: 640 });
  await page.goto(server.url + "/?g=jamaica&s=pirates&p=2&o=no-ghost-ship");
  await page.getByRole("heading", { level: 1, name: "Jamaica" }).waitFor();
  assert.match(await page.locator("main").textContent(), /Seed pirates · 2 players/);
  assert.equal(await page.getByLabel("Seed").inputValue(), "pirates");
  assert.match(await page.locator(".options-now").innerText(), /no ghost ship · deal “pirates”/);
  await page.getByText("More options").click();
  assert.equal(await page.getByRole("checkbox", { name: /Ghost ship/ }).isChecked(), false);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("heading", { name: "The island" }).waitFor();
  // Two ships and no ghost on the route.
  assert.equal(await page.locator(".jm-route .ships .icon").count(), 2);
  // The rules page, with the ghost ship's origin.
  await page.getByRole("link", { name: "Rules" }).click();
  await page.getByRole("heading", { name: "Two players: the ghost ship" }).waitFor();
  assert.match(await page.locator("main").innerText(), /English rules summary/);
  await noSidewaysScroll(page);
  await page.screenshot({ path: screenshotPath("jamaica-rules-360.png") });
  assert.deepEqual(errors, []);
  await context.close();
});


for (const colorScheme of ["light", "dark"]) {
  test(`accessibility (axe-core): no serious or critical violation on Jamaica's new game and table, ${colorScheme}`, async () => {
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport, colorScheme, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(server.url + "/");
      await appReady(page);
      await setPace(page, "Instant");
      await page.goto(server.url + "/new/jamaica");
      await page.getByRole("heading", { name: "New game of Jamaica" }).waitFor();
      await axe(page, `new game ${viewport.width}`);
      await newGame(page, { seed: "axe", seats: ["Person", "Computer: easy", "Computer: easy"] });
      // The secret choice: the hand's cards are the buttons.
      for (let i = 0; i < 5 && !(await page.locator(".decision .buttons.hand").count()); i++) {
        await nextMoment(page);
        await decision(page).getByRole("button").first().click();
      }
      await nextMoment(page);
      if (viewport.width === 1280) {
        // A wide screen shows the board, the person's own ship and hand, and the decision
        // together on the first screen, without scrolling.
        const outside = await page.evaluate(() =>
          [".jm-route", ".you .jm-ship", ".you .jm-hand", ".decision .buttons"].filter((sel) => {
            const e = document.querySelector(sel);
            const r = e?.getBoundingClientRect();
            return !r || r.width === 0 || r.left < 0 || r.right > innerWidth || r.top + scrollY < 0 || r.bottom + scrollY > innerHeight;
          }),
        );
        assert.deepEqual(outside, [], "outside the first screen at 1280×800");
      }
      await page.locator(".players details summary").first().click();
      await page.screenshot({ path: screenshotPath(`jamaica-table-${colorScheme}-${viewport.width}.png`) });
      await axe(page, `table ${viewport.width}`);
      // The reveal: the round's steps, and the step told now when a decision waits inside it.
      for (let i = 0; i < 40 && !(await page.locator(".jm-steps .jm-step-item").count()); i++) {
        if ((await nextMoment(page)) !== "act") break;
        await decision(page).getByRole("button").first().click();
      }
      assert.ok(await page.locator(".jm-steps .jm-step-item").count(), "the round's steps");
      await axe(page, `reveal ${viewport.width}`);
      await context.close();
    }
  });
}

test("accessibility (axe-core): the final score at 360×640, which scrolls sideways, can be scrolled by keyboard", async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, bypassCSP: true });
  const page = await context.newPage();
  // Four computers: Skip plays the deal to its end at once.
  await page.goto(server.url + "/?g=jamaica&s=axe-end&p=4&a=easy,easy,easy,easy");
  await appReady(page);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("button", { name: /Skip/ }).click();
  await page.locator("#end-title").waitFor();
  const wrap = page.locator(".jm-end .scores-wrap");
  assert.ok(await wrap.evaluate((e) => e.scrollWidth > e.clientWidth), "the score table scrolls sideways at 360");
  await axe(page, "final score 360");
  await context.close();
});
