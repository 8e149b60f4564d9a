// @ts-check
// The game and its history: the puzzle, every digit and pencil mark, the
// undo and redo stacks, the clock. The functions over a game are pure (the
// clock takes the time as an argument), so `node --test` checks them;
// `session` is the page's one open game and what is shown over it.
//
// `values` holds every digit on the grid (givens and the player's), 0 for
// empty; `marks` a 9-bit mask of pencil marks per cell, kept under a
// placed digit so that erasing it brings them back. Undo and redo keep
// snapshots of both.

import { ALL_MARKS, CELLS, PEERS, SIZE, bit, digitsOf } from "./grid.js";

/** How many changes undo can go back. */
export const HISTORY_LIMIT = 300;

/** @typedef {{v: string, m: number[]}} Snapshot */
/** @typedef {{id: string, name: string}} TechniqueRef */
/** @typedef {{er: number, ep: number, ed: number}} Rating */
/**
 * What the page knows of a puzzle: its level and rating, why a rating
 * stopped early, the technique practised, the hardest step, where it came
 * from ("generated", "pasted", "own", "link") and the generator's seed.
 * @typedef {{level?: string, rating?: Rating, incomplete?: string, practice?: TechniqueRef | string,
 *   hardest?: TechniqueRef | string | null, source?: string, seed?: number | string}} Meta
 */
/**
 * @typedef {{version: 1, puzzle: string, values: number[], marks: number[], meta: Meta, elapsed: number,
 *   hintsUsed: number, done: boolean, revealed: boolean, history: Snapshot[], future: Snapshot[],
 *   pencil: boolean, autoRemove: boolean, learner: boolean}} Game
 */
/** @typedef {{row: number, col: number}} Cell */
/** @typedef {Cell & {digit: number}} Candidate */
/** @typedef {{from: Candidate, to: Candidate, strong: boolean}} Link */
/**
 * A step of `/hint`, as the page uses it.
 * @typedef {{explanation?: {nudge?: string, hint?: string, full?: string}, technique?: TechniqueRef,
 *   rating?: number, houses?: {unit: string, index: number}[], cells?: Cell[], links?: Link[],
 *   placements?: Candidate[], eliminations?: Candidate[]}} Step
 */
/** @typedef {{step: Step, depth: number}} OpenHint */
/** @typedef {{cells: Set<number>, marks: Set<number>}} Mistakes */

/**
 * A new game of `puzzle` (81 characters, `.` for empty).
 * @param {string} puzzle
 * @param {Meta} meta
 * @param {{pencil: boolean, autoRemove: boolean, learner?: boolean}} options carried over from the last game
 * @returns {Game}
 */
export function newGame(puzzle, meta, options) {
  return {
    version: 1,
    puzzle,
    values: [...puzzle].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0)),
    marks: new Array(CELLS).fill(0),
    meta,
    elapsed: 0,
    hintsUsed: 0,
    done: false,
    revealed: false,
    history: [],
    future: [],
    pencil: options.pencil,
    autoRemove: options.autoRemove,
    learner: !!options.learner,
  };
}

/** Whether cell `i` is one of the puzzle's givens. */
export const isGiven = (/** @type {Game} */ game, /** @type {number} */ i) => game.puzzle[i] !== ".";

/** The player's grid: 81 characters, `.` for empty. */
export const gridLine = (/** @type {Game} */ game) => game.values.map((v) => (v ? String(v) : ".")).join("");

/** @returns {Snapshot} */
const snapshot = (/** @type {Game} */ game) => ({ v: game.values.join(""), m: game.marks.slice() });

/** @param {Game} game @param {Snapshot} s */
function restore(game, s) {
  game.values = s.v.split("").map(Number);
  game.marks = s.m.slice();
}

/** @param {Snapshot} a @param {Snapshot} b */
const same = (a, b) => a.v === b.v && a.m.every((m, i) => m === b.m[i]);

/**
 * One undoable change: `mutate` edits the game; when the grid or the marks
 * differ afterwards, the state before goes on the undo stack and the redo
 * stack is dropped. A finished game does not change.
 * @param {Game} game
 * @param {() => void | false} mutate returns false to give up
 * @returns {boolean} whether anything changed
 */
export function change(game, mutate) {
  if (game.done) return false;
  const before = snapshot(game);
  if (mutate() === false) return false;
  if (same(before, snapshot(game))) return false;
  game.history.push(before);
  if (game.history.length > HISTORY_LIMIT) game.history.shift();
  game.future = [];
  return true;
}

