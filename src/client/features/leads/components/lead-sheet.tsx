import { lazy, Suspense } from 'react';
import { Sheet, SheetContent } from '#client/components/ui/sheet';
import { ESCAPE_CANCELS_ATTRIBUTE } from './quote-editor';
import { SheetLoading } from './sheet-loading';

// The panel's sections and forms are their own chunk: the table appears without waiting for them.
const LeadSheetBody = lazy(async () => ({ default: (await import('./lead-sheet-body')).LeadSheetBody }));

export type LeadSheetProps = {
  leadId: string | null;
  onClose: () => void;
};

/**
 * The lead's detail side panel (docs/product/lead-management.md#detail-panel): focus is trapped
 * inside, Escape closes it, and focus goes back to the View button after. The open lead is the
 * URL's, so the sheet is controlled by `leadId`.
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
    <Sheet open={leadId !== null} onOpenChange={handleOpenChange}>
      <SheetContent closeLabel="Close lead details" onEscapeKeyDown={handleEscapeKeyDown}>
        {leadId ? (
          <Suspense fallback={<SheetLoading />}>
            <LeadSheetBody leadId={leadId} />
          </Suspense>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
