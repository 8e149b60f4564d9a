// @ts-check
// Sudoku service playground: a complete Sudoku game on the service's
// public JSON API only, as native ES modules with no build step. It is the
// reference client for frontend developers:
//   POST /generate  a new puzzle at a level          → newGame() here
//   GET /daily      the day's puzzle at a level      → dailyGame() here
//                   or one that needs a technique    → practiseTechnique() here
//   GET /techniques the techniques one can practise  → loadTechniques() here
//   POST /grade     level and rating of a puzzle     → importPuzzle() here
//   POST /hint      mistakes or the next step, with
//                   the player's digits and marks    → hints.js
//   POST /validate  is the full grid solved?         → hints.js
//   POST /solve     the solution, when asked         → reveal() here
//
// The modules, one job each:
//   main.js     this file: starting games, the technique catalogue, the
//               language switch, the wiring of buttons and the first load
//   lang.js     the language chosen and t(); lang/en.js, ko.js, ja.js the texts
//   grid.js     geometry and reading puzzle texts (pure)
//   state.js    the game, undo and redo, the clock (pure), and the session
//   storage.js  what localStorage keeps
//   board.js    drawing the grid, the status box, one action at a time
//   api.js      callApi and the local core (offline play)
//   hints.js    hints, checks, mistakes and the end of a game
//   input.js    the player's moves: keys, taps, pastes

import { callApi, keepForOffline, loadLocalCore, serverMayBeBack } from "./api.js";
import { byId, buildGrid, incompleteReason, moveFocus, render, renderInfo, run, say, showClock, syncClock, techniqueName } from "./board.js";
import { LEVELS, givensOf, puzzleOfHash, readPuzzleText } from "./grid.js";
import { check, clearMistakes, closeHint, requestHint, retellHint, showHint, showMore } from "./hints.js";
import { installInput } from "./input.js";
import { LANGS, lang, levelName, pickLanguage, setLang, speaks, t, tAny } from "./lang.js";
import * as state from "./state.js";
import { session } from "./state.js";
import { keepCatalogue, keptCatalogue, loadGame, saveSession, storeLanguage, storedLanguage } from "./storage.js";

const levelEl = byId("level", HTMLSelectElement);
const langEl = byId("lang", HTMLSelectElement);
const techniqueEl = byId("technique", HTMLSelectElement);
const practiceRow = byId("practice-row", HTMLElement);
const apiLog = byId("api-log", HTMLElement);

// ---- language ------------------------------------------------------------

/** @type {WeakMap<Element, Element[]>} the child elements a data-i18n-parts text puts back */
const partsOf = new WeakMap();

/**
 * Puts the static texts of index.html in the page's language: elements
 * marked data-i18n (text), data-i18n-aria (aria-label) and data-i18n-parts
 * (a message whose {0}, {1}, … are the element's own child elements, kept
 * as they are: code, links).
 */
function translateStatic() {
  document.documentElement.lang = lang();
  document.title = t("title");
  document.querySelector('meta[name="description"]')?.setAttribute("content", t("description"));
  for (const el of document.querySelectorAll("[data-i18n-parts]")) {
    if (!(el instanceof HTMLElement)) continue;
    const parts = partsOf.get(el) || [...el.children];
    partsOf.set(el, parts);
    const pieces = tAny(el.dataset.i18nParts || "", []).split(/\{(\d+)\}/);
    el.replaceChildren(...pieces.map((p, k) => (k % 2 ? parts[Number(p)] : document.createTextNode(p))));
  }
  for (const el of document.querySelectorAll("[data-i18n]"))
    if (el instanceof HTMLElement) el.textContent = tAny(el.dataset.i18n || "", []);
  for (const el of document.querySelectorAll("[data-i18n-aria]"))
    if (el instanceof HTMLElement) el.setAttribute("aria-label", tAny(el.dataset.i18nAria || "", []));
  for (const o of levelEl.options) o.textContent = t("levelOption", levelName(o.value), o.dataset.er || "");
  if (!apiLog.dataset.used) apiLog.textContent = t("noRequest");
  langEl.value = lang();
}

/** The player's choice: remembered, every text redrawn, the catalogue and an open hint asked again. */
function setLanguage(/** @type {string} */ next) {
  const chosen = LANGS.find((l) => l === next);
  if (!chosen || chosen === lang()) return;
  setLang(chosen);
  storeLanguage(chosen);
  translateStatic();
  if (session.game) render();
  if (session.hint) showHint();
  say("info", t("languageSet"));
  loadTechniques();
  if (session.hint) run("language", retellHint);
}

// ---- starting games ----------------------------------------------------------

/**
 * Opens a new game of `puzzle`: the clock starts, the link and the saved
 * game follow.
 * @param {string} puzzle
 * @param {state.Meta} meta
 */
