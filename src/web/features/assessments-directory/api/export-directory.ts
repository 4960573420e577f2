// GET /api/assessments/engagements/assessments/export: every row the filters select, as CSV, fetched with the
// bearer token through the API client and saved under the name the server gives it.
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { saveBlob } from '../../../ui/save-blob'

/** The query without paging: the export holds every page. */
export const exportQueryOf = (query: Record<string, string>) => {
  const { page: _page, page_size: _pageSize, ...rest } = query
  return rest
}

export const exportFileName = (day: Date = new Date()) => `assessments-${day.toISOString().slice(0, 10)}.csv`

export const useExportDirectory = () =>
  useMutation({
    mutationFn: async (query: Record<string, string>) => {
      const blob = await api<Blob, 'blob'>('/assessments/engagements/assessments/export', {
        query: exportQueryOf(query),
        responseType: 'blob',
      })
      saveBlob(blob, exportFileName())
    },
  })
