// Sudoku service playground: a complete Sudoku game, in vanilla JS, on the
// service's public JSON API only.
//
// It is the reference client for frontend developers:
//   POST /generate  a new puzzle at a level          → newGame()
//                   or one that needs a technique    → practiseTechnique()
//   GET /techniques the techniques one can practise  → loadTechniques()
//   POST /grade     level and rating of a puzzle     → importPuzzle()
//   POST /hint      mistakes or the next step, with
//                   the player's digits and marks    → hint(), check()
//   POST /validate  is the full grid solved?         → checkFinished()
//   POST /solve     the solution, when asked         → reveal()
// `callApi` shows how every answer — success, RFC 9457 problem details, a
// non-JSON body, a network failure — becomes a readable message. No build
// step, no dependencies, nothing fetched from outside this server (the
// page's Content-Security-Policy forbids it).
//
// Offline: a server built with the local core (the WebAssembly build of the
// same engine, answering with the same JSON) names its files in
// <meta name="local-core">. The page loads it, and when the server cannot
// be reached (a network error, or no answer in LOCAL_FALLBACK_MS) it asks
// the local core instead, and keeps doing so for RETRY_SERVER_MS before it
// tries the server again. The service worker (/sw.js) keeps the page and
// the core, so a reload works offline too. "Last API call" says which
// answered.
//
// The page speaks English and Korean: every text comes from the table in
// messages.js through t(key, …); the language follows the browser
// (navigator.languages) until the player picks one, which is remembered.
// Every API call says it in Accept-Language, so hints and technique names
// come back in the same language.
"use strict";

