// What the server still refuses once a form's own rules pass (a webhook address it may not send to, a name taken
// meanwhile): a 400's `issues` ({ path, message }, `url`, `events.0`...) by the form field each is about, shown
// under that field until the field changes. Any other refusal is the HTTP client's to tell (a toast, or the error
// page for a 5xx).
import { useCallback, useState } from 'react'
import { isHttpError } from './client'

export type FieldProblems<Field extends string> = Partial<Record<Field, string>>

/**
 * Each field's first message in a 400's issues, the field an issue is about being `fieldOf` its path (null for an
 * issue about no field of the form, which is left to the toast).
 */
export const problemsByField = <Field extends string>(
  error: unknown,
  fieldOf: (path: string) => Field | null,
): FieldProblems<Field> => {
  if (!isHttpError(error, 400)) return {}
  const issues: unknown = (error.data as { issues?: unknown } | undefined)?.issues
  if (!Array.isArray(issues)) return {}
  const problems: FieldProblems<Field> = {}
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string' || !issue.path || !issue.message) continue
    const field = fieldOf(issue.path)
    if (field !== null) problems[field] ??= issue.message
  }
  return problems
}

/** problemsByField for a body whose top-level names are the form's fields (`events.0` is about `events`). */
export const fieldProblemsOf = <Field extends string>(error: unknown, fields: readonly Field[]): FieldProblems<Field> =>
  problemsByField(error, (path) => {
    const field = path.split('.')[0] as Field
    return fields.includes(field) ? field : null
  })

/** Problems kept by field: `set` replaces them, `clear(field)` drops a field's once the person changes it. */
export const useProblemsByField = <Field extends string>() => {
  const [problems, set] = useState<FieldProblems<Field>>({})
  const clear = useCallback(
    (field: Field) =>
      set((current) => {
        if (!(field in current)) return current
        const { [field]: _, ...rest } = current
        return rest as FieldProblems<Field>
      }),
    [],
  )
  return { problems, set, clear }
}

/**
 * A form's server problems: `tell(error)` places a refusal's messages (true when it placed one, so the form moves the
 * focus to it), `clear(field)` drops a field's once the person changes it.
 */
export const useFieldProblems = <Field extends string>(fields: readonly Field[]) => {
  const { problems, set, clear } = useProblemsByField<Field>()
  const tell = useCallback(
    (error: unknown) => {
      const placed = fieldProblemsOf(error, fields)
      set(placed)
      return Object.keys(placed).length > 0
    },
    [fields, set],
  )
  return { problems, tell, clear }
}
