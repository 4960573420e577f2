// The reasons of a dispute or of its answer (rule disputes.reason): text up to 250 characters
// with a counter, and/or files in the notes' formats, each checked for size and name before it is sent.
import { useId, useState } from 'react'
import { DOCUMENT_ACCEPT, documentFileProblem } from '#domain/documents'
import { DISPUTE_FILES_MAX, DISPUTE_FLOW_MESSAGES, DISPUTE_TEXT_MAX } from '#domain/sds-distribution-values'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import * as FileUpload from '../../ui/file-upload'

/** The reasons as one value of a form: the text and the chosen files. */
export type Reasons = { details: string; files: File[] }
export const NO_REASONS: Reasons = { details: '', files: [] }

type ReasonFieldsProps = {
  label: string
  value: Reasons
  onChange: (reasons: Reasons) => void
  /** The form's message when neither text nor files are given. */
  error: string | undefined
}

export const ReasonFields = ({ label, value, onChange, error }: ReasonFieldsProps) => {
  const { details, files } = value
  const onDetails = (text: string) => onChange({ details: text, files })
  const onFiles = (next: File[]) => onChange({ details, files: next })
  // A refused choice never enters the form's value: its message is this field's own, until the next choice.
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const counterId = useId()
  const fileAlertId = useId()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Field.Root invalid={error !== undefined}>
        <Field.Label>{label}</Field.Label>
        <Field.Textarea
          rows={4}
          maxLength={DISPUTE_TEXT_MAX}
          value={details}
          aria-describedby={counterId}
          onChange={(event) => onDetails(event.target.value)}
        />
        <span id={counterId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {details.length}/{DISPUTE_TEXT_MAX} characters
        </span>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <FileUpload.Root
        maxFiles={DISPUTE_FILES_MAX}
        accept={DOCUMENT_ACCEPT}
        acceptedFiles={[]}
        invalid={fileProblem !== null}
        onFileChange={({ acceptedFiles, rejectedFiles }) => {
          const chosen = [...acceptedFiles, ...rejectedFiles.map((rejected) => rejected.file)]
          if (chosen.length === 0) return
          const problems = chosen.map((file) => documentFileProblem(file)).filter(Boolean)
          const fine = chosen.filter((file) => documentFileProblem(file) === null)
          const next = [...files, ...fine]
          setFileProblem(problems[0] ?? (next.length > DISPUTE_FILES_MAX ? DISPUTE_FLOW_MESSAGES.tooManyFiles : null))
          onFiles(next.slice(0, DISPUTE_FILES_MAX))
        }}
      >
        <FileUpload.Label>{DISPUTE_FLOW_MESSAGES.filesLabel}</FileUpload.Label>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm" aria-describedby={fileProblem ? fileAlertId : undefined}>
              Choose files
            </Button>
          </FileUpload.Trigger>
          {files.length === 0 && <span className={css({ fontSize: 'sm' })}>No file chosen</span>}
        </div>
        {files.length > 0 && (
          <ul aria-label="Chosen files" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {files.map((file, index) => (
              <li
                // A File has no id; its name, size and time tell two chosen files apart.
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}
              >
                <span className={css({ wordBreak: 'break-word' })}>{file.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onFiles(files.filter((_, other) => other !== index))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {fileProblem && (
          <p id={fileAlertId} role="alert" className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '500' })}>
            {fileProblem}
          </p>
        )}
        <FileUpload.HiddenInput />
      </FileUpload.Root>
    </div>
  )
}
