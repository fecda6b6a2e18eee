import { useQuery } from '@tanstack/react-query';
import { Copy, Link2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Invitation, InviteStaffBody, StaffMember } from '#contracts/staff.contract';
import { Alert, ErrorBanner } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PageHeader } from '#client/components/ui/page-header';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableLoadingRows, TableRow } from '#client/components/ui/table';
import { toast } from '#client/components/ui/use-toast';
import { formatDateTime } from '#client/lib/format';
import { applyInvalidParams, toProblemMessage } from '#client/lib/form-errors';
import { meQueryOptions } from '#client/resources/auth/auth-api';
import { Switch } from '#client/components/ui/switch';
import { staffListQueryOptions, staffSecurityQueryOptions, useSaveStaffSecurityMutation, useInviteStaffMutation, useReissueInvitationMutation, useResetStaffTwoFactorMutation, useSetStaffDisabledMutation } from '#client/resources/staff/staff-api';

const INVITE_FIELDS = ['email', 'name'] as const;

/** /admin/staff (docs/product/staff-accounts.md#staff-management): the owner's list of accounts. */
export function StaffPage() {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  return (
    <>
      <PageHeader title="Staff" description="Add staff, give them a link to set their password, and disable accounts." />
      <div className="flex max-w-5xl flex-col gap-6">
        <TwoFactorRequirementCard />
        <InviteCard onInvited={setInvitation} />
        {invitation ? <InvitationLink invitation={invitation} /> : null}
        <StaffTable onInvited={setInvitation} />
      </div>
    </>
  );
}

