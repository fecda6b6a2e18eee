import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '#client/lib/cn';
import { FIELD_CLASSES } from './input';
import type { ControlIdentityProps } from './control-identity';

export type SelectOption<V extends string = string> = {
  value: V;
  /** What staff see and what the choice is called when read out. */
  label: string;
  disabled?: boolean;
};

export type SelectProps<V extends string = string> = {
  options: readonly SelectOption<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Submits the value with a surrounding <form> under this name. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Called when focus leaves the closed select (react-hook-form's `onBlur`). */
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
} & ControlIdentityProps;

/**
 * A Radix select: a button with the `combobox` role that opens a listbox. Keyboard: Enter,
 * Space or the arrow keys open it, the arrows move, typing jumps to a label, Enter chooses,
 * Escape closes without choosing; focus returns to the button. Identity props (`id`, `aria-*`)
 * go on the button, so FormField's label names it.
 */
export function Select<V extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  disabled,
  required,
  onBlur,
  ref,
  className,
  // id and aria-*: they name the control, so they go on its focusable element.
  ...identity
}: SelectProps<V>) {
  function handleValueChange(next: string) {
    // Radix reports the chosen item's value as a string; look it up to keep the option's type.
    const option = options.find((candidate) => candidate.value === next);
    if (option) onValueChange?.(option.value);
  }

  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={handleValueChange}
      name={name}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger
        ref={ref}
        {...identity}
        onBlur={onBlur}
        className={cn(
          FIELD_CLASSES,
          'flex min-h-11 cursor-pointer items-center justify-between gap-2 text-left md:min-h-10',
          'data-[placeholder]:text-muted-foreground [&>span]:truncate',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)]',
            'overflow-hidden rounded-md border bg-card text-card-foreground shadow-lg motion-safe:animate-fade-in',
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex min-h-11 cursor-pointer items-center rounded-sm py-2 pr-3 pl-8 text-base outline-none select-none md:min-h-9 md:text-sm',
                  'data-[highlighted]:bg-muted data-[highlighted]:text-foreground',
                  'data-[disabled]:pointer-events-none data-[disabled]:opacity-55',
                )}
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4 text-primary" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
