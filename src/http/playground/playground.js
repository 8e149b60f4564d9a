// Sudoku service playground: a complete Sudoku game, in vanilla JS, on the
// service's public JSON API only.
//
// It is the reference client for frontend developers:
//   POST /generate  a new puzzle at a level          → newGame()
//   POST /grade     level and rating of a puzzle     → importPuzzle()
//   POST /hint      mistakes or the next step, with
//                   the player's digits and marks    → hint(), check()
//   POST /validate  is the full grid solved?         → checkFinished()
//   POST /solve     the solution, when asked         → reveal()
// `callApi` shows how every answer — success, RFC 9457 problem details, a
// non-JSON body, a network failure — becomes a readable message. No build
// step, no dependencies, nothing fetched from outside this server (the
// page's Content-Security-Policy forbids it).
"use strict";

(function () {
  const SIZE = 9;
  const CELLS = 81;
  const ALL_MARKS = 0x1ff;
  const REQUEST_TIMEOUT_MS = 15000;
  const STORAGE_KEY = "sudoku-playground-game-v1";
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
  const autoRemoveEl = $("auto-remove");
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

  const rc = (i) => "row " + (Math.floor(i / SIZE) + 1) + ", column " + ((i % SIZE) + 1);
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
    if (game.values.every((v) => v)) run("Check", checkFinished);
    return true;
  }

  function placeDigit(i, d) {
    if (isGiven(i)) return announce(rc(i) + " is a given.");
    if (game.values[i] === d) return;
    commit(d + " in " + rc(i) + ".", () => {
      game.values[i] = d;
      if (game.autoRemove) for (const p of PEERS[i]) game.marks[p] &= ~bit(d);
    });
  }

  function toggleMark(i, d) {
    if (isGiven(i) || game.values[i]) return announce(rc(i) + " holds a digit; erase it to mark it.");
    const on = !(game.marks[i] & bit(d));
    commit((on ? "Mark " : "Unmarked ") + d + " in " + rc(i) + ".", () => {
      game.marks[i] ^= bit(d);
    });
  }

  function erase(i) {
    if (isGiven(i)) return announce(rc(i) + " is a given.");
    if (game.values[i]) commit("Erased " + rc(i) + ".", () => void (game.values[i] = 0));
    else if (game.marks[i]) commit("Cleared the marks of " + rc(i) + ".", () => void (game.marks[i] = 0));
  }

  function finishedNote() {
    say("info", "This game is finished.", "Press New game for another.");
  }

  function input(i, d, asMark) {
    if (!game) return;
    if (game.done) return finishedNote();
    if (asMark || game.pencil) toggleMark(i, d);
    else placeDigit(i, d);
  }

  function fillMarks() {
    commit("Filled every empty cell with its candidates.", () => {
      for (let i = 0; i < CELLS; i++) if (!game.values[i]) game.marks[i] = candidatesOf(i);
    });
  }

  function clearAllMarks() {
    commit("Cleared all pencil marks.", () => {
      game.marks.fill(0);
    });
  }

  function undo() {
    if (!game || game.done || !game.history.length) return;
    game.future.push(snapshot());
    restoreSnapshot(game.history.pop());
    afterTravel("Undone.");
  }

  function redo() {
    if (!game || game.done || !game.future.length) return;
    game.history.push(snapshot());
    restoreSnapshot(game.future.pop());
    afterTravel("Redone.");
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
    announce(on ? "Pencil mode on: digits toggle marks." : "Pencil mode off: digits are placed.");
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
    buttons.pencil.textContent = game.pencil ? "Pencil: on" : "Pencil: off";
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
    if (isGiven(i)) parts.push("given " + v);
    else if (v) parts.push(String(v));
    else {
      parts.push("empty");
      if (game.marks[i]) parts.push("marks " + digitsOf(game.marks[i]).join(" "));
    }
    if (mistakes.cells.has(i)) parts.push("mistake");
    if (mistakes.marks.has(i)) parts.push("marks lack a digit");
    if (hl.cell.has(i)) parts.push("part of the hint");
    else if (hl.house.has(i)) parts.push("in the hint's house");
    if (hl.place.has(i)) parts.push("hint places " + hl.place.get(i));
    if (hl.elim.has(i)) parts.push("hint removes " + digitsOf(hl.elim.get(i)).join(" "));
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
    if (m.level) bits.push("Level: " + m.level);
    else if (m.incomplete) bits.push("Level: not rated (" + m.incomplete + ")");
    if (m.rating && typeof m.rating.er === "number")
      bits.push("ER " + m.rating.er.toFixed(1) + " (EP " + m.rating.ep.toFixed(1) + ", ED " + m.rating.ed.toFixed(1) + ")");
    if (m.hardest) bits.push("hardest step: " + m.hardest);
    if (m.source) bits.push(m.source);
    $("puzzle-info").textContent = bits.length ? bits.join(" · ") : "Puzzle";
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
    const where = (p) => "row " + (p.row + 1) + ", column " + (p.col + 1);
    if (m.kind === "wrong_digit") return "The " + m.digit + " in " + where(m) + " is wrong.";
    if (m.kind === "missing_candidate")
      return "The pencil marks in " + where(m) + " lack the digit that belongs there.";
    if (m.kind === "conflict")
      return m.digit + " appears twice in " + m.unit + " " + (m.index + 1) + " (" + (m.cells || []).map(where).join(" and ") + ").";
    return "A mistake (" + String(m.kind) + ").";
  }

  function showMistakes(list, headline) {
    clearMistakes();
    for (const m of list) {
      if (m.kind === "wrong_digit") mistakes.cells.add(m.row * SIZE + m.col);
      else if (m.kind === "missing_candidate") mistakes.marks.add(m.row * SIZE + m.col);
      else if (m.kind === "conflict") for (const p of m.cells || []) if (!isGiven(p.row * SIZE + p.col)) mistakes.cells.add(p.row * SIZE + p.col);
    }
    const n = list.length;
    say("error", headline + " " + n + " mistake" + (n === 1 ? "" : "s") + ":", "", list.map(describeMistake));
    render();
  }

  // ---- talking to the API -----------------------------------------------------

  /**
   * POSTs `request` as JSON to `path`. Resolves to `{ok: true, body}` for a
   * 2xx JSON answer, and to `{ok: false, headline, detail, problem}` for
   * anything else, so that no failure can go unreported.
   */
  async function callApi(path, request) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let res;
    const t0 = performance.now();
    try {
      res = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(request),
        signal: controller.signal,
      });
    } catch (err) {
      clearTimeout(timer);
      const timedOut = err && err.name === "AbortError";
      logCall(path, request, null, timedOut ? "no answer (timed out)" : "network error");
      return {
        ok: false,
        headline: timedOut ? "No answer from the server." : "Network error.",
        detail: timedOut
          ? "The server did not answer within " + REQUEST_TIMEOUT_MS / 1000 + " s."
          : "Could not reach the server; check that it is running and try again.",
      };
    }
    let text = "";
    try {
      text = await res.text();
    } catch (err) {
      clearTimeout(timer);
      logCall(path, request, res, "body could not be read");
      return { ok: false, headline: "Network error.", detail: "The connection broke while reading the answer (HTTP " + res.status + ")." };
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
        headline: "Unexpected answer from the server.",
        detail:
          "HTTP " + res.status + (res.statusText ? " " + res.statusText : "") + ", " +
          (type ? "content type " + type : "no content type") + " instead of JSON.",
      };
    }
    if (res.ok) return { ok: true, body };
    return { ok: false, problem: body, ...explainProblem(res, body) };
  }

  /** A headline per stable error code; the detail comes from the server. */
  function explainProblem(res, p) {
    const code = typeof p.code === "string" ? p.code : "";
    const detail = typeof p.detail === "string" && p.detail ? p.detail : typeof p.title === "string" ? p.title : "HTTP " + res.status;
    const headlines = {
      invalid_grid: "The grid cannot be read.",
      invalid_request: "The request was refused.",
      conflicting_givens: "The givens conflict.",
      unsolvable: "This puzzle has no solution.",
      multiple_solutions: "This puzzle has more than one solution.",
      cannot_generate: "No puzzle can be made for that request.",
      timeout: "The server ran out of time.",
      overloaded: "The server is busy.",
      shutting_down: "The server is shutting down.",
      payload_too_large: "The request is too large.",
      malformed_json: "The request was not valid JSON.",
      internal: "The server failed unexpectedly.",
    };
    const headline = headlines[code] || (typeof p.title === "string" ? p.title + "." : "Request failed.");
    let extra = "";
    if (code === "overloaded") {
      const after = res.headers.get("retry-after");
      if (after) extra = " Try again in " + after + " s.";
    }
    if (code === "internal" && typeof p.request_id === "string") extra = " (request id " + p.request_id + ")";
    return { headline, detail: humanizeDetail(detail) + extra };
  }

  /**
   * Problem details name JSON places 0-based ("(row 0, col 8)", "grid[0][3]");
   * the page counts from 1, so say which convention a detail uses.
   */
  function humanizeDetail(detail) {
    let s = detail.charAt(0).toUpperCase() + detail.slice(1);
    if (/\b(row|col|column|box|index) \d|\[\d\]/.test(s)) s += " (positions in this message count from 0)";
    return s;
  }

  function logCall(path, request, res, text, ms) {
    const head = "POST " + path + "\n" + JSON.stringify(request) + "\n\n";
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
      (ms !== undefined ? " (" + Math.round(ms) + " ms round trip)" : "") + "\n" + shown;
  }

  async function run(label, fn) {
    if (busy) return;
    busy = true;
    document.body.classList.add("busy");
    gridEl.setAttribute("aria-busy", "true");
    try {
      await fn();
    } catch (err) {
      // A bug in this page must still be reported, not swallowed.
      say("error", label + " failed in the page.", String(err && err.message ? err.message : err));
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
    say("info", "Making a " + level + " puzzle…");
    const answer = await callApi("/generate", { level });
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const p = answer.body.puzzles && answer.body.puzzles[0];
    if (!p || typeof p.puzzle !== "string" || !/^[1-9.]{81}$/.test(p.puzzle))
      return say("error", "Unexpected answer from the server.", "No puzzle in the answer.");
    startGame(p.puzzle, { level: p.level, rating: p.rating, source: "generated, seed " + p.seed });
    const givens = p.puzzle.replace(/\./g, "").length;
    say("ok", "New " + p.level + " puzzle.", givens + " givens, rated ER " + p.rating.er.toFixed(1) + ". Good luck!");
    moveFocus(p.puzzle.indexOf("."));
  }

  /** Reads a typed or pasted puzzle: 81 cells of 1-9, 0 or `.`, whitespace ignored. */
  function parsePuzzle(text) {
    const compact = String(text).replace(/\s+/g, "");
    return /^[0-9.]{81}$/.test(compact) ? compact.replace(/0/g, ".") : null;
  }

  /** `POST /grade`: level and rating of the player's own puzzle, then play it. */
  async function importPuzzle(text, source) {
    const puzzle = parsePuzzle(text);
    if (!puzzle) {
      const compact = String(text).replace(/\s+/g, "");
      return say("error", "That is not a puzzle.", "Expected 81 cells (1–9, with 0 or . for empty), got " +
        (compact ? compact.length + " characters" : "nothing") + ".");
    }
    say("info", "Grading the puzzle…");
    const answer = await callApi("/grade", { grid: puzzle });
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const g = answer.body;
    startGame(puzzle, {
      level: g.level,
      rating: g.rating,
      incomplete: g.incomplete,
      hardest: g.hardest ? g.hardest.name : "",
      source,
    });
    say("ok", g.level ? "Graded " + g.level + ": ER " + g.rating.er.toFixed(1) + "." : "Graded, but the rating stopped early (" + g.incomplete + ").",
      (g.hardest ? "Hardest step: " + g.hardest.name + ". " : "") + "Good luck!");
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
    say("info", "Looking for the next step…");
    const answer = await callApi("/hint", hintRequest());
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const b = answer.body;
    if (b.kind === "mistakes") return showMistakes(b.mistakes || [], "Fix these first —");
    if (b.kind === "done") return checkFinished();
    if (b.kind === "stuck")
      return say("info", b.incomplete === "budget" ? "The hint ran out of time." : "No technique this service knows applies here.",
        "Try a guess, or Show the solution.");
    if (b.kind !== "step" || !b.step) return say("error", "Unexpected answer from the server.", "Unknown hint kind " + b.kind + ".");
    clearMistakes();
    hint = { step: b.step, depth: 0 };
    game.hintsUsed++;
    save();
    showHint();
  }

  const DEPTHS = ["Where to look", "What to look for", "The whole step"];

  function showHint() {
    const s = hint.step;
    const e = s.explanation || {};
    hintPanel.hidden = false;
    hintTitle.textContent = "Hint " + (hint.depth + 1) + " of 3: " + DEPTHS[hint.depth];
    hintText.replaceChildren();
    const texts = [e.nudge, e.hint, e.full];
    for (let k = 0; k <= hint.depth; k++) {
      const p = document.createElement("span");
      p.className = "depth depth-" + k;
      p.textContent = (k ? " " : "") + (texts[k] || "");
      hintText.appendChild(p);
    }
    if (hint.depth >= 1 && s.technique) {
      const t = document.createElement("span");
      t.className = "technique";
      t.textContent = " (" + s.technique.name + ", rating " + Number(s.rating).toFixed(1) + (s.links && s.links.length ? ", links drawn on the grid: solid strong, dashed weak" : "") + ")";
      hintText.appendChild(t);
    }
    buttons.hintMore.disabled = hint.depth >= 2;
    say("info", "Hint: " + texts[hint.depth]);
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
    const full = (s.explanation && s.explanation.full) || "";
    const result = full.includes("Result:") ? full.slice(full.indexOf("Result:")) : "Step applied.";
    commit("Applied. " + result, () => {
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
    if (!game.done) say("ok", "Applied.", result);
    // The panel (and the button just pressed) is gone: keep keyboard
    // players in the grid, on the placed digit when there is one.
    const placed = (s.placements || [])[0];
    moveFocus(placed ? placed.row * SIZE + placed.col : focusIndex);
  }

  /** `POST /hint` for its mistakes only: wrong digits, marks and conflicts. */
  async function check() {
    if (!game) return;
    if (game.done) return finishedNote();
    say("info", "Checking…");
    const answer = await callApi("/hint", hintRequest());
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const b = answer.body;
    if (b.kind === "mistakes") return showMistakes(b.mistakes || [], "Check found");
    clearMistakes();
    render();
    if (b.kind === "done") return checkFinished();
    const empty = game.values.filter((v) => !v).length;
    say("ok", "No mistakes so far.", empty + " cell" + (empty === 1 ? "" : "s") + " to go.");
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
      say("ok", "Solved! Well done.", "Time " + formatTime(game.elapsed) + ", " + hints + " hint" + (hints === 1 ? "" : "s") + " used. Press New game for another.");
      return;
    }
    const n = Array.isArray(answer.body.conflicts) ? answer.body.conflicts.length : 0;
    say("error", "The grid is full but not solved.", (n ? n + " conflict" + (n === 1 ? "" : "s") + ". " : "") + "Press Check to see the mistakes.");
  }

  /** `POST /solve` on the puzzle: shows the solution and ends the game. */
  async function reveal() {
    if (!game || game.done) return;
    const answer = await callApi("/solve", { grid: game.puzzle });
    if (!answer.ok) return say("error", answer.headline, answer.detail);
    const sol = answer.body.solution;
    if (typeof sol !== "string" || !/^[1-9]{81}$/.test(sol)) return say("error", "Unexpected answer from the server.", "The solution is not 81 digits.");
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
    say("info", "The solution is shown.", "This game is over; press New game for another.");
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
    else if (k === "h") run("Hint", requestHint);
    else if (k === "escape" && hint) {
      closeHint();
      render();
      say("info", "Hint closed.");
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
    if (parsePuzzle(text)) {
      ev.preventDefault();
      run("Grade", () => importPuzzle(text, "pasted"));
    }
  }

  async function loadFromHash() {
    const m = /^#p=([0-9.]{81})$/.exec(location.hash);
    if (!m) return false;
    const puzzle = m[1].replace(/0/g, ".");
    if (game && game.puzzle === puzzle) return true;
    await importPuzzle(puzzle, "shared link");
    return true;
  }

  async function copyLink() {
    if (!game) return;
    const url = location.origin + "/#p=" + game.puzzle;
    try {
      await navigator.clipboard.writeText(url);
      say("ok", "Link copied.", url);
    } catch (err) {
      say("info", "Copy this link:", url);
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
  buttons.newGame.addEventListener("click", () => run("New game", newGame));
  buttons.copyLink.addEventListener("click", copyLink);
  buttons.pencil.addEventListener("click", () => setPencil(!game.pencil));
  buttons.undo.addEventListener("click", undo);
  buttons.redo.addEventListener("click", redo);
  buttons.hint.addEventListener("click", () => run("Hint", requestHint));
  buttons.check.addEventListener("click", () => run("Check", check));
  buttons.fillMarks.addEventListener("click", fillMarks);
  buttons.clearMarks.addEventListener("click", clearAllMarks);
  buttons.hintMore.addEventListener("click", showMore);
  buttons.hintApply.addEventListener("click", applyHint);
  buttons.hintClose.addEventListener("click", () => {
    closeHint();
    moveFocus(focusIndex);
    say("info", "Hint closed.");
  });
  buttons.importBtn.addEventListener("click", () => run("Grade", () => importPuzzle($("import-text").value, "your puzzle")));
  buttons.reveal.addEventListener("click", () => run("Show the solution", reveal));
  autoRemoveEl.addEventListener("change", () => {
    if (!game) return;
    game.autoRemove = autoRemoveEl.checked;
    save();
  });
  window.addEventListener("hashchange", () => run("Open link", loadFromHash));
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
  game = load();
  if (game) {
    if (LEVELS.includes(game.meta.level)) levelEl.value = game.meta.level;
    syncClock();
    render();
  }
  run("Start", async () => {
    const saved = game;
    const fromLink = await loadFromHash();
    if (!fromLink && !game) await newGame();
    else if (game && !fromLink) history.replaceState(null, "", "#p=" + game.puzzle);
    if (game && game === saved)
      say("info", game.done ? "Welcome back: this game is finished." : "Welcome back: your game is as you left it.");
  }).then(() => document.body.classList.add("ready"));
})();
