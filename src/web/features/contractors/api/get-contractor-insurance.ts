// GET /api/actors/contractors/{id}/insurance: the cover the contractor holds, as far as it is known.
import { useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { InsuranceStatusResponse } from '#domain/contractors'
import { api } from '../../../api/client'

const InsuranceWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      kind: Schema.Literals(['IR35', 'BUSINESS']),
      insurance: Schema.String,
      status: Schema.Literals(['Held', 'Not held', 'Not known', 'Renewal date passed']),
      expiry_date: Schema.NullOr(Schema.String),
      source: Schema.String,
    }),
  ),
})

export const useContractorInsurance = (contractorId: string) =>
  useQuery({
    queryKey: ['contractors', contractorId, 'insurance'],
    queryFn: async (): Promise<InsuranceStatusResponse> => {
      const decoded = Schema.decodeUnknownSync(InsuranceWire)(
        await api(`/actors/contractors/${encodeURIComponent(contractorId)}/insurance`),
      )
      return { items: decoded.items.map((row) => ({ ...row })) }
    },
  })
