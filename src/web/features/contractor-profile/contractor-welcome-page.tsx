// / for a Contractor: what the portal does for them (rule profile.screens, a static welcome page). It says
// only what the product does; no ratings, prices or claims about others.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import { CONTRACTOR_WELCOME_HEADING } from './welcome-heading'

const Tile = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <section
    aria-label={title}
    className={`${card()} ${css({ display: 'flex', flexDirection: 'column', gap: '3', height: '100%' })}`}
  >
    <h2 className={css({ fontSize: 'lg', fontWeight: '700', color: 'fg.default' })}>{title}</h2>
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}>{children}</div>
    {action && <p>{action}</p>}
  </section>
)

export const ContractorWelcomePage = () => (
  <Page {...CONTRACTOR_WELCOME_HEADING}>
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, 1fr)' }, gap: '6' })}>
      <Tile
        title="Your working practices review"
        action={
          <Link to="/working-practices-review" className={link()}>
            Go to your working practices reviews
          </Link>
        }
      >
        <p>
          Answer questions about how you actually work for an end client: who decides what you do and how, whether you
          could send a substitute, and the financial risk you carry.
        </p>
        <p>The review gives you an IR35 result and a report you can download and keep.</p>
      </Tile>
      <Tile title="Your status determination statements">
        <p>
          When a client assesses one of your engagements, the status determination statement (SDS) sets out their
          conclusion and the reasons for it.
        </p>
        <p>
          You receive it by e-mail, with a link to acknowledge it or to dispute it with your reasons; the client then
          has 45 days to respond.
        </p>
      </Tile>
      <Tile
        title="Your profile"
        action={
          <Link to="/edit-info" className={link()}>
            View and edit your profile
          </Link>
        }
      >
        <p>
          Your name, phone number, company and business insurance cover. Keep them up to date: they appear on your
          reviews and help us tell you when your business insurance is due to renew.
        </p>
      </Tile>
    </div>
  </Page>
)
