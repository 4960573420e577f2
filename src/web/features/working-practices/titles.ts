// The start page's title, which the reviews list's button to it also reads: a module of its own, so the list does not
// load the start form's code.
export const START_REVIEW_TITLE = 'Start my working practice review'
