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

test("the service worker precaches exactly the files of the build, the texts by language", async () => {
  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const list = JSON.parse(sw.match(/\bPRECACHE\s*=\s*(\[[\s\S]*?\])[;,]/)[1]);
  const texts = JSON.parse(sw.match(/\bTEXTS\s*=\s*(\{[\s\S]*?\})[;,]/)[1]);
  const files = [];
  const walk = (dir, prefix) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (`${prefix}${e.name}` !== "sw.js") files.push(`/${prefix}${e.name}`);
    }
  };
  walk(DIST, "");
  // The precompressed copies (.br, .gz) are the same files as they travel, not files of the app:
  // one of each beside every file that compresses, none beside one that does not.
  const copies = files.filter((f) => /\.(br|gz)$/.test(f));
  const own = files.filter((f) => !copies.includes(f));
  const compresses = (f) => /\.(wasm|js|css|html|txt|json|webmanifest|svg)$/.test(f);
  const expected = [...own, "/sw.js"].filter(compresses).flatMap((f) => [`${f}.br`, `${f}.gz`]);
  assert.deepEqual(copies.sort(), expected.sort());
  assert.deepEqual([...list, ...Object.values(texts).flat()].sort(), own.sort());
  assert.ok(!list.some((f) => f.startsWith("/texts/")), "no language's texts in the precache itself");
  assert.deepEqual(Object.keys(texts).sort(), ["cs", "en", "es"]);
  for (const [lang, urls] of Object.entries(texts)) {
    // The shared file and each game's, all in that language.
    assert.equal(urls.length, 4, lang);
    assert.ok(urls.every((u) => new RegExp(`^/texts/(?:[a-z-]+\\.)?${lang}-[0-9a-f]{16}\\.txt$`).test(u)), lang);
  }
  assert.match(sw, /\bVERSION\s*=\s*"[0-9a-f]{16}"[;,]/);
  assert.ok(list.some((f) => /^\/islas-[0-9a-f]+_bg\.wasm$/.test(f)), "the wasm is precached");
});

test("a screen's chunk arrives brotli-compressed on a first visit, and from the service worker on every later one", async () => {
  const server = await startServer();
  const { context, close } = await launchPersistent({ locale: "en-US" });
  // The screens chunk as the page received it: its sizes (Resource Timing) and where it came from.
  const received = (page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => /\/islas-split-screens-[0-9a-f]{16}\.wasm$/.test(e.name))
        .map((e) => ({
          path: new URL(e.name).pathname,
          encoded: e.encodedBodySize,
          decoded: e.decodedBodySize,
          worker: e.workerStart > 0,
        })),
    );
  try {
    const page = await context.newPage();
    // A first visit straight to the settings (a page of the screens chunk): no service worker
    // answers yet; the server sends the build's brotli of the chunk and the browser decodes it.
    await page.goto(server.url + "/settings");
    await page.locator("#language").waitFor();
    const [first] = await received(page);
    assert.ok(first, "the page fetched the chunk");
    const file = path.join(DIST, first.path.slice(1));
    assert.ok(!first.worker, "from the network");
    assert.equal(first.encoded, fs.statSync(file + ".br").size, "sent as the build's brotli");
    assert.equal(first.decoded, fs.statSync(file).size, "decoded to the whole module");

    // A later visit: the module from the service worker's cache.
    await controlled(page);
    await page.reload();
    await page.locator("#language").waitFor();
    const [later] = await received(page);
    assert.ok(later, "the page fetched the chunk");
    assert.ok(later.worker, "through the service worker");
    assert.equal(later.decoded, fs.statSync(file).size, "the whole module");
  } finally {
    await close();
    await server.stop();
  }
});

