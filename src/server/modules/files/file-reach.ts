// A file is reached through what it belongs to: an engagement, a note, a dispute. Whoever may not read that is
// answered as if the file did not exist, with the same 404 and words as a made-up id, so the id of another
// tenant's file tells them nothing. Only someone who may read the file hears a 403 for what they may not do to it.
import { AppError, NotFound } from '../../http/errors.ts'

export const THE_FILE = 'The file'

/** The owner's reach check for reading, its refusals (403 or 404, whichever word) turned into "no such file". */
export const readableOrMissing = async <T>(reach: () => Promise<T>): Promise<T> => {
  try {
    return await reach()
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 404)) throw NotFound(THE_FILE)
    throw error
  }
}
