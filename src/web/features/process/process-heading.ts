// The process page's heading (the server writes it into the HTML shell of /process).
import type { PageHeading } from '../../shell-headings'

export const PROCESS_HEADING = {
  title: 'Process',
  description:
    'How the IR35 Portal works, drawn from the state machines the server runs: every state, every transition, its guard and who may fire it.',
} as const satisfies PageHeading
