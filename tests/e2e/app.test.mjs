// The app in a browser, against the release build: languages, links, settings, storage.
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, describe, test } from "node:test";
import { appReady, launch, ROOT, screenshotPath, startServer } from "./helpers.mjs";
import { appHome, templateHome } from "./home.mjs";

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

/** A fresh browser profile (own localStorage) with the given language. */
async function open(path = "/", options = {}) {
  const context = await browser.newContext({ locale: "en-US", ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.url + path);
  await appReady(page);
  return { context, page, errors };
}

describe("home", () => {
  const languages = [
    { locale: "en-US", lang: "en", heading: "Choose a game", nav: "Settings" },
    { locale: "es-ES", lang: "es", heading: "Elige un juego", nav: "Ajustes" },
    { locale: "cs-CZ", lang: "cs", heading: "Vyberte hru", nav: "Nastavení" },
  ];
  for (const l of languages) {
    test(`renders in ${l.lang} from the browser's language`, async () => {
      const { context, page, errors } = await open("/", { locale: l.locale });
      await page.getByRole("heading", { level: 1, name: l.heading }).waitFor();
      assert.equal(await page.locator("html").getAttribute("lang"), l.lang);
      // index.html's home (shown before the app runs) is the app's, to the attribute.
      assert.deepEqual(
        await templateHome(page, l.lang),
        await appHome(page),
        `index.html's home in ${l.lang} is not the app's: run \`node tests/e2e/home.mjs\`, then scripts/build-release`,
      );
      for (const game of ["Port Royal", "Puerto Rico", "Jamaica"]) {
        assert.ok(await page.getByRole("heading", { level: 2, name: game }).isVisible(), game);
      }
      for (const game of ["Port Royal", "Puerto Rico", "Jamaica"]) {
        assert.ok(await page.getByRole("listitem").filter({ hasText: game }).getByRole("link").first().isVisible(), game);
      }
      assert.ok(await page.getByRole("navigation").getByRole("link", { name: l.nav }).isVisible());
      // On a phone the top bar stays one line (44px targets), in every language.
      await page.setViewportSize({ width: 360, height: 640 });
      const bar = await page.locator(".top-bar").boundingBox();
      assert.ok(bar.height <= 48, `${l.lang}: the top bar is ${bar.height}px high at 360×640`);
      const last = await page.getByRole("navigation").getByRole("link").last().boundingBox();
      assert.ok(last.x + last.width <= 360, `${l.lang}: the last link ends at ${last.x + last.width}px`);
      // Home's document title is the app's; another page has its own.
      const home = await page.title();
      await page.getByRole("navigation").getByRole("link", { name: l.nav }).click();
      await page.waitForFunction((t) => document.title !== t, home);
      assert.match(await page.title(), new RegExp(`^${l.nav} — Islas$`));
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe("home before the app runs", () => {
  /** A fresh profile in `locale` whose app's wasm is held back until `release()`; whether the
   * page ever showed index.html's home is kept in `window.__early`. */
  async function held(locale, init = () => {}) {
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 640 } });
    await context.addInitScript(init);
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById("prerender")) window.__early = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    let release;
    const gate = new Promise((done) => (release = done));
    await page.route(/\/islas-[0-9a-f]+_bg\.wasm$/, async (route) => {
      await gate;
      await route.continue();
    });
    return { context, page, errors, release };
  }

  test("is drawn in the app's language, and a tap on it is played once the app runs", async () => {
    const { context, page, errors, release } = await held("es-ES");
    await page.goto(server.url + "/");
    await page.getByRole("heading", { level: 1, name: "Elige un juego" }).waitFor();
    assert.equal(await page.locator("#prerender").count(), 1, "home drawn before the app's wasm came");
    assert.equal(await page.locator("html").getAttribute("lang"), "es");
    assert.equal(await page.title(), "Islas — juegos de mesa del Caribe");
    const link = page.locator('main a[href="/new/jamaica"]');
    await link.click();
    assert.equal(await link.getAttribute("aria-busy"), "true", "the tapped link says it is busy");
    assert.equal(new URL(page.url()).pathname, "/", "nothing happens before the app runs");
    release();
    await page.locator("main form").waitFor({ timeout: 30000 });
    assert.equal(new URL(page.url()).pathname, "/new/jamaica");
    assert.equal(await page.locator("#prerender").count(), 0, "the app's page replaced it");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a button tapped on it is pressed on the app's (Learn to play)", async () => {
    const { context, page, errors, release } = await held("cs-CZ");
    await page.goto(server.url + "/");
    await page.locator('#prerender [data-game="puerto-rico"] button.learn').click();
    release();
    await page.waitForURL(/\/play\//, { timeout: 30000 });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("waits for the app when something is saved: home then lists it", async () => {
    const { context, page, release } = await held("en-US", () => {
      if (!localStorage.getItem("islas/v1/campaign/x")) localStorage.setItem("islas/v1/campaign/x", "{}");
    });
    release();
    await page.goto(server.url + "/");
    await appReady(page);
    assert.equal(await page.evaluate(() => window.__early === true), false, "no early home over a player's saves");
    await context.close();
  });
});

describe("moving between pages", () => {
  test("the app's links change the page without a reload; back and forward follow; the page shown is marked", async () => {
    const { context, page, errors } = await open("/");
    const nav = page.getByRole("navigation");
    assert.equal(await nav.getByRole("link", { name: "Games" }).getAttribute("aria-current"), "page");
    // A mark on the window survives only if the document is not loaded again.
    await page.evaluate(() => (window.__notReloaded = true));
    await nav.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/settings");
    assert.equal(await nav.getByRole("link", { name: "Settings" }).getAttribute("aria-current"), "page");
    assert.equal(await nav.getByRole("link", { name: "Games" }).getAttribute("aria-current"), null);
    await nav.getByRole("link", { name: "About" }).click();
    await page.getByRole("heading", { level: 1, name: "About Islas" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Choose a game" }).waitFor();
    await page.goForward();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    // A game's card leads to its new-game page and its rules, both with the game's name.
    await nav.getByRole("link", { name: "Games" }).click();
    await page.getByRole("listitem").filter({ hasText: "Jamaica" }).getByRole("link", { name: "Rules" }).click();
    await page.waitForURL((u) => u.pathname === "/rules/jamaica");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "Jamaica" }).waitFor();
    assert.equal(await page.evaluate(() => window.__notReloaded), true, "no page load between pages");
    // An address the app does not know says so; a reload of an inner page opens that page.
    await page.goto(server.url + "/no/such/page");
    await appReady(page);
    await page.getByRole("link", { name: "Back to the games" }).waitFor();
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the skip link moves to the page's content and leaves the address's page as it is", async () => {
    const { context, page } = await open("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    assert.equal(await skip.evaluate((a) => a === document.activeElement), true);
    await page.keyboard.press("Enter");
    assert.equal(new URL(page.url()).pathname, "/about");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "main");
    await context.close();
  });
});

describe("links", () => {
  test("a valid Port Royal link offers the same deal, ready to start", async () => {
    const { context, page } = await open("/?g=port-royal&s=pirates&p=3&o=expedition-end");
    await page.getByRole("heading", { level: 1, name: "Port Royal" }).waitFor();
    // The seed as it was typed, not its code.
    assert.match(await page.locator("main").textContent(), /Seed pirates · 3 players/);
    assert.equal(await page.getByLabel("Seed").inputValue(), "pirates");
    assert.match(await page.locator(".options-now").innerText(), /ending with an expedition · deal “pirates”/);
    await page.getByText("More options").click();
    assert.ok(await page.getByRole("radio", { name: "3", exact: true }).isChecked());
    assert.ok(await page.getByRole("radio", { name: /at least one expedition/ }).isChecked());
    await context.close();
  });

  const bad = [
    ["/?g=chess&s=x&p=3", "Islas has no game called “chess”."],
    ["/?g=port-royal&s=pirates&p=9", "This game is for 1 to 5 players, not 9."],
    ["/?g=port-royal&s=pirates&p=three", "“three” is not a number of players."],
    ["/?g=port-royal&p=3", "The link has no seed"],
    ["/?s=abc&p=3", "The link does not say which game to open."],
    ["/?g=port-royal&s=x&p=3&o=turbo", "an option this game does not have: “turbo”"],
    ["/?g=port-royal&s=x&p=3&r=%25%25%25", "The game record in the link is damaged"],
  ];
  for (const [path, message] of bad) {
    test(`a bad link shows its message: ${path}`, async () => {
      const { context, page, errors } = await open(path);
      await page.getByRole("heading", { level: 1, name: "This link cannot be opened" }).waitFor();
      const alert = await page.getByRole("alert").textContent();
      assert.ok(alert.includes(message), alert);
      assert.deepEqual(errors, []);
      // The rest of the app still works.
      await page.getByRole("link", { name: "Back to the games" }).click();
      await page.getByRole("heading", { level: 1, name: "Choose a game" }).waitFor();
      await context.close();
    });
  }

  test("text from a link is shown as text, never as HTML", async () => {
    const evil = "<img src=x onerror=pwned=1><b>b</b>";
    const { context, page } = await open(`/?g=${encodeURIComponent(evil)}&s=x&p=3`);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.ok((await alert.textContent()).includes(evil));
    assert.equal(await page.locator("main img, main b").count(), 0);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    await context.close();
  });

  test("an unknown page says so", async () => {
    const { context, page } = await open("/no/such/page");
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    await context.close();
  });
});

describe("settings", () => {
  test("a setting survives a reload", async () => {
    const { context, page } = await open("/settings");
    await page.getByRole("radio", { name: "Dark" }).check();
    await page.getByRole("group", { name: "Animation speed" }).getByRole("radio", { name: "Fast" }).check();
    await page.getByLabel("Language").selectOption("es");
    await page.getByRole("heading", { level: 1, name: "Ajustes" }).waitFor();
    await page.reload();
    await appReady(page);
    await page.getByRole("heading", { level: 1, name: "Ajustes" }).waitFor();
    assert.ok(await page.getByRole("radio", { name: "Oscuro" }).isChecked());
    assert.ok(await page.getByRole("group", { name: "Velocidad de las animaciones" }).getByRole("radio", { name: "Rápida" }).isChecked());
    assert.equal(await page.locator("html").getAttribute("data-theme"), "dark");
    assert.equal(await page.locator("html").getAttribute("data-motion"), "fast");
    assert.equal(await page.locator("html").getAttribute("lang"), "es");
    await context.close();
  });

  test("reduced motion asked by the device turns animations off", async () => {
    const { context, page } = await open("/settings", { reducedMotion: "reduce" });
    await page.getByRole("group", { name: "Animation speed" }).getByRole("radio", { name: "Fast" }).check();
    assert.equal(await page.locator("html").getAttribute("data-motion"), "off");
    await page.getByText("Your device asks for reduced motion").waitFor();
    await context.close();
  });

  test("a tab never silently overwrites newer settings from another tab", async () => {
    const { context, page } = await open("/settings");
    await page.getByRole("radio", { name: "Dark" }).check();
    // Another writer moves the stored settings on without this tab hearing of it (a write made
    // from this page fires no storage event here): as if a storage event had been missed.
    await page.evaluate(() => {
      const env = JSON.parse(localStorage.getItem("islas/v1/settings"));
      env.rev += 1;
      env.data.animation = "slow";
      localStorage.setItem("islas/v1/settings", JSON.stringify(env));
    });
    // The click is refused: the radio stays on the newest stored value.
    await page.getByRole("radio", { name: "Light" }).click();
    await page.getByRole("alert").filter({ hasText: "Your settings changed in another tab" }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("islas/v1/settings")).data);
    assert.deepEqual(stored, { language: null, theme: "dark", animation: "slow", pace: "normal" }, "the newer data stays");
    // The page shows the newest settings, and the next change goes through.
    assert.ok(await page.getByRole("radio", { name: "Dark" }).isChecked());
    assert.ok(await page.getByRole("group", { name: "Animation speed" }).getByRole("radio", { name: "Slow" }).isChecked());
    await page.getByRole("radio", { name: "Light" }).check();
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("islas/v1/settings")).data.theme), "light");
    await context.close();
  });

  test("a change in another tab is picked up", async () => {
    const { context, page } = await open("/settings");
    const other = await context.newPage();
    await other.goto(server.url + "/");
    await appReady(other);
    await page.getByRole("radio", { name: "Dark" }).check();
    await other.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    await context.close();
  });
});

