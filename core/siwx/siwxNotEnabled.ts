import { SiwxError } from './SiwxError.js'

/**
 * The rejection for a sign-in call on an instance without `siwx`: its own module, loaded only for
 * that mistake. LazySiwx imports this rather than SiwxError itself, so that no chunk shared by
 * other importers is a dynamic import's target: a bundler would then build a namespace object for
 * it with a runtime helper, and rolldown places that helper in an initial file of its own.
 */
export function siwxNotEnabled(): Promise<never> {
  return Promise.reject(new SiwxError('notEnabled'))
}
