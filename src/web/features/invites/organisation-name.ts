// An organisation's name is truncated at 22 characters in invite cards (rule invites.dialogs).
export const INVITE_NAME_MAX_LENGTH = 22

/** The name cut to 22 characters (by code point, so no emoji is split) with an ellipsis, or as it is. */
export const truncateOrganisationName = (name: string, max = INVITE_NAME_MAX_LENGTH): string => {
  const characters = [...name.trim()]
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : name.trim()
}
