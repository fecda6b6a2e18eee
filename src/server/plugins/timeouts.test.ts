import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ config: { requestTimeoutMs: 1_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

describe('a body sent slowly (docs/limits.md#timeouts)', () => {
  it('is cut off once the request timeout has passed, with 408', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    // One byte a second, far slower than any phone on a bad line, for up to 20 s.
    const dripping = setInterval(() => socket.write(' '), 1_000);
    const timeout = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 20_000).unref());
    const outcome = await Promise.race([closed.then(() => 'closed' as const), timeout]);
    clearInterval(dripping);
    socket.destroy();
    expect(outcome).toBe('closed');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});
