import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LoadingState } from '#client/components/ui/spinner';

/** While the panel loads, it still has the title and description a Radix dialog requires. */
export function SheetLoading() {
  return (
    <>
      <DialogPrimitive.Title className="sr-only">Lead details</DialogPrimitive.Title>
      <DialogPrimitive.Description className="sr-only">Loading the lead</DialogPrimitive.Description>
      <LoadingState label="Loading lead…" />
    </>
  );
}
