// The progress board's heading (ui/page.tsx draws it; the server writes it into the HTML shell of `/`).
import type { PageHeading } from '../../shell-headings'

export const BOARD_HEADING = {
  title: 'Progress',
  description:
    'Track your assessments progress: each column is a stage of the process, and each card opens its assessment where it stands.',
} as const satisfies PageHeading
