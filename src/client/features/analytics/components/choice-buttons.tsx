import { Button } from '#client/components/ui/button';

export type ChoiceButtonsProps<T extends string> = {
  /** Names the group for screen readers: 'Date range'. */
  label: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
};

/** A row of buttons of which one is chosen (aria-pressed), as the date ranges and the flow filter are. */
export function ChoiceButtons<T extends string>({ label, options, labels, value, onChange }: ChoiceButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Button key={option} size="sm" variant={option === value ? 'primary' : 'outline'} aria-pressed={option === value} onClick={() => onChange(option)}>
          {labels[option]}
        </Button>
      ))}
    </div>
  );
}
