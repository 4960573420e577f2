// Strips what could run code or load a foreign page from HTML that the server supplies (terms, result summaries).
// It has no imports, so its test can load it into a bare page of the real browser and try every trick there.

/**
 * Elements that run code, load another document or submit; SVG and MathML go whole, as terms and summaries never
 * need them and their parsing rules are where sanitisers are tricked (animations that set a link, namespace confusion).
 */
const DROPPED_ELEMENTS =
  'script, style, iframe, frame, frameset, object, embed, link, meta, base, form, input, button, svg, math, template'
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href']

/** Moves every heading down `levels` levels (h1 becomes h2 for 1), so the page keeps its only h1. */
const demoteHeadings = (root: HTMLElement, levels: number) => {
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Math.min(6, Number(heading.tagName[1]) + levels)
    const replacement = heading.ownerDocument.createElement(`h${level}`)
    replacement.append(...heading.childNodes)
    heading.replaceWith(replacement)
  }
}

/** Parses `html` inertly and strips what could run code or load a foreign page. */
export const sanitiseHtml = (html: string, { headingLevelsDown = 0 } = {}): DocumentFragment => {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  for (const element of parsed.body.querySelectorAll(DROPPED_ELEMENTS)) element.remove()
  if (headingLevelsDown > 0) demoteHeadings(parsed.body, headingLevelsDown)
  for (const element of parsed.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase()
      const value = attribute.value.replace(/\s+/g, '').toLowerCase()
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') element.removeAttribute(attribute.name)
      else if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value))
        element.removeAttribute(attribute.name)
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank')
      element.setAttribute('rel', 'noopener noreferrer')
    }
  }
  const fragment = document.createDocumentFragment()
  fragment.append(...parsed.body.childNodes)
  return fragment
}
