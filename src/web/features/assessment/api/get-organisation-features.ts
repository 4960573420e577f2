// GET /api/actors/organisations/{id}, read for the one feature flag the assessment work needs: whether the
// engagement's organisation may send the contractor their questions (question_dissemination).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'

const FeaturesWire = Schema.Struct({ question_dissemination: Schema.Boolean })

// Under the organisations' key, so that saving the organisation's settings refreshes it too.
export const organisationFeaturesQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'assessment-features'],
    queryFn: async () =>
      Schema.decodeUnknownSync(FeaturesWire)(await api(`/actors/organisations/${encodeURIComponent(organisationId)}`)),
  })

/** Whether the organisation disseminates questions; false until known, or when it cannot be read. */
export const useOrganisationDisseminates = (organisationId: string, enabled: boolean) =>
  useQuery({ ...organisationFeaturesQueryOptions(organisationId), enabled }).data?.question_dissemination ?? false
