import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const KILL_GRACE_MS = 2_000
const LISTENING = /Listening on 127\.0\.0\.1:(\d+)/

/**
 * The watchdog beside each anvil: it waits for its stdin to close (our process ended, however
 * it ended: exit, crash, SIGKILL, a vitest worker thread torn down), then kills anvil. A shell
 * `read` costs ~1 ms; Node (~50 ms) only where there is no POSIX shell.
 */
const WATCHDOG_SH = 'read -r _; kill -9 "$0" 2>/dev/null'
const WATCHDOG_NODE = `
const pid = Number(process.argv[1])
const killAnvil = () => { try { process.kill(pid, 'SIGKILL') } catch {} process.exit(0) }
process.stdin.on('end', killAnvil)
process.stdin.on('error', killAnvil)
process.stdin.resume()
`

/** Every anvil still running, so none outlives a main-thread process that forgot stop(). */
const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** The anvil executable inside `@foundry-rs/anvil-<platform>-<arch>` (the layout of @foundry-rs/anvil 1.x). */
export function resolveAnvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  let packageJson: string
  try {
    packageJson = createRequire(import.meta.url).resolve(`${platformPackage}/package.json`)
  } catch (cause) {
    throw new Error(
      `anvil: the platform package ${platformPackage} is not installed (it comes with the dev dependency @foundry-rs/anvil; run npm install)`,
      { cause },
    )
  }
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/** Spawns anvil and resolves once it prints its port; rejects with what it printed when it fails to start. */
export function spawnAnvil(binaryPath: string, args: readonly string[], timeoutMs: number): Promise<{ process: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binaryPath, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true })
    track(child)
    guard(child)
    let stdout = ''
    let stderr = ''
    let settled = false

    const fail = (message: string, cause?: unknown): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void killChild(child)
      const printed = (stderr.trim() || stdout.trim()).slice(-2_000)
      reject(new Error(`anvil (${binaryPath}) ${message}${printed ? `:\n${printed}` : ''}`, { cause }))
    }
    const timer = setTimeout(() => fail(`printed no "Listening on 127.0.0.1:PORT" within ${timeoutMs} ms`), timeoutMs)

    const onStdout = (chunk: Buffer): void => {
      stdout += chunk.toString('utf8')
      const match = LISTENING.exec(stdout)
      if (!match || settled) return
      settled = true
      clearTimeout(timer)
      // Anvil logs every call; keep draining its pipes so it never blocks on a full one.
      child.stdout?.off('data', onStdout)
      child.stdout?.resume()
      child.stderr?.off('data', onStderr)
      child.stderr?.resume()
      resolve({ process: child, port: Number(match[1]) })
    }
    const onStderr = (chunk: Buffer): void => {
      stderr += chunk.toString('utf8')
    }
    child.stdout?.on('data', onStdout)
    child.stderr?.on('data', onStderr)
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? 'could not start: no such executable' : `could not start (${error.message})`, error),
    )
    // 'close', not 'exit': it comes after the pipes are drained, so the message has all it printed
    // ('exit' could come first, and the message then lacked the reason).
    child.once('close', (code, signal) => fail(`exited before listening (${signal ?? `code ${String(code)}`})`))
  })
}

/** Starts the watchdog of `child` (see WATCHDOG_SH); it goes when anvil goes. */
function guard(child: ChildProcess): void {
  if (child.pid === undefined) return
  const pid = String(child.pid)
  const [command, args] = process.platform === 'win32' ? [process.execPath, ['-e', WATCHDOG_NODE, pid]] : ['/bin/sh', ['-c', WATCHDOG_SH, pid]]
  const watchdog = spawn(command, args, { stdio: ['pipe', 'ignore', 'ignore'], windowsHide: true })
  watchdog.on('error', () => undefined)
  watchdog.stdin?.on('error', () => undefined)
  // The watchdog never keeps this process alive.
  watchdog.unref()
  ;(watchdog.stdin as { unref?: () => void } | null)?.unref?.()
  child.once('exit', () => watchdog.kill())
}

function track(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  child.once('error', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  // Synchronous last resort: a test that forgot stop(), or a worker torn down early, leaves no orphan.
  process.once('exit', () => {
    for (const process_ of running) process_.kill('SIGKILL')
  })
}

/** Ends anvil (SIGTERM, then SIGKILL after a grace period) and resolves when it has exited. */
export function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    running.delete(child)
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS)
    forceKill.unref()
    child.once('exit', () => {
      clearTimeout(forceKill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
