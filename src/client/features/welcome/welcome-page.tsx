import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { MIN_STAFF_PASSWORD_LENGTH } from '#domain/staff/check-staff-password';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { applyInvalidParams, toProblemMessage } from '#client/lib/form-errors';
import { paths } from '#client/lib/paths';
import { useAcceptInvitationMutation } from '#client/resources/staff/staff-api';

/** The token travels in the fragment (`#token=…`), which the browser never sends to a server. */
function readToken(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

type WelcomeValues = { password: string };

/**
 * /admin/welcome (docs/product/staff-accounts.md#staff-management): an invited member sets their
 * own password from the owner's one-time link, and is signed in.
 */
export function WelcomePage() {
  const [, navigate] = useLocation();
  const token = readToken();
  const mutation = useAcceptInvitationMutation();
  const form = useForm<WelcomeValues>({ defaultValues: { password: '' } });
  const { errors } = form.formState;

  function handleSave(values: WelcomeValues) {
    mutation.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          window.history.replaceState(null, '', window.location.pathname);
          navigate(paths.admin, { replace: true });
        },
        onError: (error) => applyInvalidParams(error, form.setError, ['password']),
      },
    );
  }

  const linkFailed = mutation.isError && !form.formState.errors.password;

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">Set your password</h1>
            <CardDescription>Choose the password you will sign in to the back office with.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {token === '' ? (
              <Alert variant="warning" title="This link is not complete">
                Open the whole link the owner sent you, or ask them for a new one.
              </Alert>
            ) : (
              <form noValidate onSubmit={form.handleSubmit(handleSave)} className="flex flex-col gap-4">
                {linkFailed ? (
                  <Alert variant="destructive">{toProblemMessage(mutation.error, 'The password could not be set. Please try again.')}</Alert>
                ) : null}
                <FormField
                  label="New password"
                  error={errors.password?.message}
                  hint={`At least ${MIN_STAFF_PASSWORD_LENGTH} characters; not a common password. A few words strung together work well.`}
                >
                  <Input type="password" autoComplete="new-password" {...form.register('password', { required: 'Enter a password' })} />
                </FormField>
                <Button type="submit" disabled={mutation.isPending}>
                  <KeyRound aria-hidden="true" />
                  Set password and sign in
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
        <Link href={paths.adminLogin} className="self-center text-sm text-primary underline-offset-4 hover:underline">
          Already have a password? Sign in
        </Link>
      </div>
    </main>
  );
}
