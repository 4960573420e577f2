// PostgreSQL's COPY text format: one line per row, tab between columns, \N for null, backslash escapes.
export type CopyValue = string | number | boolean | null | undefined | object

const escapeText = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))

const field = (value: CopyValue): string => {
  if (value === null || value === undefined) return '\\N'
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return escapeText(value)
  if (value instanceof Date) return value.toISOString()
  return escapeText(JSON.stringify(value))
}

export const copyLine = (values: readonly CopyValue[]) => `${values.map(field).join('\t')}\n`

/** A jsonb column's value: a machine state may be a bare string, which COPY would otherwise write unquoted. */
export const jsonb = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))
