import { useEffect } from 'react'
import { useExternalState } from '../useExternalState.js'
import type { AttemptState } from './Attempt.js'
import { useModalScope } from './ModalScope.js'

/**
 * Starts `task` once for `key` (a router history entry) and follows it; the second value
 * runs it again (Retry). Leaving the view does not cancel the wallet's prompt.
 * @example const [state, retry] = useAttempt(route, () => walletport.connect({ connectorId }))
 */
export function useAttempt<T>(key: object, task: () => Promise<T>): readonly [AttemptState<T>, () => void] {
  const attempt = useModalScope().attemptFor(key, task)
  useEffect(() => attempt.startOnce(), [attempt])
  const state = useExternalState(attempt, (snapshot) => snapshot)
  return [state, () => attempt.start()] as const
}
