import { cx } from '../../../styled-system/css'
import { type SpinnerVariantProps, spinner } from '../../../styled-system/recipes'

/** A decorative busy indicator; pair it with text (visible or visually hidden) that says what is happening. */
export const Spinner = ({ className, ...variants }: SpinnerVariantProps & { className?: string }) => (
  <span aria-hidden="true" className={cx(spinner(variants), className)} />
)
