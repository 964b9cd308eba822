// The record editor: problems at the line and column the CLI reports, the board drawn live,
// and fumen export and import that give the record back.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playground } from './harness.mjs';
import { DESKTOP, PHONE, cli, ready, screenshot, textUntil } from './views.mjs';

let harness;
before(async () => { harness = await playground(); });
after(async () => { await harness?.close(); });

/** The paper's sample with the first move's marker wrong: (X) where it clears two lines. */
const WRONG = '; a wrong clear marker\n[Setup "[3, (2)] [3, (2)]"]\n\nOd (X), J1a, Zc, Ta *\n';

test('a wrong clear marker is reported at its line and column, as the CLI reports it', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'tetrolab-web-')), 'wrong.txt');
  writeFileSync(file, WRONG);
  const checked = cli(['notation', 'check', file]);
  assert.equal(checked.status, 1);
  const [line, column, ...rest] = checked.stdout.trim().slice(file.length + 1).split(':');
  assert.deepEqual([line, column], ['4', '1']);
  const page = await harness.open(`index.html?view=notation&record=${encodeURIComponent(WRONG)}`);
  await ready(page);
  const problems = await textUntil(page, '[data-testid="problems"]', (t) => t.length > 0);
  assert.equal(problems, `${line}:${column}:${rest.join(':')}`);
  // Clicking the problem puts the cursor at that line and column.
  await page.click('[data-testid="problems"] button');
  const cursor = await page.$eval('[data-testid="record"]', (area) => {
    const before = area.value.slice(0, area.selectionStart).split('\n');
    return [before.length, before.at(-1).length + 1];
  });
  assert.deepEqual(cursor, [Number(line), Number(column)]);
  await screenshot(page, 'notation-desktop', DESKTOP);
  await screenshot(page, 'notation-phone', PHONE);
  assert.deepEqual(page.problems(), []);
});

test('typing redraws the board; fumen export then import gives the moves back', async () => {
  const page = await harness.open('index.html?view=notation');
  await ready(page);
  const board = '[data-testid="board"]';
  const first = await page.$eval(board, (figure) => figure.innerHTML);
  assert.match(first, /<svg/);
  await textUntil(page, '[data-testid="problems"]', (t) => t.startsWith('Valid'));
  await page.click('[data-testid="move"]');
  await page.keyboard.type('1');
  await page.waitForFunction((s, old) => document.querySelector(s).innerHTML !== old, {}, board, first);
  assert.equal(new URL(page.url()).searchParams.get('move'), '1');
  await page.click('#record-to-fumen');
  const fumen = await page.$eval('[data-testid="fumen"]', (input) => input.value);
  assert.match(fumen, /^v115@/);
  const record = await page.$eval('[data-testid="record"]', (area) => area.value);
  const expected = cli(['notation', 'fumen', '-'], record).stdout.trim();
  assert.equal(fumen, expected);
  await page.click('#fumen-import');
  const imported = await page.$eval('[data-testid="record"]', (area) => area.value);
  assert.equal(imported.trim(), cli(['notation', 'from-fumen', fumen]).stdout.trim());
});

