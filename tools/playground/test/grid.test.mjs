// Reading the puzzle texts people bring, and the grid's geometry.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CELLS, PEERS, houseCells, puzzleOfHash, readBoard, readPuzzleText } from "../../../crates/sudoku-server/src/http/playground/grid.js";

// A puzzle and its BOJ 2580 / LeetCode 37 spellings, built from the line
// rather than written out twice.
const LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const rows = [...Array(9)].map((_, r) => LINE.slice(r * 9, r * 9 + 9));
const boj = (sep) => rows.map((r) => [...r.replace(/\./g, "0")].join(sep)).join("\n");
const leet = (q, sep) => "[" + rows.map((r) => "[" + [...r].map((c) => q + c + q).join(",") + "]").join("," + sep) + "]";

test("an 81-cell line reads as itself, 0 as empty, whitespace ignored", () => {
  assert.deepEqual(readPuzzleText(LINE), { puzzle: LINE });
  assert.deepEqual(readPuzzleText(LINE.replace(/\./g, "0")), { puzzle: LINE });
  assert.deepEqual(readPuzzleText("  " + LINE.slice(0, 40) + "\n" + LINE.slice(40) + "\n"), { puzzle: LINE });
});

test("BOJ 2580's nine lines read with or without spaces", () => {
  assert.deepEqual(readPuzzleText(boj(" ")), { puzzle: LINE });
  assert.deepEqual(readPuzzleText(boj("")), { puzzle: LINE });
});

test("a LeetCode board reads on one line, over lines, after `board =`, with Python's quotes", () => {
  assert.deepEqual(readPuzzleText(leet('"', "")), { puzzle: LINE });
  assert.deepEqual(readPuzzleText(leet('"', "\n ")), { puzzle: LINE });
  assert.deepEqual(readPuzzleText("board = " + leet("'", "\n")), { puzzle: LINE });
  const ints = "[" + rows.map((r) => "[" + [...r].map((c) => (c === "." ? "0" : c)).join(",") + "]").join(",") + "]";
  assert.deepEqual(readBoard(ints), { puzzle: LINE });
});

test("malformed texts are named, never read as a puzzle", () => {
  const lines = boj(" ").split("\n");
  const cases = [
    ["", ["pasteEmpty"]],
    [LINE.slice(1), ["pasteLength", 80]],
    [LINE.slice(0, 10) + "x" + LINE.slice(11), ["pasteChar", "x", 1]],
    [[...lines.slice(0, 3), lines[3].slice(0, -2), ...lines.slice(4)].join("\n"), ["pasteLine", 4, 8]],
    [[...lines, lines[0]].join("\n"), ["pasteLines", 10]],
    ["[" + leet('"', "").slice(1, -1).split("],").slice(0, 8).join("],") + "]]", ["boardRows", 8]],
    [leet('"', "").replace('"7"', '"77"'), ["boardCell", 1, 5, '"77"']],
    [leet('"', "").replace('"5","3"', '"5","3","1"'), ["boardRow", 1, 10]],
    ["[[1,2],", ["pasteChar", "[", 1]],
    ["[[1,2]", ["boardJson"]],
  ];
  for (const [text, error] of cases) assert.deepEqual(readPuzzleText(text), { error }, JSON.stringify(text));
});

test("a share link's hash holds the puzzle", () => {
  assert.equal(puzzleOfHash("#p=" + LINE), LINE);
  assert.equal(puzzleOfHash("#p=" + LINE.replace(/\./g, "0")), LINE);
  assert.equal(puzzleOfHash("#p=" + LINE.slice(1)), null);
  assert.equal(puzzleOfHash(""), null);
});

test("every cell has 20 peers, and houses have nine cells", () => {
  assert.equal(PEERS.length, CELLS);
  for (let i = 0; i < CELLS; i++) {
    assert.equal(PEERS[i].length, 20);
    assert.ok(!PEERS[i].includes(i));
  }
  assert.deepEqual(houseCells("row", 1), [9, 10, 11, 12, 13, 14, 15, 16, 17]);
  assert.deepEqual(houseCells("column", 2), [2, 11, 20, 29, 38, 47, 56, 65, 74]);
  assert.deepEqual(houseCells("box", 4), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
  assert.deepEqual(houseCells("nonsense", 0), []);
});
