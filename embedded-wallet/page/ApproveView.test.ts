// @vitest-environment jsdom
import { getTransferSolInstruction } from '@solana-program/system'
import { address as solanaAddress, createNoopSigner, lamports } from '@solana/kit'
import { getByRole, queryByRole } from '@testing-library/dom'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import type { ApprovalRequest } from './Approver.js'
import { ApproveView } from './ApproveView.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { unsignedWire } from './solanaWire.fixture.js'
import type { ObserverFactory, VisibilityEntry } from './VisibilityGate.js'

const APP = 'https://app.example.com'
const address = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address

/** An IntersectionObserver the test drives: `visible(true|false)` fires an entry. */
function fakeObserver() {
  let callback: ((entries: readonly VisibilityEntry[]) => void) | undefined
  const factory: ObserverFactory = (cb) => {
    callback = cb
    return { observe: () => undefined, disconnect: () => (callback = undefined) }
  }
  return { factory, visible: (on: boolean) => callback?.([{ isIntersecting: on, intersectionRatio: on ? 1 : 0 }]) }
}

function setup() {
  const clock = new ManualClock()
  const observer = fakeObserver()
  const view = new ApproveView({ document, createObserver: observer.factory, clock })
  const approveButton = () => getByRole(view.element, 'button', { name: 'Approve' }) as HTMLButtonElement
  return { clock, observer, view, approveButton }
}

function sign(id: string, message = '0x68656c6c6f'): ApprovalRequest {
  return { id, origin: APP, call: { method: 'personal_sign', message: message as `0x${string}`, address } }
}

afterEach(() => document.body.replaceChildren())

