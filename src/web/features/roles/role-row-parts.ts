// What a row of the roles list shows beyond its text: the Result column and the Actions (the engagement machine
// that decides both, the role commands and their confirmation). The list's route starts this module beside the
// roles' read, and the table keeps its spinner until both have come.
export { ResultCell } from './result-cell'
export { RoleActions } from './role-actions'
