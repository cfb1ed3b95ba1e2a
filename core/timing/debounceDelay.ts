/** How long a search or name input waits after the last keystroke before it is used, in milliseconds. */
export const DEBOUNCE_MS = 500
