import { parentPort, workerData } from 'node:worker_threads';
import { buildArpaLanguageModel } from './build-domain-language-model';
import { EXTRA_PRONUNCIATIONS, HANDYMAN_PHRASES } from './handyman-phrases';
import { openRecogniser } from './pocketsphinx';

/**
 * One recogniser in its own thread, so that a 60-second clip (a second or more of CPU) never
 * holds up the event loop that answers every other request.
 */
export type SpeechWorkerOptions = { domainWeight: number; tuning: readonly string[] };
export type SpeechJob = { id: number; samples: Int16Array };
export type SpeechWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; text: string }
  | { type: 'error'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('speech-worker.ts runs only as a worker thread.');
const options = workerData as SpeechWorkerOptions;

function post(message: SpeechWorkerMessage): void {
  port!.postMessage(message);
}

try {
  const recogniser = openRecogniser({
    tuning: options.tuning,
    bias:
      options.domainWeight > 0
        ? { arpa: buildArpaLanguageModel(HANDYMAN_PHRASES), weight: options.domainWeight, pronunciations: EXTRA_PRONUNCIATIONS }
        : undefined,
  });
  port.on('message', (job: SpeechJob) => {
    try {
      post({ type: 'result', id: job.id, text: recogniser.recognise(job.samples) });
    } catch (error) {
      post({ type: 'error', id: job.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
