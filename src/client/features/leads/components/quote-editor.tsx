import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import type { LeadSummary } from '#contracts/admin-leads.contract';
import { getLeadDisplayPricePence } from '#domain/display/get-lead-display-price-pence';
import { parseQuoteInput, toQuoteInputValue } from '#domain/leads/quote-amount';
import { Button } from '#client/components/ui/button';
import { FieldError } from '#client/components/ui/field-error';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/components/ui/use-toast';
import { formatPounds, formatPoundsWhole } from '#client/lib/format';
import { useUpdateLeadQuoteMutation } from '#client/resources/leads/leads-api';

export type QuoteEditorProps = {
  lead: Pick<LeadSummary, 'id' | 'customerName' | 'quoteAmount' | 'estimatedPriceLow' | 'estimatedPriceHigh'>;
  /** Whole pounds in the table, pounds and pence in the panel (docs/product/lead-management.md#price-shown). */
  display?: 'whole' | 'exact';
};

/** Marks an element whose Escape key cancels an edit rather than closing the panel around it. */
export const ESCAPE_CANCELS_ATTRIBUTE = 'data-escape-cancels';

/**
 * The inline quote edit (docs/product/lead-management.md#quote-edit): shows the price; the pencil
 * opens an input pre-filled with the current amount (two decimals, step 0.01); the check saves it
 * in pence, the cross cancels.
 */
export function QuoteEditor({ lead, display = 'whole' }: QuoteEditorProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const quoteMutation = useUpdateLeadQuoteMutation();
  const pricePence = getLeadDisplayPricePence(lead);

  function handleEdit() {
    setDraft(toQuoteInputValue(pricePence));
    setReason(null);
  }

  function handleCancel() {
    setDraft(null);
    setReason(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') handleCancel();
  }

  function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseQuoteInput(draft ?? '');
    if (!parsed.ok) {
      setReason(parsed.reason);
      return;
    }
    quoteMutation.mutate(
      { leadId: lead.id, quoteAmountPence: parsed.pence },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: 'Quote Updated', description: 'Final quote amount has been saved successfully.' });
        },
        onError: () =>
          toast({ variant: 'destructive', title: 'Update Failed', description: 'Could not update quote amount. Please try again.' }),
      },
    );
  }

  if (draft === null) {
    return (
      <div className="flex items-center gap-1">
        <span className="font-semibold tabular-nums">{display === 'whole' ? formatPoundsWhole(pricePence) : formatPounds(pricePence)}</span>
        <Button variant="ghost" size="icon" aria-label={`Edit final quote for ${lead.customerName}`} onClick={handleEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSave} noValidate className="flex flex-col gap-1" {...{ [ESCAPE_CANCELS_ATTRIBUTE]: '' }}>
      <div className="flex items-center gap-1">
        <label htmlFor={inputId} className="sr-only">
          Final quote in pounds for {lead.customerName}
        </label>
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          £
        </span>
        <Input
          id={inputId}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          // Opening the editor is the user's request to type in it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-invalid={reason ? true : undefined}
          aria-describedby={reason ? errorId : undefined}
          className="w-28 tabular-nums"
        />
        <Button type="submit" variant="ghost" size="icon" aria-label="Save final quote" disabled={quoteMutation.isPending}>
          <Check aria-hidden="true" className="text-success" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Cancel editing the final quote" onClick={handleCancel}>
          <X aria-hidden="true" className="text-destructive" />
        </Button>
      </div>
      <FieldError id={errorId}>{reason}</FieldError>
    </form>
  );
}
