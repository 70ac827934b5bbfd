// Home as the app draws it, kept in index.html so a first visit sees it before the app runs.
//
// index.html holds, between the markers below, one <template id="home-<lang>"> per language: the
// top bar and home's <main> exactly as the app draws them for a person with nothing saved, and
// the page's title. The start-up script (scripts/release.py, HOME_EARLY) shows the template of
// the language the app will speak, on "/" with nothing stored, while the app downloads; the app
// removes it when it draws its own page (src/app.rs), and a tap made meanwhile is played again
// on the app's page then.
//
// `node tests/e2e/home.mjs` writes the templates from the release build in dist/ (build it
// first, and again after: the build copies index.html). app.test.mjs fails when they differ from
// what the app draws, with this command in its message.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { APP_HEADING, ROOT, launch, startServer } from "./helpers.mjs";

export const LANGS = { en: "en-US", es: "es-ES", cs: "cs-CZ" };
const INDEX = path.join(ROOT, "index.html");
const START = "<!-- home: written by tests/e2e/home.mjs -->";
const END = "<!-- /home -->";

/** The app's own home in `page` (drawn by the app, not the template): the skip link, the top
 * bar, the notices' region and <main>, without the comments Leptos leaves, as the browser
 * writes them; and the page's title. */
export function appHome(page) {
  return page.evaluate(() => {
    const clean = (node) => {
      for (const child of [...node.childNodes]) {
        if (child.nodeType === Node.COMMENT_NODE) child.remove();
        else clean(child);
      }
      return node;
    };
    const parts = [...document.body.children].filter((e) =>
      e.matches("a.skip-link, header.top-bar, section.notices, main"),
    );
    return { html: parts.map((e) => clean(e.cloneNode(true)).outerHTML).join(""), title: document.title };
  });
}

/** The template of `lang` in the page (as the browser read it from index.html). */
export function templateHome(page, lang) {
  return page.evaluate((lang) => {
    const t = document.getElementById(`home-${lang}`);
    return t && { html: t.innerHTML, title: t.dataset.title };
  }, lang);
}

async function write() {
  const server = await startServer();
  const browser = await launch();
  const templates = [];
  for (const [lang, locale] of Object.entries(LANGS)) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForSelector(APP_HEADING);
    const { html, title } = await appHome(page);
    const quoted = title.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    templates.push(`    <template id="home-${lang}" data-title="${quoted}">${html}</template>`);
    await context.close();
  }
  await browser.close();
  await server.stop();
  const index = fs.readFileSync(INDEX, "utf8");
  const [before, rest] = index.split(START);
  const after = rest?.split(END)[1];
  if (after === undefined) throw new Error(`index.html has no ${START} … ${END}`);
  fs.writeFileSync(INDEX, `${before}${START}\n${templates.join("\n")}\n    ${END}${after}`);
  console.log(`index.html: home in ${templates.length} languages; rebuild (scripts/build-release)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await write();
