// A saved game is trusted only field by field.
import assert from "node:assert/strict";
import { test } from "node:test";
import { newGame, place } from "../../../crates/sudoku-server/src/http/playground/state.js";
import { readSaved } from "../../../crates/sudoku-server/src/http/playground/storage.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

test("a saved game comes back as it was", () => {
  const g = newGame(PUZZLE, { level: "easy" }, { pencil: true, autoRemove: false });
  place(g, 2, 4);
  g.history.push({ v: PUZZLE.replace(/\./g, "0"), m: new Array(81).fill(0) });
  g.hintsUsed = 3;
  assert.deepEqual(readSaved(JSON.stringify(g)), g);
  const learner = newGame(PUZZLE, {}, { pencil: false, autoRemove: true, learner: true });
  assert.equal(readSaved(JSON.stringify(learner))?.learner, true);
});

test("a game saved before the learner option loads with it off", () => {
  const { learner: _, ...old } = newGame(PUZZLE, {}, { pencil: false, autoRemove: true });
  assert.equal(readSaved(JSON.stringify(old))?.learner, false);
});

test("what cannot be played is not loaded", () => {
  const g = newGame(PUZZLE, {}, { pencil: false, autoRemove: true });
  for (const broken of [
    null,
    "not json",
    "[]",
    JSON.stringify({ ...g, version: 2 }),
    JSON.stringify({ ...g, puzzle: PUZZLE.slice(1) }),
    JSON.stringify({ ...g, values: g.values.slice(1) }),
    JSON.stringify({ ...g, marks: g.marks.map(() => 512) }),
  ])
    assert.equal(readSaved(broken), null, String(broken).slice(0, 40));
});

test("givens come from the puzzle, damaged parts are dropped", () => {
  const g = newGame(PUZZLE, {}, { pencil: false, autoRemove: true });
  const damaged = { ...g, values: g.values.map((v, i) => (i === 0 ? 9 : i === 2 ? 12 : v)), history: [{ v: "x" }], meta: 7 };
  const back = readSaved(JSON.stringify(damaged));
  assert.ok(back);
  assert.equal(back.values[0], 5, "a given is the puzzle's");
  assert.equal(back.values[2], 0, "an impossible digit is empty");
  assert.deepEqual(back.history, []);
  assert.deepEqual(back.meta, {});
});
