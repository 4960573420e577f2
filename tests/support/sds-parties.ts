// The SDS handed to parties in tests, as the send path would: a distribution added to the engagement's list and
// sent, through the distribution machine and the workflow engine (with their trail), and a supply-chain party's
// link, signed with the server's own secret.

import type { DistributionParty } from '../../machines/distribution.machine.ts'
import { ROLE } from '../../src/domain/roles.ts'
import type { Database } from '../../src/server/db/client.ts'
import { addDistribution, distributionEntity } from '../../src/server/modules/sds/distribution.entity.ts'
import { issueDistributionLink } from '../../src/server/modules/sds/distribution-link.ts'
import { loadSecret, randomSecret } from '../../src/server/secrets.ts'
import { type Firer, runCommand } from '../../src/server/workflow/engine.ts'

export const CLIENT_FIRER: Firer = { actorId: null, roles: [ROLE.partner] }

/** A party on the engagement's list, sent the SDS; its distribution id. */
export const sendSdsToParty = (
  db: Database,
  engagementId: string,
  party: { email: string; party: DistributionParty; contractorId?: string | null },
  firer: Firer = CLIENT_FIRER,
) =>
  db.transaction(async (tx) => {
    const id = await addDistribution(tx, { engagementId, ...party, firer })
    await runCommand(tx, { entity: distributionEntity, id, event: { type: 'distribution.send' }, firer })
    return id
  })

/** A link for a supply-chain party, as the mail to it carries. */
export const partyLinkFor = async (db: Database, distributionId: string) =>
  issueDistributionLink(db, await loadSecret(db, 'distribution-link.hmac', randomSecret), distributionId)
