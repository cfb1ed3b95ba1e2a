import { css } from '@emotion/react'
import { useState } from 'react'

const tile = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  overflow: hidden;
  background: var(--wp-color-surface-hover);
  color: var(--wp-color-fg);
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/**
 * A wallet's or network's icon. The name is always written next to it, so the image is
 * decorative (`alt=""`): screen readers hear the name once. A missing or broken image
 * becomes a letter tile instead of an empty box; `pending` (an image still on its way)
 * keeps the tile blank. `walletId` (the wallet's directory id, when known) is written as
 * `data-wallet-id`.
 */
export function WalletIcon({
  name,
  src,
  size = 40,
  pending = false,
  walletId,
}: {
  readonly name: string
  readonly src?: string | undefined
  readonly size?: number
  readonly pending?: boolean
  readonly walletId?: string | undefined
}) {
  const [broken, setBroken] = useState(false)
  const box = size === 40 ? undefined : { width: size, height: size, borderRadius: size / 3 }
  return (
    <span css={tile} style={box} aria-hidden="true" data-pending={pending && !src ? '' : undefined} data-wallet-id={walletId}>
      {src && !broken ? <img src={src} alt="" onError={() => setBroken(true)} /> : pending ? null : (name.trim()[0] ?? '?').toUpperCase()}
    </span>
  )
}
