// The two columns of a review screen: the engagement's facts beside the assessment (narrow screens stack them).
import { css } from '../../../../styled-system/css'

export const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' },
  gap: '6',
  alignItems: 'start',
})
