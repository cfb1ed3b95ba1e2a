import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath.js'

describe('qrPath', () => {
  it('draws exactly the dark modules of the QR code, quiet zone included', () => {
    const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'
    const { size, d } = qrPath(uri)
    const reference = encode(uri, { ecc: 'M', border: 2 })
    expect(size).toBe(reference.size)
    expect(d.split('M').length - 1).toBe(reference.data.flat().filter(Boolean).length)
    expect(d.startsWith('M')).toBe(true)
    // The quiet zone: nothing drawn in the first two rows.
    expect(d).not.toMatch(/M\d+ [01]h/)
  })
})
