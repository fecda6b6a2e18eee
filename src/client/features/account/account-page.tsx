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
import { useChangePasswordMutation, useSignOutOtherSessionsMutation } from '#client/resources/staff/staff-api';

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
        <ChangePasswordCard />
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
