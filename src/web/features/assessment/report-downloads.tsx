// Download report and, once the SDS has gone out, Download SDS (rule sds.download). A failed
// download is logged only (rule errors.logged-only); the client has already told the person of a 400 or 409.
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { REPORT_LABELS, type ReportKind, reportFileName, useDownloadReport } from './api/download-report'

type ReportDownloadsProps = {
  engagement: EngagementRecord
  assessment: AssessmentRecord
  sds: boolean
}

export const ReportDownloads = ({ engagement, assessment, sds }: ReportDownloadsProps) => {
  const download = useDownloadReport()
  const start = (kind: ReportKind) =>
    download
      .mutateAsync({ assessmentId: assessment.id, kind, fileName: reportFileName(engagement.name, kind) })
      .catch((error: unknown) => console.error(`Downloading the ${REPORT_LABELS[kind]} failed`, error))
  const busy = (kind: ReportKind) => download.isPending && download.variables?.kind === kind
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      <Button variant="outline" loading={busy('report')} onClick={() => start('report')}>
        Download report
      </Button>
      {sds && (
        <Button variant="outline" loading={busy('sds')} onClick={() => start('sds')}>
          Download SDS
        </Button>
      )}
    </div>
  )
}
