// A view's long work in the worker, shown as a progress bar with a cancel button. Starting new
// work cancels the old (its answer would be stale), so a view shows one answer at a time.
import { Cancelled, WorkerClient } from './worker-client.js';

/** A progress bar, a status line and a cancel button over one worker. */
export class Job {
  #client = new WorkerClient();
  #generation = 0;

  /** Builds the bar inside `container`; `name` prefixes its test ids (`NAME-progress`). */
  constructor(container, name) {
    this.box = document.createElement('div');
    this.box.className = 'job';
    this.box.hidden = true;
    this.label = document.createElement('span');
    this.label.id = `${name}-progress-label`;
    this.bar = document.createElement('progress');
    this.bar.max = 1;
    this.bar.value = 0;
    this.bar.dataset.testid = `${name}-progress`;
    this.bar.setAttribute('aria-labelledby', this.label.id);
    this.cancelButton = document.createElement('button');
    this.cancelButton.type = 'button';
    this.cancelButton.textContent = 'Cancel';
    this.cancelButton.dataset.testid = `${name}-cancel`;
    this.cancelButton.addEventListener('click', () => this.cancel());
    this.box.append(this.label, this.bar, this.cancelButton);
    this.status = document.createElement('p');
    this.status.className = 'meta';
    this.status.dataset.testid = `${name}-status`;
    this.status.setAttribute('aria-live', 'polite');
    container.append(this.box, this.status);
  }

  /**
   * Runs `work(call)`, where `call(label, fn, args)` calls the library in the worker with the
   * bar following it. Resolves with work's value, or `undefined` once cancelled or superseded.
   */
  async run(work) {
    this.#client.cancel();
    const generation = ++this.#generation;
    // What had focus when the work began (the control that started it) gets it back on cancel.
    if (document.activeElement !== this.cancelButton) this.startedBy = document.activeElement;
    const current = () => generation === this.#generation;
    this.status.textContent = '';
    this.box.hidden = false;
    const call = async (label, fn, args) => {
      this.label.textContent = label;
      this.bar.removeAttribute('value');
      const result = await this.#client.call(fn, args, (done, total) => {
        if (!current()) return;
        this.bar.value = total > 0 ? done / total : 0;
        this.label.textContent = `${label}: ${Math.round((100 * done) / Math.max(total, 1))} %`;
      });
      if (!current()) throw new Cancelled();
      return result;
    };
    try {
      return await work(call);
    } catch (error) {
      if (error instanceof Cancelled) return undefined;
      throw error;
    } finally {
      if (current()) this.box.hidden = true;
    }
  }

  /** Stops the running work and says so. */
  cancel() {
    if (this.box.hidden) return;
    this.#generation++;
    this.#client.cancel();
    const hadFocus = document.activeElement === this.cancelButton;
    this.box.hidden = true;
    this.status.textContent = 'Cancelled. Change a value to run again.';
    if (hadFocus && this.startedBy?.isConnected && this.startedBy !== document.body) this.startedBy.focus();
  }
}
