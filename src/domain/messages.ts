// Validation messages shared by the browser and the server, worded exactly as the spec words them.
export const maxLengthMessage = (n: number) =>
  `Maximum characters limit exceeded. Please limit to ${n} characters or lower.`

export const MESSAGES = {
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  titleUnknown: 'Please select a title from the list.',
  ownDetailsLoadFailed: 'Error loading user details.',
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Email address is not valid',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  wrongCredentials: 'Wrong email or password',
  // Registration (spec part 1 §8)
  accountExists: 'An account with this email already exists.',
  invitationResent: 'An invitation has been resent to this email address.',
  logInInstead: 'Please log in instead.',
  // Organisation form (spec part 1 §5)
  organisationNameRequired: 'Please enter an organisation name.',
  organisationNameTooLong: maxLengthMessage(50),
  customerReferenceRequired: '* Please add a customer reference',
  customerReferenceCharacters: '* Only alphanumerical characters or the underscore are allowed.',
  customerReferenceTooLong: `* ${maxLengthMessage(512)}`,
  hideOffsetNeedsHiddenRate: 'hide_offset can be changed only while hide_rate_field is on.',
} as const
