// @ts-check
// The playground's service worker: keeps the page, its modules, texts and
// styles and the local core (the WebAssembly build of the engine) so that
// a reload works when the server cannot be reached. Served as
// /playground/sw.js with `Service-Worker-Allowed: /`, registered for the
// scope `/`.
//
// The server writes in VERSION (a hash over every file kept) and ASSETS
// (their addresses) when it serves this file, so a new binary is a new
// worker with its own cache; the old caches go when it activates.
//
// Network first: while the server answers, the player gets the files of
// the running binary (and the cache is refreshed with them); the cache
// answers only when the network fails or stays silent for NETWORK_WAIT_MS.
// API calls (POST, and GET /techniques) are not touched: the page itself
// answers them with the local core when the server is gone.
"use strict";

/** @type {ServiceWorkerGlobalScope} */
const worker = /** @type {any} */ (self);

const VERSION = "__VERSION__";
/** @type {string[]} */
const ASSETS = [/* __ASSETS__ */];
const PREFIX = "sudoku-playground-";
const CACHE = PREFIX + VERSION;
const NETWORK_WAIT_MS = 4000;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS.map((url) => new Request(url, { cache: "no-cache" }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => worker.clients.claim()),
  );
});

/** The address a request is kept under: a page load of `/` is `/`, whatever its query. */
function keptPath(/** @type {Request} */ request) {
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return null;
  if (request.mode === "navigate" && url.pathname === "/") return "/";
  return ASSETS.includes(url.pathname) && !url.search ? url.pathname : null;
}

/**
 * The network's answer, or a rejection once it fails or keeps silent too long.
 * @param {Request} request
 * @returns {Promise<Response>}
 */
function fromNetwork(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer in time")), NETWORK_WAIT_MS);
    fetch(request).then(
      (res) => {
        clearTimeout(timer);
        resolve(res);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** The network's answer (kept for later), else the kept copy. */
async function answer(/** @type {Request} */ request, /** @type {string} */ path) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fromNetwork(request);
    if (res.ok) await cache.put(path, res.clone());
    return res;
  } catch (err) {
    const kept = await cache.match(path);
    if (kept) return kept;
    throw err;
  }
}

worker.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  const path = keptPath(event.request);
  if (path) event.respondWith(answer(event.request, path));
});
