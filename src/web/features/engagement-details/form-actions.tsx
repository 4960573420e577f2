// The foot of the role and engagement forms: the problem the server found, the page's notice (someone else
// changed it), Back, which asks before dropping unsaved changes, and Save.
import { type ReactNode, useState } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { callout } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'

type FormActionsProps = {
  serverError: string | null
  notice?: ReactNode
  /** The person may only look: no Save, and Back leaves without asking. */
  readOnly: boolean
  saving: boolean
  /** Save waits (while a completed role is copied in). */
  saveDisabled?: boolean
  /** Asked when Back is pressed: whether the form still holds what it started with. */
  isUnchanged: () => boolean
  onBack: () => void
}

export const FormActions = ({
  serverError,
  notice,
  readOnly,
  saving,
  saveDisabled = false,
  isUnchanged,
  onBack,
}: FormActionsProps) => {
  const [confirmingBack, setConfirmingBack] = useState(false)
  const back = () => (isUnchanged() || readOnly ? onBack() : setConfirmingBack(true))
  return (
    <>
      {serverError && (
        <p role="alert" className={cx(callout({ tone: 'danger' }), css({ py: '2' }))}>
          {serverError}
        </p>
      )}
      {notice}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button variant="outline" onClick={back}>
          Back
        </Button>
        {!readOnly && (
          <Button type="submit" loading={saving} disabled={saveDisabled}>
            Save
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingBack}
        description="Your changes will not be saved."
        onCancel={() => setConfirmingBack(false)}
        onConfirm={() => {
          setConfirmingBack(false)
          onBack()
        }}
      />
    </>
  )
}
