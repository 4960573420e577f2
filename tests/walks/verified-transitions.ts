// One transition driven through the real server and checked: the API's answer, the audit trail's entry, what the
// API shows. What it verifies is recorded (record.ts) for machines/coverage.json.
import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate'
import type { Queryable } from '../../src/server/db/client.ts'
import { auditEvents } from '../../src/server/db/schema.ts'
import { expectedStep } from './expected-step.ts'
import { recordVerified } from './record.ts'

/** An entity's audit trail, oldest first, as the engine appended it. */
export const auditTrailOf = (db: Queryable, entityType: string, entityId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.seq))

type Answer = { status: number; json?: unknown }

export type ServerStep<M extends AnyStateMachine> = {
  machine: M
  /** The audit trail's name for the entity (the governed entity's `type`) and its id. */
  entity: { type: string; id: string; db: Queryable }
  before: SnapshotFrom<M>
  event: EventFromLogic<M>
  /** Sends the event the way a person (or the server's clock, or the outbox) would. */
  fire: () => Promise<Answer>
  /** Checks that what the API (or the page) shows agrees with the state the machine reached. */
  shows?: (next: SnapshotFrom<M>) => Promise<void>
}

/**
 * Drives one transition through the server and checks it: the answer is a success, the trail gained this event
 * from the state before to the state the machine reaches, with the facts the path's event carries, and what is
 * shown agrees. Only then are the
 * transitions it took recorded as verified through the API.
 */
export const verifyThroughServer = async <M extends AnyStateMachine>(step: ServerStep<M>): Promise<SnapshotFrom<M>> => {
  const { next, keys } = expectedStep(step.machine, step.before, step.event)
  const trailBefore = await auditTrailOf(step.entity.db, step.entity.type, step.entity.id)
  const answer = await step.fire()
  expect(answer.status, `${step.event.type}: ${JSON.stringify(answer.json)}`).toBeLessThan(300)
  const trail = await auditTrailOf(step.entity.db, step.entity.type, step.entity.id)
  const added = trail.slice(trailBefore.length)
  const recorded = added.find((row) => row.eventType === step.event.type)
  expect(recorded, `${step.event.type} is in the ${step.entity.type}'s audit trail`).toBeDefined()
  expect(recorded!.fromState, `${step.event.type} left from`).toEqual((step.before as { value: unknown }).value)
  expect(recorded!.toState, `${step.event.type} reached`).toEqual((next as { value: unknown }).value)
  // The facts the guards read (true or false, a count) are the ones the server worked out, not only the same end.
  const { type: _type, ...fields } = step.event as { type: string } & Record<string, unknown>
  const facts = Object.entries(fields).filter(([, value]) => typeof value === 'boolean' || typeof value === 'number')
  const payload = recorded!.payload as Record<string, unknown>
  for (const [name, value] of facts) expect(payload[name], `${step.event.type} carried ${name}`).toBe(value)
  await step.shows?.(next)
  recordVerified(step.machine.id, 'api', keys)
  return next
}
