import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ENGINE_SAMPLE_RATE, int16FromBytes } from '../parse-wav';

/**
 * Debian's ffmpeg decodes what MediaRecorder writes when a client sends it as it is (WebM/Opus,
 * Ogg, MP4/AAC). Our own client sends WAV, so this is only for other clients, and only where
 * ffmpeg is installed: without it those formats are refused, never guessed at.
 */
export class UndecodableAudioError extends Error {}

let available: boolean | undefined;

export function isFfmpegAvailable(): boolean {
  available ??= spawnSync('ffmpeg', ['-version'], { stdio: 'ignore', timeout: 5_000 }).status === 0;
  return available;
}

export async function decodeWithFfmpeg(bytes: Uint8Array, options: { maxSeconds: number; timeoutMs: number }): Promise<Int16Array> {
  // A file, not a pipe: an MP4 whose index is at the end decodes to nothing from a pipe.
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'handyman-audio-'));
  const input = path.join(folder, 'upload');
  try {
    await fs.writeFile(input, bytes);
    // One second past the limit is enough to tell "too long" without decoding an hour of Opus.
    const seconds = String(options.maxSeconds + 1);
    const args = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', input, '-t', seconds, '-vn', '-ac', '1', '-ar', String(ENGINE_SAMPLE_RATE), '-f', 's16le', 'pipe:1'];
    return int16FromBytes(await run(args, options.timeoutMs));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

function run(args: string[], timeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    const chunks: Buffer[] = [];
    let errorText = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errorText = (errorText + chunk.toString()).slice(-500);
    });
    child.on('error', (error) => reject(new UndecodableAudioError(`ffmpeg could not run: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(new Uint8Array(Buffer.concat(chunks)));
      else reject(new UndecodableAudioError(signal ? 'Decoding the audio took too long.' : `The audio could not be decoded: ${errorText.trim() || `ffmpeg exited ${code}`}`));
    });
  });
}
