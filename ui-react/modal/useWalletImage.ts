import { useEffect, useState } from 'react'
import type { WalletDirectory } from '../../core/index.js'

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

/**
 * The image of a directory wallet: its own URL, else the directory's image for its id
 * (fetched on first need, de-duplicated and cached), else undefined (a letter tile shows).
 */
export function useWalletImage(
  directory: WalletDirectory | undefined,
  wallet: { readonly image_url?: string | undefined; readonly image_id?: string | undefined },
): string | undefined {
  const [fetched, setFetched] = useState<string | undefined>(undefined)
  const imageId = wallet.image_url ? undefined : wallet.image_id
  useEffect(() => {
    if (!directory || !imageId) return
    let live = true
    imageUrl(directory, imageId).then(
      (url) => live && setFetched(url),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [directory, imageId])
  return wallet.image_url ?? fetched
}
