// A machine as Mermaid `stateDiagram-v2` text, for auditors to keep or render elsewhere: states with their
// nesting, initial and final states, and every candidate transition as `source --> target : event [guard]`.
// A transition that stays in its state is written as a loop back to it. Descriptions go in `%%` comments,
// since Mermaid cannot put a description on a composite state. Pure: it reads the graph of machine-graph.ts.
import type { AnyStateMachine } from 'xstate'
import {
  type GraphState,
  type GraphTransition,
  type MachineGraph,
  machineGraphOf,
  stateOf,
  transitionLabel,
} from './machine-graph'

/** One line of text: Mermaid statements end at a newline, and `;` separates statements in some diagrams. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/;/g, ',').trim()

/** A state's Mermaid id: its path below the root, joined by `_` (ids must be unique across the diagram). */
export const mermaidStateId = (graph: MachineGraph, stateId: string): string => {
  const prefix = `${graph.rootId}.`
  const path = stateId.startsWith(prefix) ? stateId.slice(prefix.length) : stateId
  return path.replace(/[^A-Za-z0-9_]/g, '_')
}

/** The state a transition is written inside: the nearest state holding both ends (Mermaid's rule for nesting). */
const scopeOf = (graph: MachineGraph, transition: GraphTransition): string | null => {
  const chainOf = (id: string | null): string[] => {
    const chain: string[] = []
    for (let at = id; at !== null; at = stateOf(graph, at)?.parentId ?? null) chain.push(at)
    return chain
  }
  const sourceParent = stateOf(graph, transition.sourceId)?.parentId ?? null
  if (sourceParent === null) return null
  const scopes = [transition.sourceId, ...transition.targetIds].map(
    (id) => new Set(chainOf(stateOf(graph, id)?.parentId ?? null)),
  )
  return chainOf(sourceParent).find((candidate) => scopes.every((chain) => chain.has(candidate))) ?? graph.rootId
}

export type MermaidOptions = {
  /** Written as the diagram's accessible title. */
  readonly title?: string
  /** Written as the diagram's accessible description. */
  readonly description?: string
}

export const toMermaid = (machine: AnyStateMachine, options: MermaidOptions = {}): string => {
  const graph = machineGraphOf(machine)
  const id = (stateId: string) => mermaidStateId(graph, stateId)
  const lines: string[] = ['stateDiagram-v2']
  if (options.title) lines.push(`  accTitle: ${oneLine(options.title)}`)
  if (options.description) lines.push(`  accDescr: ${oneLine(options.description)}`)
  lines.push(`  %% Generated from the "${graph.machineId}" machine definition; every candidate transition is listed.`)

  const transitionsByScope = new Map<string | null, GraphTransition[]>()
  for (const transition of graph.transitions) {
    const scope = scopeOf(graph, transition)
    transitionsByScope.set(scope, [...(transitionsByScope.get(scope) ?? []), transition])
  }

  const transitionLine = (transition: GraphTransition, to: string) =>
    `${id(transition.sourceId)} --> ${to} : ${oneLine(transitionLabel(transition))}`

  const writeScope = (scope: GraphState, indent: string) => {
    if (scope.initialId) lines.push(`${indent}[*] --> ${id(scope.initialId)}`)
    scope.childIds.forEach((childId, index) => {
      const child = stateOf(graph, childId)
      if (!child) return
      if (scope.kind === 'parallel' && index > 0) lines.push(`${indent}--`)
      if (child.description) lines.push(`${indent}%% ${id(child.id)}: ${oneLine(child.description)}`)
      if (child.childIds.length > 0) {
        lines.push(`${indent}state ${id(child.id)} {`)
        writeScope(child, `${indent}  `)
        lines.push(`${indent}}`)
      } else {
        lines.push(
          id(child.id) === child.key ? `${indent}${child.key}` : `${indent}state "${child.key}" as ${id(child.id)}`,
        )
      }
      if (child.kind === 'final') lines.push(`${indent}${id(child.id)} --> [*]`)
    })
    for (const transition of transitionsByScope.get(scope.id) ?? []) {
      const targets = transition.targetIds.length ? transition.targetIds.map(id) : [id(transition.sourceId)]
      for (const target of targets) lines.push(`${indent}${transitionLine(transition, target)}`)
    }
  }

  const root = stateOf(graph, graph.rootId)
  if (root) writeScope(root, '  ')
  // Transitions on the machine itself apply in every state; Mermaid has no state to draw them from.
  for (const transition of transitionsByScope.get(null) ?? []) {
    const targets = transition.targetIds.length ? transition.targetIds.map(id).join(', ') : '(stays)'
    lines.push(`  %% In any state: ${oneLine(transitionLabel(transition))} --> ${targets}`)
  }
  return `${lines.join('\n')}\n`
}
