// @ts-check
// The grid's geometry and the puzzle texts people bring, read into the 81
// characters the API takes. Pure: no page, no storage, so `node --test`
// runs it as the browser does.

export const SIZE = 9;
export const CELLS = 81;
/** Every digit as a pencil-mark mask: bit d-1 is digit d. */
export const ALL_MARKS = 0x1ff;
/** The levels of `/grade` and `/generate`, easiest first. */
export const LEVELS = ["easy", "medium", "hard", "expert", "master", "extreme"];

/**
 * What went wrong reading a puzzle text: a message key of the language
 * table and its parameters, naming the line, row or cell.
 * @typedef {[string, ...(string | number)[]]} ReadError
 */
/** @typedef {{puzzle: string, error?: undefined} | {puzzle?: undefined, error: ReadError}} PuzzleRead */

/** The bit of digit `d` in a mark mask. */
export const bit = (/** @type {number} */ d) => 1 << (d - 1);

/** The digits of a mark mask, in order. */
export const digitsOf = (/** @type {number} */ mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & bit(d));

/** The row and column of a cell index, both 0-based. */
export const rowCol = (/** @type {number} */ i) => [Math.floor(i / SIZE), i % SIZE];

/** The peers of each cell: the 20 other cells of its row, column and box. */
export const PEERS = Array.from({ length: CELLS }, (_, i) => {
  const [r, c] = rowCol(i);
  /** @type {Set<number>} */
  const set = new Set();
  for (let k = 0; k < SIZE; k++) {
    set.add(r * SIZE + k);
    set.add(k * SIZE + c);
    set.add((Math.floor(r / 3) * 3 + Math.floor(k / 3)) * SIZE + Math.floor(c / 3) * 3 + (k % 3));
  }
  set.delete(i);
  return [...set];
});

/**
 * The cells of a house as the API names it: `{unit, index}`, 0-based.
 * @param {string} unit "row", "column" or "box"
 * @param {number} index
 * @returns {number[]}
 */
export function houseCells(unit, index) {
  /** @type {number[]} */
  const out = [];
  for (let k = 0; k < SIZE; k++) {
    if (unit === "row") out.push(index * SIZE + k);
    else if (unit === "column") out.push(k * SIZE + index);
    else if (unit === "box")
      out.push((Math.floor(index / 3) * 3 + Math.floor(k / 3)) * SIZE + (index % 3) * 3 + (k % 3));
  }
  return out;
}

/** How many givens a puzzle line has. */
export const givensOf = (/** @type {string} */ puzzle) => puzzle.replace(/\./g, "").length;

/**
 * Reads a typed or pasted puzzle in the forms people bring, as they are:
 * - one line of 81 cells, 1-9 with 0 or `.` for empty (whitespace is
 *   ignored, so a line wrapped over several reads too);
 * - BOJ 2580's input: nine lines of nine digits, space-separated or not;
 * - a LeetCode 37 board, `[["5","3",".",…],…]` (with `board =` before it,
 *   or single quotes as Python prints it; integers, null, "0" and "" too).
 * @param {unknown} text
 * @returns {PuzzleRead} the 81 characters (`.` for empty), or the error
 */
export function readPuzzleText(text) {
  const src = String(text).trim();
  if (!src) return { error: ["pasteEmpty"] };
  const board = /^(?:[A-Za-z_$][\w$]*\s*=\s*)?(\[[\s\S]*\])\s*;?$/.exec(src);
  if (board) return readBoard(board[1]);
  const lines = src.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  const cells = lines.map((l) => l.replace(/\s+/g, ""));
  for (let k = 0; k < cells.length; k++) {
    const bad = /[^0-9.]/.exec(cells[k]);
    if (bad) return { error: ["pasteChar", bad[0], k + 1] };
  }
  const puzzle = cells.join("").replace(/0/g, ".");
  // Lines with spaces between cells, or mostly nine cells long, are rows
  // (BOJ's layout): then each must hold nine, and there must be nine.
  const asRows =
    lines.length > 1 && (lines.some((l) => /\s/.test(l)) || cells.filter((c) => c.length === SIZE).length * 2 >= lines.length);
  if (!asRows) return puzzle.length === CELLS ? { puzzle } : { error: ["pasteLength", puzzle.length] };
  const off = cells.findIndex((c) => c.length !== SIZE);
  if (off >= 0) return { error: ["pasteLine", off + 1, cells[off].length] };
  if (cells.length !== SIZE) return { error: ["pasteLines", cells.length] };
  return { puzzle };
}

/**
 * A LeetCode board (JSON text, single quotes allowed) as 81 characters, or
 * the error naming its row or cell.
 * @param {string} json
 * @returns {PuzzleRead}
 */
export function readBoard(json) {
  /** @type {unknown} */
  let rows;
  try {
    rows = JSON.parse(json.replace(/'/g, '"'));
  } catch {
    return { error: ["boardJson"] };
  }
  if (!Array.isArray(rows) || !rows.every(Array.isArray)) return { error: ["boardJson"] };
  if (rows.length !== SIZE) return { error: ["boardRows", rows.length] };
  let puzzle = "";
  for (let r = 0; r < SIZE; r++) {
    /** @type {unknown[]} */
    const row = rows[r];
    if (row.length !== SIZE) return { error: ["boardRow", r + 1, row.length] };
    for (let c = 0; c < SIZE; c++) {
      const v = row[c];
      if (v === null || v === 0 || v === "." || v === "0" || v === "") puzzle += ".";
      else if (/^[1-9]$/.test(typeof v === "string" || Number.isInteger(v) ? String(v) : "")) puzzle += String(v);
      else return { error: ["boardCell", r + 1, c + 1, JSON.stringify(v)] };
    }
  }
  return { puzzle };
}

/**
 * The share link's puzzle: `#p=` and 81 cells (`0` or `.` for empty), or null.
 * @param {string} hash `location.hash`
 */
export function puzzleOfHash(hash) {
  const m = /^#p=([0-9.]{81})$/.exec(hash);
  return m ? m[1].replace(/0/g, ".") : null;
}
