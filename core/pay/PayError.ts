import { BaseError } from '../errors/BaseError.js'
import type { PayProblem } from './checkPayRequest.js'

/** Why `pay` refused before the wallet was asked (a declined signature, a short balance and a failed transaction keep their own types). */
export type PayErrorCode = 'PAY_DISABLED' | 'INVALID_REQUEST' | 'NOT_CONNECTED' | 'WRONG_NETWORK' | 'TOKEN_UNAVAILABLE'

/** The short message of each code; TOKEN_UNAVAILABLE is the spec's 'Token Balance Unavailable'. */
export const PAY_ERROR_TEXTS: Readonly<Record<PayErrorCode, string>> = {
  PAY_DISABLED: 'Pay is not enabled',
  INVALID_REQUEST: 'The payment request is not valid',
  NOT_CONNECTED: 'Connect a wallet to pay',
  WRONG_NETWORK: 'Switch network to pay',
  TOKEN_UNAVAILABLE: 'Token Balance Unavailable',
}

/**
 * A payment `pay` refused: `code` says why; INVALID_REQUEST lists every `problems`, WRONG_NETWORK
 * names the network the request needs (`details.caipNetworkId`).
 * @example if (error instanceof PayError && error.code === 'WRONG_NETWORK') await walletport.switchNetwork(network)
 */
export class PayError extends BaseError {
  override name = 'PayError'
  readonly code: PayErrorCode
  readonly problems: readonly PayProblem[]

  constructor(parameters: { readonly code: PayErrorCode; readonly problems?: readonly PayProblem[]; readonly caipNetworkId?: string; readonly cause?: unknown }) {
    const { code, problems = [] } = parameters
    super(PAY_ERROR_TEXTS[code], {
      cause: parameters.cause,
      category: code === 'TOKEN_UNAVAILABLE' ? 'API_ERROR' : code === 'PAY_DISABLED' ? 'CONFIGURATION_ERROR' : 'VALIDATION_ERROR',
      details: { code, ...(problems.length > 0 ? { problems } : {}), ...(parameters.caipNetworkId ? { caipNetworkId: parameters.caipNetworkId } : {}) },
      ...(problems.length > 0 ? { metaMessages: [`Problems: ${problems.join(', ')}`] } : {}),
    })
    this.code = code
    this.problems = problems
  }
}
