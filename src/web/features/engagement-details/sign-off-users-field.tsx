// "Sign-off users" of the role and engagement forms (rules roles.form, engagement.role-screens,
// engagement.create-form): a row per reviewer, each a choice among the organisation's people, pending invitees and
// groups; a reviewer chosen in one row is disabled in the others. A completed review cannot be taken back: its row is
// read-only.
import { useId } from 'react'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { CloseIcon } from '../../ui/icons'
import { useReviewerOptions } from './api/get-reviewer-options'
import type { BoundField } from './bound-field'
import {
  emptyRow,
  rowKeyOf,
  rowOptionsOf,
  type SignOffOption,
  type SignOffRow,
  signOffOptionsOf,
  takenElsewhere,
} from './sign-off-rows'

type SignOffUsersFieldProps = {
  /** Whose reviewer options are offered; null until the form knows it (a new role's end client). */
  organisationId: string | null
  rows: readonly SignOffRow[]
  onChange: (rows: SignOffRow[]) => void
  error?: string
  readOnly?: boolean
}

export const SignOffUsersField = ({
  organisationId,
  rows,
  onChange,
  error,
  readOnly = false,
}: SignOffUsersFieldProps) => {
  const options = useReviewerOptions(organisationId)
  const offered = options.data ? signOffOptionsOf(options.data) : []
  const errorId = useId()
  const replace = (rowId: string, next: SignOffRow | null) =>
    onChange(rows.flatMap((row) => (row.id !== rowId ? [row] : next ? [next] : [])))

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2.5' })}
    >
      <legend className={css({ fontWeight: '600', mb: '1.5' })}>Sign-off users</legend>
      {rows.length === 0 && (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {organisationId === null ? 'Choose the end client first to see who can sign off.' : 'No sign-off users.'}
        </p>
      )}
      {rows.map((row, index) => (
        <SignOffRowControl
          key={row.id}
          label={`Sign-off user ${index + 1}`}
          row={row}
          options={rowOptionsOf(offered, row)}
          taken={takenElsewhere(rows, row.id)}
          loading={options.isPending && organisationId !== null}
          readOnly={readOnly}
          onPick={(option) => replace(row.id, { ...row, choice: option?.choice ?? null, label: option?.label ?? '' })}
          onRemove={() => replace(row.id, null)}
        />
      ))}
      {options.isError && (
        <p className={css({ color: 'danger.text', fontSize: 'sm' })}>
          The sign-off users could not be loaded. Reload the page to try again.
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '500' })}>
          {error}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button variant="outline" size="sm" onClick={() => onChange([...rows, emptyRow()])}>
            Add sign-off user
          </Button>
        </div>
      )}
    </fieldset>
  )
}

type SignOffRowControlProps = {
  label: string
  row: SignOffRow
  options: readonly SignOffOption[]
  taken: ReadonlySet<string>
  loading: boolean
  readOnly: boolean
  onPick: (option: SignOffOption | undefined) => void
  onRemove: () => void
}

const SignOffRowControl = ({
  label,
  row,
  options,
  taken,
  loading,
  readOnly,
  onPick,
  onRemove,
}: SignOffRowControlProps) =>
  row.completed ? (
    <Field.Root disabled>
      <Field.Label className={css({ srOnly: true })}>{label}</Field.Label>
      <Field.Input value={`${row.label} (review completed)`} readOnly />
    </Field.Root>
  ) : (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
      {/* A native select cannot be read-only: one that may not change is disabled. */}
      <Field.Root disabled={readOnly || loading} className={css({ flex: '1', minWidth: '0' })}>
        <Field.Label className={css({ srOnly: true })}>{label}</Field.Label>
        <Field.Select
          value={rowKeyOf(row)}
          onChange={(event) => onPick(options.find((option) => option.key === event.target.value))}
        >
          <option value="">{loading ? 'Loading…' : 'Choose a sign-off user'}</option>
          {options.map((option) => (
            <option key={option.key} value={option.key} disabled={taken.has(option.key)}>
              {option.label}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      {!readOnly && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${row.label || label.toLowerCase()}`}
          onClick={onRemove}
        >
          <CloseIcon />
        </Button>
      )}
    </div>
  )

/** The field bound to its form's reviewers; a change clears the message about them (`onEdited`). */
export const BoundSignOffUsersField = ({
  field,
  onEdited,
  ...rest
}: Omit<SignOffUsersFieldProps, 'rows' | 'onChange'> & { field: BoundField<SignOffRow[]>; onEdited: () => void }) => (
  <SignOffUsersField
    {...rest}
    rows={field.state.value}
    onChange={(rows) => {
      field.handleChange(rows)
      onEdited()
    }}
  />
)
