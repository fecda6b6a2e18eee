import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPlaceholderContactFields } from '#domain/settings/list-placeholder-contact-fields';
import { describeJob, giveDetails, heading, openPricingPage } from './pricing-flow-helpers';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newJourneyContext, PHONE, saveScreenshot, waitForAnimations } from './support/browser';
import { openHomeFlow, reachMethodChoice, waitForHeading } from './support/home-flow';
import { signInToLeads } from './support/leads-journey';
import { openStaffApi, putBackAppSettings, readAppSettings, type Settings } from './support/settings-journey';

/**
 * App Settings (docs/product/app-settings.md): staff change the phone, the WhatsApp number and a
 * trust badge, and customers on / and /pricing see the new ones in the page and in the links.
 * The settings are shared by every journey: the original ones are put back at the end.
 */

const NEW_PHONE_TYPED = '+44 (0)117 496 0123';
const NEW_PHONE = '0117 496 0123';
const NEW_PHONE_HREF = 'tel:01174960123';
const NEW_WHATSAPP_TYPED = '07700 900 123';
const NEW_WHATSAPP = '447700900123';
const NEW_BADGE = `Local family firm ${Date.now() % 100_000}`;

let browser: Browser;
let staffApi: { context: BrowserContext; api: APIRequestContext };
let original: Settings;
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  staffApi = await openStaffApi(browser);
  original = await readAppSettings(staffApi.api);
});

afterAll(async () => {
  try {
    await putBackAppSettings(staffApi.api, original);
  } finally {
    await staff?.context.close();
    await staffApi.context.close();
    await browser.close();
  }
});

async function openSettingsScreen(page: Page): Promise<void> {
  await signInToLeads(page);
  await page.goto('/admin/settings');
  await page.getByRole('heading', { level: 1, name: 'App Settings' }).waitFor();
  await page.getByLabel('Business name').waitFor();
}

