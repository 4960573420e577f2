// How an organisation's logo is shown (card, lists, invite cards): the image, or a building when it has none.
// The forms use logo-field.tsx to change it; the card and lists show it with LogoSlot.
import { css } from '../../../../styled-system/css'
import { BuildingIcon } from '../../ui/icons'

export const LogoSlot = ({ name, logoUrl, size = 64 }: { name: string; logoUrl: string | null; size?: number }) => (
  <div
    className={css({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'lg',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'bg.subtle',
      color: 'fg.muted',
      overflow: 'hidden',
    })}
    style={{ width: size, height: size }}
  >
    {logoUrl ? (
      <img
        src={logoUrl}
        alt={`${name} logo`}
        className={css({ width: '100%', height: '100%', objectFit: 'contain' })}
      />
    ) : (
      <BuildingIcon size={Math.round(size / 2)} />
    )}
  </div>
)
