'use client'
import { useState, type ReactNode } from 'react'
import { WalletportProvider } from 'walletport/react'
import type { ExampleNetwork } from './networks'

interface ProvidersProps {
  readonly locale: string
  readonly themeMode: 'light' | 'dark'
  readonly network: ExampleNetwork
  /** The page's Content-Security-Policy nonce (proxy.ts): walletport's styles carry it. */
  readonly cspNonce?: string
  readonly children: ReactNode
}

/**
 * One walletport instance per provider tree. The loader runs in the browser after the first
 * paint (or on a click), never during a server render: a server render has no instance at all,
 * and two visitors' renders share nothing.
 */
export function Providers({ locale, themeMode, network, cspNonce, children }: ProvidersProps) {
  const [loadWalletport] = useState(() => () => import('./walletport').then((module) => module.createExampleWalletport(network, locale, themeMode)))
  // A refresh renders this again with a new request's nonce: the provider keeps the page's first one.
  return (
    <WalletportProvider walletport={loadWalletport} locale={locale} themeMode={themeMode} cspNonce={cspNonce}>
      {children}
    </WalletportProvider>
  )
}
