import { useEffect, useState } from 'react'
import type { Walletport } from '../../../../core/index.js'

/** How often the countdown re-reads the core's cooldown. */
const TICK_MS = 1_000

/**
 * The seconds left of a refused email login, counting down in place: `begin(n)` starts it (from
 * a cooldown error's `retryAfterSeconds`), then each second it re-reads the core's
 * `getEmailLoginCooldown()` (the core owns the rule and its clock) until the login is allowed.
 */
export function useEmailCooldown(walletport: Walletport): { readonly seconds: number; readonly begin: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0)
  const counting = seconds > 0
  useEffect(() => {
    if (!counting) return
    let live = true
    const timer = setInterval(() => {
      walletport.getEmailLoginCooldown().then(
        (cooldown) => live && setSeconds(cooldown.allowed ? 0 : cooldown.retryAfterSeconds),
        // The embedded wallet could not even be read: stop blocking, the next submit says why.
        () => live && setSeconds(0),
      )
    }, TICK_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [walletport, counting])
  return { seconds, begin: setSeconds }
}
