/** The modal's layout and motion constants. Durations are milliseconds. */

export const MODAL = {
  widthPx: 360,
  fontFamily: 'Inter',
  zIndex: 999,
  shakeMs: 500,
  messageSwapDelayMs: 150,
} as const
