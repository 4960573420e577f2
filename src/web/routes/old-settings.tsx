import { createFileRoute, Link, Outlet, redirect } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { tabStyles } from '../ui/tabs'

// Old settings: tabs Credits, Organisations and My Organisation over each of its pages (rule org.list).
export const Route = createFileRoute('/old-settings')({
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/+$/, '') === '/old-settings') throw redirect({ to: '/old-settings/organisation' })
  },
  component: () => {
    const styles = tabStyles()
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <nav aria-label="Old settings" className={styles.list}>
          <Link to="/old-settings/credits" className={styles.trigger} activeProps={{ 'aria-current': 'page' }}>
            Credits
          </Link>
          <Link to="/old-settings/organisation" className={styles.trigger} activeProps={{ 'aria-current': 'page' }}>
            Organisations
          </Link>
          <Link to="/old-settings/my-organisation" className={styles.trigger} activeProps={{ 'aria-current': 'page' }}>
            My Organisation
          </Link>
        </nav>
        <Outlet />
      </div>
    )
  },
})