describe('App Settings', () => {
  it('shows the settings in their sections, warns about placeholder numbers, and refuses a bad number beside its field', async () => {
    const context = await newJourneyContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    staff = { context, page };
    await openSettingsScreen(page);

    for (const section of ['Google Review Configuration', 'Trust Badges', 'Business Info', 'Marketing Messages']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    expect(await page.getByLabel('Business phone').inputValue()).toBe(original.businessPhone);
    await page.getByText(/^Last updated: /).waitFor();
    const isPlaceholder = listPlaceholderContactFields(original as { businessPhone: string; whatsappNumber: string }).length > 0;
    expect(await page.getByText('Customers are being shown placeholder numbers').count()).toBe(isPlaceholder ? 1 : 0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-settings-1280');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-settings-390');
    await page.setViewportSize(DESKTOP);

    // A number that is not a UK number is refused beside its field, and nothing is saved.
    await page.getByLabel('Business phone').fill('call the office');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Enter a UK phone number, for example 01632 960000 or +44 1632 960000.').waitFor();
    expect(await page.getByLabel('Business phone').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-settings-refused-1280');
    expect((await readAppSettings(staffApi.api)).businessPhone).toBe(original.businessPhone);
  });

  it('saves a new phone, WhatsApp number and trust badge in their normal forms, and keeps the change as a version', async () => {
    const { page } = staff;
    await page.getByLabel('Business phone').fill(NEW_PHONE_TYPED);
    await page.getByLabel('WhatsApp number').fill(NEW_WHATSAPP_TYPED);
    await page.getByText(`Customers' messages open wa.me/${NEW_WHATSAPP}`).waitFor();
    await page.getByLabel('Trust badge 1').fill(NEW_BADGE);
    await page.getByRole('button', { name: 'Save Settings' }).click();

    await page.getByText('App settings updated successfully', { exact: true }).waitFor();
    await page.waitForFunction((phone) => (document.querySelector('input[name="businessPhone"]') as HTMLInputElement | null)?.value === phone, NEW_PHONE);
    expect(await page.getByLabel('WhatsApp number').inputValue()).toBe(NEW_WHATSAPP);
    await page.getByText('Customers are being shown placeholder numbers').waitFor({ state: 'detached' });

    const history = page.getByRole('list', { name: 'Versions, newest first' });
    await history.getByText(`'${NEW_BADGE}'`).waitFor();
    expect(await history.getByText('Business phone:').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-settings-saved-1280');

    const saved = await readAppSettings(staffApi.api);
    expect(saved).toMatchObject({ businessPhone: NEW_PHONE, whatsappNumber: NEW_WHATSAPP, trustBadge1: NEW_BADGE });
  });

  it('shows the new number, WhatsApp number and badge to a customer on the home page, in the page and in the links', async () => {
    const { context, page } = await openHomeFlow(browser);
    await page.goto('/');
    await waitForHeading(page, 'Who is this quote for?');
    await page.getByText(NEW_BADGE).waitFor();
    const help = page.getByRole('link', { name: `Call ${NEW_PHONE}` });
    expect(await help.getAttribute('href')).toBe(NEW_PHONE_HREF);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'home-settings-customer-type-390');

    await reachMethodChoice(page, { name: 'Settings Journey', phone: '07700 900555', urgency: 'Immediate' });
    await page.getByRole('button', { name: /Site Visit/ }).click();
    await waitForHeading(page, 'Book a Site Visit');
    expect(await page.getByRole('link', { name: 'Call now to book' }).getAttribute('href')).toBe(NEW_PHONE_HREF);
    expect(await page.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${NEW_WHATSAPP}\\?text=`));
    await context.close();
  });

  it('shows the new number to a customer on the pricing page, in the page and in the call link', async () => {
    const { context, page } = await openPricingPage(browser, PHONE);
    const call = page.getByRole('link', { name: `Call ${NEW_PHONE}` });
    expect(await call.getAttribute('href')).toBe(NEW_PHONE_HREF);
    // The pricing page's reviews badge reads the same rating as the home page (docs/product/pricing-flow.md#reviews-badge).
    expect(await page.getByText(`${original.googleRating} from ${Number(original.googleReviewCount).toLocaleString('en-GB')} reviews`).count()).toBe(1);

    await describeJob(page);
    await giveDetails(page, 'Settings Journey', '07700 900556');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await heading(page, 'Your Quote is Ready, Settings Journey!').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('link', { name: 'Call Now to Book' }).getAttribute('href')).toBe(NEW_PHONE_HREF);
    expect(await page.getByText(NEW_PHONE, { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('puts the earlier settings back from the history, as a new version', async () => {
    const { page } = staff;
    await page.reload();
    await page.getByLabel('Business name').waitFor();
    const history = page.getByRole('list', { name: 'Versions, newest first' });
    const restore = history.getByRole('button', { name: /^Restore version \d+$/ }).first();
    const label = (await restore.textContent()) ?? '';
    const dialog = page.getByRole('dialog', { name: `${label.trim()}?` });
    // From the keyboard: Enter opens the question, Escape closes it and focus comes back.
    await restore.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await restore.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await waitForAnimations(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`${label.replace('Restore v', 'V').trim()} restored`, { exact: true }).waitFor();
    await page.waitForFunction((phone) => (document.querySelector('input[name="businessPhone"]') as HTMLInputElement | null)?.value === phone, original.businessPhone as string);
    await history.getByText(/^Restored from version \d+$/).first().waitFor();
    expect(await readAppSettings(staffApi.api)).toEqual(original);

    // The same screen on a phone, in the dark theme.
    const dark = await newJourneyContext(browser, { viewport: PHONE, colorScheme: 'dark' });
    const phonePage = await dark.newPage();
    await openSettingsScreen(phonePage);
    await expectNoAxeViolations(phonePage);
    await saveScreenshot(phonePage, 'admin-settings-dark-390');
    await dark.close();
  });
});
