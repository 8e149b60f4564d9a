// @ts-check
// The player's moves and the keys, taps and pastes that make them: digits,
// pencil marks, erasing, filling and clearing marks, undo and redo, pencil
// mode, applying a hint's step. Each change is one undoable step; after
// it the page is redrawn, saved and the move announced to screen readers.

import { announce, byId, cellEls, gridEl, moveFocus, rc, render, run, say } from "./board.js";
import { SIZE, bit, readPuzzleText } from "./grid.js";
import { checkFinished, clearMistakes, closeHint, finishedNote, requestHint, stepResult } from "./hints.js";
import { t } from "./lang.js";
import * as state from "./state.js";
import { session } from "./state.js";
import { saveSession } from "./storage.js";

/**
 * One undoable change (see `state.change`), then the page follows: the
 * hint closes, mistakes are forgotten, the grid is redrawn and saved, the
 * move announced; a full grid is checked.
 * @param {string} label what a screen reader hears
 * @param {(game: state.Game) => void | false} mutate
 */
function commit(label, mutate) {
  const game = session.game;
  if (!game || !state.change(game, () => mutate(game))) return false;
  afterChange(label);
  if (game.values.every((v) => v)) run("check", checkFinished);
  return true;
}

function afterChange(/** @type {string} */ label) {
  closeHint();
  clearMistakes();
  render();
  saveSession();
  if (label) announce(label);
}

function placeDigit(/** @type {number} */ i, /** @type {number} */ d) {
  const game = session.game;
  if (!game) return;
  if (state.isGiven(game, i)) return announce(t("given", rc(i)));
  if (game.values[i] === d) return;
  commit(t("placed", d, rc(i)), (g) => state.place(g, i, d));
}

function toggleMark(/** @type {number} */ i, /** @type {number} */ d) {
  const game = session.game;
  if (!game) return;
  if (state.isGiven(game, i) || game.values[i]) return announce(t("holdsDigit", rc(i)));
  const on = !(game.marks[i] & bit(d));
  commit(t(on ? "marked" : "unmarked", d, rc(i)), (g) => void (g.marks[i] ^= bit(d)));
}

function erase(/** @type {number} */ i) {
  const game = session.game;
  if (!game) return;
  if (state.isGiven(game, i)) return announce(t("given", rc(i)));
  if (game.values[i]) commit(t("erased", rc(i)), (g) => void (g.values[i] = 0));
  else if (game.marks[i]) commit(t("clearedCellMarks", rc(i)), (g) => void (g.marks[i] = 0));
}

/** A digit for cell `i`: placed, or toggled as a mark (`asMark`, or pencil mode). */
function input(/** @type {number} */ i, /** @type {number} */ d, /** @type {boolean} */ asMark) {
  const game = session.game;
  if (!game) return;
  if (game.done) return finishedNote();
  if (asMark || game.pencil) toggleMark(i, d);
  else placeDigit(i, d);
}

function undo() {
  if (session.game && state.undo(session.game)) afterChange(t("undone"));
}

function redo() {
  if (session.game && state.redo(session.game)) afterChange(t("redone"));
}

function setPencil(/** @type {boolean} */ on) {
  const game = session.game;
  if (!game) return;
  game.pencil = on;
  render();
  saveSession();
  announce(t(on ? "pencilModeOn" : "pencilModeOff"));
}

/** Performs the open hint's step: its placements, and its eliminations on the marks. */
function applyHint() {
  const hint = session.hint;
  if (!hint || !session.game) return;
  const s = hint.step;
  const result = stepResult(s);
  commit(t("applied") + " " + result, (g) => state.applyStep(g, s));
  if (!session.game.done) say("ok", t("applied"), result);
  // The panel (and the button just pressed) is gone: keep keyboard
  // players in the grid, on the placed digit when there is one.
  const placed = (s.placements || [])[0];
  moveFocus(placed ? placed.row * SIZE + placed.col : session.focus);
}

/** The digit of a key event: the key itself, or its physical key when Shift changes it. */
function keyDigit(/** @type {KeyboardEvent} */ ev) {
  if (/^[1-9]$/.test(ev.key)) return Number(ev.key);
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(ev.code || "");
  return m ? Number(m[1]) : 0;
}

