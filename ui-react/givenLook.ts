import type { WalletportOptions } from '../core/index.js'
import type { ThemeVariables } from './theme.js'

/** What the buttons show before an instance has loaded, read from the options it was given. */
export interface GivenLook {
  readonly themeMode?: 'light' | 'dark'
  readonly themeVariables?: ThemeVariables
  readonly locale?: string
  readonly messages?: Readonly<Record<string, string>>
}

/**
 * The look and language of `createWalletport`'s options, for the buttons' first paint before the
 * instance has loaded and validated them: each field kept only when it has the right shape (the
 * validated options take over on arrival; an invalid one fails the instance then).
 */
export function givenLookOf(options: WalletportOptions | undefined): GivenLook {
  if (typeof options !== 'object' || options === null) return {}
  const { themeMode, themeVariables, locale, messages } = options as Record<keyof GivenLook, unknown>
  return {
    ...(themeMode === 'light' || themeMode === 'dark' ? { themeMode } : {}),
    ...(isRecord(themeVariables) ? { themeVariables: entriesOf(themeVariables, (key, value) => key.startsWith('--wp-') && (typeof value === 'string' || typeof value === 'number')) as ThemeVariables } : {}),
    ...(typeof locale === 'string' ? { locale } : {}),
    ...(isRecord(messages) ? { messages: entriesOf(messages, (_, value) => typeof value === 'string') as Record<string, string> } : {}),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function entriesOf(record: Record<string, unknown>, keep: (key: string, value: unknown) => boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key, value]) => keep(key, value)))
}
