// The package's entry point: loads the WebAssembly module once, then
// answers each call as the server answers the same request (see README.md).
import initGlue, * as glue from "./sudoku_wasm.js";

let loading = null;
let loaded = false;

/** True when running in node (no fetch of a file: URL there). */
function inNode() {
  return typeof process === "object" && process !== null && typeof process.versions?.node === "string";
}

async function load(source) {
  if (source === undefined && inNode()) {
    const { readFile } = await import("node:fs/promises");
    source = await readFile(new URL("./sudoku_wasm_bg.wasm", import.meta.url));
  }
  await initGlue(source === undefined ? undefined : { module_or_path: source });
  loaded = true;
}

/**
 * Loads the module: in a page from `sudoku_wasm_bg.wasm` beside this file
 * (or `source`: a URL, a Response, bytes or a compiled module), in node
 * from the package's folder. Safe to call more than once.
 */
export function init(source) {
  loading ??= load(source);
  return loading;
}

/** Loads the module from bytes or a compiled module, synchronously. */
export function initSync(module) {
  if (!loaded) {
    glue.initSync({ module });
    loaded = true;
  }
}

function call(fn, request, options) {
  if (!loaded) {
    throw new Error("sudoku-service-wasm: call `await init()` first");
  }
  const body = typeof request === "string" ? request : JSON.stringify(request);
  return JSON.parse(fn(body, options?.lang ?? "en", options?.budgetMs ?? 0));
}

export const solve = (request, options) => call(glue.solve, request, options);
export const validate = (request, options) => call(glue.validate, request, options);
export const grade = (request, options) => call(glue.grade, request, options);
export const hint = (request, options) => call(glue.hint, request, options);
export const generate = (request, options) => call(glue.generate, request, options);
export function techniques(options) {
  if (!loaded) {
    throw new Error("sudoku-service-wasm: call `await init()` first");
  }
  return JSON.parse(glue.techniques(options?.lang ?? "en"));
}
