// The headings the server writes into the HTML shell (server/http/page-shell.ts), by path: each page's own, where it
// reads the same for everyone who may open it, so the first paint shows it before any script has run
// (docs/first-load.md). The build reads this module (vite.config.ts); each heading lives beside the page that draws
// it, so a page's code carries its own heading only.
import { DIRECTORY_HEADING } from './features/assessments-directory/directory-heading.ts'
import { CONTRACTOR_WELCOME_HEADING } from './features/contractor-profile/welcome-heading.ts'
import { CONTRACTORS_HEADING } from './features/contractors/contractors-heading.ts'
import { MAILBOX_HEADING } from './features/mailbox/mailbox-heading.ts'
import { PROCESS_HEADING } from './features/process/process-heading.ts'
import { BOARD_HEADING } from './features/progress-board/board-heading.ts'
import { HUB_HEADING } from './features/sds-hub/hub-view.ts'

export type PageHeading = { readonly title: string; readonly description?: string }

/** The pages whose heading is one for everyone; each machine's diagram page is added by the build. */
export const SHELL_HEADING_PATHS: Readonly<Record<string, PageHeading>> = {
  '/assessments': DIRECTORY_HEADING,
  '/contractors': CONTRACTORS_HEADING,
  '/sds-hub': HUB_HEADING,
  '/process': PROCESS_HEADING,
  '/mailbox': MAILBOX_HEADING,
}

/** `/` is the board for organisation users and the welcome page for contractors (domain/home-hint.ts). */
export const HOME_HEADINGS = { board: BOARD_HEADING, contractor: CONTRACTOR_WELCOME_HEADING } as const
