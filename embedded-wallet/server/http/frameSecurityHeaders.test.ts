import { describe, expect, it } from 'vitest'
import { frameContentSecurityPolicy } from './frameSecurityHeaders.js'

describe('frameContentSecurityPolicy', () => {
  it('default: only the allowed origins may embed the frame; it talks to itself only', () => {
    expect(frameContentSecurityPolicy({ allowedOrigins: ['https://app.example', 'http://localhost:5173'] })).toBe(
      "frame-ancestors https://app.example http://localhost:5173; default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'",
    )
  })

  it("parameters: no allowed origin is frame-ancestors 'none'", () => {
    expect(frameContentSecurityPolicy({ allowedOrigins: [] })).toMatch(/^frame-ancestors 'none'; /)
  })

  it('parameters: connectSources join connect-src', () => {
    expect(frameContentSecurityPolicy({ allowedOrigins: [], connectSources: ['http://127.0.0.1:8545', 'https://rpc.example'] })).toContain(
      "connect-src 'self' http://127.0.0.1:8545 https://rpc.example;",
    )
  })
})
