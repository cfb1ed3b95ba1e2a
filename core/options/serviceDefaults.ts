/** The SDK type and version the remote services are told, and the services' default hosts. */

export const SDK_TYPE = 'walletport'

/** Fallback sdk version, used when the build did not inject one. */
export const DEFAULT_SDK_VERSION = 'walletport-0.1.0'

export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org'

export const DEFAULT_DIRECTORY_API_URL = 'https://api.web3modal.org'

export const DEFAULT_PULSE_API_URL = 'https://pulse.walletconnect.org'
