// Renders HTML that the server supplies (terms, result summaries) without scripts, handlers or foreign frames.
import { type ComponentProps, useLayoutEffect, useRef } from 'react'

const DROPPED_ELEMENTS = 'script, style, iframe, frame, frameset, object, embed, link, meta, base, form, input, button'
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

type SafeHtmlProps = {
  html: string
  /** Inside a page that has its h1 already, 1 turns the content's h1 into h2 and so on. */
  headingLevelsDown?: number
} & Omit<ComponentProps<'div'>, 'children'>

export const SafeHtml = ({ html, headingLevelsDown = 0, ...rest }: SafeHtmlProps) => {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitiseHtml(html, { headingLevelsDown }))
  }, [html, headingLevelsDown])
  return <div ref={ref} {...rest} />
}
