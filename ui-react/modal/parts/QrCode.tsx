import { useMemo } from 'react'
import { qrPath } from '../qrPath.js'

/**
 * `text` as a QR code: black on a white card (scanners need the contrast in both themes),
 * 240 px, labelled as an image. Extra `data-*` attributes land on the svg.
 */
export function QrCode({ text, label, ...data }: { readonly text: string; readonly label: string } & { readonly [key: `data-${string}`]: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text])
  return (
    <svg
      role="img"
      aria-label={label}
      {...data}
      viewBox={`0 0 ${size} ${size}`}
      width={240}
      height={240}
      shapeRendering="crispEdges"
      css={{ background: '#fff', borderRadius: 16, padding: 8, boxSizing: 'content-box' }}
    >
      <path d={d} fill="#000" />
    </svg>
  )
}
