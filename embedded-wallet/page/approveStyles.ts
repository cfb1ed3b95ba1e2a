/**
 * The approve UI's stylesheet. The page's CSP is `style-src 'self'`: no `<style>` element and
 * no style attributes, so it is adopted as a constructed stylesheet (which CSP allows).
 * Theme values arrive as `--wp-*` custom properties set through the CSSOM.
 */
export const APPROVE_CSS = `
:root { color-scheme: light dark; }
html, body { margin: 0; height: 100%; }
body { font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.wp-approve {
  /* Own names (--frame-*) over the app's theme variables (--wp-*, from SYNC_THEME), with defaults. */
  --frame-bg: var(--wp-color-bg, #ffffff); --frame-fg: var(--wp-color-fg, #141414); --frame-muted: var(--wp-color-fg-muted, #5c5c5c);
  --frame-line: var(--wp-color-border, #e3e3e3); --frame-panel: var(--wp-color-surface, #f4f4f4);
  --frame-accent: var(--wp-color-accent, var(--wp-accent, #3b6ef5)); --frame-on-accent: var(--wp-color-accent-fg, #ffffff);
  --frame-focus: var(--wp-color-focus, #1a4fd6);
  box-sizing: border-box; display: flex; flex-direction: column; gap: 12px;
  min-height: 100%; max-height: 100%; padding: 20px; overflow: hidden;
  background: var(--frame-bg); color: var(--frame-fg);
  font-family: var(--wp-font-family, inherit);
  border-radius: var(--wp-border-radius-master, 0);
}
.wp-approve[data-theme="dark"] {
  --frame-bg: var(--wp-color-bg, #161719); --frame-fg: var(--wp-color-fg, #f1f1f1); --frame-muted: var(--wp-color-fg-muted, #a6a6a6);
  --frame-line: var(--wp-color-border, #2e3033); --frame-panel: var(--wp-color-surface, #222326); --frame-focus: var(--wp-color-focus, #8fb0ff);
}
.wp-approve[hidden] { display: none; }
.wp-approve h1 { margin: 0; font-size: 20px; line-height: 1.25; }
.wp-approve h1:focus { outline: none; }
.wp-origin { margin: 0; color: var(--frame-muted); overflow-wrap: anywhere; }
.wp-origin strong { color: var(--frame-fg); }
.wp-fields { display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; margin: 0; }
.wp-fields dt { color: var(--frame-muted); }
.wp-fields dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.wp-detail { flex: 1 1 auto; min-height: 60px; margin: 0; padding: 10px; overflow: auto;
  background: var(--frame-panel); border: 1px solid var(--frame-line); border-radius: 8px;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
.wp-queue, .wp-hint { margin: 0; color: var(--frame-muted); font-size: 13px; }
.wp-actions { display: flex; gap: 12px; margin-top: auto; }
.wp-actions button { flex: 1 1 0; min-height: 44px; padding: 10px 16px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid var(--frame-line); background: var(--frame-panel); color: var(--frame-fg); }
.wp-actions .wp-approve-button { background: var(--frame-accent); border-color: var(--frame-accent); color: var(--frame-on-accent); }
.wp-actions button:disabled { opacity: 0.5; cursor: not-allowed; }
.wp-approve :focus-visible { outline: 3px solid var(--frame-focus); outline-offset: 2px; }
.wp-refusal { box-sizing: border-box; padding: 24px; text-align: center; color: #5c5c5c; }
@media (max-width: 380px) { .wp-approve { padding: 16px; } .wp-fields { grid-template-columns: 1fr; gap: 2px; } .wp-fields dd { margin-bottom: 6px; } }
@media (prefers-reduced-motion: no-preference) { .wp-actions button { transition: opacity 120ms; } }
`

/**
 * Adopts the stylesheet into `document` once; a browser without constructed stylesheets keeps
 * its default look (the UI still works).
 * @example adoptApproveStyles(document)
 */
export function adoptApproveStyles(document: Document): void {
  const view = document.defaultView as (Window & { CSSStyleSheet?: typeof CSSStyleSheet }) | null
  const Sheet = view?.CSSStyleSheet
  if (!Sheet || !('adoptedStyleSheets' in document)) return
  try {
    const sheet = new Sheet()
    sheet.replaceSync(APPROVE_CSS)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  } catch {
    // An engine without constructable sheets: unstyled but usable.
  }
}
