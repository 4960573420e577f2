// A save the server refused with 409 (the record changed since it was opened): say so, and offer to load what is
// stored now.
import { css, cx } from '../../../../styled-system/css'
import { callout } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'

type StaleNoticeProps = { text: string; reloadLabel: string; onReload: () => void }

export const StaleNotice = ({ text, reloadLabel, onReload }: StaleNoticeProps) => (
  <div role="alert" className={cx(callout(), layout)}>
    <p>{text}</p>
    <Button variant="outline" size="sm" onClick={onReload}>
      {reloadLabel}
    </Button>
  </div>
)

const layout = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' })
