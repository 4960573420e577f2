// Holds every answer an API test receives to the contract its route declares (docs/api.md): the status must be one
// the route describes and the body must decode with that status's schema, extra fields included, so an answer that
// drifts from the published document fails the test that received it.
import { Result } from 'effect'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import { ErrorBody } from '../../src/domain/api-contract.ts'
import { isFileAnswer } from '../../src/server/http/described-route.ts'
import { type MountedOperation, operationErrorStatuses, operationFor } from '../../src/server/http/openapi.ts'
import { apiClient } from './api.ts'

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const decodes = (schema: Schema.Decoder<unknown>, value: unknown) => {
  const result = Schema.decodeUnknownResult(schema, { errors: 'all', onExcessProperty: 'error' })(value)
  if (Result.isSuccess(result)) return []
  return formatIssues(result.failure.issue).issues.map(
    (issue) => `${issue.path?.map(String).join('.') || '(body)'}: ${issue.message}`,
  )
}

type Answer = { readonly status: number; readonly headers: Headers; readonly json: unknown }

/** Throws, naming the route and what differs, when `answer` is not what the route's description declares. */
export const checkAnswer = (operations: readonly MountedOperation[], method: string, url: string, answer: Answer) => {
  const path = new URL(url, 'http://localhost').pathname
  const operation = operationFor(operations, method, path)
  const description = operation?.description
  if (!operation || !description) return
  const name = `${operation.method} ${operation.template}`
  const { status } = answer
  if (status >= 400) {
    if (!operationErrorStatuses(operation).includes(status as never))
      throw new Error(
        `${name} answered ${status}, which its description does not declare: ${JSON.stringify(answer.json)}`,
      )
    const issues = decodes(ErrorBody, answer.json)
    if (issues.length)
      throw new Error(`${name} answered ${status} with an error body off its contract: ${issues.join('; ')}`)
    return
  }
  const declared = description.responses[status as keyof typeof description.responses]
  if (declared === undefined) throw new Error(`${name} answered ${status}, which its description does not declare`)
  if (declared === null) {
    if (answer.json !== null) throw new Error(`${name} answered ${status} with a body where it declares none`)
    return
  }
  if (isFileAnswer(declared)) {
    const type = answer.headers.get('content-type') ?? ''
    // `*/*`: a stored document answered in the type its upload was found to be (a PDF, an image, a Word file).
    const matches =
      declared.file === '*/*' ? !type.startsWith('application/json') : type.startsWith(declared.file.split('/')[0]!)
    if (!matches) throw new Error(`${name} answered ${type} where it declares ${declared.file}`)
    return
  }
  const issues = decodes(declared, answer.json)
  if (issues.length)
    throw new Error(`${name} answered ${status} with a body off its declared schema:\n  ${issues.join('\n  ')}`)
}

type HeldServer = { readonly url: string; readonly operations: readonly MountedOperation[] }

/** The API tests' client (tests/support/api.ts) with every answer held to its route's declared contract. */
export const heldApiClient = (server: HeldServer): ReturnType<typeof apiClient> => {
  const client = apiClient(server.url)
  return async (path, init) => {
    const answer = await client(path, init)
    checkAnswer(server.operations, init?.method ?? 'GET', path, answer)
    return answer
  }
}

/** Holds a fetch Response to its route's contract, reading a copy of its body so the caller can still read it. */
export const holdResponse = async (server: HeldServer, method: string, path: string, response: Response) => {
  const type = response.headers.get('content-type') ?? ''
  const text = type.startsWith('application/json') ? await response.clone().text() : ''
  checkAnswer(server.operations, method, path, {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : null,
  })
  return response
}
