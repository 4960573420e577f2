// GET /api/actors/terms/latest (404 = nothing to accept) and the terms report (rule api.actors).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isHttpError } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type Terms = { id: string; content: string }

/** The latest terms, or null when the server has none to accept (it answers 404). */
export const fetchLatestTerms = async (): Promise<Terms | null> => {
  try {
    return await decoded(api('/actors/terms/latest'), async () => (await import('./terms-wire')).decodeTerms)
  } catch (error) {
    if (isHttpError(error, 404)) return null
    throw error
  }
}

export const latestTermsQueryOptions = queryOptions({ queryKey: ['terms', 'latest'], queryFn: fetchLatestTerms })

export const useLatestTerms = () => useQuery(latestTermsQueryOptions)

/** The terms as a PDF (GET reporting/reports/terms/{id}?html=false). */
export const fetchTermsReport = (termsId: string): Promise<Blob> =>
  api(`/reporting/reports/terms/${encodeURIComponent(termsId)}`, { query: { html: 'false' }, responseType: 'blob' })
