// "Add a new user": invite a person by e-mail into an organisation with roles (rules users.list,
// invites.form). The organisation picker shows only when more than one organisation is eligible, and is preselected
// when exactly one is. "Invite a user" stays disabled until a role is ticked. The e-mail rule is the domain's, the
// one the server runs; "This user already exists" is the server's answer.
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { useState } from 'react'
import { InviteEmail } from '#domain/invites'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import * as Field from '../../ui/field'
import { messagesAfterVisit } from '../../ui/field-messages'
import { notify } from '../../ui/toaster'
import { useCreateInvite } from './api/create-invite'
import { useInviteableRoles } from './api/get-inviteable-roles'
import { type OrganisationOption, OrganisationPicker } from './organisation-picker'
import { RoleCheckboxes } from './role-checkboxes'

export const ORGANISATION_REQUIRED = 'Please select an organisation.'

type Values = { organisationId: string; email: string; roleIds: string[] }

type InviteFormProps = {
  /** The organisations one may invite into here. */
  organisations: readonly OrganisationOption[]
  /** Chosen beforehand (the organisation being looked at), if it is one of them. */
  initialOrganisationId?: string | null
  /** After the invite is sent (its organisation) or the form is left (null). */
  onDone: (organisationId: string | null) => void
}

// Checked on change and on leaving the field, so an untouched field left empty is told too.
const organisationProblem = ({ value }: { value: string }) => (value ? undefined : ORGANISATION_REQUIRED)

const emailProblem = ({ value }: { value: string }): string | undefined => {
  const result = Schema.toStandardSchemaV1(InviteEmail)['~standard'].validate(value)
  return result instanceof Promise ? undefined : result.issues?.[0]?.message
}

/** The organisation chosen at the start: the one asked for, else the only one there is. */
export const initialOrganisationOf = (
  organisations: readonly OrganisationOption[],
  wanted: string | null | undefined,
): string => organisations.find((o) => o.id === wanted)?.id ?? (organisations.length === 1 ? organisations[0]!.id : '')

export const InviteForm = ({ organisations, initialOrganisationId, onDone }: InviteFormProps) => {
  const create = useCreateInvite()
  const [alreadyExists, setAlreadyExists] = useState<string | null>(null)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const form = useForm({
    defaultValues: {
      organisationId: initialOrganisationOf(organisations, initialOrganisationId),
      email: '',
      roleIds: [],
    } as Values,
    onSubmit: async ({ value }) => {
      const email = value.email.trim()
      try {
        await create.mutateAsync({ email, organisation_id: value.organisationId, roles: value.roleIds })
        const organisation = organisations.find((o) => o.id === value.organisationId)?.name ?? 'the organisation'
        notify.success({ title: 'Invitation sent', description: `${email} has been invited to ${organisation}.` })
        onDone(value.organisationId)
      } catch (error) {
        if (isHttpError(error, 409)) setAlreadyExists(email)
        // Other refusals are toasted by the HTTP client with the server's message; 5xx opens the error page.
        else if (!isHttpError(error)) console.error('Error while sending an invitation', error)
      }
    },
  })

  return (
    <form
      noValidate
      aria-label="Add a new user"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <>
            {organisations.length > 1 && (
              <form.Field
                name="organisationId"
                validators={{ onChange: organisationProblem, onBlur: organisationProblem }}
                // Roles differ between organisations: a new organisation starts with none ticked, and no message yet.
                listeners={{ onChange: () => form.resetField('roleIds') }}
              >
                {(field) => {
                  const errors = messagesAfterVisit(field.state.meta, attempts)
                  return (
                    <OrganisationPicker
                      options={organisations}
                      value={field.state.value}
                      onChange={field.handleChange}
                      onBlur={field.handleBlur}
                      required
                      invalid={errors.length > 0}
                      errors={errors}
                    />
                  )
                }}
              </form.Field>
            )}
            <form.Field name="email" validators={{ onChange: emailProblem, onBlur: emailProblem }}>
              {(field) => {
                const errors = messagesAfterVisit(field.state.meta, attempts)
                const serverError =
                  alreadyExists !== null && alreadyExists === field.state.value.trim()
                    ? [MESSAGES.userAlreadyExists]
                    : []
                const messages = [...errors, ...serverError]
                return (
                  <Field.Root invalid={messages.length > 0} required className={css({ maxWidth: '32rem' })}>
                    <Field.Label>
                      Email address
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Field.Input
                      type="email"
                      autoComplete="off"
                      name={field.name}
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                    />
                    {messages.map((message) => (
                      <Field.ErrorText key={message}>{message}</Field.ErrorText>
                    ))}
                  </Field.Root>
                )
              }}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.values.organisationId}>
        {(organisationId) => (
          <form.Field name="roleIds">
            {(field) => (
              <InviteableRoleCheckboxes
                organisationId={organisationId || null}
                value={field.state.value}
                onChange={field.handleChange}
                showEmptyMessage={field.state.meta.isDirty}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <form.Subscribe selector={(state) => [state.isSubmitting, state.values.roleIds.length === 0] as const}>
          {([submitting, noRoles]) => (
            <Button type="submit" loading={submitting} disabled={noRoles}>
              Invite a user
            </Button>
          )}
        </form.Subscribe>
        <Button variant="outline" onClick={() => (form.state.isDirty ? setConfirmingCancel(true) : onDone(null))}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        description="The invitation will not be sent."
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false)
          onDone(null)
        }}
      />
    </form>
  )
}

const InviteableRoleCheckboxes = ({
  organisationId,
  ...rest
}: { organisationId: string | null } & Omit<Parameters<typeof RoleCheckboxes>[0], 'roles' | 'loadFailed'>) => {
  const roles = useInviteableRoles(organisationId)
  if (!organisationId)
    return <p className={css({ color: 'fg.muted' })}>Choose the organisation first to see the roles you can give.</p>
  return <RoleCheckboxes roles={roles.data} loadFailed={roles.isError} {...rest} />
}
