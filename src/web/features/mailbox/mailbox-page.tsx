// The local mailbox (ARCHITECTURE "E-mail"): without SMTP, invitations, password links and notices are kept
// here so an administrator can read them and pass links on. Provider Admin only: the mails carry sign-up links.
import { Suspense, useState } from 'react'
import { link } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
import { formatDateTime } from '../../ui/format-date'
import { lazyNamed, useWantedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { SearchBox } from '../../ui/search-box'
import type { ListController } from '../../ui/use-list-state'
import { type MailboxMessage, useMailbox } from './api/get-messages'
import { MAILBOX_HEADING } from './mailbox-heading'

const MessageDialog = lazyNamed(() => import('./message-dialog'), 'MessageDialog')

export const MailboxPage = ({ list }: { list: ListController }) => {
  const mailbox = useMailbox(list.state)
  const [reading, setReading] = useState<MailboxMessage | null>(null)
  // The dialog's code loads when a subject is first opened, and the dialog then stays mounted to close as before.
  const dialogMounted = useWantedOnce(reading !== null)

  const columns: ListColumn<MailboxMessage>[] = [
    { id: 'created_at', header: 'Sent', cell: ({ row }) => formatDateTime(row.original.created_at) },
    { id: 'to', header: 'To', cell: ({ row }) => row.original.to },
    {
      id: 'subject',
      header: 'Subject',
      cell: ({ row }) => (
        <button type="button" className={link()} onClick={() => setReading(row.original)}>
          {row.original.subject}
        </button>
      ),
    },
  ]

  return (
    <Page {...MAILBOX_HEADING}>
      <DataTable
        caption="E-mails sent"
        columns={columns}
        rows={mailbox.data?.items}
        count={mailbox.data?.count ?? 0}
        pages={mailbox.data?.pages ?? 0}
        list={list}
        getRowId={(row) => String(row.id)}
        loading={mailbox.isFetching}
        error={mailbox.isError ? 'The mailbox could not be loaded. Reload the page to try again.' : undefined}
        empty="No e-mails have been sent yet."
        toolbar={
          <SearchBox
            label="Search the mailbox"
            placeholder="Search by address or subject"
            value={list.state.search}
            onSearch={list.setSearch}
          />
        }
      />
      {dialogMounted && (
        <Suspense fallback={null}>
          <MessageDialog message={reading} onClose={() => setReading(null)} />
        </Suspense>
      )}
    </Page>
  )
}
