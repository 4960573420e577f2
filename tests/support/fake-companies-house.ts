// A stand-in for the Companies House API on loopback: the two calls the portal makes, with its basic-auth
// key check, its 404 for an unknown company, and a switch that makes it fail like an outage.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeCompany = { company_number: string; title: string }

export type FakeCompaniesHouse = {
  url: string
  apiKey: string
  /** The paths asked for, in order. */
  requests: string[]
  failing: boolean
  close(): Promise<void>
}

export const startFakeCompaniesHouse = async (companies: readonly FakeCompany[]): Promise<FakeCompaniesHouse> => {
  const apiKey = 'fake-companies-house-key'
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`
  const state = { failing: false, requests: [] as string[] }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    state.requests.push(`${url.pathname}${url.search}`)
    if (state.failing) return send(response, 500, { error: 'Internal server error' })
    if (request.headers.authorization !== expectedAuth) return send(response, 401, { error: 'Invalid Authorization' })
    if (url.pathname === '/search/companies') {
      const q = (url.searchParams.get('q') ?? '').toUpperCase()
      const size = Number(url.searchParams.get('items_per_page') ?? 20)
      const items = companies.filter((c) => c.title.includes(q) || c.company_number.includes(q)).slice(0, size)
      return send(response, 200, { items, total_results: items.length, kind: 'search#companies' })
    }
    const profile = /^\/company\/([A-Z0-9]+)$/.exec(url.pathname)
    const company = profile && companies.find((c) => c.company_number === profile[1])
    if (company) return send(response, 200, { company_number: company.company_number, company_name: company.title })
    return send(response, 404, { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] })
  }

  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests: state.requests,
    get failing() {
      return state.failing
    },
    set failing(value: boolean) {
      state.failing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
