// /import-contractors ("Import contractors", docs/contractor-import.md): choose a CSV file, watch the browser check
// it row by row, see the server's preview (ready, skipped, refused with the form's messages), confirm, and read
// what was imported, with the refused rows to download and correct.
import { Link } from '@tanstack/react-router'
import { css, cx } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { buttonStyles } from '../../ui/button'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { NO_PERMISSION_TEXT } from './create-contractor-page'

// The steps (the file upload, the check, the confirmation and the report, with the domain's schemas) load from the
// route's loader: the card shows a spinner for the moment they take, then the first step.
export const importFlow = loadedOnce(() => import('./import-flow'))

type ImportContractorsPageProps = { organisationId: string | null; canCreate: boolean }

export const ImportContractorsPage = ({ organisationId, canCreate }: ImportContractorsPageProps) => (
  <Page
    title="Import contractors"
    description="Add many contractors at once from a CSV file. Each row is checked as the contractor form checks it before anything is saved."
    actions={
      <Link to="/contractors" className={buttonStyles({ variant: 'outline' })}>
        Back to contractors
      </Link>
    }
  >
    {organisationId === null ? (
      <p role="status" className={cx(card(), muted)}>
        No organisation is selected. Choose the organisation the contractors work for from the dropdown at the top left
        of the page.
      </p>
    ) : !canCreate ? (
      <p role="status" className={cx(card(), muted)}>
        {NO_PERMISSION_TEXT}
      </p>
    ) : (
      <ImportSteps organisationId={organisationId} />
    )}
  </Page>
)

const muted = css({ color: 'fg.muted' })

const ImportSteps = ({ organisationId }: { organisationId: string }) => {
  const flow = importFlow.useLoaded()
  return flow ? (
    <flow.ImportFlow organisationId={organisationId} />
  ) : (
    <section className={card({ padding: 'lg' })}>
      <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
        <Spinner />
      </div>
    </section>
  )
}