function startGame(puzzle, meta) {
  const last = session.game;
  session.game = state.newGame(puzzle, meta, {
    pencil: last ? last.pencil : false,
    autoRemove: byId("auto-remove", HTMLInputElement).checked,
    learner: byId("learner-hints", HTMLInputElement).checked,
  });
  // The picker shows the level of the puzzle on the board.
  if (meta.level && LEVELS.includes(meta.level)) levelEl.value = meta.level;
  session.hint = null;
  clearMistakes();
  session.clockStart = null;
  syncClock();
  if (location.hash !== "#p=" + puzzle) history.replaceState(null, "", "#p=" + puzzle);
  render();
  saveSession();
}

/**
 * `POST /generate`: the answer's first puzzle, or null once the failure is said.
 * @param {object} request
 * @returns {Promise<{puzzle: string, level: string, rating: state.Rating, seed: number} | null>}
 */
async function generate(request) {
  const answer = await callApi("/generate", request);
  if (!answer.ok) {
    say("error", answer.headline, answer.detail);
    return null;
  }
  const p = answer.body.puzzles && answer.body.puzzles[0];
  if (!p || typeof p.puzzle !== "string" || !/^[1-9.]{81}$/.test(p.puzzle)) {
    say("error", t("unexpected"), t("noPuzzleInAnswer"));
    return null;
  }
  return p;
}

/** `POST /generate {level}`: a fresh puzzle with its level and rating. */
async function newGame() {
  const level = levelEl.value;
  say("info", t("making", levelName(level)));
  const p = await generate({ level });
  if (!p) return;
  startGame(p.puzzle, { level: p.level, rating: p.rating, source: "generated", seed: p.seed });
  say("ok", t("made", levelName(p.level)), t("madeDetail", givensOf(p.puzzle), p.rating.er.toFixed(1)));
  moveFocus(p.puzzle.indexOf("."));
}

/**
 * `GET /daily?level=`: the day's puzzle at the chosen level, the same for
 * every player on a UTC day (the server derives it from the date, so it
 * needs the server: offline, the failure says so).
 */
async function dailyGame() {
  const level = levelEl.value;
  say("info", t("makingDaily", levelName(level)));
  const answer = await callApi("/daily?level=" + encodeURIComponent(level), null);
  if (!answer.ok) {
    say("error", answer.headline, answer.detail);
    return;
  }
  const p = answer.body;
  if (!p || typeof p.puzzle !== "string" || !/^[1-9.]{81}$/.test(p.puzzle)) {
    say("error", t("unexpected"), t("noPuzzleInAnswer"));
    return;
  }
  startGame(p.puzzle, { level: p.level, rating: p.rating, source: "daily", seed: p.seed });
  say("ok", t("madeDaily", levelName(p.level), String(p.date)), t("madeDetail", givensOf(p.puzzle), p.rating.er.toFixed(1)));
  moveFocus(p.puzzle.indexOf("."));
}

// ---- practising a technique --------------------------------------------------
//
// `GET /techniques` lists every technique the rater knows, in its order,
// named in the request's language; those with `practice: true` can be
// asked of `/generate`. A server without the catalogue (404) or with
// nothing to practise simply shows no practice choice.

/** `GET /techniques`: fills the practice choice, grouped by level, or hides it. */
async function loadTechniques() {
  const answer = await callApi("/techniques", null);
  // The server's catalogue is kept, per language, for the times it cannot
  // be reached (a network failure has no `res`); then the kept copy in
  // the page's language, else in another, fills the choice.
  /** @type {any} */
  let body = answer.ok ? answer.body : null;
  if (body) keepCatalogue(lang(), body);
  else if (!answer.res) body = keptCatalogue([lang(), ...LANGS]);
  /** @type {unknown[]} */
  const list = body && Array.isArray(body.techniques) ? body.techniques : [];
  session.catalogue = list.filter(
    /** @returns {x is {id: string, name: string, level?: string, practice?: boolean}} */
    (/** @type {any} */ x) => !!x && typeof x.id === "string" && typeof x.name === "string",
  );
  const chosen = techniqueEl.value;
  techniqueEl.replaceChildren();
  /** @type {HTMLOptGroupElement | null} */
  let group = null;
  for (const x of session.catalogue.filter((x) => x.practice === true)) {
    if (!group || group.dataset.level !== String(x.level)) {
      group = document.createElement("optgroup");
      group.dataset.level = String(x.level);
      group.label = t("levelGroup", levelName(x.level));
      techniqueEl.appendChild(group);
    }
    const o = document.createElement("option");
    o.value = x.id;
    o.textContent = x.name;
    group.appendChild(o);
  }
  if ([...techniqueEl.options].some((o) => o.value === chosen)) techniqueEl.value = chosen;
  practiceRow.hidden = techniqueEl.options.length === 0;
  if (session.game) renderInfo();
}

