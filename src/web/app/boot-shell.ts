// The app shell of index.html, painted before any script runs: its heading, which the server wrote for the page
// being loaded (server/http/page-shell.ts), is read once here, and the shell is removed when the app's own layout
// is first drawn, so the first paint's heading stays where it is until the page draws the same heading
// (docs/first-load.md).
import type { PageHeading } from '../shell-headings'

const SHELL_ID = 'boot-shell'

const read = (): (PageHeading & { path: string }) | null => {
  const shell = document.getElementById(SHELL_ID)
  const title = shell?.querySelector('.boot-shell__heading')?.textContent
  if (!title) return null
  const description = shell?.querySelector('.boot-shell__description')?.textContent ?? undefined
  return { path: window.location.pathname, title, description }
}

const written = read()

/** The shell's heading while the app is still at the path it was written for; null elsewhere. */
export const shellHeadingAt = (pathname: string): PageHeading | null =>
  written && written.path === pathname ? written : null

/** Called as the app's layout is first drawn (before that frame is painted): the shell has done its part. */
export const removeBootShell = () => document.getElementById(SHELL_ID)?.remove()
