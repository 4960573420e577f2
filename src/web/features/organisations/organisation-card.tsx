// The organisation card of /settings/{organisationId}: logo, name, features (4, then "Show more") and
// "Manage Organisation".
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FEATURE_FLAG_LABELS, formFlags } from '#domain/organisation-values'
import { css } from '../../../../styled-system/css'
import { Button, buttonStyles } from '../../ui/button'
import { CheckIcon, CloseIcon } from '../../ui/icons'
import type { OrganisationDetail } from './api/get-organisation'
import { LogoSlot } from './logo-slot'

export const FEATURES_SHOWN_FIRST = 4

export const OrganisationCard = ({ organisation }: { organisation: OrganisationDetail }) => {
  const [expanded, setExpanded] = useState(false)
  const features = formFlags(organisation.admin_type, organisation, organisation.is_parent)
  const shown = expanded ? features : features.slice(0, FEATURES_SHOWN_FIRST)
  const canManage = organisation.permissions.includes('Organisations:Update')
  return (
    <section
      aria-labelledby="organisation-card-name"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
        <LogoSlot name={organisation.name} logoUrl={organisation.logo_url} />
        <div className={css({ flex: '1', minWidth: '12rem' })}>
          <h2
            id="organisation-card-name"
            className={css({ fontSize: 'xl', fontWeight: '700', overflowWrap: 'anywhere' })}
          >
            {organisation.name}
          </h2>
          {organisation.parent_name && (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Client of {organisation.parent_name}</p>
          )}
          {organisation.reference && (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Customer reference: {organisation.reference}</p>
          )}
        </div>
        {canManage && (
          <Link
            to="/settings/$orgId/manage"
            params={{ orgId: organisation.id }}
            className={buttonStyles({ variant: 'outline' })}
          >
            Manage Organisation
          </Link>
        )}
      </div>
      <div>
        <h3 className={css({ fontWeight: '700', mb: '2' })}>Features</h3>
        <ul id="organisation-features" className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          {shown.map((flag) => (
            <li key={flag} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              {organisation[flag] ? (
                <CheckIcon size={16} className={css({ color: 'success.text' })} />
              ) : (
                <CloseIcon size={16} className={css({ color: 'fg.muted' })} />
              )}
              <span>{FEATURE_FLAG_LABELS[flag]}</span>
              <span className={css({ srOnly: true })}>{organisation[flag] ? ': on' : ': off'}</span>
            </li>
          ))}
        </ul>
        {features.length > FEATURES_SHOWN_FIRST && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls="organisation-features"
            className={css({ mt: '2' })}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        )}
      </div>
    </section>
  )
}
