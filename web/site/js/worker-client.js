// The page's side of worker.js: calls as promises, progress as a callback, and cancel as
// terminate-and-respawn (a worker busy in a synchronous wasm call cannot read a "stop" message).

/** The error a call's promise rejects with when it is cancelled; views show nothing for it. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/** One worker, started on the first call and again after each cancel. */
export class WorkerClient {
  #worker = null;
  #pending = new Map();
  #next = 0;

  /**
   * Calls the library function `fn` with `args` in the worker; `onProgress(done, total)` hears
   * its progress. Resolves with the result (a string, or `queue`'s object of typed arrays), rejects with the library's message.
   */
  call(fn, args, onProgress = () => {}) {
    const worker = this.#spawn();
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      worker.postMessage({ id, fn, args });
    });
  }

  /** Stops whatever the worker is doing; every pending call rejects with `Cancelled`. */
  cancel() {
    if (!this.#worker) return;
    this.#worker.terminate();
    this.#worker = null;
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const { reject } of pending) reject(new Cancelled());
  }

  #spawn() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      const call = this.#pending.get(data.id);
      if (!call) return;
      if (data.progress) {
        call.onProgress(...data.progress);
        return;
      }
      this.#pending.delete(data.id);
      if ('error' in data) call.reject(new Error(data.error));
      else call.resolve(data.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const pending = [...this.#pending.values()];
      this.#pending.clear();
      for (const { reject } of pending) reject(new Error(`the worker failed: ${event.message}`));
      this.#worker = null;
    };
    this.#worker = worker;
    return worker;
  }
}
