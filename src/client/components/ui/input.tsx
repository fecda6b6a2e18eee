import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/** Shared by Input and Textarea. */
export const FIELD_CLASSES = cn(
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
  'placeholder:text-muted-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-55',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
);

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type, ...rest }: InputProps) {
  // 16 px text on phones stops iOS zooming into the field; 44 px keeps it easy to tap.
  return <input type={type ?? 'text'} className={cn(FIELD_CLASSES, 'min-h-11 md:min-h-10', className)} {...rest} />;
}
