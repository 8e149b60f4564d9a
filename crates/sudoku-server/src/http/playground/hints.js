// @ts-check
// Hints, checks and the end of a game, on `POST /hint` and `POST /validate`:
// the next step told one depth at a time (where to look, what to look for,
// the whole step), the player's mistakes marked and listed, a full grid
// confirmed. The step's texts come from the server (or the local core) in
// the page's language; the page's own words come from the language table.

import { callApi } from "./api.js";
import { byId, clearLinks, render, say, syncClock } from "./board.js";
import { SIZE } from "./grid.js";
import { t, table } from "./lang.js";
import { formatTime, gridLine, hintRequest, isGiven, session } from "./state.js";
import { saveSession } from "./storage.js";

/** @typedef {import("./state.js").Step} Step */
/** @typedef {{kind: string, row: number, col: number, digit: number, unit: string, index: number, cells?: {row: number, col: number}[]}} Mistake */

const hintPanel = byId("hint-panel", HTMLElement);
const hintText = byId("hint-text", HTMLElement);
const hintTitle = byId("hint-title", HTMLElement);
const hintMore = byId("hint-more", HTMLButtonElement);

/** Forgets the marked mistakes (the grid changed). */
export const clearMistakes = () => void (session.mistakes = { cells: new Set(), marks: new Set() });

/** A mistake of `/hint`, in words. */
function describeMistake(/** @type {Mistake} */ m) {
  const where = (/** @type {{row: number, col: number}} */ p) => t("rc", p.row + 1, p.col + 1);
  if (m.kind === "wrong_digit") return t("wrongDigit", m.digit, where(m));
  if (m.kind === "missing_candidate") return t("missingCandidate", where(m));
  /** @type {Record<string, (k: number) => string>} */
  const houses = table().house;
  const house = houses[m.unit];
  if (m.kind === "conflict" && house) return t("conflict", m.digit, house(m.index + 1), (m.cells || []).map(where));
  return t("otherMistake", String(m.kind));
}

/**
 * Marks and lists mistakes; `headline` is the message that counts them.
 * @param {Mistake[]} list
 * @param {"fixFirst" | "checkFound"} headline
 */
function showMistakes(list, headline) {
  const game = session.game;
  if (!game) return;
  clearMistakes();
  const { cells, marks } = session.mistakes;
  for (const m of list) {
    if (m.kind === "wrong_digit") cells.add(m.row * SIZE + m.col);
    else if (m.kind === "missing_candidate") marks.add(m.row * SIZE + m.col);
    else if (m.kind === "conflict")
      for (const p of m.cells || []) if (!isGiven(game, p.row * SIZE + p.col)) cells.add(p.row * SIZE + p.col);
  }
  say("error", t(headline, list.length), "", list.map(describeMistake));
  render();
}

/** Finished games get a note instead of a hint or a check. */
export const finishedNote = () => say("info", t("finished"), t("pressNewGame"));

/** `POST /hint`: the next step (its first depth), or the mistakes to fix first. */
export async function requestHint() {
  const game = session.game;
  if (!game) return;
  if (game.done) return finishedNote();
  if (session.hint && session.hint.depth < 2) return showMore();
  say("info", t("lookingForStep"));
  const answer = await callApi("/hint", hintRequest(game));
  if (!answer.ok) return say("error", answer.headline, answer.detail);
  const b = answer.body;
  if (b.kind === "mistakes") return showMistakes(b.mistakes || [], "fixFirst");
  if (b.kind === "done") return checkFinished();
  if (b.kind === "stuck") return say("info", t(b.incomplete === "budget" ? "hintOutOfTime" : "hintStuck"), t("hintStuckDetail"));
  if (b.kind !== "step" || !b.step) return say("error", t("unexpected"), t("unknownHintKind", String(b.kind)));
  clearMistakes();
  session.hint = { step: b.step, depth: 0 };
  game.hintsUsed++;
  saveSession();
  showHint();
}

/**
 * The open hint again in a new language: the same request (the grid has
 * not changed while the hint is open), at the same depth, not counted.
 */
