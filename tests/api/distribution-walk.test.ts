// The distribution and dispute machines walked through the real server: a subset of the generated paths that
// together takes every transition the server can make, each step driven the way it happens (the client's calls,
// the party acting as itself: the contractor with their account, a supply-chain party through its mailed link; the
// mail transport for delivery; the server's clock for the dispute's deadlines), then checked against the audit
// trail and what the API shows. In each state reached, one event the machine does not enable there is refused with
// 409, and each event a person fires is refused once to a role its transition does not name (403); neither changes
// anything.
//
// Delivery is what the mail transport accepting the mail proves, so the server sends through an SMTP server of the
// test's own that turns the walked parties' mail away for now (451) until a step lets it through: a party stays Sent
// for as long as a path needs, instead of for as long as the background delivery takes to come round.
import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createActor, type EventFromLogic, getInitialSnapshot, type SnapshotFrom } from 'xstate'
import { disputeMachine } from '../../machines/dispute.machine.ts'
import { type DistributionParty, distributionMachine } from '../../machines/distribution.machine.ts'
import { disputeStatus, distributionStatus } from '../../machines/state-map.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { ACKNOWLEDGED_STATUS_ID } from '../../src/domain/sds-distribution.ts'
import { distributionReceipts, distributions, mailOutbox } from '../../src/server/db/schema.ts'
import { disputeWalk } from '../model/dispute.walk.ts'
import { distributionWalk } from '../model/distribution.walk.ts'
import { walk } from '../model/transition-coverage.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { acmeContractorOf } from '../support/demo-records.ts'
import { minimalPdf } from '../support/document-samples.ts'
import { coveringPaths, keysAlong } from '../walks/covering-paths.ts'
import { auditTrailOf, verifyThroughServer } from '../walks/verified-transitions.ts'

type DistributionEvent = EventFromLogic<typeof distributionMachine>
type DistributionSnapshot = SnapshotFrom<typeof distributionMachine>
type DisputeEvent = EventFromLogic<typeof disputeMachine>
type DisputeSnapshot = SnapshotFrom<typeof disputeMachine>

/** An SMTP server that accepts every mail but those to the addresses it holds, which it turns away for now (451). */
const startMailGate = async () => {
  const held = new Set<string>()
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!held.has(address.address.toLowerCase())) callback()
      else callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
    },
    onData(stream, _session, callback) {
      stream.on('end', () => callback())
      stream.resume()
    },
  })
  smtp.on('error', () => {})
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    hold: (email: string) => held.add(email.toLowerCase()),
    release: (email: string) => held.delete(email.toLowerCase()),
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

let gate: Awaited<ReturnType<typeof startMailGate>>
// Registered before the server's hooks: the gate opens before the server starts and closes after it stops.
beforeAll(async () => {
  gate = await startMailGate()
})
afterAll(() => gate?.stop())
const api = apiFixture({
  accounts: ['partner', 'partner.readonly', 'contractor.type1'],
  env: () => ({ SMTP_URL: gate.url }),
})
const { call, as, actor, db } = api
let full: QuestionSetDefinition
let acmeId = ''
let taraContractorId = ''
const CONTRACTOR_EMAIL = 'contractor.type1@demo.ir35.test'
let made = 0

beforeAll(async () => {
  full = await api.fullSet()
  const acme = await acmeContractorOf(db(), actor('contractor.type1'))
  acmeId = acme.acmeId
  taraContractorId = acme.contractorId
}, 60_000)

// ---- The calls a person (or the mail transport) makes ----

