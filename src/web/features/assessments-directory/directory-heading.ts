// The assessments directory's heading (the server writes it into the HTML shell of /assessments).
import type { PageHeading } from '../../shell-headings'

export const DIRECTORY_HEADING = {
  title: 'Assessments',
  description: 'This page holds all the assessments that you have access to.',
} as const satisfies PageHeading
