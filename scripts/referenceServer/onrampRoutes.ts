import { randomUUID } from 'node:crypto'
import { createWalletClient, erc20Abi, getAddress, http, isAddress, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { LOCAL_ONRAMP_PROVIDERS } from '../../core/onramp/onrampProviders.js'
import { ONRAMP_LIMITS_USD } from '../../core/onramp/onrampDefaults.js'
import { readBody, refusedWithoutProject, sendFailure, sendJson } from './http.js'
import type { LocalChain } from './localChain.js'
import type { Route } from './route.js'

/** What the local onramp needs: the chains with their demo USDC, the treasury's key, its own URL. */
export interface OnrampRoutesOptions {
  readonly chains: readonly LocalChain[]
  /** Holds the demo USDC and pays the purchases (and their gas). */
  readonly treasuryKey: Hex
  /** The server's own origin, e.g. `http://127.0.0.1:8560` (known once it listens). */
  readonly publicUrl: () => string
}

/** USD per unit of each payment currency (a fixed local rate: there is no market offline). */
const PAYMENT_RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }
const FEES: Readonly<Record<string, number>> = { 'local-card': 0.01, 'local-bank': 0.02 }
const CHECKOUT = /^\/onramp\/checkout\/([0-9a-f-]{36})(\/pay)?$/

interface Order {
  readonly id: string
  readonly provider: (typeof LOCAL_ONRAMP_PROVIDERS)[number]
  readonly chain: LocalChain
  readonly token: `0x${string}`
  readonly address: `0x${string}`
  readonly amount: number
  readonly paymentCurrency: string
  readonly purchaseAmount: string
  /** The app that asked for the URL (its Origin header): the only target of the paid message. */
  readonly appOrigin: string | undefined
  hash?: Hex
}

/** The quote of the local providers: the amount in USD, minus the provider's fee, in USDC (1 USD). */
export function localOnrampQuote(request: { readonly amount: number; readonly paymentCurrency: string; readonly provider: string }) {
  const rate = PAYMENT_RATES[request.paymentCurrency]
  const feeRate = FEES[request.provider]
  if (rate === undefined || feeRate === undefined || !Number.isFinite(request.amount) || request.amount <= 0) return undefined
  const fee = Math.round(request.amount * feeRate * 100) / 100
  const purchaseAmount = (Math.floor((request.amount - fee) * rate * 1e6) / 1e6).toFixed(6).replace(/\.?0+$/, '')
  return { fee: fee.toFixed(2), purchaseAmount, paymentTotal: request.amount.toFixed(2) }
}

/**
 * The local onramp: `/v1/onramp/options` (USDC on each local chain, USD and EUR with the card
 * and bank limits, the providers 'local-card' and 'local-bank'), `/v1/onramp/quote` (the
 * amount minus the provider's 1 % or 2 %), `/v1/generators/onrampurl` (an order, priced here,
 * and the URL of its checkout page), and the checkout page itself, whose Pay button makes
 * the treasury send the quoted USDC to the address on that chain, then tells the opening app
 * (postMessage to its origin only). Orders live in memory.
 * @example routes.push(onrampRoutes({ chains, treasuryKey, publicUrl: () => url }))
 */
