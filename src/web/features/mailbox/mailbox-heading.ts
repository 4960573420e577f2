// The mailbox's heading (the server writes it into the HTML shell of /mailbox).
import type { PageHeading } from '../../shell-headings'

export const MAILBOX_HEADING = {
  title: 'Mailbox',
  description:
    'E-mails the portal has sent while no SMTP server is configured: invitations, password links and notices.',
} as const satisfies PageHeading