test('a record with a mistake is drawn up to it, and the page says where the mistake is', async () => {
  // The third move's clear marker is wrong: the first two moves play.
  const record = '[Setup "[3, (2)] [3, (2)]"]\n\nOd (XX), J1a, Zc (X), Ta *\n';
  const file = join(mkdtempSync(join(tmpdir(), 'tetrolab-web-')), 'third.txt');
  writeFileSync(file, record);
  const checked = cli(['notation', 'check', file]);
  assert.equal(checked.status, 1);
  const [line, column] = checked.stdout.trim().slice(file.length + 1).split(':');
  const page = await harness.open(`index.html?view=notation&record=${encodeURIComponent(record)}`);
  await ready(page);
  await page.waitForSelector('[data-testid="board"] svg', { timeout: 10_000 });
  const caption = await page.$eval('[data-testid="board"] svg', (svg) => svg.textContent);
  assert.ok(caption.includes('after move 2 of 2'), caption);
  const note = await page.$eval('[data-testid="board-stopped"]', (p) => p.textContent);
  assert.ok(note.includes(`${line}:${column}:`), note);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test('a coloured fumen field imports with its colours, and the board draws them', async () => {
  // A published fumen vector whose field, top row first, is II_IIIJIII / ZZOZZZ_ZZZ /
  // S_SSSSSSSL / XXXX_XXTXX (X grey): eight squares of I, Z, S and grey each, one of J, O, L, T.
  const fumen = 'v115@9gxhAeyhg0yhBtQpCtAeCtQ4AeW4glD8AeB8wwB8JeAgH';
  const page = await harness.open('index.html?view=notation');
  await ready(page);
  await page.$eval('[data-testid="fumen"]', (input, text) => { input.value = text; }, fumen);
  await page.click('#fumen-import');
  const record = await page.$eval('[data-testid="record"]', (area) => area.value);
  assert.equal(record.trim(), cli(['notation', 'from-fumen', fumen]).stdout.trim());
  assert.ok(record.includes('1T, 2]'), record);
  await page.waitForFunction(() => document.querySelector('[data-testid="board"] svg')?.textContent.includes('setup'));
  const fills = await page.$eval('[data-testid="board"] svg', (svg) => [...svg.querySelectorAll('rect')]
    .map((rect) => rect.getAttribute('fill')));
  const count = (colour) => fills.filter((fill) => fill === colour).length;
  // The library's guideline colours (render::colour): I, Z, S, grey; J, O, L, T.
  assert.deepEqual(['#00f0f0', '#f00000', '#00f000', '#808080'].map(count), [8, 8, 8, 8]);
  assert.deepEqual(['#0000f0', '#f0f000', '#f0a000', '#a000f0'].map(count), [1, 1, 1, 1]);
  await screenshot(page, 'notation-coloured-setup', DESKTOP);
  assert.deepEqual(page.problems(), []);
  await page.close();
});

test("the record and its board download: the text, notation svg's SVG byte for byte, and a PNG of its size", async () => {
  const record = '; the paper\'s sample\n[Setup "[3, (2)] [3, (2)]"]\n\n1. Od (XX), 2. J1a, 3. Zc, 4. Ta *\n';
  const page = await harness.open(`index.html?view=notation&move=2&record=${encodeURIComponent(record)}`);
  await ready(page);
  await page.waitForSelector('#view-notation [data-testid="download-png"][href]', { timeout: 60_000 });
  const fetched = (label) => page.$eval(`#view-notation [data-testid="download-${label}"]`, async (a) => (await fetch(a.href)).text());
  assert.equal(await fetched('record'), record);
  const file = join(mkdtempSync(join(tmpdir(), 'tetrolab-web-')), 'sample.txt');
  writeFileSync(file, record);
  const drawn = cli(['notation', 'svg', file, '--move', '2', '--out', '-']);
  assert.equal(drawn.status, 0, drawn.stderr);
  const svg = await fetched('svg');
  assert.equal(svg, drawn.stdout);
  // The PNG decodes, at the SVG's own width and height.
  const [png, size] = await page.$eval('#view-notation [data-testid="download-png"]', async (a) => {
    const blob = await (await fetch(a.href)).blob();
    const bitmap = await createImageBitmap(blob);
    const root = new DOMParser().parseFromString(await (await fetch(document.querySelector('#view-notation [data-testid="download-svg"]').href)).text(), 'image/svg+xml').documentElement;
    return [[blob.type, bitmap.width, bitmap.height], [root.getAttribute('width'), root.getAttribute('height')]];
  });
  assert.deepEqual(png, ['image/png', Number(size[0]), Number(size[1])]);
  assert.ok(png[1] > 0 && png[2] > 0);
  assert.ok(await page.$('#view-notation [data-testid="copy-link"]'));
  assert.deepEqual(page.problems(), []);
  await page.close();
});

