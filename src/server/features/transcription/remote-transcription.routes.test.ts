import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { buildApp } from '#server/app';
import type { VoiceOptions } from './create-transcriber';
import { synthesiseSpeech, toBrowserWav, toRecordingUpload } from './testing/audio-fixtures';

/**
 * The optional OpenAI-compatible service (STT_BASE_URL, STT_API_KEY, STT_MODEL), played by a
 * local node:http server that speaks the protocol: POST {base}/audio/transcriptions with a
 * multipart file and model, answering {"text": …}.
 */
type Seen = { authorization: string | undefined; model: string | null; language: string | null; fileName: string | null; fileHead: string };
type Behaviour = { status: number; delayMs: number; text: string };

let database: TestDatabase;
let server: http.Server;
let baseUrl: string;
const seen: Seen[] = [];
let behaviour: Behaviour;
const apps: FastifyInstance[] = [];
let speech: Uint8Array;

beforeAll(async () => {
  database = await createTestDatabase();
  speech = toBrowserWav(synthesiseSpeech('the kitchen tap is dripping', 'slt'));
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
        response.writeHead(404).end();
        return;
      }
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
      const file = form.get('file');
      seen.push({
        authorization: request.headers.authorization,
        model: form.get('model') as string | null,
        language: form.get('language') as string | null,
        fileName: file instanceof File ? file.name : null,
        fileHead: file instanceof File ? Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString('latin1') : '',
      });
      setTimeout(() => {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(behaviour.status === 200 ? { text: behaviour.text } : { error: { message: 'overloaded' } }));
      }, behaviour.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
});
beforeEach(() => {
  seen.length = 0;
  behaviour = { status: 200, delayMs: 0, text: 'Fix the dripping kitchen tap.' };
});

async function startApp(voice: VoiceOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { isProduction: false, clientDir: path.resolve('dist/__none__'), logLevel: 'silent', stt: { baseUrl, apiKey: 'test-key', model: 'whisper-1' } },
    db: database.db,
    pool: database.pool,
    voice,
  });
  await app.ready();
  apps.push(app);
  return app;
}

function transcribe(app: FastifyInstance) {
  const { body, contentType } = toRecordingUpload(speech);
  return app.inject({ method: 'POST', url: '/api/transcribe-audio', headers: { 'content-type': contentType }, payload: body });
}

describe('with an OpenAI-compatible speech service configured', () => {
  it('asks the service first and answers with its text', async () => {
    const app = await startApp({ localEngine: false });
    const response = await transcribe(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'Fix the dripping kitchen tap.' });
    expect(seen).toEqual([{ authorization: 'Bearer test-key', model: 'whisper-1', language: 'en', fileName: 'recording.wav', fileHead: 'RIFF' }]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ voice: 'available' });
  });

  it('falls back to the local engine when the service fails', { timeout: 60_000 }, async () => {
    const app = await startApp({});
    behaviour.status = 500;
    const response = await transcribe(app);
    expect(seen).toHaveLength(1);
    expect(response.statusCode).toBe(200);
    expect(response.json().text.toLowerCase()).toContain('kitchen');
  });

  it('falls back to the local engine when the service is too slow', { timeout: 60_000 }, async () => {
    const app = await startApp({ remoteTimeoutMs: 300 });
    behaviour.delayMs = 5_000;
    const started = performance.now();
    const response = await transcribe(app);
    expect(response.statusCode).toBe(200);
    expect(response.json().text.toLowerCase()).toContain('kitchen');
    expect(performance.now() - started).toBeLessThan(5_000 + 30_000);
    expect(seen).toHaveLength(1);
  });

  it('answers 503 with Retry-After when the service fails and there is no local engine', async () => {
    const app = await startApp({ localEngine: false });
    behaviour.status = 503;
    const response = await transcribe(app);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('under more load than it can take', () => {
  it('turns the excess away at once with 503 and Retry-After, then serves again', async () => {
    const app = await startApp({ localEngine: false, maxInFlight: 1 });
    behaviour.delayMs = 600;
    // "At once": the refused requests are answered while the admitted one is still waiting for
    // the service, not queued behind it (an order, not a time: no timed assertions in tests).
    const answeredInOrder: number[] = [];
    const send = async () => {
      const response = await transcribe(app);
      answeredInOrder.push(response.statusCode);
      return response;
    };
    const responses = await Promise.all([send(), send(), send()]);
    expect(answeredInOrder).toEqual([503, 503, 200]);
    for (const refused of responses.filter((r) => r.statusCode === 503)) {
      expect(refused.json()).toMatchObject({ code: 'service_unavailable' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    behaviour.delayMs = 0;
    expect((await transcribe(app)).statusCode).toBe(200);
  });
});
