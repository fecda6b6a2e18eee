import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUDIO_BYTES } from '#contracts/transcription.contract';
import { createTestDatabase, type TestDatabase } from '#testing/test-database';
import { buildApp, type AppDeps } from '#server/app';
import { encodeWithFfmpeg, synthesiseSpeech, toBrowserWav, toMultipart, toneWav, toRecordingUpload } from './testing/audio-fixtures';

/**
 * POST /api/transcribe-audio against the real app and the real PocketSphinx from Debian
 * (scripts/install-voice.sh). The speech is made here with flite; nothing is mocked.
 */
let database: TestDatabase;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

async function startApp(extra: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const built = await buildApp({
    config: { isProduction: false, clientDir: path.resolve('dist/__none__'), logLevel: 'silent', ...extra.config },
    db: database.db,
    pool: database.pool,
    ...(extra.voice ? { voice: extra.voice } : {}),
  });
  await built.ready();
  apps.push(built);
  return built;
}

const SENTENCE = 'please fix the dripping kitchen tap and put up two shelves';
let speech: Uint8Array;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp();
  speech = toBrowserWav(synthesiseSpeech(SENTENCE, 'slt'));
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await database.drop();
});

function upload(target: FastifyInstance, body: { body: Buffer; contentType: string }) {
  return target.inject({ method: 'POST', url: '/api/transcribe-audio', headers: { 'content-type': body.contentType }, payload: body.body });
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/);
}

describe('dictating a job', () => {
  it('loads the speech model on request (the browser asks when recording starts), not at start', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/transcribe-audio/warm-up' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ warming: true });
  });

  it('reports voice as available when the speech engine is installed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ voice: 'available' });
  });

  it('turns the browser’s 16 kHz WAV into the words that were spoken', { timeout: 60_000 }, async () => {
    const response = await upload(app, toRecordingUpload(speech));
    expect(response.statusCode).toBe(200);
    const { text } = response.json() as { text: string };
    expect(text).toMatch(/^[A-Z]/);
    const heard = wordsOf(text);
    const expected = ['fix', 'kitchen', 'tap', 'shelves'];
    expect(expected.filter((word) => heard.includes(word)).length, text).toBeGreaterThanOrEqual(3);
  });

  it('knows British trade words that the US dictionary lacks', { timeout: 60_000 }, async () => {
    const worktop = toBrowserWav(synthesiseSpeech('we need a new kitchen worktop and a tiled splashback', 'slt'));
    const response = await upload(app, toRecordingUpload(worktop));
    expect(response.statusCode).toBe(200);
    expect(wordsOf(response.json().text)).toEqual(expect.arrayContaining(['worktop']));
  });

  it('reads WAV at other rates and channel counts, whatever type the upload declares', async () => {
    const response = await upload(app, toRecordingUpload(toneWav(1, 44_100, 2), 'application/octet-stream'));
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().text).toBe('string');
  });

  it('decodes WebM/Opus with ffmpeg, as another browser’s recorder would send it', { timeout: 60_000 }, async () => {
    const webm = encodeWithFfmpeg(speech, 'webm');
    const response = await upload(app, toMultipart([{ name: 'audio', filename: 'recording.webm', contentType: 'audio/webm', data: webm }]));
    expect(response.statusCode).toBe(200);
    expect(wordsOf(response.json().text)).toContain('kitchen');
  });

  it('keeps answering other requests while a long clip is being recognised', { timeout: 90_000 }, async () => {
    const long = toRecordingUpload(toBrowserWav(synthesiseSpeech(`${SENTENCE}. ${SENTENCE}. ${SENTENCE}.`, 'rms')));
    let transcribedAt = 0;
    const transcription = upload(app, long).then((response) => {
      transcribedAt = performance.now();
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const answeredAt = performance.now();
    expect(health.statusCode).toBe(200);
    expect((await transcription).statusCode).toBe(200);
    // Recognition runs in a worker thread: the event loop answered while the clip was decoding.
    expect(answeredAt).toBeLessThan(transcribedAt);
  });
});

describe('refusing bad uploads', () => {
  function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, code: string) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status, code });
  }

  it('refuses bytes that are not audio, even named recording.wav and typed audio/wav', async () => {
    const fake = new TextEncoder().encode('<html>definitely not a recording</html>'.repeat(20));
    expectProblem(await upload(app, toRecordingUpload(fake)), 415, 'unsupported_audio_format');
  });

  it('refuses a WAV longer than 60 seconds', async () => {
    expectProblem(await upload(app, toRecordingUpload(toneWav(61))), 422, 'audio_too_long');
  });

  it('refuses an upload over 5 MB with 413', async () => {
    const big = toneWav(MAX_AUDIO_BYTES / 32_000 + 1, 16_000);
    expect(big.length).toBeGreaterThan(MAX_AUDIO_BYTES);
    expectProblem(await upload(app, toRecordingUpload(big)), 413, 'audio_too_large');
  });

  it('refuses a compressed WAV it cannot read as PCM', async () => {
    const adpcm = toneWav(1);
    new DataView(adpcm.buffer).setUint16(20, 2, true); // format code 2: Microsoft ADPCM
    expectProblem(await upload(app, toRecordingUpload(adpcm)), 422, 'invalid_audio');
  });

  it('refuses a WAV with no sound in it', async () => {
    expectProblem(await upload(app, toRecordingUpload(toneWav(0))), 422, 'audio_empty');
  });

  it('asks for the file in the audio field', async () => {
    const wrongField = toMultipart([{ name: 'file', filename: 'recording.wav', contentType: 'audio/wav', data: speech }]);
    expectProblem(await upload(app, wrongField), 400, 'audio_missing');
  });

  it('refuses a body that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/transcribe-audio', payload: { audio: 'UklGRg==' } });
    expectProblem(response, 415, 'unsupported_audio_format');
  });

  it('refuses a truncated multipart body with 400, not 500', async () => {
    const { body, contentType } = toRecordingUpload(speech);
    expectProblem(await upload(app, { body: body.subarray(0, 400), contentType }), 400, 'malformed_upload');
  });
});

describe('without a speech engine', () => {
  it('reports voice as unavailable, refuses to transcribe and refuses formats it has no decoder for', async () => {
    const bare = await startApp({ voice: { localEngine: false, decodeCompressed: false } });
    expect((await bare.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ voice: 'unavailable' });
    expect((await bare.inject({ method: 'POST', url: '/api/transcribe-audio/warm-up' })).json()).toEqual({ warming: false });

    const response = await upload(bare, toRecordingUpload(speech));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();

    const webm = toMultipart([{ name: 'audio', filename: 'recording.wav', data: encodeWithFfmpeg(speech, 'webm') }]);
    expect((await upload(bare, webm)).statusCode).toBe(415);
  });
});
