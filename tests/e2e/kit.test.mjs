// The visual kit and Port Royal dressed in it, as a newcomer meets it: at 360×640 the harbour,
// the decision and the person's own display fit on one screen during their turn; screenshots of
// each moment of a turn in both themes at 360×640 and 1280×800 (kept in tests/e2e/screenshots);
// focus that goes where the next key press expects it; no serious accessibility violation
// (axe-core) on home, new game and the table in either theme.
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

async function newPage({ width = 360, height = 640, colorScheme = "light", bypassCSP = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, bypassCSP });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return { context, page, errors };
}

/** Computer opponents play at once (settings), then a game from a link: `seats` like "person,easy". */
async function startGame(page, seed, seats) {
  await page.goto(server.url + "/settings");
  await appReady(page);
  await page.getByRole("group", { name: "Computer opponents' pace" }).getByRole("radio", { name: "Instant" }).check();
  await page.goto(`${server.url}/?g=port-royal&s=${seed}&p=${seats.split(",").length}&a=${seats}`);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("heading", { name: "Harbour" }).waitFor();
}

const decision = (page) => page.getByRole("region", { name: "Decision" });
/** The enabled controls of the decision (not the bust note's OK). */
const controls = (page) => page.locator(".decision .buttons button:enabled");

/** Waits for the person's next decision; null at the end of the game. */
async function nextDecision(page, timeout = 60000) {
  const end = page.getByRole("heading", { name: "Final score" });
  await waitAny([end, controls(page).first()], timeout);
  if (await end.isVisible()) return null;
  return controls(page).allInnerTexts();
}

const harbourSize = (page) => page.locator("section.harbour ol.cards-row:not(.busted) > li").count();

/** Every card name on screen is whole: it never overflows its card, and never breaks inside a word. */
async function namesWhole(page) {
  const bad = await page.locator(".pr-card .name").evaluateAll((els) =>
    els
      .filter((e) => e.getClientRects().length)
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).overflowWrap !== "normal")
      .map((e) => e.textContent),
  );
  assert.deepEqual(bad, [], "card names broken or overflowing");
}

/** Harbour, decision controls and the person's display within the viewport, none under another. */
async function fitsOneScreen(page, what) {
  const r = await page.evaluate(() => {
    window.scrollTo(0, 0);
    const box = (s) => document.querySelector(s)?.getBoundingClientRect().toJSON();
    return {
      vh: window.innerHeight,
      scrollY: window.scrollY,
      harbour: box("section.harbour"),
      you: box("section.you"),
      decision: box(".decision"),
      buttons: box(".decision .buttons"),
    };
  });
  const msg = `${what}: ${JSON.stringify(r)}`;
  assert.equal(r.scrollY, 0, msg);
  for (const k of ["harbour", "you", "buttons"]) {
    assert.ok(r[k] && r[k].top >= 0 && r[k].bottom <= r.vh + 0.5, `${k} within the viewport — ${msg}`);
  }
  // The decision sits at the bottom, over nothing the person needs to see.
  assert.ok(r.harbour.bottom <= r.decision.top + 0.5, `harbour above the decision — ${msg}`);
  assert.ok(r.you.bottom <= r.decision.top + 0.5, `own display above the decision — ${msg}`);
}

async function shoot(page, name, w) {
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: screenshotPath(`kit-${name}-${w}-${scheme}.png`), animations: "disabled" });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

