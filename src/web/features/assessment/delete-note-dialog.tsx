// Deleting a note asks why (required, at most 30 characters; rule notes.rules).
import { useForm } from '@tanstack/react-form'
import * as Schema from 'effect/Schema'
import { NOTE_MESSAGES } from '#domain/note-values'
import { DeleteReason, type Note } from '#domain/notes'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as Dialog from '../../ui/dialog'
import * as Field from '../../ui/field'
import { fieldMessages } from '../../ui/field-messages'
import { useDeleteNote } from './api/delete-note'

const reasonValidator = Schema.toStandardSchemaV1(Schema.Struct({ reason: DeleteReason }))

type DeleteNoteDialogProps = { assessmentId: string; note: Note | null; onClose: () => void }

export const DeleteNoteDialog = ({ assessmentId, note, onClose }: DeleteNoteDialogProps) => {
  const deleteNote = useDeleteNote(assessmentId)
  const form = useForm({
    defaultValues: { reason: '' },
    validators: { onSubmit: reasonValidator },
    onSubmit: async ({ value }) => {
      if (!note) return
      try {
        await deleteNote.mutateAsync({ noteId: note.id, reason: value.reason.trim() })
        close()
      } catch {
        // The HTTP client has said what went wrong; the dialog stays open to try again.
      }
    },
  })
  const close = () => {
    form.reset()
    onClose()
  }
  return (
    <Dialog.Root open={note !== null} onOpenChange={({ open }) => !open && close()} role="alertdialog">
      <Dialog.Frame closable={false}>
        <Dialog.Title>{NOTE_MESSAGES.deleteConfirmTitle}</Dialog.Title>
        <Dialog.Description>The note stays listed as deleted, with the date and your reason.</Dialog.Description>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            event.stopPropagation()
            void form.handleSubmit()
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          <form.Field name="reason">
            {(field) => {
              const errors = fieldMessages(field.state.meta.errors)
              return (
                <Field.Root invalid={errors.length > 0}>
                  <Field.Label>Reason for deleting</Field.Label>
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
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' })}>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={deleteNote.isPending}>
              {NOTE_MESSAGES.deleteConfirm}
            </Button>
          </div>
        </form>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
