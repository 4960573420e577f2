// Makes HTML that the server supplies (terms, result summaries) inert with DOMPurify, a sanitiser kept up with the
// tricks that beat hand-written ones (mutation XSS, namespace confusion), then shapes it for the page: headings
// moved down, links opened in a new tab. tests/e2e/html-sanitiser.spec.ts tries the tricks in the real browser.
import DOMPurify, { type Config, type DOMPurify as DOMPurifyInstance } from 'dompurify'

/** Terms and summaries are plain HTML: no SVG or MathML, and nothing that submits, styles or loads a page. */
const POLICY: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'template',
    'noscript',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  RETURN_DOM_FRAGMENT: true,
}

const URL_ATTRIBUTES = ['href', 'src']

/**
 * The page's sanitiser, made on first use (a module that only names a text can be loaded where there is no DOM):
 * links leave the portal in a new tab, and no URL carries data (DOMPurify allows data: images).
 */
let purifier: DOMPurifyInstance | null = null
const purifierOf = (): DOMPurifyInstance => {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES)
      if (/^data:/i.test(node.getAttribute(name)?.replace(/\s+/g, '') ?? '')) node.removeAttribute(name)
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return purifier
}

/** Moves every heading down `levels` levels (h1 becomes h2 for 1), so the page keeps its only h1. */
const demoteHeadings = (root: DocumentFragment, levels: number) => {
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Math.min(6, Number(heading.tagName[1]) + levels)
    const replacement = document.createElement(`h${level}`)
    replacement.append(...heading.childNodes)
    heading.replaceWith(replacement)
  }
}

/** The HTML made inert, as nodes to insert. */
export const sanitiseHtml = (html: string, { headingLevelsDown = 0 } = {}): DocumentFragment => {
  const fragment = purifierOf().sanitize(html, POLICY)
  if (headingLevelsDown > 0) demoteHeadings(fragment, headingLevelsDown)
  return fragment
}
