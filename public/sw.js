// Islas service worker. This file is a template: the build (scripts/post-build.py) replaces
// the two placeholders below with the build's version and the list of every file it wrote.
// Nothing here is kept by hand.
"use strict";

const VERSION = "__ISLAS_VERSION__";
const PRECACHE = __ISLAS_PRECACHE__;
const CACHE = `islas-${VERSION}`;

// Install: fetch every file of this build into a cache named after the build. A new build
// installs beside the running one and waits until the page asks it to take over.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
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
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(url.pathname).then((hit) => hit || fetch(request))
    )
  );
});
