// "Download full record": the engagement's whole record in one ZIP for a tax inspector, with how far the download
// has gone and, if it fails, why in plain words. Shown to those who may read the engagement's audit trail.
import { useState } from 'react'
import { hasPermission } from '#domain/roles'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { useClaims } from '../session/use-session'
import { downloadEngagementRecord, RecordDownloadError, type RecordProgress } from './api/download-engagement-record'

type Download =
  | { step: 'idle' }
  | { step: 'busy'; progress: RecordProgress }
  | { step: 'done'; fileName: string }
  | { step: 'failed'; message: string }

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`

const progressText = (progress: RecordProgress) =>
  progress.phase === 'preparing'
    ? 'Putting the record together…'
    : progress.total
      ? `Downloading: ${kilobytes(progress.received)} of ${kilobytes(progress.total)}`
      : `Downloading: ${kilobytes(progress.received)}`

type DownloadRecordButtonProps = {
  engagementId: string
  /** In a card of its own, beside the screen's other panels; bare inside a panel that already has one. */
  framed?: boolean
}

export const DownloadRecordButton = ({ engagementId, framed = false }: DownloadRecordButtonProps) => {
  const mayExport = hasPermission(useClaims()?.permissions ?? [], 'Audit:Read')
  const [download, setDownload] = useState<Download>({ step: 'idle' })
  if (!mayExport) return null

  const start = async () => {
    setDownload({ step: 'busy', progress: { phase: 'preparing' } })
    try {
      const fileName = await downloadEngagementRecord(engagementId, (progress) =>
        setDownload({ step: 'busy', progress }),
      )
      setDownload({ step: 'done', fileName })
    } catch (error) {
      setDownload({
        step: 'failed',
        message:
          error instanceof RecordDownloadError
            ? error.message
            : 'The record could not be downloaded. Check your connection and try again.',
      })
    }
  }

  const busy = download.step === 'busy'
  const receiving = busy && download.progress.phase === 'receiving' ? download.progress : null
  return (
    <section
      aria-label="Full record"
      className={cx(framed && card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <Button variant="outline" loading={busy} onClick={start}>
          Download full record
        </Button>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          One ZIP for an inspector: audit trail, assessments, SDS versions, distributions and disputes.
        </span>
      </div>
      {busy && (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: 'sm' })}>
          <progress
            aria-label="Full record download"
            // Without a value the bar shows that something is happening but not how much is left.
            value={receiving?.total ? receiving.received : undefined}
            max={receiving?.total ?? undefined}
            className={css({ width: '40', accentColor: 'accent.default' })}
          />
          <span role="status">{progressText(download.progress)}</span>
        </div>
      )}
      {download.step === 'done' && (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Saved as {download.fileName}. The download is recorded in the engagement's audit trail.
        </p>
      )}
      {download.step === 'failed' && (
        <p
          role="alert"
          className={css({
            fontSize: 'sm',
            bg: 'danger.subtle',
            color: 'danger.text',
            borderRadius: 'md',
            px: '3',
            py: '2',
          })}
        >
          The full record was not downloaded. {download.message}
        </p>
      )}
    </section>
  )
}
