import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import { Button } from './button';

/**
 * A side panel on a Radix dialog: focus is trapped inside, Escape and the close button close
 * it, focus returns to what opened it, and the page behind is inert. Use `open` +
 * `onOpenChange` when the URL says what is open, or a SheetTrigger.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export type SheetSide = 'right' | 'left';

const SIDE_CLASSES: Record<SheetSide, string> = {
  // A record's details: full width on a phone, 42 rem beside the page on a desktop.
  right: 'inset-y-0 right-0 w-full max-w-2xl border-l motion-safe:animate-sheet-in',
  // Navigation drawn in from the left on phones.
  left: 'inset-y-0 left-0 w-72 max-w-[85vw] border-r motion-safe:animate-drawer-in',
};

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: SheetSide;
  /** Accessible name of the corner close button, for example 'Close lead details'. */
  closeLabel?: string;
};

/** Needs a SheetTitle and a SheetDescription inside (Radix requires both; either may be sr-only). */
export function SheetContent({ side = 'right', closeLabel = 'Close', className, children, ...rest }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex h-dvh flex-col bg-card text-card-foreground shadow-xl focus-visible:outline-none',
          SIDE_CLASSES[side],
          className,
        )}
        {...rest}
      >
        {children}
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" size="icon" aria-label={closeLabel} className="absolute top-3 right-3">
            <X aria-hidden="true" />
          </Button>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The top of the panel; leaves room on the right for the close button. */
export function SheetHeader({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-b p-6 pr-16', className)} {...rest} />;
}

/** The panel's scrolling content under the header. */
export function SheetBody({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto p-6', className)} {...rest} />;
}

// With asChild, the title and the description lend their role to the child and leave its look
// alone, for example a brand mark as the drawer's title or the message inside an ErrorBanner.

export function SheetTitle({ className, asChild, ...rest }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title asChild={asChild} className={asChild ? className : cn('text-xl font-semibold', className)} {...rest} />
  );
}

export function SheetDescription({ className, asChild, ...rest }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      asChild={asChild}
      className={asChild ? className : cn('text-sm text-muted-foreground', className)}
      {...rest}
    />
  );
}
