// What an engagement's history adds to the engagement diagram: the chain check, the record's download and the
// list of transitions (a data table). The route's loader loads this module beside the engagement's audit it waits
// for anyway, so the page's own code is the diagram's frame alone.
export { DownloadRecordButton } from '../engagement-record/download-record-button'
export { ChainCheck } from './chain-check'
export { HistoryList } from './history-list'
