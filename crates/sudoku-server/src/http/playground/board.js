// @ts-check
// The page's drawing: the grid (digits, marks, the open hint's houses,
// cells, candidates and chain links, the mistakes), the line above it,
// the status box and the screen readers' live region. Reads `session`,
// never changes the game.

import { CELLS, PEERS, SIZE, bit, digitsOf, houseCells, rowCol } from "./grid.js";
import { levelName, t, table } from "./lang.js";
import { elapsedAt, formatTime, isGiven, session } from "./state.js";

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * The element with `id`, of the kind the page's markup gives it.
 * @template {Element} E
 * @param {string} id
 * @param {new (...args: any[]) => E} kind
 * @returns {E}
 */
export function byId(id, kind) {
  const el = document.getElementById(id);
  if (!(el instanceof kind)) throw new Error(`the page lacks #${id}`);
  return el;
}

export const gridEl = byId("grid", HTMLElement);
const linksEl = byId("links", SVGSVGElement);
const statusEl = byId("status", HTMLElement);
const statusText = byId("status-text", HTMLElement);
const statusList = byId("status-list", HTMLElement);
const timerEl = byId("timer", HTMLElement);

/** @type {HTMLElement[]} */
export const cellEls = [];

/** Builds the 81 cells, each with its digit and its nine mark places. */
export function buildGrid() {
  for (let r = 0; r < SIZE; r++) {
    const row = document.createElement("div");
    row.className = "row";
    row.setAttribute("role", "row");
    for (let c = 0; c < SIZE; c++) {
      const i = r * SIZE + c;
      const cell = document.createElement("div");
      cell.className = "cell";
      cell.setAttribute("role", "gridcell");
      cell.id = "cell-" + r + "-" + c;
      cell.dataset.index = String(i);
      cell.tabIndex = i === 0 ? 0 : -1;
      if (c === 2 || c === 5) cell.classList.add("box-right");
      if (r === 2 || r === 5) cell.classList.add("box-bottom");
      const v = document.createElement("span");
      v.className = "v";
      v.setAttribute("aria-hidden", "true");
      const m = document.createElement("span");
      m.className = "m";
      m.setAttribute("aria-hidden", "true");
      for (let d = 1; d <= 9; d++) {
        const s = document.createElement("span");
        s.dataset.d = String(d);
        m.appendChild(s);
      }
      cell.append(v, m);
      row.appendChild(cell);
      cellEls.push(cell);
    }
    gridEl.appendChild(row);
  }
}

/** A cell's name in words: "row 3, column 4". */
export const rc = (/** @type {number} */ i) => t("rc", rowCol(i)[0] + 1, rowCol(i)[1] + 1);

/**
 * What the open hint shows at its depth: its houses, then its cells and
 * the candidates its links use, then what it places and removes.
 * @typedef {{house: Set<number>, cell: Set<number>, place: Map<number, number>, elim: Map<number, number>, cand: Map<number, number>}} Highlights
 * @returns {Highlights}
 */
function hintHighlights() {
  /** @type {Highlights} */
  const h = { house: new Set(), cell: new Set(), place: new Map(), elim: new Map(), cand: new Map() };
  const hint = session.hint;
  if (!hint) return h;
  const s = hint.step;
  const add = (/** @type {Map<number, number>} */ map, /** @type {number} */ i, /** @type {number} */ d) =>
    map.set(i, (map.get(i) || 0) | bit(d));
  for (const hs of s.houses || []) for (const i of houseCells(hs.unit, hs.index)) h.house.add(i);
  if (hint.depth >= 1) {
    for (const p of s.cells || []) h.cell.add(p.row * SIZE + p.col);
    for (const l of s.links || []) {
      add(h.cand, l.from.row * SIZE + l.from.col, l.from.digit);
      add(h.cand, l.to.row * SIZE + l.to.col, l.to.digit);
    }
  }
  if (hint.depth >= 2) {
    for (const p of s.placements || []) h.place.set(p.row * SIZE + p.col, p.digit);
    for (const e of s.eliminations || []) add(h.elim, e.row * SIZE + e.col, e.digit);
  }
  return h;
}

