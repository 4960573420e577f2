// An on/off choice that applies at once, such as a list's "Show archived" filter: a native checkbox announced as a
// switch, inside its label, styled by the `switch` slot recipe. Native rather than Ark UI's Switch, whose state
// machine and focus tracking weighed about 6 kB gzip on every list page for what the browser already does (a
// click on the label, Space, focus, disabled).
import type { ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { switchRecipe } from '../../../styled-system/recipes'

type SwitchProps = {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  className?: string
  children: ReactNode
}

const hiddenInput = css({ srOnly: true })

/** The track with its thumb, and a label; the recipe's parts read `data-state` and `data-disabled`. */
export const Switch = ({ checked, onCheckedChange, disabled, className, children }: SwitchProps) => {
  const classes = switchRecipe()
  const state = { 'data-state': checked ? 'checked' : 'unchecked', 'data-disabled': disabled ? '' : undefined }
  return (
    <label className={cx(classes.root, className)} data-scope="switch" data-part="root" {...state}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={hiddenInput}
      />
      <span className={classes.control} data-scope="switch" data-part="control" aria-hidden="true" {...state}>
        <span className={classes.thumb} data-scope="switch" data-part="thumb" {...state} />
      </span>
      <span className={classes.label} data-scope="switch" data-part="label" {...state}>
        {children}
      </span>
    </label>
  )
}
