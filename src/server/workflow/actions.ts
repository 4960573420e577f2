// What the server does for each named action of a machine. Every governed entity maps every action its machine
// names to one of these kinds, so no action is left without a meaning (docs/process.md "Actions are the effects").
import type { AnyStateMachine, StateMachine } from 'xstate'
import type { Transaction } from '../db/client.ts'
import type { Firer } from './engine.ts'

/** What an in-transaction action sees: the command it belongs to, after the entity's new state is saved. */
export type ActionContext = {
  readonly tx: Transaction
  readonly entityId: string
  readonly event: { readonly type: string }
  readonly next: { readonly value: unknown; readonly context: unknown }
  readonly firer: Firer
  /** What the command was given for its effects (e.g. the blob store and renderer an SDS is issued with). */
  readonly services: unknown
}

export type ActionHandler =
  /** Work on other records, done by the engine in the command's transaction right after the entity is saved. */
  | { readonly kind: 'inTransaction'; readonly run: (context: ActionContext) => Promise<void> }
  /** Work after commit (mail, notices): an outbox row, run by the outbox worker's handler of the same name. */
  | { readonly kind: 'outbox' }
  /** The rows the event itself is about, written by the command that fires it (its `within`), e.g. the answers. */
  | { readonly kind: 'withCommand' }
  /** An `assign`: it changes the machine's context only, which the entity's save stores. */
  | { readonly kind: 'contextOnly' }

/** The names of the actions a machine declares in `setup`. */
export type ActionName<M extends AnyStateMachine> =
  M extends StateMachine<
    // biome-ignore lint/suspicious/noExplicitAny: only the action type parameter is read
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    infer A,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    any
  >
    ? A extends { type: infer T extends string }
      ? T
      : never
    : never

/** Every action of the machine, each with its handler: the compiler refuses a map that leaves one out. */
export type MachineActions<M extends AnyStateMachine> = { readonly [K in ActionName<M>]: ActionHandler }

type ActionObject = { readonly type: string; readonly params?: unknown }

/** The action's handler; an action missing from the map is a fault in the server, not a silent outbox row. */
export const handlerOf = (
  actions: Readonly<Record<string, ActionHandler>>,
  entityType: string,
  action: ActionObject,
) => {
  const handler = actions[action.type]
  if (!handler) throw new Error(`The ${entityType} action "${action.type}" has no handler`)
  return handler
}

/** xstate's own actions (assign, raise...) run inside the machine; only named actions reach the host. */
export const namedActions = (actions: readonly ActionObject[]) =>
  actions.filter((action) => !action.type.startsWith('xstate.'))
