// The one path for every command on a governed entity: decode (done by the caller), rebuild the
// snapshot, policy (who) and machine (when), transition(), then in one transaction the new state with
// a version check, the audit event chained to the previous one, and the machine's actions as outbox rows.
import { type AnyStateMachine, type EventFromLogic, initialTransition, type SnapshotFrom, transition } from 'xstate'
import type { Database, Transaction } from '../db/client.ts'
import { Conflict, Forbidden, NotFound } from '../http/errors.ts'
import { appendAuditEvent } from './audit-chain.ts'
import { enqueueActions } from './outbox.ts'

/** What is stored of a machine snapshot: enough for `machine.resolveState` to rebuild it. */
export type PersistedState = { value: unknown; context: Record<string, unknown> }

/** Who fires an event: a person (their roles, plus the parties they act as) or the server itself. */
export type Firer = { actorId: string | null; roles: readonly string[] }

export type LoadedEntity = { state: PersistedState; version: number }

export type GovernedEntity<M extends AnyStateMachine> = {
  readonly type: string
  readonly machine: M
  /** The entity's stored state and version, or null when there is no such entity. */
  load(tx: Transaction, id: string): Promise<LoadedEntity | null>
  /** Writes the next state if the version is unchanged; false when someone else got there first. */
  save(tx: Transaction, id: string, next: SnapshotFrom<M>, version: number): Promise<boolean>
  /** The state as users name it ("Awaiting Review"), for messages. */
  describe(snapshot: SnapshotFrom<M>): string
}

export const persist = (snapshot: { value: unknown; context: unknown }): PersistedState => ({
  value: snapshot.value,
  context: snapshot.context as Record<string, unknown>,
})

type TransitionMeta = { description?: string; roles?: readonly string[] }

const metaOf = (t: { meta?: unknown } | undefined) => (t?.meta ?? {}) as TransitionMeta

/** The transition the machine would take, or null when it refuses the event in this state. */
export const enabledTransition = <M extends AnyStateMachine>(
  machine: M,
  snapshot: SnapshotFrom<M>,
  event: EventFromLogic<M>,
) => machine.getTransitionData(snapshot as never, event as never)[0] ?? null

export const mayFire = (meta: TransitionMeta, firer: Firer) =>
  !meta.roles || meta.roles.some((role) => firer.roles.includes(role))

export type CommandResult<M extends AnyStateMachine> = {
  snapshot: SnapshotFrom<M>
  version: number
  auditSeq: number
}

type CommandOptions<M extends AnyStateMachine> = {
  entity: GovernedEntity<M>
  id: string
  event: EventFromLogic<M>
  firer: Firer
  /** Extra facts for the audit trail (ids, reasons); never names or e-mails. */
  auditPayload?: Record<string, unknown>
  /** Work that belongs in the same transaction (e.g. the rows the event talks about). */
  within?: (tx: Transaction, next: SnapshotFrom<M>) => Promise<void>
}

/** One command in its own transaction. */
export const executeCommand = <M extends AnyStateMachine>(
  options: CommandOptions<M> & { db: Database },
): Promise<CommandResult<M>> => options.db.transaction((tx) => runCommand(tx, options))

/**
 * One command inside a transaction the caller holds: for a command on one entity that moves others with it
 * (the engagement and its reviewer records), all in one transaction.
 */
export const runCommand = async <M extends AnyStateMachine>(
  tx: Transaction,
  options: CommandOptions<M>,
): Promise<CommandResult<M>> => {
  const { entity, event, firer } = options
  const loaded = await entity.load(tx, options.id)
  if (!loaded) throw NotFound(`The ${entity.type}`)
  const snapshot = entity.machine.resolveState(loaded.state as never) as SnapshotFrom<M>
  const candidate = enabledTransition(entity.machine, snapshot, event)
  if (!candidate)
    throw Conflict(
      `This ${entity.type} is ${entity.describe(snapshot)}, so "${event.type}" cannot happen now. Reload to see its current state.`,
    )
  const meta = metaOf(candidate)
  if (!mayFire(meta, firer)) throw Forbidden(`Your role may not ${meta.description?.toLowerCase() ?? event.type} here.`)

  const [next, actions] = transition(entity.machine, snapshot, event)
  if (!(await entity.save(tx, options.id, next, loaded.version)))
    throw Conflict(`Someone else changed this ${entity.type} at the same moment. Reload and try again.`)
  await options.within?.(tx, next)
  const { type: _type, ...eventFields } = event as { type: string }
  const audit = await appendAuditEvent(tx, {
    entityType: entity.type,
    entityId: options.id,
    eventType: event.type,
    fromState: (snapshot as { value: unknown }).value,
    toState: (next as { value: unknown }).value,
    actorId: firer.actorId,
    actorRoles: firer.roles,
    payload: { ...eventFields, ...options.auditPayload },
    occurredAt: new Date().toISOString(),
  })
  await enqueueActions(tx, { entityType: entity.type, entityId: options.id, event, actions })
  return { snapshot: next, version: loaded.version + 1, auditSeq: audit.seq }
}

/** The first event of an entity's trail: its machine's initial state, written with the entity's row. */
export const startEntity = async <M extends AnyStateMachine>(options: {
  tx: Transaction
  entity: Pick<GovernedEntity<M>, 'type' | 'machine'>
  id: string
  input: unknown
  firer: Firer
  eventType: string
  insert: (initial: SnapshotFrom<M>) => Promise<void>
  auditPayload?: Record<string, unknown>
}) => {
  const [initial, actions] = initialTransition(options.entity.machine, options.input as never)
  await options.insert(initial as SnapshotFrom<M>)
  await appendAuditEvent(options.tx, {
    entityType: options.entity.type,
    entityId: options.id,
    eventType: options.eventType,
    fromState: null,
    toState: (initial as { value: unknown }).value,
    actorId: options.firer.actorId,
    actorRoles: options.firer.roles,
    payload: options.auditPayload ?? {},
    occurredAt: new Date().toISOString(),
  })
  await enqueueActions(options.tx, {
    entityType: options.entity.type,
    entityId: options.id,
    event: { type: options.eventType },
    actions,
  })
  return initial as SnapshotFrom<M>
}
