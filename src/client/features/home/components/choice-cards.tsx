import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#client/lib/cn';

export type ChoiceOption<Value extends string> = {
  value: Value;
  label: string;
  description?: string;
  Icon?: LucideIcon;
};

export type ChoiceCardsProps<Value extends string> = {
  /** The question, the group's accessible name. */
  legend: string;
  /** Show the legend, or keep it for screen readers when a heading already asks the question. */
  isLegendVisible?: boolean;
  name: string;
  options: readonly ChoiceOption<Value>[];
  value: Value | null | undefined;
  onChange: (value: Value) => void;
  columns?: 1 | 2 | 3;
  disabled?: boolean;
  'aria-describedby'?: string;
};

const COLUMN_CLASSES = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/**
 * A radio group drawn as large cards: native radios, so arrow keys, Space and screen readers
 * work as they do everywhere, with a visible focus ring and a 44 px+ target.
 */
export function ChoiceCards<Value extends string>({
  legend,
  isLegendVisible = false,
  name,
  options,
  value,
  onChange,
  columns = 1,
  disabled = false,
  'aria-describedby': describedBy,
}: ChoiceCardsProps<Value>) {
  const idPrefix = useId();
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled} aria-describedby={describedBy}>
      <legend className={isLegendVisible ? 'mb-3 text-sm font-medium' : 'sr-only'}>{legend}</legend>
      <div className={cn('grid grid-cols-1 gap-3', COLUMN_CLASSES[columns])}>
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          const descriptionId = option.description ? `${id}-description` : undefined;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-border bg-card p-4 transition-colors',
                'hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-secondary',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={descriptionId}
                // Transparent over the whole card: the card is the target, the radio stays native.
                className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              {option.Icon ? (
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground peer-checked:bg-primary peer-checked:text-primary-foreground">
                  <option.Icon aria-hidden="true" className="size-5" />
                </span>
              ) : null}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} className="text-sm text-muted-foreground">
                    {option.description}
                  </span>
                ) : null}
              </span>
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full border-2 border-input peer-checked:border-[6px] peer-checked:border-primary"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
