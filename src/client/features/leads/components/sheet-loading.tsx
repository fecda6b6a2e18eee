import { SheetDescription, SheetTitle } from '#client/components/ui/sheet';
import { LoadingState } from '#client/components/ui/spinner';

/** While the panel loads, it still has the title and description a Radix dialog requires. */
export function SheetLoading() {
  return (
    <>
      <SheetTitle className="sr-only">Lead details</SheetTitle>
      <SheetDescription className="sr-only">Loading the lead</SheetDescription>
      <LoadingState label="Loading lead…" />
    </>
  );
}
