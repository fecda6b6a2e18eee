import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, type JourneyContextOptions, newJourneyContext } from './browser';
import { signInToLeads } from './leads-journey';

export type StaffCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * Signs the journeys' staff account in once and keeps the session cookie, so a journey file
 * can open as many signed-in browsers as it needs with one sign-in: the app allows 10 sign-ins
 * a minute from one address, and the journeys share that address.
 */
export async function signInOnce(browser: Browser): Promise<StaffCookies> {
  const context = await newJourneyContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await signInToLeads(page);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** A fresh browser profile already signed in with `cookies`. */
export async function newStaffContext(browser: Browser, cookies: StaffCookies, options: JourneyContextOptions = {}): Promise<BrowserContext> {
  const context = await newJourneyContext(browser, options);
  await context.addCookies(cookies);
  return context;
}
