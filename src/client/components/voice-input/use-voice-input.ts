import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAX_AUDIO_SECONDS } from '#contracts/wire-constants';
import { pickRecordingMimeType } from '#domain/voice/pick-recording-mime-type';
import type { VoiceEvent, VoiceState } from '#domain/voice/voice-event';
import { toast } from '../ui/use-toast';
import { useTranscribeRecordingMutation, warmUpSpeechEngine } from '#client/resources/voice/voice-api';
import { toUploadWav } from './internal/encode-wav';

export type UseVoiceInputOptions = {
  onTranscribed: (text: string) => void;
  onEvent?: (event: VoiceEvent) => void;
};

/**
 * Recording stops by itself at the server's limit of 60 seconds
 * (docs/product/voice-input.md#recording-states).
 */
export const MAX_RECORDING_MS = MAX_AUDIO_SECONDS * 1000;

/** True where this browser can record and decode audio (a secure page with a microphone API). */
export function isVoiceRecordingSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof window.AudioContext === 'function' &&
    typeof window.OfflineAudioContext === 'function'
  );
}

type Session = { recorder: MediaRecorder; stream: MediaStream; timer: ReturnType<typeof setTimeout>; startedAt: number };

export function useVoiceInput(options: UseVoiceInputOptions) {
  const [state, setState] = useState<VoiceState>('idle');
  // The words arrive seconds after the click: hand them to the latest callbacks, so that
  // appending uses the description as it is then, not as it was when recording began.
  const callbacks = useRef(options);
  useLayoutEffect(() => {
    callbacks.current = options;
  });
  const onEvent = (event: VoiceEvent) => callbacks.current.onEvent?.(event);
  const session = useRef<Session | null>(null);
  const starting = useRef(false);
  const transcription = useTranscribeRecordingMutation();

  // Leaving the page mid-recording releases the microphone and forgets the clip.
  useEffect(
    () => () => {
      const current = session.current;
      session.current = null;
      if (!current) return;
      clearTimeout(current.timer);
      current.recorder.onstop = null;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      releaseMicrophone(current.stream);
    },
    [],
  );

  function failRecording() {
    setState('idle');
    toast({ variant: 'destructive', title: 'Recording Error', description: 'Unable to access microphone. Please check permissions.' });
    onEvent({ action: 'voice_error', reason: 'microphone' });
  }

  function failTranscription() {
    toast({ title: 'Transcription Error', description: 'Unable to transcribe audio. Please try again.' });
    onEvent({ action: 'voice_error', reason: 'transcription' });
  }

  async function transcribe(recording: Blob) {
    try {
      const text = (await transcription.mutateAsync(await toUploadWav(recording))).trim();
      // Silence or noise comes back empty: saying "transcribed" then would mislead.
      if (text === '') {
        failTranscription();
        return;
      }
      callbacks.current.onTranscribed(text);
      toast({ title: 'Voice transcribed successfully', description: 'Your speech has been converted to text.' });
      onEvent({ action: 'voice_transcribed', transcribedText: text });
    } catch {
      failTranscription();
    } finally {
      setState('idle');
    }
  }

  async function start() {
    if (session.current || starting.current || state !== 'idle') return;
    starting.current = true;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
    } catch {
      starting.current = false;
      failRecording();
      return;
    }
    let recorder: MediaRecorder;
    try {
      const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      starting.current = false;
      releaseMicrophone(stream);
      failRecording();
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      releaseMicrophone(stream);
      void transcribe(new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || 'audio/webm' }));
    };
    recorder.start();
    // The server loads its speech model while the customer speaks (resources/voice).
    warmUpSpeechEngine();
    session.current = { recorder, stream, timer: setTimeout(stop, MAX_RECORDING_MS), startedAt: Date.now() };
    starting.current = false;
    setState('recording');
    onEvent({ action: 'voice_start' });
  }

  function stop() {
    const current = session.current;
    if (!current) return;
    session.current = null;
    clearTimeout(current.timer);
    setState('processing');
    onEvent({ action: 'voice_stop', durationSeconds: Math.round((Date.now() - current.startedAt) / 1000) });
    if (current.recorder.state === 'inactive') current.recorder.onstop?.(new Event('stop'));
    else current.recorder.stop();
  }

  function toggle() {
    if (state === 'recording') stop();
    else if (state === 'idle') void start();
  }

  return { state, toggle };
}

function releaseMicrophone(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
