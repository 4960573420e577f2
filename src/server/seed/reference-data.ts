// Data every installation needs, demo or not: the role catalogue, the titles and the first terms.
import { sql } from 'drizzle-orm'
import { ROLES } from '#domain/roles'
import type { Queryable } from '../db/client.ts'
import { permissionRoles, terms, titles } from '../db/schema.ts'
import { TERMS_V1 } from './terms-v1.ts'

/** Forms of address, in the order the title select lists them; ids never change once released. */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof'] as const

export const ensureReferenceData = async (db: Queryable) => {
  await db
    .insert(permissionRoles)
    .values(
      ROLES.map((role) => ({ code: role.code, name: role.name, isProviderOnly: role.providerOnly, kind: role.kind })),
    )
    .onConflictDoUpdate({
      target: permissionRoles.code,
      set: { name: sql`excluded.name`, isProviderOnly: sql`excluded.is_provider_only`, kind: sql`excluded.kind` },
    })
  await db
    .insert(titles)
    .values(TITLES.map((name, index) => ({ id: index + 1, name })))
    .onConflictDoUpdate({ target: titles.id, set: { name: sql`excluded.name` } })
  const existing = await db.select({ id: terms.id }).from(terms).limit(1)
  if (existing.length === 0) await db.insert(terms).values({ version: '1.0', content: TERMS_V1 })
}
