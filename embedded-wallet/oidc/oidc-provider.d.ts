// oidc-provider ships no types (and @types/oidc-provider is not installed): the part
// startOidcProvider uses, declared here.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface Account {
    readonly accountId: string
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>
  }

  export interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export interface KoaContextWithOIDC {
    readonly oidc: {
      readonly client?: { readonly clientId: string }
      readonly session?: { readonly accountId?: string; grantIdFor(clientId: string): string | undefined }
      readonly result?: { readonly consent?: { readonly grantId?: string } }
      readonly provider: Provider
    }
  }

  export interface Configuration {
    clients?: readonly Record<string, unknown>[]
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean; methods?: readonly string[] }
    scopes?: readonly string[]
    claims?: Record<string, readonly string[]>
    cookies?: { keys?: readonly string[] }
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Account | undefined | Promise<Account | undefined>
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { readonly uid: string }) => string | Promise<string> }
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>
    features?: Record<string, { enabled?: boolean }>
    ttl?: Record<string, number>
  }

  export interface InteractionDetails {
    readonly uid: string
    readonly params: Record<string, unknown>
    readonly prompt: { readonly name: string }
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    readonly Grant: {
      new (properties: { clientId: string; accountId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>
    interactionFinished(request: IncomingMessage, response: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
