import { describe, expect, it } from 'vitest';
import { paths } from '#client/lib/paths';
import { ADMIN_HOME_SCREEN, ADMIN_SCREENS, findAdminScreen } from './admin-screens';

describe('the admin route table', () => {
  it('gives every screen its own path under /admin, clear of the sign-in page', () => {
    const screenPaths = ADMIN_SCREENS.map((screen) => screen.path);

    expect(new Set(screenPaths).size).toBe(screenPaths.length);
    for (const path of screenPaths) {
      expect(path).toMatch(/^\/admin\/[a-z-]+$/);
      expect(path).not.toBe(paths.adminLogin);
    }
  });

  it('gives each current-page marker to one screen only', () => {
    const markers = ADMIN_SCREENS.flatMap((screen) => (screen.marker ? [screen.marker] : []));

    expect(new Set(markers).size).toBe(markers.length);
  });

  it('shows Lead Management at /admin', () => {
    expect(ADMIN_HOME_SCREEN.label).toBe('Lead Management');
    expect(ADMIN_SCREENS).toContain(ADMIN_HOME_SCREEN);
  });
});

describe('findAdminScreen', () => {
  it.each([
    ['/admin', 'Lead Management'],
    ['/admin/', 'Lead Management'],
    ['/admin/leads', 'Lead Management'],
    ['/Admin/Pricing/', 'Pricing Config'],
    ['/admin/training', 'AI Training Game'],
    ['/admin/training-data', 'Training Data'],
    ['/admin/leads/2f0c1b7e', 'Lead Management'],
  ])('finds the screen of %s: %s', (location, label) => {
    expect(findAdminScreen(location)?.label).toBe(label);
  });

  it.each(['/admin/no-such-screen', '/admin/trainings', '/administrator', '/pricing', '/'])(
    'finds no screen for %s',
    (location) => {
      expect(findAdminScreen(location)).toBeUndefined();
    },
  );
});
