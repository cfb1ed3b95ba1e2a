import { OPTION_MESSAGES } from '../options/optionMessages.js'

/**
 * Every user-facing and internal text, by value: first the fixed texts, which must stay
 * word for word (typos included), then walletport's own texts where no fixed text exists.
 * Other modules refer to these keys, never to inline copies; `messages.test.ts` pins each
 * text. The texts option validation throws live in `optionMessages.ts` (spread in below),
 * so the start-up check does not load the catalogue.
 */
export const MESSAGES = {
  EMAIL_LOGIN_COOLDOWN: 'Please try again after {n} seconds',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_SIGNATURE_DECLINED: 'This application might not support Smart Accounts',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  TRANSACTIONS_NO_ACCOUNT: "Transactions can't be fetched without an accountAddress",
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CONTROLLER_CLIENT: 'No ConnectionController client found',
  ...OPTION_MESSAGES,
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  RPC_NOT_ALLOWED_UI: 'Action not allowed',
  FRAME_RPC_ABORTED: 'Request was aborted',
  FRAME_REQUEST_ABORTED: 'Something went wrong',
  FRAME_ERROR_REPLY: 'An error occurred',
  FRAME_LOAD_FAILED: 'Unable to load email login dependency',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name',
  DISCONNECT_FAILED: 'Failed to disconnect chain(s)',
  // Internal: programming or wiring faults, never a visitor's doing.
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CHAIN_REQUIRED_FOR_CONNECTION_CLIENT: 'Chain is required to get connection controller client',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED_FOR_ACCOUNT_PROP: 'Chain is required to set account prop',
  CHAIN_REQUIRED_FOR_ACCOUNT_DATA: 'Chain is required to update chain account data',
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  // walletport's own texts: no fixed text exists for these, so they may be reworded.
  UNEXPECTED_ERROR: 'An unexpected error occurred',
  WALLET_REQUEST_FAILED: 'The wallet could not complete the request',
  OPERATION_ABORTED: 'The operation was aborted',
  HTTP_REQUEST_FAILED: 'The request to the server failed',
  FRAME_REQUEST_TIMEOUT: 'The embedded wallet did not respond in time',
  SIWX_WRONG_ACCOUNT: 'The wallet signed in with another account',
  INVALID_EMAIL: 'Invalid email',
  INVALID_OTP: 'Enter the 6-digit code',
  ONRAMP_OPTIONS_FAILED: 'Unable to load what you can buy',
  ONRAMP_QUOTE_FAILED: 'Unable to get a quote',
  ONRAMP_CHECKOUT_FAILED: 'Unable to open the checkout',
  SWAP_TOKENS_FAILED: 'Unable to load the tokens to swap',
  SWAP_QUOTE_FAILED: 'Unable to get a swap quote',
  SWAP_BUILD_FAILED: 'Unable to prepare the swap',
} as const

export type MessageKey = keyof typeof MESSAGES

/** Fills `{name}` placeholders: `formatMessage('EMAIL_LOGIN_COOLDOWN', { n: 12 })`. */
export function formatMessage(key: MessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
