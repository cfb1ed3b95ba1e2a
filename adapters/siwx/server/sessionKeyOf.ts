/** The one key of a chain and account in a session store: EVM addresses compare in any letter case, others exactly. */
export function sessionKeyOf(chainId: string, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}
