/* global window, document */
// Sets the colour scheme on <html> before the first paint, as Mantine's ColorSchemeScript would:
// the reader's choice (kept by Mantine under this key), else the system's. A file rather than
// inline, since the Content-Security-Policy allows no inline script (src/server/http/spa.ts).
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('mantine-color-scheme-value');
  } catch {
    // Storage refused (privacy mode): follow the system.
  }
  var scheme = stored === 'light' || stored === 'dark' ? stored : window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
