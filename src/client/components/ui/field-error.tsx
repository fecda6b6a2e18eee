import type { ReactNode } from 'react';

export type FieldErrorProps = {
  /** Referenced by the field's aria-describedby. */
  id: string;
  children?: ReactNode;
};

/** The reason shown under a form field; renders nothing when there is no reason. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
