// An invitation's organisation: its logo (or its initial) and its name, cut at 22 characters on screen with the
// full name in a tooltip and for screen readers.
import { css } from '../../../../styled-system/css'
import type { OwnInvite } from './api/get-own-invites'
import { truncateOrganisationName } from './organisation-name'

const LOGO_SIZE = 48

const InvitationLogo = ({ invite }: { invite: OwnInvite }) => (
  <span
    aria-hidden="true"
    className={css({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'lg',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'accent.subtle',
      color: 'accent.text',
      fontWeight: '700',
      fontSize: 'xl',
      overflow: 'hidden',
    })}
    style={{ width: LOGO_SIZE, height: LOGO_SIZE }}
  >
    {invite.organisationLogo ? (
      <img
        src={invite.organisationLogo}
        alt=""
        className={css({ width: '100%', height: '100%', objectFit: 'contain', bg: 'bg.surface' })}
      />
    ) : (
      ([...invite.organisationName.trim()][0]?.toUpperCase() ?? '?')
    )}
  </span>
)

export const InvitationOrganisation = ({ invite }: { invite: OwnInvite }) => {
  const shown = truncateOrganisationName(invite.organisationName)
  return (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '3', minWidth: '0' })}>
      <InvitationLogo invite={invite} />
      <span className={css({ fontWeight: '600', fontSize: 'lg', overflowWrap: 'anywhere' })}>
        {shown === invite.organisationName ? (
          shown
        ) : (
          <>
            <span aria-hidden="true" title={invite.organisationName}>
              {shown}
            </span>
            <span className={css({ srOnly: true })}>{invite.organisationName}</span>
          </>
        )}
      </span>
    </span>
  )
}
