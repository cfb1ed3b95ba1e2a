// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { adoptApproveStyles } from './approveStyles.js'

describe('adoptApproveStyles', () => {
  it('default: adopts a constructed stylesheet, adds no <style> element and no style attribute (CSP style-src self)', () => {
    // jsdom has CSSStyleSheet but not adoptedStyleSheets: give it the browsers' array.
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true })

    adoptApproveStyles(document)

    const sheets = document.adoptedStyleSheets
    expect(sheets).toHaveLength(1)
    const rules = [...(sheets[0]?.cssRules ?? [])].map((rule) => rule.cssText)
    expect(rules.some((rule) => rule.includes('.wp-approve[data-theme="dark"]'))).toBe(true)
    expect(rules.some((rule) => rule.includes(':focus-visible'))).toBe(true)
    expect(document.querySelector('style, [style]')).toBeNull()
  })

  it('behavior: without adoptedStyleSheets the page stays usable, unstyled', () => {
    const bare = document.implementation.createHTMLDocument('bare')
    expect(() => adoptApproveStyles(bare)).not.toThrow()
    expect(bare.querySelector('style')).toBeNull()
  })
})
