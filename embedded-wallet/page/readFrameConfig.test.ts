// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readFrameConfig } from './readFrameConfig.js'

function page(json: string, type = 'application/json'): Document {
  const document = window.document.implementation.createHTMLDocument('frame')
  const script = document.createElement('script')
  script.type = type
  script.id = 'walletport-frame-config'
  script.textContent = json
  document.head.append(script)
  return document
}

describe('readFrameConfig', () => {
  it('default: reads the allowed origins and the backend URL', () => {
    expect(readFrameConfig(page('{"allowedOrigins":["https://*.example.com"],"backendUrl":"http://127.0.0.1:7400"}'))).toEqual({
      allowedOrigins: ['https://*.example.com'],
      backendUrl: 'http://127.0.0.1:7400',
    })
  })
  it('behavior: backendUrl is optional', () => {
    expect(readFrameConfig(page('{"allowedOrigins":[]}'))).toEqual({ allowedOrigins: [] })
  })
  it.each([['not json'], ['{"allowedOrigins":"https://a.test"}'], ['{"allowedOrigins":[1]}'], ['{"allowedOrigins":[],"backendUrl":"nope"}']])('behavior: %s is no config', (json) => {
    expect(readFrameConfig(page(json))).toBeUndefined()
  })
  it('behavior: a block that is not a JSON data block is ignored', () => {
    expect(readFrameConfig(page('{"allowedOrigins":[]}', 'text/javascript'))).toBeUndefined()
  })
  it('behavior: no block, no config', () => {
    expect(readFrameConfig(window.document.implementation.createHTMLDocument('x'))).toBeUndefined()
  })
})
