// The one organisation form (rules org.settings, org.form, org.feature-flags):
// logo, name, customer reference (parent organisations only) and features exactly as the caller may see and
// change them, with Cancel ("Are you sure?") and "Save changes". Used by manage, add-organisation and the
// old settings' create and edit pages. The rules are the domain's own functions, the same the server runs.
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { useState } from 'react'
import {
  type AdminType,
  AnnualPayBill,
  applyRateFlags,
  CustomerReference,
  canEditFlag,
  canEditPayBill,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_LABELS,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
  formFlags,
  normaliseReference,
  OrganisationName,
  referenceProblem,
} from '#domain/organisations'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import * as Field from '../../ui/field'
import { messagesAfterVisit } from '../../ui/field-messages'
import { TextField } from '../../ui/text-field'
import { notify } from '../../ui/toaster'
import type { OrganisationDetail } from './api/get-organisation'
import { type OrganisationOperation, useCreateOrganisation, useUpdateOrganisation } from './api/save-organisation'
import { uploadLogo } from './api/upload-logo'
import { LogoField } from './logo-field'

type Values = { name: string; reference: string; payBill: string; flags: FeatureFlags }

/** The pay bill as typed: '' for none; spaces and thousands separators are allowed. */
const payBillOf = (text: string): number | null => {
  const digits = text.replace(/[\s,]/g, '')
  return digits === '' ? null : Number(digits)
}
const payBillProblem = (text: string) => {
  const value = payBillOf(text)
  return value === null ? undefined : problemOf(AnnualPayBill, value)
}
const payBillText = (pounds: number | null) => (pounds === null ? '' : String(pounds))

export type OrganisationFormMode =
  /** Editing an organisation read with GET /actors/organisations/{id}. */
  | { kind: 'edit'; organisation: OrganisationDetail }
  /** A new child of `parent`. */
  | { kind: 'create'; parent: OrganisationDetail }

type OrganisationFormProps = {
  mode: OrganisationFormMode
  /** After a save (with the organisation's id) or a confirmed cancel (null). */
  onDone: (organisationId: string | null) => void
}

const flagsOf = (organisation: OrganisationDetail): FeatureFlags =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, organisation[flag]])) as FeatureFlags

/** The first message of a schema for a value, worded as the server words it. */
const problemOf = <S extends Schema.Decoder<unknown>>(schema: S, value: unknown): string | undefined => {
  const result = Schema.toStandardSchemaV1(schema)['~standard'].validate(value)
  return result instanceof Promise ? undefined : result.issues?.[0]?.message
}

/** What the form knows about the organisation being edited or created. */
const settingsOf = (mode: OrganisationFormMode) =>
  mode.kind === 'edit'
    ? {
        adminType: mode.organisation.admin_type,
        isParent: mode.organisation.is_parent,
        initial: {
          name: mode.organisation.name,
          reference: mode.organisation.reference ?? '',
          payBill: payBillText(mode.organisation.annual_pay_bill),
          flags: flagsOf(mode.organisation),
        },
      }
    : {
        adminType: mode.parent.child_admin_type,
        // Created directly under the provider, it is a parent organisation.
        isParent: mode.parent.is_provider,
        initial: { name: '', reference: '', payBill: '', flags: DEFAULT_FEATURE_FLAGS },
      }

const changedOperations = (initial: Values, values: Values): OrganisationOperation[] => {
  const operations: OrganisationOperation[] = []
  if (values.name.trim() !== initial.name) operations.push({ op: 'replace', path: '/name', value: values.name.trim() })
  if (normaliseReference(values.reference) !== normaliseReference(initial.reference))
    operations.push({ op: 'replace', path: '/reference', value: normaliseReference(values.reference) })
  if (payBillOf(values.payBill) !== payBillOf(initial.payBill))
    operations.push({ op: 'replace', path: '/annual_pay_bill', value: payBillOf(values.payBill) })
  for (const flag of FEATURE_FLAGS)
    if (values.flags[flag] !== initial.flags[flag])
      operations.push({ op: 'replace', path: `/${flag}`, value: values.flags[flag] })
  return operations
}

/** The organisation exists by now: a refused logo is told (by the client's toast) without undoing it. */
const uploadLogoOf = async (organisationId: string, file: File) => {
  try {
    await uploadLogo(organisationId, file)
  } catch (error) {
    console.error('Error uploading company logo', error)
  }
}