describe("storage", () => {
  test("a corrupted stored value is moved aside and reported", async () => {
    const { context, page } = await open("/");
    await page.evaluate(() => localStorage.setItem("islas/v1/settings", '{"format":2,"rev":1,"data":{"theme":'));
    await page.reload();
    await appReady(page);
    const alert = page.getByRole("alert").filter({ hasText: "could not be read" });
    await alert.waitFor();
    // In words: which data, what happened, what the person can do; the keys only in the details.
    const words = await alert.locator("p").textContent();
    assert.match(words, /^Your settings could not be read, so the usual settings are used\. .*kept aside, not deleted/);
    assert.doesNotMatch(words, /islas\/v1|format|JSON|EOF/);
    assert.match(await alert.locator("details").textContent(), /islas\/v1\/settings → islas\/v1\/quarantine\//);
    const stored = await page.evaluate(() => {
      const out = {};
      for (let i = 0; i < localStorage.length; i++) out[localStorage.key(i)] = localStorage.getItem(localStorage.key(i));
      return out;
    });
    assert.equal(stored["islas/v1/settings"], undefined);
    const kept = Object.keys(stored).filter((k) => k.startsWith("islas/v1/quarantine/"));
    assert.equal(kept.length, 1);
    assert.equal(JSON.parse(stored[kept[0]]).raw, '{"format":2,"rev":1,"data":{"theme":');
    // Settings lists it, and the app goes on: a new setting is stored normally.
    await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Data kept aside" }).waitFor();
    await page.getByRole("radio", { name: "Light" }).check();
    assert.match(await page.evaluate(() => localStorage.getItem("islas/v1/settings")), /"theme":"light"/);
    // Dismissing the message hides it; the data stays kept aside.
    await alert.getByRole("button", { name: "Dismiss" }).click();
    assert.equal(await page.getByRole("alert").filter({ hasText: "could not be read" }).count(), 0);
    await context.close();
  });

  test("export then import gives back the same data; an invalid file is rejected", async () => {
    const save = fs.readFileSync(`${ROOT}/tests/fixtures/storage/save-v2.json`, "utf8").trim();
    const { context, page } = await open("/settings");
    await page.getByRole("radio", { name: "Dark" }).check();
    await page.getByLabel("Language").selectOption("cs");
    await page.evaluate((s) => localStorage.setItem("islas/v1/save/g1", s), save);
    const data = () =>
      page.evaluate(() => {
        const out = {};
        for (let i = 0; i < localStorage.length; i++) {
          const k = localStorage.key(i);
          if (k.startsWith("islas/v1/")) out[k] = JSON.parse(localStorage.getItem(k)).data;
        }
        return out;
      });
    const before = await data();
    assert.equal(Object.keys(before).length, 2);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportovat všechna data" }).click(),
    ]);
    const file = await download.path();
    const text = fs.readFileSync(file, "utf8");
    assert.match(download.suggestedFilename(), /^islas-data-\d{4}-\d{2}-\d{2}\.json$/);
    assert.equal(JSON.parse(text).islas_export, 1);

    // Everything gone, then imported back.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await appReady(page);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    assert.deepEqual(await data(), {});
    await page.locator("#import-file").setInputFiles(file);
    await page.getByRole("status").filter({ hasText: "Importováno položek: 2." }).waitFor();
    assert.deepEqual(await data(), before);
    assert.ok(await page.getByRole("radio", { name: "Tmavý" }).isChecked());
    await page.getByRole("navigation").getByRole("link", { name: "Uložené" }).click();
    await page.getByRole("heading", { level: 2, name: "Port Royal" }).waitFor();

    // A file that is not an export is rejected with the reason, and nothing changes.
    await page.getByRole("navigation").getByRole("link", { name: "Nastavení" }).click();
    await page.locator("#import-file").setInputFiles({
      name: "notes.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await page.getByRole("status").filter({ hasText: "není to datový soubor Islas" }).waitFor();
    await page.locator("#import-file").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from("{ not json"),
    });
    await page.getByRole("status").filter({ hasText: "není to soubor JSON" }).waitFor();
    assert.deepEqual(await data(), before);
    await context.close();
  });

  test("text from an imported file is shown as text, never as HTML", async () => {
    const evil = '<img src=x onerror="window.pwned=1">';
    const save = {
      format: 1,
      rev: 1,
      data: { id: "x1", game: evil, updated: 0, record: { game: evil } },
    };
    const file = { islas_export: 1, items: { "islas/v1/save/x1": JSON.stringify(save) } };
    const { context, page } = await open("/settings");
    await page.locator("#import-file").setInputFiles({
      name: "data.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByRole("status").filter({ hasText: "Items imported: 1." }).waitFor();
    await page.getByRole("navigation").getByRole("link", { name: "Saved" }).click();
    await page.getByRole("heading", { level: 2, name: evil }).waitFor();
    assert.equal(await page.locator("main img").count(), 0);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    await context.close();
  });

  test("saved games can be resumed or deleted", async () => {
    const save = fs.readFileSync(`${ROOT}/tests/fixtures/storage/save-v2.json`, "utf8").trim();
    const { context, page } = await open("/");
    await page.evaluate((s) => localStorage.setItem("islas/v1/save/g1", s), save);
    await page.goto(server.url + "/saved");
    await appReady(page);
    await page.getByRole("link", { name: "Resume" }).click();
    await page.getByRole("heading", { level: 2, name: "Harbour" }).waitFor();
    assert.match(await page.getByRole("status").first().innerText(), /^Ana/);
    await page.goBack();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await page.getByText("No saved games yet.").waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("islas/v1/save/g1")), null);
    await context.close();
  });

  test("storage that is unavailable is a message; the app keeps running", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    const page = await context.newPage();
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.getByRole("alert").filter({ hasText: "does not let Islas store data" }).waitFor();
    await page.getByRole("radio", { name: "Dark" }).check();
    assert.equal(await page.locator("html").getAttribute("data-theme"), "dark");
    await page.getByRole("navigation").getByRole("link", { name: "Games" }).click();
    await page.getByRole("heading", { level: 1, name: "Choose a game" }).waitFor();
    await context.close();
  });

  test("a full quota is a message; the change applies for this visit", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    const page = await context.newPage();
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.getByRole("radio", { name: "Dark" }).check();
    await page.getByRole("alert").filter({ hasText: "storage for Islas is full" }).waitFor();
    assert.equal(await page.locator("html").getAttribute("data-theme"), "dark");
    await page.getByRole("navigation").getByRole("link", { name: "About" }).click();
    await page.getByRole("heading", { level: 1, name: "About Islas" }).waitFor();
    await context.close();
  });
});

