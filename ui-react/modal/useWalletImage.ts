import { useEffect, useState } from 'react'
import { type WalletDirectory } from '../../core/index.js'
import { IMAGE_PRELOAD_RACE_MS } from '../../core/internal.js'

const CACHE = new WeakMap<WalletDirectory, Map<string, Promise<string>>>()

/** One request per image id and directory, shared by every row that shows it. */
function imageUrl(directory: WalletDirectory, imageId: string): Promise<string> {
  let images = CACHE.get(directory)
  if (!images) CACHE.set(directory, (images = new Map()))
  let url = images.get(imageId)
  if (!url) {
    url = directory.getWalletImageUrl(imageId)
    // A failed image is not cached: the next open may be online.
    url.catch(() => images.delete(imageId))
    images.set(imageId, url)
  }
  return url
}

/** What a wallet row shows as its icon. */
export interface WalletImage {
  /** The image to show, once there is one. */
  readonly src: string | undefined
  /**
   * True while the directory image is on its way and its 2 s preload race is not
   * over: the icon stays a blank tile instead of flashing a letter. After that, or on a
   * failure, the generated placeholder (the name's letter) shows; a late image still replaces it.
   */
  readonly pending: boolean
}

/**
 * The image of a wallet: its own URL, else the directory's image for its id (fetched on first
 * need, de-duplicated and cached, raced against IMAGE_PRELOAD_RACE_MS), else `icon` (the
 * wallet's announced icon), which also shows while the directory image is on its way.
 */
export function useWalletImage(
  directory: WalletDirectory | undefined,
  wallet: { readonly image_url?: string | undefined; readonly image_id?: string | undefined; readonly icon?: string | undefined },
): WalletImage {
  const imageId = wallet.image_url ? undefined : wallet.image_id
  const [loaded, setLoaded] = useState<{ readonly imageId: string; readonly url?: string; readonly settled: boolean } | undefined>(undefined)
  useEffect(() => {
    if (!directory || !imageId) return
    let live = true
    setLoaded({ imageId, settled: false })
    const race = setTimeout(() => live && setLoaded((previous) => (previous?.imageId === imageId ? { ...previous, settled: true } : previous)), IMAGE_PRELOAD_RACE_MS)
    imageUrl(directory, imageId).then(
      (url) => live && setLoaded({ imageId, url, settled: true }),
      () => live && setLoaded({ imageId, settled: true }),
    )
    return () => {
      live = false
      clearTimeout(race)
    }
  }, [directory, imageId])
  if (wallet.image_url) return { src: wallet.image_url, pending: false }
  const current = loaded?.imageId === imageId ? loaded : undefined
  const src = current?.url ?? wallet.icon
  return { src, pending: !src && Boolean(directory && imageId) && !(current?.settled ?? false) }
}
