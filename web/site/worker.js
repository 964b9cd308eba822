// The Web Worker that runs the library's long calls (stats, numbers, compare, comparison, catalog_table, plot, exact, identify, predict, cover, frontier, pc, seeds, trace, trace_file) off
// the page's thread, so the page never freezes. One message is one call: {id, fn, args}; the
// answer is {id, result} (a string, or an object whose typed arrays are transferred) or {id, error}, with {id, progress: [done, total]} between chunks of
// the long ones. A synchronous wasm call cannot read messages until it returns, so the page
// cancels by terminating this worker and starting a new one (see ARCHITECTURE.md).
import init, * as tl from './pkg/tetrolab_web.js';

const ready = init();

/** The calls whose last argument is a progress callback `(done, total) => void`. */
const WATCHED = new Set(['stats', 'compare', 'comparison', 'plot', 'numbers', 'exact', 'identify', 'predict', 'cover', 'frontier', 'pc', 'seeds', 'catalog_table', 'trace', 'trace_file']);

/** At most one progress message per this many milliseconds (the bar needs no more). */
const PROGRESS_EVERY_MS = 50;

self.onmessage = async ({ data: { id, fn, args } }) => {
  try {
    await ready;
    let last = -Infinity;
    const progress = (done, total) => {
      const now = performance.now();
      if (now - last >= PROGRESS_EVERY_MS || done >= total) {
        last = now;
        self.postMessage({ id, progress: [Number(done), Number(total)] });
      }
    };
    const result = WATCHED.has(fn) ? tl[fn](...args, progress) : tl[fn](...args);
    // A result's typed arrays (`queue`'s pieces) move to the page rather than being copied.
    const arrays = result && typeof result === 'object' ? Object.values(result).filter(ArrayBuffer.isView) : [];
    self.postMessage({ id, result }, arrays.map((array) => array.buffer));
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
};