test("after the first visit, home, settings and every game's pages load with the server gone, in the languages used", async () => {
  const server = await startServer();
  const { context, close } = await launchPersistent({ locale: "en-US" });
  const heading = (page, name) => page.getByRole("heading", { level: 1, name }).waitFor();
  try {
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await appReady(page);
    await controlled(page);
    // Czech, used once while online: the service worker keeps every file of it.
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.locator("#language").selectOption("cs");
    await heading(page, "Nastavení");
    await page.waitForFunction(async () => {
      const sw = await (await fetch("/sw.js")).text();
      const texts = JSON.parse(sw.match(/\bTEXTS\s*=\s*(\{[\s\S]*?\})[;,]/)[1]);
      const cache = await caches.open((await caches.keys()).find((k) => k.startsWith("islas-")));
      const kept = await Promise.all([...texts.cs, ...texts.en].map((u) => cache.match(u)));
      return kept.every(Boolean);
    });
    await page.locator("#language").selectOption("en");
    await heading(page, "Settings");

    await server.stop();
    await assert.rejects(fetch(server.url + "/"), "the server is really gone");

    await page.reload();
    await appReady(page);
    await heading(page, "Settings");
    // It works, not only shows: a setting still applies and is stored.
    await page.getByRole("radio", { name: "Dark" }).check();
    assert.equal(await page.locator("html").getAttribute("data-theme"), "dark");
    // Every game's own texts were kept with the language, though no game was opened.
    for (const [game, title] of [
      ["port-royal", "Port Royal — rules summary"],
      ["puerto-rico", "Puerto Rico — rules summary"],
      ["jamaica", "Jamaica — rules summary"],
    ]) {
      await page.goto(`${server.url}/rules/${game}`);
      await appReady(page);
      await heading(page, title);
    }
    // A language used before comes back offline.
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.locator("#language").selectOption("cs");
    await heading(page, "Nastavení");
    assert.equal(await page.locator("html").getAttribute("lang"), "cs");
    await page.goto(server.url + "/rules/jamaica");
    await appReady(page);
    await heading(page, "Jamaica — shrnutí pravidel");
    // One never used on this device: the language shown stays, and Settings says why.
    await page.goto(server.url + "/settings");
    await appReady(page);
    await page.locator("#language").selectOption("es");
    await page.getByRole("status").filter({ hasText: "Español" }).waitFor();
    assert.match(await page.locator(".settings").textContent(), /Texty v jazyce Español zatím v tomto zařízení nejsou/);
    await heading(page, "Nastavení");
    assert.equal(await page.locator("html").getAttribute("lang"), "cs");
  } finally {
    await close();
    await server.stop();
  }
});

test("a first visit keeps the browser's language for offline use, and not the others", async () => {
  const server = await startServer();
  const { context, close } = await launchPersistent({ locale: "es-ES" });
  try {
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await appReady(page);
    await controlled(page);
    const kept = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys()).find((k) => k.startsWith("islas-")));
      return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith("/texts/"));
    });
    assert.equal(kept.length, 4, kept.join(" "));
    assert.ok(kept.every((p) => /\.?es-[0-9a-f]{16}\.txt$/.test(p) && /(^\/texts\/es-|\.es-)/.test(p)), kept.join(" "));
    await server.stop();
    await page.goto(server.url + "/rules/puerto-rico");
    await appReady(page);
    await page.getByRole("heading", { level: 1, name: /^Puerto Rico — / }).waitFor();
    assert.equal(await page.locator("html").getAttribute("lang"), "es");
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
  const oldVersion = fs.readFileSync(swPath, "utf8").match(/\bVERSION\s*=\s*"([0-9a-f]+)"/)[1];
  const newVersion = "feedfacecafe0001";
  fs.writeFileSync(swPath, fs.readFileSync(swPath, "utf8").replace(oldVersion, newVersion));
  const indexPath = path.join(newDir, "index.html");
  fs.writeFileSync(
    indexPath,
    fs.readFileSync(indexPath, "utf8").replace(/name="islas-build" content="[0-9a-f]+"/, 'name="islas-build" content="0000newbuild"'),
  );
  // A build writes each file's precompressed copies with it: the two rewritten here have none.
  for (const f of [swPath, indexPath]) for (const ext of [".br", ".gz"]) fs.rmSync(f + ext, { force: true });

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
