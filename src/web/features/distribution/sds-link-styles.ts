// The refusal's look on the supply-chain party's page, shared by its frame and its content.
import { css } from '../../../../styled-system/css'

export const sdsLinkAlert = css({
  color: 'danger.text',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'md',
  p: '3',
})
