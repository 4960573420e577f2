// /register: one e-mail field and "Begin Review" (rule registration.flow).
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { pageHeading } from '../../ui/page'
import { beginReview, type RegistrationOutcome } from './api/begin-review'
import { isEmailAddress } from './email-rule'

export const RegisterPage = () => {
  const [email, setEmail] = useState('')
  const [blurred, setBlurred] = useState(false)
  const [outcome, setOutcome] = useState<RegistrationOutcome | 'failed' | null>(null)
  const start = useMutation({
    mutationFn: beginReview,
    onSuccess: setOutcome,
    onError: (error) => {
      console.error('[registration] The review could not be started', error)
      setOutcome('failed')
    },
  })

  const valid = isEmailAddress(email)
  const showInvalid = blurred && email !== '' && !valid
  const blocked = outcome === 'alreadyRegistered' || outcome === 'registered' || outcome === 'invitationResent'
  const disabled = email === '' || !valid || blocked

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (disabled || start.isPending) return
    start.mutate(email.trim())
  }

  return (
    <div className={css({ display: 'flex', justifyContent: 'center', pt: { base: '4', md: '12' } })}>
      <title>Working Practice Review | IR35 Portal</title>
      <div
        className={`${card({ padding: 'lg' })} ${css({ width: '100%', maxWidth: '36rem', display: 'flex', flexDirection: 'column', gap: '6' })}`}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 className={pageHeading}>Working Practice Review</h1>
          <p className={css({ color: 'fg.muted' })}>
            Find out how your contract and working practices look under IR35. Enter your email address and we will send
            you a link to set your password and begin your review.
          </p>
        </div>
        <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <Field.Root invalid={showInvalid || outcome === 'alreadyRegistered'}>
            <Field.Label>Email address</Field.Label>
            <Field.Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value.trimStart())
                setOutcome(null)
              }}
              onBlur={() => setBlurred(true)}
            />
            {showInvalid && <Field.ErrorText>Please enter a valid email address.</Field.ErrorText>}
          </Field.Root>
          <Outcome outcome={outcome} email={email.trim()} />
          <div>
            <Button type="submit" size="lg" disabled={disabled} loading={start.isPending}>
              Begin Review
            </Button>
          </div>
        </form>
      </div>
    </div>
  )
}

const Outcome = ({ outcome, email }: { outcome: RegistrationOutcome | 'failed' | null; email: string }) => (
  <div role="status" aria-live="polite">
    {outcome === 'registered' && (
      <Message tone="success">
        <strong>Thank you for registering.</strong> We have sent an email to {email}. Follow the link in it to set your
        password and begin your review.
      </Message>
    )}
    {outcome === 'invitationResent' && <Message tone="info">{MESSAGES.invitationResent}</Message>}
    {outcome === 'alreadyRegistered' && (
      <Message tone="danger">
        {MESSAGES.accountExists}{' '}
        <Link to="/login" className={link()}>
          {MESSAGES.logInInstead}
        </Link>
      </Message>
    )}
    {outcome === 'failed' && (
      <Message tone="danger">We could not start your review just now. Please try again in a moment.</Message>
    )}
  </div>
)

const tones = {
  success: css({ bg: 'success.subtle', borderColor: 'success.border', color: 'fg.default' }),
  info: css({ bg: 'accent.subtle', borderColor: 'accent.muted', color: 'fg.default' }),
  danger: css({ bg: 'danger.subtle', borderColor: 'danger.border', color: 'danger.text' }),
}

const Message = ({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) => (
  <p
    className={`${tones[tone]} ${css({ borderWidth: '1px', borderStyle: 'solid', borderRadius: 'md', px: '4', py: '3' })}`}
  >
    {children}
  </p>
)
