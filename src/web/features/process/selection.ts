// What is selected on a machine's diagram: a state or a transition, by its id in the machine graph.
export type DiagramSelection = { readonly kind: 'state' | 'transition'; readonly id: string }

export const sameSelection = (a: DiagramSelection | null, b: DiagramSelection | null): boolean =>
  a !== null && b !== null && a.kind === b.kind && a.id === b.id
