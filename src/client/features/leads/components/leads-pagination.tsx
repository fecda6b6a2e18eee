import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';

export type LeadsPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

const countFormat = new Intl.NumberFormat('en-GB');

/** 'Showing 26–50 of 1,234 leads' with Previous and Next. */
export function LeadsPagination({ page, pageSize, total, onPageChange }: LeadsPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  return (
    <nav aria-label="Pages of leads" className="mt-4 flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
      <p className="text-muted-foreground">
        Showing {countFormat.format(first)}–{countFormat.format(last)} of {countFormat.format(total)} leads
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="tabular-nums">
          Page {countFormat.format(page)} of {countFormat.format(pageCount)}
        </span>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
