// The steps of "New Contractor" (create-contractor-page.tsx says what they do): the e-mail looked up, then the
// contractor form. Loaded from the route's loader, so the page's frame paints without TanStack Form or the schemas.
import { useForm } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { CONTRACTOR_MESSAGES } from '#domain/contractors'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { messageAfterLeaving } from '../../ui/field-messages'
import { focusFirstError } from '../../ui/focus-first-error'
import { notify } from '../../ui/toaster'
import { useShareLeads } from './api/get-share-leads'
import { lookUpContractor } from './api/look-up-contractor'
import { useCreateContractor } from './api/save-contractor'
import { ContractorForm } from './contractor-form'
import {
  type ContractorFormValues,
  contractorValuesOf,
  createBodyOf,
  emailProblem,
  emptyContractorValues,
} from './contractor-form-values'
import type { CreatedContractor } from './navigation-state'

export const PREFILLED_NOTE =
  'This contractor is known to another organisation you work with, so their details have been filled in. Check them before you save.'

type Lookup =
  | { step: 'email' }
  | { step: 'existing'; id: string; name: string; email: string }
  | { step: 'details'; values: ContractorFormValues; prefilled: boolean; email: string }

export const NewContractor = ({
  organisationId,
  onCreated,
}: {
  organisationId: string
  onCreated: (id: string, created: CreatedContractor) => void
}) => {
  const shareLeads = useShareLeads(organisationId)
  const create = useCreateContractor()
  const [lookup, setLookup] = useState<Lookup>({ step: 'email' })
  // A new pre-fill replaces the form, so it mounts afresh with those values.
  const [formKey, setFormKey] = useState(0)
  const [checking, setChecking] = useState(false)
  // Leaving the field and pressing Continue both ask: one look-up at a time.
  const inFlight = useRef(false)

  const check = async (email: string) => {
    const address = email.trim()
    if (emailProblem(address) || inFlight.current) return
    inFlight.current = true
    setChecking(true)
    try {
      const found = await lookUpContractor(address, organisationId)
      if (found?.match === 'existing') {
        const { id, first_name, last_name } = found.contractor
        setLookup({ step: 'existing', id, name: `${first_name} ${last_name}`, email: address })
      } else if (found?.match === 'prefill') {
        setLookup({ step: 'details', values: contractorValuesOf(found.contractor), prefilled: true, email: address })
        setFormKey((key) => key + 1)
      } else {
        // Nobody holds it: the form starts empty, or keeps what was typed when the address was changed there.
        setLookup((previous) =>
          previous.step === 'details'
            ? { ...previous, email: address, prefilled: false }
            : { step: 'details', values: emptyContractorValues(address), prefilled: false, email: address },
        )
      }
    } catch (error) {
      if (!isHttpError(error)) console.error('[contractors] The e-mail could not be looked up', error)
    } finally {
      inFlight.current = false
      setChecking(false)
    }
  }

  if (lookup.step !== 'details')
    return (
      <EmailStep
        checking={checking}
        initialEmail={lookup.step === 'existing' ? lookup.email : ''}
        existing={lookup.step === 'existing' ? lookup : null}
        onCheck={(email) => void check(email)}
        onEdit={() => setLookup({ step: 'email' })}
      />
    )

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {lookup.prefilled && (
        <p role="status" className={notice}>
          {PREFILLED_NOTE}
        </p>
      )}
      <ContractorForm
        key={formKey}
        label="New contractor"
        initial={lookup.values}
        shareLeads={shareLeads}
        submitLabel="Save"
        busy={create.isPending}
        onEmailBlur={(email) => {
          if (email.trim().toLowerCase() !== lookup.email.toLowerCase()) void check(email)
        }}
        onSubmit={async (values) => {
          try {
            const id = await create.mutateAsync(createBodyOf(values, organisationId, shareLeads))
            notify.success({
              title: 'Contractor created',
              description: `${values.first_name.trim()} ${values.last_name.trim()} has been added.`,
            })
            onCreated(id, {
              companyName: values.company_name.trim(),
              companyNumber: values.company_number.trim().toUpperCase(),
            })
          } catch (error) {
            // 400 and 409 are toasted by the HTTP client with the server's message; 5xx opens the error page.
            if (!isHttpError(error)) console.error('Error creating contractor', error)
          }
        }}
      />
    </div>
  )
}

type EmailStepProps = {
  initialEmail: string
  checking: boolean
  existing: { id: string; name: string } | null
  onCheck: (email: string) => void
  onEdit: () => void
}

const emailRule = ({ value }: { value: string }) => emailProblem(value)

/** The first step: the e-mail, looked up when the field is left or on Continue. */
const EmailStep = ({ initialEmail, checking, existing, onCheck, onEdit }: EmailStepProps) => {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: { email: initialEmail },
    onSubmitInvalid: () => focusFirstError(formRef.current),
    onSubmit: ({ value }) => onCheck(value.email),
  })
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Look up the contractor"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '32rem' })}
    >
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <form.Field name="email" validators={{ onChange: emailRule, onSubmit: emailRule }}>
            {(field) => {
              // Told once the field is left or Continue is pressed.
              const problem = messageAfterLeaving(attempts, field.state.meta)
              return (
                <Field.Root invalid={problem !== undefined} required>
                  <Field.Label>
                    E-mail
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Field.Input
                    type="email"
                    name={field.name}
                    autoComplete="off"
                    value={field.state.value}
                    onChange={(event) => {
                      field.handleChange(event.target.value)
                      if (existing) onEdit()
                    }}
                    onBlur={() => {
                      field.handleBlur()
                      // Leaving the field untouched still tells its rule.
                      void field.validate('change')
                      const email = field.state.value
                      if (email.trim() !== '' && !emailProblem(email)) onCheck(email)
                    }}
                  />
                  <Field.HelperText>
                    We check whether this contractor is already known before you add them.
                  </Field.HelperText>
                  {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
                </Field.Root>
              )
            }}
          </form.Field>
        )}
      </form.Subscribe>
      {existing ? (
        <div role="alert" className={notice}>
          <p>{CONTRACTOR_MESSAGES.contractorExists}</p>
          <Link to="/edit-contractor/$contractorId" params={{ contractorId: existing.id }} className={link()}>
            Open {existing.name}'s details
          </Link>
        </div>
      ) : (
        <div>
          <Button type="submit" loading={checking}>
            Continue
          </Button>
        </div>
      )}
    </form>
  )
}

const notice = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  bg: 'accent.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'accent.muted',
  borderRadius: 'md',
  px: '4',
  py: '3',
  color: 'fg.default',
})
