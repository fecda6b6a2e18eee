import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type CardProps = ComponentProps<'div'>;

export function Card({ className, ...rest }: CardProps) {
  return (
    <div
      className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      {...rest}
    />
  );
}

export function CardHeader({ className, ...rest }: CardProps) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3 md:p-6 md:pb-3', className)} {...rest} />;
}

export type CardTitleProps = ComponentProps<'h2'> & {
  /** The heading level that fits the page outline. */
  level?: 2 | 3 | 4;
};

export function CardTitle({ level = 2, className, ...rest }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={cn('text-lg font-semibold leading-tight', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: CardProps) {
  return <div className={cn('p-5 pt-0 md:p-6 md:pt-0', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: CardProps) {
  return <div className={cn('flex items-center gap-3 p-5 pt-0 md:p-6 md:pt-0', className)} {...rest} />;
}
