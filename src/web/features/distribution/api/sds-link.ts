// A supply-chain party's link, /sds?token=: GET /api/assessments/sds-links/{token} (the engagement, the SDS and the
// party's copy), PATCH .../distribution (acknowledge) and GET .../sds (the PDF). No session and no bearer token:
// the token in the path is the key, so these calls go through a client of their own, whose refusals (401 for a
// forged or expired link) this page explains rather than signing anybody out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ofetch } from 'ofetch'
import type { SdsLinkView } from '#domain/sds-distribution'
import { decoded } from '../../../api/decoded'
// The browser's way of saving a PDF is the assessment work's, shared rather than copied.
import { saveBlob } from '../../assessment/api/download-report'
import { acknowledgement } from './acknowledge-distribution'

const linkApi = ofetch.create({ baseURL: '/api', retry: 0 })

/** The party's view in an answer (a read's or an acknowledgement's), decoded with the wire schema loaded beside it. */
const decodedLink = (request: Promise<unknown>): Promise<SdsLinkView> =>
  decoded(request, async () => (await import('./sds-link-wire')).decodeSdsLink)

const linkPath = (token: string) => `/assessments/sds-links/${encodeURIComponent(token)}`

const SDS_LINK_KEY = ['sds-link'] as const

export const sdsLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...SDS_LINK_KEY, token],
    queryFn: () => decodedLink(linkApi(linkPath(token))),
    retry: false,
  })

export const useSdsLink = (token: string) => useQuery(sdsLinkQueryOptions(token))

export const useAcknowledgeThroughLink = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) =>
      decodedLink(linkApi(`${linkPath(token)}/distribution`, { method: 'PATCH', body: acknowledgement(name) })),
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
