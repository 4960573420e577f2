// Polling rounds (outbox, mail, scheduler): a round asked for while one is in flight must still look again once
// that round is done, or rows committed during it would wait for the next tick.
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { startPolling } from '../../src/server/workflow/background.ts'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('startPolling', () => {
  it('runs a round of its own after the round in flight, never two at once', async () => {
    const firstRound = deferred()
    let rounds = 0
    let inFlight = 0
    let mostAtOnce = 0
    const poller = startPolling({
      name: 'test',
      intervalMs: 60_000,
      logger: pino({ level: 'silent' }),
      work: async () => {
        inFlight += 1
        mostAtOnce = Math.max(mostAtOnce, inFlight)
        rounds += 1
        if (rounds === 1) await firstRound.promise
        inFlight -= 1
        return rounds
      },
    })
    const first = poller.run()
    const second = poller.run()
    firstRound.resolve()
    expect(await first).toBe(1)
    expect(await second).toBe(2)
    expect(mostAtOnce).toBe(1)
    poller.stop()
  })

  it('still runs the asked-for round when the round in flight failed', async () => {
    let rounds = 0
    const poller = startPolling({
      name: 'test',
      intervalMs: 60_000,
      logger: pino({ level: 'silent' }),
      work: async () => {
        rounds += 1
        if (rounds === 1) throw new Error('database went away')
        return rounds
      },
    })
    const first = poller.run()
    const second = poller.run()
    await expect(first).rejects.toThrow('database went away')
    expect(await second).toBe(2)
    poller.stop()
  })
})
