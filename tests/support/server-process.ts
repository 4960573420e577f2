// `npm start`'s entry as a process of its own, for the tests that stop it the way an operator or a crash does.
import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from './server.ts'

export type ServerProcess = {
  child: ChildProcess
  url: string
  /** Everything it printed so far, both streams. */
  output: () => string
  exited: Promise<number | null>
  /** False when it exited before printing its banner (which follows the listen). */
  listening: boolean
}

/** Starts `src/server/start.ts` with `env` over the test defaults; resolves once it listens, or once it exits. */
export const startServerProcess = async (
  env: Record<string, string>,
  options: { started: ChildProcess[]; port?: number },
): Promise<ServerProcess> => {
  const port = options.port ?? (await freePort())
  const url = `http://localhost:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SKIP_WEB_BUILD: '1',
      // One process per child, so that a test's kill stops the whole server it started.
      WEB_PROCESSES: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  options.started.push(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => (output.includes('IR35 Portal:') ? resolve(true) : setTimeout(check, 50))
      check()
    }),
    exited.then(() => false),
  ])
  return { child, url, output: () => output, exited, listening }
}

/** Kills every server process still running (SIGKILL, as a crash) and waits until each has gone. */
export const killAll = async (started: readonly ChildProcess[]) => {
  const running = started.filter((child) => child.exitCode === null && child.signalCode === null)
  const gone = running.map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of running) child.kill('SIGKILL')
  await Promise.all(gone)
}
