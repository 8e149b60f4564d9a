// @ts-check
// The playground's texts in English: one key per message, a string or a
// function of its parameters (numbers, cell names, names the server sent).
// This table is the shape every language follows (`Messages`): tsc checks
// that each other table has every key with the same parameters, and
// `node --test` that none has more.
//
// index.html marks its static texts with data-i18n (text), data-i18n-aria
// (aria-label) and data-i18n-parts (a text with the element's child
// elements at {0}, {1}, …).

/** "a", "a and b", "a, b and c". */
function list(/** @type {string[]} */ items) {
  return items.length < 2 ? items.join("") : items.slice(0, -1).join(", ") + " and " + items[items.length - 1];
}

const en = {
  title: "Sudoku service · playground",
  description:
    "A Sudoku game that teaches, built on the sudoku-service JSON API: new puzzles by level or by technique, pencil marks, hints, mistakes, undo.",
  h1: "Sudoku {0}",
  h1Sub: "on the sudoku-service API",
  intro:
    "A game built only on the service's public JSON API ({0}, {1}, {2}, {3}, {4}, {5}); its source, {6}, is the reference client.",
  language: "Language",
  newGameTitle: "New game",
  levelLabel: "Level",
  newGame: "New game",
  practiceLabel: "Practise a technique",
  practice: "Practise",
  noPuzzle: "No puzzle yet.",
  time: "Time",
  timePlayed: "Time played",
  hints: "Hints",
  shareLink: "Link to this puzzle",
  copyLink: "Copy link",
  gridLabel: "Sudoku grid, 9 by 9",
  pad: "Number pad",
  eraseCell: "Erase cell",
  gridHelp:
    "Arrows move · 1–9 place a digit · Shift+1–9 (or pencil mode) toggles a mark · Backspace/Delete erase · P pencil mode · H hint · Ctrl+Z undo, Ctrl+Y redo.",
  play: "Play",
  pencilOn: "Pencil: on",
  pencilOff: "Pencil: off",
  undo: "Undo",
  redo: "Redo",
  hint: "Hint",
  check: "Check",
  pencilMarks: "Pencil marks",
  fillMarks: "Fill all candidates",
  clearMarks: "Clear marks",
  autoRemove: "Remove marks from peers when placing",
  learnerHints: "Hints in the techniques players learn (finned fish, Empty Rectangle, colouring…)",
  showMore: "Show more",
  applyStep: "Apply step",
  close: "Close",
  loading: "Loading…",
  ownPuzzle: "Your own puzzle · the solution",
  importLabel:
    "Type or paste a puzzle: 81 cells (1–9, with 0 or . for empty), a LeetCode board or BOJ 2580's nine lines",
  importPlay: "Grade and play",
  reveal: "Show the solution",
  devview: "Last API call (for developers)",
  noRequest: "No request yet.",
  footer:
    "API: {0} {1} or {2}, {3}, {4} {5}, {6}, {7}, {8}; errors are {9}. Contract: {10}. Health: {11}.",

  levels: {
    easy: "easy",
    medium: "medium",
    hard: "hard",
    expert: "expert",
    master: "master",
    extreme: "extreme",
  },
  levelOption: (/** @type {string} */ name, /** @type {string} */ range) => name.charAt(0).toUpperCase() + name.slice(1) + " (ER " + range + ")",
  levelGroup: (/** @type {string} */ name) => name.charAt(0).toUpperCase() + name.slice(1),

  // Cells and the player's moves.
  rc: (/** @type {number} */ r, /** @type {number} */ c) => "row " + r + ", column " + c,
  given: (/** @type {string} */ rc) => rc + " is a given.",
  holdsDigit: (/** @type {string} */ rc) => rc + " holds a digit; erase it to mark it.",
  placed: (/** @type {number} */ d, /** @type {string} */ rc) => d + " in " + rc + ".",
  marked: (/** @type {number} */ d, /** @type {string} */ rc) => "Mark " + d + " in " + rc + ".",
  unmarked: (/** @type {number} */ d, /** @type {string} */ rc) => "Unmarked " + d + " in " + rc + ".",
  erased: (/** @type {string} */ rc) => "Erased " + rc + ".",
  clearedCellMarks: (/** @type {string} */ rc) => "Cleared the marks of " + rc + ".",
  filledMarks: "Filled every empty cell with its candidates.",
  clearedMarks: "Cleared all pencil marks.",
  undone: "Undone.",
  redone: "Redone.",
  pencilModeOn: "Pencil mode on: digits toggle marks.",
  pencilModeOff: "Pencil mode off: digits are placed.",
  finished: "This game is finished.",
  pressNewGame: "Press New game for another.",

  // What a screen reader hears for a cell.
  cellGiven: (/** @type {number} */ d) => "given " + d,
  cellEmpty: "empty",
  cellMarks: (/** @type {number[]} */ ds) => "marks " + ds.join(" "),
  cellMistake: "mistake",
  cellMarksLack: "marks lack a digit",
  cellInHint: "part of the hint",
  cellInHintHouse: "in the hint's house",
  cellHintPlaces: (/** @type {number} */ d) => "hint places " + d,
  cellHintRemoves: (/** @type {number[]} */ ds) => "hint removes " + ds.join(" "),

  // The line above the grid.
  infoLevel: (/** @type {string} */ level) => "Level: " + level,
  infoUnrated: (/** @type {string} */ why) => "Level: not rated (" + why + ")",
  incomplete: { budget: "out of time", stuck: "no known technique applies" },
  infoHardest: (/** @type {string} */ name) => "hardest step: " + name,
  infoPractice: (/** @type {string} */ name) => "practising " + name,
  infoPuzzle: "Puzzle",
  sourceGenerated: (/** @type {number | string} */ seed) => "generated, seed " + seed,
  sourcePasted: "pasted",
  sourceOwn: "your puzzle",
  sourceLink: "shared link",

  // New games, own puzzles, practice.
  daily: "Today’s puzzle",
  makingDaily: (/** @type {string} */ level) => "Fetching today’s " + level + " puzzle…",
  madeDaily: (/** @type {string} */ level, /** @type {string} */ date) => "Today’s " + level + " puzzle (" + date + ", the same for every player).",
  making: (/** @type {string} */ level) => "Making a " + level + " puzzle…",
  made: (/** @type {string} */ level) => "New " + level + " puzzle.",
  madeDetail: (/** @type {number} */ givens, /** @type {string} */ er) => givens + " givens, rated ER " + er + ". Good luck!",
  makingPractice: (/** @type {string} */ name) => "Making a puzzle that needs " + name + "…",
  madePractice: (/** @type {string} */ name) => "A puzzle to practise " + name + ".",
  madePracticeDetail: (/** @type {number} */ givens, /** @type {string} */ er, /** @type {string} */ level) =>
    givens + " givens, rated ER " + er + " (" + level + "). You will need the technique on the way; Hint shows it when its turn comes. Good luck!",
  unexpected: "Unexpected answer from the server.",
  noPuzzleInAnswer: "No puzzle in the answer.",
  notAPuzzle: "That is not a puzzle.",
  pasteEmpty: "There is nothing to read.",
  pasteLength: (/** @type {number} */ n) =>
    "Expected 81 cells (1–9, with 0 or . for empty), a LeetCode board or BOJ 2580's nine lines; got " + n + " cells.",
  pasteChar: (/** @type {string} */ ch, /** @type {number} */ line) => "“" + ch + "” in line " + line + " is not a cell (1–9, with 0 or . for empty).",
  pasteLines: (/** @type {number} */ n) => "Read " + n + " lines of cells; BOJ 2580's input is nine lines of nine digits.",
  pasteLine: (/** @type {number} */ line, /** @type {number} */ n) => "Line " + line + " has " + n + " cells; BOJ 2580's input is nine lines of nine digits.",
  boardJson: "The board cannot be read: it is not a list of rows like [[\"5\",\"3\",\".\",…],…].",
  boardRows: (/** @type {number} */ n) => "The board has " + n + " rows; a LeetCode board has nine rows of nine cells.",
  boardRow: (/** @type {number} */ r, /** @type {number} */ n) => "Row " + r + " of the board has " + n + " cells; a LeetCode board has nine rows of nine cells.",
  boardCell: (/** @type {number} */ r, /** @type {number} */ c, /** @type {string} */ v) => "Row " + r + ", column " + c + " of the board holds " + v + "; a cell is \"1\"–\"9\", or \".\" for empty.",
  grading: "Grading the puzzle…",
  graded: (/** @type {string} */ level, /** @type {string} */ er) => "Graded " + level + ": ER " + er + ".",
  gradedIncomplete: (/** @type {string} */ why) => "Graded, but the rating stopped early (" + why + ").",
  hardestStep: (/** @type {string} */ name) => "Hardest step: " + name + ". ",
  goodLuck: "Good luck!",

  // Hints.
  lookingForStep: "Looking for the next step…",
  fixFirst: (/** @type {number} */ n) => "Fix these first — " + n + " mistake" + (n === 1 ? "" : "s") + ":",
  checkFound: (/** @type {number} */ n) => "Check found " + n + " mistake" + (n === 1 ? "" : "s") + ":",
  hintOutOfTime: "The hint ran out of time.",
  hintStuck: "No technique this service knows applies here.",
  hintStuckDetail: "Try a guess, or Show the solution.",
  unknownHintKind: (/** @type {string} */ kind) => "Unknown hint kind " + kind + ".",
  depths: ["Where to look", "What to look for", "The whole step"],
  hintTitle: (/** @type {number} */ k, /** @type {string} */ depth) => "Hint " + k + " of 3: " + depth,
  hintTechnique: (/** @type {string} */ name, /** @type {string} */ rating, /** @type {boolean} */ links) =>
    " (" + name + ", rating " + rating + (links ? ", links drawn on the grid: solid strong, dashed weak" : "") + ")",
  hintSaid: (/** @type {string} */ text) => "Hint: " + text,
  hintClosed: "Hint closed.",
  applied: "Applied.",
  appliedPlaced: (/** @type {number} */ d, /** @type {string} */ cell) => "Placed " + d + " in " + cell + ".",
  appliedRemoved: (/** @type {number} */ d, /** @type {string[]} */ cells) => "Removed " + d + " from " + list(cells) + ".",
  stepApplied: "Step applied.",

  // Checks and the end.
  checking: "Checking…",
  noMistakes: "No mistakes so far.",
  cellsToGo: (/** @type {number} */ n) => n + " cell" + (n === 1 ? "" : "s") + " to go.",
  solved: "Solved! Well done.",
  solvedDetail: (/** @type {string} */ time, /** @type {number} */ n) =>
    "Time " + time + ", " + n + " hint" + (n === 1 ? "" : "s") + " used. Press New game for another.",
  fullNotSolved: "The grid is full but not solved.",
  conflicts: (/** @type {number} */ n) => n + " conflict" + (n === 1 ? "" : "s") + ". ",
  pressCheck: "Press Check to see the mistakes.",
  solutionNot81: "The solution is not 81 digits.",
  solutionShown: "The solution is shown.",
  gameOver: "This game is over; press New game for another.",
  linkCopied: "Link copied.",
  copyThisLink: "Copy this link:",
  welcomeFinished: "Welcome back: this game is finished.",
  welcomeBack: "Welcome back: your game is as you left it.",
  languageSet: "The page is in English.",
  failedInPage: (/** @type {string} */ action) => action + " failed in the page.",
  actions: {
    newGame: "New game",
    dailyGame: "Today’s puzzle",
    practice: "Practise",
    hint: "Hint",
    check: "Check",
    grade: "Grade",
    reveal: "Show the solution",
    openLink: "Open link",
    start: "Start",
    language: "Language",
  },

  // Mistakes, in words.
  wrongDigit: (/** @type {number} */ d, /** @type {string} */ rc) => "The " + d + " in " + rc + " is wrong.",
  missingCandidate: (/** @type {string} */ rc) => "The pencil marks in " + rc + " lack the digit that belongs there.",
  conflict: (/** @type {number} */ d, /** @type {string} */ house, /** @type {string[]} */ cells) => d + " appears twice in " + house + " (" + cells.join(" and ") + ").",
  house: { row: (/** @type {number} */ k) => "row " + k, column: (/** @type {number} */ k) => "column " + k, box: (/** @type {number} */ k) => "box " + k },
  otherMistake: (/** @type {string} */ kind) => "A mistake (" + kind + ").",

  // Failures of the API and the network.
  noAnswer: "No answer from the server.",
  noAnswerDetail: (/** @type {number | string} */ s) => "The server did not answer within " + s + " s.",
  networkError: "Network error.",
  networkErrorDetail: "Could not reach the server; check that it is running and try again.",
  noOfflinePlay: " This build of the page cannot play offline.",
  offline: "Playing offline: this page makes the puzzles, hints and checks itself until the server is back.",
  brokenAnswer: (/** @type {number | string} */ status) => "The connection broke while reading the answer (HTTP " + status + ").",
  notJson: (/** @type {number | string} */ status, /** @type {string} */ type) =>
    "HTTP " + status + ", " + (type ? "content type " + type : "no content type") + " instead of JSON.",
  problems: {
    invalid_grid: "The grid cannot be read.",
    invalid_request: "The request was refused.",
    conflicting_givens: "The givens conflict.",
    unsolvable: "This puzzle has no solution.",
    multiple_solutions: "This puzzle has more than one solution.",
    cannot_generate: "No puzzle can be made for that request.",
    timeout: "The server ran out of time.",
    overloaded: "The server is busy.",
    shutting_down: "The server is shutting down.",
    payload_too_large: "The request is too large.",
    malformed_json: "The request was not valid JSON.",
    internal: "The server failed unexpectedly.",
  },
  requestFailed: "Request failed.",
  retryIn: (/** @type {number | string} */ s) => " Try again in " + s + " s.",
  requestId: (/** @type {string} */ id) => " (request id " + id + ")",
  countsFromZero: " (positions in this message count from 0)",
};

/** @typedef {typeof en} Messages */

export default en;
