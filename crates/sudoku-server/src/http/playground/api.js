// @ts-check
// The API client: `callApi` shows how every answer — success, RFC 9457
// problem details, a non-JSON body, a network failure — becomes something
// the page can say. Every call sends the page's language
// (Accept-Language), so hints and technique names come back in it.
//
// Offline: a server built with the local core (the WebAssembly build of
// the same engine, answering with the same JSON) names its files in
// <meta name="local-core">. The page loads it, and when the server cannot
// be reached (a network error, or no answer in LOCAL_FALLBACK_MS) it asks
// the local core instead, and keeps doing so for RETRY_SERVER_MS before it
// tries the server again. The service worker (/playground/sw.js) keeps
// the page and the core, so a reload works offline too. "Last API call"
// says which answered.

import { byId } from "./board.js";
import { lang, t, table } from "./lang.js";

const REQUEST_TIMEOUT_MS = 15000;
// With the local core at hand, a silent server is given up on sooner.
const LOCAL_FALLBACK_MS = 6000;
const RETRY_SERVER_MS = 30000;

const apiLog = byId("api-log", HTMLElement);
const offlineEl = byId("offline", HTMLElement);

/**
 * What the page needs of an answer's status line and headers (a fetch
 * Response, or the local core's answer dressed as one).
 * @typedef {{status: number, ok: boolean, statusText: string, headers: {get(name: string): string | null}}} Head
 */
/**
 * An answer: `ok` with its JSON body, or a failure already put in words.
 * @typedef {{ok: true, body: any, res: Head, local?: boolean}
 *   | {ok: false, headline: string, detail: string, res?: Head, problem?: any, local?: boolean}} Answer
 */

// Not GET /techniques: the page keeps each language's catalogue from the
// server (storage.js) and shows the kept copy offline; the local core
// would render the same 400 KB answer again, tens of milliseconds of a
// phone's main thread for what the page already holds.
/** @type {Record<string, string>} */
const ROUTE_FUNCTIONS = {
  "/solve": "solve",
  "/validate": "validate",
  "/grade": "grade",
  "/hint": "hint",
  "/generate": "generate",
};

/**
 * The local core: `state` is "absent" (this build has none), "loading",
 * "ready" or "failed"; `ready` resolves to the loaded module, or null.
 * @type {{state: "absent" | "loading" | "ready" | "failed", ready: Promise<Record<string, any> | null>, error: string}}
 */
export const localCore = { state: "absent", ready: Promise.resolve(null), error: "" };
/** @type {number | null} Date.now() when the server last could not be reached */
let serverLostAt = null;

/** Back online: the next call tries the server first again. */
export const serverMayBeBack = () => void (serverLostAt = null);

/**
 * Loads the package named by <meta name="local-core">: its entry module
 * (`init`, then one function per endpoint, answering `{status, body}`)
 * and its WebAssembly module.
 */
export function loadLocalCore() {
  const meta = document.querySelector('meta[name="local-core"]');
  const [entry, wasm] = (meta ? meta.getAttribute("content") || "" : "").trim().split(/\s+/);
  if (!entry || !wasm) return;
  localCore.state = "loading";
  localCore.ready = import(entry)
    .then(async (mod) => {
      await mod.init(wasm);
      localCore.state = "ready";
      return mod;
    })
    .catch((err) => {
      // A browser without WebAssembly still plays online.
      localCore.state = "failed";
      localCore.error = String(err instanceof Error ? err.message : err);
      document.body.dataset.localCoreError = localCore.error;
      return null;
    })
    .finally(() => (document.body.dataset.localCore = localCore.state));
  document.body.dataset.localCore = localCore.state;
}

/** Whether to ask the local core before the server: it is offline, or was a moment ago. */
function localFirst() {
  if (localCore.state !== "ready") return false;
  if (navigator.onLine === false) return true;
  return serverLostAt !== null && Date.now() - serverLostAt < RETRY_SERVER_MS;
}

/** Shows or hides the note that the game is playing offline. */
const setOffline = (/** @type {boolean} */ on) => void (offlineEl.hidden = !on);

/**
 * Starts the service worker that keeps the page for offline reloads (for
 * the scope `/`: the server allows it with Service-Worker-Allowed), or
 * retires it in a build without the local core.
 */
export async function keepForOffline() {
  if (!("serviceWorker" in navigator)) return;
  try {
    if (localCore.state !== "absent") await navigator.serviceWorker.register("/playground/sw.js", { scope: "/" });
    else for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  } catch {
    /* no service worker (a private window, an insecure origin): the page still plays */
  }
}

/**
 * POSTs `request` as JSON to `path` (or GETs `path` when `request` is
 * null), in the page's language. Resolves to `{ok: true, body, res}` for a
 * 2xx JSON answer, and to `{ok: false, headline, detail, problem, res}`
 * for anything else, so that no failure can go unreported.
 * @param {string} path
 * @param {object | null} request
 * @returns {Promise<Answer>}
 */
