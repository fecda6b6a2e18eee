import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGINE_SAMPLE_RATE, parseWav } from '../parse-wav';

/**
 * Audio made on the spot for the tests and the benchmark: speech from Debian's flite (no
 * recordings are committed) and tones for the cases where the words do not matter.
 */
export const FLITE_VOICES = ['slt', 'rms', 'awb', 'kal16'] as const;
export type FliteVoice = (typeof FLITE_VOICES)[number];

export function isFliteInstalled(): boolean {
  try {
    execFileSync('flite', ['-lv'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The WAV flite writes for the text (16 kHz, or 8 kHz for its smaller voices). */
export function synthesiseSpeech(text: string, voice: FliteVoice = 'slt'): Uint8Array {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'handyman-tts-'));
  try {
    const file = path.join(folder, 'speech.wav');
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', file], { stdio: 'ignore' });
    return new Uint8Array(fs.readFileSync(file));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** What the browser uploads: 16 kHz mono 16-bit PCM WAV. */
export function toBrowserWav(wav: Uint8Array): Uint8Array {
  return encodeWav(parseWav(wav).samples, ENGINE_SAMPLE_RATE);
}

export function encodeWav(samples: Int16Array, sampleRate: number, channels = 1): Uint8Array {
  const dataBytes = samples.length * 2;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  out.set(new Uint8Array(samples.buffer, samples.byteOffset, dataBytes), 44);
  return out;
}

/** A 440 Hz tone, interleaved across the channels. */
export function toneWav(seconds: number, sampleRate = ENGINE_SAMPLE_RATE, channels = 1): Uint8Array {
  const frames = Math.round(seconds * sampleRate);
  const samples = new Int16Array(frames * channels);
  for (let i = 0; i < frames; i += 1) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8_000);
    for (let c = 0; c < channels; c += 1) samples[i * channels + c] = value;
  }
  return encodeWav(samples, sampleRate, channels);
}

/** Encodes a WAV with Debian's ffmpeg, as another client's MediaRecorder would have. */
export function encodeWithFfmpeg(wav: Uint8Array, format: 'webm' | 'mp4'): Uint8Array {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'handyman-enc-'));
  try {
    const input = path.join(folder, 'in.wav');
    const output = path.join(folder, format === 'webm' ? 'out.webm' : 'out.m4a');
    fs.writeFileSync(input, wav);
    const codec = format === 'webm' ? ['-c:a', 'libopus'] : ['-c:a', 'aac'];
    execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', input, ...codec, output], { stdio: 'ignore' });
    return new Uint8Array(fs.readFileSync(output));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export type MultipartPart = { name: string; filename?: string; contentType?: string; data: Uint8Array | string };

/** A multipart/form-data body as the browser's FormData sends it. */
export function toMultipart(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `----handyman${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The browser's upload of one recording. */
export function toRecordingUpload(wav: Uint8Array, contentType = 'audio/wav') {
  return toMultipart([{ name: 'audio', filename: 'recording.wav', contentType, data: wav }]);
}
