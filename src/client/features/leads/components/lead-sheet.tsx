import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '#client/components/ui/button';
import { ESCAPE_CANCELS_ATTRIBUTE } from './quote-editor';
import { SheetLoading } from './sheet-loading';

// The panel's sections and forms are their own chunk: the table appears without waiting for them.
const LeadSheetBody = lazy(async () => ({ default: (await import('./lead-sheet-body')).LeadSheetBody }));

export type LeadSheetProps = {
  leadId: string | null;
  onClose: () => void;
};

/**
 * The lead's detail side panel (admin §2): a Radix dialog drawn as a sheet from the right, so
 * focus is trapped inside, Escape closes it, and focus goes back to the View button after.
 */
export function LeadSheet({ leadId, onClose }: LeadSheetProps) {
  function handleOpenChange(open: boolean) {
    if (!open) onClose();
  }

  function handleEscapeKeyDown(event: KeyboardEvent) {
    // Escape inside the quote input cancels the edit; it must not close the panel as well.
    if (event.target instanceof Element && event.target.closest(`[${ESCAPE_CANCELS_ATTRIBUTE}]`)) event.preventDefault();
  }

  return (
    <DialogPrimitive.Root open={leadId !== null} onOpenChange={handleOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:animate-fade-in" />
        <DialogPrimitive.Content
          onEscapeKeyDown={handleEscapeKeyDown}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-2xl flex-col border-l bg-card text-card-foreground shadow-xl focus-visible:outline-none motion-safe:animate-fade-in"
        >
          {leadId ? (
            <Suspense fallback={<SheetLoading />}>
              <LeadSheetBody leadId={leadId} />
            </Suspense>
          ) : null}
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close lead details" className="absolute top-3 right-3">
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

