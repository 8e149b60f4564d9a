// @ts-check
// The page's language: its tables (one module per language, the same keys
// in each), the language chosen, and `t(key, …)`, through which every text
// the page shows or says is looked up. The language follows the browser
// (navigator.languages) until the player picks one, which is remembered;
// every API call sends it (Accept-Language), so hints and technique names
// come back in it when the server speaks it.

import en from "./lang/en.js";
import ja from "./lang/ja.js";
import ko from "./lang/ko.js";

/** @typedef {import("./lang/en.js").Messages} Messages */
/** @typedef {keyof Messages} Key */
/**
 * The parameters of message `K`: a function's, or none for a string.
 * @template {Key} K
 * @typedef {Messages[K] extends (...args: infer A) => string ? A : []} Params
 */

/** Every table, by language tag, in the order the switch offers them. */
export const MESSAGES = Object.freeze({ en, ko, ja });
/** @typedef {keyof typeof MESSAGES} Lang */
/** @type {Lang[]} */
export const LANGS = ["en", "ko", "ja"];

/** Whether `tag` is a language the page speaks. */
export const speaks = (/** @type {unknown} */ tag) => LANGS.some((l) => l === tag);

/**
 * The language to show: the stored choice, else the first of the
 * browser's languages the page speaks (by primary subtag: ja-JP is ja),
 * else English.
 * @param {string | null} stored
 * @param {readonly string[]} browser navigator.languages
 * @returns {Lang}
 */
export function pickLanguage(stored, browser) {
  for (const tag of [stored, ...browser.map((b) => String(b || "").toLowerCase().split("-")[0])]) {
    const found = LANGS.find((l) => l === tag);
    if (found) return found;
  }
  return "en";
}

/** @type {Lang} */
let current = "en";

/** The page's language. */
export const lang = () => current;

/** Sets the page's language (one it speaks). */
export const setLang = (/** @type {Lang} */ next) => void (current = next);

/** The page's table: the nested parts (levels, problems, houses…) are read from it. */
export const table = () => MESSAGES[current];

/**
 * The message `key` in the page's language, with its parameters.
 * @template {Key} K
 * @param {K} key
 * @param {Params<K>} params
 * @returns {string}
 */
export function t(key, ...params) {
  /** @type {unknown} */
  const m = MESSAGES[current][key];
  if (typeof m === "function") return m(...params);
  return typeof m === "string" ? m : String(key);
}

/**
 * A message named at run time (a key a reader returned with its
 * parameters); an unknown key is shown as it is.
 * @param {string} key
 * @param {(string | number)[]} params
 */
export function tAny(key, params) {
  /** @type {Record<string, unknown>} */
  const messages = MESSAGES[current];
  const m = messages[key];
  if (typeof m === "function") return String(m(...params));
  return typeof m === "string" ? m : key;
}

/** A level id (`easy` …) as the player reads it. */
export function levelName(/** @type {unknown} */ id) {
  /** @type {Record<string, string>} */
  const levels = MESSAGES[current].levels;
  return (typeof id === "string" && levels[id]) || String(id);
}
