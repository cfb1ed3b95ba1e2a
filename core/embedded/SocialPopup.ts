/**
 * The social login's popup window as the core drives it: sent to the provider's URL, then the
 * result handle it reports (`result` rejects with SocialLoginError when it is closed first or
 * reports a failure), then closed.
 */
export interface SocialPopup {
  goTo(url: string): void
  readonly result: Promise<string>
  close(): void
}