export async function callApi(path, request) {
  if (localFirst()) {
    const local = await answerLocally(path, request, "the server could not be reached a moment ago");
    if (local) return local;
  }
  const wait = localCore.state === "ready" ? LOCAL_FALLBACK_MS : REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), wait);
  /** @type {Response} */
  let res;
  const t0 = performance.now();
  /** @type {Record<string, string>} */
  const headers = { accept: "application/json", "accept-language": lang() };
  if (request !== null) headers["content-type"] = "application/json";
  try {
    res = await fetch(path, {
      method: request === null ? "GET" : "POST",
      headers,
      body: request === null ? undefined : JSON.stringify(request),
      signal: controller.signal,
    });
  } catch (err) {
    clearTimeout(timer);
    const timedOut = err instanceof Error && err.name === "AbortError";
    serverLostAt = Date.now();
    const local = await answerLocally(path, request, timedOut ? "the server did not answer in " + wait / 1000 + " s" : "the server could not be reached");
    if (local) return local;
    logCall(path, request, null, timedOut ? "no answer (timed out)" : "network error");
    const offline = localCore.state === "absent" ? t("noOfflinePlay") : "";
    return {
      ok: false,
      headline: t(timedOut ? "noAnswer" : "networkError"),
      detail: (timedOut ? t("noAnswerDetail", wait / 1000) : t("networkErrorDetail")) + offline,
    };
  }
  serverLostAt = null;
  setOffline(false);
  let text = "";
  try {
    text = await res.text();
  } catch {
    clearTimeout(timer);
    logCall(path, request, res, "body could not be read");
    return { ok: false, res, headline: t("networkError"), detail: t("brokenAnswer", res.status) };
  }
  clearTimeout(timer);
  const ms = performance.now() - t0;
  const type = (res.headers.get("content-type") || "").split(";")[0].trim();
  /** @type {unknown} */
  let body = null;
  if (type === "application/json" || type === "application/problem+json") {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  logCall(path, request, res, text, ms);
  if (body === null || typeof body !== "object") {
    return {
      ok: false,
      res,
      headline: t("unexpected"),
      detail: t("notJson", res.status + (res.statusText ? " " + res.statusText : ""), type),
    };
  }
  if (res.ok) return { ok: true, body, res };
  return { ok: false, res, problem: body, ...explainProblem(res, body) };
}

/**
 * `path` answered by the local core, in the shape `callApi` returns, or
 * null when this page has no working local core. `why` is logged.
 * @param {string} path
 * @param {object | null} request
 * @param {string} why
 * @returns {Promise<Answer | null>}
 */
async function answerLocally(path, request, why) {
  const core = await localCore.ready;
  const name = ROUTE_FUNCTIONS[path];
  if (!core || !name || typeof core[name] !== "function") return null;
  const t0 = performance.now();
  const answer = request === null ? core[name]({ lang: lang() }) : core[name](request, { lang: lang() });
  const ms = performance.now() - t0;
  const status = Number(answer && answer.status);
  /** @type {unknown} */
  const body = answer ? answer.body : null;
  // The local answer as fetch() would have given it, for explainProblem.
  /** @type {Head} */
  const res = { status, ok: status >= 200 && status < 300, statusText: "", headers: { get: () => null } };
  setOffline(true);
  logLocal(path, request, status, body, ms, why);
  if (body === null || typeof body !== "object") {
    return { ok: false, res, headline: t("unexpected"), detail: t("notJson", status, "") };
  }
  if (res.ok) return { ok: true, body, res, local: true };
  return { ok: false, res, problem: body, local: true, ...explainProblem(res, body) };
}

/**
 * A headline per stable error code (the page's words); the detail comes
 * from the server.
 * @param {Head} res
 * @param {any} p the problem
 */
function explainProblem(res, p) {
  const code = typeof p.code === "string" ? p.code : "";
  const detail = typeof p.detail === "string" && p.detail ? p.detail : typeof p.title === "string" ? p.title : "HTTP " + res.status;
  /** @type {Record<string, string>} */
  const headlines = table().problems;
  const headline = (Object.hasOwn(headlines, code) && headlines[code]) || (typeof p.title === "string" ? p.title + "." : t("requestFailed"));
  let extra = "";
  if (code === "overloaded") {
    const after = res.headers.get("retry-after");
    if (after) extra = t("retryIn", after);
  }
  if (code === "internal" && typeof p.request_id === "string") extra = t("requestId", p.request_id);
  return { headline, detail: humanizeDetail(detail) + extra };
}

/**
 * Problem details name JSON places 0-based ("(row 0, col 8)", "grid[0][3]");
 * the page counts from 1, so say which convention a detail uses.
 */
function humanizeDetail(/** @type {string} */ detail) {
  let s = detail.charAt(0).toUpperCase() + detail.slice(1);
  if (/\b(row|col|column|box|index) \d|\[\d\]/.test(s)) s += t("countsFromZero");
  return s;
}

/** The request as "Last API call" shows it: method, path, language, body. */
function requestHead(/** @type {string} */ path, /** @type {object | null} */ request) {
  return (
    (request === null ? "GET " + path : "POST " + path) + "  (Accept-Language: " + lang() + ")\n" +
    (request === null ? "" : JSON.stringify(request) + "\n") + "\n"
  );
}

/**
 * @param {string} path @param {object | null} request @param {number} status
 * @param {unknown} body @param {number} ms @param {string} why
 */
function logLocal(path, request, status, body, ms, why) {
  apiLog.dataset.used = "1";
  let shown = JSON.stringify(body, null, 2) || "";
  if (shown.length > 4000) shown = shown.slice(0, 4000) + "…";
  apiLog.textContent =
    requestHead(path, request) +
    "→ answered in the page by the local core (" + why + "): " + status + " (" + Math.round(ms) + " ms)\n" + shown;
}

/**
 * @param {string} path @param {object | null} request @param {Response | null} res
 * @param {string} text @param {number} [ms]
 */
function logCall(path, request, res, text, ms) {
  apiLog.dataset.used = "1";
  const head = requestHead(path, request);
  if (!res) {
    apiLog.textContent = head + "→ " + text;
    return;
  }
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    /* not JSON: show as is */
  }
  if (shown.length > 4000) shown = shown.slice(0, 4000) + "…";
  apiLog.textContent =
    head + "→ HTTP " + res.status + " " + (res.headers.get("content-type") || "") +
    (ms !== undefined ? " (" + Math.round(ms) + " ms round trip)" : "") + ", answered by the server\n" + shown;
}
