// Loaded before the app's bundle (index.html), so the first paint already has the right colours: dark when
// the student chose it in the avatar menu, or chose nothing and the system is dark (apps/web/src/lib/theme.ts
// keeps it up to date afterwards). An external file, since the CSP allows no inline script (decision 006).
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('studypilot-theme');
  } catch {
    // storage blocked: follow the system
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
