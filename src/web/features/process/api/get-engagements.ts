// GET /api/assessments/engagements: the engagements this person can see, for the history picker.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

const EngagementListWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      type: Schema.NullOr(Schema.String),
      status: Schema.NullOr(Schema.String),
      archived: Schema.Boolean,
      organisation: Schema.NullOr(Schema.String),
      updated_at: Schema.String,
    }),
  ),
  count: Schema.Number,
  pages: Schema.Number,
})

export type EngagementSummary = {
  id: string
  name: string
  type: string | null
  status: string | null
  archived: boolean
  organisation: string | null
  updatedAt: string
}

export type EngagementPage = { items: EngagementSummary[]; count: number; pages: number }

export type EngagementListQuery = { search: string; page: number; includeArchived: boolean }

export const ENGAGEMENT_PAGE_SIZE = 10

export const fetchEngagements = async ({ search, page, includeArchived }: EngagementListQuery) => {
  const wire = Schema.decodeUnknownSync(EngagementListWire)(
    await api('/assessments/engagements', {
      query: {
        search: search.trim(),
        page,
        page_size: ENGAGEMENT_PAGE_SIZE,
        include_archived: includeArchived,
      },
    }),
  )
  return {
    items: wire.items.map((item) => ({
      id: String(item.id),
      name: item.name,
      type: item.type,
      status: item.status,
      archived: item.archived,
      organisation: item.organisation,
      updatedAt: item.updated_at,
    })),
    count: wire.count,
    pages: wire.pages,
  } satisfies EngagementPage
}

export const engagementsQueryOptions = (query: EngagementListQuery) =>
  queryOptions({ queryKey: ['process', 'engagements', query], queryFn: () => fetchEngagements(query) })

export const useEngagements = (query: EngagementListQuery) =>
  useQuery({ ...engagementsQueryOptions(query), placeholderData: keepPreviousData })
