// The organisation logo field (rule files.logo): shows the logo or a placeholder, chooses or replaces
// it (png, jpeg, svg up to 5MB, checked here first and by the server by content) and deletes it after
// "Are you sure?". Two modes: with an organisationId it uploads at once; without one (the create page,
// before the organisation exists) it only holds the chosen file, and the page uploads it after creation.
import { useEffect, useId, useState } from 'react'
import { LOGO_ACCEPT, logoFileProblem } from '#domain/logo'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import * as FileUpload from '../../ui/file-upload'
import { BuildingIcon } from '../../ui/icons'
import { useDeleteLogo } from './api/delete-logo'
import { type UploadedLogo, useUploadLogo } from './api/upload-logo'

type SharedProps = {
  /** The field's visible label; also names the image and the buttons for assistive technology. */
  label?: string
  disabled?: boolean
}

/** An existing organisation: changes are saved at once. */
export type SavedLogoFieldProps = SharedProps & {
  organisationId: string
  /** The organisation's logo_url, or null when it has none. */
  logoUrl: string | null
  /** After an upload (the new logo) or a delete (null). */
  onChanged?: (logo: UploadedLogo | null) => void
}

/** A form whose organisation does not exist yet: the chosen file is held, not uploaded. */
export type PendingLogoFieldProps = SharedProps & {
  organisationId?: undefined
  file: File | null
  onFileChange: (file: File | null) => void
}

export type LogoFieldProps = SavedLogoFieldProps | PendingLogoFieldProps

export const LogoField = (props: LogoFieldProps) =>
  props.organisationId === undefined ? <PendingLogoField {...props} /> : <SavedLogoField {...props} />

const SavedLogoField = ({ organisationId, logoUrl, onChanged, label = 'Logo', disabled }: SavedLogoFieldProps) => {
  const upload = useUploadLogo(organisationId)
  const remove = useDeleteLogo(organisationId)
  // Shown at once after a change, whether or not the page refetches the organisation.
  const [shownUrl, setShownUrl] = useState(logoUrl)
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  useEffect(() => setShownUrl(logoUrl), [logoUrl])

  const choose = (file: File) =>
    upload.mutate(file, {
      onSuccess: (logo) => {
        setShownUrl(logo.url)
        onChanged?.(logo)
      },
      // 400 and 409 are told by the app's error toast; a body over the limit is this field's own alert.
      onError: (error) => {
        if (isHttpError(error, 413)) setProblem(MESSAGES.fileTooLarge)
      },
    })
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        setShownUrl(null)
        onChanged?.(null)
      },
      onError: () => setConfirming(false),
    })

  return (
    <>
      <LogoPicker
        label={label}
        imageUrl={shownUrl}
        disabled={disabled}
        busy={upload.isPending}
        problem={problem}
        onProblem={setProblem}
        onChoose={choose}
        onRemove={shownUrl ? () => setConfirming(true) : undefined}
        removeLabel="Delete logo"
      />
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
        tone="danger"
        busy={remove.isPending}
        description="The logo will be deleted from this organisation."
        confirmLabel="Yes, delete the logo"
      />
    </>
  )
}

/** An object URL for a chosen file's preview, revoked when the file changes or the field goes. */
const usePreviewUrl = (file: File | null) => {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return url
}

const PendingLogoField = ({ file, onFileChange, label = 'Logo', disabled }: PendingLogoFieldProps) => {
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <LogoPicker
      label={label}
      imageUrl={usePreviewUrl(file)}
      disabled={disabled}
      busy={false}
      problem={problem}
      onProblem={setProblem}
      onChoose={onFileChange}
      onRemove={file ? () => onFileChange(null) : undefined}
      removeLabel="Remove logo"
    />
  )
}

type LogoPickerProps = {
  label: string
  imageUrl: string | null
  disabled: boolean | undefined
  busy: boolean
  problem: string | null
  onProblem: (problem: string | null) => void
  onChoose: (file: File) => void
  onRemove: (() => void) | undefined
  removeLabel: string
}

const previewBox = css({
  width: '24',
  height: '24',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  bg: 'bg.subtle',
  color: 'fg.muted',
  overflow: 'hidden',
})

/** The shared look: label, preview, choose/replace and remove buttons, and the alert of a refused file. */
const LogoPicker = (props: LogoPickerProps) => {
  const { label, imageUrl, disabled, busy, problem, onProblem, onChoose, onRemove, removeLabel } = props
  const alertId = useId()
  return (
    <FileUpload.Root
      maxFiles={1}
      accept={LOGO_ACCEPT}
      // The field holds no files itself: each choice is checked and handed on at once.
      acceptedFiles={[]}
      disabled={disabled || busy}
      invalid={problem !== null}
      translations={{ dropzone: `${label}: drop an image here` }}
      onFileChange={({ acceptedFiles, rejectedFiles }) => {
        const file = acceptedFiles[0] ?? rejectedFiles[0]?.file
        if (!file) return
        const found = logoFileProblem(file)
        onProblem(found)
        if (!found) onChoose(file)
      }}
    >
      <FileUpload.Label>{label}</FileUpload.Label>
      <FileUpload.Dropzone disableClick aria-describedby={problem ? alertId : undefined}>
        <div className={previewBox}>
          {imageUrl ? (
            <img src={imageUrl} alt={`${label} of the organisation`} className={css({ maxW: '100%', maxH: '100%' })} />
          ) : (
            <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', fontSize: 'xs' })}>
              <BuildingIcon size={28} />
              No logo
            </span>
          )}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm" loading={busy}>
                {imageUrl ? 'Replace logo' : 'Choose logo'}
              </Button>
            </FileUpload.Trigger>
            {onRemove && (
              <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={onRemove}>
                {removeLabel}
              </Button>
            )}
          </div>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>PNG, JPEG or SVG, up to 5MB</span>
        </div>
      </FileUpload.Dropzone>
      {problem && (
        <p id={alertId} role="alert" className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '500' })}>
          {problem}
        </p>
      )}
      <FileUpload.HiddenInput />
    </FileUpload.Root>
  )
}
