import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { type LoginBody, LoginBodySchema } from '#contracts/auth.contract';
import { NEXT_PARAM, paths, toSafeAdminNext } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { FieldError } from '#client/components/ui/field-error';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { LoadingState, Spinner } from '#client/components/ui/spinner';
import { applyInvalidParams, toProblemMessage } from '#client/lib/form-errors';
import { meQueryOptions, useLoginMutation, useTwoFactorLoginMutation } from '#client/resources/auth/auth-api';
import { useState } from 'react';

const LOGIN_FIELDS = ['email', 'password'] as const;

// Plain-English reasons instead of zod's defaults; the schema itself stays the contract's.
const loginResolver = zodResolver(LoginBodySchema, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (field === 'email') return 'Enter a valid email address, like name@example.co.uk';
    if (field === 'password') {
      return issue.code === 'too_small' ? 'Enter your password' : 'That password is too long';
    }
    return undefined;
  },
});

/** /admin/login: staff sign-in. Signed-in staff are sent on at once. */
export function LoginPage() {
  const search = useSearch();
  const next = toSafeAdminNext(new URLSearchParams(search).get(NEXT_PARAM));
  const me = useQuery(meQueryOptions());

  if (me.isPending) return <LoadingState fullPage label="Checking your session…" />;
  if (me.data) return <Redirect to={next} replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">Staff sign-in</h1>
            <CardDescription>Sign in to manage leads, pricing and settings.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm next={next} />
          </CardContent>
        </Card>
        <Link href={paths.home} className="self-center text-sm text-primary underline-offset-4 hover:underline">
          Back to the website
        </Link>
      </div>
    </main>
  );
}

type LoginFormProps = {
  /** Where to go once signed in; already checked to be a safe admin path. */
  next: string;
};

function LoginForm({ next }: LoginFormProps) {
  const [challenge, setChallenge] = useState<string | null>(null);
  if (challenge) return <TwoFactorForm next={next} challenge={challenge} />;
  return <PasswordForm next={next} onChallenge={setChallenge} />;
}

type PasswordFormProps = LoginFormProps & { onChallenge: (challenge: string) => void };

function PasswordForm({ next, onChallenge }: PasswordFormProps) {
  const [, navigate] = useLocation();
  const loginMutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  function handleLogin(values: LoginBody) {
    loginMutation.mutate(values, {
      onSuccess: (result) => ('twoFactorChallenge' in result ? onChallenge(result.twoFactorChallenge) : navigate(next, { replace: true })),
      onError: (error) => applyInvalidParams(error, setError, LOGIN_FIELDS),
    });
  }

  const serverMessage = loginMutation.isError
    ? toProblemMessage(loginMutation.error, 'We could not sign you in. Please try again.')
    : null;

  return (
    <form noValidate onSubmit={handleSubmit(handleLogin)} className="flex flex-col gap-5">
      {serverMessage ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>{serverMessage}</p>
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="login-email-error">{errors.email?.message}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="login-password-error">{errors.password?.message}</FieldError>
      </div>

      <Button type="submit" size="lg" disabled={loginMutation.isPending} aria-busy={loginMutation.isPending}>
        {loginMutation.isPending ? <Spinner className="text-current" /> : null}
        Sign in
      </Button>
    </form>
  );
}

type TwoFactorFormProps = LoginFormProps & { challenge: string };

/** The second step for an account with two-factor on (docs/product/staff-accounts.md#two-factor). */
function TwoFactorForm({ next, challenge }: TwoFactorFormProps) {
  const [, navigate] = useLocation();
  const mutation = useTwoFactorLoginMutation();
  const { register, handleSubmit } = useForm({ defaultValues: { code: '' } });

  function handleVerify(values: { code: string }) {
    mutation.mutate({ challenge, code: values.code }, { onSuccess: () => navigate(next, { replace: true }) });
  }

  const serverMessage = mutation.isError ? toProblemMessage(mutation.error, 'We could not sign you in. Please try again.') : null;

  return (
    <form noValidate onSubmit={handleSubmit(handleVerify)} className="flex flex-col gap-5">
      {serverMessage ? (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>{serverMessage}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-code">Code</Label>
        <Input id="login-code" autoComplete="one-time-code" spellCheck={false} autoCapitalize="none" aria-describedby="login-code-hint" {...register('code')} />
        <p id="login-code-hint" className="text-sm text-muted-foreground">
          The six digits your authenticator app shows, or one of your recovery codes.
        </p>
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? <Spinner className="text-current" /> : null}
        Verify
      </Button>
    </form>
  );
}
