import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from './default-app-settings';
import { toVatLine } from './to-vat-line';

describe('toVatLine', () => {
  it('says VAT is included for a registered firm', () => {
    expect(toVatLine(true)).toBe('All prices include VAT at 20%');
  });

  it('says there is no VAT to add for a firm that is not registered, the default', () => {
    expect(DEFAULT_APP_SETTINGS.vatRegistered).toBe(false);
    expect(toVatLine(DEFAULT_APP_SETTINGS.vatRegistered)).toBe('No VAT to add: we are not VAT-registered');
  });
});
