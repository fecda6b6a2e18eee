import { describe, expect, it } from 'vitest';
import { encodeWav, toneWav } from './testing/audio-fixtures';
import { InvalidWavError, parseWav, readWavHeader } from './parse-wav';
import { sniffAudioFormat } from './internal/sniff-audio-format';

function withFormat(wav: Uint8Array, patch: (view: DataView) => void): Uint8Array {
  const copy = new Uint8Array(wav);
  patch(new DataView(copy.buffer));
  return copy;
}

describe('reading a WAV upload', () => {
  it('takes the browser’s 16 kHz mono 16-bit samples as they are', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32_767, -32_768]);
    const parsed = parseWav(encodeWav(samples, 16_000));
    expect([...parsed.samples]).toEqual([...samples]);
    expect(parsed.durationSeconds).toBeCloseTo(5 / 16_000);
  });

  it('mixes stereo down and resamples 44.1 kHz to 16 kHz, keeping the length in time', () => {
    const parsed = parseWav(toneWav(2, 44_100, 2));
    expect(parsed.format).toMatchObject({ channels: 2, sampleRate: 44_100 });
    expect(parsed.samples.length).toBe(32_000);
    expect(Math.max(...parsed.samples.subarray(0, 2_000))).toBeGreaterThan(7_000);
  });

  it('reads 8-bit unsigned PCM, where silence is 128', () => {
    const wav = encodeWav(new Int16Array(0), 16_000);
    const eightBit = new Uint8Array(wav.length + 4);
    eightBit.set(wav);
    const view = new DataView(eightBit.buffer);
    view.setUint16(32, 1, true);
    view.setUint16(34, 8, true);
    view.setUint32(40, 4, true);
    eightBit.set([128, 128, 255, 0], 44);
    expect([...parseWav(eightBit).samples]).toEqual([0, 0, 32_512, -32_768]);
  });

  it('skips other chunks, padded to an even length, before the data', () => {
    const wav = encodeWav(Int16Array.from([5, 6]), 16_000);
    const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([3, 0, 0, 0, 1, 2, 3, 0]));
    const withList = new Uint8Array([...wav.subarray(0, 36), ...list, ...wav.subarray(36)]);
    expect([...parseWav(withList).samples]).toEqual([5, 6]);
  });

  it('reads the length from the header without converting', () => {
    expect(readWavHeader(toneWav(61)).durationSeconds).toBeCloseTo(61);
  });

  it.each([
    ['not a RIFF file', new TextEncoder().encode('hello world, this is text')],
    ['a compressed encoding (ADPCM)', withFormat(toneWav(0.1), (v) => v.setUint16(20, 2, true))],
    ['12-bit samples', withFormat(toneWav(0.1), (v) => v.setUint16(34, 12, true))],
    ['an impossible sample rate', withFormat(toneWav(0.1), (v) => v.setUint32(24, 100, true))],
    ['no data chunk', toneWav(0.1).subarray(0, 36)],
  ])('refuses %s', (_reason, bytes) => {
    expect(() => parseWav(bytes)).toThrow(InvalidWavError);
  });
});

describe('telling what an upload is from its bytes', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  it.each([
    ['wav', toneWav(0.01)],
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3)],
    ['ogg', bytes(...ascii('OggS'))],
    ['mp4', bytes(0, 0, 0, 0x20, ...ascii('ftypM4A '))],
    [null, bytes(...ascii('%PDF-1.7'))],
    [null, new Uint8Array(0)],
  ])('%s', (expected, upload) => {
    expect(sniffAudioFormat(upload)).toBe(expected);
  });
});
