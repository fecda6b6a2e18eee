/**
 * Reads a RIFF/WAVE file into 16 kHz mono 16-bit samples, the form the recogniser takes. The
 * browser already sends exactly that; other PCM rates and channel counts are converted so a
 * WAV from anywhere else (a test, the benchmark, another client) works too.
 */
export const ENGINE_SAMPLE_RATE = 16_000;

export type WavFormat = { encoding: 'pcm' | 'float'; channels: number; sampleRate: number; bitsPerSample: number };

export type ParsedWav = { format: WavFormat; samples: Int16Array; durationSeconds: number };

export class InvalidWavError extends Error {}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_IEEE_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
/** Streaming writers (and MediaRecorder polyfills) put 0 or 0xFFFFFFFF as an unknown size. */
const UNKNOWN_SIZES = new Set([0, 0xffffffff]);

/** Reads the header only: enough to refuse a clip that is too long before converting it. */
export function readWavHeader(bytes: Uint8Array): { format: WavFormat; dataOffset: number; dataBytes: number; durationSeconds: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || tag(view, 0) !== 'RIFF' || tag(view, 8) !== 'WAVE') throw new InvalidWavError('The file is not a WAV file.');
  let format: WavFormat | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new InvalidWavError('The WAV format chunk is truncated.');
      format = readFormat(view, body, size);
    } else if (id === 'data') {
      if (!format) throw new InvalidWavError('The WAV data comes before its format.');
      const available = bytes.length - body;
      const dataBytes = UNKNOWN_SIZES.has(size) ? available : Math.min(size, available);
      const frameBytes = (format.bitsPerSample / 8) * format.channels;
      const frames = Math.floor(dataBytes / frameBytes);
      return { format, dataOffset: body, dataBytes: frames * frameBytes, durationSeconds: frames / format.sampleRate };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new InvalidWavError(format ? 'The WAV file has no audio data.' : 'The WAV file has no format chunk.');
}

export function parseWav(bytes: Uint8Array): ParsedWav {
  const header = readWavHeader(bytes);
  const { format } = header;
  if (format.encoding === 'pcm' && format.bitsPerSample === 16 && format.channels === 1 && format.sampleRate === ENGINE_SAMPLE_RATE) {
    // What the browser sends: used as it is.
    const samples = int16FromBytes(bytes.subarray(header.dataOffset, header.dataOffset + header.dataBytes));
    return { format, samples, durationSeconds: header.durationSeconds };
  }
  const mono = toMonoFloat(bytes, header.format, header.dataOffset, header.dataBytes);
  return { format: header.format, samples: toInt16(resample(mono, header.format.sampleRate, ENGINE_SAMPLE_RATE)), durationSeconds: header.durationSeconds };
}

/** Raw little-endian 16-bit mono samples (what ffmpeg is asked to write) to samples. */
export function int16FromBytes(bytes: Uint8Array): Int16Array {
  const copy = new Uint8Array(bytes.length - (bytes.length % 2));
  copy.set(bytes.subarray(0, copy.length));
  return new Int16Array(copy.buffer);
}

function readFormat(view: DataView, at: number, size: number): WavFormat {
  let code = view.getUint16(at, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const bitsPerSample = view.getUint16(at + 14, true);
  // WAVE_FORMAT_EXTENSIBLE names the real encoding in the first two bytes of its sub-format GUID.
  if (code === WAVE_FORMAT_EXTENSIBLE && size >= 40) code = view.getUint16(at + 24, true);
  const encoding = code === WAVE_FORMAT_PCM ? 'pcm' : code === WAVE_FORMAT_IEEE_FLOAT ? 'float' : null;
  if (!encoding) throw new InvalidWavError('The WAV file is compressed; send uncompressed PCM.');
  const supportedBits = encoding === 'pcm' ? [8, 16, 24, 32] : [32];
  if (!supportedBits.includes(bitsPerSample)) throw new InvalidWavError(`${bitsPerSample}-bit ${encoding} WAV is not supported.`);
  if (channels < 1 || channels > 8) throw new InvalidWavError('The WAV file has an impossible channel count.');
  if (sampleRate < 8_000 || sampleRate > 192_000) throw new InvalidWavError('The WAV sample rate must be between 8 and 192 kHz.');
  return { encoding, channels, sampleRate, bitsPerSample };
}

function toMonoFloat(bytes: Uint8Array, format: WavFormat, offset: number, length: number): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, length);
  const sampleBytes = format.bitsPerSample / 8;
  const frames = length / (sampleBytes * format.channels);
  const out = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < format.channels; channel += 1) {
      sum += readSample(view, (frame * format.channels + channel) * sampleBytes, format);
    }
    out[frame] = sum / format.channels;
  }
  return out;
}

function readSample(view: DataView, at: number, format: WavFormat): number {
  if (format.encoding === 'float') return view.getFloat32(at, true);
  switch (format.bitsPerSample) {
    case 8:
      return (view.getUint8(at) - 128) / 128; // 8-bit WAV is unsigned
    case 16:
      return view.getInt16(at, true) / 32_768;
    case 24:
      return ((view.getUint8(at + 2) << 24) | (view.getUint8(at + 1) << 16) | (view.getUint8(at) << 8)) / 2_147_483_648;
    default:
      return view.getInt32(at, true) / 2_147_483_648;
  }
}

/**
 * Linear interpolation, averaging over each output step when shrinking so that sound above the
 * new Nyquist frequency is damped rather than folded back into speech.
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return input;
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(input.length / ratio));
  for (let i = 0; i < out.length; i += 1) {
    const start = i * ratio;
    if (ratio > 1) {
      const from = Math.floor(start);
      const to = Math.min(input.length, Math.max(from + 1, Math.floor(start + ratio)));
      let sum = 0;
      for (let j = from; j < to; j += 1) sum += input[j]!;
      out[i] = sum / (to - from);
    } else {
      const j = Math.floor(start);
      const t = start - j;
      out[i] = input[j]! * (1 - t) + (input[Math.min(j + 1, input.length - 1)] ?? 0) * t;
    }
  }
  return out;
}

function toInt16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i += 1) out[i] = Math.max(-32_768, Math.min(32_767, Math.round(input[i]! * 32_768)));
  return out;
}

function tag(view: DataView, at: number): string {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}
