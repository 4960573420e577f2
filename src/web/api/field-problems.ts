// What the server still refuses once a form's own rules pass (a webhook address it may not send to, a name taken
// meanwhile): a 400's `issues` ({ path, message }, `url`, `events.0`...) by the form field each is about, shown
// under that field until the field changes. Any other refusal is the HTTP client's to tell (a toast, or the error
// page for a 5xx).
import { useCallback, useState } from 'react'
import { isHttpError } from './client'

export type FieldProblems<Field extends string> = Partial<Record<Field, string>>

/** Each field's first message in a 400's issues; an issue about no field of the form is left to the toast. */
export const fieldProblemsOf = <Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldProblems<Field> => {
  if (!isHttpError(error, 400)) return {}
  const issues: unknown = (error.data as { issues?: unknown } | undefined)?.issues
  if (!Array.isArray(issues)) return {}
  const problems: FieldProblems<Field> = {}
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue
    const field = issue.path.split('.')[0] as Field
    if (fields.includes(field)) problems[field] ??= issue.message
  }
  return problems
}

/**
 * A form's server problems: `tell(error)` places a refusal's messages (true when it placed one, so the form moves the
 * focus to it), `clear(field)` drops a field's once the person changes it.
 */
export const useFieldProblems = <Field extends string>(fields: readonly Field[]) => {
  const [problems, setProblems] = useState<FieldProblems<Field>>({})
  const tell = useCallback(
    (error: unknown) => {
      const placed = fieldProblemsOf(error, fields)
      setProblems(placed)
      return Object.keys(placed).length > 0
    },
    [fields],
  )
  const clear = useCallback(
    (field: Field) =>
      setProblems((current) => {
        if (!(field in current)) return current
        const { [field]: _, ...rest } = current
        return rest as FieldProblems<Field>
      }),
    [],
  )
  return { problems, tell, clear }
}
