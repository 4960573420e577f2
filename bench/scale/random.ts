// Seeded randomness, so the same SCALE always makes the same rows (ids included) and runs compare.

/** mulberry32: small, fast and good enough to spread rows; not for anything secret. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const hex = (digits: number) => {
    let out = ''
    while (out.length < digits)
      out += Math.floor(next() * 0x100000000)
        .toString(16)
        .padStart(8, '0')
    return out.slice(0, digits)
  }
  return {
    next,
    /** An integer in [0, n). */
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    /** A version-4 shaped UUID drawn from the seed. */
    uuid: () => {
      const h = hex(32)
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Number.parseInt(h[16]!, 16) & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`
    },
  }
}

export type Random = ReturnType<typeof seededRandom>
