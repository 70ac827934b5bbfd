// Adding a game takes a folder and a line: Hands, the test-only game, is in the registry of
// the build with the `test-game` feature (dist-test/, built by scripts/test-e2e), and is
// played from home to the end screen against a computer answering from the bots' worker, with
// its saved-game row and its seed link, as any game of the app.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { appReady, launch, ROOT, startServer, waitAny } from "./helpers.mjs";

const DIST_TEST = process.env.ISLAS_DIST_TEST || path.join(ROOT, "dist-test");
let server;
let browser;

before(async () => {
  assert.ok(fs.existsSync(path.join(DIST_TEST, "index.html")), `${DIST_TEST}: build it with scripts/build-release --test-game`);
  server = await startServer({ dir: DIST_TEST });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test("the test game, added through the registry, plays from home to the end against a computer in the worker, with its saved row and its link", async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.goto(server.url + "/");
  await appReady(page);
  // Home lists it with its blurb, from the catalogue built from the registry.
  await page.getByText("A test game with hidden hands").waitFor();
  await page.goto(server.url + "/new/test-hands");
  await page.getByRole("heading", { name: "New game of Hands" }).waitFor();
  await page.getByRole("radio", { name: "2", exact: true }).check();
  await page.getByRole("group", { name: "Seat 2" }).getByLabel("Played by").selectOption({ label: "Computer: easy" });
  await page.getByText("More options").click();
  await page.getByLabel("Seed").fill("hands");
  await page.getByRole("button", { name: "Start the game" }).click();
  const decision = page.getByRole("region", { name: "Decision" });
  const final = page.getByRole("heading", { name: "Final score" });
  // The person plays the first card each time; the computer answers from the worker.
  let moves = 0;
  for (; moves < 60; moves++) {
    await waitAny([final, decision.getByRole("button").first()], 30000);
    if (await final.isVisible()) break;
    await decision.getByRole("button").first().click();
  }
  await final.waitFor();
  assert.ok(moves > 0, "the person played");
  assert.ok(workers.length > 0, "the computer answered from the bots' worker");
  // The saved-game row.
  await page.goto(server.url + "/saved");
  await page.getByText("Hands").first().waitFor();
  // Its seed link opens its form with that deal.
  await page.goto(server.url + "/?g=test-hands&s=pirates&p=2");
  await page.getByRole("heading", { level: 1, name: "Hands" }).waitFor();
  assert.equal(await page.getByLabel("Seed").inputValue(), "pirates");
  assert.deepEqual(errors, []);
  await context.close();
});
