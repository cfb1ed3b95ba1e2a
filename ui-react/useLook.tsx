/** @jsxImportSource react */
import type { CSSProperties } from 'react'
import { BALANCE_STYLE, ICON_STYLE, PRIMARY_STYLE, SECONDARY_STYLE, VISUALLY_HIDDEN } from './buttonStyle.js'
import { THEMES } from './theme.js'
import { useWalletportContext, type WalletportContextValue } from './WalletportContext.js'

// Under a strict CSP (`style-src 'nonce-…'`, no 'unsafe-inline') a server-rendered `style="…"`
// attribute is refused (a client render sets the same styles through the CSSOM, which the policy
// allows). So with the provider's cspNonce each look is a class, and the provider renders their
// rules as one <style nonce> in its place: the server's HTML is styled before any script runs,
// and hydration renders the same class names and the same sheet (no mismatch). Sturdier than
// re-applying styles after hydration (the HTML would still carry refused attributes, reported
// as violations, and paint unstyled until then) and than React 19's hoisted
// `<style precedence>` (its nonce needs a render option the host's framework may not pass).

/** The looks a class stands for under a nonce: `walletport-<index>`. The first two, the buttons', also carry the theme's variables. */
const LOOKS: readonly CSSProperties[] = [PRIMARY_STYLE, SECONDARY_STYLE, VISUALLY_HIDDEN, ICON_STYLE, BALANCE_STYLE]

/**
 * `style` as CSS declarations, the way React writes a style prop: kebab-case names, 'px' after
 * numbers but 0 and custom properties. (React writes unitless properties such as fontWeight
 * without 'px': the looks give those as strings; useLook.test.tsx checks each against React.)
 * A value cannot end its rule, open a comment or close the <style> (`themeVariables` may come
 * from a visitor's choice): `{`, `}`, `;`, `<` and `/*` are dropped, where the CSSOM would refuse the whole value.
 */
export function declarations(style: CSSProperties, priority = ''): string {
  return Object.entries(style)
    .map(([name, value]) => {
      const custom = name.startsWith('--')
      return `${custom ? name : name.replace(/[A-Z]/g, '-$&').toLowerCase()}:${typeof value == 'number' && value && !custom ? `${value}px` : String(value).replace(/[{};<]|\/\*/g, '')}${priority}`
    })
    .join(';')
}

/** The `--wp-*` variables `looks` read through `var(…)`. */
function readsOf(...looks: readonly CSSProperties[]): readonly string[] {
  return [...new Set(looks.flatMap((look) => Object.values(look).flatMap((value) => String(value).match(/--wp-[\w-]+/g) ?? [])))]
}

/** What each button look reads: the secondary one holds the account's balance too. */
const BUTTON_READS: readonly (readonly string[])[] = [readsOf(PRIMARY_STYLE), readsOf(SECONDARY_STYLE, BALANCE_STYLE)]

/**
 * The theme's variables a button needs: those its looks read (`reads`), then every one the
 * integrator gave, as theirs may be read through one another. Not the whole palette: each
 * custom property on an element costs its first render and style recalculation.
 */
function buttonTheme(theme: WalletportContextValue['theme'], reads: readonly string[]): CSSProperties {
  const palette: Readonly<Record<string, string | number>> = THEMES[theme.themeMode]
  const style: Record<string, string | number> = {}
  for (const name of reads) if (palette[name] !== undefined) style[name] = palette[name]
  return { ...style, ...theme.themeVariables } as CSSProperties
}

/** A button look's theme variables as a rule of their own: its class names it by content, so two providers with two themes on one page do not collide. */
function themeRule(theme: WalletportContextValue['theme'], reads: readonly string[]): [className: string, style: CSSProperties] {
  const style = buttonTheme(theme, reads)
  const css = declarations(style)
  let hash = 0
  for (let index = 0; index < css.length; index++) hash = (Math.imul(hash, 31) + css.charCodeAt(index)) | 0
  return [`walletport-t${(hash >>> 0).toString(36)}`, style]
}

/**
 * The props that give an element `look` (one of LOOKS): an inline style (with the theme
 * variables it reads on a button), or with a CSP nonce the classes of lookSheet's rules.
 */
export function useLook(look: CSSProperties): { className?: string; style?: CSSProperties } {
  const { theme, cspNonce } = useWalletportContext()
  const index = LOOKS.indexOf(look)
  const reads = BUTTON_READS[index]
  if (cspNonce) return { className: `${reads ? `${themeRule(theme, reads)[0]} ` : ''}walletport-${index}` }
  return { style: reads ? { ...buttonTheme(theme, reads), ...look } : look }
}

/**
 * The looks' rules and the buttons' theme rules as one <style> with the page's nonce (the
 * provider renders it when it has one). Each declaration is `!important`, so a host rule such as
 * `.header button` restyles the buttons no more than it could an inline style.
 */
export function lookSheet(theme: WalletportContextValue['theme'], nonce: string) {
  const themes = BUTTON_READS.map((reads) => themeRule(theme, reads)).map(([name, style]) => `.${name}{${declarations(style, '!important')}}`)
  return <style nonce={nonce}>{`${themes.join('')}${LOOKS.map((look, index) => `.walletport-${index}{${declarations(look, '!important')}}`).join('')}`}</style>
}
