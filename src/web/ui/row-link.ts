// A table whose rows open a page: the row's one link stretches over the row, so a click anywhere on it opens
// the page while keyboard and screen reader users meet one link per row. Controls of their own in a row
// (buttons, other links, or anything marked data-row-control) stay above the stretched link. Archived rows are
// faded without lowering the text's contrast below what people can read.
import { css } from '../../../styled-system/css'

export const rowLinkTable = css({
  '& tbody tr:has([data-row-link])': { position: 'relative', cursor: 'pointer' },
  '& tbody tr:has([data-row-link]):hover td': { bg: 'accent.subtle' },
  '& [data-row-link]::after': { content: '""', position: 'absolute', inset: '0' },
  '& :is([data-row-control], tbody td button, tbody td a:not([data-row-link]))': { position: 'relative', zIndex: '1' },
  '& tbody tr:has([data-archived]) td': { bg: 'bg.subtle', color: 'fg.muted' },
  '& tbody tr:has([data-archived]) td a': { color: 'fg.muted' },
})
