import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/**
 * Radix tabs: a `tablist` of `tab`s, each controlling a `tabpanel`. The arrow keys move
 * between tabs and show each one (automatic activation); Home and End jump to the ends;
 * Tab moves on into the open panel. Use `defaultValue`, or `value` + `onValueChange`.
 */
export const Tabs = TabsPrimitive.Root;

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & {
  /** What the tabs choose between, for example 'Analytics views'. */
  'aria-label': string;
};

export function TabsList({ className, ...rest }: TabsListProps) {
  return (
    <TabsPrimitive.List
      className={cn(
        // Scrolls sideways on a phone rather than wrapping; the tabs inside keep it reachable.
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors md:min-h-9',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...rest}
    />
  );
}
