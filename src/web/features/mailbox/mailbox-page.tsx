// The local mailbox (ARCHITECTURE "E-mail"): without SMTP, invitations, password links and notices are kept
// here so an administrator can read them and pass links on. Provider Admin only: the mails carry sign-up links.
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
import * as Dialog from '../../ui/dialog'
import { formatDateTime } from '../../ui/format-date'
import { Page } from '../../ui/page'
import { SearchBox } from '../../ui/search-box'
import type { ListController } from '../../ui/use-list-state'
import { type MailboxMessage, useMailbox } from './api/get-messages'
import { MessageText } from './message-text'

export const MailboxPage = ({ list }: { list: ListController }) => {
  const mailbox = useMailbox(list.state)
  const [reading, setReading] = useState<MailboxMessage | null>(null)

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
    <Page
      title="Mailbox"
      description="E-mails the portal has sent while no SMTP server is configured: invitations, password links and notices."
    >
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
      <Dialog.Root open={reading !== null} onOpenChange={({ open }) => !open && setReading(null)}>
        <Dialog.Frame>
          <Dialog.Title>{reading?.subject}</Dialog.Title>
          <Dialog.Description>
            To {reading?.to}, {reading ? formatDateTime(reading.created_at) : ''}
          </Dialog.Description>
          <div className={css({ maxHeight: '60vh', overflowY: 'auto' })}>
            {reading && <MessageText text={reading.text} />}
          </div>
        </Dialog.Frame>
      </Dialog.Root>
    </Page>
  )
}
