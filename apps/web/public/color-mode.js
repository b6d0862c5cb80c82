// Applies the saved colour mode before the first paint, so dark mode never flashes white. A file
// rather than an inline script, so the Content-Security-Policy allows scripts of this origin only.
(() => {
  var mode = 'auto';
  try {
    mode = localStorage.getItem('colorMode') || 'auto';
  } catch (_error) {}
  var dark =
    mode === 'dark' || (mode === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
