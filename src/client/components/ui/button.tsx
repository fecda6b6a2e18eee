import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
};

// Every size keeps a 44 px touch target on phones (WCAG 2.5.5); desktop may be denser.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm md:min-h-8',
  md: 'min-h-11 px-4 text-sm md:min-h-10',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 md:size-10',
};

export type ButtonClassOptions = { variant?: ButtonVariant; size?: ButtonSize };

/** The button look, for elements that are not <Button> (for example a router link). */
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonClassOptions = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
  );
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonClassOptions & {
    /** Render the single child (for example a link) with the button's look and behaviour. */
    asChild?: boolean;
  };

export function Button({ variant, size, asChild = false, className, type, ...rest }: ButtonProps) {
  const classes = cn(buttonClasses({ variant, size }), className);
  if (asChild) return <Slot className={classes} {...rest} />;
  // "button" by default so that a button inside a form never submits it by accident.
  return <button type={type ?? 'button'} className={classes} {...rest} />;
}
