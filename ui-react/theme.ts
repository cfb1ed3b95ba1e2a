// Initial-bundle files import core modules directly (each re-exported by core/internal.ts): going
// through a barrel would make esbuild place everything the lazy modal uses in the initial chunk.
import { MODAL } from '../core/modal/modalLayout.js'
import type { ResolvedOptions } from '../core/index.js'

/** A set of `--wp-*` CSS custom properties, usable as a React `style` object. */
export type ThemeVariables = Readonly<Record<`--wp-${string}`, string | number>>

// Inter (the spec's), else the platform's interface font. Every family a browser does not have
// costs a font lookup in the page's first layout (Chromium on Linux: ~1.7 ms for `ui-sans-serif`,
// a generic only Safari knows, where system-ui already names the same font), so none stands
// before system-ui but Inter.
const FONT_STACK = `${MODAL.fontFamily}, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`

const SHARED: ThemeVariables = {
  '--wp-font-family': FONT_STACK,
  '--wp-z-index': MODAL.zIndex,
  '--wp-width': `${MODAL.widthPx}px`,
  '--wp-radius': '24px',
  '--wp-radius-item': '16px',
  '--wp-color-accent': '#3b5bdb',
  '--wp-color-accent-fg': '#ffffff',
}

/** The two palettes of `themeMode` (every text/background pair meets WCAG AA contrast). */
export const THEMES: Readonly<Record<'light' | 'dark', ThemeVariables>> = {
  dark: {
    ...SHARED,
    '--wp-color-bg': '#141418',
    '--wp-color-surface': '#212128',
    '--wp-color-surface-hover': '#2c2c35',
    '--wp-color-fg': '#f4f4f6',
    '--wp-color-fg-muted': '#a9a9b4',
    '--wp-color-border': '#34343d',
    '--wp-color-danger': '#fca5a5',
    '--wp-color-success': '#86efac',
    '--wp-color-focus': '#9db0ff',
    '--wp-color-overlay': 'rgba(0, 0, 0, 0.6)',
  },
  light: {
    ...SHARED,
    '--wp-color-bg': '#ffffff',
    '--wp-color-surface': '#f2f3f5',
    '--wp-color-surface-hover': '#e6e7ec',
    '--wp-color-fg': '#16161a',
    '--wp-color-fg-muted': '#55555f',
    '--wp-color-border': '#d9dae0',
    '--wp-color-danger': '#b42318',
    '--wp-color-success': '#1a7f37',
    '--wp-color-focus': '#3b5bdb',
    '--wp-color-overlay': 'rgba(20, 20, 24, 0.45)',
  },
}

/**
 * The custom properties for the instance's `themeMode`, with its `themeVariables` on top.
 * @example <div style={themeStyle(walletport.options)} />
 */
export function themeStyle(options: Pick<ResolvedOptions, 'themeMode' | 'themeVariables'>): ThemeVariables {
  return { ...THEMES[options.themeMode], ...options.themeVariables }
}
