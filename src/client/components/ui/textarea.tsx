import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import { FIELD_CLASSES } from './input';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, ...rest }: TextareaProps) {
  return <textarea className={cn(FIELD_CLASSES, 'min-h-24 resize-y', className)} {...rest} />;
}
