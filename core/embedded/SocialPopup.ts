/**
 * The social login's popup window as the core drives it: sent to the provider's URL, then the
 * result handle it reports (`result` rejects with SocialLoginError when it is closed first or
 * reports a failure), then closed.
 */
export interface SocialPopup {
  /**
   * Set for a top-level login (the Telegram mini app: no popup): the page the provider's
   * callback comes back to with `result_uri`; `goTo` then leaves the page and `result` never settles.
   */
  readonly returnUrl?: string
  goTo(url: string): void
  readonly result: Promise<string>
  close(): void
}
