import { MAX_AUDIO_SECONDS } from '#contracts/wire-constants';

/**
 * The recording leaves the browser as 16 kHz mono 16-bit WAV (docs/product/voice-input.md#recording-format):
 * Web Audio decodes
 * whatever MediaRecorder wrote (WebM/Opus, MP4/AAC) and resamples it, so the server needs no
 * codec for its own client and the upload is small (32 KB a second).
 */
export const UPLOAD_SAMPLE_RATE = 16_000;

export async function toUploadWav(recording: Blob): Promise<Blob> {
  const context = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await context.decodeAudioData(await recording.arrayBuffer());
  } finally {
    void context.close();
  }
  // The recorder stops itself at 60 s; a few milliseconds over must not cost the customer the clip.
  const seconds = Math.min(decoded.duration, MAX_AUDIO_SECONDS);
  const frames = Math.max(1, Math.floor(seconds * UPLOAD_SAMPLE_RATE));
  // An offline context of one channel at 16 kHz does the down-mix and a proper resample.
  const offline = new OfflineAudioContext(1, frames, UPLOAD_SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  return new Blob([encodePcm16Wav(rendered.getChannelData(0), UPLOAD_SAMPLE_RATE)], { type: 'audio/wav' });
}

/** Float samples in [-1, 1] to a RIFF/WAVE file of 16-bit little-endian PCM, one channel. */
export function encodePcm16Wav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const writeTag = (at: number, tag: string) => {
    for (let i = 0; i < 4; i += 1) view.setUint8(at + i, tag.charCodeAt(i));
  };
  writeTag(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeTag(8, 'WAVE');
  writeTag(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  writeTag(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) {
    const clamped = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  }
  return buffer;
}
