// What "New Contractor" hands the edit page on the way there (rule contractors.create-flow: company name and number
// carried in navigation state), so the page can say what was created before the record has loaded.
export type CreatedContractor = { companyName: string; companyNumber: string }

declare module '@tanstack/react-router' {
  interface HistoryState {
    createdContractor?: CreatedContractor
  }
}
