// A real SMTP server on loopback that keeps what it receives, and can turn one message away once or keep its
// sender waiting for the answer.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { messageId: string; subject: string; raw: string }

const headerOf = (raw: string, name: string) => {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? ''
  // Unfold continued header lines before reading one.
  const match = headers.replace(/\r?\n[ \t]+/g, ' ').match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))
  return match?.[1]?.trim() ?? ''
}

export type SmtpSink = {
  readonly url: string
  readonly received: ReceivedMail[]
  /** The next message with this subject is answered with a temporary failure; it is kept in `rejected`. */
  failOnce(subject: string): void
  readonly rejected: ReceivedMail[]
  /**
   * The first message `matches` picks is kept but never answered: its sender waits, as on a slow server, with the
   * mail in flight (sent, not yet known to be). Resolves with that message when it arrives.
   */
  holdReply(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>
  close(): Promise<void>
}

export const startSmtpSink = async (): Promise<SmtpSink> => {
  const received: ReceivedMail[] = []
  const rejected: ReceivedMail[] = []
  const failing = new Set<string>()
  let holding: { matches: (mail: ReceivedMail) => boolean; arrived: (mail: ReceivedMail) => void } | null = null
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    // Plain SMTP on loopback: offering STARTTLS would make the client ask for a certificate we do not have.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail = { messageId: headerOf(raw, 'Message-ID'), subject: headerOf(raw, 'Subject'), raw }
        if (failing.delete(mail.subject)) {
          rejected.push(mail)
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
          return
        }
        received.push(mail)
        if (holding?.matches(mail)) {
          holding.arrived(mail)
          holding = null
          return
        }
        callback()
      })
    },
  })
  // A sender killed mid-session (the crash test's SIGKILL) resets its connection: the sink keeps serving, as a
  // real mail server would, instead of letting the unheard error end the test process.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejected,
    failOnce: (subject) => failing.add(subject),
    holdReply: (matches) =>
      new Promise((arrived) => {
        holding = { matches, arrived }
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
