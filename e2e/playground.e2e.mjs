// End-to-end test of the playground (GET /) in a real headless Chromium,
// driven by playwright-core, against the real release binary on
// 127.0.0.1 (port 0: the OS picks a free one).
//
//   node e2e/playground.e2e.mjs          (after `cargo build --release`)
//
// Environment: SUDOKU_BIN (default target/release/sudoku-service),
// CHROMIUM (default /usr/bin/chromium), E2E_OUT (default target/e2e).
// Exit code 0 when every step passed.

import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BIN = process.env.SUDOKU_BIN || path.join(ROOT, "target/release/sudoku-service");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const OUT = process.env.E2E_OUT || path.join(ROOT, "target/e2e");
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

// A classic puzzle (typed key by key), a conflicting variant of it, and a
// consistent grid without a solution: (0, 8) has no candidate.
const PUZZLE =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const HARD =
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const UNSOLVABLE = "12345678.........9" + ".".repeat(63);
// PUZZLE with a 5 at (0,2) (repeats in row 0 and box 0) and a 9 at (4,4)
// (repeats in column 4): exactly these cells conflict.
const CONFLICTING = withCells(PUZZLE, [
  [0, 2, "5"],
  [4, 4, "9"],
]);
const CONFLICT_CELLS = ["0,0", "0,2", "1,4", "4,4"];

function withCells(line, changes) {
  const a = line.split("");
  for (const [r, c, d] of changes) a[r * 9 + c] = d;
  return a.join("");
}

// ---- independent checker -----------------------------------------------

/** `solution` keeps every given of `puzzle` and each unit holds 1-9 once. */
function checkSolution(puzzle, solution) {
  assert.equal(solution.length, 81, "81 cells");
  for (let i = 0; i < 81; i++) {
    assert.match(solution[i], /^[1-9]$/, `cell ${i} holds a digit`);
    if (/[1-9]/.test(puzzle[i])) assert.equal(solution[i], puzzle[i], `given at ${i} kept`);
  }
  for (let u = 0; u < 9; u++) {
    const units = {
      row: [...Array(9)].map((_, k) => solution[u * 9 + k]),
      column: [...Array(9)].map((_, k) => solution[k * 9 + u]),
      box: [...Array(9)].map(
        (_, k) => solution[(Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)],
      ),
    };
    for (const [kind, cells] of Object.entries(units)) {
      assert.equal(cells.slice().sort().join(""), "123456789", `${kind} ${u} holds 1-9 once`);
    }
  }
}

// ---- the server --------------------------------------------------------

