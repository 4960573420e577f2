// The TanStack Form of the onboarding form and of each profile section, validated with the domain's schema, and
// the server's refusals kept beside the fields they are about until the field changes.
import { type AnyFieldMeta, useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { useMemo } from 'react'
import { ContractorProfileForm, type ProfileFormMode, type ProfileFormValues } from '#domain/contractor-profile'
import { ukToday } from '#domain/dates'
import { type FieldProblems, problemsByField, useProblemsByField } from '../../api/field-problems'
import { firstMessage } from '../../ui/field-messages'
import type { ProfileOperation } from './profile-form-values'

type FormField = keyof ProfileFormValues

export const useProfileForm = (options: {
  initial: ProfileFormValues
  mode: ProfileFormMode
  /** The fields on show; the rest are not judged. */
  fields?: readonly FormField[]
  onSubmit: (values: ProfileFormValues) => Promise<void>
}) => {
  // Today in the UK, fixed while the form is open: the renewal date may not be before it.
  const validator = useMemo(
    () =>
      Schema.toStandardSchemaV1(ContractorProfileForm(options.mode, ukToday(), options.fields), {
        parseOptions: { errors: 'all' },
      }),
    [options.mode, options.fields],
  )
  return useForm({
    defaultValues: options.initial,
    validators: { onChange: validator, onSubmit: validator },
    onSubmit: ({ value }) => options.onSubmit(value),
  })
}
export type ProfileForm = ReturnType<typeof useProfileForm>

/** The server's messages by field, from a 400 answering `operations`. */
export const serverProblemsOf = (error: unknown, operations: readonly ProfileOperation[]) =>
  problemsByField<FormField>(error, (path) => {
    // A refused shape names the operation by position ("2.value"); a refused rule names the field.
    const index = /^(\d+)\./.exec(path)?.[1]
    return ((index === undefined ? path : operations[Number(index)]?.path.slice(1)) as FormField | undefined) ?? null
  })

export type ServerProblems = {
  errors: FieldProblems<FormField>
  set: (errors: FieldProblems<FormField>) => void
  clear: (field: FormField) => void
}
export const useServerProblems = (): ServerProblems => {
  const { problems, set, clear } = useProblemsByField<FormField>()
  return { errors: problems, set, clear }
}

/** A field's message: the form's once the field is touched (Save touches them all), else the server's. */
export const shownError = (meta: AnyFieldMeta, server?: string): string | undefined =>
  (meta.isTouched ? firstMessage(meta) : undefined) ?? server
