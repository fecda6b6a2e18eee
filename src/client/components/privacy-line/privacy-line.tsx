import { Link } from 'wouter';
import { paths } from '#client/lib/paths';

export type PrivacyLineProps = { id?: string };

/**
 * The one line under every form that takes a phone number or an email, linking to the full
 * notice (docs/product/shared-behaviour.md#privacy-line).
 */
export function PrivacyLine({ id }: PrivacyLineProps) {
  return (
    <p id={id} className="text-sm text-muted-foreground">
      We use your details only to quote for and arrange your job.{' '}
      <Link href={paths.privacy} className="underline underline-offset-4 hover:text-foreground">
        Privacy notice
      </Link>
    </p>
  );
}
