// What a person new to Islas meets first, at 1280×800 and 360×640: the new-game form, typed
// seeds, saved games, messages about stored data, the rules page's way back, a quiet console.
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, describe, test } from "node:test";
import { appReady, DIST, launch, ROOT, screenshotPath, startServer } from "./helpers.mjs";

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

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
];

/** A fresh profile at `viewport`, English, on `path`; page errors and console warnings kept. */
async function open(path, viewport = VIEWPORTS[0]) {
  const context = await browser.newContext({ locale: "en-US", viewport });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") errors.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(server.url + path);
  await appReady(page);
  return { context, page, errors };
}

/** Sets the computer opponents' pace (settings page), then goes back home. */
async function instantPace(page) {
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await page.getByRole("group", { name: "Computer opponents' pace" }).getByRole("radio", { name: "Instant" }).check();
  await page.getByRole("navigation").getByRole("link", { name: "Games" }).click();
}

/** The stored save of a game, as JSON. */
const fixtureSave = () => JSON.parse(fs.readFileSync(`${ROOT}/tests/fixtures/storage/save-v2.json`, "utf8"));

describe("the new-game form", () => {
  for (const viewport of VIEWPORTS) {
    const w = viewport.width;
    test(`shows only the chosen seats, and Start is a few Tabs away (${w})`, async () => {
      const { context, page, errors } = await open("/new/port-royal", viewport);
      const seats = page.getByRole("group", { name: /^Seat \d$/ });
      for (const n of [2, 5, 3, 2]) {
        await page.getByRole("radio", { name: String(n), exact: true }).check();
        assert.equal(await seats.count(), n, `${n} players: ${n} seats`);
        for (let i = 0; i < n; i++) assert.ok(await seats.nth(i).isVisible(), `seat ${i + 1} is visible`);
      }
      // Ending and seed are collapsed under one line that says what they hold.
      const more = page.locator("details.more-options");
      assert.equal(await more.getAttribute("open"), null);
      assert.match(await more.locator("summary").innerText(), /More options\s+standard ending · random deal/);
      await page.screenshot({ path: screenshotPath(`first-visit-new-game-2-${w}.png`), fullPage: true });

      // From the player count, Tab by Tab: two seats (name, played by), the options, Start.
      await page.getByRole("radio", { name: "2", exact: true }).focus();
      const stops = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        const name = await page.evaluate(() => {
          const e = document.activeElement;
          return `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}:${(e.textContent || "").trim().slice(0, 20)}`;
        });
        stops.push(name);
        if (/^button:Start the game/.test(name)) break;
      }
      assert.deepEqual(
        stops.map((s) => s.split(":")[0]),
        ["input#seat-0-name", "select#seat-0-control", "input#seat-1-name", "select#seat-1-control", "summary", "button"],
        stops.join(" | "),
      );
      // Opening the options shows the ending and the seed.
      await page.getByText("More options").click();
      assert.ok(await page.getByLabel("Seed").isVisible());
      assert.ok(await page.getByRole("radio", { name: /at least one expedition/ }).isVisible());
      await page.screenshot({ path: screenshotPath(`first-visit-new-game-options-${w}.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("a typed seed", () => {
  test("is shown, saved and shared as typed, and deals as its code did", async () => {
    const { context, page, errors } = await open("/new/port-royal");
    await page.getByRole("radio", { name: "2", exact: true }).check();
    await page.getByText("More options").click();
    await page.getByLabel("Seed").fill("pirates");
    assert.match(await page.locator(".options-now").innerText(), /deal “pirates”/);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("heading", { name: "Harbour" }).waitFor();
    const save = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("islas/v1/save/"));
      return JSON.parse(localStorage.getItem(key)).data;
    });
    // The record deals by the code, as before; the typed word is kept beside it.
    assert.equal(save.record.seed, "18FQZJQ2");
    assert.equal(save.seed_text, "pirates");
    await page.getByRole("navigation").getByRole("link", { name: "Saved" }).click();
    await page.getByText("Deal “pirates”").waitFor();
    assert.equal(await page.getByText("18FQZJQ2").count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("an old link with the code still opens the same deal, shown as its code", async () => {
    const { context, page } = await open("/?g=port-royal&s=18FQZJQ2&p=2");
    assert.match(await page.locator("main").textContent(), /Seed 18FQZJQ2 · 2 players/);
    assert.equal(await page.getByLabel("Seed").inputValue(), "18FQZJQ2");
    await context.close();
  });
});

describe("saved games", () => {
  for (const viewport of VIEWPORTS) {
    const w = viewport.width;
    test(`tell games apart, finished ones show the result, a broken one is in both lists (${w})`, async () => {
      const { context, page, errors } = await open("/", viewport);
      await instantPace(page);
      // A game between two computers plays itself to its end.
      await page.getByRole("link", { name: "New game" }).first().click();
      await page.getByRole("radio", { name: "2", exact: true }).check();
      for (const i of [1, 2]) {
        await page.getByRole("group", { name: `Seat ${i}` }).getByLabel("Played by").selectOption({ label: "Computer: easy" });
      }
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByRole("heading", { name: "Final score" }).waitFor({ timeout: 60000 });
      const winner = (await page.locator(".winner-line").innerText()).replace(/ wins!$/, "");

      // One in progress (Ana's), and one whose record no longer replays.
      const inProgress = fixtureSave();
      const broken = fixtureSave();
      broken.data.id = "broken";
      broken.data.updated -= 1000;
      broken.data.record.actions = ["draw", "sail to the moon"];
      await page.evaluate(
        ([a, b]) => {
          localStorage.setItem("islas/v1/save/g1", JSON.stringify(a));
          localStorage.setItem("islas/v1/save/broken", JSON.stringify(b));
        },
        [inProgress, broken],
      );
      await page.goto(server.url + "/saved");
      await appReady(page);
      const rows = page.locator("li.save");
      await rows.nth(2).waitFor();
      const texts = await rows.allInnerTexts();
      assert.equal(texts.length, 3, texts.join(" | "));
      const finished = rows.filter({ hasText: "Finished" });
      assert.match(await finished.innerText(), /Players: Computer 1 and Computer 2/);
      if (/Shared victory/.test(winner)) assert.match(await finished.innerText(), /Finished: shared victory/);
      else assert.match(await finished.innerText(), new RegExp(`Finished: ${winner} won`));
      assert.equal(await finished.getByRole("link", { name: "See the result" }).count(), 1);
      assert.equal(await finished.getByRole("link", { name: "Resume" }).count(), 0);
      const ana = rows.filter({ hasText: "Turn 1" });
      assert.match(await ana.innerText(), /Players: Ana, Computer 2 and Computer 3/);
      assert.equal(await ana.getByRole("link", { name: "Resume" }).count(), 1);
      const bad = rows.filter({ hasText: "Cannot be opened" });
      assert.equal(await bad.count(), 1);
      assert.equal(await bad.getByRole("link").count(), 0, "no way into a game that does not open");
      await page.screenshot({ path: screenshotPath(`first-visit-saved-${w}.png`), fullPage: true });

      // Home lists the game in progress and the broken one, said so, with Delete; not the finished.
      await page.getByRole("navigation").getByRole("link", { name: "Games" }).click();
      const home = page.locator(".in-progress li.save");
      await home.first().waitFor();
      assert.equal(await home.count(), 2);
      assert.equal(await home.filter({ hasText: "Finished" }).count(), 0);
      const homeBad = home.filter({ hasText: "Cannot be opened" });
      await page.screenshot({ path: screenshotPath(`first-visit-home-saves-${w}.png`), fullPage: true });
      await homeBad.getByRole("button", { name: "Delete", exact: true }).click();
      await homeBad.getByRole("button", { name: "Delete for good" }).click();
      await page.waitForFunction(() => localStorage.getItem("islas/v1/save/broken") === null);
      assert.equal(await home.count(), 1);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("messages about stored data", () => {
  test("a damaged save is named in words; the technical detail is collapsed", async () => {
    const { context, page } = await open("/");
    const save = fixtureSave();
    await page.evaluate((s) => localStorage.setItem("islas/v1/save/g7", JSON.stringify(s).slice(0, -20)), save);
    await page.reload();
    await appReady(page);
    const alert = page.getByRole("alert").filter({ hasText: "could not be read" });
    await alert.waitFor();
    const words = await alert.locator("p").innerText();
    assert.match(words, /^A saved game of Port Royal from .+ could not be read, so it is not among your saved games\./);
    assert.doesNotMatch(words, /islas\/v1|g7|EOF|line \d|column/);
    const details = alert.locator("details");
    assert.equal(await details.getAttribute("open"), null);
    assert.match(await details.textContent(), /islas\/v1\/save\/g7 → islas\/v1\/quarantine\//);
    await page.screenshot({ path: screenshotPath("first-visit-notice-1280.png") });
    await context.close();
  });

  test("a save from a newer version of Islas says so, everywhere it shows", async () => {
    const { context, page, errors } = await open("/");
    const save = fixtureSave();
    save.format = 99;
    await page.evaluate((s) => localStorage.setItem("islas/v1/save/future", JSON.stringify(s)), save);
    await page.goto(server.url + "/play/future");
    await appReady(page);
    const table = page.locator("main .error");
    await table.waitFor();
    assert.match(await table.innerText(), /saved by a newer version of Islas, so this version cannot open it\. Reload/);
    assert.doesNotMatch(await page.locator("main").innerText(), /not saved on this device/);
    const notice = page.getByRole("alert").filter({ hasText: "newer version" });
    assert.match(await notice.locator("p").innerText(), /^A saved game comes from a newer version of Islas/);
    await page.getByRole("navigation").getByRole("link", { name: "Saved" }).click();
    await page.getByRole("heading", { name: "A game from a newer version of Islas" }).waitFor();
    // Left untouched.
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("islas/v1/save/future")).format), 99);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("the rules page", () => {
  test("leads back to the games from home, and back to the game from a table", async () => {
    const { context, page, errors } = await open("/");
    await page.getByRole("link", { name: "Rules" }).first().click();
    await page.getByRole("heading", { level: 1, name: /rules summary/ }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Back to the game", exact: true }).count(), 0);
    await page.getByRole("link", { name: "Back to the games" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Choose a game" }).waitFor();

    await page.goto(server.url + "/?g=port-royal&s=rules&p=2&a=person,easy");
    await appReady(page);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("heading", { name: "Harbour" }).waitFor();
    const table = page.url();
    await page.getByRole("link", { name: "Rules" }).click();
    await page.getByRole("heading", { level: 1, name: /rules summary/ }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Back to the games" }).count(), 0);
    await page.getByRole("link", { name: "Back to the game", exact: true }).first().click();
    await page.getByRole("heading", { name: "Harbour" }).waitFor();
    assert.equal(page.url(), table);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("a quiet console", () => {
  test("no preload carries an integrity attribute the browser would ignore", () => {
    const html = fs.readFileSync(`${DIST}/index.html`, "utf8");
    const preloads = html.match(/<link[^>]*\bpreload\b[^>]*>|<link[^>]*\bmodulepreload\b[^>]*>/g) ?? [];
    assert.ok(preloads.length >= 2, "the app's script and wasm are preloaded");
    for (const link of preloads) assert.doesNotMatch(link, /integrity/, link);
  });

  test("every page loads without a console warning, also from the offline cache", async () => {
    const { context, page, errors } = await open("/");
    for (const path of ["/new/port-royal", "/rules/port-royal", "/saved", "/settings", "/about", "/?g=port-royal&s=quiet&p=2"]) {
      await page.goto(server.url + path);
      await appReady(page);
    }
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("heading", { name: "Harbour" }).waitFor();
    await page.reload();
    await appReady(page);
    await page.waitForTimeout(3500); // an unused or mismatched preload is reported seconds after load
    assert.deepEqual(errors, []);
    await context.close();
  });
});