describe('ApproveView', () => {
  it('default: shows a heading, the pinned origin and the decoded message, with Reject and Approve buttons', () => {
    const { view } = setup()
    void view.approve(sign('r1'))

    expect(getByRole(view.element, 'heading', { level: 1, name: 'Sign message' })).toBeTruthy()
    expect(view.element.textContent).toContain(`Requested by ${APP}`)
    expect(view.element.querySelector('pre')?.textContent).toBe('hello')
    expect(getByRole(view.element, 'button', { name: 'Reject' })).toBeTruthy()
    expect(getByRole(document.body, 'main', { name: 'Sign message' })).toBe(view.element)
  })

  it('behavior: Approve is disabled until the frame has been visible for 500 ms', async () => {
    const { view, clock, observer, approveButton } = setup()
    let approved = false
    void view.approve(sign('r1')).then(() => (approved = true))

    observer.visible(true)
    clock.advance(499)
    expect(approveButton().disabled).toBe(true)
    approveButton().click()
    await flushMicrotasks()
    expect(approved).toBe(false)

    clock.advance(1)
    expect(approveButton().disabled).toBe(false)
    approveButton().click()
    await flushMicrotasks()
    expect(approved).toBe(true)
    expect(view.element.hidden).toBe(true)
  })

  it('behavior: hiding the frame disables Approve and restarts the 500 ms', () => {
    const { clock, observer, approveButton, view } = setup()
    void view.approve(sign('r1'))
    observer.visible(true)
    clock.advance(400)
    observer.visible(false)
    clock.advance(200)
    observer.visible(true)
    clock.advance(499)
    expect(approveButton().disabled).toBe(true)
    clock.advance(1)
    expect(approveButton().disabled).toBe(false)

    observer.visible(false)

    expect(approveButton().disabled).toBe(true)
  })

  it('behavior: a partly visible frame does not count', () => {
    const clock = new ManualClock()
    let fire: ((entries: readonly VisibilityEntry[]) => void) | undefined
    const view = new ApproveView({ document, clock, createObserver: (cb) => ((fire = cb), { observe: () => undefined, disconnect: () => undefined }) })
    void view.approve(sign('r1'))

    fire?.([{ isIntersecting: true, intersectionRatio: 0.1 }])
    clock.advance(1_000)

    expect((getByRole(view.element, 'button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('behavior: Reject rejects with 4001', async () => {
    const { view } = setup()
    const approval = view.approve(sign('r1'))

    getByRole(view.element, 'button', { name: 'Reject' }).click()

    await expect(approval).rejects.toMatchObject({ shortMessage: 'User rejected the request.', code: 4001 })
  })

  it('behavior: one request at a time; the next one waits its own 500 ms', async () => {
    const { view, clock, observer, approveButton } = setup()
    void view.approve(sign('r1', '0x6f6e65'))
    const second = view.approve(sign('r2', '0x74776f'))
    expect(view.element.textContent).toContain('1 more request waiting')
    observer.visible(true)
    clock.advance(500)

    approveButton().click()

    expect(view.element.querySelector('pre')?.textContent).toBe('two')
    expect(approveButton().disabled).toBe(true)
    clock.advance(500)
    approveButton().click()
    await expect(second).resolves.toBeUndefined()
  })

  it('behavior: cancel (RPC_ABORT) removes the shown request and shows the next', () => {
    const { view } = setup()
    void view.approve(sign('r1', '0x6f6e65'))
    void view.approve(sign('r2', '0x74776f'))

    view.cancel('r1')

    expect(view.size).toBe(1)
    expect(view.element.querySelector('pre')?.textContent).toBe('two')
    view.cancel('r2')
    expect(view.element.hidden).toBe(true)
    expect(queryByRole(document.body, 'button', { name: 'Approve' })).toBeNull()
  })

  it('solana: a send shows the network and the decoded transfer; Approve waits its 500 ms; Reject is 4001', async () => {
    const { view, clock, observer, approveButton } = setup()
    const payer = solanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
    const receiver = solanaAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
    const transaction = decodeSolanaTransaction(unsignedWire(payer, [getTransferSolInstruction({ source: createNoopSigner(payer), destination: receiver, amount: lamports(250_000_000n) })]))
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    if (!transaction) throw new Error('the fixture is no transaction')
    const approval = view.approve({ id: 'r1', origin: APP, call: { method: 'solana_signAndSendTransaction', transactions: [transaction], chainId, options: {} } })

    observer.visible(true)
    clock.advance(499)

    expect(getByRole(view.element, 'heading', { level: 1, name: 'Send transaction' })).toBeTruthy()
    expect(view.element.textContent).toContain(`Requested by ${APP}`)
    expect(view.element.textContent).toContain(`Network${chainId}`)
    expect(view.element.textContent).toContain(`Fee payer${payer}`)
    expect(view.element.textContent).toContain(`Send 0.25 SOL to ${receiver}`)
    expect(approveButton().disabled).toBe(true)
    clock.advance(1)
    expect(approveButton().disabled).toBe(false)
    getByRole(view.element, 'button', { name: 'Reject' }).click()
    await expect(approval).rejects.toMatchObject({ shortMessage: 'User rejected the request.', code: 4001 })
  })

  it('behavior: app text is shown as text, never as markup', () => {
    const { view } = setup()
    const markup = '<img src=x onerror=alert(1)>'
    void view.approve(sign('r1', `0x${Buffer.from(markup).toString('hex')}`))

    expect(view.element.querySelector('img')).toBeNull()
    expect(view.element.querySelector('pre')?.textContent).toBe(markup)
  })

  it('behavior: the theme sets data-theme and only --wp-* variables', () => {
    const { view } = setup()

    view.applyTheme({ themeMode: 'dark', themeVariables: { '--wp-accent': '#ff0000', color: 'red' } })

    expect(view.element.getAttribute('data-theme')).toBe('dark')
    expect(view.element.style.getPropertyValue('--wp-accent')).toBe('#ff0000')
    expect(view.element.style.getPropertyValue('color')).toBe('')
  })

  it('accessibility: focus moves to the heading; buttons are real buttons', () => {
    const { view } = setup()
    void view.approve(sign('r1'))
    expect(document.activeElement).toBe(getByRole(view.element, 'heading', { level: 1 }))
    for (const button of view.element.querySelectorAll('button')) expect(button.type).toBe('button')
  })
})
