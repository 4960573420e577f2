// A machine's definition as JSON to download: the registry entry (title, description, what it governs) and
// the state tree in XState's own config shape, with guards and actions by name and every `meta`. XState's
// `toJSON()` leaves out eventless transitions and combined guards, so the tree is written here. Pure.
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate'
import type { RegisteredMachine } from '#machines/index'
import { actionName, guardName } from './machine-graph'

export type TransitionJson = {
  readonly target?: readonly string[]
  readonly guard?: string
  readonly actions: readonly string[]
  readonly reenter: boolean
  readonly meta?: unknown
}

export type StateJson = {
  readonly id: string
  readonly key: string
  readonly type: string
  readonly initial?: string
  readonly meta?: unknown
  readonly on: Record<string, readonly TransitionJson[]>
  readonly always?: readonly TransitionJson[]
  readonly states: Record<string, StateJson>
}

export type MachineJson = {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly governs: string
  readonly definition: StateJson
}

const transitionJson = (definition: AnyTransitionDefinition): TransitionJson => ({
  // `#id` targets, as XState writes a target outside the source's parent.
  ...(definition.target?.length ? { target: definition.target.map((node: AnyStateNode) => `#${node.id}`) } : {}),
  ...(definition.guard ? { guard: guardName(definition.guard) } : {}),
  actions: (definition.actions ?? []).map(actionName),
  reenter: definition.reenter === true,
  ...(definition.meta !== undefined ? { meta: definition.meta } : {}),
})

export const stateJson = (node: AnyStateNode): StateJson => {
  const initial = node.type === 'compound' ? (node.initial?.target?.[0] as AnyStateNode | undefined) : undefined
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    ...(initial ? { initial: initial.key } : {}),
    ...(node.meta !== undefined ? { meta: node.meta } : {}),
    on: Object.fromEntries(
      [...node.transitions.entries()].map(([eventType, candidates]) => [eventType, candidates.map(transitionJson)]),
    ),
    ...(node.always?.length ? { always: node.always.map(transitionJson) } : {}),
    states: Object.fromEntries(
      Object.entries(node.states).map(([key, child]) => [key, stateJson(child as AnyStateNode)]),
    ),
  }
}

export const machineJson = (entry: RegisteredMachine): MachineJson => ({
  id: entry.id,
  title: entry.title,
  description: entry.description,
  governs: entry.governs,
  definition: stateJson(entry.machine.root),
})
