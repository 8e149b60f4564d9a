// Parity of the WebAssembly package with the server: the same requests go
// to both, and every answer must be the same status and the same body.
// Bodies are compared parsed (deep-equal) and as bytes; the only fields
// left out are the ones that cannot be equal: the engine time (`micros`,
// `stats.micros`) and the problem's `request_id`.
//
//   node scripts/wasm-parity.mjs SERVER_URL PKG_DIR DATA_DIR [SAMPLE]
//
// SAMPLE (default: all) caps the puzzles taken from each data set; CI runs
// a small sample. Both sides run under a budget long enough that no grade
// or hint is cut short (the server's --logic-timeout-ms and the package's
// budgetMs are set by scripts/wasm-parity.sh): cut-short answers depend on
// the machine's speed, not on the code.
import { readFileSync, existsSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [server, pkgDir, dataDir, sampleArg] = process.argv.slice(2);
const sample = sampleArg ? Number(sampleArg) : Infinity;
const budgetMs = Number(process.env.WASM_PARITY_BUDGET_MS ?? 60000);
const pkg = await import(pathToFileURL(path.resolve(pkgDir, "index.js")).href);
const glue = await import(pathToFileURL(path.resolve(pkgDir, "sudoku_wasm.js")).href);
await pkg.init();

// A deterministic generator (mulberry32), so a run is repeatable.
let state = 0x5eed;
function rand() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

function puzzles(name) {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, "utf8").split("\n");
  const out = [];
  for (const line of lines) {
    const g = line.trim().slice(0, 81);
    if (/^[0-9.]{81}$/.test(g)) out.push(g.replaceAll("0", "."));
    if (out.length >= sample) break;
  }
  return out;
}

const rows = (g) => Array.from({ length: 9 }, (_, r) => [...g.slice(9 * r, 9 * r + 9)].map((c) => (c === "." ? 0 : Number(c))));
const chars = (g) => Array.from({ length: 9 }, (_, r) => [...g.slice(9 * r, 9 * r + 9)]);
const asForm = (g, k) => [g, rows(g), chars(g)][k % 3];

// A grid's candidates: digits not yet in the cell's row, column or box.
function marksOf(g) {
  const m = [];
  for (let r = 0; r < 9; r++) {
    const row = [];
    for (let c = 0; c < 9; c++) {
      if (g[9 * r + c] !== ".") { row.push(""); continue; }
      let s = "";
      for (let d = 1; d <= 9; d++) {
        let seen = false;
        for (let i = 0; i < 9 && !seen; i++) {
          const br = 3 * Math.floor(r / 3) + Math.floor(i / 3), bc = 3 * Math.floor(c / 3) + (i % 3);
          seen = g[9 * r + i] === String(d) || g[9 * i + c] === String(d) || g[9 * br + bc] === String(d);
        }
        if (!seen) s += d;
      }
      row.push(s);
    }
    m.push(row);
  }
  return m;
}

const requests = [];
const add = (endpoint, body, lang = "en") => requests.push({ endpoint, body, lang });

const unbiased = puzzles("unbiased_1000.txt");
const clue17 = puzzles("17_clue.txt").slice(0, Math.min(sample, 1000));
const magic = puzzles("magictour_top1465.txt");
if (unbiased.length + magic.length === 0) {
  throw new Error(`no data sets in ${dataDir}`);
}
[...unbiased, ...clue17, ...magic].forEach((g, k) => add("solve", { grid: asForm(g, k) }));
unbiased.forEach((g, k) => add("validate", { grid: asForm(g, k) }));

// Solutions, for mid-solve grids and complete ones.
const solutionOf = new Map();
for (const g of [...unbiased, ...magic]) {
  const a = pkg.solve({ grid: g });
  if (a.status === 200) solutionOf.set(g, a.body.solution.replaceAll("0", "."));
}
const gradeSet = [...magic, ...unbiased.slice(0, Math.min(sample, 300))];
gradeSet.forEach((g, k) => add("grade", { grid: g, path: k % 4 === 0 }, k % 8 === 0 ? "ko" : "en"));

// Hints on mid-solve grids: a share of the solution filled in, with and
// without pencil marks and givens, some with a wrong digit; en and ko.
for (const [k, g] of [...unbiased.slice(0, Math.min(sample, 600)), ...magic.slice(0, Math.min(sample, 400))].entries()) {
  const sol = solutionOf.get(g);
  if (!sol) continue;
  const fill = rand();
  const cells = [...g].map((c, i) => (c === "." && rand() < fill ? sol[i] : c));
  let mistake = false;
  if (k % 5 === 4) {
    const empty = cells.map((c, i) => (g[i] === "." ? i : -1)).filter((i) => i >= 0);
    const i = pick(empty);
    cells[i] = String(((Number(sol[i]) + 1 + Math.floor(rand() * 7)) % 9) + 1);
    mistake = true;
  }
  const grid = cells.join("");
  const body = { grid: asForm(grid, k) };
  if (k % 2 === 0 || mistake) body.givens = g;
  if (k % 3 !== 0 && !mistake) body.candidates = marksOf(grid);
  if (k % 7 === 0) body.mode = "placement";
  add("hint", body, k % 2 === 0 ? "en" : "ko");
}

