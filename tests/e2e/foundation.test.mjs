// The game-agnostic table, in the browser: a game open in two tabs follows the other tab's
// moves (nothing overwritten silently), and a Spanish game's log holds no English engine text.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, appReady } from "./helpers.mjs";

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

const harbour = (page, name = "Harbour") =>
  page
    .getByRole("region", { name })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.querySelector("button .words")?.textContent ?? ""));

const status = (page) => page.getByTestId("status").innerText();

test("a game open in two tabs follows the other tab's moves, and says so", async () => {
  const context = await browser.newContext();
  const a = await context.newPage();
  await a.goto(server.url + "/");
  await appReady(a);
  await a.getByRole("link", { name: "New game" }).first().click();
  await a.getByRole("radio", { name: "2", exact: true }).check();
  for (const i of [1, 2]) {
    await a.getByRole("group", { name: `Seat ${i}` }).getByLabel("Played by").selectOption({ label: "Person" });
  }
  await a.getByText("More options").click();
  await a.getByLabel("Seed").fill("two tabs");
  await a.getByRole("button", { name: "Start the game" }).click();
  await a.getByRole("heading", { name: "Harbour" }).waitFor();

  const b = await context.newPage();
  await b.goto(a.url());
  await b.getByRole("heading", { name: "Harbour" }).waitFor();
  assert.deepEqual(await harbour(b), await harbour(a));

  // Tab A reveals a card: tab B shows the same harbour, with a word about why it changed.
  await a.getByRole("region", { name: "Decision" }).getByRole("button", { name: "Draw a card" }).click();
  await a.getByRole("region", { name: "Harbour" }).getByRole("listitem").first().waitFor();
  await b.getByText("This game moved on in another tab").waitFor({ timeout: 10000 });
  assert.deepEqual(await harbour(b), await harbour(a));
  assert.equal(await status(b), await status(a));

  // And the other way round: a decision in tab B reaches tab A, which says so too.
  await b.getByRole("region", { name: "Decision" }).getByRole("button").first().click();
  await a.getByText("This game moved on in another tab").waitFor({ timeout: 10000 });
  assert.equal(await status(a), await status(b));
  assert.deepEqual(await harbour(a), await harbour(b));
  await context.close();
});

test("a Spanish game's log speaks Spanish: no English engine text", async () => {
  const context = await browser.newContext({ locale: "es-ES" });
  const page = await context.newPage();
  await page.goto(server.url + "/");
  await appReady(page);
  await page.getByRole("link", { name: "Nueva partida" }).first().click();
  await page.getByRole("heading", { name: "Nueva partida de Port Royal" }).waitFor();
  await page.getByRole("radio", { name: "2", exact: true }).check();
  await page.getByRole("group", { name: "Puesto 2" }).getByLabel("Jugado por").selectOption({ index: 1 });
  await page.getByText("Más opciones").click();
  await page.getByLabel("Semilla").fill("español");
  await page.getByRole("button", { name: "Empezar la partida" }).click();
  await page.getByRole("heading", { name: "Puerto" }).waitFor();
  const decision = page.getByRole("region", { name: "Decisión" });
  // Play a few of the person's decisions: draw, let ships in, stop, take nothing.
  for (let i = 0; i < 8; i++) {
    const buttons = decision.getByRole("button");
    await buttons.first().waitFor({ timeout: 60000 });
    await buttons.first().click();
  }
  await page.getByText("Registro de la partida").first().click();
  const log = await page.locator("ol.log-list").innerText();
  assert.ok(log.length > 0, "the log has lines");
  assert.match(log, /descubre/);
  for (const english of [/\breveals\b/, /\bturn\b/, /\bharbour\b/, /\bcoins?\b/, /\brepels\b/, /\bdraw\b/]) {
    assert.doesNotMatch(log, english, `English in the Spanish log: ${english}`);
  }
  await context.close();
});

test("home loads without a console warning or error", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") messages.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(server.url + "/");
  await appReady(page);
  await page.waitForTimeout(3500); // an unused preload is reported a few seconds after load
  assert.deepEqual(messages, []);
  await context.close();
});
