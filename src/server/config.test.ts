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
