import { describe, expect, it } from 'vitest'
import { framePageHtml } from './framePageHtml.js'

const CONFIG_BLOCK = /<script type="application\/json" id="walletport-frame-config">(.*?)<\/script>/s

describe('framePageHtml', () => {
  it('default: a doctype, the config block, the mount point and the module bundle', () => {
    const html = framePageHtml({ allowedOrigins: ['https://app.example'] })

    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(JSON.parse(CONFIG_BLOCK.exec(html)?.[1] ?? '')).toEqual({ allowedOrigins: ['https://app.example'] })
    expect(html).toContain('<div id="app"></div>')
    expect(html).toContain('<script type="module" src="/frame.js"></script>')
  })

  it('behavior: a value holding </script> or <!-- cannot leave the data block, and reads back unchanged', () => {
    const hostile = ['https://a.example</script><script>alert(1)</script>', 'https://b.example<!--', 'https://c.example\u2028&']

    const html = framePageHtml({ allowedOrigins: hostile })

    expect(html.match(/<\/script>/g)).toHaveLength(2)
    expect(html).not.toContain('<!--')
    expect(JSON.parse(CONFIG_BLOCK.exec(html)?.[1] ?? '')).toEqual({ allowedOrigins: hostile })
  })
})
