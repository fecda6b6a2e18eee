import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot } from './support/browser';
import { signInToLeads } from './support/leads-journey';
import { fromBase32, totpCode } from '../src/domain/staff/totp';

/** What an authenticator app would show for the secret at this moment. */
function authenticatorCode(secret: string): string {
  return totpCode((key, message) => createHmac('sha1', key).update(message).digest(), fromBase32(secret)!, Date.now());
}

/**
 * Staff accounts (docs/product/staff-accounts.md). The owner is the journeys' shared account
 * from ADMIN_EMAIL; this journey makes its own staff member (a unique email) and changes no
 * setting, so other journeys are unaffected.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const STAFF_PASSWORD = 'Skirting-board-2026';

async function addStaffMember(owner: Page, email: string): Promise<string> {
  await owner.goto('/admin/staff');
  await owner.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
  await owner.getByLabel('Name').fill('Journey Staff');
  await owner.getByLabel('Email').fill(email);
  await owner.getByRole('button', { name: 'Add staff' }).click();
  await owner.getByText(`One-time link for ${email}`).waitFor();
  return (await owner.getByTestId('invitation-link').textContent())!.trim();
}

describe('staff accounts', () => {
  it('the owner adds a staff member with a one-time link; the staff member sets a password and cannot open the owner’s screens', async () => {
    const email = `journey-staff-${Date.now()}@example.com`;
    const ownerContext = await newJourneyContext(browser, { viewport: DESKTOP });
    const owner = await ownerContext.newPage();
    await signInToLeads(owner);
    const link = await addStaffMember(owner, email);
    expect(link).toMatch(/\/admin\/welcome#token=[\w-]+$/);
    await owner.getByRole('region', { name: 'Staff accounts' }).getByText(email).waitFor();
    await expectNoAxeViolations(owner);
    await saveScreenshot(owner, 'staff-1280');

    // The new member, on a phone, sets their own password from the link.
    const staffContext = await newJourneyContext(browser, { viewport: PHONE });
    const staff = await staffContext.newPage();
    await staff.goto(link);
    await staff.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await expectNoAxeViolations(staff);
    await saveScreenshot(staff, 'welcome-390');
    await staff.getByLabel('New password').fill('password1234');
    await staff.getByRole('button', { name: 'Set password and sign in' }).click();
    await staff.getByText('is a common password: it is easy to guess').waitFor();
    await staff.getByLabel('New password').fill(STAFF_PASSWORD);
    await staff.getByRole('button', { name: 'Set password and sign in' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Lead Management' }).waitFor();

    // The owner's screens are not in the menu, and opening one by address says whose it is.
    await staff.getByRole('button', { name: 'Open menu' }).click();
    const menu = staff.getByRole('dialog');
    await menu.getByRole('link', { name: 'Account' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Audit Log' }).count()).toBe(0);
    await staff.keyboard.press('Escape');
    for (const path of ['/admin/staff', '/admin/audit']) {
      await staff.goto(path);
      await staff.getByRole('heading', { level: 1, name: 'Only the owner can open this screen' }).waitFor();
    }
    await expectNoAxeViolations(staff);
    await saveScreenshot(staff, 'owner-only-390');

    // Settings are readable, not changeable, and the screen says why.
    await staff.goto('/admin/settings');
    await staff.getByText('Only the owner can change this.').waitFor();
    expect(await staff.getByRole('button', { name: 'Save Settings' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(staff);
    await saveScreenshot(staff, 'settings-staff-390');

    // Even a hand-made request is refused by the server.
    const refused = await staff.evaluate(async () => {
      const response = await fetch('/api/app-settings', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    });
    expect(refused).toEqual({ status: 403, code: 'owner_only' });

    // Their own account: change the password, sign out other sessions.
    await staff.goto('/admin/account');
    await staff.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await staff.getByLabel('Current password').fill(STAFF_PASSWORD);
    await staff.getByLabel('New password').fill('aaaaaaaaaaaa');
    await staff.getByRole('button', { name: 'Change password' }).click();
    await staff.getByText('repeats too few characters: it is easy to guess').first().waitFor();
    await staff.getByLabel('New password').fill(`${STAFF_PASSWORD}-changed`);
    await staff.getByRole('button', { name: 'Change password' }).click();
    await staff.getByText('Password changed').first().waitFor();
    await expectNoAxeViolations(staff);
    await saveScreenshot(staff, 'account-390');

    // The owner reads what happened in the audit log, filtered to this member.
    await owner.goto('/admin/audit');
    await owner.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await owner.getByLabel('About (lead, email or setting contains)').fill(email);
    const log = owner.getByRole('region', { name: 'Audit log, newest first' });
    for (const action of ['staff.invited', 'staff.password_set', 'password.changed']) await log.getByText(action, { exact: true }).waitFor();
    await expectNoAxeViolations(owner);
    await saveScreenshot(owner, 'audit-log-1280');

    // Tidy: the journey's member is disabled, and their session ends at once.
    await owner.goto('/admin/staff');
    await owner.getByRole('button', { name: `Disable ${email}` }).click();
    await owner.getByText(`${email} disabled`).first().waitFor();
    const me = await staff.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).toBe(401);

    await staffContext.close();
    await ownerContext.close();
  });

  it('a member turns on two-factor sign-in, then signs in with a recovery code', async () => {
    const email = `journey-totp-${Date.now()}@example.com`;
    const ownerContext = await newJourneyContext(browser, { viewport: DESKTOP });
    const owner = await ownerContext.newPage();
    await signInToLeads(owner);
    const link = await addStaffMember(owner, email);

    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByLabel('New password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lead Management' }).waitFor();

    await page.goto('/admin/account');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await page.getByLabel('Code from your app').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.nth(2).textContent())!.trim();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'two-factor-on-1280');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is not right. Try the current code, or a recovery code.').waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'two-factor-step-1280');
    await page.getByLabel('Code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lead Management' }).waitFor();

    // The owner sees it in the audit log: signed in with a recovery code.
    await owner.goto('/admin/audit');
    await owner.getByLabel('About (lead, email or setting contains)').fill(email);
    const log = owner.getByRole('region', { name: 'Audit log, newest first' });
    await log.getByText('two_factor.enabled', { exact: true }).waitFor();
    await log.getByText('{"secondFactor":"recovery code"}').waitFor();

    // Tidy: the journey's member is disabled.
    await owner.goto('/admin/staff');
    await owner.getByRole('button', { name: `Disable ${email}` }).click();
    await owner.getByText(`${email} disabled`).first().waitFor();
    await context.close();
    await ownerContext.close();
  });

  it('shows the owner’s screens at phone width and in the dark theme', async () => {
    const context = await newJourneyContext(browser, { viewport: PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInToLeads(page);
    await page.goto('/admin/staff');
    await page.getByRole('region', { name: 'Staff accounts' }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'staff-390-dark');
    await page.goto('/admin/audit');
    await page.getByRole('region', { name: 'Audit log, newest first' }).getByText('sign_in.succeeded').first().waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'audit-log-390-dark');
    await context.close();
  });
});
