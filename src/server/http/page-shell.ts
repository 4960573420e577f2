// The HTML the server sends for a page: the build's index.html, with the page's heading and description written
// into its app shell where the heading is the same for everyone who may open the page, so the first paint shows
// them before any script has run (docs/first-load.md). The build lists those headings in shell-headings.json.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { HOME_KINDS, type HomeKind, isHomeKind } from '#domain/home-hint'

type Heading = { title: string; description?: string }
/** What the build writes: the heading at each path, and the two homes `/` may be. */
export type ShellHeadings = { paths: Record<string, Heading>; homes: Record<HomeKind, Heading> }

/** Where index.html marks the place of the heading, inside the shell's main area. */
const MARK = '<!-- page heading -->'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const headingHtml = ({ title, description }: Heading) =>
  `<header class="boot-shell__page-header"><h1 class="boot-shell__heading">${escapeHtml(title)}</h1>${
    description ? `<p class="boot-shell__description">${escapeHtml(description)}</p>` : ''
  }</header>`

/** The page to send at each path: `pageAt(path, homeCookie)`. */
export const pageShell = (webRoot: string) => {
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  const headingsFile = path.join(webRoot, 'shell-headings.json')
  if (!indexHtml.includes(MARK) || !existsSync(headingsFile)) return () => indexHtml
  const headings = JSON.parse(readFileSync(headingsFile, 'utf8')) as ShellHeadings
  const withHeading = (heading: Heading) => indexHtml.replace(MARK, headingHtml(heading))
  const byPath = new Map(Object.entries(headings.paths).map(([at, heading]) => [at, withHeading(heading)]))
  const homes = new Map(HOME_KINDS.map((kind) => [kind, withHeading(headings.homes[kind])]))
  return (at: string, homeCookie: string | undefined) => {
    const page = at === '/' ? (isHomeKind(homeCookie) ? homes.get(homeCookie) : undefined) : byPath.get(at)
    return page ?? indexHtml
  }
}