const blockPath = (engagementId: string) => `/api/assessments/engagements/${engagementId}/distributions`
const disputesPath = (engagementId: string) => `/api/assessments/engagements/${engagementId}/disputes`
const linkPath = (token: string) => `/api/assessments/sds-links/${encodeURIComponent(token)}`
const engagementOf = async (engagementId: string) =>
  (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json

/** The client submits the current assessment's answers: the SDS is then ready to send (no reviewers). */
const submitAnswers = async (engagementId: string) => {
  const engagement = await engagementOf(engagementId)
  const submitted = await call(`/api/assessments/assessments/${engagement.assessments[0].id}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('INSIDE')),
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  expect((await engagementOf(engagementId)).status).toBe('Awaiting Distribution')
}

/** A new engagement of Tara Bennett's contractor record at Acme, answered and awaiting distribution. */
const readyToSend = async () => {
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: taraContractorId,
      organisation_id: acmeId,
      question_set_id: full.id,
      name: `Distribution walk ${++made}`,
      end_client_id: acmeId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 600,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  await submitAnswers(created.json.id)
  return created.json.id as string
}

type Party = { readonly id: string; readonly email: string; readonly kind: DistributionParty }

const block = async (engagementId: string) => (await call(blockPath(engagementId), { token: as('partner') })).json
const sendAll = (engagementId: string, account = 'partner') =>
  call(`${blockPath(engagementId)}/send`, { method: 'POST', token: as(account) })

/** The link in the newest mail to a supply-chain party (the outbox writes it once the sending has committed). */
const linkOf = async (party: Party) => {
  await api.server.outbox.drain()
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, party.email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  const url = mail?.text.match(/https?:\/\/\S+\/sds\?token=\S+/)?.[0]
  if (!url) throw new Error(`No SDS link mailed to ${party.email}`)
  return decodeURIComponent(new URL(url).searchParams.get('token')!)
}

const acknowledgement = (name: string) => [
  { op: 'replace', path: '/status_id', value: ACKNOWLEDGED_STATUS_ID },
  { op: 'replace', path: '/name', value: name },
]

/** The party acknowledges its own copy: the contractor with their account, a supply-chain party through its link. */
const acknowledge = async (engagementId: string, party: Party, name: string) =>
  party.kind === 'Contractor'
    ? call(`/api/assessments/distributions/${engagementId}/${party.id}`, {
        method: 'PATCH',
        token: as('contractor.type1'),
        body: acknowledgement(name),
      })
    : call(`${linkPath(await linkOf(party))}/distribution`, { method: 'PATCH', body: acknowledgement(name) })

/** The party disputes its own copy, with text. */
const raiseDispute = async (engagementId: string, party: Party, details: string) => {
  const body = { organisation_id: acmeId, distribution_id: party.id, details }
  return party.kind === 'Contractor'
    ? call(disputesPath(engagementId), { method: 'POST', token: as('contractor.type1'), body })
    : call(`${linkPath(await linkOf(party))}/disputes`, { method: 'POST', body })
}

/** The end client answers a dispute: upheld with reasons, or the SDS withdrawn for a new one. */
const respond = (
  engagementId: string,
  disputeId: string,
  resolution: 'upheld' | 'withdrawn',
  details = 'The client controls how, when and where the work is done',
  account = 'partner',
) =>
  call(`${disputesPath(engagementId)}/${disputeId}`, {
    method: 'PATCH',
    token: as(account),
    body: [
      { op: 'replace', path: '/status_id', value: 2 },
      { op: 'replace', path: '/resolution', value: resolution },
      ...(details ? [{ op: 'replace', path: '/details', value: details }] : []),
      ...(resolution === 'withdrawn' ? [{ op: 'replace', path: '/new_sds_from', value: '2027-03-01' }] : []),
    ],
  })

/** The mail transport accepts what waits for the party's address: the outbox's mail, then its delivery. */
const deliverTo = async (party: Party) => {
  gate.release(party.email)
  try {
    await api.server.outbox.drain()
    // A round takes the oldest mail first: other mail turned away may be ahead of the party's.
    for (let round = 0; round < 10; round++) {
      await api.server.mail.drain()
      const receipts = await db()
        .select()
        .from(distributionReceipts)
        .where(eq(distributionReceipts.distributionId, party.id))
      if (receipts.every((receipt) => receipt.deliveredAt !== null)) break
    }
  } finally {
    gate.hold(party.email)
  }
  return { status: 200 }
}

/** What a refused call must leave as it was: the party's stored state and its trail. */
const footprint = async (type: 'distribution' | 'dispute', id: string) => ({
  row:
    type === 'distribution'
      ? ((await db().select().from(distributions).where(eq(distributions.id, id)))[0]?.state ?? null)
      : null,
  trail: (await auditTrailOf(db(), type, id)).map((event) => `${event.eventType} ${JSON.stringify(event.toState)}`),
})

const expectRefused = async (
  type: 'distribution' | 'dispute',
  id: string,
  statuses: readonly number[],
  request: () => Promise<{ status: number; json?: unknown }>,
  what: string,
) => {
  const before = await footprint(type, id)
  const answer = await request()
  expect(statuses, `${what}: ${answer.status} ${JSON.stringify(answer.json)}`).toContain(answer.status)
  expect(await footprint(type, id), `${what} changed nothing`).toEqual(before)
}

// ---- Which generated paths the server can follow ----

/**
 * The server's own couplings, which the pure machine does not know: an SDS is withdrawn only in answer to a dispute,
 * and the party's own open dispute is answered first (so sds.withdraw never meets an open dispute); a new SDS goes
 * to a party that acknowledged only once the engagement completed and was reopened, when no dispute is open.
 */
const serverCanFollow = (snapshot: DistributionSnapshot, event: DistributionEvent) => {
  if (event.type === 'sds.withdraw' || event.type === 'sds.reissue') return !snapshot.context.disputeOpen
  return true
}

const initialDistribution = (party: DistributionParty) => {
  const actor = createActor(distributionMachine, { input: { party } })
  return actor.getSnapshot()
}

// ---- The distribution machine ----

describe('the distribution machine walked through the API', () => {
  const { paths } = walk(distributionMachine, distributionWalk)
  const candidates = paths.flatMap((path) => {
    const along = keysAlong(distributionMachine, initialDistribution(path.input!.party), path.events, serverCanFollow)
    return along.followed === path.events.length ? [{ path, keys: along.keys, steps: path.events.length }] : []
  })
  const chosen = coveringPaths(candidates).chosen.map(({ path }) => path)
  const refusedIn = new Set<string>()
  const forbidden = new Set<string>()

  it('has paths to walk', () => expect(chosen.length).toBeGreaterThan(3))

  chosen.forEach((path) => {
    it(path.description, async () => {
      const engagementId = await readyToSend()
      const kind = path.input!.party
      const suffix = `${made}.${Date.now()}`
      const walkedEmail = kind === 'Contractor' ? CONTRACTOR_EMAIL : `party.${suffix}@example.test`
      // Another supply-chain party, whose dispute the client answers by withdrawing the SDS the walked party holds.
      const helperEmail = `helper.${suffix}@example.test`
      // The walked party's mail waits until a step lets it through (and goes once the path is done).
      gate.hold(walkedEmail)
      onTestFinished(() => {
        gate.release(walkedEmail)
      })
      if (kind === 'Supply Chain')
        await call(blockPath(engagementId), { method: 'POST', token: as('partner'), body: { email: walkedEmail } })
      const listed = (
        await call(blockPath(engagementId), { method: 'POST', token: as('partner'), body: { email: helperEmail } })
      ).json.items as { id: string; email: string; party: DistributionParty }[]
      const parties = listed.map((item) => ({ id: item.id, email: item.email, kind: item.party }))
      const walked = parties.find((party) => party.email === walkedEmail)!
      const helper = parties.find((party) => party.email === helperEmail)!
      const others = parties.filter((party) => party !== walked)
      let disputeId = ''
      let helperDisputeId = ''

      const shows = async (next: DistributionSnapshot) => {
        const item = (await block(engagementId)).items.find((row: { id: string }) => row.id === walked.id)
        const status = distributionStatus.of(next.value)
        // A party removed before anything was sent to it leaves nothing to show.
        if (!item) return expect(status).toBe('REMOVED')
        expect(item.status.code).toBe(status)
        expect(item.can.resend, 'can resend').toBe(next.can({ type: 'distribution.resend' }))
        expect(item.can.remove, 'can remove').toBe(next.can({ type: 'distribution.remove' }))
      }

      /** The request an event of the walked party maps to: by whoever fires it, or by the account given. */
      const request = (event: DistributionEvent, account?: string) => {
        switch (event.type) {
          case 'distribution.send':
          case 'sds.reissue':
            return sendAll(engagementId, account ?? 'partner')
          case 'distribution.resend':
            return call(`${blockPath(engagementId)}/${walked.id}/resend`, {
              method: 'POST',
              token: as(account ?? 'partner'),
            })
          case 'distribution.remove':
            return call(`${blockPath(engagementId)}/${walked.id}`, {
              method: 'DELETE',
              token: as(account ?? 'partner'),
            })
          case 'distribution.acknowledge':
            return account === undefined
              ? acknowledge(engagementId, walked, event.name)
              : call(`/api/assessments/distributions/${engagementId}/${walked.id}`, {
                  method: 'PATCH',
                  token: as(account),
                  body: acknowledgement(event.name),
                })
          case 'distribution.dispute':
            return account === undefined
              ? raiseDispute(engagementId, walked, event.details)
              : call(disputesPath(engagementId), {
                  method: 'POST',
                  token: as(account),
                  body: { organisation_id: acmeId, distribution_id: walked.id, details: event.details },
                })
          case 'distribution.delivered':
            return deliverTo(walked)
          case 'dispute.resolved':
            return respond(engagementId, disputeId, 'upheld', undefined, account)
          case 'sds.withdraw':
            return respond(engagementId, helperDisputeId, 'withdrawn', undefined, account)
        }
      }

      /** Whatever else must have happened first: another party's dispute, everyone's acknowledgement, the new answers. */
      const prepare = async (snapshot: DistributionSnapshot, event: DistributionEvent) => {
        if (event.type === 'sds.withdraw') {
          const raised = await raiseDispute(engagementId, helper, 'We pay the fees and disagree')
          expect(raised.status, JSON.stringify(raised.json)).toBe(201)
          helperDisputeId = raised.json.id
        }
        if (event.type === 'sds.reissue') {
          if (snapshot.value === 'acknowledged') {
            for (const other of others) {
              const answer = await acknowledge(engagementId, other, 'Someone Else')
              expect(answer.status, JSON.stringify(answer.json)).toBe(200)
            }
            expect((await engagementOf(engagementId)).status).toBe('Complete')
            const reopened = await call(`/api/assessments/engagements/${engagementId}/reopen`, {
              method: 'POST',
              token: as('partner'),
            })
            expect(reopened.status, JSON.stringify(reopened.json)).toBe(200)
          }
          await submitAnswers(engagementId)
        }
      }

      // Who may not fire it: the read-only partner for the client's commands, the client for the party's own.
      const WRONG_ROLE: Partial<Record<DistributionEvent['type'], string>> = {
        'distribution.send': 'partner.readonly',
        'sds.reissue': 'partner.readonly',
        'distribution.resend': 'partner.readonly',
        'distribution.remove': 'partner.readonly',
        'sds.withdraw': 'partner.readonly',
        'dispute.resolved': 'contractor.type1',
        'distribution.acknowledge': 'partner',
        'distribution.dispute': 'partner',
      }

      /** Once per state in the walk: an event the machine does not enable here is refused, changing nothing. */
      const refuseOnceIn = async (snapshot: DistributionSnapshot) => {
        const state = String(snapshot.value)
        if (refusedIn.has(state)) return
        const disabled: Record<string, DistributionEvent> = {
          pending: { type: 'distribution.resend' },
          sent: { type: 'distribution.send' },
          delivered: { type: 'distribution.send' },
          acknowledged: { type: 'distribution.acknowledge', name: 'Jo Bloggs' },
          withdrawn: { type: 'distribution.acknowledge', name: 'Jo Bloggs' },
          removed: { type: 'distribution.resend' },
        }
        const event = disabled[state]!
        expect(snapshot.can(event), `${event.type} is not enabled in ${state}`).toBe(false)
        await expectRefused('distribution', walked.id, [409], () => request(event), `${event.type} in ${state}`)
        refusedIn.add(state)
      }

      let expected = initialDistribution(kind)
      await shows(expected)
      await refuseOnceIn(expected)
      for (const event of path.events) {
        if (!expected.can(event)) {
          // Only the party's own commands are a person's to try; the others happen only as consequences.
          if (event.type === 'distribution.acknowledge' || event.type === 'distribution.dispute')
            await expectRefused('distribution', walked.id, [400, 409], () => request(event), event.type)
          continue
        }
        await prepare(expected, event)
        const wrong = WRONG_ROLE[event.type]
        if (wrong && !forbidden.has(event.type)) {
          await expectRefused(
            'distribution',
            walked.id,
            [403],
            () => request(event, wrong),
            `${event.type} as ${wrong}`,
          )
          forbidden.add(event.type)
        }
        expected = await verifyThroughServer({
          machine: distributionMachine,
          entity: { type: 'distribution', id: walked.id, db: db() },
          before: expected,
          event,
          fire: async () => {
            const answer = await request(event)
            if (event.type === 'distribution.dispute' && answer.status === 201)
              disputeId = (answer as { json?: { id: string } }).json!.id
            return answer
          },
          shows,
        })
        await refuseOnceIn(expected)
      }
      expect(expected.value).toEqual(path.state.value)
      expect(expected.context).toEqual(path.state.context)
    }, 30_000)
  })
})

// ---- The dispute machine ----

describe('the dispute machine walked through the API', () => {
  const { paths } = walk(disputeMachine, disputeWalk)
  // The server's clock sends "Dispute Due" (day 31) before the deadline (day 45) is reached.
  const clockOrder = (snapshot: DisputeSnapshot, event: DisputeEvent) =>
    event.type !== 'dispute.deadlinePassed' || snapshot.context.dueSoon
  const candidates = paths.flatMap((path) => {
    const along = keysAlong(disputeMachine, getInitialSnapshot(disputeMachine), path.events, clockOrder)
    return along.followed === path.events.length ? [{ path, keys: along.keys, steps: path.events.length }] : []
  })
  const chosen = coveringPaths(candidates).chosen.map(({ path }) => path)
  const DAY = 86_400_000

  it('has paths to walk', () => expect(chosen.length).toBeGreaterThan(1))

  chosen.forEach((path, index) => {
    it(path.description, async () => {
      const engagementId = await readyToSend()
      const sent = await sendAll(engagementId)
      expect(sent.status, JSON.stringify(sent.json)).toBe(200)
      const contractor = sent.json.items.find((item: { party: string }) => item.party === 'Contractor')
      const receivedAt = Date.now()
      const raised = await raiseDispute(
        engagementId,
        { id: contractor.id, email: CONTRACTOR_EMAIL, kind: 'Contractor' },
        'I work under my own control',
      )
      expect(raised.status, JSON.stringify(raised.json)).toBe(201)
      const disputeId = raised.json.id as string

      const shows = async (next: DisputeSnapshot) => {
        const listed = await call(disputesPath(engagementId), { token: as('partner') })
        const dispute = listed.json.find((row: { id: string }) => row.id === disputeId)
        expect(dispute).toMatchObject({
          status: { code: disputeStatus.of(next.value) },
          // "Dispute Due" is a card for a dispute still waiting for its answer.
          due_soon: next.hasTag('awaitingResponse') && next.context.dueSoon,
          overdue: next.context.overdue,
          resolution: next.context.resolution,
          can: { respond: next.hasTag('awaitingResponse') },
        })
      }

      const respondWith = async (
        event: DisputeEvent & { details: string; fileIds: readonly string[] },
        account: string,
      ) => {
        const resolution = event.type === 'dispute.uphold' ? 'upheld' : 'withdrawn'
        return respond(engagementId, disputeId, resolution, event.details, account)
      }

      /** The client's response files, uploaded before the answer that counts them as its reasons. */
      const uploadResponseFiles = async (count: number) => {
        for (let file = 0; file < count; file++) {
          const form = new FormData()
          form.append('purpose', 'response')
          form.append('File', new Blob([minimalPdf('Our reasons') as Uint8Array<ArrayBuffer>]), `reasons-${file}.pdf`)
          const uploaded = await fetch(
            `${api.server.url}/api/files/files/dispute/engagements/${engagementId}/disputes/${disputeId}`,
            { method: 'POST', headers: { authorization: `Bearer ${as('partner')}` }, body: form },
          )
          expect(uploaded.status).toBe(201)
        }
      }

      const fire = async (event: DisputeEvent) => {
        switch (event.type) {
          case 'dispute.dueSoon':
            await api.server.scheduler.tick(new Date(receivedAt + 32 * DAY))
            return { status: 200 }
          case 'dispute.deadlinePassed':
            await api.server.scheduler.tick(new Date(receivedAt + 46 * DAY))
            return { status: 200 }
          default:
            return respondWith(event, 'partner')
        }
      }

      let expected = getInitialSnapshot(disputeMachine)
      await shows(expected)
      if (index === 0) {
        // Reasons are required: an answer with neither text nor files is refused; so is a role that may not answer.
        const blank = { type: 'dispute.uphold', details: '   ', fileIds: [] } as const
        expect(expected.can(blank)).toBe(false)
        await expectRefused('dispute', disputeId, [400], () => respondWith(blank, 'partner'), 'a blank answer')
        for (const type of ['dispute.uphold', 'dispute.withdrawSds'] as const)
          await expectRefused(
            'dispute',
            disputeId,
            [403],
            () => respondWith({ type, details: 'Our reasons', fileIds: [] }, 'partner.readonly'),
            `${type} as partner.readonly`,
          )
      }
      for (const event of path.events) {
        if (!expected.can(event)) continue
        if ('fileIds' in event) await uploadResponseFiles(event.fileIds.length)
        expected = await verifyThroughServer({
          machine: disputeMachine,
          entity: { type: 'dispute', id: disputeId, db: db() },
          before: expected,
          event,
          fire: () => fire(event),
          shows,
        })
        // The clock's event comes once: a second tick at the same time records nothing more.
        if (event.type === 'dispute.dueSoon' || event.type === 'dispute.deadlinePassed') {
          expect(expected.can(event)).toBe(false)
          await expectRefused('dispute', disputeId, [200], () => fire(event), `${event.type} again`)
        }
      }
      expect(expected.value).toEqual(path.state.value)
      expect(expected.context).toEqual(path.state.context)
      if (index === 0) {
        const again = { type: 'dispute.uphold', details: 'Once more', fileIds: [] } as const
        expect(expected.can(again)).toBe(false)
        await expectRefused('dispute', disputeId, [409], () => respondWith(again, 'partner'), 'an answer once resolved')
      }
    }, 30_000)
  })
})
