// A plain-text e-mail as written, with its web addresses as links (the HTML part is never rendered here).
import { Fragment } from 'react'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g

type Segment = { start: number; text: string; isLink: boolean }

/** The text cut into plain runs and web addresses, each keyed by where it starts. */
const segmentsOf = (text: string): Segment[] => {
  const segments: Segment[] = []
  let cursor = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > cursor) segments.push({ start: cursor, text: text.slice(cursor, match.index), isLink: false })
    segments.push({ start: match.index, text: match[0], isLink: true })
    cursor = match.index + match[0].length
  }
  if (cursor < text.length) segments.push({ start: cursor, text: text.slice(cursor), isLink: false })
  return segments
}

export const MessageText = ({ text }: { text: string }) => (
  <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: '1.6' })}>
    {segmentsOf(text).map((segment) =>
      segment.isLink ? (
        <a key={segment.start} href={segment.text} className={link()} target="_blank" rel="noreferrer">
          {segment.text}
        </a>
      ) : (
        <Fragment key={segment.start}>{segment.text}</Fragment>
      ),
    )}
  </p>
)
