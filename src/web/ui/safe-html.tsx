// Renders HTML that the server supplies (terms, result summaries) without scripts, handlers or foreign frames.
import { type ComponentProps, useLayoutEffect, useRef } from 'react'
import { sanitiseHtml } from './sanitise-html'

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
