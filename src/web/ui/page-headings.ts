// The heading of each page that reads the same for everyone who may open it, by path. The page draws its heading
// from here, and the build writes each into the HTML shell the server sends for its path, so the first paint on a
// slow phone already shows the page's heading and description, before any script has run (docs/first-load.md).
// Plain values only: the build reads this module too.
import { ENGAGEMENT_LIST_MESSAGES } from '#domain/engagement-list-values'

export type PageHeading = { readonly title: string; readonly description?: string }

export const PAGE_HEADINGS = {
  board: {
    title: 'Progress',
    description:
      'Track your assessments progress: each column is a stage of the process, and each card opens its assessment where it stands.',
  },
  contractorWelcome: {
    title: 'Welcome to your IR35 Portal',
    description:
      'The place to check how the off-payroll working rules (IR35) apply to your contracts, and to keep the record of each decision.',
  },
  assessments: { title: 'Assessments', description: ENGAGEMENT_LIST_MESSAGES.directoryIntro },
  contractors: {
    title: 'Contractors',
    description: 'The contractors of the organisation you are working on. Open one to edit it or start an assessment.',
  },
  sdsHub: {
    title: 'Welcome to your IR35 Portal',
    description:
      'Answer the questions your clients send you, and read and download your status determination statements.',
  },
  process: {
    title: 'Process',
    description:
      'How the IR35 Portal works, drawn from the state machines the server runs: every state, every transition, its guard and who may fire it.',
  },
  mailbox: {
    title: 'Mailbox',
    description:
      'E-mails the portal has sent while no SMTP server is configured: invitations, password links and notices.',
  },
} as const satisfies Record<string, PageHeading>

/**
 * The shell's heading at each path where it is one for everyone. `/` is the board for organisation users and the
 * welcome page for contractors: the server picks between them with the home this browser last showed.
 */
export const SHELL_HEADING_PATHS: Readonly<Record<string, PageHeading>> = {
  '/assessments': PAGE_HEADINGS.assessments,
  '/contractors': PAGE_HEADINGS.contractors,
  '/sds-hub': PAGE_HEADINGS.sdsHub,
  '/process': PAGE_HEADINGS.process,
  '/mailbox': PAGE_HEADINGS.mailbox,
}
