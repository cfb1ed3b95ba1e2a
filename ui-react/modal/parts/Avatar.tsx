import { css } from '@emotion/react'

const circle = css`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  object-fit: cover;
`

/** Two hues from an address, so the same account always gets the same placeholder. */
function huesOf(address: string): readonly [number, number] {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return [hash % 360, (hash >>> 9) % 360]
}

/** The account's avatar: the profile image (with alt text), else a gradient generated from the address. */
export function Avatar({ address, image, alt }: { readonly address: string; readonly image?: string | null | undefined; readonly alt: string }) {
  if (image) return <img css={circle} src={image} alt={alt} />
  const [from, to] = huesOf(address)
  return (
    <span
      css={circle}
      role="img"
      aria-label={alt}
      style={{ display: 'block', background: `radial-gradient(circle at 30% 30%, hsl(${from} 85% 75%), hsl(${to} 70% 45%))` }}
    />
  )
}
