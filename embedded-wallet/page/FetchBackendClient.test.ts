import { describe, expect, it } from 'vitest'
import { BackendError } from './BackendError.js'
import { FetchBackendClient } from './FetchBackendClient.js'

/** A fetch that records the request and answers with `status` and `body`. */
function answering(status: number, body?: unknown) {
  const requests: { url: string; init: RequestInit }[] = []
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return body === undefined ? new Response(null, { status }) : Response.json(body, { status })
  }
  return { client: new FetchBackendClient({ baseUrl: 'http://127.0.0.1:7400/', fetch }), requests }
}

describe('FetchBackendClient', () => {
  it('default: POSTs JSON to the contract path and returns the checked answer', async () => {
    const { client, requests } = answering(200, { action: 'VERIFY_OTP' })

    expect(await client.startEmail({ email: 'a@b.test', deviceId: 'd1' })).toEqual({ action: 'VERIFY_OTP' })

    expect(requests[0]?.url).toBe('http://127.0.0.1:7400/v1/email/start')
    expect(requests[0]?.init).toMatchObject({ method: 'POST', body: '{"email":"a@b.test","deviceId":"d1"}', credentials: 'omit' })
    expect((requests[0]?.init.headers as Record<string, string>)['content-type']).toBe('application/json')
  })

  it('behavior: session calls carry the Bearer token', async () => {
    const { client, requests } = answering(200, { backup: null })

    expect(await client.getKeyBackup('tok')).toBeNull()

    expect(requests[0]?.init.method).toBe('GET')
    expect((requests[0]?.init.headers as Record<string, string>)['authorization']).toBe('Bearer tok')
  })

  it('behavior: 204 answers resolve', async () => {
    const { client, requests } = answering(204)
    await expect(client.putKeyBackup('tok', { ciphertext: 'Yw==', iv: 'aQ==', address: '0x0' })).resolves.toBeUndefined()
    expect(requests[0]?.init.method).toBe('PUT')
  })

  it('behavior: an error answer becomes a BackendError with its code, message and attempts left', async () => {
    const { client } = answering(401, { error: 'invalid_code', message: 'Wrong code', attemptsLeft: 3 })

    const failure = client.verifyEmail({ email: 'a@b.test', otp: '000000', deviceId: 'd1' })

    await expect(failure).rejects.toBeInstanceOf(BackendError)
    await expect(failure).rejects.toMatchObject({ error: 'invalid_code', shortMessage: 'Wrong code', status: 401, attemptsLeft: 3 })
  })

  it('behavior: an answer of the wrong shape is refused', async () => {
    const { client } = answering(200, { sessionToken: 'tok' })
    await expect(client.resumeSession('h1')).rejects.toMatchObject({ error: 'invalid_answer' })
  })

  it('behavior: an unreachable backend is a network BackendError', async () => {
    const client = new FetchBackendClient({ baseUrl: 'http://127.0.0.1:7400', fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(client.getSession('tok')).rejects.toMatchObject({ error: 'network', shortMessage: 'Could not reach the wallet backend' })
  })
})
