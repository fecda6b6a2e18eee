import { Slot } from '@radix-ui/react-slot';
import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

export type FormFieldLayout = 'stacked' | 'inline';

export type FormFieldProps = {
  /** Names the one control inside; never shared with another field. */
  label: ReactNode;
  /** Help shown under the control and read after its name. */
  hint?: ReactNode;
  /** The reason the value is wrong; marks the control invalid and is read with it. */
  error?: string;
  /** For a search box or a table cell, where the context already shows what the field is. */
  hideLabel?: boolean;
  /** `inline` puts a switch beside its label; `stacked` (the default) puts a control under it. */
  layout?: FormFieldLayout;
  /** A fixed id for the control, when something else must point at it. */
  id?: string;
  className?: string;
  /** Exactly one control: Input, Textarea, Select, Switch or Slider. */
  children: ReactElement;
};

/**
 * A label, one control, a hint and an error, wired together: the label names the control
 * (`htmlFor`/`id`, and `aria-labelledby` for controls a `<label>` cannot name, such as a
 * slider's thumb), the hint and the error describe it (`aria-describedby`), and an error sets
 * `aria-invalid`, which the kit's controls draw in the destructive colour.
 */
export function FormField({
  label,
  hint,
  error,
  hideLabel = false,
  layout = 'stacked',
  id,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const labelElement = (
    <Label id={labelId} htmlFor={controlId} className={cn(hideLabel && 'sr-only')}>
      {label}
    </Label>
  );
  const control = (
    <Slot
      id={controlId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      {children}
    </Slot>
  );

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {layout === 'inline' ? (
        <div className="flex min-h-11 items-center justify-between gap-4 md:min-h-10">
          {labelElement}
          {control}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
