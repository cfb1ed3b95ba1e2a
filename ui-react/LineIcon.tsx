/** @jsxImportSource react */
// The line-icon drawing shared by the modal's icons and the loading shell's Close (initial bundle:
// only the Close path lives here; the modal's other paths come with its chunk).

/** The Close cross. */
export const CLOSE_PATH = 'M6 6l12 12M18 6L6 18'

/** A decorative line icon of path `d`: hidden from assistive technology (the control around it carries the name). */
export function LineIcon({ d, size = 20 }: { readonly d: string; readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}
