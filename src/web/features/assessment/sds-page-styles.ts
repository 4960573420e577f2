// The layout both SDS pages share: the contractor's /sds-hub/view-sds page and a supply-chain party's /sds page.
import { css } from '../../../../styled-system/css'

export const sdsHeading = css({ fontSize: 'lg', fontWeight: '700', mb: '4' })

export const sdsLayout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' },
  gap: '6',
  alignItems: 'start',
})

/** The facts of the determination, in a column; `size` is that of each value. */
export const sdsFacts = (size: 'md' | 'lg') =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    '& > div': { display: 'flex', flexDirection: 'column', gap: '1' },
    '& dt': { fontSize: 'sm', fontWeight: '600', color: 'fg.muted' },
    '& dd': { fontSize: size },
  })
