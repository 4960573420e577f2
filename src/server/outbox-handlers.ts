// The outbox worker's handlers: one per machine action whose work runs after commit (kind 'outbox' in the
// entities' action maps; tests/model/action-handlers.test.ts checks that none is missing).
import type { Logger } from 'pino'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { IdentityApi } from './idp/identity.ts'
import { inviteOutboxHandlers } from './modules/actors/invite-effects.ts'
import { reassessmentOutboxHandlers } from './modules/assessments/reassessment-reminders.ts'
import { disputeOutboxHandlers } from './modules/disputes/dispute-mail.service.ts'
import { contractorAccountOutboxHandlers } from './modules/engagements/contractor-account.service.ts'
import { reviewerOutboxHandlers } from './modules/reviews/reviewer-mail.service.ts'
import { distributionOutboxHandlers } from './modules/sds/distribution-mail.service.ts'
import { webhookOutboxHandlers } from './modules/webhooks/webhook-fanout.ts'
import type { OutboxHandler } from './workflow/outbox.ts'

export const outboxHandlers = (deps: {
  db: Database
  config: Config
  identity: IdentityApi
  logger: Logger
  reviewerLinkSecret: string
  distributionLinkSecret: string
}): Record<string, OutboxHandler> => {
  const { db, config, identity, logger, reviewerLinkSecret, distributionLinkSecret } = deps
  return {
    ...inviteOutboxHandlers({ db, config, identity }),
    ...reassessmentOutboxHandlers({ db, config }),
    ...contractorAccountOutboxHandlers({ db, config, identity, logger }),
    ...reviewerOutboxHandlers({ db, config, reviewerLinkSecret, logger }),
    ...distributionOutboxHandlers({ db, config, identity, distributionLinkSecret, logger }),
    ...disputeOutboxHandlers({ db, config, distributionLinkSecret }),
    ...webhookOutboxHandlers({ db }),
  }
}