/** `POST /generate {technique}`: a puzzle whose solving path needs the chosen technique. */
async function practiseTechnique() {
  const id = techniqueEl.value;
  if (!id) return;
  const name = techniqueName({ id, name: id });
  say("info", t("makingPractice", name));
  const p = await generate({ technique: id, count: 1 });
  if (!p) return;
  startGame(p.puzzle, { level: p.level, rating: p.rating, practice: { id, name }, source: "generated", seed: p.seed });
  say("ok", t("madePractice", name), t("madePracticeDetail", givensOf(p.puzzle), p.rating.er.toFixed(1), levelName(p.level)));
  moveFocus(p.puzzle.indexOf("."));
}

// ---- the player's own puzzle ---------------------------------------------------

/**
 * `POST /grade`: level and rating of the player's own puzzle, then play
 * it. A text that is no puzzle is named before anything is sent.
 * @param {string} text
 * @param {string} source "own", "pasted" or "link"
 */
async function importPuzzle(text, source) {
  const read = readPuzzleText(text);
  if (read.error) return say("error", t("notAPuzzle"), tAny(read.error[0], read.error.slice(1)));
  const puzzle = read.puzzle;
  say("info", t("grading"));
  const answer = await callApi("/grade", { grid: puzzle });
  if (!answer.ok) return say("error", answer.headline, answer.detail);
  const g = answer.body;
  startGame(puzzle, {
    level: g.level,
    rating: g.rating,
    incomplete: g.incomplete,
    hardest: g.hardest ? { id: g.hardest.id, name: g.hardest.name } : null,
    source,
  });
  say(
    "ok",
    g.level ? t("graded", levelName(g.level), g.rating.er.toFixed(1)) : t("gradedIncomplete", incompleteReason(g.incomplete)),
    (g.hardest ? t("hardestStep", g.hardest.name) : "") + t("goodLuck"),
  );
}

/** A shared link (`/#p=…`) opens its puzzle, unless it is the game already open. */
async function loadFromHash() {
  const puzzle = puzzleOfHash(location.hash);
  if (!puzzle) return false;
  if (session.game && session.game.puzzle === puzzle) return true;
  await importPuzzle(puzzle, "link");
  return true;
}

/** `POST /solve` on the puzzle: shows the solution and ends the game. */
async function reveal() {
  const game = session.game;
  if (!game || game.done) return;
  const answer = await callApi("/solve", { grid: game.puzzle });
  if (!answer.ok) return say("error", answer.headline, answer.detail);
  const sol = answer.body.solution;
  if (typeof sol !== "string" || !/^[1-9]{81}$/.test(sol)) return say("error", t("unexpected"), t("solutionNot81"));
  state.reveal(game, sol);
  closeHint();
  clearMistakes();
  syncClock();
  saveSession();
  render();
  say("info", t("solutionShown"), t("gameOver"));
}

async function copyLink() {
  if (!session.game) return;
  const url = location.origin + "/#p=" + session.game.puzzle;
  try {
    await navigator.clipboard.writeText(url);
    say("ok", t("linkCopied"), url);
  } catch {
    say("info", t("copyThisLink"), url);
  }
}

// ---- wiring --------------------------------------------------------------------

/** @param {string} id @param {() => void} fn */
const onClick = (id, fn) => byId(id, HTMLButtonElement).addEventListener("click", fn);

setLang(pickLanguage(storedLanguage(), navigator.languages || [navigator.language]));
buildGrid();
installInput({ importPuzzle });
onClick("new-game", () => run("newGame", newGame));
onClick("daily", () => run("dailyGame", dailyGame));
onClick("practice", () => run("practice", practiseTechnique));
onClick("copy-link", copyLink);
onClick("hint", () => run("hint", requestHint));
onClick("check", () => run("check", check));
onClick("hint-more", showMore);
onClick("hint-close", () => {
  closeHint();
  moveFocus(session.focus);
  say("info", t("hintClosed"));
});
onClick("import", () => run("grade", () => importPuzzle(byId("import-text", HTMLTextAreaElement).value, "own")));
onClick("reveal", () => run("reveal", reveal));
window.addEventListener("hashchange", () => run("openLink", loadFromHash));
window.addEventListener("online", serverMayBeBack);
langEl.addEventListener("change", () => speaks(langEl.value) && setLanguage(langEl.value));
document.addEventListener("visibilitychange", () => {
  syncClock();
  saveSession();
});
window.addEventListener("pagehide", saveSession);
window.setInterval(showClock, 1000);
window.setInterval(saveSession, 10000);

// A shared link wins over the saved game, unless it is the same puzzle.
loadLocalCore();
keepForOffline();
translateStatic();
loadTechniques();
session.game = loadGame();
if (session.game) {
  if (session.game.meta.level && LEVELS.includes(session.game.meta.level)) levelEl.value = session.game.meta.level;
  syncClock();
  render();
}
run("start", async () => {
  const saved = session.game;
  const fromLink = await loadFromHash();
  if (!fromLink && !session.game) await newGame();
  else if (session.game && !fromLink) history.replaceState(null, "", "#p=" + session.game.puzzle);
  if (session.game && session.game === saved) say("info", t(session.game.done ? "welcomeFinished" : "welcomeBack"));
}).then(() => document.body.classList.add("ready"));
