// The playground's timings for BENCHMARKS.md, in headless Chromium on webcore's harness:
//   - time to first queue: navigation start to the first queue on screen (median of 5 loads);
//   - pieces per second dealt in the page (the wasm `queue` call, JSON and all) against
//     `tetrolab gen` writing the same pieces, in one run;
//   - a 10^8-piece Monte Carlo in the worker, with the page's event-loop delay meanwhile.
// Run from the repository's root after `bash web/build.sh` and `npm ci --prefix web`:
//   TETROLAB_CLI=target/release/tetrolab node bench/web.mjs
import { execFileSync } from 'node:child_process';
import { playground } from '../web/tests/harness.mjs';

const cli = process.env.TETROLAB_CLI;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const harness = await playground();
try {
  const loads = [];
  for (let i = 0; i < 5; i++) {
    const page = await harness.open('index.html?spec=7-bag&seed=1&count=70');
    await page.waitForSelector('body[data-ready="true"]');
    loads.push(await page.evaluate(() => performance.getEntriesByName('first-queue')[0].startTime));
    await page.close();
  }
  console.log(`time to first queue: median ${median(loads).toFixed(0)} ms (of ${loads.map((t) => t.toFixed(0)).join(', ')})`);

  const page = await harness.open('index.html?spec=7-bag&seed=1&count=14');
  await page.waitForSelector('body[data-ready="true"]');
  const count = 10_000_000;
  for (const spec of ['7-bag', 'memoryless', 'tgm1', 'tetrio-7-bag']) {
    const browser = await page.evaluate(async (s, n) => {
      const tl = await import('./pkg/tetrolab_web.js');
      const times = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        const json = tl.queue(s, String(n), '1', undefined, 0n);
        times.push(performance.now() - start);
        if (json.length < n) throw new Error('short queue');
      }
      return Math.min(...times);
    }, spec, count);
    const times = [];
    for (let i = 0; i < 3; i++) {
      const start = process.hrtime.bigint();
      execFileSync(cli, ['gen', spec, '--seed', '1', '-n', String(count)], { stdio: ['ignore', 'ignore', 'inherit'] });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const native = Math.min(...times);
    const rate = (ms) => `${(count / ms / 1e3).toFixed(1)} M/s`;
    console.log(`deal ${spec} 10^7: browser ${browser.toFixed(0)} ms (${rate(browser)}), CLI gen ${native.toFixed(0)} ms (${rate(native)}), best of 3`);
  }

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
} finally {
  await harness.close();
}
