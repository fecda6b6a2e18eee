import { Worker } from 'node:worker_threads';
import type { SpeechJob, SpeechWorkerMessage, SpeechWorkerOptions } from './speech-worker';

/**
 * PocketSphinx in worker threads: each worker loads the model once and takes one clip at a
 * time; clips wait in order for a free worker. A clip that runs past the timeout has its
 * worker ended and replaced, so one stuck decode cannot hold a slot for ever.
 */
export type LocalSpeechEngine = {
  transcribe: (samples: Int16Array) => Promise<string>;
  /** Starts the workers and loads the model ahead of the first customer. */
  warmUp: () => Promise<void>;
  close: () => Promise<void>;
};

export type LocalSpeechEngineOptions = {
  workers: number;
  /** Share of the handyman language model, 0 to switch the bias off (ADR 0005). */
  domainWeight: number;
  /** Extra decoder arguments (beams, passes): speed against accuracy, see ADR 0005. */
  tuning: readonly string[];
  timeoutMs: number;
};

export class SpeechEngineError extends Error {}

type Pending = { samples: Int16Array; resolve: (text: string) => void; reject: (error: Error) => void };
type Slot = { worker: Worker | null; ready: Promise<void> | null; job: (Pending & { id: number; timer: NodeJS.Timeout }) | null };

const WORKER_ENTRY = new URL('./speech-worker-entry.mjs', import.meta.url);

export function createLocalSpeechEngine(options: LocalSpeechEngineOptions): LocalSpeechEngine {
  const slots: Slot[] = Array.from({ length: Math.max(1, options.workers) }, () => ({ worker: null, ready: null, job: null }));
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function start(slot: Slot): Promise<void> {
    if (slot.ready) return slot.ready;
    const workerData: SpeechWorkerOptions = { domainWeight: options.domainWeight, tuning: options.tuning };
    const worker = new Worker(WORKER_ENTRY, { workerData });
    worker.unref(); // never the reason the process stays up
    slot.worker = worker;
    slot.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: SpeechWorkerMessage) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new SpeechEngineError(message.message));
        else finish(slot, message.id, message.type === 'result' ? message.text : new SpeechEngineError(message.message));
      });
      worker.on('error', (error) => {
        reject(error);
        fail(slot, worker, new SpeechEngineError(`The speech worker failed: ${error.message}`));
      });
      worker.on('exit', () => {
        reject(new SpeechEngineError('The speech worker stopped while loading.'));
        fail(slot, worker, new SpeechEngineError('The speech worker stopped.'));
      });
    });
    return slot.ready;
  }

  /** Drops the slot's worker (a new one starts on demand) and fails its clip. */
  function fail(slot: Slot, worker: Worker | null, error: Error): void {
    if (!worker || slot.worker !== worker) return;
    const job = slot.job;
    slot.worker = null;
    slot.ready = null;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    dispatch();
  }

  function finish(slot: Slot, id: number, outcome: string | Error): void {
    const job = slot.job;
    if (!job || job.id !== id) return;
    clearTimeout(job.timer);
    slot.job = null;
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    dispatch();
  }

  function dispatch(): void {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const pending = queue.shift()!;
      const id = nextId++;
      const timer = setTimeout(() => {
        const worker = slot.worker;
        fail(slot, worker, new SpeechEngineError(`Recognition took longer than ${options.timeoutMs} ms.`));
        void worker?.terminate();
      }, options.timeoutMs);
      slot.job = { ...pending, id, timer };
      const ready = start(slot);
      const worker = slot.worker;
      ready.then(
        () => {
          // The clip may have timed out while the model was loading.
          if (slot.job?.id !== id || slot.worker !== worker) return;
          const job: SpeechJob = { id, samples: pending.samples };
          worker?.postMessage(job, [pending.samples.buffer as ArrayBuffer]);
        },
        (error: unknown) => {
          fail(slot, worker, error instanceof Error ? error : new SpeechEngineError(String(error)));
          void worker?.terminate();
        },
      );
    }
  }

  return {
    transcribe(samples) {
      if (closed) return Promise.reject(new SpeechEngineError('The speech engine is closed.'));
      return new Promise<string>((resolve, reject) => {
        queue.push({ samples, resolve, reject });
        dispatch();
      });
    },
    async warmUp() {
      await Promise.all(slots.map((slot) => start(slot)));
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new SpeechEngineError('The speech engine is closed.'));
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          fail(slot, worker, new SpeechEngineError('The speech engine is closed.'));
          await worker?.terminate();
        }),
      );
    },
  };
}
