// The one path for every command on a governed entity: decode (done by the caller), lock and load the entity,
// compute the facts its guards read, ask whether this firer may fire this event here (machine: when; meta: who),
// transition(), then in one transaction the new state with a version check, the machine's actions (in this
// transaction, or as outbox rows for after commit) and the audit event chained to the previous one.
import { type AnyStateMachine, type EventFromLogic, initialTransition, type SnapshotFrom, transition } from 'xstate'
import type { Database, Transaction } from '../db/client.ts'
import { Conflict, Forbidden, NotFound } from '../http/errors.ts'
import { type ActionHandler, handlerOf, type MachineActions, namedActions } from './actions.ts'
import { type AuditLink, appendAuditEvent, appendCommandEvent } from './audit-chain.ts'
import { outboxInsert } from './outbox.ts'
import { WEBHOOKS_PUBLISH, webhookEventsOf } from './webhook-publishing.ts'

/** What is stored of a machine snapshot: enough for `machine.resolveState` to rebuild it. */
export type PersistedState = { value: unknown; context: Record<string, unknown> }

/** Who fires an event: a person (their roles, plus the parties they act as) or the server itself. */
export type Firer = { actorId: string | null; roles: readonly string[] }

export type LoadedEntity = { state: PersistedState; version: number }

/** What a save answers besides success: the last event of the entity's trail, which the command's event follows. */
export type SavedEntity = { lastEvent: AuditLink | null }

export type GovernedEntity<M extends AnyStateMachine, F extends string = never> = {
  readonly type: string
  readonly machine: M
  /** The entity's stored state and version, its row locked (FOR UPDATE) until the transaction ends; null if none. */
  load(tx: Transaction, id: string): Promise<LoadedEntity | null>
  /**
   * Writes the next state if the version is unchanged, and answers where the entity's audit trail ends (read under
   * the row's lock); null when someone else got there first.
   */
  save(tx: Transaction, id: string, next: SnapshotFrom<M>, version: number, trail: string): Promise<SavedEntity | null>
  /** The state as users name it ("Awaiting Review"), for messages. */
  describe(snapshot: SnapshotFrom<M>): string
  /**
   * The facts about other records that the machine's guards read for this event ("has reviewers"), worked out
   * after `load` has locked the entity, in the same transaction; callers never send them.
   */
  facts?(tx: Transaction, id: string, event: { type: string }): Promise<Partial<Record<F, boolean>>>
  /** What each action of the machine does on the server. */
  readonly actions: MachineActions<M>
}

/** An event as a caller sends it: its own inputs, without the facts the entity works out itself. */
export type CommandEvent<M extends AnyStateMachine, F extends string> =
  EventFromLogic<M> extends infer E ? (E extends unknown ? Omit<E, F> : never) : never

export const persist = (snapshot: { value: unknown; context: unknown }): PersistedState => ({
  value: snapshot.value,
  context: snapshot.context as Record<string, unknown>,
})

type TransitionMeta = { description?: string; roles?: readonly string[] }

/** The transition the machine would take, or null when it refuses the event in this state. */
export const enabledTransition = <M extends AnyStateMachine>(
  machine: M,
  snapshot: SnapshotFrom<M>,
  event: EventFromLogic<M>,
) => machine.getTransitionData(snapshot as never, event as never)[0] ?? null

type FireCheck =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'notNow' }
  | { readonly allowed: false; readonly reason: 'notYourRole'; readonly meta: TransitionMeta }

/**
 * May this firer fire this event here? The machine says when (a transition is enabled in this state), the
 * transition's meta says who (one of its roles). A transition that names no roles is refused to everyone.
 */
const checkFiring = <M extends AnyStateMachine>(
  machine: M,
  snapshot: SnapshotFrom<M>,
  event: EventFromLogic<M>,
  firer: Firer,
): FireCheck => {
  const candidate = enabledTransition(machine, snapshot, event)
  if (!candidate) return { allowed: false, reason: 'notNow' }
  const meta = (candidate.meta ?? {}) as TransitionMeta
  const roles = meta.roles ?? []
  return roles.some((role) => firer.roles.includes(role))
    ? { allowed: true }
    : { allowed: false, reason: 'notYourRole', meta }
}

/**
 * The one answer to "may this caller fire this event here?", for the engine and for every "can" flag the API
 * returns: the same rule, so a button shown is a command allowed.
 */
export const mayFire = <M extends AnyStateMachine>(
  machine: M,
  snapshot: SnapshotFrom<M>,
  event: EventFromLogic<M>,
  firer: Firer,
) => checkFiring(machine, snapshot, event, firer).allowed

export type CommandResult<M extends AnyStateMachine> = {
  snapshot: SnapshotFrom<M>
  version: number
  auditSeq: number
}

type CommandOptions<M extends AnyStateMachine, F extends string> = {
  entity: GovernedEntity<M, F>
  id: string
  event: CommandEvent<M, NoInfer<F>>
  firer: Firer
  /** Extra facts for the audit trail (ids, reasons); never names or e-mails. */
  auditPayload?: Record<string, unknown>
  /** Work that belongs in the same transaction (e.g. the rows the event talks about). */
  within?: (tx: Transaction, next: SnapshotFrom<M>) => Promise<void>
  /** What the machine's in-transaction actions need beyond the transaction (see ActionContext.services). */
  services?: unknown
  /**
   * The entity as the caller has loaded it already, locked, in this transaction (its access check read the row
   * under the lock): not loaded a second time.
   */
  loaded?: LoadedEntity
}

