import { describe, expect, it } from 'vitest';
import { toConfirmedRoute, toCustomerReference } from './confirmed-route';

describe('toConfirmedRoute', () => {
  it.each([
    ['send_quote', 'phone_quote', 'Online Quote'],
    ['generate_message', 'whatsapp_video', 'Quote with Video'],
    ['request_visit', 'book_handyman', 'Site Visit'],
  ] as const)('%s recaps the %s route, named %s', (screen, routeStage, title) => {
    expect(toConfirmedRoute(screen)).toEqual({ routeStage, title });
  });

  it("recaps a referral's call back with no priced route, since nothing was priced", () => {
    expect(toConfirmedRoute('callback_requested')).toEqual({ routeStage: null, title: 'Call back about specialist work' });
  });
});

describe('toCustomerReference', () => {
  it('is the first 8 characters of the run key, upper case, without dashes', () => {
    expect(toCustomerReference('3b0f6c1e-2d7a-4a51-9c6e-0c2a3f1d9e11')).toBe('3B0F6C1E');
    expect(toCustomerReference('ab-cd-ef-12-34')).toBe('ABCDEF12');
  });
});