/** Steps back one change; false when there is none (or the game is over). */
export function undo(/** @type {Game} */ game) {
  const last = game.history.pop();
  if (game.done || !last) {
    if (last) game.history.push(last);
    return false;
  }
  game.future.push(snapshot(game));
  restore(game, last);
  return true;
}

/** Does again the change undo took back; false when there is none. */
export function redo(/** @type {Game} */ game) {
  const next = game.future.pop();
  if (game.done || !next) {
    if (next) game.future.push(next);
    return false;
  }
  game.history.push(snapshot(game));
  restore(game, next);
  return true;
}

/** Digits cell `i` can still take, given the digits of its peers (a mask). */
export function candidatesOf(/** @type {Game} */ game, /** @type {number} */ i) {
  let mask = ALL_MARKS;
  for (const p of PEERS[i]) if (game.values[p]) mask &= ~bit(game.values[p]);
  return mask;
}

/**
 * Places `d` in cell `i` (inside `change`); with auto-removal on, `d`
 * leaves the marks of the cell's peers.
 * @param {Game} game @param {number} i @param {number} d
 */
export function place(game, i, d) {
  game.values[i] = d;
  if (game.autoRemove) for (const p of PEERS[i]) game.marks[p] &= ~bit(d);
}

/** Writes every empty cell's candidates as its marks (inside `change`). */
export function fillCandidates(/** @type {Game} */ game) {
  for (let i = 0; i < CELLS; i++) if (!game.values[i]) game.marks[i] = candidatesOf(game, i);
}

/**
 * Performs a hint's step (inside `change`): its eliminations on the marks
 * (a cell without marks first gets its candidates written out: it had
 * every candidate), then its placements.
 * @param {Game} game @param {Step} step
 */
export function applyStep(game, step) {
  for (const e of step.eliminations || []) {
    const i = e.row * SIZE + e.col;
    if (game.values[i]) continue;
    if (!game.marks[i]) game.marks[i] = candidatesOf(game, i);
    game.marks[i] &= ~bit(e.digit);
  }
  for (const p of step.placements || []) {
    const i = p.row * SIZE + p.col;
    if (!isGiven(game, i)) place(game, i, p.digit);
  }
}

/**
 * Fills the grid with the solution and ends the game; undo history keeps
 * the grid as it was.
 * @param {Game} game @param {string} solution 81 digits
 */
export function reveal(game, solution) {
  game.history.push(snapshot(game));
  game.future = [];
  game.values = solution.split("").map(Number);
  game.done = true;
  game.revealed = true;
}

/**
 * The body of `/hint`: the player's grid, the puzzle, and their marks
 * (9 rows of 9: a cell's marks as "158", or null for a filled cell or one
 * without marks, which the server counts as having every candidate),
 * and `"style": "learner"` when the player asked for the techniques
 * HoDoKu and SudokuWiki teach (the default is SukakuExplainer's path).
 * @param {Game} game
 */
export function hintRequest(game) {
  /** @type {(string | null)[][]} */
  const candidates = [];
  for (let r = 0; r < SIZE; r++) {
    /** @type {(string | null)[]} */
    const row = [];
    for (let c = 0; c < SIZE; c++) {
      const i = r * SIZE + c;
      row.push(!game.values[i] && game.marks[i] ? digitsOf(game.marks[i]).join("") : null);
    }
    candidates.push(row);
  }
  const body = { grid: gridLine(game), givens: game.puzzle, candidates };
  return game.learner ? { ...body, style: "learner" } : body;
}

/** Time played, in ms: the banked time, and the running stretch since `startedAt` (or null). */
export const elapsedAt = (/** @type {Game} */ game, /** @type {number | null} */ startedAt, /** @type {number} */ now) =>
  game.elapsed + (startedAt !== null ? now - startedAt : 0);

/** A time as the clock shows it: "4:07", "1:02:03". */
export function formatTime(/** @type {number} */ ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? h + ":" + String(m).padStart(2, "0") + ":" + ss : m + ":" + ss;
}

/**
 * The page's open game and what is shown over it.
 * @type {{game: Game | null, hint: OpenHint | null, mistakes: Mistakes, focus: number,
 *   clockStart: number | null, catalogue: {id: string, name: string, level?: string, practice?: boolean}[]}}
 */
export const session = {
  game: null,
  hint: null,
  mistakes: { cells: new Set(), marks: new Set() },
  focus: 0,
  clockStart: null, // Date.now() when the clock last started
  catalogue: [],
};
