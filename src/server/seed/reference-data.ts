// Data every installation needs, demo or not: the role catalogue, the titles and the first terms.

import { sql } from 'drizzle-orm'
import { QUESTION_SETS } from '#domain/question-sets/index'
import { ROLES } from '#domain/roles'
import { BUSINESS_SIZES } from '#domain/working-practices'
import type { Queryable } from '../db/client.ts'
import {
  businessSizes,
  industries,
  occupations,
  permissionRoles,
  questionSets,
  reassessmentFrequencies,
  terms,
  titles,
  turnovers,
} from '../db/schema.ts'
import { TERMS_V1 } from './terms-v1.ts'

/** Forms of address, in the order the title select lists them; ids never change once released. */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof'] as const

/** How often a full assessment is reconsidered; ids never change once released. */
export const REASSESSMENT_FREQUENCIES = [
  { id: '5f0c2a64-3d1e-4d6b-9a35-0d3f3c8e2a01', name: 'Every 3 months', months: 3 },
  { id: '5f0c2a64-3d1e-4d6b-9a35-0d3f3c8e2a02', name: 'Every 6 months', months: 6 },
  { id: '5f0c2a64-3d1e-4d6b-9a35-0d3f3c8e2a03', name: 'Every 12 months', months: 12 },
] as const

/** Annual turnover bands of the onboarding form, smallest first (the VAT threshold is £90,000); ids never change. */
export const TURNOVERS = [
  'Less than £50,000',
  '£50,000 to £89,999',
  '£90,000 to £149,999',
  '£150,000 to £249,999',
  '£250,000 or more',
] as const

/**
 * Sectors and their occupations (the onboarding form's Sector and Business activity). Ids are position-based
 * (sector n, occupation n*100+m): add to the end of a list, never reorder.
 */
export const INDUSTRIES = [
  {
    name: 'IT and digital',
    occupations: [
      'Software developer',
      'Data engineer or analyst',
      'DevOps or cloud engineer',
      'IT project or programme manager',
      'Business analyst',
      'Cyber security specialist',
      'User experience or interface designer',
      'IT support or infrastructure',
    ],
  },
  {
    name: 'Engineering',
    occupations: ['Civil engineer', 'Mechanical engineer', 'Electrical engineer', 'Process or chemical engineer'],
  },
  {
    name: 'Construction and property',
    occupations: ['Project manager', 'Quantity surveyor', 'Site manager', 'Architect', 'Building surveyor'],
  },
  {
    name: 'Finance and accounting',
    occupations: ['Accountant', 'Finance manager', 'Auditor', 'Tax adviser', 'Risk or compliance specialist'],
  },
  {
    name: 'Energy and utilities',
    occupations: ['Energy engineer', 'Health and safety adviser', 'Asset manager', 'Commissioning engineer'],
  },
  {
    name: 'Health and social care',
    occupations: ['Doctor', 'Nurse', 'Allied health professional', 'Care manager'],
  },
  {
    name: 'Management consultancy',
    occupations: ['Management consultant', 'Change manager', 'Interim manager', 'Procurement specialist'],
  },
  {
    name: 'Marketing, media and creative',
    occupations: ['Marketing consultant', 'Copywriter or editor', 'Graphic designer', 'Video or photography'],
  },
  {
    name: 'Legal',
    occupations: ['Solicitor', 'Paralegal', 'Contracts manager'],
  },
  {
    name: 'Education and training',
    occupations: ['Trainer or coach', 'Teacher or lecturer', 'Learning designer'],
  },
] as const

export const industryId = (index: number) => index + 1
export const occupationId = (industryIndex: number, occupationIndex: number) =>
  industryId(industryIndex) * 100 + occupationIndex + 1

const ensureBusinessLookups = async (db: Queryable) => {
  await db
    .insert(turnovers)
    .values(TURNOVERS.map((name, index) => ({ id: index + 1, name })))
    .onConflictDoUpdate({ target: turnovers.id, set: { name: sql`excluded.name` } })
  await db
    .insert(industries)
    .values(INDUSTRIES.map((industry, index) => ({ id: industryId(index), name: industry.name })))
    .onConflictDoUpdate({ target: industries.id, set: { name: sql`excluded.name` } })
  await db
    .insert(occupations)
    .values(
      INDUSTRIES.flatMap((industry, i) =>
        industry.occupations.map((name, j) => ({ id: occupationId(i, j), industryId: industryId(i), name })),
      ),
    )
    .onConflictDoUpdate({ target: occupations.id, set: { name: sql`excluded.name` } })
}

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
  await ensureBusinessLookups(db)
  await db
    .insert(businessSizes)
    .values([...BUSINESS_SIZES])
    .onConflictDoUpdate({ target: businessSizes.id, set: { name: sql`excluded.name` } })
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