/** One command in its own transaction. */
export const executeCommand = <M extends AnyStateMachine, F extends string = never>(
  options: CommandOptions<M, F> & { db: Database },
): Promise<CommandResult<M>> => options.db.transaction((tx) => runCommand(tx, options))

/**
 * The actions' handlers, in order: in-transaction work runs now; the outbox work, queued for after commit, is
 * answered as the insert of its rows, which the caller writes with the audit event.
 */
const performActions = async (
  actions: Readonly<Record<string, ActionHandler>>,
  context: {
    tx: Transaction
    entityType: string
    entityId: string
    event: { type: string }
    next: { value: unknown; context: unknown }
    firer: Firer
    services: unknown
    fired: readonly { type: string; params?: unknown }[]
    /** The state before the transition; undefined for an entity's first one. */
    from?: unknown
  },
) => {
  const named = namedActions(context.fired)
  for (const action of named) {
    const handler = handlerOf(actions, context.entityType, action)
    if (handler.kind === 'inTransaction') await handler.run(context)
  }
  // Webhooks observe the transition the machine made, after commit like any other outbox work (docs/webhooks.md).
  const published =
    context.from === undefined
      ? null
      : webhookEventsOf({
          entityType: context.entityType,
          eventType: context.event.type,
          fromState: context.from,
          toState: context.next.value,
        })
  return outboxInsert(context.tx, {
    entityType: context.entityType,
    entityId: context.entityId,
    event: context.event,
    actions: named.filter((action) => handlerOf(actions, context.entityType, action).kind === 'outbox'),
    also: published ? [{ kind: WEBHOOKS_PUBLISH, payload: published }] : [],
  })
}

/**
 * One command inside a transaction the caller holds: for a command on one entity that moves others with it
 * (the engagement and its reviewer records), all in one transaction.
 */
export const runCommand = async <M extends AnyStateMachine, F extends string = never>(
  tx: Transaction,
  options: CommandOptions<M, F>,
): Promise<CommandResult<M>> => {
  const { entity, firer } = options
  const loaded = options.loaded ?? (await entity.load(tx, options.id))
  if (!loaded) throw NotFound(`The ${entity.type}`)
  // Under the entity's lock, so that no command on it changes them before this one commits.
  const facts = (await entity.facts?.(tx, options.id, options.event as unknown as { type: string })) ?? {}
  const event = { ...options.event, ...facts } as EventFromLogic<M>
  const snapshot = entity.machine.resolveState(loaded.state as never) as SnapshotFrom<M>
  const check = checkFiring(entity.machine, snapshot, event, firer)
  if (!check.allowed && check.reason === 'notNow')
    throw Conflict(
      `This ${entity.type} is ${entity.describe(snapshot)}, so "${event.type}" cannot happen now. Reload to see its current state.`,
    )
  if (!check.allowed) throw Forbidden(`Your role may not ${check.meta.description?.toLowerCase() ?? event.type} here.`)

  const [next, fired] = transition(entity.machine, snapshot, event)
  const saved = await entity.save(tx, options.id, next, loaded.version, entity.type)
  if (!saved) throw Conflict(`Someone else changed this ${entity.type} at the same moment. Reload and try again.`)
  await options.within?.(tx, next)
  const queued = await performActions(entity.actions, {
    tx,
    entityType: entity.type,
    entityId: options.id,
    event,
    next: next as { value: unknown; context: unknown },
    firer,
    services: options.services,
    fired,
    from: (snapshot as { value: unknown }).value,
  })
  const { type: _type, ...eventFields } = event as { type: string }
  const audit = await appendCommandEvent(
    tx,
    {
      entityType: entity.type,
      entityId: options.id,
      eventType: event.type,
      fromState: (snapshot as { value: unknown }).value,
      toState: (next as { value: unknown }).value,
      actorId: firer.actorId,
      actorRoles: firer.roles,
      payload: { ...eventFields, ...options.auditPayload },
      occurredAt: new Date().toISOString(),
    },
    // The trail's end as the save read it, under the lock: nothing in this command writes to this trail in between.
    { last: saved.lastEvent, alongside: queued },
  )
  return { snapshot: next, version: loaded.version + 1, auditSeq: audit.seq }
}

/** The first event of an entity's trail: its machine's initial state, written with the entity's row. */
export const startEntity = async <M extends AnyStateMachine>(options: {
  tx: Transaction
  entity: Pick<GovernedEntity<M>, 'type' | 'machine' | 'actions'>
  id: string
  input: unknown
  firer: Firer
  eventType: string
  insert: (initial: SnapshotFrom<M>) => Promise<void>
  auditPayload?: Record<string, unknown>
}) => {
  const [initial, fired] = initialTransition(options.entity.machine, options.input as never)
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
  const queued = await performActions(options.entity.actions, {
    tx: options.tx,
    entityType: options.entity.type,
    entityId: options.id,
    event: { type: options.eventType },
    next: initial as { value: unknown; context: unknown },
    firer: options.firer,
    services: undefined,
    fired,
  })
  if (queued) await options.tx.execute(queued)
  return initial as SnapshotFrom<M>
}
