// The contractors list's heading (the server writes it into the HTML shell of /contractors).
import type { PageHeading } from '../../shell-headings'

export const CONTRACTORS_HEADING = {
  title: 'Contractors',
  description: 'The contractors of the organisation you are working on. Open one to edit it or start an assessment.',
} as const satisfies PageHeading
