import * as SliderPrimitive from '@radix-ui/react-slider';
import { type Ref, useState } from 'react';
import { cn } from '#client/lib/cn';
import type { ControlIdentityProps } from './control-identity';

export type SliderProps = {
  value?: number;
  defaultValue?: number;
  /** Every step while dragging or pressing keys. */
  onValueChange?: (value: number) => void;
  /** Once, when the pointer is released or a key press has changed the value. */
  onValueCommit?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** How the value is shown beside the slider and read out, for example `(n) => `${n}%``. */
  formatValue?: (value: number) => string;
  /** Submits the value with a surrounding <form> under this name. */
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLSpanElement>;
  className?: string;
} & ControlIdentityProps;

/**
 * One value on a track (Radix slider). The thumb has the `slider` role with the accessible
 * name, description and formatted value (`aria-valuetext`); the arrows move one step, Page Up
 * and Page Down ten, Home and End to the ends. The value is also shown beside the track.
 */
export function Slider({
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  formatValue = String,
  name,
  disabled,
  ref,
  className,
  // id and aria-*: they name the control, so they go on its focusable element.
  ...identity
}: SliderProps) {
  // Kept here as well so that an uncontrolled slider can still show its value.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? min);
  const current = value ?? uncontrolledValue;
  const valueText = formatValue(current);

  function handleValueChange([next]: number[]) {
    if (next === undefined) return;
    setUncontrolledValue(next);
    onValueChange?.(next);
  }

  function handleValueCommit([next]: number[]) {
    if (next !== undefined) onValueCommit?.(next);
  }

  return (
    <div className={cn('flex items-center gap-4', className)}>
      <SliderPrimitive.Root
        value={[current]}
        onValueChange={handleValueChange}
        onValueCommit={handleValueCommit}
        min={min}
        max={max}
        step={step}
        name={name}
        disabled={disabled}
        className="relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-55 md:h-8"
      >
        <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
          <SliderPrimitive.Range className="absolute h-full bg-primary" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          ref={ref}
          {...identity}
          aria-valuetext={valueText}
          className={cn(
            'block size-5 cursor-grab rounded-full border-2 border-primary bg-card shadow-sm transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'aria-invalid:border-destructive data-[disabled]:cursor-not-allowed',
          )}
        />
      </SliderPrimitive.Root>
      {/* Read out through the thumb's aria-valuetext; shown here for sighted staff. */}
      <span aria-hidden="true" className="min-w-12 text-right text-sm font-medium tabular-nums">
        {valueText}
      </span>
    </div>
  );
}
