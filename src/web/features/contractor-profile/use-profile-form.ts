// The TanStack Form of the onboarding form and of each profile section, validated with the domain's schema, and
// the server's refusals kept beside the fields they are about until the field changes.
import { type AnyFieldMeta, useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { useMemo, useState } from 'react'
import { ContractorProfileForm, type ProfileFormMode, type ProfileFormValues } from '#domain/contractor-profile'
import { ukToday } from '#domain/dates'
import { isHttpError } from '../../api/client'
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
export const serverProblemsOf = (error: unknown, operations: readonly ProfileOperation[]) => {
  if (!isHttpError(error, 400)) return {}
  const issues: unknown = (error.data as { issues?: unknown } | undefined)?.issues
  if (!Array.isArray(issues)) return {}
  const problems: Partial<Record<FormField, string>> = {}
  for (const issue of issues as { path?: string; message?: string }[]) {
    if (!issue.path || !issue.message) continue
    // A refused shape names the operation by position ("2.value"); a refused rule names the field.
    const index = /^(\d+)\./.exec(issue.path)?.[1]
    const field = (index === undefined ? issue.path : operations[Number(index)]?.path.slice(1)) as FormField
    problems[field] ??= issue.message
  }
  return problems
}

export type ServerProblems = {
  errors: Partial<Record<FormField, string>>
  set: (errors: Partial<Record<FormField, string>>) => void
  clear: (field: FormField) => void
}
export const useServerProblems = (): ServerProblems => {
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({})
  return {
    errors,
    set: setErrors,
    clear: (field) =>
      setErrors((current) => {
        if (!(field in current)) return current
        const { [field]: _, ...rest } = current
        return rest
      }),
  }
}

/** A field's message: the form's once the field is touched (Save touches them all), else the server's. */
export const shownError = (meta: AnyFieldMeta, server?: string): string | undefined =>
  (meta.isTouched ? firstMessage(meta) : undefined) ?? server
