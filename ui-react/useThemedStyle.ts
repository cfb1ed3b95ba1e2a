import { useMemo, type CSSProperties } from 'react'
import { themeStyle } from './theme.js'
import { useWalletportContext } from './WalletportContext.js'

/**
 * `base` with the instance's theme variables, so a button outside the modal follows
 * `themeMode` and `themeVariables` too. Memoized: the style object keeps its identity.
 */
export function useThemedStyle(base: CSSProperties): CSSProperties {
  const { theme } = useWalletportContext()
  return useMemo(() => ({ ...themeStyle(theme), ...base }) as CSSProperties, [theme, base])
}