// Generation: the same seed must give the same puzzles.
const levels = ["easy", "medium", "hard", "expert", "master", "extreme"];
for (let k = 0; k < Math.min(sample, 120); k++) {
  const body = { level: levels[k % levels.length], seed: 1000 + k, count: 1 + (k % 3) };
  if (k % 4 === 1) body.format = "rows";
  add("generate", body);
}
add("techniques", null, "en");
add("techniques", null, "ko");

// Error cases: every decoder fault class, and the puzzle faults.
const p0 = unbiased[0] ?? magic[0];
const bad = [
  ["solve", ""], ["solve", "{"], ["solve", "[]"], ["solve", "{}"], ["solve", '{"grid": 5}'],
  ["solve", JSON.stringify({ grid: p0.slice(0, 80) })], ["solve", JSON.stringify({ grid: p0 + "1" })],
  ["solve", JSON.stringify({ grid: "x" + p0.slice(1) })], ["solve", JSON.stringify({ grid: p0, extra: 1 })],
  ["solve", JSON.stringify({ grid: rows(p0).slice(0, 8) })], ["solve", JSON.stringify({ grid: ".".repeat(81) })],
  ["solve", JSON.stringify({ grid: "11" + ".".repeat(79) })], ["validate", JSON.stringify({ grid: "11" + ".".repeat(79) })],
  ["solve", '{"grid": "' + p0 + '", "grid": "' + p0 + '"}'],
  ["grade", JSON.stringify({ grid: p0, path: "yes" })], ["grade", JSON.stringify({ grid: ".".repeat(81) })],
  ["grade", JSON.stringify({ grid: "11" + ".".repeat(79) })],
  ["hint", JSON.stringify({ grid: p0, mode: "fast" })], ["hint", JSON.stringify({ grid: p0, candidates: [[1]] })],
  ["hint", JSON.stringify({ grid: ".".repeat(81) })], ["hint", JSON.stringify({ grid: ".".repeat(81), givens: p0 })],
  ["generate", "{}"], ["generate", '{"level": "trivial"}'], ["generate", '{"level": "easy", "count": 0}'],
  ["generate", '{"level": "easy", "seed": -1}'], ["generate", '{"er_min": 3.0, "er_max": 2.0}'],
  ["generate", '{"level": "easy", "er_min": 3.0}'], ["generate", '{"technique": "x_wing"}'],
];
for (const [endpoint, body] of bad) add(endpoint, body);

// Running both sides.
const strip = (v) => {
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const { micros, request_id, ...rest } = v;
    if (rest.stats && typeof rest.stats === "object") {
      const { micros: _m, ...stats } = rest.stats;
      rest.stats = stats;
    }
    return rest;
  }
  return v;
};
const stripText = (t) => t.replace(/,"micros":\d+/g, "").replace(/,"request_id":"[^"]*"/g, "");

async function fromServer({ endpoint, body, lang }) {
  const init = { headers: { "accept-language": lang } };
  if (endpoint !== "techniques") {
    init.method = "POST";
    init.headers["content-type"] = "application/json";
    init.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const res = await fetch(`${server}/${endpoint}`, init);
  return { status: res.status, text: await res.text() };
}

function fromPackage({ endpoint, body, lang }) {
  const raw = endpoint === "techniques"
    ? glue.techniques(lang)
    : glue[endpoint](typeof body === "string" ? body : JSON.stringify(body), lang, budgetMs);
  // The raw answer is {"status":S,"body":B}: B's text as the engine wrote it.
  const m = /^\{"status":(\d+),"body":([\s\S]*)\}$/.exec(raw);
  return { status: Number(m[1]), text: m[2] };
}

const perEndpoint = {};
let differences = 0, byteDifferences = 0;
const concurrency = 4;
let next = 0;
async function worker() {
  while (next < requests.length) {
    const r = requests[next++];
    const s = await fromServer(r);
    const w = fromPackage(r);
    const tally = (perEndpoint[r.endpoint] ??= { requests: 0, errors: 0, differences: 0 });
    tally.requests++;
    if (s.status !== 200) tally.errors++;
    const same = s.status === w.status && isDeepStrictEqual(strip(JSON.parse(s.text)), strip(JSON.parse(w.text)));
    if (!same) {
      differences++;
      tally.differences++;
      if (differences <= 5) {
        console.error(`DIFFERENCE ${r.endpoint} ${JSON.stringify(r.body).slice(0, 200)} (${r.lang})`);
        console.error(`  server  ${s.status} ${s.text.slice(0, 400)}`);
        console.error(`  package ${w.status} ${w.text.slice(0, 400)}`);
      }
    } else if (stripText(s.text) !== stripText(w.text)) {
      byteDifferences++;
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
for (const [e, t] of Object.entries(perEndpoint)) {
  console.log(`${e.padEnd(11)} ${String(t.requests).padStart(6)} requests (${t.errors} errors) ${t.differences} differences`);
}
console.log(`wasm-parity: ${requests.length} requests, ${differences} differences (parsed JSON), ${byteDifferences} more differing only in bytes`);
process.exit(differences === 0 && byteDifferences === 0 ? 0 : 1);
