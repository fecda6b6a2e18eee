import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordBody } from '#contracts/staff.contract';
import { MIN_STAFF_PASSWORD_LENGTH } from '#domain/staff/check-staff-password';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PageHeader } from '#client/components/ui/page-header';
import { toast } from '#client/components/ui/use-toast';
import { applyInvalidParams, toProblemMessage } from '#client/lib/form-errors';
import { meQueryOptions } from '#client/resources/auth/auth-api';
import {
  twoFactorQueryOptions,
  useChangePasswordMutation,
  useEnableTwoFactorMutation,
  useSetUpTwoFactorMutation,
  useSignOutOtherSessionsMutation,
} from '#client/resources/staff/staff-api';
import { Alert } from '#client/components/ui/alert';
import { QrCode } from '#client/components/qr-code/qr-code';
import { type FormEvent, useState } from 'react';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

function sessionsText(count: number): string {
  return count === 1 ? '1 other session signed out.' : `${count} other sessions signed out.`;
}

/** /admin/account (docs/product/staff-accounts.md#account): every member's own password and sessions. */
export function AccountPage() {
  const me = useQuery(meQueryOptions());
  return (
    <>
      <PageHeader title="Account" description={me.data ? `Signed in as ${me.data.email} (${me.data.role === 'owner' ? 'owner' : 'staff'}).` : 'Your password and sessions.'} />
      <div className="flex max-w-2xl flex-col gap-6">
        {me.data?.mustEnrolInTwoFactor ? (
          <Alert variant="warning" title="Set up two-factor sign-in to carry on">
            The owner requires two-factor sign-in for all staff. Set it up below; the rest of the back office opens once it is on.
          </Alert>
        ) : null}
        <ChangePasswordCard />
        <TwoFactorCard />
        <OtherSessionsCard />
      </div>
    </>
  );
}

function ChangePasswordCard() {
  const mutation = useChangePasswordMutation();
  const form = useForm<ChangePasswordBody>({ defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors } = form.formState;

  function handleSave(values: ChangePasswordBody) {
    mutation.mutate(values, {
      onSuccess: ({ signedOutSessions }) => {
        form.reset();
        toast({ title: 'Password changed', description: signedOutSessions > 0 ? sessionsText(signedOutSessions) : undefined });
      },
      onError: (error) => {
        applyInvalidParams(error, form.setError, PASSWORD_FIELDS);
        toast({ variant: 'destructive', title: 'Password not changed', description: toProblemMessage(error, 'Please try again.') });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Your other sessions are signed out when the password changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(handleSave)} className="flex flex-col gap-4">
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword', { required: 'Enter your current password' })} />
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            hint={`At least ${MIN_STAFF_PASSWORD_LENGTH} characters; not a common password. A few words strung together work well.`}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword', { required: 'Enter a new password' })} />
          </FormField>
          <Button type="submit" className="self-start" disabled={mutation.isPending}>
            <KeyRound aria-hidden="true" />
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function OtherSessionsCard() {
  const mutation = useSignOutOtherSessionsMutation();

  function handleSignOutOthers() {
    mutation.mutate(undefined, {
      onSuccess: ({ signedOutSessions }) => toast({ title: 'Other sessions signed out', description: sessionsText(signedOutSessions) }),
      onError: (error) => toast({ variant: 'destructive', title: 'Nothing signed out', description: toProblemMessage(error, 'Please try again.') }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Other sessions</CardTitle>
        <CardDescription>Signed in on a phone you lost, or a shared computer? Sign out everywhere but here.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={handleSignOutOthers} disabled={mutation.isPending}>
          <LogOut aria-hidden="true" />
          Sign out other sessions
        </Button>
      </CardContent>
    </Card>
  );
}

function TwoFactorCard() {
  const state = useQuery(twoFactorQueryOptions());
  const setUp = useSetUpTwoFactorMutation();
  const enable = useEnableTwoFactorMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  function handleEnable(event: FormEvent) {
    event.preventDefault();
    enable.mutate(code, {
      onSuccess: () => toast({ title: 'Two-factor sign-in is on' }),
      onError: (error) => setCodeError(toProblemMessage(error, 'Please try again.')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>After your password, a six-digit code from an authenticator app on your phone.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {enable.data ? (
          <Alert variant="success" title="Save these recovery codes now">
            <p>Each signs you in once if you lose your phone. They are not shown again.</p>
            <ul aria-label="Recovery codes" className="mt-2 grid grid-cols-2 gap-1 font-mono">
              {enable.data.recoveryCodes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </ul>
          </Alert>
        ) : state.data?.enabled ? (
          <p>{`On. ${state.data.recoveryCodesLeft} recovery codes left; the owner can reset it if you lose your phone.`}</p>
        ) : setUp.data ? (
          <form noValidate onSubmit={handleEnable} className="flex flex-col gap-4">
            <p>Scan this QR code with your authenticator app, or add the key below by typing it; then enter the code it shows.</p>
            <QrCode value={setUp.data.otpauthUrl} label="QR code for your authenticator app" className="size-48 rounded-md border bg-white" />
            <p className="break-all rounded-md border bg-muted p-3 font-mono text-sm" data-testid="two-factor-secret">
              {setUp.data.secret}
            </p>
            <a href={setUp.data.otpauthUrl} className="text-sm text-primary underline-offset-4 hover:underline">
              Open in an authenticator app on this device
            </a>
            <FormField label="Code from your app" error={codeError}>
              <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
            </FormField>
            <Button type="submit" className="self-start" disabled={enable.isPending}>
              Turn on
            </Button>
          </form>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setUp.mutate()} disabled={setUp.isPending || state.isPending}>
            Set up two-factor
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
