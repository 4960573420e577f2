// GET /api/reporting/reports/assessment/{id}/report and .../sds: PDFs saved by the browser under a name
// that says what they are.
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { saveBlob } from '../../../ui/save-blob'

export type ReportKind = 'report' | 'sds'

export type ReportDownload = { assessmentId: string; kind: ReportKind; fileName: string }

export const REPORT_LABELS: Record<ReportKind, string> = {
  report: 'IR35 assessment report',
  sds: 'Status determination statement',
}

/** "Payments architect - IR35 assessment report.pdf", without the characters file systems refuse. */
export const reportFileName = (engagementName: string, kind: ReportKind) =>
  `${engagementName.replace(/[\\/:*?"<>|\s]+/g, ' ').trim()} - ${REPORT_LABELS[kind]}.pdf`

// Kept here too for the callers that import it with the reports.
export { saveBlob }

export const downloadReport = async ({ assessmentId, kind, fileName }: ReportDownload) => {
  const blob = await api<Blob, 'blob'>(`/reporting/reports/assessment/${encodeURIComponent(assessmentId)}/${kind}`, {
    responseType: 'blob',
  })
  saveBlob(blob, fileName)
}

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport })
