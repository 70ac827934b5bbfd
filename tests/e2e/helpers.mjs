// Shared by the browser tests: a static server for dist/ and Debian's Chromium, headless.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = process.env.ISLAS_DIST || path.join(ROOT, "dist");
export const SHOTS = path.join(ROOT, "tests/e2e/screenshots");
/** The heading of the page the app itself draws: its <main> is the body's child (home shown
 * before the app runs is in #prerender, tests/e2e/home.mjs). */
export const APP_HEADING = "body > main h1";
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Serves `dir` on 127.0.0.1 (`port` 0: any free port). */
export async function startServer({ dir = DIST, port = 0 } = {}) {
  const child = spawn(
    "python3",
    [path.join(ROOT, "scripts/static-server.py"), "--dir", dir, "--port", String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("the server did not start")), 15000);
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/serving (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace(/\/$/, ""));
      }
    });
    child.on("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  return {
    url,
    port: Number(new URL(url).port),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
    },
  };
}

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A persistent context (a profile on disk), as installability and offline need. */
export async function launchPersistent(options = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islas-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until one of `locators` is visible (the first of them in the page's order): one wait,
 * not a race of waits, since each loser of a race goes on polling the page until its timeout
 * (a whole game's worth of them slowed the suites down several times over). */
export async function waitAny(locators, timeout = 60000) {
  await locators.reduce((a, b) => a.or(b)).first().waitFor({ timeout });
}

/** Waits until the app has rendered its frame. */
export async function appReady(page) {
  await page.locator(APP_HEADING).first().waitFor({ state: "visible", timeout: 30000 });
  // Images too (the icon in the top bar), so that screenshots show the whole page.
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 30000 });
}

/** Waits until a service worker controls the page. */
export async function controlled(page) {
  await page.evaluate(
    () =>
      navigator.serviceWorker.controller ||
      new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve)),
  );
}

export function screenshotPath(name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  return path.join(SHOTS, name);
}

// axe-core, pinned in package.json, injected into the page; no serious or critical WCAG 2.1 A/AA
// violation may be found (the context bypasses the page's CSP
// only to let the test's script in).
const AXE = fs.readFileSync(path.join(ROOT, "tests/e2e/node_modules/axe-core/axe.min.js"), "utf8");

/** Waits until the page's running animations (slide-ins, fades, a die rolling in) have ended, so
 * what is judged or photographed is what stays on screen. */
export function animationsEnded(page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
}

export async function axe(page, where) {
  await page.addScriptTag({ content: AXE });
  // Contrast is judged on what stays on screen.
  await animationsEnded(page);
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }),
  );
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ") + " " + (n.failureSummary || "")).join(" | ")}`);
  assert.deepEqual(bad, []);
}

/** Plays a lesson ("Learn to play") from its first move to its end, each move on the piece the
 * guide marks, brought into view. `before(n, text)` runs before move `n` is made (the guide's
 * words are `text`). Returns how many moves the person made. */
export async function playLesson(page, before = async () => {}) {
  const guide = page.getByTestId("lesson-guide");
  let moves = 0;
  for (let i = 0; i < 60; i++) {
    await guide.waitFor();
    const text = await guide.innerText();
    if (/The lesson is over/.test(text)) return moves;
    const count = text.match(/your move (\d+) of (\d+)/);
    assert.ok(count, `the guide counts the moves: ${text}`);
    const n = Number(count[1]);
    await page.locator("[data-lesson-point]").first().waitFor();
    await before(n, text);
    const piece = page.locator("[data-lesson-point]:visible").first();
    await piece.scrollIntoViewIfNeeded();
    await piece.click();
    moves++;
    await page.waitForFunction((n) => {
      const g = document.querySelector('[data-testid="lesson-guide"]');
      return g && !g.innerText.includes(`your move ${n} of`);
    }, n);
  }
  assert.fail("the lesson did not end within 60 moves");
}
