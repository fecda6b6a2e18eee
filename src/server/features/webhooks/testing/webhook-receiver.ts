import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string };
export type WebhookReceiver = { url: string; port: number; received: ReceivedWebhook[]; close: () => Promise<void> };
export type ReceiverAnswer = { status: number; body?: string; delayMs?: number };

/**
 * A local automation webhook (n8n, Zapier …) for tests, on 127.0.0.1: it keeps what it
 * receives and answers each request as `answer` says (200 'ok' by default).
 */
export async function startWebhookReceiver(port = 0, answer: (count: number) => ReceiverAnswer = () => ({ status: 200 })): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const { status, body: answerBody, delayMs = 0 } = answer(received.length);
      setTimeout(() => response.writeHead(status).end(answerBody ?? (status < 300 ? 'ok' : 'try later')), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}/hooks/leads`,
    port: boundPort,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (for a receiver that is down). */
export async function findFreePort(): Promise<number> {
  const receiver = await startWebhookReceiver();
  await receiver.close();
  return receiver.port;
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
