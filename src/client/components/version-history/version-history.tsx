import { History, RotateCcw } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import type { ConfigChangeDto, ConfigVersionSummary } from '#contracts/config-versions.contract';
import type { ConfigValue } from '#domain/config-versions/diff-config';
import { ErrorBanner } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { formatDateTime } from '#client/lib/format';

export type VersionHistoryProps = {
  /** What a restore puts back, in the dialog's words: 'settings', 'prices'. */
  subject: string;
  versions: readonly ConfigVersionSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** A field's label as the screen shows it: 'baseRate' → 'Base rate'. */
  describeField: (field: string) => string;
  /** A value as the screen shows it: 78 → '£78.00'. */
  formatValue: (field: string, value: ConfigValue) => string;
  /** Saves the version again; the screen shows its own toasts. */
  onRestore: (version: number) => Promise<unknown>;
  /** False for a staff member: restoring is the owner's (docs/product/staff-accounts.md#roles), so no button is shown. */
  canRestore?: boolean;
};

/**
 * The history of a versioned config (docs/decisions/0010-app-settings-and-config-versions.md): its recent versions,
 * newest first, each with who saved it, when, and the fields it changed from what to what, and a
 * Restore for every version but the one in force, confirmed in a dialog.
 */
export function VersionHistory({ subject, versions, isLoading, isError, onRetry, describeField, formatValue, onRestore, canRestore = true }: VersionHistoryProps) {
  const [pendingVersion, setPendingVersion] = useState<number | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);
  // The dialog has no Radix trigger, so focus is put back on the button that opened it by hand.
  const openedBy = useRef<HTMLElement | null>(null);

  function handleAskRestore(version: number, event: MouseEvent<HTMLButtonElement>) {
    openedBy.current = event.currentTarget;
    setPendingVersion(version);
  }

  function handleCloseAutoFocus(event: Event) {
    event.preventDefault();
    if (openedBy.current?.isConnected) openedBy.current.focus();
  }

  async function handleConfirmRestore() {
    if (pendingVersion === null) return;
    setIsRestoring(true);
    try {
      await onRestore(pendingVersion);
    } catch {
      // The screen has said what went wrong; the dialog closes either way.
    } finally {
      setIsRestoring(false);
      setPendingVersion(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-muted-foreground" />
          Version history
        </CardTitle>
        <CardDescription>Every save is kept with who made it and what changed. Restoring a version saves it again as a new version.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <ErrorBanner onRetry={onRetry}>The history could not be loaded.</ErrorBanner>
        ) : isLoading || !versions ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading the history…</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : versions.length === 0 ? (
          <EmptyState
            icon={History}
            title="No saved changes yet"
            description="Each save will be listed here, and any earlier version can be put back."
            className="py-6"
          />
        ) : (
          <ol className="flex flex-col divide-y" aria-label="Versions, newest first">
            {versions.map((version, index) => (
              <VersionItem
                key={version.version}
                version={version}
                isCurrent={index === 0}
                canRestore={canRestore}
                describeField={describeField}
                formatValue={formatValue}
                onRestore={(event) => handleAskRestore(version.version, event)}
              />
            ))}
          </ol>
        )}
      </CardContent>
      <Dialog open={pendingVersion !== null} onOpenChange={(open) => (open || isRestoring ? undefined : setPendingVersion(null))}>
        <DialogContent onCloseAutoFocus={handleCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>{`Restore version ${pendingVersion ?? ''}?`}</DialogTitle>
            <DialogDescription>
              {`The ${subject} go back to how they were in version ${pendingVersion ?? ''}. This is saved as a new version, so it can be undone the same way.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isRestoring}>
                Cancel
              </Button>
            </DialogClose>
            <Button onClick={() => void handleConfirmRestore()} disabled={isRestoring}>
              {isRestoring ? <Spinner className="text-current" /> : <RotateCcw aria-hidden="true" />}
              Restore
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

type VersionItemProps = {
  version: ConfigVersionSummary;
  isCurrent: boolean;
  canRestore: boolean;
  describeField: VersionHistoryProps['describeField'];
  formatValue: VersionHistoryProps['formatValue'];
  onRestore: (event: MouseEvent<HTMLButtonElement>) => void;
};

function VersionItem({ version, isCurrent, canRestore, describeField, formatValue, onRestore }: VersionItemProps) {
  const isStartingPoint = version.staffEmail === null && version.changes.length === 0;
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{`Version ${version.version}`}</span>
          {isCurrent ? <Badge variant="success">Current</Badge> : null}
          {version.restoredFromVersion === null ? null : (
            <span className="text-sm text-muted-foreground">{`Restored from version ${version.restoredFromVersion}`}</span>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
          {version.staffEmail ? ` by ${version.staffEmail}` : ''}
        </p>
        {isStartingPoint ? (
          <p className="text-sm">The values in force before the first saved change.</p>
        ) : version.changes.length === 0 ? (
          <p className="text-sm">Saved with no changes.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-label={`Changes in version ${version.version}`}>
            {version.changes.map((change) => (
              <ChangeLine key={change.field} change={change} describeField={describeField} formatValue={formatValue} />
            ))}
          </ul>
        )}
      </div>
      {isCurrent || !canRestore ? null : (
        <Button variant="outline" size="sm" onClick={onRestore} className="shrink-0 self-start">
          <RotateCcw aria-hidden="true" />
          {`Restore version ${version.version}`}
        </Button>
      )}
    </li>
  );
}

type ChangeLineProps = {
  change: ConfigChangeDto;
  describeField: VersionHistoryProps['describeField'];
  formatValue: VersionHistoryProps['formatValue'];
};

function ChangeLine({ change, describeField, formatValue }: ChangeLineProps) {
  return (
    <li className="break-words">
      <span className="font-medium">{describeField(change.field)}:</span>{' '}
      <span className="text-muted-foreground">{formatValue(change.field, change.from)}</span>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> changed to </span>
      <span>{formatValue(change.field, change.to)}</span>
    </li>
  );
}
