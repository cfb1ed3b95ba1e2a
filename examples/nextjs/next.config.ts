import type { NextConfig } from 'next'

const config: NextConfig = {
  // This folder is the app's root even inside the walletport repository (whose own lockfile
  // would otherwise be taken for a monorepo's).
  turbopack: { root: process.cwd() },
  outputFileTracingRoot: process.cwd(),
}

export default config
