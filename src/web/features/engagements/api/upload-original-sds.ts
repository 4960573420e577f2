// POST /api/files/files/sds/engagements/{engagementId}: the original SDS an insurance validation checks, sent
// after the engagement is created (multipart field File, with the EngagementId as the spec's form carries it).
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

export const ORIGINAL_SDS_MAX_BYTES = 5 * 1024 * 1024

type OriginalSdsUpload = { engagementId: string; file: File }

export const useUploadOriginalSds = () =>
  useMutation({
    mutationFn: ({ engagementId, file }: OriginalSdsUpload) => {
      const body = new FormData()
      body.append('File', file)
      body.append('EngagementId', engagementId)
      return api(`/files/files/sds/engagements/${encodeURIComponent(engagementId)}`, { method: 'POST', body })
    },
  })
