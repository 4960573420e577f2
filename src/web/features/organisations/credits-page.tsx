// /old-settings/credits: real usage, per month per organisation: assessments started and completed. No billing.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css, cx } from '../../../../styled-system/css'
import { card, dataTable } from '../../../../styled-system/recipes'
import { TableMessage } from '../../ui/data-table'
import * as Field from '../../ui/field'
import { formatMonth } from '../../ui/format-date'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useUsage } from './api/get-usage'
import { allChoices, organisationChoicesQueryOptions } from './api/selector'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

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
  const styles = dataTable()
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
        <div className={styles.root}>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {formatMonth(usage.data.from)} to {formatMonth(usage.data.to)}
          </p>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <caption className={css({ srOnly: true })}>Assessments started and completed per month</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headerCell}>
                    Month
                  </th>
                  <th scope="col" className={styles.headerCell}>
                    Organisation
                  </th>
                  <th scope="col" className={cx(styles.headerCell, css({ textAlign: 'end' }))}>
                    Assessments started
                  </th>
                  <th scope="col" className={cx(styles.headerCell, css({ textAlign: 'end' }))}>
                    Assessments completed
                  </th>
                </tr>
              </thead>
              <tbody>
                {usage.data.items.length === 0 ? (
                  <TableMessage span={4} role="status">
                    No assessments were started or completed in these months.
                  </TableMessage>
                ) : (
                  usage.data.items.map((row) => (
                    <tr key={`${row.month}-${row.organisation_id}`} className={styles.row}>
                      <td className={styles.cell}>{formatMonth(row.month)}</td>
                      <td className={styles.cell}>{row.organisation_name}</td>
                      <td className={cx(styles.cell, css({ textAlign: 'end' }))}>{row.started}</td>
                      <td className={cx(styles.cell, css({ textAlign: 'end' }))}>{row.completed}</td>
                    </tr>
                  ))
                )}
              </tbody>
              <tfoot>
                <tr>
                  <th
                    scope="row"
                    colSpan={2}
                    className={cx(styles.cell, css({ textAlign: 'start', fontWeight: '700' }))}
                  >
                    Total
                  </th>
                  <td className={cx(styles.cell, css({ textAlign: 'end', fontWeight: '700' }))}>
                    {usage.data.totals.started}
                  </td>
                  <td className={cx(styles.cell, css({ textAlign: 'end', fontWeight: '700' }))}>
                    {usage.data.totals.completed}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      ) : null}
    </Page>
  )
}
