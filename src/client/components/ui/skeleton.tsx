import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type SkeletonProps = ComponentProps<'div'>;

/** A placeholder shape while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...rest }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...rest}
    />
  );
}
