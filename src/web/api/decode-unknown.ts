// Effect Schema's decoder alone, for decoded.ts to import when a request needs it: a dynamic import of
// 'effect/Schema' itself would keep every export of the module in the build.
export { decodeUnknownSync } from 'effect/Schema'
