import { createContext, useContext } from 'react'
import { Attempt } from './Attempt.js'
import { Notices } from './Notices.js'

/** State that belongs to the mounted modal rather than to the instance. */
export interface ModalScope {
  readonly notices: Notices
  /** The attempt for `key` (a router history entry), created with `task` on first use. */
  readonly attemptFor: <T>(key: object, task: () => Promise<T>) => Attempt<T>
  /** Puts focus back on the dialog (after the focused control went away). */
  readonly focusDialog: () => void
  /** The dialog element, set by the dialog itself. */
  readonly dialog: { current: HTMLElement | null }
}

/** A fresh scope for one mounted modal. */
export function createModalScope(): ModalScope {
  const attempts = new WeakMap<object, Attempt<unknown>>()
  const dialog: { current: HTMLElement | null } = { current: null }
  return {
    notices: new Notices(),
    attemptFor: <T>(key: object, task: () => Promise<T>): Attempt<T> => {
      let attempt = attempts.get(key) as Attempt<T> | undefined
      if (!attempt) {
        attempt = new Attempt(task)
        attempts.set(key, attempt as Attempt<unknown>)
      }
      return attempt
    },
    focusDialog: () => dialog.current?.focus(),
    dialog,
  }
}

/** The modal scope's context. */
export const ModalScopeContext = createContext<ModalScope | undefined>(undefined)

/** The mounted modal's scope. */
export function useModalScope(): ModalScope {
  const scope = useContext(ModalScopeContext)
  if (!scope) throw new Error('walletport: modal views render inside the modal only')
  return scope
}
