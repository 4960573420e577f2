import type { ComponentProps } from 'react'
import { cx } from '../../../styled-system/css'
import { type ButtonVariantProps, button } from '../../../styled-system/recipes'
import { Spinner } from './spinner'

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps & { loading?: boolean }

export const Button = ({ variant, size, loading = false, className, disabled, children, ...rest }: ButtonProps) => (
  <button
    type="button"
    {...rest}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    className={cx(button({ variant, size }), className)}
  >
    {loading && <Spinner size="sm" />}
    {children}
  </button>
)

/** The button look for a router Link or an anchor. */
export const buttonStyles = button
