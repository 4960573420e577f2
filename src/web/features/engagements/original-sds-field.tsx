// The original SDS an insurance validation checks (rule engagement.create-form): one file up to 5MB, held by the form
// and uploaded once the engagement exists. The server checks the content again.
import { useId, useState } from 'react'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import * as FileUpload from '../../ui/file-upload'
import { ORIGINAL_SDS_MAX_BYTES } from './api/upload-original-sds'

const ACCEPT = ['application/pdf', '.pdf', '.doc', '.docx', 'image/png', 'image/jpeg']

type OriginalSdsFieldProps = { file: File | null; onFileChange: (file: File | null) => void }

export const OriginalSdsField = ({ file, onFileChange }: OriginalSdsFieldProps) => {
  const [problem, setProblem] = useState<string | null>(null)
  const alertId = useId()
  const label = 'Original SDS'
  return (
    <FileUpload.Root
      maxFiles={1}
      accept={ACCEPT}
      // The field holds no files itself: each choice is checked and handed to the form.
      acceptedFiles={[]}
      invalid={problem !== null}
      translations={{ dropzone: `${label}: drop the file here` }}
      onFileChange={({ acceptedFiles, rejectedFiles }) => {
        const chosen = acceptedFiles[0] ?? rejectedFiles[0]?.file
        if (!chosen) return
        const tooLarge = chosen.size > ORIGINAL_SDS_MAX_BYTES
        setProblem(tooLarge ? MESSAGES.fileTooLarge : null)
        if (!tooLarge) onFileChange(chosen)
      }}
    >
      <FileUpload.Label>{label}</FileUpload.Label>
      <FileUpload.Dropzone disableClick aria-describedby={problem ? alertId : undefined}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
          <span>{file ? file.name : 'No file chosen'}</span>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm">
                {file ? 'Replace file' : 'Choose file'}
              </Button>
            </FileUpload.Trigger>
            {file && (
              <Button variant="ghost" size="sm" onClick={() => onFileChange(null)}>
                Remove file
              </Button>
            )}
          </div>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            The SDS issued elsewhere that this validation checks: PDF, Word or an image, up to 5MB.
          </span>
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
