import type { ExternalSource } from './useExternalState.js'

/** Counts mounted `<WalletportModal />` elements: while one exists, the provider renders no modal itself. */
export interface ModalPlacement {
  readonly placed: ExternalSource<boolean>
  /** Registers one `<WalletportModal />`; returns its unregister function. */
  readonly place: () => () => void
}

/** A fresh placement registry for one provider. */
export function createModalPlacement(): ModalPlacement {
  let count = 0
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  return {
    placed: {
      subscribe: (onChange) => {
        listeners.add(onChange)
        return () => listeners.delete(onChange)
      },
      getSnapshot: () => count > 0,
    },
    place: () => {
      count += 1
      notify()
      return () => {
        count -= 1
        notify()
      }
    },
  }
}