(function () {
  const SIZE = 9;
  const CELLS = 81;
  const ALL_MARKS = 0x1ff;
  const REQUEST_TIMEOUT_MS = 15000;
  // With the local core at hand, a silent server is given up on sooner.
  const LOCAL_FALLBACK_MS = 6000;
  const RETRY_SERVER_MS = 30000;
  const STORAGE_KEY = "sudoku-playground-game-v1";
  const LANG_KEY = "sudoku-playground-lang";
  const TECHNIQUES_KEY = "sudoku-playground-techniques-";
  const MESSAGES = window.SUDOKU_MESSAGES;
  const LANGS = Object.keys(MESSAGES);
  const HISTORY_LIMIT = 300;
  const SVG_NS = "http://www.w3.org/2000/svg";
  const LEVELS = ["easy", "medium", "hard", "expert", "master", "extreme"];

  const $ = (id) => document.getElementById(id);
  const gridEl = $("grid");
  const linksEl = $("links");
  const statusEl = $("status");
  const statusText = $("status-text");
  const statusList = $("status-list");
  const apiLog = $("api-log");
  const hintPanel = $("hint-panel");
  const hintText = $("hint-text");
  const hintTitle = $("hint-title");
  const timerEl = $("timer");
  const levelEl = $("level");
  const langEl = $("lang");
  const techniqueEl = $("technique");
  const practiceRow = $("practice-row");
  const autoRemoveEl = $("auto-remove");
  const offlineEl = $("offline");
  const buttons = {
    newGame: $("new-game"),
    copyLink: $("copy-link"),
    pencil: $("pencil"),
    undo: $("undo"),
    redo: $("redo"),
    hint: $("hint"),
    check: $("check"),
    fillMarks: $("fill-marks"),
    clearMarks: $("clear-marks"),
    hintMore: $("hint-more"),
    hintApply: $("hint-apply"),
    hintClose: $("hint-close"),
    importBtn: $("import"),
    practice: $("practice"),
    reveal: $("reveal"),
    erase: $("erase"),
  };

  // Peers of each cell: the 20 other cells of its row, column and box.
  const PEERS = [];
  for (let i = 0; i < CELLS; i++) {
    const r = Math.floor(i / SIZE);
    const c = i % SIZE;
    const set = new Set();
    for (let k = 0; k < SIZE; k++) {
      set.add(r * SIZE + k);
      set.add(k * SIZE + c);
      const br = Math.floor(r / 3) * 3 + Math.floor(k / 3);
      const bc = Math.floor(c / 3) * 3 + (k % 3);
      set.add(br * SIZE + bc);
    }
    set.delete(i);
    PEERS.push([...set]);
  }

  /** The cells of a house as the API names it: `{unit, index}`, 0-based. */
  function houseCells(unit, index) {
    const out = [];
    for (let k = 0; k < SIZE; k++) {
      if (unit === "row") out.push(index * SIZE + k);
      else if (unit === "column") out.push(k * SIZE + index);
      else if (unit === "box")
        out.push((Math.floor(index / 3) * 3 + Math.floor(k / 3)) * SIZE + (index % 3) * 3 + (k % 3));
    }
    return out;
  }

  // ---- language ------------------------------------------------------------

  /** The stored choice, else the first of the browser's languages the page speaks. */
  function initialLanguage() {
    try {
      const stored = localStorage.getItem(LANG_KEY);
      if (LANGS.includes(stored)) return stored;
    } catch (err) {
      /* storage disabled: follow the browser */
    }
    for (const tag of navigator.languages || [navigator.language]) {
      const primary = String(tag || "").toLowerCase().split("-")[0];
      if (LANGS.includes(primary)) return primary;
    }
    return "en";
  }

  let lang = initialLanguage();

  /** The message `key` in the page's language, with its parameters. */
  function t(key, ...params) {
    const m = key in MESSAGES[lang] ? MESSAGES[lang][key] : MESSAGES.en[key];
    return typeof m === "function" ? m(...params) : m === undefined ? key : m;
  }

  /** A level id (`easy` …) as the player reads it. */
  const levelName = (id) => MESSAGES[lang].levels[id] || String(id);

  /**
   * Puts the static texts of index.html in the page's language: elements
   * marked data-i18n (text), data-i18n-aria (aria-label) and data-i18n-parts
   * (a message whose {0}, {1}, … are the element's own child elements, kept
   * as they are: code, links).
   */
  function translateStatic() {
    document.documentElement.lang = lang;
    document.title = t("title");
    document.querySelector('meta[name="description"]').setAttribute("content", t("description"));
    for (const el of document.querySelectorAll("[data-i18n-parts]")) {
      if (!el.i18nParts) el.i18nParts = [...el.children];
      const pieces = t(el.dataset.i18nParts).split(/\{(\d+)\}/);
      el.replaceChildren(...pieces.map((p, k) => (k % 2 ? el.i18nParts[Number(p)] : document.createTextNode(p))));
    }
    for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
    for (const el of document.querySelectorAll("[data-i18n-aria]")) el.setAttribute("aria-label", t(el.dataset.i18nAria));
    for (const o of levelEl.options) o.textContent = t("levelOption", levelName(o.value), o.dataset.er);
    if (!apiLog.dataset.used) apiLog.textContent = t("noRequest");
    langEl.value = lang;
  }

  /** The player's choice: remembered, every text redrawn, the catalogue and an open hint asked again. */
  function setLanguage(next) {
    if (!LANGS.includes(next) || next === lang) return;
    lang = next;
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch (err) {
      /* storage disabled: switched, but not remembered */
    }
    translateStatic();
    if (game) render();
    if (hint) showHint();
    say("info", t("languageSet"));
    loadTechniques();
    if (hint) run("language", retellHint);
  }

  const rc = (i) => t("rc", Math.floor(i / SIZE) + 1, (i % SIZE) + 1);
  const bit = (d) => 1 << (d - 1);
  const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & bit(d));

  // ---- game state ----------------------------------------------------------
  //
  // `values` holds every digit on the grid (givens and the player's), 0 for
  // empty; `marks` a 9-bit mask of pencil marks per cell (kept under a
  // placed digit, so that erasing it brings them back). Undo/redo store
  // snapshots of both. Everything but the open hint is saved in
  // localStorage after each change.

  let game = null;
  let hint = null; // {step, depth}
  let mistakes = { cells: new Set(), marks: new Set() };
  let focusIndex = 0;
  let busy = false;
  let timerStart = null; // Date.now() when the clock last started

  function emptyGame(puzzle, meta) {
    const values = [];
    for (let i = 0; i < CELLS; i++) values.push(/[1-9]/.test(puzzle[i]) ? Number(puzzle[i]) : 0);
    return {
      version: 1,
      puzzle,
      values,
      marks: new Array(CELLS).fill(0),
      meta: meta || {},
      elapsed: 0,
      hintsUsed: 0,
      done: false,
      revealed: false,
      history: [],
      future: [],
      pencil: game ? game.pencil : false,
      autoRemove: autoRemoveEl.checked,
    };
  }

  const isGiven = (i) => game.puzzle[i] !== ".";
  const snapshot = () => ({ v: game.values.join(""), m: game.marks.slice() });
  function restoreSnapshot(s) {
    game.values = s.v.split("").map(Number);
    game.marks = s.m.slice();
  }

  /** The player's grid: 81 characters, `.` for empty. */
  function gridLine() {
    return game.values.map((v) => (v ? String(v) : ".")).join("");
  }

  /** Digits the cell can still take given the digits in its peers. */
  function candidatesOf(i) {
    let mask = ALL_MARKS;
    for (const p of PEERS[i]) if (game.values[p]) mask &= ~bit(game.values[p]);
    return mask;
  }

  /**
   * One undoable change: the state before it goes on the undo stack, the
   * redo stack is dropped, and the page is redrawn, saved and announced.
   */
  function commit(label, mutate) {
    if (!game || game.done) return false;
    const before = snapshot();
    if (mutate() === false) return false;
    const after = snapshot();
    if (after.v === before.v && after.m.every((m, i) => m === before.m[i])) return false;
    game.history.push(before);
    if (game.history.length > HISTORY_LIMIT) game.history.shift();
    game.future = [];
    closeHint();
    clearMistakes();
    render();
    save();
    if (label) announce(label);
    if (game.values.every((v) => v)) run("check", checkFinished);
    return true;
  }

  function placeDigit(i, d) {
    if (isGiven(i)) return announce(t("given", rc(i)));
    if (game.values[i] === d) return;
    commit(t("placed", d, rc(i)), () => {
      game.values[i] = d;
      if (game.autoRemove) for (const p of PEERS[i]) game.marks[p] &= ~bit(d);
    });
  }

  function toggleMark(i, d) {
    if (isGiven(i) || game.values[i]) return announce(t("holdsDigit", rc(i)));
    const on = !(game.marks[i] & bit(d));
    commit(t(on ? "marked" : "unmarked", d, rc(i)), () => {
      game.marks[i] ^= bit(d);
    });
  }

  function erase(i) {
    if (isGiven(i)) return announce(t("given", rc(i)));
    if (game.values[i]) commit(t("erased", rc(i)), () => void (game.values[i] = 0));
    else if (game.marks[i]) commit(t("clearedCellMarks", rc(i)), () => void (game.marks[i] = 0));
  }

  function finishedNote() {
    say("info", t("finished"), t("pressNewGame"));
  }

  function input(i, d, asMark) {
    if (!game) return;
    if (game.done) return finishedNote();
    if (asMark || game.pencil) toggleMark(i, d);
    else placeDigit(i, d);
  }

  function fillMarks() {
    commit(t("filledMarks"), () => {
      for (let i = 0; i < CELLS; i++) if (!game.values[i]) game.marks[i] = candidatesOf(i);
    });
  }

  function clearAllMarks() {
    commit(t("clearedMarks"), () => {
      game.marks.fill(0);
    });
  }

  function undo() {
    if (!game || game.done || !game.history.length) return;
    game.future.push(snapshot());
    restoreSnapshot(game.history.pop());
    afterTravel(t("undone"));
  }

  function redo() {
    if (!game || game.done || !game.future.length) return;
    game.history.push(snapshot());
    restoreSnapshot(game.future.pop());
    afterTravel(t("redone"));
  }

  function afterTravel(label) {
    closeHint();
    clearMistakes();
    render();
    save();
    announce(label);
  }

  function setPencil(on) {
    if (!game) return;
    game.pencil = on;
    render();
    save();
    announce(t(on ? "pencilModeOn" : "pencilModeOff"));
  }

  // ---- persistence and the clock -------------------------------------------

  function save() {
    if (!game) return;
    game.elapsed = elapsed();
    if (timerStart !== null) timerStart = Date.now();
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(game));
    } catch (err) {
      /* storage full or disabled: the game still works, it just won't survive a reload */
    }
  }

  function load() {
    let g;
    try {
      g = JSON.parse(localStorage.getItem(STORAGE_KEY) || "null");
    } catch (err) {
      return null;
    }
    const okLine = (s) => typeof s === "string" && /^[1-9.]{81}$/.test(s);
    const okMarks = (m) => Array.isArray(m) && m.length === CELLS && m.every((x) => Number.isInteger(x) && x >= 0 && x <= ALL_MARKS);
    const okSnap = (s) => s && typeof s.v === "string" && /^[0-9]{81}$/.test(s.v) && okMarks(s.m);
    if (!g || g.version !== 1 || !okLine(g.puzzle) || !Array.isArray(g.values) || g.values.length !== CELLS || !okMarks(g.marks))
      return null;
    if (!Array.isArray(g.history) || !g.history.every(okSnap)) g.history = [];
    if (!Array.isArray(g.future) || !g.future.every(okSnap)) g.future = [];
    g.values = g.values.map((v, i) =>
      g.puzzle[i] !== "." ? Number(g.puzzle[i]) : Number.isInteger(v) && v >= 0 && v <= 9 ? v : 0,
    );
    for (const k of ["done", "revealed", "pencil", "autoRemove"]) g[k] = !!g[k];
    g.elapsed = Number(g.elapsed) || 0;
    g.hintsUsed = Number(g.hintsUsed) || 0;
    g.meta = g.meta && typeof g.meta === "object" ? g.meta : {};
    return g;
  }

  function elapsed() {
    if (!game) return 0;
    return game.elapsed + (timerStart !== null ? Date.now() - timerStart : 0);
  }

  function formatTime(ms) {
    const s = Math.floor(ms / 1000);
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const ss = String(s % 60).padStart(2, "0");
    return h ? h + ":" + String(m).padStart(2, "0") + ":" + ss : m + ":" + ss;
  }

  /** The clock runs while a game is open, unfinished and the page visible. */
  function syncClock() {
    const shouldRun = !!game && !game.done && document.visibilityState !== "hidden";
    if (shouldRun && timerStart === null) timerStart = Date.now();
    if (!shouldRun && timerStart !== null) {
      game.elapsed += Date.now() - timerStart;
      timerStart = null;
    }
    timerEl.textContent = formatTime(elapsed());
  }

  // ---- drawing ---------------------------------------------------------------

  const cellEls = [];

  function buildGrid() {
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

  /** What the current hint shows at its depth: cells, houses, candidates. */
  function hintHighlights() {
    const h = { house: new Set(), cell: new Set(), place: new Map(), elim: new Map(), cand: new Map() };
    if (!hint) return h;
    const s = hint.step;
    const add = (map, i, d) => map.set(i, (map.get(i) || 0) | bit(d));
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

  function render() {
    if (!game) return;
    const hl = hintHighlights();
    const sel = focusIndex;
    const selDigit = game.values[sel];
    for (let i = 0; i < CELLS; i++) {
      const el = cellEls[i];
      const value = game.values[i];
      const given = isGiven(i);
      el.querySelector(".v").textContent = value ? String(value) : hl.place.has(i) ? String(hl.place.get(i)) : "";
      const shownMarks = value ? 0 : game.marks[i];
      const extra = value ? 0 : (hl.cand.get(i) || 0) | (hl.elim.get(i) || 0);
      const spans = el.querySelector(".m").children;
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
    buttons.pencil.setAttribute("aria-pressed", String(!!game.pencil));
    buttons.pencil.textContent = t(game.pencil ? "pencilOn" : "pencilOff");
    document.body.classList.toggle("pencil-mode", !!game.pencil);
    buttons.undo.disabled = game.done || !game.history.length;
    buttons.redo.disabled = game.done || !game.future.length;
    autoRemoveEl.checked = !!game.autoRemove;
    $("hints-used").textContent = String(game.hintsUsed);
    renderInfo();
  }

  function cellLabel(i, hl) {
    const parts = [rc(i)];
    const v = game.values[i];
    if (isGiven(i)) parts.push(t("cellGiven", v));
    else if (v) parts.push(String(v));
    else {
      parts.push(t("cellEmpty"));
      if (game.marks[i]) parts.push(t("cellMarks", digitsOf(game.marks[i])));
    }
    if (mistakes.cells.has(i)) parts.push(t("cellMistake"));
    if (mistakes.marks.has(i)) parts.push(t("cellMarksLack"));
    if (hl.cell.has(i)) parts.push(t("cellInHint"));
    else if (hl.house.has(i)) parts.push(t("cellInHintHouse"));
    if (hl.place.has(i)) parts.push(t("cellHintPlaces", hl.place.get(i)));
    if (hl.elim.has(i)) parts.push(t("cellHintRemoves", digitsOf(hl.elim.get(i))));
    return parts.join(", ");
  }

  /** Chain links of the hint as lines between candidates (strong solid, weak dashed). */
  function drawLinks() {
    linksEl.replaceChildren();
    if (!hint || hint.depth < 1) return;
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

  function renderInfo() {
    const m = game.meta || {};
    const bits = [];
    if (m.level) bits.push(t("infoLevel", levelName(m.level)));
    else if (m.incomplete) bits.push(t("infoUnrated", incompleteReason(m.incomplete)));
    if (m.rating && typeof m.rating.er === "number")
      bits.push("ER " + m.rating.er.toFixed(1) + " (EP " + m.rating.ep.toFixed(1) + ", ED " + m.rating.ed.toFixed(1) + ")");
    if (m.practice) bits.push(t("infoPractice", techniqueName(m.practice)));
    if (m.hardest) bits.push(t("infoHardest", techniqueName(m.hardest)));
    const source = sourceText(m);
    if (source) bits.push(source);
    $("puzzle-info").textContent = bits.length ? bits.join(" · ") : t("infoPuzzle");
    const link = $("share-link");
    link.href = "/#p=" + game.puzzle;
    timerEl.textContent = formatTime(elapsed());
  }

  function moveFocus(i) {
    i = Math.max(0, Math.min(CELLS - 1, i));
    cellEls[focusIndex].tabIndex = -1;
    focusIndex = i;
    cellEls[i].tabIndex = 0;
    cellEls[i].focus();
    render();
  }

  // ---- messages ------------------------------------------------------------

  /** The status box: `kind` is "info", "ok" or "error", also spelled out by its icon. */
  function say(kind, headline, detail, items) {
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
  function announce(text) {
    const el = $("announce");
    el.textContent = "";
    // A fresh text node makes repeated identical messages heard again.
    window.setTimeout(() => (el.textContent = text), 30);
  }

  function clearMistakes() {
    mistakes = { cells: new Set(), marks: new Set() };
  }

  function describeMistake(m) {
    const where = (p) => t("rc", p.row + 1, p.col + 1);
    if (m.kind === "wrong_digit") return t("wrongDigit", m.digit, where(m));
    if (m.kind === "missing_candidate") return t("missingCandidate", where(m));
    const house = MESSAGES[lang].house[m.unit];
    if (m.kind === "conflict" && house) return t("conflict", m.digit, house(m.index + 1), (m.cells || []).map(where));
    return t("otherMistake", String(m.kind));
  }

  /** Marks and lists mistakes; `headline` is the message key that counts them. */
  function showMistakes(list, headline) {
    clearMistakes();
    for (const m of list) {
      if (m.kind === "wrong_digit") mistakes.cells.add(m.row * SIZE + m.col);
      else if (m.kind === "missing_candidate") mistakes.marks.add(m.row * SIZE + m.col);
      else if (m.kind === "conflict") for (const p of m.cells || []) if (!isGiven(p.row * SIZE + p.col)) mistakes.cells.add(p.row * SIZE + p.col);
    }
    const n = list.length;
    say("error", t(headline, n), "", list.map(describeMistake));
    render();
  }

  // ---- talking to the API -----------------------------------------------------

  /**
   * POSTs `request` as JSON to `path` (or GETs `path` when `request` is
   * null), in the page's language (`Accept-Language`). Resolves to
   * `{ok: true, body, res}` for a 2xx JSON answer, and to
   * `{ok: false, headline, detail, problem, res}` for anything else, so that
   * no failure can go unreported.
   */
  async function callApi(path, request) {
    if (localFirst()) {
      const local = await answerLocally(path, request, "the server could not be reached a moment ago");
      if (local) return local;
    }
    const wait = localCore.state === "ready" ? LOCAL_FALLBACK_MS : REQUEST_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), wait);
    let res;
    const t0 = performance.now();
    const headers = { accept: "application/json", "accept-language": lang };
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
      const timedOut = err && err.name === "AbortError";
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
    } catch (err) {
      clearTimeout(timer);
      logCall(path, request, res, "body could not be read");
      return { ok: false, res, headline: t("networkError"), detail: t("brokenAnswer", res.status) };
    }
    clearTimeout(timer);
    const ms = performance.now() - t0;
    const type = (res.headers.get("content-type") || "").split(";")[0].trim();
    let body = null;
    if (type === "application/json" || type === "application/problem+json") {
      try {
        body = JSON.parse(text);
      } catch (err) {
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

  // ---- the local core (offline play) -------------------------------------------

  // Not GET /techniques: the local core builds the catalogue's worked
  // examples on its first call, seconds of work that would freeze the page;
  // offline, the page shows the catalogue it kept from the server instead
  // (loadTechniques).
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
   */
  const localCore = { state: "absent", ready: Promise.resolve(null), error: "" };
  let serverLostAt = null; // Date.now() when the server last could not be reached

  /**
   * Loads the package named by <meta name="local-core">: its entry module
   * (`init`, then one function per endpoint, answering `{status, body}`)
   * and its WebAssembly module.
   */
  function loadLocalCore() {
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
        localCore.error = String(err && err.message ? err.message : err);
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
  function setOffline(on) {
    offlineEl.hidden = !on;
  }

  /**
   * `path` answered by the local core, in the shape `callApi` returns, or
   * null when this page has no working local core. `why` is logged.
   */
  async function answerLocally(path, request, why) {
    const core = await localCore.ready;
    const name = ROUTE_FUNCTIONS[path];
    if (!core || !name || typeof core[name] !== "function") return null;
    const t0 = performance.now();
    const answer = request === null ? core[name]({ lang }) : core[name](request, { lang });
    const ms = performance.now() - t0;
    const status = Number(answer && answer.status);
    const body = answer ? answer.body : null;
    // The local answer as fetch() would have given it, for explainProblem.
    const res = { status, ok: status >= 200 && status < 300, statusText: "", headers: { get: () => null } };
    setOffline(true);
    logLocal(path, request, status, body, ms, why);
    if (body === null || typeof body !== "object") {
      return { ok: false, res, headline: t("unexpected"), detail: t("notJson", status, "") };
    }
    if (res.ok) return { ok: true, body, res, local: true };
    return { ok: false, res, problem: body, local: true, ...explainProblem(res, body) };
  }

  /** Starts the service worker that keeps the page for offline reloads, or retires it. */
  async function keepForOffline() {
    if (!("serviceWorker" in navigator)) return;
    try {
      if (localCore.state !== "absent") await navigator.serviceWorker.register("/sw.js");
      else for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    } catch (err) {
      /* no service worker (a private window, an insecure origin): the page still plays */
    }
  }

  /** A headline per stable error code; the detail comes from the server. */
  function explainProblem(res, p) {
    const code = typeof p.code === "string" ? p.code : "";
    const detail = typeof p.detail === "string" && p.detail ? p.detail : typeof p.title === "string" ? p.title : "HTTP " + res.status;
    const headlines = MESSAGES[lang].problems;
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
  function humanizeDetail(detail) {
    let s = detail.charAt(0).toUpperCase() + detail.slice(1);
    if (/\b(row|col|column|box|index) \d|\[\d\]/.test(s)) s += t("countsFromZero");
    return s;
  }

  function logLocal(path, request, status, body, ms, why) {
    apiLog.dataset.used = "1";
    let shown = JSON.stringify(body, null, 2) || "";
    if (shown.length > 4000) shown = shown.slice(0, 4000) + "…";
    apiLog.textContent =
      (request === null ? "GET " + path : "POST " + path) + "  (Accept-Language: " + lang + ")\n" +
      (request === null ? "" : JSON.stringify(request) + "\n") + "\n" +
      "→ answered in the page by the local core (" + why + "): " + status + " (" + Math.round(ms) + " ms)\n" + shown;
  }

  function logCall(path, request, res, text, ms) {
    apiLog.dataset.used = "1";
    const head =
      (request === null ? "GET " + path : "POST " + path) + "  (Accept-Language: " + lang + ")\n" +
      (request === null ? "" : JSON.stringify(request) + "\n") + "\n";
    if (!res) {
      apiLog.textContent = head + "→ " + text;
      return;
    }
    let shown = text;
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch (err) {
      /* not JSON: show as is */
    }
    if (shown.length > 4000) shown = shown.slice(0, 4000) + "…";
    apiLog.textContent =
      head + "→ HTTP " + res.status + " " + (res.headers.get("content-type") || "") +
      (ms !== undefined ? " (" + Math.round(ms) + " ms round trip)" : "") + ", answered by the server\n" + shown;
  }

  /** Runs one user action (`action`: a key of the messages' `actions`), one at a time. */
  async function run(action, fn) {
    if (busy) return;
    busy = true;
    document.body.classList.add("busy");
    gridEl.setAttribute("aria-busy", "true");
    try {
      await fn();
    } catch (err) {
      // A bug in this page must still be reported, not swallowed.
      say("error", t("failedInPage", MESSAGES[lang].actions[action] || action), String(err && err.message ? err.message : err));
    } finally {
      busy = false;
      document.body.classList.remove("busy");
      gridEl.removeAttribute("aria-busy");
    }
  }

  // ---- starting games ------------------------------------------------------------

  function startGame(puzzle, meta) {
    game = emptyGame(puzzle, meta);
    // The picker shows the level of the puzzle on the board.
    if (meta && LEVELS.includes(meta.level)) levelEl.value = meta.level;
    hint = null;
    clearMistakes();
    timerStart = null;
    syncClock();
    if (location.hash !== "#p=" + puzzle) history.replaceState(null, "", "#p=" + puzzle);
    render();
    save();
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

  /** `POST /generate`: the answer's first puzzle, or null once the failure is said. */
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

  const givensOf = (puzzle) => puzzle.replace(/\./g, "").length;

  // ---- practising a technique --------------------------------------------------
  //
  // `GET /techniques` lists every technique the rater knows, in its order,
  // named in the request's language; those with `practice: true` can be
  // asked of `/generate`. A server without the catalogue (404) or with
  // nothing to practise simply shows no practice choice.

  let catalogue = [];

  /** `GET /techniques`: fills the practice choice, grouped by level, or hides it. */
  async function loadTechniques() {
    const answer = await callApi("/techniques", null);
    // The server's catalogue is kept, per language, for the times it cannot
    // be reached (a network failure has no `res`); then the kept copy in
    // the page's language, else in the other, fills the choice.
    let body = answer.ok ? answer.body : null;
    try {
      if (body) localStorage.setItem(TECHNIQUES_KEY + lang, JSON.stringify(body));
      else if (!answer.res)
        body = [lang, ...LANGS].map((l) => JSON.parse(localStorage.getItem(TECHNIQUES_KEY + l) || "null")).find(Boolean);
    } catch (err) {
      /* storage disabled or a damaged copy: no practice choice offline */
    }
    const list = body && Array.isArray(body.techniques) ? body.techniques : [];
    catalogue = list.filter((x) => x && typeof x.id === "string" && typeof x.name === "string");
    const chosen = techniqueEl.value;
    techniqueEl.replaceChildren();
    let group = null;
    for (const x of catalogue.filter((x) => x.practice === true)) {
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
    if (game) renderInfo();
  }

  /** A technique (`{id, name}`) named in the page's language when the catalogue knows it. */
  function techniqueName(x) {
    if (typeof x === "string") return x; // a game saved by an earlier version of the page
    const known = x && catalogue.find((c) => c.id === x.id);
    return known ? known.name : x && x.name ? String(x.name) : "";
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
   * Reads a typed or pasted puzzle in the forms people bring, as they are:
   * - one line of 81 cells, 1-9 with 0 or `.` for empty (whitespace is
   *   ignored, so a line wrapped over several reads too);
   * - BOJ 2580's input: nine lines of nine digits, space-separated or not;
   * - a LeetCode 37 board, `[["5","3",".",…],…]` (with `board =` before it,
   *   or single quotes as Python prints it; integers, null, "0" and "" too).
   * Returns `{puzzle}` (81 characters, `.` for empty) or `{error}`: a message
   * key and its parameters, naming the line, row or cell that is wrong.
   */
  function readPuzzleText(text) {
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

  /** A LeetCode board (JSON text) as 81 characters, or the error naming its row or cell. */
  function readBoard(json) {
    let rows;
    try {
      rows = JSON.parse(json.replace(/'/g, '"'));
    } catch (err) {
      return { error: ["boardJson"] };
    }
    if (!Array.isArray(rows) || !rows.every(Array.isArray)) return { error: ["boardJson"] };
    if (rows.length !== SIZE) return { error: ["boardRows", rows.length] };
    let puzzle = "";
    for (let r = 0; r < SIZE; r++) {
      if (rows[r].length !== SIZE) return { error: ["boardRow", r + 1, rows[r].length] };
      for (let c = 0; c < SIZE; c++) {
        const v = rows[r][c];
        if (v === null || v === 0 || v === "." || v === "0" || v === "") puzzle += ".";
        else if (/^[1-9]$/.test(typeof v === "string" || Number.isInteger(v) ? String(v) : "")) puzzle += String(v);
        else return { error: ["boardCell", r + 1, c + 1, JSON.stringify(v)] };
      }
    }
    return { puzzle };
  }

  /** `POST /grade`: level and rating of the player's own puzzle, then play it. */
  async function importPuzzle(text, source) {
    const read = readPuzzleText(text);
    if (read.error) return say("error", t("notAPuzzle"), t(...read.error));
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

  /** Why a rating stopped early (`budget`, `stuck`), in words. */
  const incompleteReason = (why) => MESSAGES[lang].incomplete[why] || String(why);

  /** Where the game's puzzle came from, in words. */
  function sourceText(m) {
    if (m.source === "generated") return t("sourceGenerated", m.seed);
    if (m.source === "pasted") return t("sourcePasted");
    if (m.source === "own") return t("sourceOwn");
    if (m.source === "link") return t("sourceLink");
    return typeof m.source === "string" ? m.source : ""; // saved by an earlier version
  }

  // ---- hints, checks and the end ---------------------------------------------------

  /** The body of `/hint`: the player's grid, the puzzle, and their marks. */
  function hintRequest() {
    const candidates = [];
    for (let r = 0; r < SIZE; r++) {
      const row = [];
      for (let c = 0; c < SIZE; c++) {
        const i = r * SIZE + c;
        // A cell without marks counts as having every candidate.
        row.push(!game.values[i] && game.marks[i] ? digitsOf(game.marks[i]).join("") : null);
      }
      candidates.push(row);
    }
    return { grid: gridLine(), givens: game.puzzle, candidates };
  }

  async function requestHint() {
    if (!game) return;
    if (game.done) return finishedNote();
    if (hint && hint.depth < 2) return showMore();
    say("info", t("lookingForStep"));
    const answer = await callApi("/hint", hintRequest());
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const b = answer.body;
    if (b.kind === "mistakes") return showMistakes(b.mistakes || [], "fixFirst");
    if (b.kind === "done") return checkFinished();
    if (b.kind === "stuck") return say("info", t(b.incomplete === "budget" ? "hintOutOfTime" : "hintStuck"), t("hintStuckDetail"));
    if (b.kind !== "step" || !b.step) return say("error", t("unexpected"), t("unknownHintKind", b.kind));
    clearMistakes();
    hint = { step: b.step, depth: 0 };
    game.hintsUsed++;
    save();
    showHint();
  }

  /**
   * The open hint again in a new language: the same request (the grid has
   * not changed while the hint is open), at the same depth, not counted.
   */
  async function retellHint() {
    if (!hint || !game || game.done) return;
    const answer = await callApi("/hint", hintRequest());
    if (!hint || !answer.ok || answer.body.kind !== "step" || !answer.body.step) return;
    hint.step = answer.body.step;
    showHint();
  }

  function showHint() {
    const s = hint.step;
    const e = s.explanation || {};
    hintPanel.hidden = false;
    hintTitle.textContent = t("hintTitle", hint.depth + 1, t("depths")[hint.depth]);
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
    buttons.hintMore.disabled = hint.depth >= 2;
    say("info", t("hintSaid", texts[hint.depth]));
    render();
  }

  function showMore() {
    if (!hint || hint.depth >= 2) return;
    hint.depth++;
    showHint();
  }

  function closeHint() {
    if (!hint) return;
    hint = null;
    hintPanel.hidden = true;
    linksEl.replaceChildren();
  }

  /** Performs the hint's step: its placements, and its eliminations on the marks. */
  function applyHint() {
    if (!hint) return;
    const s = hint.step;
    const result = stepResult(s);
    commit(t("applied") + " " + result, () => {
      for (const e of s.eliminations || []) {
        const i = e.row * SIZE + e.col;
        if (game.values[i]) continue;
        // A cell without marks has every candidate: write them out first.
        if (!game.marks[i]) game.marks[i] = candidatesOf(i);
        game.marks[i] &= ~bit(e.digit);
      }
      for (const p of s.placements || []) {
        const i = p.row * SIZE + p.col;
        if (isGiven(i)) continue;
        game.values[i] = p.digit;
        if (game.autoRemove) for (const q of PEERS[i]) game.marks[q] &= ~bit(p.digit);
      }
    });
    if (!game.done) say("ok", t("applied"), result);
    // The panel (and the button just pressed) is gone: keep keyboard
    // players in the grid, on the placed digit when there is one.
    const placed = (s.placements || [])[0];
    moveFocus(placed ? placed.row * SIZE + placed.col : focusIndex);
  }

  /** What a step did, said from its data: the digits placed, the candidates removed. */
  function stepResult(s) {
    const name = (p) => "r" + (p.row + 1) + "c" + (p.col + 1);
    const said = (s.placements || []).map((p) => t("appliedPlaced", p.digit, name(p)));
    const removed = new Map();
    for (const e of s.eliminations || []) removed.set(e.digit, [...(removed.get(e.digit) || []), name(e)]);
    for (const [d, cells] of [...removed].sort((a, b) => a[0] - b[0])) said.push(t("appliedRemoved", d, cells));
    return said.length ? said.join(" ") : t("stepApplied");
  }

  /** `POST /hint` for its mistakes only: wrong digits, marks and conflicts. */
  async function check() {
    if (!game) return;
    if (game.done) return finishedNote();
    say("info", t("checking"));
    const answer = await callApi("/hint", hintRequest());
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const b = answer.body;
    if (b.kind === "mistakes") return showMistakes(b.mistakes || [], "checkFound");
    clearMistakes();
    render();
    if (b.kind === "done") return checkFinished();
    const empty = game.values.filter((v) => !v).length;
    say("ok", t("noMistakes"), t("cellsToGo", empty));
  }

  /** `POST /validate` on a full grid: solved ends the game. */
  async function checkFinished() {
    if (!game || game.done) return;
    const answer = await callApi("/validate", { grid: gridLine() });
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    if (answer.body.solved) {
      game.done = true;
      closeHint();
      syncClock();
      save();
      render();
      const hints = game.hintsUsed;
      say("ok", t("solved"), t("solvedDetail", formatTime(game.elapsed), hints));
      return;
    }
    const n = Array.isArray(answer.body.conflicts) ? answer.body.conflicts.length : 0;
    say("error", t("fullNotSolved"), (n ? t("conflicts", n) : "") + t("pressCheck"));
  }

  /** `POST /solve` on the puzzle: shows the solution and ends the game. */
  async function reveal() {
    if (!game || game.done) return;
    const answer = await callApi("/solve", { grid: game.puzzle });
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const sol = answer.body.solution;
    if (typeof sol !== "string" || !/^[1-9]{81}$/.test(sol)) return say("error", t("unexpected"), t("solutionNot81"));
    const before = snapshot();
    game.values = sol.split("").map(Number);
    game.history.push(before);
    game.future = [];
    game.done = true;
    game.revealed = true;
    closeHint();
    clearMistakes();
    syncClock();
    save();
    render();
    say("info", t("solutionShown"), t("gameOver"));
  }

  // ---- input -------------------------------------------------------------------

  /** The digit of a key event: the key itself, or its physical key when Shift changes it. */
  function keyDigit(ev) {
    if (/^[1-9]$/.test(ev.key)) return Number(ev.key);
    const m = /^(?:Digit|Numpad)([1-9])$/.exec(ev.code || "");
    return m ? Number(m[1]) : 0;
  }

  function onGridKeyDown(ev) {
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

  function isTextEntry(el) {
    return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement ||
      (el instanceof HTMLInputElement && el.type !== "checkbox");
  }

  /** Page-wide keys: undo/redo, pencil mode, hint, closing the hint. */
  function onDocKeyDown(ev) {
    if (isTextEntry(ev.target) || ev.defaultPrevented) return;
    const k = ev.key.toLowerCase();
    if ((ev.ctrlKey || ev.metaKey) && !ev.altKey) {
      if (k === "z" && !ev.shiftKey) undo();
      else if (k === "y" || (k === "z" && ev.shiftKey)) redo();
      else return;
      ev.preventDefault();
      return;
    }
    if (ev.altKey || ev.ctrlKey || ev.metaKey || !game) return;
    if (k === "p") setPencil(!game.pencil);
    else if (k === "h") run("hint", requestHint);
    else if (k === "escape" && hint) {
      closeHint();
      render();
      say("info", t("hintClosed"));
    } else return;
    ev.preventDefault();
  }

  function onGridFocusIn(ev) {
    const el = ev.target;
    if (!(el instanceof HTMLElement) || el.dataset.index === undefined) return;
    const i = Number(el.dataset.index);
    if (i !== focusIndex) {
      cellEls[focusIndex].tabIndex = -1;
      focusIndex = i;
      el.tabIndex = 0;
      render();
    }
  }

  function onPaste(ev) {
    if (isTextEntry(ev.target)) return; // the import box keeps its own paste
    const text = ev.clipboardData ? ev.clipboardData.getData("text") : "";
    if (readPuzzleText(text).puzzle) {
      ev.preventDefault();
      run("grade", () => importPuzzle(text, "pasted"));
    }
  }

  async function loadFromHash() {
    const m = /^#p=([0-9.]{81})$/.exec(location.hash);
    if (!m) return false;
    const puzzle = m[1].replace(/0/g, ".");
    if (game && game.puzzle === puzzle) return true;
    await importPuzzle(puzzle, "link");
    return true;
  }

  async function copyLink() {
    if (!game) return;
    const url = location.origin + "/#p=" + game.puzzle;
    try {
      await navigator.clipboard.writeText(url);
      say("ok", t("linkCopied"), url);
    } catch (err) {
      say("info", t("copyThisLink"), url);
    }
  }

  // ---- wiring --------------------------------------------------------------------

  buildGrid();

  gridEl.addEventListener("keydown", onGridKeyDown);
  gridEl.addEventListener("focusin", onGridFocusIn);
  gridEl.addEventListener("click", (ev) => {
    const el = ev.target instanceof Element ? ev.target.closest(".cell") : null;
    if (el) moveFocus(Number(el.dataset.index));
  });
  document.addEventListener("keydown", onDocKeyDown);
  document.addEventListener("paste", onPaste);
  for (const b of document.querySelectorAll(".pad button")) {
    // Keep the focus (and the selected cell) in the grid when tapped with a pointer.
    b.addEventListener("mousedown", (ev) => ev.preventDefault());
    b.addEventListener("click", () => {
      if (!game) return;
      if (b.dataset.digit) input(focusIndex, Number(b.dataset.digit), false);
      else erase(focusIndex);
    });
  }
  buttons.newGame.addEventListener("click", () => run("newGame", newGame));
  buttons.practice.addEventListener("click", () => run("practice", practiseTechnique));
  buttons.copyLink.addEventListener("click", copyLink);
  buttons.pencil.addEventListener("click", () => setPencil(!game.pencil));
  buttons.undo.addEventListener("click", undo);
  buttons.redo.addEventListener("click", redo);
  buttons.hint.addEventListener("click", () => run("hint", requestHint));
  buttons.check.addEventListener("click", () => run("check", check));
  buttons.fillMarks.addEventListener("click", fillMarks);
  buttons.clearMarks.addEventListener("click", clearAllMarks);
  buttons.hintMore.addEventListener("click", showMore);
  buttons.hintApply.addEventListener("click", applyHint);
  buttons.hintClose.addEventListener("click", () => {
    closeHint();
    moveFocus(focusIndex);
    say("info", t("hintClosed"));
  });
  buttons.importBtn.addEventListener("click", () => run("grade", () => importPuzzle($("import-text").value, "own")));
  buttons.reveal.addEventListener("click", () => run("reveal", reveal));
  autoRemoveEl.addEventListener("change", () => {
    if (!game) return;
    game.autoRemove = autoRemoveEl.checked;
    save();
  });
  window.addEventListener("hashchange", () => run("openLink", loadFromHash));
  // Back online: the next call tries the server first again.
  window.addEventListener("online", () => (serverLostAt = null));
  langEl.addEventListener("change", () => setLanguage(langEl.value));
  document.addEventListener("visibilitychange", () => {
    syncClock();
    save();
  });
  window.addEventListener("pagehide", save);
  window.setInterval(() => {
    timerEl.textContent = formatTime(elapsed());
  }, 1000);
  window.setInterval(save, 10000);

  // A shared link wins over the saved game, unless it is the same puzzle.
  loadLocalCore();
  keepForOffline();
  translateStatic();
  loadTechniques();
  game = load();
  if (game) {
    if (LEVELS.includes(game.meta.level)) levelEl.value = game.meta.level;
    syncClock();
    render();
  }
  run("start", async () => {
    const saved = game;
    const fromLink = await loadFromHash();
    if (!fromLink && !game) await newGame();
    else if (game && !fromLink) history.replaceState(null, "", "#p=" + game.puzzle);
    if (game && game === saved)
      say("info", t(game.done ? "welcomeFinished" : "welcomeBack"));
  }).then(() => document.body.classList.add("ready"));
})();
