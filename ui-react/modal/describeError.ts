import { toBaseError } from '../../core/internal.js'
import type { Translator } from '../i18n/translator.js'

/**
 * What to tell a visitor about `error`: its short message (never a vendor's raw text, the core
 * sees to that), in the visitor's language when it is a text of the core's MESSAGES catalogue.
 */
export function describeError(translator: Translator, error: unknown): string {
  return translator.translateMessage(toBaseError(error).shortMessage)
}
