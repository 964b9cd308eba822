// The game-record editor: TETRIS-SYSTEM text checked as it is typed (each problem at its line
// and column, a click puts the cursor there), the board the library draws for the chosen game
// and move, canonical formatting, and fumen export and import. Records are small, so the
// library's calls run on the page's thread.
import { h, pictureFiles, resultTools, showError } from './dom.js';
import { given } from './url.js';

/** The paper's sample game, shown when the URL holds no record. */
export const SAMPLE = `; TETRIS-SYSTEM v1's sample game, on its 5-wide board
[Event "A Sample Notation"]
[Setup "[3, (2)] [3, (2)]"]

1. Od (XX), 2. J1a, 3. Zc (?!) {leaves c1 empty}, 4. Ta *
`;

/** Moves the textarea's cursor to a 1-based line and column. */
function focusAt(textarea, line, column) {
  const lines = textarea.value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset += Math.max(0, column - 1);
  textarea.focus();
  textarea.setSelectionRange(offset, offset);
}

/** Mounts the editor; `tl` is the wasm module; `update(state)` shows a state's record. */
export function mountNotation(tl, onChange) {
  const root = document.getElementById('view-notation');
  const record = document.getElementById('record');
  const fumen = document.getElementById('fumen');
  const game = document.getElementById('game');
  const move = document.getElementById('move');
  const error = document.getElementById('notation-error');
  const problems = document.getElementById('problems');
  const board = document.getElementById('board');
  const tools = document.getElementById('board-tools');

  const attempt = (action) => {
    try {
      showError(error, '');
      return action();
    } catch (problem) {
      showError(error, problem.message);
      return undefined;
    }
  };

  record.addEventListener('input', () => onChange({ record: record.value }));
  game.addEventListener('input', () => onChange({ game: game.value || '1' }));
  move.addEventListener('input', () => onChange({ move: move.value }));
  document.getElementById('record-format').addEventListener('click', () => attempt(() => {
    record.value = tl.notation_format(record.value);
    onChange({ record: record.value });
  }));
  document.getElementById('record-to-fumen').addEventListener('click', () => attempt(() => {
    fumen.value = tl.notation_to_fumen(record.value);
  }));
  document.getElementById('fumen-import').addEventListener('click', () => attempt(() => {
    record.value = tl.notation_from_fumen(fumen.value.trim());
    onChange({ record: record.value, game: '1', move: '' });
  }));

  const showProblems = (text) => {
    const check = JSON.parse(tl.notation_check(text));
    const located = (finding, prefix = '') => h('li', {},
      h('button', { type: 'button', onclick: () => focusAt(record, finding.line, finding.column) },
        `${prefix}${finding.line}:${finding.column}: ${finding.message}`));
    problems.replaceChildren(
      ...(check.problems.length ? [] : [h('li', { class: 'ok' }, check.valid
        ? `Valid: ${check.games} game${check.games === 1 ? '' : 's'}, every move plays as written.` : 'Not valid.')]),
      ...check.problems.map((finding) => located(finding)),
      ...check.warnings.map((finding) => located(finding, 'warning: ')));
  };

  return {
    root,
    keys: ['record', 'game', 'move'],
    update(state) {
      const text = state.record || SAMPLE;
      if (document.activeElement !== record && record.value !== text) record.value = text;
      game.value = state.game;
      move.value = state.move;
      attempt(() => showProblems(text));
      // The game and move as typed: the library reads and checks them.
      const options = given({ game: state.game || '1', move: state.move });
      try {
        // A game with a mistake is drawn up to it, and the note says where the mistake is.
        const drawn = JSON.parse(tl.notation_board(text, JSON.stringify(options)));
        board.innerHTML = drawn.svg;
        // The record as written, and the board as the library draws it.
        tools.replaceChildren(resultTools([
          { label: 'Record', name: 'record.txt', type: 'text/plain', text },
          ...pictureFiles(`board-game${options.game}${options.move === undefined ? '' : `-move${options.move}`}`, drawn.svg),
        ]));
        const stopped = drawn.stopped;
        if (stopped) {
          board.append(h('figcaption', { class: 'meta', 'data-testid': 'board-stopped' },
            `Drawn up to the first problem, at ${stopped.line}:${stopped.column}: ${stopped.message}`));
        }
      } catch (problem) {
        board.replaceChildren(h('p', { class: 'meta' }, `No board: ${problem.message}`));
        tools.replaceChildren(resultTools([{ label: 'Record', name: 'record.txt', type: 'text/plain', text }]));
      }
    },
  };
}
