// The wire shape of GET /api/mailbox/messages, decoded with Effect Schema; loaded beside the request
// (get-messages.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'

export const MailboxWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      to: Schema.String,
      subject: Schema.String,
      text: Schema.String,
      status: Schema.String,
      created_at: Schema.String,
    }),
  ),
  count: Schema.Number,
  pages: Schema.Number,
})
