// What sits inside an input at its start (a search icon, the pound sign of a day rate): muted, centred on the
// line, and clicked through to the input. The input leaves it room with its own start padding.
import { css } from '../../../styled-system/css'

export const inputAdornment = css({
  position: 'absolute',
  insetStart: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
})