/** The owner's 'Require two-factor for all staff' (docs/product/staff-accounts.md#two-factor). */
function TwoFactorRequirementCard() {
  const security = useQuery(staffSecurityQueryOptions());
  const mutation = useSaveStaffSecurityMutation();

  function handleChange(requireTwoFactor: boolean) {
    mutation.mutate(
      { requireTwoFactor },
      {
        onSuccess: () => toast({ title: requireTwoFactor ? 'Two-factor is now required for all staff' : 'Two-factor is no longer required' }),
        onError: (error) => toast({ variant: 'destructive', title: 'Not changed', description: toProblemMessage(error, 'Please try again.') }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>When it is on, anyone without two-factor sign-in can only set it up until they do. Turn it on for your own account first.</CardDescription>
      </CardHeader>
      <CardContent>
        {security.isError ? (
          <ErrorBanner onRetry={() => void security.refetch()} retryLabel="Try again" isRetrying={security.isFetching}>
            The security setting could not be loaded.
          </ErrorBanner>
        ) : (
          <FormField label="Require two-factor for all staff" layout="inline">
            <Switch checked={security.data?.requireTwoFactor ?? false} onCheckedChange={handleChange} disabled={security.isPending || mutation.isPending} />
          </FormField>
        )}
      </CardContent>
    </Card>
  );
}

type InvitedProps = { onInvited: (invitation: Invitation) => void };

function InviteCard({ onInvited }: InvitedProps) {
  const mutation = useInviteStaffMutation();
  const form = useForm<InviteStaffBody>({ defaultValues: { email: '', name: '' } });
  const { errors } = form.formState;

  function handleInvite(values: InviteStaffBody) {
    mutation.mutate(values, {
      onSuccess: (invitation) => {
        form.reset();
        onInvited(invitation);
        toast({ title: 'Staff member added', description: `Give ${invitation.member.email} the one-time link.` });
      },
      onError: (error) => {
        applyInvalidParams(error, form.setError, INVITE_FIELDS);
        toast({ variant: 'destructive', title: 'Not added', description: toProblemMessage(error, 'Please try again.') });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add staff</CardTitle>
        <CardDescription>New accounts are staff: they work leads and read the settings. They choose their own password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(handleInvite)} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name', { required: 'Enter their name' })} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email', { required: 'Enter their email' })} />
          </FormField>
          <Button type="submit" className="sm:mt-7" disabled={mutation.isPending}>
            <UserPlus aria-hidden="true" />
            Add staff
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function InvitationLink({ invitation }: { invitation: Invitation }) {
  const url = `${window.location.origin}${invitation.invitationPath}`;

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the link and copy it instead.' });
    }
  }

  return (
    <Alert
      variant="success"
      title={`One-time link for ${invitation.member.email}`}
      action={
        <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      }
    >
      <p>
        Shown once: send it to them yourself. It works once, until <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>.
      </p>
      <p className="mt-1 break-all font-mono text-xs" data-testid="invitation-link">
        {url}
      </p>
    </Alert>
  );
}

function statusOf(member: StaffMember) {
  if (member.disabled) return <Badge variant="destructive">Disabled</Badge>;
  if (member.invitationPending) return <Badge variant="warning">Invited</Badge>;
  return <Badge variant="success">Active</Badge>;
}

function StaffTable({ onInvited }: InvitedProps) {
  const staff = useQuery(staffListQueryOptions());
  const me = useQuery(meQueryOptions());
  const disableMutation = useSetStaffDisabledMutation();
  const reissueMutation = useReissueInvitationMutation();
  const resetMutation = useResetStaffTwoFactorMutation();

  function handleResetTwoFactor(member: StaffMember) {
    resetMutation.mutate(member.id, {
      onSuccess: () => toast({ title: `Two-factor reset for ${member.email}` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Not reset', description: toProblemMessage(error, 'Please try again.') }),
    });
  }

  function handleDisabled(member: StaffMember, disabled: boolean) {
    disableMutation.mutate(
      { id: member.id, disabled },
      {
        onSuccess: () => toast({ title: disabled ? `${member.email} disabled` : `${member.email} enabled` }),
        onError: (error) => toast({ variant: 'destructive', title: 'Not changed', description: toProblemMessage(error, 'Please try again.') }),
      },
    );
  }

  function handleNewLink(member: StaffMember) {
    reissueMutation.mutate(member.id, {
      onSuccess: onInvited,
      onError: (error) => toast({ variant: 'destructive', title: 'No link made', description: toProblemMessage(error, 'Please try again.') }),
    });
  }

  if (staff.isError) {
    return (
      <ErrorBanner onRetry={() => void staff.refetch()} retryLabel="Try again" isRetrying={staff.isFetching}>
        The staff list could not be loaded.
      </ErrorBanner>
    );
  }

  return (
    <Table label="Staff accounts" className="min-w-[46rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last signed in</TableHead>
          <TableHead align="right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {staff.isPending ? (
          <TableLoadingRows columns={6} rows={3} />
        ) : staff.data.length === 0 ? (
          <TableEmptyRow columns={6}>No accounts yet.</TableEmptyRow>
        ) : (
          staff.data.map((member) => {
            const isMe = member.id === me.data?.id;
            return (
              <TableRow key={member.id}>
                <TableCell className="font-medium">{member.name}</TableCell>
                <TableCell className="whitespace-nowrap">{member.email}</TableCell>
                <TableCell>{member.role === 'owner' ? 'Owner' : 'Staff'}</TableCell>
                <TableCell>{statusOf(member)}</TableCell>
                <TableCell>{member.lastSignedInAt ? <time dateTime={member.lastSignedInAt}>{formatDateTime(member.lastSignedInAt)}</time> : 'Never'}</TableCell>
                <TableCell align="right">
                  {isMe ? (
                    <span className="text-sm text-muted-foreground">You</span>
                  ) : (
                    <div className="flex justify-end gap-2">
                      <Button variant="outline" size="sm" onClick={() => handleNewLink(member)} disabled={reissueMutation.isPending || member.disabled} aria-label={`New link for ${member.email}`}>
                        <Link2 aria-hidden="true" />
                        New link
                      </Button>
                      {member.twoFactorEnabled ? (
                        <Button variant="outline" size="sm" onClick={() => handleResetTwoFactor(member)} disabled={resetMutation.isPending} aria-label={`Reset two-factor for ${member.email}`}>
                          Reset two-factor
                        </Button>
                      ) : null}
                      <Button
                        variant={member.disabled ? 'outline' : 'destructive'}
                        size="sm"
                        onClick={() => handleDisabled(member, !member.disabled)}
                        disabled={disableMutation.isPending}
                        aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
                      >
                        {member.disabled ? 'Enable' : 'Disable'}
                      </Button>
                    </div>
                  )}
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
