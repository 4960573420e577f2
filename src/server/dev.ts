// `npm run dev`: Vite with hot reload on :5173 in front of the API server, which restarts on change.
import { spawn } from 'node:child_process'

const webPort = 5173
const children = [
  spawn('node_modules/.bin/vite', ['--port', String(webPort), '--strictPort'], { stdio: 'inherit' }),
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: `http://localhost:${webPort}`, SKIP_WEB_BUILD: '1' },
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
