// The logger writes no value a failed statement was given: real PGlite errors, wrapped by Drizzle as the server
// meets them, logged the ways the server logs them, and every line read back.
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../src/server/logger.ts'

const SECRET_EMAIL = 'private.person@example.co.uk'
const SECRET_SEARCH = 'Confidential search term'

let client: PGlite
let db: ReturnType<typeof drizzle>

beforeAll(async () => {
  client = new PGlite()
  db = drizzle(client)
  await db.execute(sql`create table people (id uuid primary key, email text unique not null)`)
  await db.execute(sql`insert into people values ('4b0c8c3e-4a43-4e6a-9c55-0e1f5f0a7b11', ${SECRET_EMAIL})`)
}, 60_000) // PGlite's initdb, on a busy machine
afterAll(() => client?.close())

const failureOf = async (statement: Promise<unknown>) => {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Error)
  return error as Error
}

const logged = (write: (logger: ReturnType<typeof createLogger>) => void) => {
  const lines: string[] = []
  write(createLogger('info', { write: (line: string) => void lines.push(line) }))
  expect(lines.length).toBeGreaterThan(0)
  return lines.join('')
}

describe('the logger and database errors', () => {
  it('writes a unique violation without the e-mail PostgreSQL echoes in its detail or the parameters', async () => {
    const error = await failureOf(
      db.execute(sql`insert into people values ('9d1f0b7e-5c2a-4f7e-8a3b-2c4d6e8f0a1b', ${SECRET_EMAIL})`),
    )
    // What the driver hands over does carry it: this is what the logger must leave out.
    expect((error as Error & { params?: unknown }).params).toEqual([SECRET_EMAIL])
    expect((error.cause as { detail?: string }).detail).toContain(SECRET_EMAIL)
    const output = logged((logger) => logger.error({ err: error, path: '/api/x' }, 'unhandled error'))
    expect(output).not.toContain(SECRET_EMAIL)
    const line = JSON.parse(output) as { err: { message: string; stack: string } }
    // What a maintainer needs stays: the statement, the database's own message and where it was thrown.
    expect(line.err.message).toContain('insert into people values')
    expect(line.err.message).toContain('duplicate key value violates unique constraint "people_email_key"')
    expect(line.err.stack).toMatch(/\n\s+at /)
  })

  it('writes a rejected value neither from the message nor from the parameters, however the error is logged', async () => {
    const uuidError = await failureOf(db.execute(sql`select * from people where id = ${SECRET_SEARCH}`))
    const nulError = await failureOf(
      db.execute(sql`select * from people where email like ${`%${SECRET_SEARCH}\u0000%`}`),
    )
    for (const error of [uuidError, nulError]) {
      const output = logged((logger) => {
        logger.error({ err: error }, 'unhandled error')
        logger.warn({ error }, 'as error')
        logger.error(error)
        logger.child({ correlationId: 'c' }).error({ err: new Error('outer', { cause: error }) }, 'wrapped')
      })
      expect(output).not.toContain(SECRET_SEARCH)
      expect(output).not.toContain('params')
      expect(output).toContain('select * from people')
    }
  })
})
