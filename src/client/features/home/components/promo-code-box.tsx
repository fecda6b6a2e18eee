import { Tag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PROMO_APPLIED_TEXT, PROMO_INVALID_MESSAGE, isPromoCode } from '#domain/pricing/apply-promo-code';
import { Button } from '#client/components/ui/button';
import { FieldError } from '#client/components/ui/field-error';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';

export type PromoCodeBoxProps = {
  appliedCode: string | null;
  onApplied: (code: string) => void;
};

const INPUT_ID = 'promo-code';

/** One code, JULY10, compared without regard to case (docs/product/home-flow.md#promo-code). */
export function PromoCodeBox({ appliedCode, onApplied }: PromoCodeBoxProps) {
  const [code, setCode] = useState(appliedCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const isApplied = appliedCode !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isApplied) return;
    if (isPromoCode(code)) {
      setError(null);
      onApplied(code.trim());
      toast({ title: 'Promo Code Applied!', description: 'You saved 10% on your quote.' });
      return;
    }
    // Said once, under the box; a toast would repeat it (docs/product/shared-behaviour.md#toasts).
    setError(PROMO_INVALID_MESSAGE);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2 rounded-xl border border-dashed p-4">
      <Label htmlFor={INPUT_ID} className="inline-flex items-center gap-2">
        <Tag aria-hidden="true" className="size-4 text-primary" />
        Promo code
      </Label>
      <div className="flex gap-2">
        <Input
          id={INPUT_ID}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          disabled={isApplied}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${INPUT_ID}-error` : isApplied ? `${INPUT_ID}-applied` : undefined}
          className="uppercase"
        />
        <Button type="submit" variant="secondary" disabled={isApplied || code.trim() === ''}>
          Apply
        </Button>
      </div>
      <FieldError id={`${INPUT_ID}-error`}>{error}</FieldError>
      {isApplied ? (
        <p id={`${INPUT_ID}-applied`} role="status" className="text-sm font-semibold text-success">
          {PROMO_APPLIED_TEXT}
        </p>
      ) : null}
    </form>
  );
}
