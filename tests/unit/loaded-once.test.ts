// Code a view needs after its first paint (a form beside its data) loads once however many times it is asked for,
// and a failed load is tried again on the next ask instead of failing for good.
import { describe, expect, it } from 'vitest'
import { loadedOnce } from '../../src/web/ui/lazy'

describe('loadedOnce', () => {
  it('loads the module once for every preload', async () => {
    let loads = 0
    const form = loadedOnce(async () => {
      loads += 1
      return { OwnDetailsForm: 'form' }
    })
    const [first, second] = await Promise.all([form.preload(), form.preload()])
    expect(first).toEqual({ OwnDetailsForm: 'form' })
    expect(second).toBe(first)
    await form.preload()
    expect(loads).toBe(1)
  })

  it('tries again after a failed load', async () => {
    let loads = 0
    const form = loadedOnce(async () => {
      loads += 1
      if (loads === 1) throw new Error('chunk failed to load')
      return { OwnDetailsForm: 'form' }
    })
    await expect(form.preload()).rejects.toThrow('chunk failed to load')
    await expect(form.preload()).resolves.toEqual({ OwnDetailsForm: 'form' })
    expect(loads).toBe(2)
  })
})
