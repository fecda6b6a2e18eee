import { Alert } from '#client/components/ui/alert';
import { useOwnerAccess } from '#client/resources/auth/auth-api';

export type OwnerOnlyNoticeProps = {
  /** What the screen lets the owner change, said to staff: 'these settings', 'pricing'. */
  subject: string;
  className?: string;
};

/**
 * Tells a staff member why the screen's save and restore are switched off
 * (docs/product/staff-accounts.md#roles). Renders nothing for the owner.
 */
export function OwnerOnlyNotice({ subject, className }: OwnerOnlyNoticeProps) {
  const { canChange, reason } = useOwnerAccess();
  if (canChange) return null;
  return (
    <Alert variant="info" title={reason} className={className}>
      {`You can read ${subject} here; ask the owner to make a change.`}
    </Alert>
  );
}
