// The installable, offline app: manifest and service worker, against the release build.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { appReady, controlled, DIST, launchPersistent, startServer } from "./helpers.mjs";

test("Chromium finds the app installable (no installability errors)", async () => {
  const server = await startServer();
  const { context, close } = await launchPersistent();
  try {
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await appReady(page);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    assert.deepEqual(manifest.errors, []);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors, []);
  } finally {
    await close();
    await server.stop();
  }
});

test("the service worker precaches exactly the files of the build", async () => {
  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const list = JSON.parse(sw.match(/const PRECACHE = (\[[\s\S]*?\]);/)[1]);
  const files = [];
  const walk = (dir, prefix) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (`${prefix}${e.name}` !== "sw.js") files.push(`/${prefix}${e.name}`);
    }
  };
  walk(DIST, "");
  assert.deepEqual([...list].sort(), files.sort());
  assert.match(sw, /const VERSION = "[0-9a-f]{16}";/);
  assert.ok(list.some((f) => /^\/islas-[0-9a-f]+_bg\.wasm$/.test(f)), "the wasm is precached");
});

test("after the first visit, home and settings load with the server gone", async () => {
  const server = await startServer();
  const { context, close } = await launchPersistent({ locale: "en-US" });
  try {
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await appReady(page);
    await controlled(page);
    await server.stop();
    await assert.rejects(fetch(server.url + "/"), "the server is really gone");

    await page.reload();
    await appReady(page);
    await page.getByRole("heading", { level: 1, name: "Choose a game" }).waitFor();
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    // It works, not only shows: a setting still applies and is stored.
    await page.getByRole("radio", { name: "Dark" }).check();
    assert.equal(await page.locator("html").getAttribute("data-theme"), "dark");
    // Another language's texts (fetched one language at a time) come from the precache too.
    await page.getByLabel("Language").selectOption("cs");
    await page.getByRole("heading", { level: 1, name: "Nastavení" }).waitFor();
    assert.equal(await page.locator("html").getAttribute("lang"), "cs");
    await page.goto(server.url + "/");
    await appReady(page);
    await page.getByRole("heading", { level: 1, name: "Vyberte hru" }).waitFor();
  } finally {
    await close();
    await server.stop();
  }
});

test("a new build activates cleanly after the person agrees to reload", async () => {
  // Two builds: the one in dist/, and the same with a new version (what a rebuild changes:
  // the service worker's version and list, index.html).
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "islas-builds-"));
  const oldDir = path.join(tmp, "old");
  const newDir = path.join(tmp, "new");
  fs.cpSync(DIST, oldDir, { recursive: true });
  fs.cpSync(DIST, newDir, { recursive: true });
  const swPath = path.join(newDir, "sw.js");
  const oldVersion = fs.readFileSync(swPath, "utf8").match(/const VERSION = "([0-9a-f]+)"/)[1];
  const newVersion = "feedfacecafe0001";
  fs.writeFileSync(swPath, fs.readFileSync(swPath, "utf8").replace(oldVersion, newVersion));
  const indexPath = path.join(newDir, "index.html");
  fs.writeFileSync(
    indexPath,
    fs.readFileSync(indexPath, "utf8").replace(/name="islas-build" content="[0-9a-f]+"/, 'name="islas-build" content="0000newbuild"'),
  );

  let server = await startServer({ dir: oldDir });
  const port = server.port;
  const { context, close } = await launchPersistent({ locale: "en-US" });
  try {
    const page = await context.newPage();
    await page.goto(server.url + "/about");
    await appReady(page);
    await controlled(page);
    assert.equal(await page.getByRole("status").filter({ hasText: "new version" }).count(), 0);

    await server.stop();
    server = await startServer({ dir: newDir, port });
    await page.reload();
    await appReady(page);
    // Still the old build until the person agrees.
    assert.doesNotMatch(await page.locator("main").textContent(), /0000newbuild/);
    const banner = page.getByRole("status").filter({ hasText: "A new version of Islas is ready." });
    await banner.waitFor({ timeout: 30000 });
    await banner.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(() => document.querySelector('meta[name="islas-build"]')?.content === "0000newbuild", null, {
      timeout: 30000,
    });
    await appReady(page);
    assert.match(await page.locator("main").textContent(), /build 0000newbuild/);
    // Only the new build's cache is left.
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches, [`islas-${newVersion}`]);
    assert.equal(await page.getByRole("status").filter({ hasText: "new version" }).count(), 0);
  } finally {
    await close();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
