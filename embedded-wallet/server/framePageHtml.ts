/** What the server bakes into the frame page (the `walletport-frame-config` data block). */
export interface FramePageConfig {
  readonly allowedOrigins: readonly string[]
  readonly backendUrl?: string
  /** The chains where the frame offers smart accounts, with the RPC URL it reads each through. */
  readonly smartAccountNetworks?: readonly { readonly chainId: number; readonly rpcUrl: string }[]
}

/**
 * The frame page: the config as a JSON data block, the app's mount point and the bundle.
 * The JSON is escaped so no value can close the script element (`</script>`) or start a comment.
 * @example framePageHtml({ allowedOrigins: ['https://app.example'] })
 */
export function framePageHtml(config: FramePageConfig): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>walletport</title></head>',
    '<body>',
    `<script type="application/json" id="walletport-frame-config">${scriptSafeJson(config)}</script>`,
    '<div id="app"></div>',
    '<script type="module" src="/frame.js"></script>',
    '</body>',
    '</html>',
  ].join('\n')
}

function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
