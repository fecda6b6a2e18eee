import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog';
import { LoadingState } from '#client/components/ui/spinner';

// The form (react-hook-form and its fields) loads when the dialog is first opened.
const AddLeadForm = lazy(async () => ({ default: (await import('./add-lead-form')).AddLeadForm }));

/**
 * Add New Lead (docs/product/lead-management.md#add-new-lead): a lead taken by phone or in person.
 * Closing the dialog unmounts the form, so it opens empty with the defaults next time.
 */
export function AddLeadDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add New Lead
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close add lead" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add New Lead</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<LoadingState label="Loading form…" />}>
          <AddLeadForm onClose={() => setIsOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
