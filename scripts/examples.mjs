// `npm run examples` (part of `npm test`, after `npm run build`): installs examples/nextjs and
// examples/vite as an integrator would (each depends on this package by local path; npm copies
// the built package in), builds both, and runs their smoke tests in Chromium
// (examples/smoke/*.smoke.test.ts). The second install reuses npm's cache filled by the first.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }

function run(command, args, cwd, env = buildEnv) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`examples: \`${command} ${args.join(' ')}\` failed in ${cwd}`)
    process.exit(result.status ?? 1)
  }
  return Date.now() - started
}

if (!existsSync(new URL('../dist/react.js', import.meta.url))) {
  console.error('examples: dist/ is missing: run `npm run build` first')
  process.exit(1)
}
for (const name of ['vite', 'nextjs']) {
  const dir = `${root}examples/${name}`
  // npm keeps an installed copy of a local package whose version did not change: take today's build.
  rmSync(`${dir}/node_modules/walletport`, { recursive: true, force: true })
  // devDependencies too: the builds type-check (NODE_ENV=production would make npm omit them).
  const installMs = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--include=dev', '--loglevel=error'], dir)
  const buildMs = run('npm', ['run', 'build', '--silent'], dir)
  console.log(`examples/${name}: installed in ${(installMs / 1000).toFixed(1)} s, built in ${(buildMs / 1000).toFixed(1)} s`)
}
run('npx', ['vitest', 'run', '--config', 'examples/vitest.config.ts', '--reporter=default', '--reporter=json', '--outputFile=.vitest-examples-report.json'], root, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' })
