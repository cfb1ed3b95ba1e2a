/**
 * The WalletConnect mark as we draw it: two arcs, one above the other, with open ends, white
 * on the brand blue. Our own simple drawing (no copied asset), inlined as a data: URL.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">' +
  '<rect width="40" height="40" fill="#3B99FC"/>' +
  '<g fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M10 16.5c5.5-5.3 14.5-5.3 20 0"/>' +
  '<path d="M8 22.5l4.5 4.5 4.5-4.5 3 3 3-3 4.5 4.5 4.5-4.5"/>' +
  '</g></svg>'

export const WALLETCONNECT_MARK = `data:image/svg+xml,${encodeURIComponent(SVG)}`
