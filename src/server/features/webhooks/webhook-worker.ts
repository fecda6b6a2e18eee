import type { FastifyBaseLogger } from 'fastify';
import { deliverDueWebhooks, type DeliverDueWebhooksDeps } from './deliver-due-webhooks';

export type WebhookWorkerOptions = DeliverDueWebhooksDeps & {
  pollIntervalMs: number;
  log: FastifyBaseLogger;
};

export type WebhookWorker = { start: () => void; stop: () => Promise<void> };

/**
 * Polls the outbox and delivers what is due, one pass at a time. A full batch is followed at
 * once by the next (a backlog after an outage drains quickly); otherwise it waits the poll
 * interval. A pass that fails (database restarting) is logged and tried again next time.
 * stop() lets the pass in progress finish, so no claimed delivery is left half-recorded.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | undefined;
  let isStopped = true;

  function schedule(delayMs: number) {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = runPass().finally(() => {
        current = undefined;
      });
    }, delayMs);
    timer.unref();
  }

  async function runPass() {
    let claimed = 0;
    try {
      claimed = await deliverDueWebhooks(options);
    } catch (error) {
      options.log.warn({ err: error }, 'webhook delivery pass failed; will try again');
    }
    schedule(claimed >= options.batchSize ? 0 : options.pollIntervalMs);
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(0);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
