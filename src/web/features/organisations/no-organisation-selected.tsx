// /settings with no organisation chosen yet: point at the selector.
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'

export const NoOrganisationSelected = () => (
  <Page title="Settings">
    <div className={card()}>
      <p role="status" className={css({ color: 'fg.muted' })}>
        No organisation is selected. Choose the organisation to manage from the dropdown at the top left of the page.
      </p>
    </div>
  </Page>
)
