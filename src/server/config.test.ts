import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_INTERACTION_RETENTION_DAYS, loadConfig } from './config';

describe('the interaction retention period', () => {
  it('is 400 days unless INTERACTION_RETENTION_DAYS says otherwise', () => {
    expect(DEFAULT_INTERACTION_RETENTION_DAYS).toBe(400);
    expect(loadConfig({}).interactionRetentionDays).toBe(400);
    expect(loadConfig({ INTERACTION_RETENTION_DAYS: '' }).interactionRetentionDays).toBe(400);
    expect(loadConfig({ INTERACTION_RETENTION_DAYS: '90' }).interactionRetentionDays).toBe(90);
  });

  it.each(['0', '-5', '1.5', 'forever'])('refuses %s with a message naming the variable', (value) => {
    expect(() => loadConfig({ INTERACTION_RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ INTERACTION_RETENTION_DAYS: value })).toThrow(/INTERACTION_RETENTION_DAYS/);
  });
});

describe('the lead retention period (docs/product/customer-data.md#retention)', () => {
  it('is off unless LEAD_RETENTION_MONTHS is set', () => {
    expect(loadConfig({}).leadRetentionMonths).toBeUndefined();
    expect(loadConfig({ LEAD_RETENTION_MONTHS: '' }).leadRetentionMonths).toBeUndefined();
    expect(loadConfig({ LEAD_RETENTION_MONTHS: '24' }).leadRetentionMonths).toBe(24);
  });

  it.each(['0', '121', '1.5', 'never'])('refuses %s with a message naming the variable', (value) => {
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: value })).toThrow(/LEAD_RETENTION_MONTHS/);
  });
});

describe('request budgets, caps and timeouts from the environment (docs/limits.md#request-budgets)', () => {
  it('keeps the routes’ defaults unless a variable is set', () => {
    const config = loadConfig({});
    expect(config.rateLimits).toEqual({ overrides: {}, syncIntervalMs: 1_000 });
    expect(config.trustProxy).toBe(false);
    expect(config.requestTimeoutMs).toBe(30_000);
  });

  it('reads each budget, the sync interval, TRUST_PROXY and the request timeout', () => {
    const config = loadConfig({
      RATE_LIMIT_SIGN_IN: '5',
      RATE_LIMIT_DEFAULT: '1000',
      DAILY_LEADS_PER_RUN: '7',
      RATE_LIMIT_SYNC_MS: '0',
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_MS: '15000',
    });
    expect(config.rateLimits).toEqual({ overrides: { signIn: 5, default: 1000, leadsPerRunPerDay: 7 }, syncIntervalMs: 0 });
    expect(config.trustProxy).toBe(1);
    expect(config.requestTimeoutMs).toBe(15_000);
  });

  it.each([['RATE_LIMIT_LEAD_SAVES', '0'], ['DAILY_EVENTS_PER_ADDRESS', 'lots'], ['TRUST_PROXY', 'true'], ['REQUEST_TIMEOUT_MS', '10']])(
    'refuses %s=%s with a message naming the variable',
    (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    },
  );
});