describe("content security policy", () => {
  test("only the app's own files are allowed, and the app breaks no rule", async () => {
    const res = await fetch(server.url + "/");
    const header = res.headers.get("content-security-policy");
    const html = await res.text();
    const meta = html.match(/<meta[^>]*http-equiv=["']?Content-Security-Policy[^>]*>/i)[0];
    assert.equal(meta.match(/content="([^"]+)"/)[1], header);
    assert.match(header, /default-src 'self'/);
    assert.match(header, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.doesNotMatch(header, /'unsafe-inline'|'unsafe-eval'|\*|data:|blob:|https?:/);
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, "no inline script");

    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const violations = [];
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    for (const path of ["/", "/settings", "/about", "/saved", "/?g=port-royal&s=x&p=2"]) {
      await page.goto(server.url + path);
      await appReady(page);
    }
    assert.deepEqual(violations, []);
    await context.close();
  });
});

describe("about", () => {
  test("shows the version, the publishers and the licences", async () => {
    const { context, page } = await open("/about");
    const main = await page.locator("main").textContent();
    assert.match(main, /Version 0\.1\.0 \(build [0-9a-f]{12}\)/);
    assert.match(main, /Port Royal is a game by Alexander Pfister, published by Pegasus Spiele/);
    assert.match(main, /unofficial fan project/);
    await page.getByText(/Crates built into this app \(\d+\)/).click();
    await page.getByRole("cell", { name: "leptos", exact: true }).waitFor();
    await context.close();
  });
});

describe("layout", () => {
  /** Every control of the page: where it is, and whether it is big enough to touch. */
  const controls = (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("a[href], button, select, input, summary, label.button")]
        .filter((el) => !el.classList.contains("visually-hidden") && !el.classList.contains("skip-link"))
        .map((el) => {
          const r = el.getBoundingClientRect();
          const label = el.closest("label");
          const target = label ? label.getBoundingClientRect() : r;
          return {
            what: `${el.tagName} ${el.textContent.trim() || el.getAttribute("aria-label") || el.id}`,
            left: r.left,
            right: r.right,
            top: r.top + window.scrollY,
            bottom: r.bottom + window.scrollY,
            height: target.height,
            visible: r.width > 0 && r.height > 0,
            // A game card after the first: with more than one playable game, home scrolls.
            laterGame: !!el.closest("ul.cards > li.card:not(:first-child)"),
          };
        }),
    );

  const save = fs.readFileSync(`${ROOT}/tests/fixtures/storage/save-v1.json`, "utf8").trim();
  for (const path of ["/", "/settings", "/saved", "/about", "/?g=chess"]) {
    test(`at 360×640 every control of ${path} is on screen`, async () => {
      const context = await browser.newContext({ locale: "en-US", viewport: { width: 360, height: 640 } });
      // A saved game, so that the saved-games page has its buttons.
      await context.addInitScript((s) => {
        if (!localStorage.getItem("islas/v1/save/g1")) localStorage.setItem("islas/v1/save/g1", s);
      }, save);
      const page = await context.newPage();
      await page.goto(server.url + path);
      await appReady(page);
      const name = path === "/" ? "home" : path.replace(/[^a-z]/g, "");
      await page.screenshot({ path: screenshotPath(`${name}-360x640.png`) });
      await page.screenshot({ path: screenshotPath(`${name}-360-full.png`), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `the page scrolls sideways: ${width}px`);
      for (const c of await controls(page)) {
        assert.ok(c.visible, `${c.what} is hidden`);
        assert.ok(c.left >= 0 && c.right <= 360, `${c.what} is off screen: ${c.left}–${c.right}`);
        assert.ok(c.height >= 44, `${c.what} is ${c.height}px high, under 44px`);
        if (path === "/" && !c.laterGame) {
          assert.ok(c.bottom <= 640, `${c.what} is below the first screen (${c.bottom}px)`);
        }
      }
      await context.close();
    });
  }

  test("a message about stored data fits a phone screen", async () => {
    const context = await browser.newContext({ locale: "cs-CZ", viewport: { width: 360, height: 640 } });
    await context.addInitScript(() => localStorage.setItem("islas/v1/settings", "{oops"));
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await appReady(page);
    await page.getByRole("alert").waitFor();
    await page.screenshot({ path: screenshotPath("home-360x640-notice-cs.png") });
    for (const c of await controls(page)) {
      assert.ok(c.left >= 0 && c.right <= 360, `${c.what} is off screen: ${c.left}–${c.right}`);
    }
    // The message and its button are on the first screen (the games may move below it).
    const alert = await page.getByRole("alert").boundingBox();
    assert.ok(alert.y + alert.height <= 640, `the message ends at ${alert.y + alert.height}px`);
    await context.close();
  });

  test("desktop layout", async () => {
    const { context, page } = await open("/", { viewport: { width: 1280, height: 800 } });
    await page.screenshot({ path: screenshotPath("home-1280x800.png") });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: screenshotPath("home-1280x800-dark.png") });
    const cards = await page.locator(".card").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    assert.equal(new Set(cards).size, 1, "the three cards sit side by side");
    await context.close();
  });
});
