/** What a visitor sees in a frame embedded where it may not be (the app gets nothing at all). */
export const REFUSAL_TEXT = 'This wallet cannot be embedded here'

/**
 * Replaces the page body with the refusal notice.
 * @example renderRefusal(document)
 */
export function renderRefusal(document: Document): void {
  const notice = document.createElement('p')
  notice.className = 'wp-refusal'
  notice.setAttribute('role', 'alert')
  notice.textContent = REFUSAL_TEXT
  document.body.replaceChildren(notice)
}
