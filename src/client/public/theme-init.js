/*
 * Applies the colour theme before first paint (docs/product/shared-behaviour.md#theme): a stored 'dark' forces
 * dark, 'light' forces light, anything else follows the system preference. The build puts it
 * inline in <head> (vite.config.ts), so it runs before the first paint without a request of its
 * own; the server allows it by its hash in the page's CSP (server/plugins/static-client.ts).
 * Plain ES5 so that it runs before any bundle and in every browser.
 */
(function () {
  var root = document.documentElement;
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

  function readStoredTheme() {
    try {
      return window.localStorage.getItem('theme');
    } catch {
      // Storage can be blocked (privacy settings, sandboxed frames): follow the system.
      return null;
    }
  }

  function isForced(theme) {
    return theme === 'dark' || theme === 'light';
  }

  function applyTheme() {
    var stored = readStoredTheme();
    var isDark = isForced(stored) ? stored === 'dark' : Boolean(query && query.matches);
    root.classList.toggle('dark', isDark);
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }

  applyTheme();

  if (query) {
    var handleSystemChange = function () {
      if (!isForced(readStoredTheme())) applyTheme();
    };
    if (query.addEventListener) query.addEventListener('change', handleSystemChange);
    else if (query.addListener) query.addListener(handleSystemChange);
  }

  // Another tab changed the stored theme.
  window.addEventListener('storage', function (event) {
    if (event.key === 'theme' || event.key === null) applyTheme();
  });
})();
