// The game's changes, undo and redo, steps applied, the /hint body, the clock.
import assert from "node:assert/strict";
import { test } from "node:test";
import { bit, digitsOf } from "../../../crates/sudoku-server/src/http/playground/grid.js";
import * as state from "../../../crates/sudoku-server/src/http/playground/state.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const fresh = (autoRemove = true) => state.newGame(PUZZLE, {}, { pencil: false, autoRemove });

test("a new game holds the givens and nothing else", () => {
  const g = fresh();
  assert.equal(state.gridLine(g), PUZZLE);
  assert.ok(state.isGiven(g, 0) && !state.isGiven(g, 2));
  assert.deepEqual(g.marks, new Array(81).fill(0));
});

test("undo and redo walk the changes back and forth; a new change drops the redo stack", () => {
  const g = fresh();
  assert.ok(state.change(g, () => state.place(g, 2, 4)));
  assert.ok(state.change(g, () => void (g.marks[3] = bit(6) | bit(2))));
  const after = state.gridLine(g);
  assert.ok(state.undo(g));
  assert.equal(g.marks[3], 0);
  assert.ok(state.undo(g));
  assert.equal(state.gridLine(g), PUZZLE);
  assert.ok(!state.undo(g), "nothing left to undo");
  assert.ok(state.redo(g) && state.redo(g));
  assert.equal(state.gridLine(g), after);
  assert.deepEqual(digitsOf(g.marks[3]), [2, 6]);
  assert.ok(!state.redo(g), "nothing left to redo");
  state.undo(g);
  assert.ok(state.change(g, () => state.place(g, 3, 6)));
  assert.ok(!state.redo(g), "a new change drops what undo took back");
});

test("a change that changes nothing, or gives up, is no step", () => {
  const g = fresh();
  assert.ok(!state.change(g, () => {}));
  assert.ok(!state.change(g, () => false));
  assert.equal(g.history.length, 0);
});

test("a finished game neither changes nor travels", () => {
  const g = fresh();
  state.change(g, () => state.place(g, 2, 4));
  g.done = true;
  assert.ok(!state.change(g, () => state.place(g, 3, 6)));
  assert.ok(!state.undo(g));
  assert.equal(g.history.length, 1, "the history is kept");
});

test("undo keeps at most HISTORY_LIMIT steps", () => {
  const g = fresh();
  for (let k = 0; k < state.HISTORY_LIMIT + 20; k++) state.change(g, () => void (g.marks[2] ^= bit(1 + (k % 9))));
  assert.equal(g.history.length, state.HISTORY_LIMIT);
});

test("placing a digit takes it out of its peers' marks only with auto-removal on", () => {
  for (const autoRemove of [true, false]) {
    const g = fresh(autoRemove);
    state.change(g, () => state.fillCandidates(g));
    assert.ok(g.marks[3] & bit(2), "r1c4 may hold 2");
    state.change(g, () => state.place(g, 2, 2));
    assert.equal(!!(g.marks[3] & bit(2)), !autoRemove);
  }
});

test("candidates are the digits no peer holds", () => {
  const g = fresh();
  assert.deepEqual(digitsOf(state.candidatesOf(g, 2)), [1, 2, 4]);
});

test("a step's eliminations write out an unmarked cell's candidates first; placements skip givens", () => {
  const g = fresh();
  state.applyStep(g, {
    eliminations: [{ row: 0, col: 2, digit: 2 }],
    placements: [{ row: 0, col: 3, digit: 6 }, { row: 0, col: 0, digit: 1 }],
  });
  assert.deepEqual(digitsOf(g.marks[2]), [1, 4]);
  assert.equal(g.values[3], 6);
  assert.equal(g.values[0], 5, "a given stays");
});

test("the /hint body: the grid, the givens, and marks as strings or null", () => {
  const g = fresh();
  g.marks[2] = bit(1) | bit(4);
  g.marks[0] = bit(9); // under a given: not sent
  const body = state.hintRequest(g);
  assert.equal(body.grid, PUZZLE);
  assert.equal(body.givens, PUZZLE);
  assert.equal(body.candidates.length, 9);
  assert.ok(body.candidates.every((r) => r.length === 9));
  assert.equal(body.candidates[0][2], "14");
  assert.equal(body.candidates[0][0], null);
  assert.equal(body.candidates[0][3], null);
  assert.equal(body.style, undefined, "SE's path unless the player asks for the learner's");
});

test("a player who asked for learner hints sends the learner style, and it carries to the next game", () => {
  const g = state.newGame(PUZZLE, {}, { pencil: false, autoRemove: true, learner: true });
  assert.equal(state.hintRequest(g).style, "learner");
  const next = state.newGame(PUZZLE, {}, { pencil: g.pencil, autoRemove: g.autoRemove, learner: g.learner });
  assert.ok(next.learner);
  assert.ok(!fresh().learner, "off by default");
});

test("revealing fills the solution, ends the game, and keeps the grid before it", () => {
  const g = fresh();
  const solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  state.reveal(g, solution);
  assert.equal(state.gridLine(g), solution);
  assert.ok(g.done && g.revealed);
  assert.equal(g.history.at(-1).v, PUZZLE.replace(/\./g, "0"));
});

test("the clock", () => {
  const g = fresh();
  g.elapsed = 5000;
  assert.equal(state.elapsedAt(g, null, 99999), 5000);
  assert.equal(state.elapsedAt(g, 1000, 3500), 7500);
  assert.equal(state.formatTime(0), "0:00");
  assert.equal(state.formatTime(247000), "4:07");
  assert.equal(state.formatTime(3723000), "1:02:03");
});
