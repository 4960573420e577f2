// What the Webhooks tab says when the server refuses a change the HTTP client does not already tell (a 400 or 409
// is toasted there, a 401 ends the session, a 5xx opens the error page): a 403 or 404 in the server's words.
import { errorMessageOf, isHttpError } from '../../api/client'
import { notify } from '../../ui/toaster'

export const tellRefusal = (error: unknown) => {
  if (isHttpError(error) && (error.status === 403 || error.status === 404 || error.status === 429))
    notify.error({ title: 'Not done', description: errorMessageOf(error.data) })
  else if (!isHttpError(error)) console.error('Error while changing a webhook', error)
}
