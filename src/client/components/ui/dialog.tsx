import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/** Radix dialog: focus trap, Escape to close, focus returned to the trigger, inert page. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const CONTENT_CLASSES = cn(
  'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl p-6',
  'max-h-[calc(100dvh-2rem)] overflow-y-auto motion-safe:animate-fade-in',
);

/** A centred dialog; a panel at the side of the screen is a Sheet (sheet.tsx). */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button. */
  closeLabel?: string;
};

export function DialogContent({
  closeLabel = 'Close',
  className,
  children,
  ...rest
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 bg-card text-card-foreground shadow-xl focus-visible:outline-none',
          CONTENT_CLASSES,
          className,
        )}
        {...rest}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring md:size-9"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-1.5 pr-10', className)} {...rest} />;
}

export function DialogFooter({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...rest}
    />
  );
}

export function DialogTitle({ className, ...rest }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...rest} />;
}

export function DialogDescription({
  className,
  ...rest
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...rest} />
  );
}
