import { createWalletport } from 'walletport'
import { ViemChainAdapter } from 'walletport/evm'
import { anvilAt, mainnet, sepolia } from 'walletport/networks'

// VITE_RPC_URL (at build time) points the app at a local node, e.g. anvil; else Ethereum and Sepolia.
const rpcUrl: string | undefined = import.meta.env.VITE_RPC_URL
const networks = rpcUrl ? [anvilAt(rpcUrl)] : [mainnet, sepolia]

export const walletport = createWalletport(
  { networks, metadata: { name: 'walletport × Vite', description: 'walletport in a Vite app', url: window.location.origin, icons: [] } },
  { chainAdapters: [new ViemChainAdapter({ networks })] },
)
