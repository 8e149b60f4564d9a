// End-to-end test of the playground game (GET /) in a real headless
// Chromium, driven by playwright-core, against the real release binary on
// 127.0.0.1 (port 0: the OS picks a free one), in English, Korean and
// Japanese.
// Every state is checked by axe-core (pinned in package-lock.json) for
// serious or critical accessibility violations, and screenshotted into
// target/e2e/.
//
//   node e2e/playground.e2e.mjs          (after `cargo build --release`)
//
// Environment: SUDOKU_BIN (default target/release/sudoku-service),
// CHROMIUM (default /usr/bin/chromium), E2E_OUT (default target/e2e),
// E2E_BASE (test a server already running there instead of starting one).
// Exit code 0 when every step passed.

import { execSync, spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BIN = process.env.SUDOKU_BIN || path.join(ROOT, "target/release/sudoku-service");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const OUT = process.env.E2E_OUT || path.join(ROOT, "target/e2e");
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

// A hard puzzle (ER 4.0) whose path meets a Skyscraper, a chain of three
// links, after 32 singles.
const HARD = ".91...4.8...2.197........213.9..6.8..2.51.....17....6.1...5...3.3...7..99..6.....";

// ---- the server --------------------------------------------------------

function startServer() {
  if (process.env.E2E_BASE) {
    // A server this test did not start (the container image, say): with
    // E2E_KILL, the shell command that kills it, the offline step runs too.
    const killCommand = process.env.E2E_KILL;
    return Promise.resolve({
      base: process.env.E2E_BASE,
      stop: async () => 0,
      external: true,
      kill: killCommand ? async () => void execSync(killCommand, { stdio: "ignore" }) : null,
    });
  }
  if (!existsSync(BIN)) throw new Error(`no server binary at ${BIN}; run cargo build --release`);
  const proc = spawn(BIN, ["--addr", "127.0.0.1:0"], {
    env: { ...process.env, RUST_LOG: "info", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not log its address:\n" + log)), 20000);
    const onData = (chunk) => {
      log += chunk;
      const m = /listening on (127\.0\.0\.1:\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve({
          proc,
          base: "http://" + m[1],
          stop: () =>
            new Promise((done) => {
              // Killed by the offline step: it has exited (by a signal), and
              // waiting for "exit" again would never end, leaving the
              // test's verdict unset (node then exits 0 whatever failed).
              if (proc.exitCode !== null || proc.signalCode !== null) return done(proc.exitCode);
              proc.once("exit", (code) => done(code));
              proc.kill("SIGTERM");
            }),
        });
      }
    };
    proc.stdout.on("data", onData);
    proc.stderr.on("data", onData);
    proc.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
}

/** A text as a regular expression that matches it literally. */
const literally = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Hangul syllables: a text in Korean has some. */
const HANGUL = /[\uac00-\ud7a3]/;

/** The Korean object particle after a digit, as its reading ends (3 → 삼을, 5 → 오를). */
const eul = (d) => d + ("013678".includes(String(d)) ? "을" : "를");
const eun = (d) => d + ("013678".includes(String(d)) ? "은" : "는");

/** The API called from node, outside the page: the independent check. */
async function api(base, route, body) {
  const res = await fetch(base + route, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, `${route} answers 200`);
  return res.json();
}

// ---- steps -------------------------------------------------------------

const results = [];
async function step(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`ok   ${results.length} - ${name} (${Date.now() - t0} ms)`);
  } catch (err) {
    results.push({ name, ok: false });
    console.log(`FAIL ${results.length} - ${name} (${Date.now() - t0} ms)`);
    console.log(String(err && err.stack ? err.stack : err).replace(/^/gm, "     "));
  }
}

// ---- page helpers --------------------------------------------------------

/**
 * The English words left in what a player of `page` reads or hears,
 * apart from names (ER, LeetCode, BOJ, keys), code, the developer panel,
 * cell labels and `serverTexts` (texts the server sent, checked by their
 * Content-Language).
 */
async function englishLeftovers(page, serverTexts = []) {
  const texts = await page.evaluate(() => {
    const skip = "noscript, code, pre, .devview, #hint-text, #technique, option[lang=en]";
    const out = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement.closest(skip)) out.push(n.textContent);
    for (const el of document.querySelectorAll("[aria-label], optgroup")) out.push(el.getAttribute("aria-label") || el.label);
    return out;
  });
  const names = new Set(["ER", "EP", "ED", "API", "JSON", "LeetCode", "BOJ", "Shift", "Ctrl", "Backspace", "Delete", "P", "H", "Z", "Y", "ID", "sudoku-service", "main.js", "openapi.yaml", "healthz"]);
  return serverTexts
    .reduce((all, said) => all.split(said).join(" "), texts.join(" "))
    .replace(/\br\dc\d\b/g, "")
    .match(/[A-Za-z][A-Za-z.-]*[A-Za-z]|[A-Za-z]/g)
    ?.filter((w) => !names.has(w)) || [];
}

/** Every cell: its digit, its pencil marks, its classes and label. */
async function readCells(page) {
  return page.$$eval("#grid [role=gridcell]", (cells) =>
    cells.map((el) => ({
      label: el.getAttribute("aria-label"),
      value: el.querySelector(".v").textContent,
      marks: [...el.querySelectorAll(".m span.on")].map((s) => s.dataset.d).join(""),
      classes: el.className,
      invalid: el.getAttribute("aria-invalid") === "true",
    })),
  );
}

async function gridLine(page) {
  return (await readCells(page)).map((c) => c.value || ".").join("");
}

async function statusText(page) {
  return (await page.textContent("#status")).replace(/\s+/g, " ").trim();
}

/** Waits until no request is in flight. */
async function idle(page) {
  await page.waitForFunction(() => document.body.classList.contains("ready") && !document.body.classList.contains("busy"));
}

/** Clicks a button that calls the API and waits for the page to settle. */
async function press(page, selector) {
  await page.click(selector);
  await idle(page);
  return statusText(page);
}

/** The puzzle of the current game, from the share link. */
async function sharedPuzzle(page) {
  const href = await page.getAttribute("#share-link", "href");
  const m = /#p=([1-9.]{81})$/.exec(href);
  assert.ok(m, `share link ${href}`);
  return m[1];
}

const axeReports = [];
/** axe-core on the page as it is now: no serious or critical violation. */
async function axeCheck(page, state) {
  // Evaluated through the DevTools protocol, not as a <script> element, so
  // the page's CSP (script-src 'self') neither blocks it nor is bypassed.
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
  });
  axeReports.push({ state, violations });
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  assert.deepEqual(bad, [], `axe: serious/critical violations in state "${state}"`);
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(OUT, name), fullPage: true });
}

/** Hint → Apply until the game is solved; returns the number of steps. */
async function solveWithHints(page, onFirst) {
  let steps = 0;
  for (;;) {
    await press(page, "#hint");
    if (/Solved!/.test(await statusText(page))) return steps;
    assert.ok(await page.isVisible("#hint-panel"), "a hint is shown: " + (await statusText(page)));
    if (steps === 0 && onFirst) await onFirst();
    await page.click("#hint-apply");
    await idle(page);
    steps++;
    if (/Solved!/.test(await statusText(page))) return steps;
    assert.ok(steps <= 81, "too many steps");
  }
}

