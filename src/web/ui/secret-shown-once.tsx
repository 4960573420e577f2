// The one moment a secret (an API key, a webhook's signing secret) is shown: its heading takes the focus so a
// screen reader announces it, with Copy and Done. The server keeps no way to show it again.
import { type ReactNode, type RefObject, useEffect } from 'react'
import { css } from '../../../styled-system/css'
import { Button } from './button'
import { TextField } from './text-field'
import { notify } from './toaster'

export const SecretShownOnce = ({
  heading,
  title,
  notice,
  label,
  secret,
  noun,
  onDone,
}: {
  heading: RefObject<HTMLHeadingElement | null>
  title: ReactNode
  /** Why it must be copied now. */
  notice: string
  /** The field's label, e.g. "Signing secret". */
  label: string
  secret: string
  /** What the secret is called in the buttons and messages, e.g. "key" or "secret". */
  noun: string
  onDone: () => void
}) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new secret (another one made, or a rotation) is announced again.
  useEffect(() => heading.current?.focus(), [secret])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      notify.success({ description: `The ${noun} is copied.` })
    } catch {
      notify.error({ description: `The ${noun} could not be copied: select it and copy it yourself.` })
    }
  }
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: 'success.border',
        bg: 'success.subtle',
        borderRadius: 'md',
        minWidth: '0',
      })}
    >
      <h3 ref={heading} tabIndex={-1} className={css({ fontSize: 'md', fontWeight: '700', wordBreak: 'break-all' })}>
        {title}
      </h3>
      <p>{notice}</p>
      <TextField label={label} value={secret} onChange={() => {}} onBlur={() => {}} readOnly />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button onClick={() => void copy()}>Copy {noun}</Button>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  )
}
