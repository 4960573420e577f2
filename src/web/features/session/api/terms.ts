// GET /api/actors/terms/latest (404 = nothing to accept) and the terms report (spec part 1 §7).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api, isHttpError } from '../../../api/client'
import { WireId } from '../../../api/wire'

const TermsWire = Schema.Struct({ id: WireId, content: Schema.String })
export type Terms = { id: string; content: string }

/** The latest terms, or null when the server has none to accept (it answers 404). */
export const fetchLatestTerms = async (): Promise<Terms | null> => {
  try {
    const wire = Schema.decodeUnknownSync(TermsWire)(await api('/actors/terms/latest'))
    return { id: String(wire.id), content: wire.content }
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
