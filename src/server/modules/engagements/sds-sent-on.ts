// The day an engagement's SDS went out: the latest distribution.send that left Awaiting Distribution, in the UK.
// An SDS is rendered on its first download, which may be days later; the statement must still carry the day it
// was issued to the parties, and the contractor is shown that day before anyone has downloaded it.
import { and, desc, eq, sql } from 'drizzle-orm'
import { ukToday } from '#domain/dates'
import type { Queryable } from '../../db/client.ts'
import { auditEvents } from '../../db/schema.ts'

export const sdsSentOn = async (db: Queryable, engagementId: string): Promise<string | null> => {
  const sent = (
    await db
      .select({ at: auditEvents.occurredAt })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'engagement'),
          eq(auditEvents.entityId, engagementId),
          eq(auditEvents.eventType, 'distribution.send'),
          sql`${auditEvents.fromState} = '"awaitingDistribution"'::jsonb`,
        ),
      )
      .orderBy(desc(auditEvents.seq))
      .limit(1)
  )[0]
  return sent ? ukToday(new Date(sent.at)) : null
}
