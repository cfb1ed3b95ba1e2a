// The Dev Solana Wallet's Wallet Standard identity, on its own so that the page can show it
// before the wallet itself (kit and the ed25519 signer: the lazy demo chunk) has loaded.

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#4c1d95"/>' +
  '<path d="M28 30h44l-8 9H20z" fill="#5eead4"/>' +
  '<path d="M20 44h44l8 9H28z" fill="#c4b5fd"/>' +
  '<path d="M28 58h44l-8 9H20z" fill="#f0abfc"/></svg>'

/** How the Dev Solana Wallet registers itself (Wallet Standard name and icon). */
export const DEV_SOLANA_WALLET_INFO = Object.freeze({
  name: 'Dev Solana Wallet',
  // Wallet Standard icons are base64 data URIs.
  icon: `data:image/svg+xml;base64,${btoa(ICON_SVG)}` as const,
})
