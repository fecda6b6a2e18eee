import { Mic, Square } from 'lucide-react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { cn } from '#client/lib/cn';
import { useVoiceAvailability } from '#client/resources/voice/voice-api';
import type { VoiceEvent, VoiceState } from '#domain/voice/voice-event';
import { isVoiceRecordingSupported, useVoiceInput } from './use-voice-input';

export type VoiceInputButtonProps = {
  /** The transcribed words; the caller appends them to the description (appendTranscribedText). */
  onTranscribed: (text: string) => void;
  /** Voice events, for the host flow to track (docs/product/voice-input.md#voice-events). */
  onEvent?: (event: VoiceEvent) => void;
  disabled?: boolean;
  className?: string;
};

const LABELS: Record<VoiceState, string> = {
  idle: 'Record your job description by voice',
  recording: 'Stop recording and transcribe',
  processing: 'Transcribing your recording',
};

// The box shows these words while recording and while transcribing
// (docs/product/voice-input.md#recording-states).
const STATUS_TEXT: Record<VoiceState, string> = { idle: '', recording: 'Recording...', processing: 'Transcribing...' };

/**
 * The microphone beside the job description (docs/product/voice-input.md#availability). Offered only when
 * the server has a speech engine and the browser can record: otherwise the customer types,
 * rather than speaking to a button that then fails.
 */
export function VoiceInputButton({ onTranscribed, onEvent, disabled = false, className }: VoiceInputButtonProps) {
  const available = useVoiceAvailability();
  const { state, toggle } = useVoiceInput({ onTranscribed, onEvent });
  if (!available || !isVoiceRecordingSupported()) return null;

  const busy = state === 'processing';
  const recording = state === 'recording';
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span role="status" aria-live="polite" className={cn('text-sm font-medium', recording ? 'text-destructive' : 'text-muted-foreground')}>
        {STATUS_TEXT[state]}
      </span>
      <Button
        variant={recording ? 'destructive' : 'outline'}
        size="icon"
        aria-label={LABELS[state]}
        title={LABELS[state]}
        // aria-disabled while transcribing keeps keyboard focus on the button.
        aria-disabled={busy || undefined}
        disabled={disabled && state === 'idle'}
        onClick={busy ? undefined : toggle}
        className={cn(recording && 'motion-safe:animate-pulse')}
      >
        {busy ? <Spinner className="text-current" /> : recording ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
      </Button>
    </div>
  );
}
