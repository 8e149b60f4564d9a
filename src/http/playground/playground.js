// Sudoku service playground: a small vanilla-JS client of the JSON API.
//
// It is also the reference integration for frontend developers: see
// `callApi` for how requests are sent and how every answer — success,
// RFC 9457 problem details, a non-JSON body, a network failure — becomes a
// readable message. No build step, no dependencies, nothing fetched from
// outside this server (the page's Content-Security-Policy forbids it).
"use strict";

(function () {
  const SIZE = 9;
  const CELLS = SIZE * SIZE;
  const REQUEST_TIMEOUT_MS = 15000;

  // Known hard puzzles (each has exactly one solution). "Example" cycles
  // through them.
  const EXAMPLES = [
    {
      name: "Platinum Blonde",
      grid: ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...",
    },
    {
      name: "magictour top1465 #1",
      grid: "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    },
    {
      name: "Norvig's hard #1",
      grid: "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    },
  ];

  const UNITS = { row: "row", column: "column", box: "box" };

  const gridEl = document.getElementById("grid");
  const statusEl = document.getElementById("status");
  const statusText = document.getElementById("status-text");
  const conflictList = document.getElementById("conflict-list");
  const apiLog = document.getElementById("api-log");
  const buttons = {
    solve: document.getElementById("solve"),
    validate: document.getElementById("validate"),
    clear: document.getElementById("clear"),
    example: document.getElementById("example"),
  };

  /** @type {HTMLInputElement[]} the 81 cell inputs, in reading order */
  const inputs = [];
  /** What each cell holds: "" (empty), "given" (typed/pasted) or "solved". */
  const kinds = new Array(CELLS).fill("");
  let focusIndex = 0;
  let busy = false;
  let exampleIndex = 0;

  // ---- grid construction -------------------------------------------------

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
        if (c === 2 || c === 5) cell.classList.add("box-right");
        if (r === 2 || r === 5) cell.classList.add("box-bottom");
        if ((Math.floor(r / 3) + Math.floor(c / 3)) % 2 === 1) cell.classList.add("box-alt");
        const input = document.createElement("input");
        input.type = "text";
        input.inputMode = "numeric";
        input.autocomplete = "off";
        input.maxLength = 1;
        input.spellcheck = false;
        input.id = "cell-" + r + "-" + c;
        input.dataset.index = String(i);
        input.setAttribute("aria-label", "row " + (r + 1) + ", column " + (c + 1));
        // Roving tabindex: one Tab stop for the whole grid, arrows inside it.
        input.tabIndex = i === 0 ? 0 : -1;
        cell.appendChild(input);
        row.appendChild(cell);
        inputs.push(input);
      }
      gridEl.appendChild(row);
    }
  }

  // ---- cell state ---------------------------------------------------------

  function setCell(i, digit, kind) {
    const input = inputs[i];
    input.value = digit ? String(digit) : "";
    kinds[i] = digit ? kind : "";
    input.classList.toggle("given", kinds[i] === "given");
    input.classList.toggle("solved", kinds[i] === "solved");
  }

  function clearMarks() {
    for (const input of inputs) {
      input.removeAttribute("aria-invalid");
      input.parentElement.classList.remove("conflict");
    }
    conflictList.hidden = true;
    conflictList.replaceChildren();
  }

  /** Forgets the solver's digits (they are answers, not givens). */
  function clearSolved() {
    for (let i = 0; i < CELLS; i++) if (kinds[i] === "solved") setCell(i, 0, "");
  }

  function loadLine(line) {
    clearMarks();
    for (let i = 0; i < CELLS; i++) {
      const ch = line[i];
      const d = ch >= "1" && ch <= "9" ? Number(ch) : 0;
      setCell(i, d, "given");
    }
  }

  /** The grid as an 81-character string, `.` for empty cells. */
  function gridLine(includeSolved) {
    let s = "";
    for (let i = 0; i < CELLS; i++) {
      const keep = kinds[i] === "given" || (includeSolved && kinds[i] === "solved");
      s += keep && inputs[i].value ? inputs[i].value : ".";
    }
    return s;
  }

  function moveFocus(i) {
    i = Math.max(0, Math.min(CELLS - 1, i));
    inputs[focusIndex].tabIndex = -1;
    focusIndex = i;
    inputs[i].tabIndex = 0;
    inputs[i].focus();
    inputs[i].select();
  }

  // ---- keyboard and paste -------------------------------------------------

  function onKeyDown(ev) {
    const input = ev.target;
    if (!(input instanceof HTMLInputElement) || !input.dataset.index) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return; // leave shortcuts (paste!) alone
    const i = Number(input.dataset.index);
    const r = Math.floor(i / SIZE);
    const c = i % SIZE;
    const key = ev.key;
    let handled = true;
    if (key === "ArrowLeft") moveFocus(c > 0 ? i - 1 : i);
    else if (key === "ArrowRight") moveFocus(c < SIZE - 1 ? i + 1 : i);
    else if (key === "ArrowUp") moveFocus(r > 0 ? i - SIZE : i);
    else if (key === "ArrowDown") moveFocus(r < SIZE - 1 ? i + SIZE : i);
    else if (key === "Home") moveFocus(r * SIZE);
    else if (key === "End") moveFocus(r * SIZE + SIZE - 1);
    else if (key >= "1" && key <= "9" && key.length === 1) edit(i, Number(key));
    else if (key === "Backspace" || key === "Delete" || key === "0" || key === "." || key === " ")
      edit(i, 0);
    else if (key.length === 1) {
      // Any other printable key does nothing in a cell.
    } else handled = false; // Tab, Enter, Escape … keep their default.
    if (handled) ev.preventDefault();
  }

  /** A digit typed by the person: it becomes a given. */
  function edit(i, digit) {
    const input = inputs[i];
    if (!conflictList.hidden) {
      // The marks described the grid before this edit.
      clearMarks();
      say("info", "Grid changed.", "Press Validate to check it again.");
    }
    setCell(i, digit, "given");
    input.select();
  }

  // Soft keyboards (Android) often send no usable key in keydown; the value
  // arrives through `input` instead. Keep only the last digit typed.
  function onInput(ev) {
    const input = ev.target;
    if (!(input instanceof HTMLInputElement) || !input.dataset.index) return;
    const digits = input.value.replace(/[^1-9]/g, "");
    edit(Number(input.dataset.index), digits ? Number(digits[digits.length - 1]) : 0);
  }

  function onFocusIn(ev) {
    const input = ev.target;
    if (!(input instanceof HTMLInputElement) || !input.dataset.index) return;
    const i = Number(input.dataset.index);
    if (i !== focusIndex) {
      inputs[focusIndex].tabIndex = -1;
      focusIndex = i;
      input.tabIndex = 0;
    }
    input.select();
  }

  /** Reads a pasted puzzle: 81 cells of 1-9, 0 or `.`, whitespace ignored. */
  function parsePuzzle(text) {
    const compact = text.replace(/\s+/g, "");
    if (/^[0-9.]{81}$/.test(compact)) return compact;
    return null;
  }

  function onPaste(ev) {
    const text = ev.clipboardData ? ev.clipboardData.getData("text") : "";
    const target = ev.target;
    const inCell = target instanceof HTMLInputElement && target.dataset.index !== undefined;
    const puzzle = parsePuzzle(text);
    if (puzzle) {
      ev.preventDefault();
      loadLine(puzzle);
      const n = countGivens();
      say("info", "Pasted a puzzle with " + n + " given" + (n === 1 ? "" : "s") + ".");
      return;
    }
    if (inCell) {
      ev.preventDefault();
      const t = text.trim();
      if (/^[1-9]$/.test(t)) edit(Number(target.dataset.index), Number(t));
      else if (/^[0.]$/.test(t)) edit(Number(target.dataset.index), 0);
      else
        say(
          "error",
          "Paste ignored: expected one digit for a cell, or a whole puzzle of 81 cells " +
            "(1-9, with 0 or . for empty), got " + describeText(text) + ".",
        );
    }
    // Pastes elsewhere (none exist today) keep their default.
  }

  function describeText(text) {
    const compact = text.replace(/\s+/g, "");
    if (!compact) return "nothing";
    const bad = compact.match(/[^0-9.]/);
    if (bad) return compact.length + " characters including '" + bad[0] + "'";
    return compact.length + " cells";
  }

  function countGivens() {
    return kinds.filter((k) => k === "given").length;
  }

  // ---- status area --------------------------------------------------------

  /**
   * Shows a message. `kind` is "info", "ok" or "error"; the kind is also
   * spelled out in text and icon, not only in colour.
   */
  function say(kind, headline, detail) {
    statusEl.dataset.kind = kind;
    statusText.replaceChildren();
    const strong = document.createElement("strong");
    strong.textContent = headline;
    statusText.appendChild(strong);
    if (detail) statusText.appendChild(document.createTextNode(" " + detail));
  }

  function showConflicts(conflicts) {
    clearMarks();
    if (!Array.isArray(conflicts) || conflicts.length === 0) return;
    const marked = new Set();
    for (const cf of conflicts) {
      for (const cell of cf.cells || []) {
        const i = cell.row * SIZE + cell.col;
        if (i >= 0 && i < CELLS) marked.add(i);
      }
      const li = document.createElement("li");
      li.textContent = describeConflict(cf);
      conflictList.appendChild(li);
    }
    for (const i of marked) {
      inputs[i].setAttribute("aria-invalid", "true");
      inputs[i].parentElement.classList.add("conflict");
    }
    conflictList.hidden = false;
  }

  function describeConflict(cf) {
    const unit = UNITS[cf.unit] || String(cf.unit);
    const where = (cf.cells || [])
      .map((p) => "row " + (p.row + 1) + " col " + (p.col + 1))
      .join(", ");
    return "Digit " + cf.digit + " repeats in " + unit + " " + (cf.index + 1) + " (" + where + ")";
  }

  function formatMicros(us) {
    if (typeof us !== "number" || !isFinite(us)) return "an unknown time";
    if (us < 1000) return us + " µs";
    if (us < 1e6) return (us / 1000).toFixed(us < 10000 ? 2 : 1) + " ms";
    return (us / 1e6).toFixed(2) + " s";
  }

  // ---- talking to the API -------------------------------------------------

  /**
   * POSTs `{grid}` to `path`. Resolves to `{ok: true, body}` for a 2xx JSON
   * answer, and to `{ok: false, headline, detail, problem}` for anything
   * else, so that no failure can go unreported.
   */
  async function callApi(path, grid) {
    const request = { grid };
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
      return {
        ok: false,
        headline: "Network error.",
        detail: "The connection broke while reading the answer (HTTP " + res.status + ").",
      };
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
    const detail =
      typeof p.detail === "string" && p.detail
        ? p.detail
        : typeof p.title === "string"
          ? p.title
          : "HTTP " + res.status;
    const headlines = {
      invalid_grid: "The grid cannot be read.",
      conflicting_givens: "The givens conflict, so there is nothing to solve.",
      unsolvable: "This puzzle has no solution.",
      timeout: "The solver ran out of time.",
      overloaded: "The server is busy.",
      shutting_down: "The server is shutting down.",
      payload_too_large: "The request is too large.",
      malformed_json: "The request was not valid JSON.",
      internal: "The server failed unexpectedly.",
    };
    let headline = headlines[code] || (typeof p.title === "string" ? p.title + "." : "Request failed.");
    let extra = "";
    if (code === "overloaded") {
      const after = res.headers.get("retry-after");
      if (after) extra = " Try again in " + after + " s.";
    }
    if (code === "internal" && typeof p.request_id === "string") {
      extra = " (request id " + p.request_id + ")";
    }
    return { headline, detail: humanizeDetail(detail) + extra };
  }

  /**
   * The server's details name places 0-based ("(row 0, col 8)") while this
   * page's labels count from 1, so say which convention a detail uses.
   */
  function humanizeDetail(detail) {
    let s = detail.charAt(0).toUpperCase() + detail.slice(1);
    if (/\b(row|col|column|box|index) \d/.test(s)) s += " (positions in this message count from 0)";
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

  async function solve() {
    clearMarks();
    clearSolved();
    const line = gridLine(false);
    say("info", "Solving…");
    const answer = await callApi("/solve", line);
    if (!answer.ok) {
      if (answer.problem && answer.problem.code === "conflicting_givens") {
        showConflicts(answer.problem.conflicts);
      }
      say("error", answer.headline, answer.detail);
      return;
    }
    const b = answer.body;
    const solution = typeof b.solution === "string" ? b.solution : "";
    if (!/^[1-9]{81}$/.test(solution)) {
      say("error", "Unexpected answer from the server.", "The solution is not 81 digits.");
      return;
    }
    let filled = 0;
    for (let i = 0; i < CELLS; i++) {
      if (kinds[i] !== "given") {
        setCell(i, Number(solution[i]), "solved");
        filled++;
      }
    }
    const stats = b.stats || {};
    const guesses = typeof stats.guesses === "number" ? stats.guesses : null;
    const how =
      "Filled " + filled + " cell" + (filled === 1 ? "" : "s") + " in " + formatMicros(stats.micros) +
      (guesses !== null ? " (" + guesses + " guess" + (guesses === 1 ? "" : "es") + ")" : "") + ".";
    if (b.unique) say("ok", "Solved: the solution is unique.", how);
    else
      say(
        "ok",
        "Solved, but not unique: this is one of at least two solutions.",
        how,
      );
  }

  async function validate() {
    clearMarks();
    const line = gridLine(true);
    say("info", "Validating…");
    const answer = await callApi("/validate", line);
    if (!answer.ok) {
      say("error", answer.headline, answer.detail);
      return;
    }
    const v = answer.body;
    const solutions = {
      none: "no solution",
      unique: "exactly one solution",
      multiple: "more than one solution",
    };
    const facts = [
      v.valid ? "valid" : "not valid",
      v.complete ? "complete" : "not complete",
      v.solved ? "solved" : "not solved",
    ].join(", ");
    const count =
      v.solutions === null || v.solutions === undefined
        ? "Solutions: not counted, the grid has conflicts."
        : "Solutions: " + (solutions[v.solutions] || String(v.solutions)) + " (" + v.solutions + ").";
    const n = Array.isArray(v.conflicts) ? v.conflicts.length : 0;
    showConflicts(v.conflicts);
    if (n > 0) {
      say("error", "Not valid: " + n + " conflict" + (n === 1 ? "" : "s") + ".", capital(facts) + ". " + count);
    } else if (v.solved) {
      say("ok", "Solved!", capital(facts) + ". " + count);
    } else {
      say(v.solutions === "none" ? "error" : "ok", capital(facts) + ".", count);
    }
  }

  function capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
  }

  function clearGrid() {
    clearMarks();
    for (let i = 0; i < CELLS; i++) setCell(i, 0, "");
    apiLog.textContent = "No request yet.";
    say("info", "Cleared.", "Enter a puzzle or press Example.");
    moveFocus(0);
  }

  function loadExample() {
    const ex = EXAMPLES[exampleIndex % EXAMPLES.length];
    exampleIndex++;
    loadLine(ex.grid);
    say("info", "Loaded example: " + ex.name + ".", "A hard puzzle with " + countGivens() + " givens; press Solve.");
  }

  // ---- wiring ---------------------------------------------------------------

  buildGrid();
  gridEl.addEventListener("keydown", onKeyDown);
  gridEl.addEventListener("input", onInput);
  gridEl.addEventListener("focusin", onFocusIn);
  document.addEventListener("paste", onPaste);
  buttons.solve.addEventListener("click", () => run("Solve", solve));
  buttons.validate.addEventListener("click", () => run("Validate", validate));
  buttons.clear.addEventListener("click", clearGrid);
  buttons.example.addEventListener("click", loadExample);
  document.body.classList.add("ready");
})();
