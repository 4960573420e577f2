// /register: one e-mail field and "Begin Review" (rule registration.flow). TanStack Form holds the address.

import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { firstMessage } from '../../ui/field-messages'
import { pageHeading } from '../../ui/page'
import { beginReview, type RegistrationOutcome } from './api/begin-review'
import { isEmailAddress } from './email-rule'

const INVALID_EMAIL = 'Please enter a valid email address.'

// Told once the field is left, and only of something typed: an empty field just keeps Begin Review disabled.
const emailProblem = ({ value }: { value: string }) =>
  value === '' || isEmailAddress(value) ? undefined : INVALID_EMAIL

export const RegisterPage = () => {
  // The server's answer: "already registered" is said on the field, like a message of its own.
  const [outcome, setOutcome] = useState<RegistrationOutcome | 'failed' | null>(null)
  const start = useMutation({
    mutationFn: beginReview,
    onSuccess: setOutcome,
    onError: (error) => {
      console.error('[registration] The review could not be started', error)
      setOutcome('failed')
    },
  })
  const form = useForm({
    defaultValues: { email: '' },
    onSubmit: ({ value }) => start.mutate(value.email.trim()),
  })
  const blocked = outcome === 'alreadyRegistered' || outcome === 'registered' || outcome === 'invitationResent'

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
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (!start.isPending) void form.handleSubmit()
          }}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        >
          <form.Field
            name="email"
            validators={{ onChange: emailProblem }}
            listeners={{ onChange: () => setOutcome(null) }}
          >
            {(field) => {
              const problem = field.state.meta.isBlurred ? firstMessage(field.state.meta) : undefined
              return (
                <Field.Root invalid={problem !== undefined || outcome === 'alreadyRegistered'}>
                  <Field.Label>Email address</Field.Label>
                  <Field.Input
                    type="email"
                    name={field.name}
                    autoComplete="email"
                    inputMode="email"
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value.trimStart())}
                    onBlur={field.handleBlur}
                  />
                  {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
                </Field.Root>
              )
            }}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.email}>
            {(email) => (
              <>
                <Outcome outcome={outcome} email={email.trim()} />
                <div>
                  <Button
                    type="submit"
                    size="lg"
                    disabled={!isEmailAddress(email) || blocked}
                    loading={start.isPending}
                  >
                    Begin Review
                  </Button>
                </div>
              </>
            )}
          </form.Subscribe>
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
