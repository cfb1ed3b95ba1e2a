import { readFileSync } from 'node:fs'

/**
 * Our own watchdog (the anvil launcher has one per anvil): `npm start` runs us under `sh -c`,
 * and a SIGTERM or SIGKILL sent to npm alone ends npm (and maybe that shell) without telling
 * us. We watch our parent and, where /proc tells us, its parent; once either is gone we stop
 * everything (within half a second).
 */
export function watchParent(onGone: () => void): void {
  const parent = process.ppid
  const grandparent = parentOf(parent)
  const timer = setInterval(() => {
    if (process.ppid === parent && (grandparent === undefined || isAlive(grandparent))) return
    clearInterval(timer)
    onGone()
  }, 500)
  timer.unref()
}

/** The parent of `pid` from /proc (Linux); undefined elsewhere or for init. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
