// Speed of the WebAssembly package in node, beside the npm packages people
// use for Sudoku today: solve throughput per data set (median of RUNS
// passes), grade and hint time per call on magictour_top1465 (median, p99).
//
//   node scripts/wasm-bench.mjs PKG_DIR DATA_DIR NPM_DIR [RUNS]
//
// NPM_DIR holds node_modules with sudoku-core and @algorithm.ts/sudoku
// (scripts/wasm-bench.sh installs them in a throwaway folder). sudoku-gen
// only generates: it has no solver to measure. Every solver's answers are
// checked against the package's solutions; a wrong or missing one is
// counted and printed, not timed away.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pkgDir, dataDir, npmDir, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const pkg = await import(pathToFileURL(path.resolve(pkgDir, "index.js")).href);
await pkg.init();
const require = createRequire(path.resolve(npmDir, "package.json"));
const sudokuCore = require("sudoku-core");
const { SudokuSolver } = require("@algorithm.ts/sudoku");

function load(name, limit = Infinity) {
  const out = [];
  for (const line of readFileSync(path.join(dataDir, name), "utf8").split("\n")) {
    const g = line.trim().slice(0, 81);
    if (/^[0-9.]{81}$/.test(g)) out.push(g.replaceAll("0", "."));
    if (out.length >= limit) break;
  }
  return out;
}
const sets = [
  ["unbiased_1000", load("unbiased_1000.txt")],
  ["17_clue (first 2,000)", load("17_clue.txt", 2000)],
  ["magictour_top1465", load("magictour_top1465.txt")],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
const now = () => performance.now();

const solvers = {
  "sudoku-service-wasm": {
    prepare: (g) => JSON.stringify({ grid: g }),
    solve: (body) => {
      const a = pkg.solve(body);
      return a.status === 200 ? a.body.solution : null;
    },
  },
  "sudoku-core (npm)": {
    prepare: (g) => [...g].map((c) => (c === "." ? null : Number(c))),
    solve: (board) => {
      const r = sudokuCore.solve(board);
      return r.solved && r.board ? r.board.join("") : null;
    },
  },
  "@algorithm.ts/sudoku": {
    make: () => new SudokuSolver({ childMatrixWidth: 3 }),
    prepare: (g) => [...g].map((c) => (c === "." ? -1 : Number(c) - 1)),
    solve: (board, solver) => {
      const out = new Array(81);
      return solver.solve(board, out) ? out.map((v) => v + 1).join("") : null;
    },
  },
};

console.log(`node ${process.version}; ${runs} passes per set, median puzzles/s`);
const results = {};
for (const [setName, grids] of sets) {
  const truth = grids.map((g) => pkg.solve({ grid: g }).body.solution);
  for (const [name, s] of Object.entries(solvers)) {
    const inputs = grids.map(s.prepare);
    const state = s.make?.();
    const rates = [];
    let wrong = 0;
    for (let r = 0; r < runs; r++) {
      wrong = 0;
      const t0 = now();
      for (let i = 0; i < inputs.length; i++) {
        if (s.solve(inputs[i], state) !== truth[i]) wrong++;
      }
      rates.push(inputs.length / ((now() - t0) / 1000));
    }
    const rate = median(rates);
    (results[setName] ??= {})[name] = rate;
    console.log(`solve ${setName.padEnd(22)} ${name.padEnd(22)} ${rate.toFixed(0).padStart(9)} puzzles/s` +
      (wrong ? `  (${wrong} of ${inputs.length} not solved or wrong)` : ""));
  }
  const ours = results[setName]["sudoku-service-wasm"];
  const best = Math.max(...Object.entries(results[setName]).filter(([n]) => n !== "sudoku-service-wasm").map(([, v]) => v));
  console.log(`solve ${setName.padEnd(22)} wasm / fastest npm package: ${(ours / best).toFixed(1)}x`);
}

// Grade and hint per call on magictour_top1465 (every puzzle once).
const magic = sets[2][1];
for (const [what, call] of [
  ["grade", (g) => pkg.grade({ grid: g }, { budgetMs: 60000 })],
  ["hint", (g) => pkg.hint({ grid: g }, { budgetMs: 60000 })],
]) {
  const times = [];
  for (const g of magic) {
    const t0 = now();
    const a = call(g);
    times.push(now() - t0);
    if (a.status !== 200) throw new Error(`${what}: ${JSON.stringify(a.body)}`);
  }
  console.log(`${what} magictour_top1465: median ${median(times).toFixed(2)} ms, p99 ${p99(times).toFixed(2)} ms per call (${times.length} calls)`);
}
