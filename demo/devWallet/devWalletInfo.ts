// The Dev Wallet's EIP-6963 identity, on its own so that the page can show it before the wallet
// itself (viem's signer: a lazy chunk) has loaded.

/** How the Dev Wallet announces itself (EIP-6963 provider info). */
export const DEV_WALLET_INFO = Object.freeze({
  name: 'Dev Wallet',
  rdns: 'dev.walletport.devwallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
      '<rect width="96" height="96" rx="22" fill="#0f766e"/>' +
      '<rect x="18" y="28" width="60" height="42" rx="8" fill="#ccfbf1"/>' +
      '<rect x="52" y="42" width="26" height="14" rx="7" fill="#0f766e"/>' +
      '<circle cx="60" cy="49" r="3.5" fill="#ccfbf1"/>' +
      '<path d="M26 28l30-10 4 10" fill="none" stroke="#ccfbf1" stroke-width="5" stroke-linejoin="round"/></svg>',
  )}`,
})
