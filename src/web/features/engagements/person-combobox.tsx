// A person chosen from a short list by typing part of their name or address (Ark UI combobox): the list filters
// as one types, arrows and Enter choose, and an empty list says "No options available".
import { Combobox, useListCollection } from '@ark-ui/react/combobox'
import { useFilter } from '@ark-ui/react/locale'
import { Portal } from '@ark-ui/react/portal'
import { NOTIFICATION_MESSAGES } from '#domain/engagement-notifications'
import { css } from '../../../../styled-system/css'
import { input } from '../../../../styled-system/recipes'

export type PersonOption = { readonly actor_id: string; readonly name: string; readonly email: string }

type PersonComboboxProps = {
  label: string
  people: readonly PersonOption[]
  value: string | null
  onChange: (actorId: string | null) => void
  disabled?: boolean
}

const labelOf = (person: PersonOption) => `${person.name} (${person.email})`

export const PersonCombobox = ({ label, people, value, onChange, disabled }: PersonComboboxProps) => {
  const { contains } = useFilter({ sensitivity: 'base' })
  const { collection, filter } = useListCollection({
    initialItems: [...people],
    itemToValue: (person) => person.actor_id,
    itemToString: labelOf,
    filter: contains,
  })
  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={({ value: chosen }) => onChange(chosen[0] ?? null)}
      onInputValueChange={({ inputValue }) => filter(inputValue)}
      openOnClick
      disabled={disabled}
      positioning={{ sameWidth: true }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1', minWidth: '16rem' })}
    >
      <Combobox.Label className={css({ fontWeight: '600', fontSize: 'sm' })}>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="Type a name or an e-mail address" className={input()} />
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner className={css({ zIndex: 1500 })}>
          <Combobox.Content
            className={css({
              bg: 'bg.surface',
              borderWidth: '1px',
              borderStyle: 'solid',
              borderColor: 'border.default',
              borderRadius: 'md',
              boxShadow: 'overlay',
              maxHeight: '18rem',
              overflowY: 'auto',
              py: '1',
              _focusVisible: { outline: 'none' },
            })}
          >
            <Combobox.Empty className={css({ px: '3', py: '2', color: 'fg.muted', fontSize: 'sm' })}>
              {NOTIFICATION_MESSAGES.noOptions}
            </Combobox.Empty>
            {collection.items.map((person) => (
              <Combobox.Item
                key={person.actor_id}
                item={person}
                className={css({ px: '3', py: '2', cursor: 'pointer', _highlighted: { bg: 'accent.subtle' } })}
              >
                <Combobox.ItemText>{labelOf(person)}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}
