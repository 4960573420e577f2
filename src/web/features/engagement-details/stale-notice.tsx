// A save the server refused with 409 (the record changed since it was opened): say so, and offer to load what is
// stored now.
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'

type StaleNoticeProps = { text: string; reloadLabel: string; onReload: () => void }

export const StaleNotice = ({ text, reloadLabel, onReload }: StaleNoticeProps) => (
  <div role="alert" className={notice}>
    <p>{text}</p>
    <Button variant="outline" size="sm" onClick={onReload}>
      {reloadLabel}
    </Button>
  </div>
)

const notice = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  color: 'warning.text',
  bg: 'warning.subtle',
  borderWidth: '1px',
  borderColor: 'warning.border',
  borderRadius: 'md',
  p: '3',
})