/** Keys in the grid: arrows, Home and End move; digits place or mark; Backspace, Delete, 0 and . erase. */
function onGridKeyDown(/** @type {KeyboardEvent} */ ev) {
  const el = ev.target;
  if (!(el instanceof HTMLElement) || el.dataset.index === undefined) return;
  if (ev.ctrlKey || ev.metaKey) return; // shortcuts are handled on the document
  const i = Number(el.dataset.index);
  const r = Math.floor(i / SIZE);
  const c = i % SIZE;
  const key = ev.key;
  const d = keyDigit(ev);
  let handled = true;
  if (key === "ArrowLeft") moveFocus(c > 0 ? i - 1 : i);
  else if (key === "ArrowRight") moveFocus(c < SIZE - 1 ? i + 1 : i);
  else if (key === "ArrowUp") moveFocus(r > 0 ? i - SIZE : i);
  else if (key === "ArrowDown") moveFocus(r < SIZE - 1 ? i + SIZE : i);
  else if (key === "Home") moveFocus(r * SIZE);
  else if (key === "End") moveFocus(r * SIZE + SIZE - 1);
  else if (d) input(i, d, ev.shiftKey || ev.altKey);
  else if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") erase(i);
  else handled = false;
  if (handled) ev.preventDefault();
}

/** Whether keys and pastes belong to a form field rather than the game. */
function isTextEntry(/** @type {EventTarget | null} */ el) {
  return (
    el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type !== "checkbox")
  );
}

/** Page-wide keys: undo/redo, pencil mode, hint, closing the hint. */
function onDocKeyDown(/** @type {KeyboardEvent} */ ev) {
  if (isTextEntry(ev.target) || ev.defaultPrevented) return;
  const k = ev.key.toLowerCase();
  if ((ev.ctrlKey || ev.metaKey) && !ev.altKey) {
    if (k === "z" && !ev.shiftKey) undo();
    else if (k === "y" || (k === "z" && ev.shiftKey)) redo();
    else return;
    ev.preventDefault();
    return;
  }
  const game = session.game;
  if (ev.altKey || ev.ctrlKey || ev.metaKey || !game) return;
  if (k === "p") setPencil(!game.pencil);
  else if (k === "h") run("hint", requestHint);
  else if (k === "escape" && session.hint) {
    closeHint();
    render();
    say("info", t("hintClosed"));
  } else return;
  ev.preventDefault();
}

/** A cell focused by Tab or a click becomes the selection. */
function onGridFocusIn(/** @type {FocusEvent} */ ev) {
  const el = ev.target;
  if (!(el instanceof HTMLElement) || el.dataset.index === undefined) return;
  const i = Number(el.dataset.index);
  if (i !== session.focus) {
    cellEls[session.focus].tabIndex = -1;
    session.focus = i;
    el.tabIndex = 0;
    render();
  }
}

/**
 * Wires the grid, the number pad, the play buttons and the page's keys.
 * @param {{importPuzzle: (text: string, source: string) => Promise<void>}} games
 *   how a puzzle pasted on the page is graded and started
 */
export function installInput(games) {
  gridEl.addEventListener("keydown", onGridKeyDown);
  gridEl.addEventListener("focusin", onGridFocusIn);
  gridEl.addEventListener("click", (ev) => {
    const el = ev.target instanceof Element ? ev.target.closest(".cell") : null;
    if (el instanceof HTMLElement) moveFocus(Number(el.dataset.index));
  });
  document.addEventListener("keydown", onDocKeyDown);
  document.addEventListener("paste", (ev) => {
    if (isTextEntry(ev.target)) return; // the import box keeps its own paste
    const text = ev.clipboardData ? ev.clipboardData.getData("text") : "";
    if (readPuzzleText(text).puzzle) {
      ev.preventDefault();
      run("grade", () => games.importPuzzle(text, "pasted"));
    }
  });
  for (const b of document.querySelectorAll(".pad button")) {
    if (!(b instanceof HTMLButtonElement)) continue;
    // Keep the focus (and the selected cell) in the grid when tapped with a pointer.
    b.addEventListener("mousedown", (ev) => ev.preventDefault());
    b.addEventListener("click", () => {
      if (!session.game) return;
      if (b.dataset.digit) input(session.focus, Number(b.dataset.digit), false);
      else erase(session.focus);
    });
  }
  const button = (/** @type {string} */ id) => byId(id, HTMLButtonElement);
  button("pencil").addEventListener("click", () => session.game && setPencil(!session.game.pencil));
  button("undo").addEventListener("click", undo);
  button("redo").addEventListener("click", redo);
  button("fill-marks").addEventListener("click", () => commit(t("filledMarks"), state.fillCandidates));
  button("clear-marks").addEventListener("click", () => commit(t("clearedMarks"), (g) => void g.marks.fill(0)));
  button("hint-apply").addEventListener("click", applyHint);
  const autoRemove = byId("auto-remove", HTMLInputElement);
  autoRemove.addEventListener("change", () => {
    if (!session.game) return;
    session.game.autoRemove = autoRemove.checked;
    saveSession();
  });
  // An open hint was found on the other path: close it rather than mix the two.
  const learner = byId("learner-hints", HTMLInputElement);
  learner.addEventListener("change", () => {
    if (!session.game) return;
    session.game.learner = learner.checked;
    if (session.hint) closeHint();
    saveSession();
  });
}
