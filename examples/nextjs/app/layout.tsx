import type { ReactNode } from 'react'
import { cookies, headers } from 'next/headers'
import { serverNetwork } from './networks'
import { Providers } from './providers'
import './globals.css'

export const metadata = { title: 'walletport × Next.js' }

/**
 * A server component: it reads this visitor's language (Accept-Language) and theme (a cookie)
 * from this request only, and hands them to the client provider as props, with this response's
 * CSP nonce (set by `proxy.ts`). Nothing about a visitor is kept in a module, so concurrent
 * requests never see each other's settings.
 */
export default async function RootLayout({ children }: { readonly children: ReactNode }) {
  const [requestHeaders, requestCookies] = await Promise.all([headers(), cookies()])
  const locale = firstLanguage(requestHeaders.get('accept-language'))
  const themeMode = requestCookies.get('theme')?.value === 'dark' ? 'dark' : 'light'
  const cspNonce = requestHeaders.get('x-nonce') ?? undefined
  return (
    <html lang={locale} data-theme={themeMode}>
      <body>
        <Providers locale={locale} themeMode={themeMode} network={serverNetwork()} cspNonce={cspNonce}>
          {children}
        </Providers>
      </body>
    </html>
  )
}

/** The visitor's first language tag, e.g. 'de-DE,de;q=0.9,en;q=0.8' → 'de-DE'; none → 'en'. */
function firstLanguage(acceptLanguage: string | null): string {
  const tag = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim()
  return tag && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) ? tag : 'en'
}
