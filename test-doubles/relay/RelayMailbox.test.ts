import { describe, expect, it } from 'vitest'
import { RelayMailbox, type RelayMessage, type RelaySubscriber } from './RelayMailbox.js'

function recorder(clientId: string): RelaySubscriber & { readonly got: RelayMessage[] } {
  const got: RelayMessage[] = []
  return { clientId, got, deliver: (message) => got.push(message) }
}

describe('RelayMailbox', () => {
  it('behavior: a late subscriber gets what was published before', () => {
    const mailbox = new RelayMailbox(() => 1_000)
    mailbox.publish({ topic: 'pairing', message: 'proposal', tag: 1100, ttlSeconds: 300, publisher: 'dapp' })
    const wallet = recorder('wallet')
    mailbox.subscribe('pairing', wallet)
    expect(wallet.got.map((each) => [each.message, each.tag, each.publishedAt])).toEqual([['proposal', 1100, 1_000]])
  })

  it('behavior: never echoes to the publisher', () => {
    const mailbox = new RelayMailbox()
    const dapp = recorder('dapp')
    mailbox.subscribe('pairing', dapp)
    mailbox.publish({ topic: 'pairing', message: 'proposal', tag: 1100, ttlSeconds: 300, publisher: 'dapp' })
    expect(dapp.got).toEqual([])
  })

  it('behavior: a client gets each message once, even over a new socket', () => {
    const mailbox = new RelayMailbox()
    const first = recorder('wallet')
    mailbox.subscribe('session', first)
    mailbox.publish({ topic: 'session', message: 'm1', tag: 1108, ttlSeconds: 300, publisher: 'dapp' })
    mailbox.remove(first)
    mailbox.publish({ topic: 'session', message: 'm2', tag: 1108, ttlSeconds: 300, publisher: 'dapp' })
    const second = recorder('wallet')
    mailbox.subscribe('session', second)
    expect(first.got.map((each) => each.message)).toEqual(['m1'])
    expect(second.got.map((each) => each.message)).toEqual(['m2'])
  })

  it('behavior: expired messages are not delivered', () => {
    let now = 0
    const mailbox = new RelayMailbox(() => now)
    mailbox.publish({ topic: 't', message: 'old', tag: 1, ttlSeconds: 10, publisher: 'a' })
    now = 10_000
    const late = recorder('b')
    mailbox.subscribe('t', late)
    expect(late.got).toEqual([])
  })

  it('behavior: unsubscribe stops delivery; topicsOf lists subscriptions', () => {
    const mailbox = new RelayMailbox()
    const wallet = recorder('wallet')
    mailbox.subscribe('a', wallet)
    mailbox.subscribe('b', wallet)
    mailbox.unsubscribe('a', wallet)
    mailbox.publish({ topic: 'a', message: 'x', tag: 1, ttlSeconds: 10, publisher: 'dapp' })
    expect(wallet.got).toEqual([])
    expect(mailbox.topicsOf('wallet')).toEqual(['b'])
    mailbox.subscribe('b', recorder('wallet'))
    mailbox.subscribe('b', recorder('dapp'))
    expect(mailbox.subscriberCount('b')).toBe(2)
    expect(mailbox.subscriberCount('a')).toBe(0)
  })
})
