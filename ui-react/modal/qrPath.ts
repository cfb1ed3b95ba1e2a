import { encode } from 'uqr'

/** A QR code as one SVG path: `size` modules square (quiet zone included), dark modules in `d`. */
export interface QrPath {
  readonly size: number
  readonly d: string
}

/**
 * Encodes `text` (a pairing URI) as a QR code with medium error correction and a 2-module
 * quiet zone, drawn as one path of unit squares: no innerHTML, crisp at any size.
 * @example const { size, d } = qrPath('wc:…'); <svg viewBox={`0 0 ${size} ${size}`}><path d={d} /></svg>
 */
export function qrPath(text: string): QrPath {
  const { size, data } = encode(text, { ecc: 'M', border: 2 })
  const parts: string[] = []
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
    })
  })
  return { size, d: parts.join('') }
}