/** Draws the game: every cell, the links, the buttons' states, the line above the grid. */
export function render() {
  const game = session.game;
  if (!game) return;
  const { mistakes } = session;
  const hl = hintHighlights();
  const sel = session.focus;
  const selDigit = game.values[sel];
  for (let i = 0; i < CELLS; i++) {
    const el = cellEls[i];
    const value = game.values[i];
    const given = isGiven(game, i);
    const v = el.children[0];
    v.textContent = value ? String(value) : hl.place.has(i) ? String(hl.place.get(i)) : "";
    const shownMarks = value ? 0 : game.marks[i];
    const extra = value ? 0 : (hl.cand.get(i) || 0) | (hl.elim.get(i) || 0);
    const spans = el.children[1].children;
    for (let d = 1; d <= 9; d++) {
      // Marks are drawn by CSS from `data-d` (class `on`): text that the
      // cell's label already says in words ("marks 3 5 7").
      const on = (shownMarks | extra) & bit(d);
      const kind = (hl.elim.get(i) || 0) & bit(d) ? " elim" : (hl.cand.get(i) || 0) & bit(d) ? " cand" : "";
      spans[d - 1].className = on ? "on" + kind : "";
    }
    el.classList.toggle("given", given);
    el.classList.toggle("player", !!value && !given);
    el.classList.toggle("preview", !value && hl.place.has(i));
    el.classList.toggle("selected", i === sel);
    el.classList.toggle("peer", i !== sel && PEERS[sel].includes(i));
    el.classList.toggle("same", i !== sel && !!selDigit && value === selDigit);
    el.classList.toggle("hl-house", hl.house.has(i));
    el.classList.toggle("hl-cell", hl.cell.has(i));
    el.classList.toggle("mistake", mistakes.cells.has(i));
    el.classList.toggle("mistake-marks", mistakes.marks.has(i));
    if (mistakes.cells.has(i) || mistakes.marks.has(i)) el.setAttribute("aria-invalid", "true");
    else el.removeAttribute("aria-invalid");
    el.setAttribute("aria-label", cellLabel(i, hl));
  }
  drawLinks();
  const pencil = byId("pencil", HTMLButtonElement);
  pencil.setAttribute("aria-pressed", String(game.pencil));
  pencil.textContent = t(game.pencil ? "pencilOn" : "pencilOff");
  document.body.classList.toggle("pencil-mode", game.pencil);
  byId("undo", HTMLButtonElement).disabled = game.done || !game.history.length;
  byId("redo", HTMLButtonElement).disabled = game.done || !game.future.length;
  byId("auto-remove", HTMLInputElement).checked = game.autoRemove;
  byId("learner-hints", HTMLInputElement).checked = game.learner;
  byId("hints-used", HTMLElement).textContent = String(game.hintsUsed);
  renderInfo();
}

/** What a screen reader hears for cell `i`: "row 3, column 4, empty, marks 1 5 8", and the hint's part. */
function cellLabel(/** @type {number} */ i, /** @type {Highlights} */ hl) {
  const game = session.game;
  if (!game) return "";
  const parts = [rc(i)];
  const v = game.values[i];
  if (isGiven(game, i)) parts.push(t("cellGiven", v));
  else if (v) parts.push(String(v));
  else {
    parts.push(t("cellEmpty"));
    if (game.marks[i]) parts.push(t("cellMarks", digitsOf(game.marks[i])));
  }
  if (session.mistakes.cells.has(i)) parts.push(t("cellMistake"));
  if (session.mistakes.marks.has(i)) parts.push(t("cellMarksLack"));
  if (hl.cell.has(i)) parts.push(t("cellInHint"));
  else if (hl.house.has(i)) parts.push(t("cellInHintHouse"));
  const placed = hl.place.get(i);
  if (placed) parts.push(t("cellHintPlaces", placed));
  const removed = hl.elim.get(i);
  if (removed) parts.push(t("cellHintRemoves", digitsOf(removed)));
  return parts.join(", ");
}

/** The hint's chain links as lines between candidates (strong solid, weak dashed). */
function drawLinks() {
  linksEl.replaceChildren();
  const hint = session.hint;
  if (!hint || hint.depth < 1) return;
  /** @param {import("./state.js").Candidate} p */
  const pos = (p) => {
    const k = p.digit - 1;
    return [p.col + ((k % 3) + 0.5) / 3, p.row + (Math.floor(k / 3) + 0.5) / 3];
  };
  for (const l of hint.step.links || []) {
    const [x1, y1] = pos(l.from);
    const [x2, y2] = pos(l.to);
    // A slight curve keeps links that share a line apart.
    const mx = (x1 + x2) / 2 + (y2 - y1) * 0.12;
    const my = (y1 + y2) / 2 - (x2 - x1) * 0.12;
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("d", `M${x1.toFixed(3)} ${y1.toFixed(3)} Q${mx.toFixed(3)} ${my.toFixed(3)} ${x2.toFixed(3)} ${y2.toFixed(3)}`);
    path.setAttribute("class", "link " + (l.strong ? "strong" : "weak"));
    linksEl.appendChild(path);
    for (const [x, y] of [[x1, y1], [x2, y2]]) {
      const dot = document.createElementNS(SVG_NS, "circle");
      dot.setAttribute("cx", x.toFixed(3));
      dot.setAttribute("cy", y.toFixed(3));
      dot.setAttribute("r", "0.13");
      dot.setAttribute("class", "link-end");
      linksEl.appendChild(dot);
    }
  }
}

/** Removes the drawn links (the hint closed). */
export const clearLinks = () => linksEl.replaceChildren();

