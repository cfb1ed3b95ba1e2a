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
  it('parameters: smartAccountNetworks, the chains with smart accounts and the RPC URL of each', () => {
    expect(readFrameConfig(page('{"allowedOrigins":[],"smartAccountNetworks":[{"chainId":31337,"rpcUrl":"http://127.0.0.1:8545"}]}'))).toEqual({
      allowedOrigins: [],
      smartAccountNetworks: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    })
  })
  it.each([['not json'], ['{"allowedOrigins":[],"smartAccountNetworks":[{"chainId":"1","rpcUrl":"http://a.test"}]}'], ['{"allowedOrigins":[],"smartAccountNetworks":[{"chainId":1,"rpcUrl":"javascript:alert(1)"}]}'], ['{"allowedOrigins":"https://a.test"}'], ['{"allowedOrigins":[1]}'], ['{"allowedOrigins":[],"backendUrl":"nope"}']])('behavior: %s is no config', (json) => {
    expect(readFrameConfig(page(json))).toBeUndefined()
  })
  it('behavior: a block that is not a JSON data block is ignored', () => {
    expect(readFrameConfig(page('{"allowedOrigins":[]}', 'text/javascript'))).toBeUndefined()
  })
  it('behavior: no block, no config', () => {
    expect(readFrameConfig(window.document.implementation.createHTMLDocument('x'))).toBeUndefined()
  })
})