export async function retellHint() {
  const game = session.game;
  if (!session.hint || !game || game.done) return;
  const answer = await callApi("/hint", hintRequest(game));
  if (!session.hint || !answer.ok || answer.body.kind !== "step" || !answer.body.step) return;
  session.hint.step = answer.body.step;
  showHint();
}

/** Shows the open hint up to its depth, with the technique from the second on. */
export function showHint() {
  const hint = session.hint;
  if (!hint) return;
  const s = hint.step;
  const e = s.explanation || {};
  hintPanel.hidden = false;
  hintTitle.textContent = t("hintTitle", hint.depth + 1, table().depths[hint.depth]);
  hintText.replaceChildren();
  const texts = [e.nudge, e.hint, e.full];
  for (let k = 0; k <= hint.depth; k++) {
    const p = document.createElement("span");
    p.className = "depth depth-" + k;
    p.textContent = (k ? " " : "") + (texts[k] || "");
    hintText.appendChild(p);
  }
  if (hint.depth >= 1 && s.technique) {
    const tech = document.createElement("span");
    tech.className = "technique";
    tech.textContent = t("hintTechnique", s.technique.name, Number(s.rating).toFixed(1), !!(s.links && s.links.length));
    hintText.appendChild(tech);
  }
  hintMore.disabled = hint.depth >= 2;
  say("info", t("hintSaid", texts[hint.depth] || ""));
  render();
}

/** The open hint one depth further. */
export function showMore() {
  const hint = session.hint;
  if (!hint || hint.depth >= 2) return;
  hint.depth++;
  showHint();
}

/** Closes the hint panel and takes its drawing off the grid. */
export function closeHint() {
  if (!session.hint) return;
  session.hint = null;
  hintPanel.hidden = true;
  clearLinks();
}

/**
 * What a step did, said from its data: the digits placed, the candidates
 * removed (cells named as the explanations name them, r1c1).
 * @param {Step} s
 */
export function stepResult(s) {
  const name = (/** @type {{row: number, col: number}} */ p) => "r" + (p.row + 1) + "c" + (p.col + 1);
  const said = (s.placements || []).map((p) => t("appliedPlaced", p.digit, name(p)));
  /** @type {Map<number, string[]>} */
  const removed = new Map();
  for (const e of s.eliminations || []) removed.set(e.digit, [...(removed.get(e.digit) || []), name(e)]);
  for (const [d, cells] of [...removed].sort((a, b) => a[0] - b[0])) said.push(t("appliedRemoved", d, cells));
  return said.length ? said.join(" ") : t("stepApplied");
}

/** `POST /hint` for its mistakes only: wrong digits, marks and conflicts. */
export async function check() {
  const game = session.game;
  if (!game) return;
  if (game.done) return finishedNote();
  say("info", t("checking"));
  const answer = await callApi("/hint", hintRequest(game));
  if (!answer.ok) return say("error", answer.headline, answer.detail);
  const b = answer.body;
  if (b.kind === "mistakes") return showMistakes(b.mistakes || [], "checkFound");
  clearMistakes();
  render();
  if (b.kind === "done") return checkFinished();
  say("ok", t("noMistakes"), t("cellsToGo", game.values.filter((v) => !v).length));
}

/** `POST /validate` on a full grid: solved ends the game. */
export async function checkFinished() {
  const game = session.game;
  if (!game || game.done) return;
  const answer = await callApi("/validate", { grid: gridLine(game) });
  if (!answer.ok) return say("error", answer.headline, answer.detail);
  if (answer.body.solved) {
    game.done = true;
    closeHint();
    syncClock();
    saveSession();
    render();
    say("ok", t("solved"), t("solvedDetail", formatTime(game.elapsed), game.hintsUsed));
    return;
  }
  const n = Array.isArray(answer.body.conflicts) ? answer.body.conflicts.length : 0;
  say("error", t("fullNotSolved"), (n ? t("conflicts", n) : "") + t("pressCheck"));
}
