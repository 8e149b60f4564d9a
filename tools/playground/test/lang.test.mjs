// The language tables: every language has exactly every key of English,
// with the same shape, and every text the page names is there.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { LANGS, MESSAGES, pickLanguage } from "../../../crates/sudoku-server/src/http/playground/lang.js";

/**
 * Where two tables differ: a missing or extra key, a string against a
 * function, functions of other arity, lists of other lengths.
 */
function differences(want, got, at = "") {
  const out = [];
  for (const k of new Set([...Object.keys(want), ...Object.keys(got)])) {
    const here = at + k;
    if (!(k in got)) out.push("missing " + here);
    else if (!(k in want)) out.push("extra " + here);
    else if (typeof want[k] !== typeof got[k] || Array.isArray(want[k]) !== Array.isArray(got[k])) out.push("kind of " + here);
    else if (typeof want[k] === "function" && want[k].length !== got[k].length) out.push("parameters of " + here);
    else if (Array.isArray(want[k]) && want[k].length !== got[k].length) out.push("length of " + here);
    else if (want[k] && typeof want[k] === "object") out.push(...differences(want[k], got[k], here + "."));
  }
  return out;
}

test("the switch offers every language with a table", () => {
  assert.deepEqual(Object.keys(MESSAGES).sort(), [...LANGS].sort());
  assert.deepEqual(LANGS, ["en", "ko", "ja"]);
  const html = readFileSync(new URL("../../../crates/sudoku-server/src/http/playground/index.html", import.meta.url), "utf8");
  const offered = [...html.matchAll(/<option value="([a-z]+)" lang="\1">/g)].map((m) => m[1]);
  assert.deepEqual(offered, LANGS);
});

for (const l of LANGS) {
  test(`${l}: every key of English, nothing more, of the same shape`, () => {
    assert.deepEqual(differences(MESSAGES.en, MESSAGES[l]), []);
  });
}

test("every key index.html names is in the table", () => {
  const html = readFileSync(new URL("../../../crates/sudoku-server/src/http/playground/index.html", import.meta.url), "utf8");
  const named = [...html.matchAll(/data-i18n(?:-aria|-parts)?="([A-Za-z]+)"/g)].map((m) => m[1]);
  assert.ok(named.length > 30, `${named.length} keys named`);
  for (const key of named) for (const l of LANGS) assert.ok(key in MESSAGES[l], `${l}.${key}`);
});

/** Sample parameters for a message function: digits, cell names, lists. */
const sample = (fn) => {
  const src = String(fn);
  const names = src.slice(0, src.indexOf("=>")).replace(/\/\*\*[^*]*\*\//g, "").replace(/[()\s]/g, "").split(",").filter(Boolean);
  return names.map((n) => (["ds"].includes(n) ? [1, 5, 8] : ["cells"].includes(n) ? ["r1c1", "r2c2"] : n === "links" ? true : /^(d|n|k|r|c|line|givens)$/.test(n) ? 3 : "X"));
};

/** Every text of a table, its functions called with sample parameters. */
function texts(table, at = "") {
  return Object.entries(table).flatMap(([k, v]) =>
    typeof v === "function" ? [[at + k, v(...sample(v))]] : typeof v === "string" ? [[at + k, v]] : v && typeof v === "object" ? texts(v, at + k + ".") : [],
  );
}

for (const l of LANGS) {
  test(`${l}: every message renders to text, in its own script`, () => {
    const all = texts(MESSAGES[l]);
    assert.ok(all.length > 150, `${all.length} texts`);
    for (const [key, text] of all) {
      assert.equal(typeof text, "string", key);
      assert.ok(text.trim() && !/undefined|NaN|\[object/.test(text), `${l}.${key}: ${text}`);
    }
    const hangul = /[\uac00-\ud7a3]/;
    const kana = /[\u3040-\u30ff]/;
    if (l !== "ko") assert.deepEqual(all.filter(([, s]) => hangul.test(s)), [], "no Hangul outside Korean");
    if (l !== "ja") assert.deepEqual(all.filter(([, s]) => kana.test(s)), [], "no kana outside Japanese");
  });
}

test("the language: the stored choice, else the browser's first one spoken, else English", () => {
  assert.equal(pickLanguage("ja", ["ko-KR"]), "ja");
  assert.equal(pickLanguage(null, ["fr-FR", "ja-JP", "ko"]), "ja");
  assert.equal(pickLanguage("de", ["KO-kr"]), "ko");
  assert.equal(pickLanguage(null, ["fr", "de"]), "en");
  assert.equal(pickLanguage(null, []), "en");
});