// ---- main ------------------------------------------------------------------

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const base = server.base;
  console.log(`server: ${base} (${server.external ? "external" : BIN})`);
  const profile = mkdtempSync(path.join(tmpdir(), "sudoku-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1100, height: 900 },
    deviceScaleFactor: 1,
    locale: "en-US",
  });

  // Until the server has the technique catalogue (issue 28, another
  // branch), every page load's GET /techniques is a 404 that Chromium logs;
  // the page hides the practice choice then. Those lines are expected.
  const techniquesRes = await fetch(base + "/techniques");
  const techniquesAbsent = techniquesRes.status === 404;
  if (techniquesAbsent) console.log("notice: GET /techniques answers 404: practice steps are skipped, the choice must be hidden");

  // Console errors, page errors, CSP violations and requests, per page.
  const consoleErrors = [];
  // Browser log lines for error statuses this test provokes on purpose
  // (Chromium logs every 4xx/5xx fetch); anything else is a failure.
  let allowedNetworkErrors = [];
  const allowedSeen = [];
  const requests = [];
  function watch(page) {
    page.on("console", (msg) => {
      if (msg.type() !== "error" && msg.type() !== "warning") return;
      const text = msg.text();
      const catalogue404 = techniquesAbsent && /status of 404/.test(text) && /\/techniques$/.test(msg.location().url || "");
      if (msg.type() === "error" && (catalogue404 || allowedNetworkErrors.some((re) => re.test(text)))) {
        allowedSeen.push(text);
        return;
      }
      if (msg.type() === "error" || /Content Security Policy/i.test(text)) consoleErrors.push(text);
    });
    page.on("pageerror", (err) => consoleErrors.push("pageerror: " + err.message));
    page.on("request", (req) => requests.push(req.url()));
  }
  // Records CSP violations in the page itself (runs before any page script;
  // injected by the driver, so not subject to the page's CSP).
  const recordCsp = () => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
  };
  await context.addInitScript(recordCsp);
  const cspSeen = [];
  async function collectCsp(page) {
    cspSeen.push(...(await page.evaluate(() => window.__csp)));
  }

  const page = context.pages()[0] || (await context.newPage());
  watch(page);

  await step("GET / serves the game with a strict CSP and starts an easy puzzle by itself", async () => {
    const res = await page.goto(base + "/", { waitUntil: "load" });
    assert.equal(res.status(), 200);
    const h = res.headers();
    assert.equal(h["content-type"], "text/html; charset=utf-8");
    assert.match(h["content-security-policy"], /default-src 'none'/);
    assert.match(h["content-security-policy"], /script-src 'self'/);
    await idle(page);
    assert.equal(await page.title(), "Sudoku service · playground");
    assert.equal(await page.getAttribute("html", "lang"), "en", "an English browser gets the page in English");
    assert.equal(await page.inputValue("#lang"), "en");
    const cells = await readCells(page);
    assert.equal(cells.length, 81);
    cells.forEach((c, i) => assert.ok(c.label.startsWith(`row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}, `), c.label));
    assert.equal(await page.$$eval("#grid [role=row]", (r) => r.length), 9);
    assert.match(await page.textContent("#puzzle-info"), /Level: easy · ER [12]\.\d/);
    const puzzle = await sharedPuzzle(page);
    assert.equal(await gridLine(page), puzzle, "the grid shows the puzzle of the share link");
    assert.equal(new URL(page.url()).hash, "#p=" + puzzle, "the address is the share link");
    await axeCheck(page, "new game");
    await shot(page, "start.png");
  });

  await step("an easy puzzle finished with only Hint → Apply; the grid is the /solve answer", async () => {
    await page.selectOption("#level", "easy");
    const status = await press(page, "#new-game");
    assert.match(status, /New easy puzzle\. \d+ givens, rated ER [12]\.\d\./);
    const puzzle = await sharedPuzzle(page);
    let firstHint = null;
    const steps = await solveWithHints(page, async () => {
      // The three depths, one at a time.
      assert.match(await page.textContent("#hint-title"), /Hint 1 of 3/);
      const nudge = await page.textContent("#hint-text");
      assert.match(nudge, /^Look at (row|column|box) \d\.$/);
      assert.ok((await page.$$("#grid .cell.hl-house")).length >= 9, "the house is highlighted");
      await page.click("#hint-more");
      assert.match(await page.textContent("#hint-title"), /Hint 2 of 3/);
      assert.ok((await page.$$("#grid .cell.hl-cell")).length >= 1, "the pattern's cells are highlighted");
      await page.click("#hint-more");
      assert.match(await page.textContent("#hint-title"), /Hint 3 of 3/);
      firstHint = await page.textContent("#hint-text");
      assert.match(firstHint, /r\dc\d/, "the whole step names its cell");
      assert.ok(await page.isDisabled("#hint-more"));
      assert.equal((await page.$$("#grid .cell.preview")).length, 1, "the placement is previewed");
      await axeCheck(page, "hint, full depth");
      await shot(page, "hint.png");
    });
    const final = await gridLine(page);
    const solved = await api(base, "/solve", { grid: puzzle });
    assert.equal(solved.unique, true);
    assert.equal(final, solved.solution, "the grid is the solution");
    const status2 = await statusText(page);
    assert.match(status2, new RegExp(`Solved! Well done\\. Time \\d+:\\d\\d, ${steps} hints used\\.`));
    assert.equal(await page.textContent("#hints-used"), String(steps));
    assert.ok(await page.isDisabled("#undo"), "a finished game cannot be undone");
    await shot(page, "solved.png");
    assert.match(await press(page, "#check"), /This game is finished\./);
    console.log(`     ${steps} steps; first: ${firstHint}`);
    await axeCheck(page, "solved");
  });

  await step("pencil marks: Shift+digit and pencil mode, drawn small; undo; reload keeps it all", async () => {
    await page.selectOption("#level", "medium");
    await press(page, "#new-game");
    const puzzle = await sharedPuzzle(page);
    const i = puzzle.indexOf(".");
    const id = `#cell-${Math.floor(i / 9)}-${i % 9}`;
    await page.focus(id);
    await page.keyboard.press("Shift+3"); // the modifier key
    await page.keyboard.press("p"); // pencil mode
    assert.equal(await page.getAttribute("#pencil", "aria-pressed"), "true");
    await page.keyboard.press("5");
    await page.keyboard.press("7");
    let cell = (await readCells(page))[i];
    assert.equal(cell.value, "");
    assert.equal(cell.marks, "357");
    assert.match(cell.label, /empty, marks 3 5 7$/);
    // Marks are drawn small, each in its own place of a 3×3 layout.
    const sizes = await page.$eval(id, (el) => ({
      mark: parseFloat(getComputedStyle(el.querySelector(".m span.on"), "::before").fontSize),
      digit: parseFloat(getComputedStyle(el.querySelector(".v")).fontSize),
      pos3: el.querySelector('.m span[data-d="3"]').getBoundingClientRect().toJSON(),
      pos7: el.querySelector('.m span[data-d="7"]').getBoundingClientRect().toJSON(),
    }));
    assert.ok(sizes.mark < sizes.digit / 1.8, `marks ${sizes.mark}px vs digits ${sizes.digit}px`);
    assert.ok(sizes.pos3.x > sizes.pos7.x && sizes.pos3.y < sizes.pos7.y, "3 top right, 7 bottom left");
    await page.locator(".grid-wrap").screenshot({ path: path.join(OUT, "marks.png") });
    await axeCheck(page, "pencil marks");
    await page.keyboard.press("Control+z");
    cell = (await readCells(page))[i];
    assert.equal(cell.marks, "35", "undo removes the last mark");
    await page.keyboard.press("Control+y");
    await page.keyboard.press("Control+z");
    const before = await readCells(page);
    await page.reload({ waitUntil: "load" });
    await idle(page);
    assert.deepEqual(await readCells(page).then((cs) => cs.map((c) => [c.value, c.marks])), before.map((c) => [c.value, c.marks]));
    assert.equal(await sharedPuzzle(page), puzzle);
    assert.match(await statusText(page), /Welcome back/);
    assert.equal(await page.getAttribute("#pencil", "aria-pressed"), "true", "pencil mode survives");
    await page.click("#redo"); // the redo stack survives too
    assert.equal((await readCells(page))[i].marks, "357");
    await page.click("#undo");
    assert.equal((await readCells(page))[i].marks, "35");
    await shot(page, "reloaded.png");
  });

  await step("fill all candidates, auto-removal from peers on placing, clear marks", async () => {
    await page.click("#fill-marks");
    const puzzle = await sharedPuzzle(page);
    let cells = await readCells(page);
    const solved = await api(base, "/solve", { grid: puzzle });
    for (let k = 0; k < 81; k++) {
      if (puzzle[k] !== ".") continue;
      assert.ok(cells[k].marks.length >= 1, `cell ${k} has candidates`);
      assert.ok(cells[k].marks.includes(solved.solution[k]), `cell ${k}'s candidates hold its digit`);
    }
    const i = puzzle.indexOf(".");
    const d = solved.solution[i];
    await page.keyboard.press("p"); // back to placing digits
    await page.focus(`#cell-${Math.floor(i / 9)}-${i % 9}`);
    await page.keyboard.press(d);
    cells = await readCells(page);
    assert.equal(cells[i].value, d);
    const r = Math.floor(i / 9);
    for (let c = 0; c < 9; c++) assert.ok(!cells[r * 9 + c].marks.includes(d), `row peer ${c} lost its ${d}`);
    await page.click("#clear-marks");
    cells = await readCells(page);
    assert.equal(cells.map((c) => c.marks).join(""), "", "no marks left");
    await page.click("#undo");
    assert.ok((await readCells(page)).some((c) => c.marks), "undo brings the marks back");
  });

  await step("a wrong digit: Check marks that cell and says so in words", async () => {
    const puzzle = await sharedPuzzle(page);
    const solved = await api(base, "/solve", { grid: puzzle });
    const i = (await gridLine(page)).lastIndexOf(".");
    const wrong = String((Number(solved.solution[i]) % 9) + 1);
    await page.focus(`#cell-${Math.floor(i / 9)}-${i % 9}`);
    await page.keyboard.press(wrong);
    const status = await press(page, "#check");
    const r = Math.floor(i / 9) + 1;
    const c = (i % 9) + 1;
    assert.match(status, /Check found \d+ mistakes?:/);
    assert.match(status, new RegExp(`The ${wrong} in row ${r}, column ${c} is wrong\\.`));
    const cells = await readCells(page);
    assert.ok(cells[i].invalid && /\bmistake\b/.test(cells[i].classes), "the cell is marked");
    assert.match(cells[i].label, /, mistake/);
    const badge = await page.$eval(`#cell-${r - 1}-${c - 1}`, (el) => getComputedStyle(el, "::after").content);
    assert.equal(badge, '"!"', "a non-colour marker");
    // Only that cell (and any cell it conflicts with) is marked.
    const marked = cells.map((x, k) => (x.invalid ? k : -1)).filter((k) => k >= 0);
    assert.ok(marked.includes(i) && marked.every((k) => puzzle[k] === "."), `marked ${marked}`);
    await axeCheck(page, "mistake");
    await shot(page, "mistake.png");
    // A hint with a mistake on the grid says to fix it first.
    const h = await press(page, "#hint");
    assert.match(h, /Fix these first/);
    await page.keyboard.press("Control+z"); // focus left the grid: undo is page-wide
    const again = await press(page, "#check");
    assert.match(again, /No mistakes so far\./);
    assert.ok(!(await readCells(page))[i].invalid);
  });

  await step("a shared link opens a hard puzzle; Hint reaches a chain and draws its links", async () => {
    await page.goto(base + "/#p=" + HARD);
    await idle(page);
    assert.equal(await gridLine(page), HARD);
    assert.match(await page.textContent("#puzzle-info"), /Level: hard · ER 4\.0 .*hardest step: Skyscraper · shared link/);
    let found = null;
    for (let k = 0; k < 60 && !found; k++) {
      const answer = page.waitForResponse((r) => r.url().endsWith("/hint"));
      await page.click("#hint");
      const body = await (await answer).json();
      await idle(page);
      assert.equal(body.kind, "step", JSON.stringify(body).slice(0, 200));
      if (body.step.links.length) {
        found = body.step;
        break;
      }
      await page.click("#hint-apply");
      await idle(page);
    }
    assert.ok(found, "a step with links");
    assert.equal(await page.$$eval("#links path", (p) => p.length), 0, "no links at the nudge");
    await page.click("#hint-more");
    const drawn = await page.$$eval("#links path", (ps) => ps.map((p) => p.getAttribute("class")));
    assert.deepEqual(drawn, found.links.map((l) => "link " + (l.strong ? "strong" : "weak")), "one line per link");
    // The ends sit on the linked candidates' cells.
    const grid = await page.locator("#grid").boundingBox();
    const ends = await page.$$eval("#links circle", (cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
    const cellSize = grid.width / 9;
    found.links.forEach((l, k) => {
      const e = ends[2 * k];
      const col = Math.floor((e.x + e.width / 2 - grid.x) / cellSize);
      const row = Math.floor((e.y + e.height / 2 - grid.y) / cellSize);
      assert.deepEqual([row, col], [l.from.row, l.from.col], `link ${k} starts on its cell`);
    });
    await page.click("#hint-more");
    assert.match(await page.textContent("#hint-text"), new RegExp(found.technique.name));
    assert.equal(
      await page.$$eval("#grid .m span.elim", (s) => s.length),
      found.eliminations.length,
      "the eliminations are shown",
    );
    console.log(`     ${found.technique.name}: ${found.links.length} links`);
    await axeCheck(page, "chain hint");
    await shot(page, "chain.png");
    // Apply removes exactly those candidates.
    await page.click("#hint-apply");
    const cells = await readCells(page);
    for (const e of found.eliminations) assert.ok(!cells[e.row * 9 + e.col].marks.includes(String(e.digit)), "eliminated");
  });

  await step("the learner option asks /hint for the learner path, closes an open hint, and is kept on reload", async () => {
    await press(page, "#hint");
    assert.ok(await page.isVisible("#hint-panel"));
    await page.check("#learner-hints");
    assert.ok(await page.isHidden("#hint-panel"), "the hint found on SE's path is closed");
    const request = page.waitForRequest((r) => r.url().endsWith("/hint"));
    await press(page, "#hint");
    assert.equal((await request).postDataJSON().style, "learner");
    assert.ok(await page.isVisible("#hint-panel"), "a learner hint is shown: " + (await statusText(page)));
    await page.reload();
    await idle(page);
    assert.ok(await page.isChecked("#learner-hints"), "kept with the saved game");
    await page.uncheck("#learner-hints");
  });

  await step("keyboard only: level, New game, move, place, mark, undo, hint, apply", async () => {
    await page.goto(base + "/");
    await idle(page);
    await page.focus("body");
    const tabTo = async (pred, what) => {
      for (let k = 0; k < 40; k++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate(pred)) return;
      }
      throw new Error("Tab never reached " + what);
    };
    await tabTo(() => document.activeElement.id === "level", "the level picker");
    await page.keyboard.press("Home"); // easy
    await page.keyboard.press("ArrowDown"); // medium
    assert.equal(await page.inputValue("#level"), "medium");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "new-game");
    const ring = await page.$eval("#new-game", (el) => getComputedStyle(el).outlineStyle);
    assert.equal(ring, "solid", "focus is visible");
    await page.keyboard.press("Enter");
    await idle(page);
    assert.match(await statusText(page), /New medium puzzle/);
    const puzzle = await sharedPuzzle(page);
    // New game puts the focus on the first empty cell; walk to another one.
    assert.equal(
      await page.evaluate(() => Number(document.activeElement.dataset.index)),
      puzzle.indexOf("."),
      "the focus is on the first empty cell",
    );
    // Tab leaves the grid (one tab stop) and Shift+Tab comes back to the same cell.
    await page.keyboard.press("Tab");
    assert.notEqual(await page.evaluate(() => document.activeElement.getAttribute("role")), "gridcell");
    await page.keyboard.press("Shift+Tab");
    assert.equal(await page.evaluate(() => Number(document.activeElement.dataset.index)), puzzle.indexOf("."));
    const i = puzzle.lastIndexOf(".");
    let at = await page.evaluate(() => Number(document.activeElement.dataset.index));
    while (Math.floor(at / 9) < Math.floor(i / 9)) (await page.keyboard.press("ArrowDown"), at += 9);
    while (at % 9 < i % 9) (await page.keyboard.press("ArrowRight"), at++);
    while (at % 9 > i % 9) (await page.keyboard.press("ArrowLeft"), at--);
    assert.equal(await page.evaluate(() => Number(document.activeElement.dataset.index)), i);
    await page.keyboard.press("4");
    assert.equal((await readCells(page))[i].value, "4");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Shift+8");
    assert.equal((await readCells(page))[i].marks, "8");
    await page.keyboard.press("Control+z");
    assert.equal((await readCells(page))[i].marks, "");
    await page.keyboard.press("h");
    await idle(page);
    assert.ok(await page.isVisible("#hint-panel"));
    await tabTo(() => document.activeElement.id === "hint-apply", "Apply step");
    const before = await gridLine(page);
    await page.keyboard.press("Enter");
    await idle(page);
    const after = await gridLine(page);
    assert.notEqual(after, before, "the step was applied");
    const placedAt = [...after].findIndex((ch, k) => ch !== before[k]);
    assert.equal(
      await page.evaluate(() => Number(document.activeElement.dataset.index)),
      placedAt,
      "the focus goes back to the grid, on the placed digit",
    );
    assert.match(
      await statusText(page),
      new RegExp(`Applied\\. Placed ${after[placedAt]} in r${Math.floor(placedAt / 9) + 1}c${(placedAt % 9) + 1}\\.`),
    );
    await axeCheck(page, "keyboard pass");
    await shot(page, "keyboard.png");
  });

  await step("360 px wide phone: no horizontal scrolling, grid and pad fit, a hint open", async () => {
    const phone = await context.newPage();
    watch(phone);
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(base + "/");
    await idle(phone);
    await press(phone, "#hint");
    await phone.click("#hint-more");
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `page is ${width} px wide`);
    const box = await phone.locator("#grid").boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360 && box.width >= 300, `grid spans ${box.x}..${box.x + box.width}`);
    const cell = await phone.locator("#cell-0-0").boundingBox();
    assert.ok(cell.width >= 32 && cell.height >= 32, `cells are ${cell.width}×${cell.height}`);
    const rights = await phone.$$eval("button, select, textarea", (bs) => bs.map((b) => b.getBoundingClientRect().right));
    assert.ok(rights.every((r) => r <= 360), "controls fit: " + rights.filter((r) => r > 360));
    await axeCheck(phone, "360 px");
    await phone.screenshot({ path: path.join(OUT, "mobile.png"), fullPage: true });
    await collectCsp(phone);
    await phone.close();
  });

  await step("language switch: Korean and back, remembered across reloads; <html lang> and Accept-Language follow", async () => {
    await page.goto(base + "/");
    await idle(page);
    assert.equal(await page.getAttribute("html", "lang"), "en");
    const sent = [];
    const onRequest = (req) => {
      if (/\/(hint|generate|grade|validate|solve|techniques)$/.test(new URL(req.url()).pathname))
        sent.push([new URL(req.url()).pathname, req.headers()["accept-language"]]);
    };
    page.on("request", onRequest);
    await page.selectOption("#lang", "ko");
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    assert.equal(await page.textContent("#new-game"), "새 게임");
    assert.match(await page.textContent("#pencil"), /^메모: (켬|끔)$/);
    assert.equal(await page.title(), "스도쿠 서비스 · 플레이그라운드");
    assert.match(await statusText(page), /한국어로 표시합니다\./);
    assert.match((await readCells(page))[10].label, /^2행 2열, /);
    await page.reload({ waitUntil: "load" });
    await idle(page);
    assert.equal(await page.getAttribute("html", "lang"), "ko", "the choice survives a reload");
    assert.equal(await page.inputValue("#lang"), "ko");
    assert.match(await statusText(page), /다시 오셨네요/);
    assert.match(await press(page, "#check"), /지금까지 오류가 없습니다\. 남은 칸 \d+개\.|오류 \d+개를 찾았습니다/);
    await page.selectOption("#lang", "en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await page.reload({ waitUntil: "load" });
    await idle(page);
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.equal(await page.textContent("#new-game"), "New game");
    assert.match(await press(page, "#check"), /No mistakes so far\.|Check found/);
    page.off("request", onRequest);
    const hints = sent.filter(([path]) => path === "/hint").map(([, l]) => l);
    assert.deepEqual(hints, ["ko", "en"], "Check asked /hint in the page's language");
    assert.ok(sent.every(([, l]) => l === "ko" || l === "en"), "every call says its language: " + JSON.stringify(sent));
  });

  await step("Korean: a Korean browser gets every text in Korean; play, hint, mistake, phone width", async () => {
    // A browser of its own: the page follows navigator.languages, which is
    // the browser's locale.
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const ctx = await browser.newContext({ locale: "ko-KR", viewport: { width: 1100, height: 900 } });
      await ctx.addInitScript(recordCsp);
      const ko = await ctx.newPage();
      watch(ko);
      const sent = [];
      ko.on("request", (req) => {
        const path = new URL(req.url()).pathname;
        if (/^\/(hint|generate|grade|validate|solve|techniques)$/.test(path)) sent.push([path, req.headers()["accept-language"]]);
      });
      await ko.goto(base + "/");
      await idle(ko);
      assert.equal(await ko.evaluate(() => navigator.languages[0]), "ko-KR");
      assert.equal(await ko.getAttribute("html", "lang"), "ko");
      assert.equal(await ko.inputValue("#lang"), "ko");
      assert.equal(await ko.title(), "스도쿠 서비스 · 플레이그라운드");
      assert.equal(await ko.textContent("#hint"), "힌트");
      assert.match(await ko.textContent("#level option[value=expert]"), /^전문가 \(ER 4\.5–6\.4\)$/);
      assert.match(await statusText(ko), /^새 퍼즐입니다 \(난이도: 쉬움\)\. 주어진 숫자 \d+개, ER \d\.\d\. 행운을 빌어요!$/);
      assert.match(await ko.textContent("#puzzle-info"), /^난이도: 쉬움 · ER \d\.\d .*새로 만든 퍼즐, 시드 \d+$/);
      const cells = await readCells(ko);
      cells.forEach((c, i) => assert.ok(c.label.startsWith(`${Math.floor(i / 9) + 1}행 ${(i % 9) + 1}열, `), c.label));

      // One table: the same keys in both languages, every key the page names in it.
      const table = await ko.evaluate(async () => {
        const shape = (o) => Object.keys(o).sort().map((k) => (o[k] && typeof o[k] === "object" && !Array.isArray(o[k]) ? k + "{" + shape(o[k]) + "}" : k)).join(",");
        const m = (await import("/playground/lang.js")).MESSAGES;
        const named = [...document.querySelectorAll("[data-i18n],[data-i18n-aria],[data-i18n-parts]")].flatMap((el) =>
          [el.dataset.i18n, el.dataset.i18nAria, el.dataset.i18nParts].filter(Boolean),
        );
        return { en: shape(m.en), ko: shape(m.ko), missing: named.filter((k) => !(k in m.ko) || !(k in m.en)) };
      });
      assert.equal(table.ko, table.en, "the Korean table has exactly the English keys");
      assert.deepEqual(table.missing, [], "keys named by the page");

      // Nothing left in English that a player reads or hears, apart from
      // names (ER, LeetCode, BOJ, keys), code, the developer panel and
      // texts the server sends (checked below by their Content-Language).
      const leftovers = (serverTexts = []) => englishLeftovers(ko, serverTexts);
      assert.deepEqual(await leftovers(), [], "English words in the Korean page");
      await axeCheck(ko, "Korean, new game");
      await ko.screenshot({ path: path.join(OUT, "ko-start.png"), fullPage: true });

      // A hint, asked in Korean, shown at its three depths.
      const answer = ko.waitForResponse((res) => res.url().endsWith("/hint"));
      await ko.click("#hint");
      const res = await answer;
      await idle(ko);
      const step = (await res.json()).step;
      assert.equal(res.request().headers()["accept-language"], "ko");
      assert.match(await ko.textContent("#hint-title"), /^힌트 1\/3: 어디를 볼까요$/);
      await ko.click("#hint-more");
      await ko.click("#hint-more");
      assert.match(await ko.textContent("#hint-title"), /^힌트 3\/3: 전체 풀이$/);
      assert.match(await ko.textContent("#hint-text .technique"), / \(.+, 난이도 점수 \d\.\d\)$/);
      const spoken = res.headers()["content-language"];
      if (spoken === "ko") {
        for (const depth of ["nudge", "hint", "full"]) assert.match(step.explanation[depth], HANGUL, `the ${depth} is in Korean`);
        assert.equal(await ko.textContent("#hint-text .depth-2"), " " + step.explanation.full);
      } else {
        console.log(`     notice: /hint answers Content-Language: ${spoken || "(none)"}; the hint's own text is checked to be Korean once the server speaks Korean`);
      }
      // The server's texts (checked above) are taken out: the page's own must be Korean.
      const served = [step.explanation.nudge, step.explanation.hint, step.explanation.full, step.technique.name];
      assert.deepEqual(await leftovers(served), [], "English words in the Korean page, a hint open");
      await axeCheck(ko, "Korean, hint");
      await ko.screenshot({ path: path.join(OUT, "ko-hint.png"), fullPage: true });
      const p = step.placements[0];
      await ko.click("#hint-apply");
      if (p) assert.match(await statusText(ko), literally(`적용했습니다. r${p.row + 1}c${p.col + 1}에 ${eul(p.digit)} 넣었습니다.`));

      // A wrong digit, found by Check, said in Korean.
      const puzzle = await sharedPuzzle(ko);
      const solved = await api(base, "/solve", { grid: puzzle });
      const i = (await gridLine(ko)).lastIndexOf(".");
      const wrong = String((Number(solved.solution[i]) % 9) + 1);
      await ko.focus(`#cell-${Math.floor(i / 9)}-${i % 9}`);
      await ko.keyboard.press(wrong);
      const status = await press(ko, "#check");
      const where = `${Math.floor(i / 9) + 1}행 ${(i % 9) + 1}열`;
      assert.match(status, /^오류 \d+개를 찾았습니다:/);
      assert.match(status, literally(`${where}의 ${eun(wrong)} 틀렸습니다.`));
      assert.match((await readCells(ko))[i].label, literally(`${where}, ${wrong}, 오류`));
      assert.deepEqual(await leftovers(), [], "English words in the Korean page, a mistake shown");
      await axeCheck(ko, "Korean, mistake");
      await ko.screenshot({ path: path.join(OUT, "ko-mistake.png"), fullPage: true });

      // The practice choice, when the server has a catalogue: its level
      // groups are ours, its names the server's (in Korean once it speaks it).
      if (!techniquesAbsent) {
        await ko.waitForSelector("#practice-row:not([hidden])");
        const groups = await ko.$$eval("#technique optgroup", (gs) => gs.map((g) => g.label));
        assert.ok(groups.length && groups.every((g) => HANGUL.test(g)), "level groups in Korean: " + groups);
      } else assert.ok(await ko.isHidden("#practice-row"), "no catalogue, no practice choice");

      // Korean words are longer than English ones: the phone layout still fits.
      await ko.setViewportSize({ width: 360, height: 780 });
      const width = await ko.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `page is ${width} px wide`);
      const rights = await ko.$$eval("button, select, textarea, label", (bs) => bs.map((b) => b.getBoundingClientRect().right));
      assert.ok(rights.every((r) => r <= 360), "controls fit: " + rights.filter((r) => r > 360));
      await axeCheck(ko, "Korean, 360 px");
      await ko.screenshot({ path: path.join(OUT, "ko-mobile.png"), fullPage: true });

      assert.ok(sent.length >= 4, "calls made: " + sent.length);
      assert.deepEqual(sent.filter(([, l]) => l !== "ko"), [], "every API call asks for Korean");
      cspSeen.push(...(await ko.evaluate(() => window.__csp)));
    } finally {
      await browser.close();
    }
  });

  await step("Japanese: a Japanese browser gets every text in Japanese; the switch, hint, mistake, phone width", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const ctx = await browser.newContext({ locale: "ja-JP", viewport: { width: 1100, height: 900 } });
      await ctx.addInitScript(recordCsp);
      const ja = await ctx.newPage();
      watch(ja);
      const sent = [];
      ja.on("request", (req) => {
        const path = new URL(req.url()).pathname;
        if (/^\/(hint|generate|grade|validate|solve|techniques)$/.test(path)) sent.push([path, req.headers()["accept-language"]]);
      });
      await ja.goto(base + "/");
      await idle(ja);
      assert.equal(await ja.evaluate(() => navigator.languages[0]), "ja-JP");
      assert.equal(await ja.getAttribute("html", "lang"), "ja");
      assert.equal(await ja.inputValue("#lang"), "ja");
      assert.equal(await ja.title(), "数独サービス · プレイグラウンド");
      assert.equal(await ja.textContent("#hint"), "ヒント");
      assert.equal(await ja.textContent("#undo"), "元に戻す");
      assert.equal(await ja.textContent("#fill-marks"), "候補数字をすべて記入");
      assert.match(await ja.textContent("#pencil"), /^メモ: (オン|オフ)$/);
      assert.match(await ja.textContent("#level option[value=expert]"), /^エキスパート（ER 4\.5–6\.4）$/);
      assert.match(await statusText(ja), /^新しい問題です（難易度: 初級）。 問題の数字 \d+ 個、ER \d\.\d。がんばってください！$/);
      assert.match(await ja.textContent("#puzzle-info"), /^難易度: 初級 · ER \d\.\d .*新しく作った問題、シード \d+$/);
      const cells = await readCells(ja);
      cells.forEach((c, i) => assert.ok(c.label.startsWith(`${Math.floor(i / 9) + 1}行${(i % 9) + 1}列, `), c.label));

      // Nothing left in English but names, code and the server's texts.
      const leftovers = (serverTexts = []) => englishLeftovers(ja, serverTexts);
      assert.deepEqual(await leftovers(), [], "English words in the Japanese page");
      await axeCheck(ja, "Japanese, new game");
      await ja.screenshot({ path: path.join(OUT, "ja-start.png"), fullPage: true });

      // A hint, asked in Japanese, at its three depths.
      const answer = ja.waitForResponse((res) => res.url().endsWith("/hint"));
      await ja.click("#hint");
      const res = await answer;
      await idle(ja);
      const hinted = (await res.json()).step;
      assert.equal(res.request().headers()["accept-language"], "ja");
      assert.match(await ja.textContent("#hint-title"), /^ヒント 1\/3: どこを見るか$/);
      await ja.click("#hint-more");
      await ja.click("#hint-more");
      assert.match(await ja.textContent("#hint-title"), /^ヒント 3\/3: 全体の解説$/);
      assert.match(await ja.textContent("#hint-text .technique"), /^（.+、難易度 \d\.\d(、.+)?）$/);
      const spoken = res.headers()["content-language"];
      if (spoken === "ja") {
        for (const depth of ["nudge", "hint", "full"]) assert.match(hinted.explanation[depth], /[\u3040-\u30ff\u4e00-\u9fff]/, `the ${depth} is in Japanese`);
        assert.equal(await ja.textContent("#hint-text .depth-2"), " " + hinted.explanation.full);
      } else {
        console.log(`     notice: /hint answers Content-Language: ${spoken || "(none)"} to ja; the hint's own text is checked to be Japanese once the server speaks Japanese`);
      }
      const served = [hinted.explanation.nudge, hinted.explanation.hint, hinted.explanation.full, hinted.technique.name];
      assert.deepEqual(await leftovers(served), [], "English words in the Japanese page, a hint open");
      await axeCheck(ja, "Japanese, hint");
      await ja.screenshot({ path: path.join(OUT, "ja-hint.png"), fullPage: true });
      const p = hinted.placements[0];
      await ja.click("#hint-apply");
      if (p) assert.match(await statusText(ja), literally(`適用しました。 r${p.row + 1}c${p.col + 1}に${p.digit}を入れました。`));

      // A wrong digit, found by Check, said in Japanese.
      const puzzle = await sharedPuzzle(ja);
      const solved = await api(base, "/solve", { grid: puzzle });
      const i = (await gridLine(ja)).lastIndexOf(".");
      const wrong = String((Number(solved.solution[i]) % 9) + 1);
      await ja.focus(`#cell-${Math.floor(i / 9)}-${i % 9}`);
      await ja.keyboard.press(wrong);
      const status = await press(ja, "#check");
      const where = `${Math.floor(i / 9) + 1}行${(i % 9) + 1}列`;
      assert.match(status, /^ミスが \d+ 個見つかりました:/);
      assert.match(status, literally(`${where}の ${wrong} は間違いです。`));
      assert.match((await readCells(ja))[i].label, literally(`${where}, ${wrong}, ミス`));
      assert.deepEqual(await leftovers(), [], "English words in the Japanese page, a mistake shown");
      await axeCheck(ja, "Japanese, mistake");
      await ja.screenshot({ path: path.join(OUT, "ja-mistake.png"), fullPage: true });

      // The switch: Korean and back to Japanese, kept across a reload.
      await ja.selectOption("#lang", "ko");
      await ja.waitForFunction(() => document.documentElement.lang === "ko");
      assert.equal(await ja.textContent("#new-game"), "새 게임");
      await ja.selectOption("#lang", "ja");
      await ja.waitForFunction(() => document.documentElement.lang === "ja");
      assert.match(await statusText(ja), /日本語で表示します。/);
      await ja.reload({ waitUntil: "load" });
      await idle(ja);
      assert.equal(await ja.getAttribute("html", "lang"), "ja", "the choice survives a reload");
      assert.match(await statusText(ja), /おかえりなさい/);

      // The phone layout still fits.
      await ja.setViewportSize({ width: 360, height: 780 });
      const width = await ja.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `page is ${width} px wide`);
      const rights = await ja.$$eval("button, select, textarea, label", (bs) => bs.map((b) => b.getBoundingClientRect().right));
      assert.ok(rights.every((r) => r <= 360), "controls fit: " + rights.filter((r) => r > 360));
      await axeCheck(ja, "Japanese, 360 px");
      await ja.screenshot({ path: path.join(OUT, "ja-mobile.png"), fullPage: true });

      assert.ok(sent.length >= 4, "calls made: " + sent.length);
      assert.deepEqual(sent.filter(([, l]) => l !== "ja" && l !== "ko"), [], "every API call asks for the page's language");
      cspSeen.push(...(await ja.evaluate(() => window.__csp)));
    } finally {
      await browser.close();
    }
  });

  await step("your own puzzle: an 81-character line, BOJ 2580's nine lines, a LeetCode board; malformed ones named", async () => {
    const made = await api(base, "/generate", { level: "medium", count: 4, seed: 28 });
    const [p1, p2, p3, p4] = made.puzzles.map((p) => p.puzzle);
    const rows = (p) => [...Array(9).keys()].map((r) => [...p.slice(9 * r, 9 * r + 9)]);
    const boj = (p) => rows(p).map((r) => r.map((ch) => (ch === "." ? "0" : ch)).join(" ")).join("\n") + "\n";
    const leetcode = (p) => JSON.stringify(rows(p));
    const leetcodeSpread = (p) => "board = [\n" + rows(p).map((r) => "  [" + r.map((c) => `"${c}"`).join(",") + "]").join(",\n") + "\n]";
    await page.$eval("details.more", (d) => (d.open = true));
    for (const [form, text, puzzle] of [
      ["81-character line", p1.replace(/\./g, "0"), p1],
      ["BOJ 2580", boj(p2), p2],
      ["LeetCode 37", leetcode(p3), p3],
      ["LeetCode 37, over lines", leetcodeSpread(p4), p4],
    ]) {
      await page.fill("#import-text", text);
      assert.match(await press(page, "#import"), /^Graded medium: ER 2\.\d\./, form);
      assert.equal(await gridLine(page), puzzle, form + ": the grid is the puzzle");
      assert.match(await page.textContent("#puzzle-info"), /· your puzzle$/);
    }
    // Pasted anywhere on the page (not in a text box) works the same.
    await page.focus("#cell-0-0");
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData("text", text);
      document.activeElement.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, boj(p1));
    await idle(page);
    assert.equal(await gridLine(page), p1, "a BOJ block pasted on the grid");
    assert.match(await page.textContent("#puzzle-info"), /· pasted$/);

    // Malformed: said before anything is sent, naming the line, row or cell.
    const grades = [];
    const onRequest = (req) => req.url().endsWith("/grade") && grades.push(req);
    page.on("request", onRequest);
    const bojLines = boj(p2).trim().split("\n");
    for (const [form, text, said] of [
      ["a BOJ line of eight digits", [...bojLines.slice(0, 3), bojLines[3].slice(0, -2), ...bojLines.slice(4)].join("\n"), "Line 4 has 8 cells; BOJ 2580's input is nine lines of nine digits."],
      ["a BOJ block of ten lines", [...bojLines, bojLines[0]].join("\n"), "Read 10 lines of cells; BOJ 2580's input is nine lines of nine digits."],
      ["a board of eight rows", JSON.stringify(rows(p3).slice(0, 8)), "The board has 8 rows; a LeetCode board has nine rows of nine cells."],
      ["a two-character cell", JSON.stringify(rows(p3).map((r, k) => (k === 4 ? [...r.slice(0, 8), "55"] : r))), 'Row 5, column 9 of the board holds "55"'],
      ["a row of ten", JSON.stringify(rows(p3).map((r, k) => (k === 2 ? [...r, "."] : r))), "Row 3 of the board has 10 cells"],
      ["80 characters", p1.slice(1), "got 80 cells."],
      ["a letter", p1.slice(0, 80) + "x", "“x” in line 1 is not a cell"],
    ]) {
      await page.fill("#import-text", text);
      const status = await press(page, "#import");
      assert.match(status, /^That is not a puzzle\./, form);
      assert.ok(status.includes(said), `${form}: ${status}`);
    }
    page.off("request", onRequest);
    assert.equal(grades.length, 0, "nothing malformed was sent");
    await shot(page, "paste-error.png");
  });

  await step("practise a technique: the choice lists GET /techniques' practice entries; the puzzle needs that technique", async () => {
    if (techniquesAbsent) {
      assert.ok(await page.isHidden("#practice-row"), "no catalogue, no practice choice");
      console.log("     notice: skipped: GET /techniques answers 404 in this build (the choice is hidden, checked)");
      return;
    }
    const res = await fetch(base + "/techniques", { headers: { "accept-language": "en" } });
    assert.equal(res.status, 200);
    const practicable = (await res.json()).techniques.filter((x) => x.practice === true);
    assert.ok(practicable.length > 0, "some technique can be practised");
    await page.goto(base + "/");
    await idle(page);
    await page.waitForSelector("#practice-row:not([hidden])");
    const options = await page.$$eval("#technique option", (os) => os.map((o) => [o.value, o.textContent]));
    assert.deepEqual(options, practicable.map((x) => [x.id, x.name]), "the practicable techniques, in the catalogue's order");
    // Past the singles, so that "the path needs it" means something.
    const pick = practicable.find((x) => x.id === "x_wing") || practicable.find((x) => x.family !== "singles") || practicable[0];
    await page.selectOption("#technique", pick.id);
    const request = page.waitForRequest((r) => r.url().endsWith("/generate"));
    await page.click("#practice");
    const sent = JSON.parse((await request).postData());
    await idle(page);
    assert.equal(sent.technique, pick.id);
    assert.equal(sent.count, 1);
    assert.match(await statusText(page), literally(`A puzzle to practise ${pick.name}.`));
    assert.match(await page.textContent("#puzzle-info"), literally(`practising ${pick.name}`));
    const puzzle = await sharedPuzzle(page);
    const graded = await api(base, "/grade", { grid: puzzle });
    const used = graded.techniques.map((u) => u.id);
    assert.ok(used.includes(pick.id), `the puzzle's solving path uses ${pick.id}: ${used}`);
    console.log(`     practised ${pick.id}: ER ${graded.rating.er}, path uses ${used.join(" ")}`);
    await axeCheck(page, "practice game");
    await shot(page, "practice.png");
  });

  await step("API failures are readable messages (intercepted /generate, /grade)", async () => {
    allowedNetworkErrors = [/status of (422|503)/];
    await page.route("**/generate", (route) =>
      route.fulfill({
        status: 503,
        headers: { "content-type": "application/problem+json", "retry-after": "1" },
        body: JSON.stringify({
          type: "urn:sudoku-service:problem:overloaded",
          title: "Server overloaded",
          status: 503,
          code: "overloaded",
          detail: "the logic lane is full; retry later",
        }),
      }),
    );
    const before = await gridLine(page);
    assert.match(await press(page, "#new-game"), /The server is busy\. The logic lane is full; retry later Try again in 1 s\./);
    assert.equal(await gridLine(page), before, "the game is kept");
    await page.unroute("**/generate");
    // A typed puzzle with two solutions: /grade says so (a real 422).
    await page.$eval("details.more", (d) => (d.open = true));
    await page.fill("#import-text", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419............");
    assert.match(await press(page, "#import"), /This puzzle has more than one solution\./);
    await page.fill("#import-text", HARD.replace(/\./g, "0"));
    assert.match(await press(page, "#import"), /Graded hard: ER 4\.0\./);
    allowedNetworkErrors = [];
  });

  await step("offline: the server is killed after the first load; new game, pencil marks, hints at every depth (English, Korean), Check, the solution and a reload work in the page", async () => {
    if (server.external && !server.kill) {
      console.log("     notice: skipped: E2E_BASE names a server this test cannot stop (set E2E_KILL)");
      return;
    }
    // A fresh browser profile: this load is its first.
    const seedRequest = { level: "medium", seed: 4242, count: 2 };
    const seeded = await api(base, "/generate", seedRequest);
    const offProfile = mkdtempSync(path.join(tmpdir(), "sudoku-e2e-offline-"));
    const ctx = await chromium.launchPersistentContext(offProfile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1100, height: 900 },
      deviceScaleFactor: 1,
      locale: "en-US",
    });
    try {
      await ctx.addInitScript(recordCsp);
      const off = ctx.pages()[0] || (await ctx.newPage());
      watch(off);
      const res = await off.goto(base + "/", { waitUntil: "load" });
      const csp = res.headers()["content-security-policy"];
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/, "WebAssembly may compile, nothing else");
      assert.doesNotMatch(csp, /'unsafe-inline'|[^-]'unsafe-eval'|\*/);
      await idle(off);
      await off.waitForFunction(() => ["ready", "failed", undefined].includes(document.body.dataset.localCore));
      assert.equal(
        await off.evaluate(() => document.body.dataset.localCore),
        "ready",
        "the local core loaded (the binary must be built after scripts/playground-wasm.sh): " +
          (await off.evaluate(() => document.body.dataset.localCoreError || "")),
      );
      const [entry, wasm] = (await off.getAttribute('meta[name="local-core"]', "content")).split(" ");
      // The service worker keeps every file before the server goes.
      const kept = await off.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const names = (await caches.keys()).filter((k) => k.startsWith("sudoku-playground-"));
        const cache = await caches.open(names[0]);
        return { names, paths: (await cache.keys()).map((r) => new URL(r.url).pathname) };
      });
      assert.equal(kept.names.length, 1, "one versioned cache: " + kept.names);
      for (const p of ["/", "/playground/main.js", "/playground/lang/ja.js", "/playground/playground.css", entry, wasm]) assert.ok(kept.paths.includes(p), `${p} is kept: ${kept.paths}`);
      const first = await sharedPuzzle(off);

      // The server is killed: no drain, no goodbye. From here on, a request
      // the page makes to the server fails, and Chromium logs it: refused
      // for a killed process, or ERR_NETWORK_CHANGED when the killed server
      // was a container, whose network interface goes with it (Chromium
      // then fails the requests it sees across the change).
      allowedNetworkErrors = [/net::ERR_CONNECTION_REFUSED/, ...(server.kill ? [/net::ERR_NETWORK_CHANGED/] : [])];
      if (server.kill) {
        await server.kill();
      } else {
        const exited = new Promise((done) => server.proc.once("exit", done));
        server.proc.kill("SIGKILL");
        await exited;
      }

      // The page's own core, called as the page calls it: same seed, same puzzles.
      const local = (name, request) =>
        off.evaluate(
          async ([entry, wasm, name, request]) => {
            const core = await import(entry);
            await core.init(wasm);
            return core[name](request, { lang: "en" });
          },
          [entry, wasm, name, request],
        );
      const again = await local("generate", seedRequest);
      assert.equal(again.status, 200);
      assert.deepEqual(again.body, seeded, "the page's generator makes the server's puzzles from the same seed");

      // New game.
      await off.selectOption("#level", "easy");
      assert.match(await press(off, "#new-game"), /New easy puzzle\. \d+ givens, rated ER [12]\.\d\./);
      assert.ok(await off.isVisible("#offline"), "the page says it plays offline");
      assert.match(await off.textContent("#offline"), /^Playing offline/);
      assert.match(await off.textContent("#api-log"), /POST \/generate[\s\S]*answered in the page by the local core/);
      const puzzle = await sharedPuzzle(off);
      assert.notEqual(puzzle, first);
      const solved = await local("solve", { grid: puzzle });
      assert.equal(solved.status, 200);
      const solution = solved.body.solution;
      assert.match(solution, /^[1-9]{81}$/);

      // Pencil marks, then every candidate.
      const i = puzzle.indexOf(".");
      await off.focus(`#cell-${Math.floor(i / 9)}-${i % 9}`);
      await off.keyboard.press("Shift+3");
      await off.keyboard.press("Shift+5");
      assert.equal((await readCells(off))[i].marks, "35");
      await off.click("#fill-marks");
      assert.ok((await readCells(off))[i].marks.includes(solution[i]), "the candidates hold the cell's digit");

      // A hint at its three depths, in English, applied.
      await press(off, "#hint");
      assert.match(await off.textContent("#hint-title"), /Hint 1 of 3/);
      assert.match(await off.textContent("#hint-text"), /^Look at (row|column|box) \d\.$/);
      await off.click("#hint-more");
      assert.match(await off.textContent("#hint-title"), /Hint 2 of 3/);
      await off.click("#hint-more");
      assert.match(await off.textContent("#hint-title"), /Hint 3 of 3/);
      assert.match(await off.textContent("#hint-text"), /r\dc\d/);
      assert.match(await off.textContent("#api-log"), /POST \/hint[\s\S]*answered in the page by the local core/);
      const state = async () => JSON.stringify((await readCells(off)).map((c) => [c.value, c.marks]));
      const beforeApply = await state();
      await off.click("#hint-apply");
      await idle(off);
      assert.notEqual(await state(), beforeApply, "the step was applied");

      // In Korean: the hint's texts come from the page's core in Korean.
      await off.selectOption("#lang", "ko");
      await off.waitForFunction(() => document.documentElement.lang === "ko");
      await idle(off);
      assert.match(await off.textContent("#offline"), HANGUL);
      await press(off, "#hint");
      assert.match(await off.textContent("#hint-title"), /^힌트 1\/3: 어디를 볼까요$/);
      assert.match(await off.textContent("#hint-text .depth-0"), HANGUL, "the nudge is in Korean");
      await off.click("#hint-more");
      await off.click("#hint-more");
      assert.match(await off.textContent("#hint-title"), /^힌트 3\/3: 전체 풀이$/);
      assert.match(await off.textContent("#hint-text .depth-2"), HANGUL, "the whole step is in Korean");
      assert.match(await off.textContent("#api-log"), /Accept-Language: ko[\s\S]*answered in the page by the local core/);
      await off.screenshot({ path: path.join(OUT, "offline-ko-hint.png"), fullPage: true });
      await off.selectOption("#lang", "en");
      await off.waitForFunction(() => document.documentElement.lang === "en");
      await idle(off);
      await off.click("#hint-close");

      // A wrong digit, found by Check.
      const j = (await gridLine(off)).lastIndexOf(".");
      const wrong = String((Number(solution[j]) % 9) + 1);
      await off.focus(`#cell-${Math.floor(j / 9)}-${j % 9}`);
      await off.keyboard.press(wrong);
      const checked = await press(off, "#check");
      assert.match(checked, /Check found \d+ mistakes?:/);
      assert.match(checked, literally(`The ${wrong} in row ${Math.floor(j / 9) + 1}, column ${(j % 9) + 1} is wrong.`));
      await off.keyboard.press("Control+z");
      assert.match(await press(off, "#check"), /No mistakes so far\./);

      // A reload: the service worker serves the page, the game is back, and it still plays.
      const beforeReload = await readCells(off);
      await off.reload({ waitUntil: "load" });
      await idle(off);
      await off.waitForFunction(() => ["ready", "failed"].includes(document.body.dataset.localCore));
      assert.equal(await off.evaluate(() => document.body.dataset.localCore), "ready", "the core came from the cache");
      assert.match(await statusText(off), /Welcome back/);
      assert.deepEqual(
        (await readCells(off)).map((c) => [c.value, c.marks]),
        beforeReload.map((c) => [c.value, c.marks]),
        "the game is as it was",
      );
      await press(off, "#hint");
      assert.match(await off.textContent("#hint-title"), /Hint 1 of 3/);
      await off.click("#hint-close");
      if (!techniquesAbsent) assert.ok(await off.isVisible("#practice-row"), "the catalogue kept from the server fills the practice choice");

      // The solution ends the game; a new game follows.
      await off.$eval("details.more", (d) => (d.open = true));
      assert.match(await press(off, "#reveal"), /The solution is shown\./);
      assert.equal(await gridLine(off), solution, "the grid is the solution");
      assert.match(await press(off, "#new-game"), /New easy puzzle\./);
      await shot(off, "offline.png");
      await axeCheck(off, "offline");
      await collectCsp(off);
      allowedNetworkErrors = [];
    } finally {
      await ctx.close();
      rmSync(offProfile, { recursive: true, force: true });
    }
  });

  await step("no console errors, no CSP violations, nothing fetched from another origin", async () => {
    await collectCsp(page);
    assert.deepEqual(cspSeen, [], "CSP violations");
    assert.deepEqual(consoleErrors, [], "console errors");
    const foreign = requests.filter((u) => !u.startsWith(base + "/") && !u.startsWith("data:"));
    assert.deepEqual(foreign, [], "requests to other origins");
  });

  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });

  for (const r of axeReports) {
    const other = r.violations.map((v) => `${v.id} (${v.impact})`).join(", ");
    console.log(`axe ${r.state}: ${r.violations.length ? "minor/moderate only: " + other : "no violations"}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `\ne2e: ${results.length - failed} passed, ${failed} failed; ` +
      `${allowedSeen.length} expected browser log lines for provoked errors; screenshots in ${path.relative(ROOT, OUT) || OUT}/`,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error("e2e: aborted:", err && err.stack ? err.stack : err);
  process.exitCode = 1;
});
