import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'asChild' | 'children'>;

/**
 * An on/off control (`role="switch"`, `aria-checked`): Space or Enter toggles it, and so does a
 * click on its FormField label. Use `checked` + `onCheckedChange`, or `defaultChecked`.
 */
export function Switch({ className, ...rest }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'peer relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        // The track is 24 px; an invisible margin keeps a 44 px touch target (WCAG 2.5.5).
        "after:absolute after:-inset-2.5 after:content-['']",
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-55',
        'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        'aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive',
        className,
      )}
      {...rest}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-card shadow-sm transition-transform',
          'data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0',
          'dark:bg-foreground dark:data-[state=checked]:bg-primary-foreground',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
