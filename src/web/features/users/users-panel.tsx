// Placeholder for an organisation's users (invite, list, search, user detail); the users work replaces it.
import { css } from '../../../../styled-system/css'

export const UsersPanel = ({ organisationId }: { organisationId: string }) => (
  <section aria-labelledby={`users-${organisationId}`} className={css({ display: 'flex', flexDirection: 'column' })}>
    <h2 id={`users-${organisationId}`} className={css({ fontSize: 'lg', fontWeight: '700' })}>
      Users
    </h2>
  </section>
)