export const OrganisationForm = ({ mode, onDone }: OrganisationFormProps) => {
  const { adminType, isParent, initial } = settingsOf(mode)
  const create = useCreateOrganisation()
  const update = useUpdateOrganisation(mode.kind === 'edit' ? mode.organisation.id : '')
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  // The create page has no organisation to attach a logo to yet: the chosen file is uploaded after creation.
  const [logoFile, setLogoFile] = useState<File | null>(null)

  const form = useForm({
    defaultValues: initial as Values,
    onSubmit: async ({ value }) => {
      try {
        if (mode.kind === 'edit') {
          const operations = changedOperations(initial, value)
          if (operations.length > 0) await update.mutateAsync({ operations, version: mode.organisation.version })
          notify.success({ title: 'Organisation saved', description: `${value.name.trim()} has been updated.` })
          onDone(mode.organisation.id)
        } else {
          const changedFlags = Object.fromEntries(
            FEATURE_FLAGS.filter((flag) => value.flags[flag] !== DEFAULT_FEATURE_FLAGS[flag]).map((flag) => [
              flag,
              value.flags[flag],
            ]),
          )
          const id = await create.mutateAsync({
            name: value.name.trim(),
            parent_id: mode.parent.id,
            reference: normaliseReference(value.reference),
            ...(payBillOf(value.payBill) === null ? {} : { annual_pay_bill: payBillOf(value.payBill) }),
            ...changedFlags,
          })
          if (logoFile) await uploadLogoOf(id, logoFile)
          notify.success({ title: 'Organisation created', description: `${value.name.trim()} has been added.` })
          onDone(id)
        }
      } catch (error) {
        // 400 and 409 are toasted by the HTTP client with the server's message; 5xx opens the error page.
        if (isHttpError(error)) return
        console.error(
          mode.kind === 'edit' ? 'Error updating organisation details' : 'Error creating new organisation',
          error,
        )
      }
    },
  })

  return (
    <form
      noValidate
      aria-label={mode.kind === 'edit' ? `Edit ${mode.organisation.name}` : 'New organisation'}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      {mode.kind === 'edit' ? (
        <LogoField organisationId={mode.organisation.id} logoUrl={mode.organisation.logo_url} />
      ) : (
        <LogoField file={logoFile} onFileChange={setLogoFile} />
      )}
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <>
            <form.Field name="name" validators={{ onChange: ({ value }) => problemOf(OrganisationName, value) }}>
              {(field) => {
                const errors = messagesAfterVisit(field.state.meta, attempts)
                return (
                  <Field.Root invalid={errors.length > 0} required>
                    <Field.Label>
                      Organisation name
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Field.Input
                      name={field.name}
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                    />
                    {errors.map((message) => (
                      <Field.ErrorText key={message}>{message}</Field.ErrorText>
                    ))}
                  </Field.Root>
                )
              }}
            </form.Field>
            {isParent && (
              <form.Field
                name="reference"
                validators={{
                  onChange: ({ value }) => referenceProblem(value, isParent) ?? problemOf(CustomerReference, value),
                }}
              >
                {(field) => {
                  const errors = messagesAfterVisit(field.state.meta, attempts)
                  return (
                    <Field.Root invalid={errors.length > 0} required>
                      <Field.Label>
                        Customer reference
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Field.Input
                        name={field.name}
                        value={field.state.value}
                        onChange={(event) => field.handleChange(event.target.value)}
                        onBlur={field.handleBlur}
                      />
                      <Field.HelperText>Letters, digits and the underscore, up to 512 characters.</Field.HelperText>
                      {errors.map((message) => (
                        <Field.ErrorText key={message}>{message}</Field.ErrorText>
                      ))}
                    </Field.Root>
                  )
                }}
              </form.Field>
            )}
            {canEditPayBill(adminType) && (
              <form.Field name="payBill" validators={{ onChange: ({ value }) => payBillProblem(value) }}>
                {(field) => (
                  <TextField
                    label="Annual pay bill"
                    prefix="£"
                    inputMode="decimal"
                    value={field.state.value}
                    onChange={field.handleChange}
                    onBlur={field.handleBlur}
                    error={messagesAfterVisit(field.state.meta, attempts)[0]}
                    helper="In whole pounds. With it, the financial exposure includes the Apprenticeship Levy; leave it empty if you do not know it."
                  />
                )}
              </form.Field>
            )}
          </>
        )}
      </form.Subscribe>
      <form.Field name="flags">
        {(field) => (
          <FeatureFields
            adminType={adminType}
            isParent={isParent}
            flags={field.state.value}
            onChange={(flag, checked) => field.handleChange(nextFlags(field.state.value, flag, checked))}
          />
        )}
      </form.Field>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              Save changes
            </Button>
          )}
        </form.Subscribe>
        <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        description="Your changes will not be saved."
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false)
          onDone(null)
        }}
      />
    </form>
  )
}

/** hide_rate_field on forces hide_offset off; hide_offset follows only while hide_rate_field is on (rule org.form). */
const nextFlags = (flags: FeatureFlags, flag: FeatureFlag, checked: boolean): FeatureFlags => {
  if (flag !== 'hide_rate_field' && flag !== 'hide_offset') return { ...flags, [flag]: checked }
  const rate = applyRateFlags(flags, { [flag]: checked })
  return rate.ok ? { ...flags, hide_rate_field: rate.hide_rate_field, hide_offset: rate.hide_offset } : flags
}

type FeatureFieldsProps = {
  adminType: AdminType
  isParent: boolean
  flags: FeatureFlags
  onChange: (flag: FeatureFlag, checked: boolean) => void
}

const FeatureFields = ({ adminType, isParent, flags, onChange }: FeatureFieldsProps) => {
  const shown = formFlags(adminType, flags, isParent)
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontWeight: '700', fontSize: 'lg', mb: '3' })}>Features</legend>
      {shown.length === 0 && <p className={css({ color: 'fg.muted' })}>No features to show.</p>}
      {shown.map((flag) => {
        const editable = canEditFlag(adminType, flag) && (flag !== 'hide_offset' || flags.hide_rate_field)
        return (
          <Checkbox
            key={flag}
            name={flag}
            checked={flags[flag]}
            disabled={!editable}
            onCheckedChange={({ checked }) => onChange(flag, checked === true)}
          >
            {FEATURE_FLAG_LABELS[flag]}
            {!canEditFlag(adminType, flag) && (
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}> (read only)</span>
            )}
          </Checkbox>
        )
      })}
    </fieldset>
  )
}
