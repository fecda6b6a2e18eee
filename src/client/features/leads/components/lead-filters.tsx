import { Search } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { LeadListFilter, LeadStatusCounts } from '#contracts/admin-leads.contract';
import { LEAD_FILTER_STATUSES } from '#domain/leads/can-change-lead-status';
import { toLeadStatusLabel } from '#domain/leads/describe-lead-event';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';

/** Long enough to finish a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The filter offers only All, New, Contacted and Quoted (docs/product/lead-management.md#status-filters). */
const FILTERS = ['all', ...LEAD_FILTER_STATUSES] as const;

function toFilterLabel(filter: (typeof FILTERS)[number]): string {
  return filter === 'all' ? 'All' : toLeadStatusLabel(filter);
}

export type LeadFiltersProps = {
  search: string;
  status: LeadListFilter;
  counts: LeadStatusCounts | undefined;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: LeadListFilter) => void;
};

export function LeadFilters({ search, status, counts, onSearchChange, onStatusChange }: LeadFiltersProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <SearchBox search={search} onSearchChange={onSearchChange} />
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={filter === status ? 'primary' : 'outline'}
            aria-pressed={filter === status}
            onClick={() => onStatusChange(filter)}
          >
            {toFilterLabel(filter)}{' '}
            <span className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums dark:bg-white/15">{counts ? counts[filter] : '–'}</span>
          </Button>
        ))}
      </div>
    </div>
  );
}

type SearchBoxProps = { search: string; onSearchChange: (search: string) => void };

/**
 * What staff type is theirs until they pause: the URL (and the query) follow after a short
 * debounce, and a 30-second refresh never overwrites a half-typed search. If the URL's search
 * changes from elsewhere (Back), the box follows it.
 */
function SearchBox({ search, onSearchChange }: SearchBoxProps) {
  const [text, setText] = useState(search);
  const [committed, setCommitted] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (search !== committed) {
    setCommitted(search);
    setText(search);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setCommitted(next);
      onSearchChange(next);
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <div className="relative w-full lg:max-w-md">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <FormField id="lead-search" label="Search leads by name, phone or job description" hideLabel>
        <Input type="search" value={text} onChange={handleChange} placeholder="Search name, phone or job…" className="pl-9" autoComplete="off" />
      </FormField>
    </div>
  );
}
