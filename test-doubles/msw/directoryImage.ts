/**
 * A generated wallet image: a rounded tile in `colour` with the name's initials, as SVG text.
 * The offline demo's image files and the msw fakes both come from it (nothing is downloaded).
 */
export function directoryImageSvg(name: string, colour: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
      .replace(/[^A-Z0-9]/g, '') || '?'
  const background = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#3b82f6'
  const foreground = isLight(background) ? '#111111' : '#ffffff'
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="${background}"/>`,
    `<text x="48" y="60" font-family="Inter, Arial, sans-serif" font-size="${initials.length > 1 ? 34 : 44}" font-weight="700" text-anchor="middle" fill="${foreground}">${initials}</text>`,
    '</svg>',
  ].join('')
}

function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16))
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 160
}
