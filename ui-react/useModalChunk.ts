import { startTransition, useCallback, useEffect, useState } from 'react'
import { afterPaint } from './afterPaint.js'
import type { Language } from './i18n/buttons.js'
import { loadedModal, loadModal, subscribeModalLoads } from './loadModal.js'

/** What `useModalChunk` gives: the modal once loaded, and a failed load with its retry. */
export interface ModalChunk {
  readonly ModalRoot: ReturnType<typeof loadedModal>
  /** The last load failed (offline, a deploy replaced the chunk). */
  readonly failed: boolean
  readonly retry: () => void
}

/**
 * The modal chunk of `language`: loaded once `wanted`, right after the next paint (starting a
 * chunk runs the bundler's preload helper, which must not delay the frame showing the shell).
 * A load that completes later — this one, a hover's preload — mounts the modal in a
 * transition: React renders it in slices, so the page and the shell's frames stay responsive.
 */
export function useModalChunk(language: Language, wanted: boolean): ModalChunk {
  const [loaded, setLoaded] = useState(() => ({ language, modal: loadedModal(language) }))
  useEffect(() => {
    const update = () => startTransition(() => setLoaded({ language, modal: loadedModal(language) }))
    const unsubscribe = subscribeModalLoads(update)
    // A load that finished between the render and the subscription.
    if (loadedModal(language)) update()
    return unsubscribe
  }, [language])
  const ModalRoot = loaded.language === language && loaded.modal ? loaded.modal : loadedModal(language)

  const [attempt, setAttempt] = useState({ count: 0, failed: false })
  useEffect(() => {
    if (!wanted || ModalRoot) return
    let live = true
    const cancel = afterPaint(() => {
      loadModal(language).catch(() => live && setAttempt((previous) => ({ ...previous, failed: true })))
    })
    return () => {
      live = false
      cancel()
    }
  }, [wanted, ModalRoot, language, attempt.count])
  const retry = useCallback(() => setAttempt((previous) => ({ count: previous.count + 1, failed: false })), [])
  return { ModalRoot, failed: attempt.failed, retry }
}
