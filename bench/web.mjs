// The playground's timings for BENCHMARKS.md, in headless Chromium on webcore's harness:
//   - time to first queue: navigation start to the first queue on screen (median of 5 loads);
//   - pieces per second dealt in the page's worker, every catalog randomizer (the wasm `queue`
//     call, its answer posted to the page and read there), against `tetrolab gen` writing
//     pieces of the same seed to /dev/null, in one run;
//   - a 10^8-piece Monte Carlo in the worker, with the page's event-loop delay meanwhile.
// Run from the repository's root after `bash web/build.sh` and `npm ci --prefix web`:
//   TETROLAB_CLI=target/release/tetrolab node bench/web.mjs [deal]
// (`deal`: the dealing rates only; TETROLAB_GEN_CLI names another `tetrolab` to time `gen` with,
// `none` for none; TETROLAB_WEB_DIST another built site, as for the tests.)
import { closeSync, openSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { playground } from '../web/tests/harness.mjs';

const cli = process.env.TETROLAB_CLI;
/** The `tetrolab` whose `gen` the page is measured against (`none`: the page's rates alone). */
const genCli = process.env.TETROLAB_GEN_CLI ?? cli;
const only = process.argv[2] ?? 'all';
/** Pieces per `queue` call (the most the page deals while it waits, `amount::MOST_UNWATCHED`). */
const PER_CALL = 2 ** 20;
/** `queue` calls per randomizer, the fastest counted. */
const CALLS = 8;
/** Pieces `gen` deals per timing: enough that its start-up does not count. */
const GEN_PIECES = 50_000_000;

/**
 * Every catalog randomizer dealt by `queue` in the page's worker, timed from the page (the call,
 * posting its answer, reading the pieces), against `gen` on the same seed, best of three.
 */
async function dealing(harness) {
  const page = await harness.open('index.html?spec=7-bag&seed=1&count=14');
  await page.waitForSelector('body[data-ready="true"]');
  const rows = await page.evaluate(async (perCall, calls) => {
    const { WorkerClient } = await import('./js/worker-client.js');
    const client = new WorkerClient();
    const rows = [];
    for (const { name } of JSON.parse(await client.call('catalog', []))) {
      // No seed: the library makes one from these bits, one every generator takes.
      const args = [name, String(perCall), undefined, undefined, 0x5eed0fn];
      let best = Infinity;
      let dealt;
      for (let k = 0; k < calls; k++) {
        const start = performance.now();
        const answer = await client.call('queue', args);
        dealt = typeof answer === 'string' ? JSON.parse(answer) : answer;
        best = Math.min(best, performance.now() - start);
      }
      rows.push({ name, seed: dealt.seed, pieces: dealt.count, ms: best });
    }
    client.cancel();
    return rows;
  }, PER_CALL, CALLS);
  const rate = (pieces, ms) => pieces / ms / 1e3;
  console.log(`queue in the worker, ${PER_CALL} pieces a call, best of ${CALLS}; gen ${GEN_PIECES} pieces > /dev/null, best of 3`);
  console.log('| randomizer | page, M pieces/s | `gen`, M pieces/s | page / `gen` |');
  console.log('|---|---:|---:|---:|');
  for (const { name, seed, pieces, ms } of rows) {
    const browser = rate(pieces, ms);
    if (genCli === 'none') {
      console.log(`| \`${name}\` | ${browser.toFixed(1)} | | |`);
      continue;
    }
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const devNull = openSync('/dev/null', 'w');
      const start = process.hrtime.bigint();
      const run = spawnSync(genCli, ['gen', name, '--seed', seed, '-n', String(GEN_PIECES)], { stdio: ['ignore', devNull, 'pipe'] });
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
      closeSync(devNull);
      if (run.status !== 0) throw new Error(`gen ${name}: ${run.stderr}`);
    }
    const native = rate(GEN_PIECES, best);
    console.log(`| \`${name}\` | ${browser.toFixed(1)} | ${native.toFixed(1)} | ${(browser / native).toFixed(2)} |`);
  }
  await page.close();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const harness = await playground();
try {
  if (only === 'deal') {
    await dealing(harness);
  } else {
    await everything(harness);
  }
} finally {
  await harness.close();
}

/** The three timings. */
async function everything(harness) {
  const loads = [];
  for (let i = 0; i < 5; i++) {
    const page = await harness.open('index.html?spec=7-bag&seed=1&count=70');
    await page.waitForSelector('body[data-ready="true"]');
    loads.push(await page.evaluate(() => performance.getEntriesByName('first-queue')[0].startTime));
    await page.close();
  }
  console.log(`time to first queue: median ${median(loads).toFixed(0)} ms (of ${loads.map((t) => t.toFixed(0)).join(', ')})`);

  await dealing(harness);

  const run = await harness.open('index.html?view=numbers&spec=7-bag&seed=1&n=1e8&chart=entropy');
  await run.evaluate(() => {
    window.lags = [];
    let last = performance.now();
    window.lagTimer = setInterval(() => {
      const now = performance.now();
      window.lags.push(now - last - 20);
      last = now;
    }, 20);
  });
  const start = Date.now();
  await run.waitForSelector('[data-testid="numbers-table"]', { timeout: 3_600_000 });
  const seconds = (Date.now() - start) / 1000;
  const lags = await run.evaluate(() => {
    clearInterval(window.lagTimer);
    return window.lags;
  });
  const sorted = [...lags].sort((a, b) => a - b);
  console.log(`Monte Carlo 10^8 (7-bag, stats, in the worker): ${seconds.toFixed(1)} s; event-loop delay over ` +
    `${lags.length} ticks of 20 ms: median ${median(lags).toFixed(1)} ms, 99th percentile ` +
    `${sorted[Math.floor(0.99 * sorted.length)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
  const cliStart = process.hrtime.bigint();
  execFileSync(cli, ['stats', '7-bag', '--seed', '1', '-n', '1e8', '--json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`CLI stats 7-bag -n 1e8 (all cores): ${(Number(process.hrtime.bigint() - cliStart) / 1e9).toFixed(1)} s`);
}
