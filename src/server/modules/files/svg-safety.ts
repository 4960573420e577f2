// An uploaded SVG is accepted only when a strict XML parse finds nothing that could run script or fetch
// anything when the image is opened: the check decides by structure, not by searching text.
import { SaxesParser, type SaxesTagNS } from 'saxes'

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

/** Elements that run script or embed another document; `handler`/`listener` are SVG Tiny's script hooks. */
const REFUSED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener'])
/** Attributes holding a link: a same-document fragment or an inline raster image only. */
const LINK_ATTRIBUTES = new Set(['href', 'src'])
const SAFE_LINK = /^(#[^\s#]*|data:image\/(png|jpeg|gif)[;,][\s\S]*)$/i
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi
/** Without control characters and whitespace, which browsers ignore inside a URL scheme (`java\tscript:`). */
const withoutIgnoredInScheme = (value: string) =>
  [...value].filter((ch) => ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0xa0)).join('')
const SCRIPT_SCHEME = /(javascript|vbscript):/i

/** The root element's declared size, as written (absent when not declared). */
export type SvgDeclaredSize = { width?: string; height?: string; viewBox?: string }
export type SvgVerdict = { ok: true; declared: SvgDeclaredSize } | { ok: false; reason: string }

/** CSS with nothing but same-document url(#id) references, no @import and no escapes that could hide one. */
const cssProblem = (css: string): string | null => {
  if (/@import/i.test(css)) return 'CSS @import'
  if (css.includes('\\')) return 'CSS escape'
  if (/expression\s*\(/i.test(css)) return 'CSS expression()'
  for (const match of css.matchAll(CSS_URL)) if (!match[2]!.trim().startsWith('#')) return `CSS url(${match[2]})`
  // A url( the pattern above could not read (unbalanced quotes) is refused rather than guessed at.
  const urls = css.match(/url\(/gi)?.length ?? 0
  if (urls !== [...css.matchAll(CSS_URL)].length) return 'CSS url() that cannot be read'
  return null
}

const attributeProblem = (element: string, attribute: { local: string; value: string }): string | null => {
  const name = attribute.local.toLowerCase()
  const value = attribute.value
  if (name.startsWith('on')) return `event handler ${name} on <${element}>`
  if (SCRIPT_SCHEME.test(withoutIgnoredInScheme(value))) return `script URL in ${name} on <${element}>`
  if (LINK_ATTRIBUTES.has(name) && !SAFE_LINK.test(value.trim())) return `link ${name}="${value}" on <${element}>`
  // Animation can write an attribute the static check has passed: refuse animating links and handlers.
  if (name === 'attributename') {
    const target = value.trim().toLowerCase().replace(/^.*:/, '')
    if (LINK_ATTRIBUTES.has(target) || target.startsWith('on')) return `animation of ${value} on <${element}>`
  }
  if (name === 'style' || /url\(/i.test(value)) {
    const css = cssProblem(value)
    if (css) return `${css} in ${name} on <${element}>`
  }
  return null
}

export const checkSvg = (text: string): SvgVerdict => {
  const parser = new SaxesParser({ xmlns: true, position: false })
  let problem: string | null = null
  let depth = 0
  let sawRoot = false
  let styleDepth = 0
  let styleCss = ''
  const declared: SvgDeclaredSize = {}
  const refuse = (reason: string) => {
    problem ??= reason
  }
  parser.on('error', (error) => refuse(`not well-formed XML: ${error.message}`))
  parser.on('doctype', () => refuse('a DOCTYPE (entities) declaration'))
  parser.on('processinginstruction', (pi) => refuse(`processing instruction <?${pi.target}?>`))
  parser.on('opentag', (tag: SaxesTagNS) => {
    const local = tag.local.toLowerCase()
    if (depth === 0) {
      if (sawRoot || local !== 'svg') refuse(`root element <${tag.name}> is not <svg>`)
      sawRoot = true
      for (const attribute of Object.values(tag.attributes))
        if (attribute.uri === '' && ['width', 'height', 'viewBox'].includes(attribute.local))
          declared[attribute.local as keyof SvgDeclaredSize] = attribute.value
    }
    depth++
    if (REFUSED_ELEMENTS.has(local)) refuse(`element <${tag.name}>`)
    if (tag.uri === XHTML_NAMESPACE) refuse(`HTML element <${tag.name}>`)
    if (local === 'style' && (tag.uri === SVG_NAMESPACE || tag.uri === '')) styleDepth++
    else if (local === 'style') refuse(`element <${tag.name}>`)
    for (const attribute of Object.values(tag.attributes)) {
      const found = attributeProblem(tag.name, attribute)
      if (found) refuse(found)
    }
  })
  parser.on('closetag', (tag: SaxesTagNS) => {
    depth--
    if (tag.local.toLowerCase() !== 'style' || styleDepth === 0) return
    styleDepth--
    // Checked whole, so a url( split between text and CDATA is still seen.
    const found = cssProblem(styleCss)
    if (found) refuse(`${found} in <style>`)
    styleCss = ''
  })
  const styleText = (text: string) => {
    if (styleDepth > 0) styleCss += text
  }
  parser.on('text', styleText)
  parser.on('cdata', styleText)
  try {
    parser.write(text).close()
  } catch (error) {
    refuse(`not well-formed XML: ${(error as Error).message}`)
  }
  if (!problem && !sawRoot) refuse('no <svg> root element')
  return problem ? { ok: false, reason: problem } : { ok: true, declared }
}
