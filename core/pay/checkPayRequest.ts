import type { CaipNetworkId, Network } from '../network/Network.js'
import { RECEIVER_CHECKS, validateSendForm } from '../send/validateSendForm.js'

/** A payment request: who is paid, how much of which token, on which network. */
export interface PayRequest {
  /** An address of the network's namespace (eip155: 0x-prefixed), or its CAIP-10 form on `network`. No names: a request is fixed. */
  readonly recipient: string
  /** In whole tokens, a plain decimal string: '0.01'. */
  readonly amount: string
  /** 'native' (the network's currency), or the token's contract (ERC-20, SPL mint): an address, or its CAIP-10 form on `network`. */
  readonly token: string
  /** The CAIP-2 id of the network paid on; one of the configured networks. */
  readonly network: CaipNetworkId
}

/** What can be wrong with a payment request; the amount's problems are validateSendForm's. */
export type PayProblem =
  | 'NETWORK_UNSUPPORTED'
  | 'NAMESPACE_UNSUPPORTED'
  | 'AMOUNT_MISSING'
  | 'AMOUNT_NOT_NUMERIC'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_TOO_PRECISE'
  | 'RECIPIENT_MISSING'
  | 'RECIPIENT_INVALID'
  | 'TOKEN_INVALID'

/** A request that passed: its network, the recipient's address, the contract (undefined: native). */
export interface CheckedPayRequest {
  readonly network: Network
  readonly recipient: string
  readonly contract: string | undefined
  readonly amount: string
}

/**
 * Checks a payment request against the configured networks, every problem at once in a fixed
 * order: the network (one of `networks`), the amount and the recipient by the send's rules
 * (validateSendForm: a plain decimal > 0; an address valid for the namespace), the token
 * ('native', or an address valid for the namespace). CAIP-10 values must be on `network`.
 * Pure; never throws on values of the wrong type.
 * @example checkPayRequest({ recipient: '0x7099…', amount: '0.01', token: 'native', network: 'eip155:1' }, [mainnet]).problems // []
 */
export function checkPayRequest(request: PayRequest, networks: readonly Network[]): { readonly problems: PayProblem[]; readonly checked?: CheckedPayRequest } {
  const network = networks.find((candidate) => candidate.caipNetworkId === request?.network)
  if (!network) return { problems: ['NETWORK_UNSUPPORTED'] }
  // A CAIP-10 recipient of another network is kept whole: the address rule refuses it.
  const recipient = localPart(request.recipient, network) ?? (typeof request.recipient === 'string' ? request.recipient : undefined)
  const problems: PayProblem[] = validateSendForm({ amount: typeof request.amount === 'string' ? request.amount : Number.NaN, receiverAddress: recipient, token: null, namespace: network.chainNamespace })
    .filter((problem) => problem !== 'TOKEN_MISSING')
    .map((problem) => (problem === 'RECEIVER_MISSING' ? 'RECIPIENT_MISSING' : problem === 'RECEIVER_INVALID' ? 'RECIPIENT_INVALID' : problem))
  const addressCheck = RECEIVER_CHECKS[network.chainNamespace]
  const native = request.token === 'native'
  const contract = native ? undefined : localPart(request.token, network)
  if (!native && addressCheck && !(typeof contract === 'string' && addressCheck(contract))) problems.push('TOKEN_INVALID')
  if (problems.length > 0 || recipient === undefined) return { problems }
  return { problems, checked: { network, recipient, contract, amount: request.amount } }
}

/** The address of a plain or CAIP-10 value; undefined for a CAIP-10 value of another network. */
function localPart(value: unknown, network: Network): string | undefined {
  if (typeof value !== 'string') return undefined
  const prefix = `${network.caipNetworkId}:`
  if (!value.includes(':')) return value
  return value.startsWith(prefix) ? value.slice(prefix.length) : undefined
}
