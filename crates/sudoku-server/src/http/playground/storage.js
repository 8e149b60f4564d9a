// @ts-check
// What the page keeps in localStorage: the game (after every change, so a
// reload brings it back as it was), the chosen language, and the server's
// technique catalogue per language (shown when the server cannot be
// reached). Storage may be disabled or full: then the page still plays,
// it just forgets. `readSaved` is pure: a saved game is checked field by
// field before the page trusts it.

import { ALL_MARKS, CELLS } from "./grid.js";
import { elapsedAt, session } from "./state.js";

const GAME_KEY = "sudoku-playground-game-v1";
const LANG_KEY = "sudoku-playground-lang";
const TECHNIQUES_KEY = "sudoku-playground-techniques-";

/** @typedef {import("./state.js").Game} Game */

/** The stored text under `key`, or null (nothing stored, or no storage). */
function get(/** @type {string} */ key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` if it can. */
function put(/** @type {string} */ key, /** @type {string} */ value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: the page goes on without it */
  }
}

/**
 * A saved game, or null when `text` is not one: anything a damaged or
 * older copy holds that the page cannot play is dropped, the givens are
 * taken from the puzzle.
 * @param {string | null} text
 * @returns {Game | null}
 */
export function readSaved(text) {
  /** @type {any} */
  let g;
  try {
    g = JSON.parse(text || "null");
  } catch {
    return null;
  }
  const okLine = (/** @type {unknown} */ s) => typeof s === "string" && /^[1-9.]{81}$/.test(s);
  const okMarks = (/** @type {unknown} */ m) =>
    Array.isArray(m) && m.length === CELLS && m.every((x) => Number.isInteger(x) && x >= 0 && x <= ALL_MARKS);
  const okSnap = (/** @type {any} */ s) => !!s && typeof s.v === "string" && /^[0-9]{81}$/.test(s.v) && okMarks(s.m);
  if (!g || typeof g !== "object" || g.version !== 1 || !okLine(g.puzzle)) return null;
  if (!Array.isArray(g.values) || g.values.length !== CELLS || !okMarks(g.marks)) return null;
  /** @type {string} */
  const puzzle = g.puzzle;
  return {
    version: 1,
    puzzle,
    values: g.values.map((/** @type {unknown} */ v, /** @type {number} */ i) =>
      puzzle[i] !== "." ? Number(puzzle[i]) : Number.isInteger(v) && Number(v) >= 0 && Number(v) <= 9 ? Number(v) : 0,
    ),
    marks: g.marks,
    meta: g.meta && typeof g.meta === "object" ? g.meta : {},
    elapsed: Number(g.elapsed) || 0,
    hintsUsed: Number(g.hintsUsed) || 0,
    done: !!g.done,
    revealed: !!g.revealed,
    history: Array.isArray(g.history) && g.history.every(okSnap) ? g.history : [],
    future: Array.isArray(g.future) && g.future.every(okSnap) ? g.future : [],
    pencil: !!g.pencil,
    autoRemove: !!g.autoRemove,
    learner: !!g.learner,
  };
}

/** The saved game, if there is a playable one. */
export const loadGame = () => readSaved(get(GAME_KEY));

/** Keeps the game for the next visit. */
export const saveGame = (/** @type {Game} */ game) => put(GAME_KEY, JSON.stringify(game));

/** The language the player chose on an earlier visit, or null. */
export const storedLanguage = () => get(LANG_KEY);

/** Remembers the player's language. */
export const storeLanguage = (/** @type {string} */ lang) => put(LANG_KEY, lang);

/** Keeps the server's catalogue (`GET /techniques`) in one language. */
export const keepCatalogue = (/** @type {string} */ lang, /** @type {unknown} */ body) =>
  put(TECHNIQUES_KEY + lang, JSON.stringify(body));

/**
 * The first catalogue kept in one of `langs` (the page's language first),
 * or null.
 * @param {string[]} langs
 * @returns {unknown}
 */
export function keptCatalogue(langs) {
  for (const l of langs) {
    try {
      const body = JSON.parse(get(TECHNIQUES_KEY + l) || "null");
      if (body) return body;
    } catch {
      /* a damaged copy: try the next language */
    }
  }
  return null;
}

/**
 * Keeps the open game, its clock banked up to now (a running clock goes
 * on from here).
 */
export function saveSession() {
  const game = session.game;
  if (!game) return;
  const now = Date.now();
  game.elapsed = elapsedAt(game, session.clockStart, now);
  if (session.clockStart !== null) session.clockStart = now;
  saveGame(game);
}
