// "Show archived roles": an Ark UI Switch (a checkbox underneath, announced as a switch), kept small and local
// until a second screen needs one in ui/.
import { Switch } from '@ark-ui/react/switch'
import { css } from '../../../../styled-system/css'

const styles = {
  root: css({ display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer' }),
  control: css({
    display: 'inline-flex',
    alignItems: 'center',
    width: '10',
    height: '6',
    p: '0.5',
    borderRadius: 'full',
    bg: 'border.strong',
    transition: 'background-color 120ms',
    _checked: { bg: 'accent.default' },
    '[data-focus-visible] > &': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  }),
  thumb: css({
    width: '5',
    height: '5',
    borderRadius: 'full',
    bg: 'bg.surface',
    boxShadow: 'card',
    transition: 'transform 120ms',
    _checked: { transform: 'translateX(1rem)' },
  }),
}

type ArchivedSwitchProps = { label: string; checked: boolean; onCheckedChange: (checked: boolean) => void }

export const ArchivedSwitch = ({ label, checked, onCheckedChange }: ArchivedSwitchProps) => (
  <Switch.Root
    className={styles.root}
    checked={checked}
    onCheckedChange={(details) => onCheckedChange(details.checked)}
  >
    <Switch.Control className={styles.control}>
      <Switch.Thumb className={styles.thumb} />
    </Switch.Control>
    <Switch.Label>{label}</Switch.Label>
    {/* Read as a switch, not a checkbox, by assistive technology. */}
    <Switch.HiddenInput role="switch" />
  </Switch.Root>
)
