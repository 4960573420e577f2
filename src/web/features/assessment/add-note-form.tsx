// The "Add Note" form under a question: the note's text (required, leading whitespace trimmed) and one optional
// evidence file in the accepted formats, checked in the browser for size and name before the server checks its
// content (rule notes.rules).
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { useId, useState } from 'react'
import { DOCUMENT_ACCEPT, documentFileProblem } from '#domain/documents'
import { Evidence } from '#domain/notes'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Field from '../../ui/field'
import { fieldMessages } from '../../ui/field-messages'
import * as FileUpload from '../../ui/file-upload'
import { useAddNote } from './api/add-note'

const noteValidator = Schema.toStandardSchemaV1(Schema.Struct({ evidence: Evidence }))

type AddNoteFormProps = { assessmentId: string; questionId: string }

export const AddNoteForm = ({ assessmentId, questionId }: AddNoteFormProps) => {
  const addNote = useAddNote(assessmentId)
  const [file, setFile] = useState<File | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const fileAlertId = useId()
  const form = useForm({
    defaultValues: { evidence: '' },
    validators: { onSubmit: noteValidator },
    onSubmit: async ({ value }) => {
      try {
        await addNote.mutateAsync({ questionId, evidence: value.evidence.trimStart(), file })
        form.reset()
        setFile(null)
      } catch {
        // The HTTP client has said what went wrong (a refused file leaves the note, listed without it).
      }
    },
  })
  return (
    <form
      noValidate
      aria-label="Add a note"
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <form.Field name="evidence">
        {(field) => {
          const errors = fieldMessages(field.state.meta.errors)
          return (
            <Field.Root invalid={errors.length > 0}>
              <Field.Label>Note</Field.Label>
              <Field.Textarea
                name={field.name}
                rows={3}
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
      <FileUpload.Root
        maxFiles={1}
        accept={DOCUMENT_ACCEPT}
        // The form holds the chosen file: each choice is checked here and kept only when it may be sent.
        acceptedFiles={[]}
        invalid={fileProblem !== null}
        onFileChange={({ acceptedFiles, rejectedFiles }) => {
          const chosen = acceptedFiles[0] ?? rejectedFiles[0]?.file
          if (!chosen) return
          const problem = documentFileProblem(chosen)
          setFileProblem(problem)
          setFile(problem ? null : chosen)
        }}
      >
        <FileUpload.Label>Evidence file (optional)</FileUpload.Label>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm" aria-describedby={fileProblem ? fileAlertId : undefined}>
              {file ? 'Replace file' : 'Choose file'}
            </Button>
          </FileUpload.Trigger>
          <span className={css({ fontSize: 'sm' })}>{file ? file.name : 'No file chosen'}</span>
          {file && (
            <Button variant="ghost" size="sm" onClick={() => setFile(null)}>
              Remove file
            </Button>
          )}
        </div>
        {fileProblem && (
          <p id={fileAlertId} role="alert" className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '500' })}>
            {fileProblem}
          </p>
        )}
        <FileUpload.HiddenInput />
      </FileUpload.Root>
      <div>
        <Button type="submit" size="sm" loading={addNote.isPending}>
          Add Note
        </Button>
      </div>
    </form>
  )
}
