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
  // Registration (rule registration.flow)
  accountExists: 'An account with this email already exists.',
  invitationResent: 'An invitation has been resent to this email address.',
  logInInstead: 'Please log in instead.',
  // Organisation form (rule org.form)
  organisationNameRequired: 'Please enter an organisation name.',
  organisationNameTooLong: maxLengthMessage(50),
  customerReferenceRequired: '* Please add a customer reference',
  customerReferenceCharacters: '* Only alphanumerical characters or the underscore are allowed.',
  customerReferenceTooLong: `* ${maxLengthMessage(512)}`,
  // Invite (rule invites.form)
  inviteRolesRequired: 'A user must have at least one role assigned',
  userAlreadyExists: 'This user already exists',
  annualPayBillInvalid: 'Please enter the annual pay bill in whole pounds, 0 or more, or leave it empty.',
  annualPayBillNotYours: 'Only the provider or a parent organisation admin can set the annual pay bill.',
  hideOffsetNeedsHiddenRate: 'hide_offset can be changed only while hide_rate_field is on.',
  // Files and the organisation logo (rules files.logo, files.limits)
  fileTooLarge: 'File size should not be more than 5MB',
  fileNameInvalid:
    'The file name may not contain folders or control characters. Please rename the file and upload it again.',
  logoFormatInvalid: 'Invalid file format, supported formats: png, jpeg, svg',
  logoDimensionsTooLarge:
    'The image is too large: a logo may be at most 4,000 pixels wide and high, and 16 megapixels in all.',
  fileFieldMissing: 'Send the file as the multipart form field File.',
  uploadMalformed: 'The upload is not a valid multipart form.',
  // Confirmation before a destructive step (rule ui.confirm)
  areYouSure: 'Are you sure?',
} as const
