// How much scale data to make: SCALE=full (PostgreSQL, the figures), pglite (50,000 engagements, what
// one embedded connection is measured on) or small (a quick run of the same code).
export type ScaleSize = {
  readonly name: 'full' | 'pglite' | 'small'
  readonly organisations: number
  readonly contractors: number
  readonly engagements: number
}

export const SCALE_SIZES: Record<ScaleSize['name'], ScaleSize> = {
  full: { name: 'full', organisations: 2_000, contractors: 100_000, engagements: 1_000_000 },
  pglite: { name: 'pglite', organisations: 2_000, contractors: 10_000, engagements: 50_000 },
  small: { name: 'small', organisations: 100, contractors: 2_000, engagements: 10_000 },
}

/** The size named by SCALE (default small), and ENGAGEMENTS to override its engagement count. */
export const scaleSizeFromEnv = (env = process.env): ScaleSize => {
  const name = (env.SCALE ?? 'small') as ScaleSize['name']
  const size = SCALE_SIZES[name]
  if (!size) throw new Error(`SCALE must be one of ${Object.keys(SCALE_SIZES).join(', ')}, not "${env.SCALE}".`)
  const engagements = env.ENGAGEMENTS ? Number(env.ENGAGEMENTS) : size.engagements
  return { ...size, engagements }
}