for (const [w, h] of [
  [360, 640],
  [1280, 800],
]) {
  test(`a whole turn and game at ${w}×${h}: screenshots in both themes, the phone fits one screen, names whole`, async () => {
    const { context, page, errors } = await newPage({ width: w, height: h });
    await startGame(page, "kit-shots", "person,easy");
    const seen = new Set();
    const want = ["start", "harbour-5", "bust", "take-active", "take-other", "needs"];
    // The start of a turn: only drawing is allowed, and the prompt says just that.
    await nextDecision(page);
    assert.match(await page.getByTestId("status").innerText(), /: draw a card\.$/);
    assert.equal(await decision(page).getByRole("button", { name: "Stop and trade" }).count(), 0);
    await shoot(page, "start", w);
    if (w === 360) await fitsOneScreen(page, "start of a turn");
    seen.add("start");
    for (let i = 0; i < 400; i++) {
      const names = await nextDecision(page);
      if (names === null) break;
      await namesWhole(page);
      const size = await harbourSize(page);
      const bust = page.locator(".bust-note");
      if (!seen.has("bust") && (await bust.count())) {
        // The person's own bust is said in place, as a status, until the next decision.
        assert.match(await bust.innerText(), /second ship of its colour/);
        assert.equal(await decision(page).getByRole("status").count(), 1);
        await shoot(page, "bust", w);
        seen.add("bust");
      }
      const takes = names.some((n) => /^(Hire|Trade|Take nothing|End the turn)/.test(n));
      const active = (await page.locator(".you .player.active").count()) > 0;
      if (takes) {
        const needs = page.locator(".decision .buttons button:disabled");
        for (const t of await needs.allInnerTexts()) assert.match(t, /: needs \d+ coins?$/);
        if (!seen.has("needs") && (await needs.count())) {
          await shoot(page, "needs", w);
          seen.add("needs");
        }
        const key = active ? "take-active" : "take-other";
        if (!seen.has(key)) {
          await shoot(page, key, w);
          if (w === 360) await fitsOneScreen(page, key);
          seen.add(key);
        }
      }
      if (!seen.has("harbour-5") && size >= 5 && names.includes("Draw a card")) {
        await shoot(page, "harbour-5", w);
        if (w === 360) await fitsOneScreen(page, "a harbour of five cards");
        seen.add("harbour-5");
      }
      // Greedy: draw to five cards, let every ship in, then trade; take the first hire or trade.
      let pick;
      if (names.includes("Let it in")) pick = "Let it in";
      else if (names.includes("Draw a card") && (size < 5 || !names.includes("Stop and trade"))) pick = "Draw a card";
      else if (names.includes("Stop and trade")) pick = "Stop and trade";
      else pick = names.find((n) => /^Fulfil|^Hire|^Trade/.test(n)) || names.find((n) => /^End the turn|^Take nothing/.test(n)) || names[0];
      await controls(page).getByText(pick, { exact: true }).first().click();
      if (seen.size === want.length && i > 60) break;
    }
    // Finish the game quickly for the end screen: whatever comes first, computers at once.
    for (let i = 0; i < 800; i++) {
      const names = await nextDecision(page);
      if (names === null) break;
      const pick = names.find((n) => /^Fulfil|^Hire|^Let it in$|^Stop and trade$/.test(n)) || names.find((n) => /^Trade/.test(n)) || names[0];
      await controls(page).getByText(pick, { exact: true }).first().click();
    }
    await page.getByRole("heading", { name: "Final score" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "end", w);
    assert.deepEqual(want.filter((s) => !seen.has(s)), [], "every moment was seen");
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("card names stay whole in Spanish and Czech at 360 px", async () => {
  const { context, page } = await newPage();
  await startGame(page, "kit-names", "person,easy");
  for (let i = 0; i < 6; i++) {
    const names = await nextDecision(page);
    const pick = names.includes("Let it in") ? "Let it in" : names.includes("Draw a card") ? "Draw a card" : names[0];
    await controls(page).getByText(pick, { exact: true }).first().click();
  }
  const table = page.url();
  for (const lang of ["es", "cs"]) {
    await page.goto(server.url + "/settings");
    await page.locator("#language").selectOption(lang);
    await page.goto(table);
    await page.locator("section.harbour").waitFor();
    await page.locator(".pr-card").first().waitFor();
    await namesWhole(page);
    // Colour letters are the language's own, not English ones.
    const letters = await page.locator(".pr-card .letter").allInnerTexts();
    for (const l of letters) assert.doesNotMatch(l, /^[YBGK]$/, `${lang}: ${letters}`);
  }
  await context.close();
});

test("focus: Stop and trade lands on the first take; the card dialog holds focus and gives it back", async () => {
  const { context, page } = await newPage({ width: 1280, height: 800 });
  await startGame(page, "kit-focus", "person,easy");
  // Undo cannot be used at the start: it looks disabled and says why.
  const undo = page.getByRole("button", { name: "Undo" });
  assert.ok(await undo.isDisabled());
  assert.equal(await undo.evaluate((b) => getComputedStyle(b).borderStyle), "dashed");
  assert.match(await page.locator("#undo-why").innerText(), /Nothing to take back yet\./);
  // The player deciding is not marked in the focus ring's colour.
  const [mark, ring] = await page.evaluate(() => {
    const probe = document.createElement("span");
    document.body.append(probe);
    probe.style.color = "var(--focus)";
    const ring = getComputedStyle(probe).color;
    probe.remove();
    return [getComputedStyle(document.querySelector(".you .player.deciding")).borderLeftColor, ring];
  });
  assert.notEqual(mark, ring);
  // Draw by keyboard until stopping is allowed with something to take.
  for (let i = 0; i < 10; i++) {
    await nextDecision(page);
    if ((await decision(page).getByRole("button", { name: "Stop and trade" }).count()) && (await harbourSize(page)) > 0) break;
    await page.waitForFunction(() => document.activeElement?.matches(".decision button"));
    await page.keyboard.press("Enter");
    await page.waitForTimeout(100);
  }
  // A card: Enter opens its explanation, focus is inside and stays there, Escape gives it back.
  const card = page.locator("section.harbour .pr-card").first();
  const cardName = await card.locator(".words").textContent();
  await card.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest("[role=dialog]"));
  for (const key of ["Tab", "Shift+Tab", "Tab"]) {
    await page.keyboard.press(key);
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]")), `${key} stays in the dialog`);
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await page.waitForFunction((n) => document.activeElement?.querySelector(".words")?.textContent === n, cardName);
  // Stop and trade by keyboard: focus lands on the first take, never on "Take nothing".
  await decision(page).getByRole("button", { name: "Stop and trade" }).focus();
  await page.keyboard.press("Enter");
  await page.locator(".decision button.take:enabled").first().waitFor();
  await page.waitForFunction(() => document.activeElement?.matches(".decision button.take:enabled"));
  const focused = await page.evaluate(() => document.activeElement.textContent);
  assert.doesNotMatch(focused, /Take nothing|End the turn/);
  assert.equal(focused, await page.locator(".decision button.take:enabled").first().innerText());
  await context.close();
});

test("computer turns: their last moves are shown above the controls, announced politely; the log stays reachable", async () => {
  const { context, page } = await newPage();
  await startGame(page, "kit-recent", "person,easy,easy");
  // Play until the computers have moved and it is the person's turn again.
  for (let i = 0; i < 40; i++) {
    const names = await nextDecision(page);
    if ((await page.locator(".recent li").count()) >= 2 && names.includes("Draw a card")) break;
    const pick = names.includes("Let it in") ? "Let it in" : names.includes("Stop and trade") ? "Stop and trade" : names.find((n) => /^Trade|^Hire/.test(n)) || names[0];
    await controls(page).getByText(pick, { exact: true }).first().click();
  }
  const recent = page.locator(".decision .recent");
  assert.equal(await recent.getAttribute("aria-live"), "polite");
  assert.equal(await recent.getAttribute("aria-hidden"), null);
  const lines = await recent.locator("li").allInnerTexts();
  assert.ok(lines.length >= 2 && lines.length <= 3, lines.join(" / "));
  assert.ok(lines.some((l) => /Computer/.test(l)), lines.join(" / "));
  assert.ok(await recent.isVisible());
  // The whole log: its summary is reachable and opens.
  await page.getByText("Game log").click();
  assert.ok((await page.locator(".log-list li").count()) > lines.length);
  await context.close();
});

test("the kit's gallery names every icon", async () => {
  const { context, page, errors } = await newPage({ width: 1280, height: 800 });
  await page.goto(server.url + "/kit");
  await appReady(page);
  const icons = page.getByRole("img");
  const names = await icons.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  assert.ok(names.length >= 44, `${names.length} icons`);
  assert.ok(names.every((n) => n && n.length > 2), names.join(", "));
  // Every icon draws something (its symbol exists in the sprite).
  const empty = await page.locator(".kit-list svg use").evaluateAll((uses) =>
    uses.filter((u) => u.getBBox().width === 0).map((u) => u.getAttribute("href")),
  );
  assert.deepEqual(empty, []);
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: screenshotPath(`kit-gallery-${scheme}.png`), fullPage: true });
  }
  assert.deepEqual(errors, []);
  await context.close();
});


for (const colorScheme of ["light", "dark"]) {
  test(`accessibility (axe-core): no serious or critical violation on home, new game and the table, ${colorScheme}`, async () => {
    for (const [width, height] of [
      [360, 640],
      [1280, 800],
    ]) {
      const { context, page } = await newPage({ width, height, colorScheme, bypassCSP: true });
      await page.goto(server.url + "/");
      await appReady(page);
      await axe(page, `home ${width}`);
      await page.goto(server.url + "/new/port-royal");
      await page.getByRole("heading", { name: "New game of Port Royal" }).waitFor();
      await axe(page, `new game ${width}`);
      await startGame(page, "kit-axe", "person,easy,medium");
      for (let i = 0; i < 6; i++) {
        const names = await nextDecision(page);
        const pick = names.includes("Let it in") ? "Let it in" : names.includes("Draw a card") ? "Draw a card" : names[0];
        await controls(page).getByText(pick, { exact: true }).first().click();
      }
      await nextDecision(page);
      await page.locator("details.player summary").first().click();
      await axe(page, `table ${width}`);
      await context.close();
    }
  });
}
