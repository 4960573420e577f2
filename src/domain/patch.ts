// Updates travel as lists of `{ op: "replace", path, value }` (rule api.wire).
import * as Schema from 'effect/Schema'

export const ReplaceOperation = <const P extends string, V extends Schema.Top>(path: P, value: V) =>
  Schema.Struct({ op: Schema.Literal('replace'), path: Schema.Literal(path), value })

export const PatchList = <const M extends ReadonlyArray<Schema.Top>>(operations: M) =>
  Schema.Array(Schema.Union(operations)).pipe(
    Schema.check(Schema.isMinLength(1, { message: 'Send at least one replace operation.' })),
  )

/** A patch that only archives or unarchives (replace /archived). */
export const ArchivedPatch = PatchList([ReplaceOperation('/archived', Schema.Boolean)])
export type ArchivedPatch = typeof ArchivedPatch.Type

/** The last value given for each path: a patch list becomes one object of changes. */
export const changesOf = <T extends { path: string; value: unknown }>(operations: readonly T[]) =>
  Object.fromEntries(operations.map((operation) => [operation.path.slice(1), operation.value])) as Record<
    string,
    unknown
  >