export function onrampRoutes(options: OnrampRoutesOptions): Route {
  const orders = new Map<string, Order>()
  const treasury = privateKeyToAccount(options.treasuryKey)
  let sending: Promise<unknown> = Promise.resolve()
  const withUsdc = options.chains.flatMap((chain) => {
    const token = chain.tokens.find((candidate) => candidate.symbol === 'USDC')
    return token ? [{ chain, token: token.address, network: `anvil-${chain.chainId}` }] : []
  })
  const limits = [
    { id: 'card', min: ONRAMP_LIMITS_USD.card.min.toFixed(2), max: ONRAMP_LIMITS_USD.card.max.toFixed(2) },
    { id: 'ach_bank_account', min: ONRAMP_LIMITS_USD.bank.min.toFixed(2), max: ONRAMP_LIMITS_USD.bank.max.toFixed(2) },
  ]

  const pay = (order: Order): Promise<Hex> => {
    const { chain } = order
    const wallet = createWalletClient({
      account: treasury,
      chain: { id: chain.chainId, name: `Chain ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
      transport: http(chain.rpcUrl),
    })
    // One transfer at a time: the treasury's nonces must not race.
    const sent = sending.then(async () => {
      const hash = await wallet.writeContract({ address: order.token, abi: erc20Abi, functionName: 'transfer', args: [order.address, parseUnits(order.purchaseAmount, 6)] })
      await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      return hash
    })
    sending = sent.catch(() => undefined)
    return sent
  }

  return async (request, response, url) => {
    const path = url.pathname
    const method = request.method ?? 'GET'
    if (path === '/v1/onramp/options' && method === 'GET') {
      if (refusedWithoutProject(url, response)) return true
      sendJson(response, 200, {
        paymentCurrencies: Object.keys(PAYMENT_RATES).map((id) => ({ id, payment_method_limits: limits })),
        purchaseCurrencies: [
          {
            id: 'USDC',
            name: 'USD Coin',
            symbol: 'USDC',
            networks: withUsdc.map(({ chain, token, network }) => ({ name: network, display_name: `Chain ${chain.chainId}`, chain_id: String(chain.chainId), contract_address: token })),
          },
        ],
        providers: LOCAL_ONRAMP_PROVIDERS.map((provider) => provider.name),
      })
      return true
    }
    if ((path === '/v1/onramp/quote' || path === '/v1/generators/onrampurl') && method === 'POST') {
      if (refusedWithoutProject(url, response)) return true
      const body = parseJson(await readBody(request))
      const provider = typeof body['provider'] === 'string' ? body['provider'] : 'local-card'
      if (path === '/v1/generators/onrampurl' && (typeof body['provider'] !== 'string' || FEES[provider] === undefined)) {
        // Another provider's request (Coinbase's, Meld's…): a page saying only the local ones check out here.
        sendJson(response, 200, { url: `${options.publicUrl()}/onramp/unsupported` })
        return true
      }
      const paymentCurrency = String(body['paymentCurrency'] ?? '')
      const quote = localOnrampQuote({ amount: Number(body['amount']), paymentCurrency, provider })
      if (String(body['purchaseCurrency'] ?? '') !== 'USDC' || !quote) return refuse(response, 'unsupported provider, currency or amount')
      const target = withUsdc.find(({ network }) => network === body['network'])
      if (!target) return refuse(response, 'unsupported network')
      if (path === '/v1/onramp/quote') {
        sendJson(response, 200, {
          purchaseAmount: { amount: quote.purchaseAmount, currency: 'USDC' },
          paymentTotal: { amount: quote.paymentTotal, currency: paymentCurrency },
          networkFee: { amount: '0.00', currency: paymentCurrency },
          coinbaseFee: { amount: quote.fee, currency: paymentCurrency },
        })
        return true
      }
      const address = String(body['address'] ?? '')
      if (!isAddress(address, { strict: false })) return refuse(response, 'invalid address')
      const order: Order = {
        id: randomUUID(),
        provider: LOCAL_ONRAMP_PROVIDERS.find((known) => known.name === provider) ?? LOCAL_ONRAMP_PROVIDERS[0],
        chain: target.chain,
        token: target.token,
        address: getAddress(address),
        amount: Number(body['amount']),
        paymentCurrency,
        purchaseAmount: quote.purchaseAmount,
        appOrigin: originOf(request.headers.origin),
      }
      orders.set(order.id, order)
      sendJson(response, 200, { url: `${options.publicUrl()}/onramp/checkout/${order.id}` })
      return true
    }
    if (path === '/onramp/unsupported' && method === 'GET') {
      sendPage(response, 200, 'Not available locally', `<p>Only the local providers (${LOCAL_ONRAMP_PROVIDERS.map((known) => known.label).join(', ')}) check out here.</p>`)
      return true
    }
    const checkout = CHECKOUT.exec(path)
    if (!checkout) return false
    const order = orders.get(checkout[1] ?? '')
    if (!order) {
      sendPage(response, 404, 'Order not found', '<p>This checkout does not exist (the local onramp forgets its orders when it restarts).</p>')
      return true
    }
    if (checkout[2] && method === 'POST') {
      order.hash ??= await pay(order)
      sendPage(response, 200, 'Payment complete', paidBody(order))
      return true
    }
    if (method !== 'GET') return false
    sendPage(response, 200, `${order.provider.label}: checkout`, order.hash ? paidBody(order) : orderBody(order))
    return true
  }
}

function orderBody(order: Order): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: order.paymentCurrency }).format(order.amount)
  return `<dl>
  <dt>You pay</dt><dd>${money} (fee ${escape(order.provider.feeRange)} included)</dd>
  <dt>You receive</dt><dd data-testid="purchase-amount">${escape(order.purchaseAmount)} USDC</dd>
  <dt>On</dt><dd>Chain ${order.chain.chainId}</dd>
  <dt>To</dt><dd><code>${escape(order.address)}</code></dd>
</dl>
<form method="post" action="/onramp/checkout/${order.id}/pay"><button type="submit">Pay ${money}</button></form>
<p class="note">A local test provider: nothing is charged; the local treasury sends the demo USDC.</p>`
}

function paidBody(order: Order): string {
  const message = JSON.stringify({ type: 'walletport:onramp', status: 'paid', orderId: order.id, hash: order.hash }).replace(/</g, '\\u003c')
  const target = order.appOrigin ? JSON.stringify(order.appOrigin).replace(/</g, '\\u003c') : 'null'
  return `<p role="status">${escape(order.purchaseAmount)} USDC sent to <code>${escape(order.address)}</code>.</p>
<p>Transaction <code>${escape(order.hash ?? '')}</code></p>
<p>You can close this window and return to the app.</p>
<button type="button" onclick="window.close()">Close</button>
<script>
  // Only the app that asked for this checkout hears of it, at its own origin.
  const target = ${target}
  if (target && window.opener) window.opener.postMessage(${message}, target)
</script>`
}

function sendPage(response: Parameters<Route>[1], status: number, title: string, body: string): void {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 420px; margin: 32px auto; padding: 0 16px; color: #1b1b1f; background: #fff; }
  dt { color: #555; font-size: 14px; } dd { margin: 0 0 12px; font-weight: 600; overflow-wrap: anywhere; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 12px; background: #1f4fd6; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .note { color: #555; font-size: 13px; } code { overflow-wrap: anywhere; }
</style></head>
<body><main><h1>${escape(title)}</h1>
${body}
</main></body></html>`
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' }).end(html)
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : undefined
  } catch {
    return undefined
  }
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function refuse(response: Parameters<Route>[1], reason: string): true {
  sendFailure(response, 400, reason)
  return true
}