function startServer() {
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
              if (proc.exitCode !== null) return done(proc.exitCode);
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

/** Every cell: its value and what marks it carries. */
async function readCells(page) {
  return page.$$eval("#grid input", (inputs) =>
    inputs.map((el) => ({
      label: el.getAttribute("aria-label"),
      value: el.value,
      given: el.classList.contains("given"),
      solved: el.classList.contains("solved"),
      invalid: el.getAttribute("aria-invalid") === "true",
      conflict: el.parentElement.classList.contains("conflict"),
      weight: getComputedStyle(el).fontWeight,
      color: getComputedStyle(el).color,
    })),
  );
}

async function gridLine(page) {
  return (await readCells(page)).map((c) => c.value || ".").join("");
}

async function statusText(page) {
  return (await page.textContent("#status")).replace(/\s+/g, " ").trim();
}

/** Clicks a button and waits until the page has answered (status changed, not busy). */
async function press(page, id) {
  const before = await statusText(page);
  await page.click("#" + id);
  await page.waitForFunction(
    (b) => !document.body.classList.contains("busy") && document.getElementById("status").textContent.replace(/\s+/g, " ").trim() !== b,
    before,
  );
  return statusText(page);
}

/** A paste event as the browser fires it, with `text` on the clipboard, on `selector`. */
async function syntheticPaste(page, selector, text) {
  await page.$eval(
    selector,
    (el, t) => {
      const dt = new DataTransfer();
      dt.setData("text/plain", t);
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
    },
    text,
  );
}

function markedCells(cells) {
  return cells
    .map((c, i) => (c.invalid || c.conflict ? `${Math.floor(i / 9)},${i % 9}` : null))
    .filter(Boolean);
}

// ---- main ------------------------------------------------------------------

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const base = server.base;
  console.log(`server: ${base} (${BIN})`);
  const profile = mkdtempSync(path.join(tmpdir(), "sudoku-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1100, height: 820 },
    deviceScaleFactor: 1,
  });
  const browserVersion = context.browser() ? context.browser().version() : "persistent context";
  console.log(`browser: ${CHROMIUM} ${browserVersion}`);

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
      if (msg.type() === "error" && allowedNetworkErrors.some((re) => re.test(text))) {
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
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__csp.push(e.violatedDirective + " " + e.blockedURI),
    );
  });

  const page = context.pages()[0] || (await context.newPage());
  watch(page);
  let mainResponse;

  await step("GET / serves the page with a strict CSP; 81 labelled cells in a grid", async () => {
    mainResponse = await page.goto(base + "/", { waitUntil: "load" });
    assert.equal(mainResponse.status(), 200);
    const h = mainResponse.headers();
    assert.equal(h["content-type"], "text/html; charset=utf-8");
    assert.match(h["content-security-policy"], /default-src 'none'/);
    assert.match(h["content-security-policy"], /script-src 'self'/);
    assert.match(h["content-security-policy"], /connect-src 'self'/);
    assert.equal(h["x-content-type-options"], "nosniff");
    await page.waitForSelector("body.ready");
    assert.equal(await page.title(), "Sudoku service · playground");
    const cells = await readCells(page);
    assert.equal(cells.length, 81);
    cells.forEach((c, i) =>
      assert.equal(c.label, `row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`),
    );
    assert.equal(await page.getAttribute("#grid", "role"), "grid");
    assert.equal(await page.$$eval("#grid [role=row]", (r) => r.length), 9);
    assert.equal(await page.$$eval("#grid [role=gridcell]", (r) => r.length), 81);
    assert.equal(await page.getAttribute("#status", "role"), "status");
  });

  await step("keyboard only: Tab reaches the grid, arrows move, digits set, 0 . Backspace Delete clear", async () => {
    // Tab from the top of the page until a cell has focus.
    await page.focus("body");
    let reached = false;
    for (let k = 0; k < 12 && !reached; k++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement && document.activeElement.id === "cell-0-0");
    }
    assert.ok(reached, "Tab reaches row 1, column 1");
    // Focus is visible: a ring drawn with box-shadow.
    const ring = await page.$eval("#cell-0-0", (el) => getComputedStyle(el).boxShadow);
    assert.notEqual(ring, "none", "focused cell shows a focus ring");
    await page.keyboard.press("ArrowLeft"); // stays at the edge
    await page.keyboard.press("ArrowUp");
    assert.equal(await page.evaluate(() => document.activeElement.id), "cell-0-0");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement.id), "cell-1-1");
    await page.keyboard.press("4");
    await page.locator("#grid").screenshot({ path: path.join(OUT, "focus.png") });
    for (const clear of ["0", ".", "Backspace", "Delete"]) {
      await page.keyboard.press("7");
      assert.equal(await page.inputValue("#cell-1-1"), "7");
      await page.keyboard.press("x"); // ignored
      assert.equal(await page.inputValue("#cell-1-1"), "7");
      await page.keyboard.press(clear);
      assert.equal(await page.inputValue("#cell-1-1"), "", `${clear} clears`);
    }
    // One Tab stop for the grid: Tab leaves it for the Solve button.
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "solve");
  });

  await step("types a puzzle with the keyboard, clicks Solve, checks every cell independently", async () => {
    await page.click("#clear");
    await page.focus("#cell-0-0");
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const ch = PUZZLE[r * 9 + c];
        await page.keyboard.press(ch === "." ? "Delete" : ch);
        if (c < 8) await page.keyboard.press("ArrowRight");
      }
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowDown");
    }
    assert.equal(await gridLine(page), PUZZLE, "the typed grid reads back");
    const status = await press(page, "solve");
    assert.match(status, /Solved: the solution is unique\./);
    assert.match(status, /Filled 51 cells in [\d.]+ (µs|ms|s)/);
    const cells = await readCells(page);
    const solution = cells.map((c) => c.value).join("");
    checkSolution(PUZZLE, solution);
    // Givens and solver digits look different, in weight and colour.
    for (let i = 0; i < 81; i++) {
      const isGiven = PUZZLE[i] !== ".";
      assert.equal(cells[i].given, isGiven, `cell ${i} given mark`);
      assert.equal(cells[i].solved, !isGiven, `cell ${i} solved mark`);
    }
    const g = cells[PUZZLE.indexOf("5")];
    const s = cells[PUZZLE.indexOf(".")];
    assert.ok(Number(g.weight) >= 700 && Number(s.weight) <= 400, `weights ${g.weight} vs ${s.weight}`);
    assert.notEqual(g.color, s.color, "colours differ too");
    await page.screenshot({ path: path.join(OUT, "solved.png"), fullPage: true });
  });

  await step("Validate on the solved grid says valid, complete, solved", async () => {
    const status = await press(page, "validate");
    assert.match(status, /Solved! Valid, complete, solved\. Solutions: exactly one solution \(unique\)\./);
    assert.deepEqual(markedCells(await readCells(page)), []);
  });

  await step("a grid with conflicts: Validate marks exactly the conflicting cells and lists them", async () => {
    await page.click("#clear");
    await syntheticPaste(page, "h1", CONFLICTING);
    assert.equal(await gridLine(page), CONFLICTING);
    const status = await press(page, "validate");
    assert.match(status, /Not valid: 3 conflicts\. Not valid, not complete, not solved\./);
    assert.match(status, /Digit 5 repeats in row 1 \(row 1 col 1, row 1 col 3\)/);
    assert.match(status, /Digit 5 repeats in box 1 \(row 1 col 1, row 1 col 3\)/);
    assert.match(status, /Digit 9 repeats in column 5 \(row 2 col 5, row 5 col 5\)/);
    const cells = await readCells(page);
    assert.deepEqual(markedCells(cells).sort(), CONFLICT_CELLS.slice().sort());
    for (const key of CONFLICT_CELLS) {
      const [r, c] = key.split(",").map(Number);
      const cell = cells[r * 9 + c];
      assert.ok(cell.invalid && cell.conflict, `${key} has aria-invalid and the conflict mark`);
    }
    const badge = await page.$eval("#cell-0-2", (el) => getComputedStyle(el.parentElement, "::after").content);
    assert.equal(badge, '"!"', "a non-colour marker on conflicting cells");
    await page.screenshot({ path: path.join(OUT, "conflict.png"), fullPage: true });
  });

  await step("Solve on conflicting givens: 422 conflicting_givens, message from detail, cells marked", async () => {
    allowedNetworkErrors = [/status of 422/];
    const status = await press(page, "solve");
    assert.match(status, /The givens conflict, so there is nothing to solve\./);
    assert.match(status, /Grid: digit 5 repeats in row 0 at \(row 0, col 0\), \(row 0, col 2\) \(and 2 more conflicts\)/);
    assert.match(status, /positions in this message count from 0/);
    assert.deepEqual(markedCells(await readCells(page)).sort(), CONFLICT_CELLS.slice().sort());
    // Editing a marked cell removes the stale marks.
    await page.focus("#cell-0-2");
    await page.keyboard.press("Delete");
    assert.deepEqual(markedCells(await readCells(page)), []);
  });

  await step("unsolvable but consistent grid: Solve says there is no solution", async () => {
    await page.click("#clear");
    await syntheticPaste(page, "#status", UNSOLVABLE);
    assert.equal(await gridLine(page), UNSOLVABLE);
    const status = await press(page, "solve");
    assert.match(status, /This puzzle has no solution\. Grid: the givens are consistent but the puzzle has no solution/);
    assert.doesNotMatch(status, /[{}]/, "no raw JSON in the message");
    await page.screenshot({ path: path.join(OUT, "unsolvable.png"), fullPage: true });
    const v = await press(page, "validate");
    assert.match(v, /Valid, not complete, not solved\. Solutions: no solution \(none\)\./);
  });

  await step("paste: Ctrl+V of an 81-character string into a cell fills the grid", async () => {
    await page.click("#clear");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await page.evaluate((t) => navigator.clipboard.writeText(t), HARD);
    await page.focus("#cell-4-4");
    await page.keyboard.press("Control+V");
    await page.waitForFunction(() => document.getElementById("cell-0-0").value !== "");
    assert.equal(await gridLine(page), HARD);
    assert.match(await statusText(page), new RegExp(`Pasted a puzzle with ${HARD.replace(/\./g, "").length} givens\\.`));
    // A pasted board laid out in 9 lines, with 0 for empty, on the page itself.
    const lines = PUZZLE.replace(/\./g, "0").match(/.{9}/g).join("\n");
    await syntheticPaste(page, "body", lines + "\n");
    assert.equal(await gridLine(page), PUZZLE);
    // A paste that is not a puzzle says why instead of failing silently.
    await syntheticPaste(page, "#cell-0-2", "hello");
    assert.match(await statusText(page), /Paste ignored: .*got 5 characters including 'h'/);
    assert.equal(await gridLine(page), PUZZLE);
  });

  await step("errors from the server and the network are readable messages (intercepted answers)", async () => {
    await page.click("#example");
    assert.match(await statusText(page), /Loaded example: Platinum Blonde\./);
    const cases = [
      {
        name: "overloaded",
        status: 503,
        headers: { "content-type": "application/problem+json", "retry-after": "1" },
        body: JSON.stringify({
          type: "urn:sudoku-service:problem:overloaded",
          title: "Server overloaded",
          status: 503,
          code: "overloaded",
          detail: "all 2 solvers are busy and the queue of 64 is full; retry later",
        }),
        expect: /The server is busy\. All 2 solvers are busy and the queue of 64 is full; retry later Try again in 1 s\./,
      },
      {
        name: "timeout",
        status: 503,
        headers: { "content-type": "application/problem+json" },
        body: JSON.stringify({
          type: "urn:sudoku-service:problem:timeout",
          title: "Solve timed out",
          status: 503,
          code: "timeout",
          detail: "the solve did not finish within the 1000 ms budget",
        }),
        expect: /The solver ran out of time\. The solve did not finish within the 1000 ms budget/,
      },
      {
        name: "invalid grid",
        status: 422,
        headers: { "content-type": "application/problem+json" },
        body: JSON.stringify({
          type: "urn:sudoku-service:problem:invalid_grid",
          title: "Invalid grid",
          status: 422,
          code: "invalid_grid",
          detail: "grid: expected 81 cells, got 80",
        }),
        expect: /The grid cannot be read\. Grid: expected 81 cells, got 80/,
      },
      {
        name: "non-JSON answer (a proxy's HTML error page)",
        status: 502,
        headers: { "content-type": "text/html" },
        body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
        expect: /Unexpected answer from the server\. HTTP 502 .*content type text\/html instead of JSON\./,
      },
    ];
    allowedNetworkErrors = [/status of (422|502|503)/];
    for (const c of cases) {
      await page.route("**/solve", (route) =>
        route.fulfill({ status: c.status, headers: c.headers, body: c.body }),
      );
      const status = await press(page, "solve");
      assert.match(status, c.expect, c.name);
      assert.doesNotMatch(status, /<html|[{}]/, `${c.name}: no raw dump`);
      await page.unroute("**/solve");
    }
    allowedNetworkErrors = [/net::ERR_/];
    await page.route("**/solve", (route) => route.abort("connectionrefused"));
    const status = await press(page, "solve");
    assert.match(status, /Network error\. Could not reach the server/);
    await page.unroute("**/solve");
    allowedNetworkErrors = [];
  });

  await step("Example loads a hard puzzle; Solve fills it; the real server answers again", async () => {
    await page.click("#clear");
    await page.click("#example");
    const loaded = await gridLine(page);
    const status = await press(page, "solve");
    assert.match(status, /Solved: the solution is unique\./);
    checkSolution(loaded, await gridLine(page));
  });

  await step("360 px wide phone: no horizontal scrolling, the whole grid is visible", async () => {
    const phone = await context.newPage();
    watch(phone);
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(base + "/");
    await phone.waitForSelector("body.ready");
    await phone.click("#example");
    await phone.click("#example"); // magictour top1465 #1
    await press(phone, "solve");
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `page is ${width} px wide`);
    const box = await phone.locator("#grid").boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `grid spans ${box.x}..${box.x + box.width}`);
    assert.ok(box.width >= 300, `grid is ${box.width} px wide`);
    const cell = await phone.locator("#cell-0-0").boundingBox();
    assert.ok(cell.width >= 32 && cell.height >= 32, `cells are ${cell.width}×${cell.height}`);
    const buttons = await phone.$$eval("button", (bs) => bs.map((b) => b.getBoundingClientRect().right));
    assert.ok(buttons.every((r) => r <= 360), "buttons fit");
    await phone.screenshot({ path: path.join(OUT, "mobile.png"), fullPage: true });
    await phone.close();
  });

  await step("the server stops: Validate reports the network failure", async () => {
    const code = await server.stop();
    assert.equal(code, 0, "server exits 0 on SIGTERM");
    allowedNetworkErrors = [/net::ERR_/];
    const status = await press(page, "validate");
    assert.match(status, /Network error\. Could not reach the server; check that it is running and try again\./);
    allowedNetworkErrors = [];
    await page.screenshot({ path: path.join(OUT, "network-error.png"), fullPage: true });
  });

  await step("no console errors, no CSP violations, nothing fetched from another origin", async () => {
    const csp = await page.evaluate(() => window.__csp);
    assert.deepEqual(csp, [], "CSP violations");
    assert.deepEqual(consoleErrors, [], "console errors");
    const foreign = requests.filter((u) => !u.startsWith(base + "/") && !u.startsWith("data:"));
    assert.deepEqual(foreign, [], "requests to other origins");
  });

  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });

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
