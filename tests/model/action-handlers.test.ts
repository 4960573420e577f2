// Every named action of every machine the server governs means something on the server: a handler run in the
// command's transaction, outbox work with a worker handler of the same name, the command's own writes, or a
// context change. An action left out fails here (and the engine refuses it at run time).
import { describe, expect, it } from 'vitest'
import { MACHINES } from '#machines/index'
import { GOVERNED_ENTITIES } from '../../src/server/governed-entities.ts'
import { outboxHandlers } from '../../src/server/outbox-handlers.ts'
import { handlerOf } from '../../src/server/workflow/actions.ts'
import { WEBHOOKS_PUBLISH } from '../../src/server/workflow/webhook-publishing.ts'

// The browser runs these machines and provides their actions in the views; the server governs no entity with them.
const BROWSER_RUN = ['questionnaire', 'session']

type Implementation = { type?: string }

const actionsOf = (machine: (typeof MACHINES)[number]['machine']) =>
  Object.entries(machine.implementations.actions as Record<string, Implementation>)

// The worker's handlers are only looked up by name here; none is run.
const workerHandlers = outboxHandlers({} as Parameters<typeof outboxHandlers>[0])

describe('machine actions on the server', () => {
  it('governs every machine the browser does not run', () => {
    const governed = GOVERNED_ENTITIES.map((entity) => entity.machine.id).sort()
    expect(governed).toEqual(
      MACHINES.map((entry) => entry.id)
        .filter((id) => !BROWSER_RUN.includes(id))
        .sort(),
    )
  })

  for (const entity of GOVERNED_ENTITIES)
    describe(entity.machine.id, () => {
      const handlers = entity.actions as Readonly<Record<string, { kind: string }>>

      it('has a handler for every action the machine names, and none for an action it does not', () => {
        expect(Object.keys(handlers).sort()).toEqual(
          actionsOf(entity.machine)
            .map(([name]) => name)
            .sort(),
        )
      })

      it('declares exactly its assign actions as changing the context only', () => {
        for (const [name, implementation] of actionsOf(entity.machine))
          expect([name, handlers[name]?.kind === 'contextOnly']).toEqual([
            name,
            implementation.type === 'xstate.assign',
          ])
      })

      it('has an outbox worker handler for every action that runs after commit', () => {
        for (const [name, handler] of Object.entries(handlers))
          if (handler.kind === 'outbox') expect([name, typeof workerHandlers[name]]).toEqual([name, 'function'])
      })
    })

  it("has a worker handler for the engine's own outbox rows: the webhook events of a transition", () => {
    expect(typeof workerHandlers[WEBHOOKS_PUBLISH]).toBe('function')
  })

  it('refuses an action that has no handler instead of queueing it', () => {
    expect(() => handlerOf({}, 'engagement', { type: 'sendPostcard' })).toThrow(
      'The engagement action "sendPostcard" has no handler',
    )
  })
})
