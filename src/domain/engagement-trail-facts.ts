// The words an engagement's audit trail gives the facts it records beside the machine's transitions (the trail's
// wire shape: engagement-trail.ts). Plain values only, so the Process screen does not load the schemas with its code
// (docs/first-load.md).

export const RECORD_EXPORTED_EVENT = 'engagement.recordExported'

export const ENGAGEMENT_TRAIL_FACTS: Readonly<Record<string, string>> = {
  [RECORD_EXPORTED_EVENT]: 'The full record of the engagement was exported',
  'engagement.details': 'The engagement’s details were changed',
  'engagement.link': 'The working practices review was linked to an engagement',
  'engagement.unlink': 'The working practices review was unlinked from its engagement',
  'engagement.originalSdsUploaded': 'An original SDS file was uploaded',
  'engagement.originalSdsDeleted': 'An original SDS file was deleted',
  'engagement.notificationRecipientAdded': 'A person was added to the engagement’s notifications',
  'engagement.notificationRecipientRemoved': 'A person was removed from the engagement’s notifications',
  'engagement.notificationUnsubscribed': 'Notifications about the engagement were turned off for a recipient',
  'engagement.notificationResubscribed': 'Notifications about the engagement were turned back on for a recipient',
}

/** What the trail says a fact was; null for an event that is not one of them. */
export const trailFactOf = (eventType: string): string | null => ENGAGEMENT_TRAIL_FACTS[eventType] ?? null
