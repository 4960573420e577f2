// A supply-chain party's link, /sds?token=: GET /api/assessments/sds-links/{token} (the engagement, the SDS and the
// party's copy), PATCH .../distribution (acknowledge) and GET .../sds (the PDF). No session and no bearer token:
// the token in the path is the key, so these calls go through a client of their own, whose refusals (401 for a
// forged or expired link) this page explains rather than signing anybody out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { ofetch } from 'ofetch'
import type { SdsLinkView } from '#domain/sds-distribution'
import { DistributionWire } from '../../../api/distribution-wire'
// The browser's way of saving a PDF is the assessment work's, shared rather than copied.
import { saveBlob } from '../../assessment/api/download-report'
import { acknowledgement } from './acknowledge-distribution'

const linkApi = ofetch.create({ baseURL: '/api', retry: 0 })

const SdsLinkWire = Schema.Struct({
  engagement: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    organisation: Schema.String,
    end_client: Schema.NullOr(Schema.String),
    start_date: Schema.NullOr(Schema.String),
    end_date: Schema.NullOr(Schema.String),
  }),
  sds: Schema.NullOr(
    Schema.Struct({
      version: Schema.Number,
      sha256: Schema.String,
      result: Schema.String,
      issued_on: Schema.String,
      withdrawn: Schema.Boolean,
    }),
  ),
  distribution: DistributionWire,
})

const decodeSdsLink = (wire: unknown): SdsLinkView => Schema.decodeUnknownSync(SdsLinkWire)(wire)

const linkPath = (token: string) => `/assessments/sds-links/${encodeURIComponent(token)}`

const SDS_LINK_KEY = ['sds-link'] as const

export const sdsLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...SDS_LINK_KEY, token],
    queryFn: async () => decodeSdsLink(await linkApi(linkPath(token))),
    retry: false,
  })

export const useSdsLink = (token: string) => useQuery(sdsLinkQueryOptions(token))

export const useAcknowledgeThroughLink = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (name: string) =>
      decodeSdsLink(await linkApi(`${linkPath(token)}/distribution`, { method: 'PATCH', body: acknowledgement(name) })),
    onSuccess: (view) => queryClient.setQueryData(sdsLinkQueryOptions(token).queryKey, view),
  })
}

export const useDownloadThroughLink = (token: string) =>
  useMutation({
    mutationFn: async (fileName: string) =>
      saveBlob(await linkApi<Blob, 'blob'>(`${linkPath(token)}/sds`, { responseType: 'blob' }), fileName),
  })

/** What the server said when it refused (its `message`), else a plain sentence. */
export const refusalOf = (error: unknown): { status: number | null; message: string } => {
  const response = (error as { response?: { status?: number; _data?: { message?: unknown } } } | null)?.response
  const message = response?._data?.message
  return {
    status: response?.status ?? null,
    message:
      typeof message === 'string' ? message : 'The SDS could not be loaded. Check your connection and reload the page.',
  }
}
