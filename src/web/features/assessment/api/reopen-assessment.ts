// POST /api/assessments/engagements/{id}/reopen: a completed assessment opens again as a new current
// assessment holding the previous answers in progress; the previous one is kept.
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { useEngagementCommand } from './engagement-command'
import { engagementPath } from './get-engagement'

const ReopenedWire = Schema.Struct({ id: Schema.String, status: Schema.String, version: Schema.Number })

export const reopenAssessment = async (engagementId: string) =>
  Schema.decodeUnknownSync(ReopenedWire)(await api(`${engagementPath(engagementId)}/reopen`, { method: 'POST' }))

export const useReopenAssessment = () => useEngagementCommand(reopenAssessment)
