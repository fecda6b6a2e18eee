import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { cn } from '#client/lib/cn';
import { Skeleton } from './skeleton';

export type TableDensity = 'comfortable' | 'compact';
export type TableAlign = 'left' | 'right';

const CELL_PADDING: Record<TableDensity, string> = {
  comfortable: 'px-4 py-3',
  compact: 'px-3 py-2',
};

const ALIGN_CLASSES: Record<TableAlign, string> = { left: 'text-left', right: 'text-right' };

const DensityContext = createContext<TableDensity>('comfortable');

export type TableProps = {
  /** Names the scrolling region around the table, for example 'Leads'. */
  label: string;
  /** Read before the table by screen readers (hidden on screen), for example 'Leads, newest first'. */
  caption?: ReactNode;
  /** `compact` for a small table inside a card or panel. */
  density?: TableDensity;
  /** The table is loading or refreshing (`aria-busy`). */
  isBusy?: boolean;
  /** Classes for the <table>, for example a minimum width such as `min-w-[60rem]`. */
  className?: string;
  children: ReactNode;
};

/**
 * A semantic table in a bordered card. On a narrow screen (a 390 px phone) a table wider than
 * the screen scrolls sideways inside its own region, never the page; the region is focusable so
 * keyboard users can scroll it too (axe scrollable-region-focusable).
 */
export function Table({ label, caption, density = 'comfortable', isBusy, className, children }: TableProps) {
  return (
    <DensityContext.Provider value={density}>
      <div
        role="region"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a sideways-scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className={cn(
          'relative h-fit overflow-x-auto border bg-card shadow-sm focus-visible:outline-2 focus-visible:outline-ring',
          density === 'compact' ? 'rounded-md' : 'rounded-xl',
        )}
      >
        <table aria-busy={isBusy || undefined} className={cn('w-full text-left text-sm', className)}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          {children}
        </table>
      </div>
    </DensityContext.Provider>
  );
}

export function TableHeader({ className, ...rest }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('border-b bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase', className)}
      {...rest}
    />
  );
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableFooter({ className, ...rest }: ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t [&>tr]:border-b-0', className)} {...rest} />;
}

export function TableRow({ className, ...rest }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b last:border-b-0 in-[tbody]:hover:bg-muted/50', className)} {...rest} />;
}

export type TableHeadProps = ComponentProps<'th'> & { align?: TableAlign };

/** A header cell: a column's by default, a row's with `scope="row"`. */
export function TableHead({ align = 'left', scope = 'col', className, ...rest }: TableHeadProps) {
  const density = useContext(DensityContext);
  return (
    <th
      scope={scope}
      className={cn(CELL_PADDING[density], ALIGN_CLASSES[align], 'whitespace-nowrap [font-weight:inherit]', className)}
      {...rest}
    />
  );
}

export type TableCellProps = ComponentProps<'td'> & { align?: TableAlign };

export function TableCell({ align = 'left', className, ...rest }: TableCellProps) {
  const density = useContext(DensityContext);
  return <td className={cn(CELL_PADDING[density], ALIGN_CLASSES[align], className)} {...rest} />;
}

export type TableLoadingRowsProps = {
  /** How many columns the table has, so each placeholder spans the row. */
  columns: number;
  rows?: number;
};

/** Placeholder rows while the first page loads; hidden from assistive technology. */
export function TableLoadingRows({ columns, rows = 5 }: TableLoadingRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row}>
          <TableCell colSpan={columns}>
            <Skeleton className="h-10 w-full" />
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

export type TableEmptyRowProps = {
  columns: number;
  /** Usually an <EmptyState />. */
  children: ReactNode;
};

/** One row across every column, for the message shown when there are no rows. */
export function TableEmptyRow({ columns, children }: TableEmptyRowProps) {
  return (
    <tr>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}
