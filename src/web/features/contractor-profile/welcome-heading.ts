// The contractor's welcome page's heading (the server writes it into the HTML shell of `/` for a contractor).
import type { PageHeading } from '../../shell-headings'

export const CONTRACTOR_WELCOME_HEADING = {
  title: 'Welcome to your IR35 Portal',
  description:
    'The place to check how the off-payroll working rules (IR35) apply to your contracts, and to keep the record of each decision.',
} as const satisfies PageHeading
