// The app shell of index.html, painted before any script runs (with the page's heading where the server wrote it,
// server/http/page-shell.ts). It stays until the app's own layout is first drawn, which removes it before that frame
// is painted: the screen is never blank in between, and the heading of the first paint stays on screen until the
// page draws the same heading (docs/first-load.md).
export const removeBootShell = () => document.getElementById('boot-shell')?.remove()
