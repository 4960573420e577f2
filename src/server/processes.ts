// Several server processes on one port (node:cluster), for PostgreSQL (docs/process.md, "Several server
// processes"). The first process prepares the database once, forks the others, which serve and share the port,
// replaces one that dies, and stops them all on SIGINT or SIGTERM.
import cluster, { type Worker } from 'node:cluster'
import type { Config } from './config.ts'
import { createLogger } from './logger.ts'
import { prepareDatabase, startServer } from './main.ts'

/** What a forked process tells the primary once it serves (after its start-up work, not at its first listen). */
const READY = 'ir35-portal:ready'

const readyOf = (worker: Worker) =>
  new Promise<void>((resolve) => {
    const heard = (message: unknown) => {
      if (message !== READY) return
      worker.off('message', heard)
      resolve()
    }
    worker.on('message', heard)
  })

/** How long a clean stop may take before the processes still running are killed. */
const STOP_TIMEOUT_MS = 20_000

/** A process that dies this soon after it started is replaced after a pause, so a crash at start cannot spin. */
const EARLY_DEATH_MS = 5_000

/**
 * The forking process: prepares the database, forks `config.processes` servers and resolves once every one of them
 * listens, with whether it seeded demo data. It serves nothing itself.
 */
export const runPrimary = async (config: Config): Promise<{ seededDemoData: boolean }> => {
  const logger = createLogger(config.logLevel)
  const { seededDemoData } = await prepareDatabase(config)
  let stopping = false
  const startedAt = new Map<Worker, number>()

  const fork = () => {
    const worker = cluster.fork()
    startedAt.set(worker, Date.now())
    return worker
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (stopping) return
    logger.error(
      { workerPid: worker.process.pid, code, signal },
      'a server process died; starting another in its place (the background work passes to another process)',
    )
    setTimeout(fork, lived < EARLY_DEATH_MS ? 1000 : 0)
  })

  const stop = async () => {
    if (stopping) return
    stopping = true
    logger.info({ processes: Object.keys(cluster.workers ?? {}).length }, 'stopping the server processes')
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
    const exited = running.map((worker) => new Promise((resolve) => worker.once('exit', resolve)))
    for (const worker of running) worker.process.kill('SIGTERM')
    const late = setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL')
    }, STOP_TIMEOUT_MS)
    await Promise.all(exited)
    clearTimeout(late)
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  const workers = Array.from({ length: config.processes }, fork)
  await Promise.all(workers.map(readyOf))
  return { seededDemoData }
}

/** A forked server process: serves on the shared port until told to stop, or until its primary has gone. */
export const runWorker = async (config: Config) => {
  const server = await startServer(config, { prepared: true })
  process.send?.(READY)
  let closing: Promise<void> | null = null
  const stop = () => {
    closing ??= server.close().then(() => process.exit(0))
    return closing
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  // The primary killed outright: nobody would replace or stop this process, and new connections no longer reach it.
  process.on('disconnect', stop)
}
