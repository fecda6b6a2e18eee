import { afterEach, describe, expect, it, vi } from 'vitest';
import themeInitScript from '../public/theme-init.js?raw';

// The script runs before React, straight from <head>; these tests run the shipped file.
function runThemeInit({ systemDark }: { systemDark: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: systemDark, addEventListener: vi.fn() })),
  );
  new Function(themeInitScript)();
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = '';
});

describe('theme at start-up', () => {
  it('a stored "dark" forces dark even when the system is light', () => {
    localStorage.setItem('theme', 'dark');
    runThemeInit({ systemDark: false });

    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('a stored "light" forces light even when the system is dark', () => {
    localStorage.setItem('theme', 'light');
    runThemeInit({ systemDark: true });

    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it.each([true, false])('with nothing stored it follows the system (dark: %s)', (systemDark) => {
    runThemeInit({ systemDark });

    expect(document.documentElement.classList.contains('dark')).toBe(systemDark);
  });

  it('follows the system when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    runThemeInit({ systemDark: true });

    expect(document.documentElement).toHaveClass('dark');
  });
});
