// Data every installation needs, demo or not: the role catalogue, the titles and the first terms.
import { sql } from 'drizzle-orm'
import { QUESTION_SETS } from '#domain/question-sets/index'
import { ROLES } from '#domain/roles'
import type { Queryable } from '../db/client.ts'
import { permissionRoles, questionSets, reassessmentFrequencies, terms, titles } from '../db/schema.ts'
import { TERMS_V1 } from './terms-v1.ts'

/** Forms of address, in the order the title select lists them; ids never change once released. */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof'] as const

/** How often a full assessment is reconsidered; ids never change once released. */
export const REASSESSMENT_FREQUENCIES = [
  { id: '5f0c2a64-3d1e-4d6b-9a35-0d3f3c8e2a01', name: 'Every 3 months', months: 3 },
  { id: '5f0c2a64-3d1e-4d6b-9a35-0d3f3c8e2a02', name: 'Every 6 months', months: 6 },
  { id: '5f0c2a64-3d1e-4d6b-9a35-0d3f3c8e2a03', name: 'Every 12 months', months: 12 },
] as const

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
  await db
    .insert(reassessmentFrequencies)
    .values([...REASSESSMENT_FREQUENCIES])
    .onConflictDoUpdate({
      target: reassessmentFrequencies.id,
      set: { name: sql`excluded.name`, months: sql`excluded.months` },
    })
  // A released question set never changes: a new version is a new row, so existing ones are left alone.
  await db
    .insert(questionSets)
    .values(
      QUESTION_SETS.map((set) => ({
        id: set.id,
        typeCode: set.type_code,
        version: set.version,
        title: set.title,
        content: set,
      })),
    )
    .onConflictDoNothing()
}
