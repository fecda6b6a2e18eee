import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TEST_STAFF,
  currentUrl,
  jsonResponse,
  problemResponse,
  renderAt,
  stubApi,
} from '#client/testing/render-app';

const signedOut = () => problemResponse(401, 'Unauthorised', 'Sign in to continue', 'unauthorised');

describe('staff sign-in page', () => {
  it('has labelled email and password fields and a Sign in button', async () => {
    stubApi({ 'GET /api/auth/me': signedOut });
    renderAt('/admin/login');

    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('explains what is missing before sending anything', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/me': signedOut });
    const { user } = renderAt('/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid email address, like name@example.co.uk')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.co.uk',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the session check
  });

  it("shows the server's reason when the email or password is wrong", async () => {
    stubApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': () =>
        problemResponse(401, 'Unauthorised', 'Email or password is incorrect', 'invalid_credentials'),
    });
    const { user } = renderAt('/admin/login');

    await user.type(await screen.findByLabelText('Email'), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(currentUrl()).toBe('/admin/login');
  });

  it('disables the button while signing in, then goes to the requested admin page', async () => {
    let finishLogin: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (finishLogin = resolve)),
    });
    const { user } = renderAt('/admin/login?next=%2Fadmin%2Fpricing');

    await user.type(await screen.findByLabelText('Email'), '  Sam@Example.co.uk ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    finishLogin(jsonResponse({ staff: TEST_STAFF }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing Configuration' })).toBeVisible();
    expect(currentUrl()).toBe('/admin/pricing');
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'sam@example.co.uk',
      password: 'correct horse',
    });
  });

  it('ignores a next parameter that leaves the admin area', async () => {
    stubApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': () => jsonResponse({ staff: TEST_STAFF }),
    });
    const { user } = renderAt('/admin/login?next=https%3A%2F%2Fevil.example%2Fadmin');

    await user.type(await screen.findByLabelText('Email'), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
    expect(currentUrl()).toBe('/admin');
  });

  it('sends staff who are already signed in to the back office', async () => {
    stubApi({ 'GET /api/auth/me': () => jsonResponse({ staff: TEST_STAFF }) });
    renderAt('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Management' })).toBeVisible();
    expect(currentUrl()).toBe('/admin');
  });
});
