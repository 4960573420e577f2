// `npm run db:seed`: adds the demo data to the configured database (a new one gets it on start anyway).
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { openBlobStore } from '../modules/files/blob-store.ts'
import { seedDemoData } from './demo-data.ts'
import { ensureReferenceData } from './reference-data.ts'

const config = loadConfig()
const handle = await openDatabase(config)
await ensureReferenceData(handle.db)
const { added } = await seedDemoData(handle.db, openBlobStore(config.filesDir))
console.log(added ? 'Demo data added.' : 'Demo data is already there.')
await handle.close()
