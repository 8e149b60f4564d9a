// The package's first techniques() call in a fresh node process
// (scripts/techniques-first.sh runs it once per process):
//
//   node scripts/techniques-first.mjs PKG_DIR LANG [OUT_FILE]
//
// Prints "FIRST <ms of init()> <ms of the first techniques()>"; OUT_FILE
// gets the module's answer as it is before index.js parses it (status and
// body), for a byte comparison with the server's body.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pkgDir, lang, out] = process.argv.slice(2);
const t0 = performance.now();
const pkg = await import(pathToFileURL(path.resolve(pkgDir, "index.js")).href);
await pkg.init();
const t1 = performance.now();
const answer = pkg.techniques({ lang });
const t2 = performance.now();
if (answer.status !== 200) throw new Error(`techniques(): status ${answer.status}`);
if (out) {
  const glue = await import(pathToFileURL(path.resolve(pkgDir, "sudoku_wasm.js")).href);
  writeFileSync(out, glue.techniques(lang));
}
console.log(`FIRST ${(t1 - t0).toFixed(1)} ${(t2 - t1).toFixed(1)}`);