/** A technique (`{id, name}`) named in the page's language when the catalogue knows it. */
export function techniqueName(/** @type {import("./state.js").TechniqueRef | string | null | undefined} */ x) {
  if (typeof x === "string") return x; // a game saved by an earlier version of the page
  const known = x && session.catalogue.find((c) => c.id === x.id);
  return known ? known.name : x && x.name ? String(x.name) : "";
}

/** Why a rating stopped early (`budget`, `stuck`), in words. */
export function incompleteReason(/** @type {unknown} */ why) {
  /** @type {Record<string, string>} */
  const reasons = table().incomplete;
  return (typeof why === "string" && reasons[why]) || String(why);
}

/** Where the game's puzzle came from, in words. */
function sourceText(/** @type {import("./state.js").Meta} */ m) {
  if (m.source === "generated") return t("sourceGenerated", m.seed ?? "");
  if (m.source === "pasted") return t("sourcePasted");
  if (m.source === "own") return t("sourceOwn");
  if (m.source === "link") return t("sourceLink");
  return typeof m.source === "string" ? m.source : ""; // saved by an earlier version
}

/** The line above the grid (level, rating, practice, source), the share link and the clock. */
export function renderInfo() {
  const game = session.game;
  if (!game) return;
  const m = game.meta;
  const bits = [];
  if (m.level) bits.push(t("infoLevel", levelName(m.level)));
  else if (m.incomplete) bits.push(t("infoUnrated", incompleteReason(m.incomplete)));
  if (m.rating && typeof m.rating.er === "number")
    bits.push("ER " + m.rating.er.toFixed(1) + " (EP " + m.rating.ep.toFixed(1) + ", ED " + m.rating.ed.toFixed(1) + ")");
  if (m.practice) bits.push(t("infoPractice", techniqueName(m.practice)));
  if (m.hardest) bits.push(t("infoHardest", techniqueName(m.hardest)));
  const source = sourceText(m);
  if (source) bits.push(source);
  byId("puzzle-info", HTMLElement).textContent = bits.length ? bits.join(" · ") : t("infoPuzzle");
  byId("share-link", HTMLAnchorElement).href = "/#p=" + game.puzzle;
  showClock();
}

/** The clock's face: the time played so far. */
export function showClock() {
  timerEl.textContent = session.game ? formatTime(elapsedAt(session.game, session.clockStart, Date.now())) : "0:00";
}

/** The clock runs while a game is open, unfinished and the page visible. */
export function syncClock() {
  const game = session.game;
  const shouldRun = !!game && !game.done && document.visibilityState !== "hidden";
  if (shouldRun && session.clockStart === null) session.clockStart = Date.now();
  if (!shouldRun && game && session.clockStart !== null) {
    game.elapsed += Date.now() - session.clockStart;
    session.clockStart = null;
  }
  showClock();
}

/** Moves the selection (and the keyboard focus) to cell `i`. */
export function moveFocus(/** @type {number} */ i) {
  i = Math.max(0, Math.min(CELLS - 1, i));
  cellEls[session.focus].tabIndex = -1;
  session.focus = i;
  cellEls[i].tabIndex = 0;
  cellEls[i].focus();
  render();
}

/**
 * The status box: `kind` is "info", "ok" or "error", also spelled out by
 * its icon; a headline, a detail and a list (mistakes).
 * @param {"info" | "ok" | "error"} kind
 * @param {string} headline
 * @param {string} [detail]
 * @param {string[]} [items]
 */
export function say(kind, headline, detail, items) {
  statusEl.dataset.kind = kind;
  statusText.replaceChildren();
  const strong = document.createElement("strong");
  strong.textContent = headline;
  statusText.appendChild(strong);
  if (detail) statusText.appendChild(document.createTextNode(" " + detail));
  statusList.replaceChildren();
  for (const it of items || []) {
    const li = document.createElement("li");
    li.textContent = it;
    statusList.appendChild(li);
  }
  statusList.hidden = !(items && items.length);
}

/** Short echoes of moves for screen readers, in their own live region. */
export function announce(/** @type {string} */ text) {
  const el = byId("announce", HTMLElement);
  el.textContent = "";
  // A fresh text node makes repeated identical messages heard again.
  window.setTimeout(() => (el.textContent = text), 30);
}

let busy = false;

/**
 * Runs one user action at a time (`action`: a key of the table's
 * `actions`); a failure inside the page is said, not swallowed.
 * @param {keyof import("./lang.js").Messages["actions"]} action
 * @param {() => Promise<unknown> | unknown} fn
 */
export async function run(action, fn) {
  if (busy) return;
  busy = true;
  document.body.classList.add("busy");
  gridEl.setAttribute("aria-busy", "true");
  try {
    await fn();
  } catch (err) {
    say("error", t("failedInPage", table().actions[action]), String(err instanceof Error ? err.message : err));
  } finally {
    busy = false;
    document.body.classList.remove("busy");
    gridEl.removeAttribute("aria-busy");
  }
}
