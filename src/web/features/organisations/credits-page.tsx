// /old-settings/credits: real usage, per month per organisation: assessments started and completed. No billing.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { DataTable, type ListColumn } from '../../ui/data-table'
import * as Field from '../../ui/field'
import { formatMonth } from '../../ui/format-date'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { type Usage, useUsage } from './api/get-usage'
import { allChoices, organisationChoicesQueryOptions } from './api/selector'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** Month and organisation, then the counts lined up at the end, with the range's totals beneath them. */
const columnsOf = (totals: Usage['totals']): ListColumn<Usage['items'][number]>[] => [
  { id: 'month', header: 'Month', accessorFn: (row) => formatMonth(row.month), footer: 'Total' },
  { id: 'organisation', header: 'Organisation', accessorFn: (row) => row.organisation_name },
  {
    id: 'started',
    header: 'Assessments started',
    accessorFn: (row) => row.started,
    footer: () => totals.started,
    meta: { align: 'end' },
  },
  {
    id: 'completed',
    header: 'Assessments completed',
    accessorFn: (row) => row.completed,
    footer: () => totals.completed,
    meta: { align: 'end' },
  },
]

export const CreditsPage = ({ selectedOrganisationId }: { selectedOrganisationId: string | null }) => {
  const choices = useQuery(organisationChoicesQueryOptions)
  const options = choices.data ? allChoices(choices.data) : []
  const [chosen, setChosen] = useState<string | null>(null)
  const organisationId = chosen ?? options.find((o) => o.id === selectedOrganisationId)?.id ?? options[0]?.id ?? null
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  // Only whole months go to the server; the default is the last 12 months.
  const range = { ...(MONTH.test(from) ? { from } : {}), ...(MONTH.test(to) ? { to } : {}) }
  const usage = useUsage(organisationId, range)
  const pickerId = useId()
  const fromId = useId()
  const toId = useId()
  return (
    <Page
      title="Credits"
      description="Assessments started and completed each month, for the organisation and its clients."
    >
      <div className={cx(card(), css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-end' }))}>
        {options.length > 1 && (
          <Field.Root className={css({ maxWidth: '22rem' })}>
            <Field.Label htmlFor={pickerId}>Organisation</Field.Label>
            <Field.Select id={pickerId} value={organisationId ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Field.Select>
          </Field.Root>
        )}
        <Field.Root className={css({ maxWidth: '12rem' })}>
          <Field.Label htmlFor={fromId}>From month</Field.Label>
          <Field.Input id={fromId} type="month" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root className={css({ maxWidth: '12rem' })}>
          <Field.Label htmlFor={toId}>To month</Field.Label>
          <Field.Input id={toId} type="month" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
      </div>
      {choices.isPending || (organisationId && usage.isPending) ? (
        <Spinner />
      ) : !organisationId ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          No organisations found.
        </p>
      ) : usage.isError ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          The usage could not be loaded. Check the month range and try again.
        </p>
      ) : usage.data ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {formatMonth(usage.data.from)} to {formatMonth(usage.data.to)}
          </p>
          <DataTable
            caption="Assessments started and completed per month"
            columns={columnsOf(usage.data.totals)}
            rows={usage.data.items}
            getRowId={(row) => `${row.month}-${row.organisation_id}`}
            empty="No assessments were started or completed in these months."
          />
        </div>
      ) : null}
    </Page>
  )
}
