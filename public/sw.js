// Islas service worker. This file is a template: the build (scripts/release.py) replaces
// the three placeholders below with the build's version, the list of every file it wrote but
// the texts, and the texts' files by language. Nothing here is kept by hand.
"use strict";

const VERSION = "__ISLAS_VERSION__";
const PRECACHE = __ISLAS_PRECACHE__;
// Language code -> the addresses of its text files (the shared one and each game's). A person
// reads one language: the worker keeps the languages the person uses, not all of them.
const TEXTS = __ISLAS_TEXTS__;
const CACHE = `islas-${VERSION}`;

// The language of a text file's address (/texts/<name>.<lang>-<hash>.txt or /texts/<lang>-…).
const textLang = (pathname) => {
  const m = pathname.match(/^\/texts\/(?:[a-z-]+\.)?([a-z]{2})-[0-9a-f]+\.txt$/);
  return m && m[1];
};

// The browser's first language the app speaks, else English (the start-up script's guess
// without the stored setting, which a worker cannot read).
const browserLang = () =>
  [...(self.navigator.languages || []), self.navigator.language, "en"]
    .map((tag) => String(tag || "").split(/[-_]/)[0].toLowerCase())
    .find((code) => code in TEXTS);

// A file named after its contents (…-<16 hex digits>.<ext>, all but index.html, the manifest and
// the icons) never changes: it may come from the browser's HTTP cache, so a file the page has
// just fetched, or is fetching, is not downloaded a second time. The others come from the network.
const named = (url) => /-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$/.test(url);
const fresh = (url) => new Request(url, { cache: named(url) ? "default" : "reload" });

// Install: fetch every file of this build into a cache named after the build, with the texts
// of the browser's language and of every language an older build kept (the languages this
// person has used). A new build installs beside the running one and waits until the page
// asks it to take over.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const langs = new Set([browserLang()]);
      for (const key of await caches.keys()) {
        if (!key.startsWith("islas-") || key === CACHE) continue;
        for (const request of await (await caches.open(key)).keys()) {
          const lang = textLang(new URL(request.url).pathname);
          if (lang && lang in TEXTS) langs.add(lang);
        }
      }
      const cache = await caches.open(CACHE);
      await cache.addAll([...PRECACHE, ...[...langs].flatMap((lang) => TEXTS[lang])].map(fresh));
    })()
  );
});

// The page's reload button sends this once a new version is waiting.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") {
    self.skipWaiting();
  }
});

// Activate: drop the caches of older builds, then serve open pages.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("islas-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

// Fetch: the app's own files from the cache; any page of the app is index.html (the router
// reads the address). Other requests go to the network untouched.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match("/index.html").then((hit) => hit || fetch(request))
      )
    );
    return;
  }
  const lang = textLang(url.pathname);
  if (lang && lang in TEXTS) {
    // A language's texts: from the cache, else from the network, and then every file of that
    // language is kept, so the person's language works offline in every game.
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(url.pathname).then((hit) => {
          if (hit) return hit;
          event.waitUntil(cache.addAll(TEXTS[lang].map(fresh)).catch(() => {}));
          return fetch(request);
        })
      )
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(url.pathname).then((hit) => hit || fetch(request))
    )
  );
});
