import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, renderAt, stubApi } from '#client/testing/render-app';
import type { VoiceEvent } from '#domain/voice/voice-event';
import { MAX_RECORDING_MS } from './use-voice-input';
import { VoiceInputButton } from './voice-input-button';

/**
 * The browser's media APIs are the boundary here: jsdom has none, so the microphone, the
 * recorder and Web Audio are small fakes of the real interfaces; the component, its hooks and
 * the WAV encoder are the real ones.
 */
const tracks = { stop: vi.fn() };

class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  static instances: FakeMediaRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([26, 69, 223, 163])], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** One second of audio at 48 kHz in, one second at 16 kHz out, as Web Audio would render it. */
class FakeAudioContext {
  decodeAudioData = async () => ({ duration: 1, numberOfChannels: 1, sampleRate: 48_000 });
  close = async () => undefined;
}
class FakeOfflineAudioContext {
  constructor(
    readonly channels: number,
    readonly frames: number,
    readonly sampleRate: number,
  ) {}
  destination = {};
  createBufferSource = () => ({ buffer: null, connect: () => undefined, start: () => undefined });
  startRendering = async () => ({ getChannelData: () => new Float32Array(this.frames).fill(0.25) });
}

let getUserMedia: ReturnType<typeof vi.fn>;
let uploads: FormData[];

function stubBrowser() {
  getUserMedia = vi.fn(async () => ({ getTracks: () => [tracks] }));
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('OfflineAudioContext', FakeOfflineAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

function stubServer(voice: 'available' | 'unavailable', transcribe: () => Response = () => jsonResponse({ text: 'Fix the dripping tap' })) {
  uploads = [];
  stubApi({
    'GET /api/health': () => jsonResponse({ status: 'ok', database: 'up', voice, uptimeSeconds: 5 }),
    'POST /api/transcribe-audio': ({ init }) => {
      uploads.push(init?.body as FormData);
      return transcribe();
    },
  });
}

function renderButton() {
  const onTranscribed = vi.fn();
  const events: VoiceEvent[] = [];
  const view = renderAt('/', <VoiceInputButton onTranscribed={onTranscribed} onEvent={(event) => events.push(event)} />);
  return { ...view, onTranscribed, events };
}

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  tracks.stop.mockClear();
  stubBrowser();
});

describe('VoiceInputButton', () => {
  it('records, transcribes and hands back the words, announcing each state', async () => {
    stubServer('available');
    const { user, onTranscribed, events } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Record your job description by voice' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recording...');
    expect(FakeMediaRecorder.instances[0]!.mimeType).toBe('audio/webm;codecs=opus');

    await user.click(screen.getByRole('button', { name: 'Stop recording and transcribe' }));
    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith('Fix the dripping tap'));
    expect(await screen.findByText('Voice transcribed successfully')).toBeInTheDocument();
    expect(screen.getByText('Your speech has been converted to text.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record your job description by voice' })).toBeInTheDocument();
    expect(tracks.stop).toHaveBeenCalled();
    expect(events.map((event) => event.action)).toEqual(['voice_start', 'voice_stop', 'voice_transcribed']);
    expect(events[2]).toEqual({ action: 'voice_transcribed', transcribedText: 'Fix the dripping tap' });
  });

  it('uploads 16 kHz mono 16-bit WAV named recording.wav in the field audio', async () => {
    stubServer('available');
    const { user, onTranscribed } = renderButton();
    await user.click(await screen.findByRole('button', { name: /record your job description/i }));
    await user.click(await screen.findByRole('button', { name: /stop recording/i }));
    await waitFor(() => expect(onTranscribed).toHaveBeenCalled());

    const file = uploads[0]!.get('audio') as File;
    expect(file.name).toBe('recording.wav');
    const header = new DataView(await file.arrayBuffer());
    const tag = (at: number) => String.fromCharCode(...new Uint8Array(header.buffer, at, 4));
    expect([tag(0), tag(8)]).toEqual(['RIFF', 'WAVE']);
    expect({ channels: header.getUint16(22, true), rate: header.getUint32(24, true), bits: header.getUint16(34, true) }).toEqual({
      channels: 1,
      rate: 16_000,
      bits: 16,
    });
    expect(header.getUint32(40, true)).toBe(16_000 * 2);
  });

  it('is operable from the keyboard', async () => {
    stubServer('available');
    const { user } = renderButton();
    const button = await screen.findByRole('button', { name: /record your job description/i });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Recording...');
    expect(screen.getByRole('button', { name: /stop recording/i })).toHaveFocus();
  });

  it('is not offered when the server has no speech engine', async () => {
    stubServer('unavailable');
    renderButton();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /record your job description/i })).not.toBeInTheDocument();
  });

  it('is not offered by a browser that cannot record', async () => {
    stubServer('available');
    vi.stubGlobal('MediaRecorder', undefined);
    renderButton();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /record your job description/i })).not.toBeInTheDocument();
  });

  it('says so when the microphone is refused', async () => {
    stubServer('available');
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const { user, events } = renderButton();
    await user.click(await screen.findByRole('button', { name: /record your job description/i }));
    expect(await screen.findByText('Recording Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to access microphone. Please check permissions.')).toBeInTheDocument();
    expect(events).toEqual([{ action: 'voice_error', reason: 'microphone' }]);
    expect(screen.getByRole('button', { name: /record your job description/i })).toBeInTheDocument();
  });

  it('says so when the transcription fails, and leaves the description alone', async () => {
    stubServer('available', () => problemResponse(503, 'Service Unavailable', 'Busy', 'service_unavailable'));
    const { user, onTranscribed, events } = renderButton();
    await user.click(await screen.findByRole('button', { name: /record your job description/i }));
    await user.click(await screen.findByRole('button', { name: /stop recording/i }));
    expect(await screen.findByText('Transcription Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to transcribe audio. Please try again.')).toBeInTheDocument();
    expect(onTranscribed).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({ action: 'voice_error', reason: 'transcription' });
  });

  it('stops recording by itself at 60 seconds', async () => {
    stubServer('available');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, onTranscribed, events } = renderButton();
    await user.click(await screen.findByRole('button', { name: /record your job description/i }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recording...');
    await act(async () => {
      vi.advanceTimersByTime(MAX_RECORDING_MS);
    });
    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith('Fix the dripping tap'));
    expect(events[1]).toEqual({ action: 'voice_stop', durationSeconds: 60 });
  });
});
