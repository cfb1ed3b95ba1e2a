import { describe, expect, it, vi } from 'vitest'
import { Router } from './Router.js'
import { TransactionStack, type TransactionEntry, type TransactionOutcome } from './TransactionStack.js'

const views = (router: Router) => router.getSnapshot().history.map((entry) => entry.view)

function setup() {
  const router = new Router({ view: 'Account' })
  const stack = new TransactionStack(router)
  return { router, stack }
}

describe('TransactionStack', () => {
  describe('push', () => {
    it('behavior: pushes the entry view on the router', () => {
      // Arrange
      const { router, stack } = setup()

      // Act
      stack.push({ view: 'ApproveTransaction' })

      // Assert
      expect(views(router)).toEqual(['Account', 'ApproveTransaction'])
      expect(stack.size).toBe(1)
    })

    it('parameters: replace swaps the current view', () => {
      // Arrange
      const { router, stack } = setup()
      router.push('Swap')

      // Act
      stack.push({ view: 'ApproveTransaction', replace: true })

      // Assert
      expect(views(router)).toEqual(['Account', 'ApproveTransaction'])
    })

    it('parameters: route params reach the router', () => {
      // Arrange
      const { router, stack } = setup()

      // Act
      stack.push({ view: 'SwitchNetwork', params: { caipNetworkId: 'eip155:8453' } })

      // Assert
      expect(router.getSnapshot().data).toEqual({ caipNetworkId: 'eip155:8453' })
    })

    it('behavior: snapshots are new frozen arrays; the old one is unchanged', () => {
      // Arrange
      const { stack } = setup()
      const before = stack.getSnapshot()

      // Act
      stack.push({ view: 'ApproveTransaction' })

      // Assert
      expect(before).toEqual([])
      expect(stack.getSnapshot()).not.toBe(before)
      expect(Object.isFrozen(stack.getSnapshot())).toBe(true)
    })
  })

  describe('pop', () => {
    it.each([
      ['success', 'onSuccess'],
      ['error', 'onError'],
      ['cancel', 'onCancel'],
    ] as const)('parameters: %s calls only %s, once', (outcome, called) => {
      // Arrange
      const { stack } = setup()
      const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
      stack.push({ view: 'ApproveTransaction', ...callbacks })

      // Act
      const result = stack.pop(outcome)
      const second = stack.pop(outcome)

      // Assert
      expect(result).toBe('popped')
      expect(second).toBe('close-modal')
      for (const [name, callback] of Object.entries(callbacks)) {
        expect(callback).toHaveBeenCalledTimes(name === called ? 1 : 0)
      }
    })

    it.each(['success', 'error', 'cancel'] as const)('behavior: %s returns the router to the view beneath', (outcome) => {
      // Arrange
      const { router, stack } = setup()
      router.push('WalletSend')
      stack.push({ view: 'ApproveTransaction' })

      // Act
      stack.pop(outcome)

      // Assert
      expect(views(router)).toEqual(['Account', 'WalletSend'])
      expect(stack.size).toBe(0)
    })

    it('behavior: after a replace push, the replaced view is not shown again', () => {
      // Arrange
      const { router, stack } = setup()
      router.push('Swap')
      stack.push({ view: 'ApproveTransaction', replace: true })

      // Act
      const result = stack.pop('error')

      // Assert
      expect(result).toBe('popped')
      expect(views(router)).toEqual(['Account'])
    })

    it('behavior: a replaced root leaves nothing beneath, so the modal should close', () => {
      // Arrange
      const { router, stack } = setup()
      const onError = vi.fn()
      stack.push({ view: 'ApproveTransaction', replace: true, onError })

      // Act
      const result = stack.pop('error')

      // Assert
      expect(result).toBe('close-modal')
      expect(onError).toHaveBeenCalledOnce()
      expect(stack.size).toBe(0)
      expect(views(router)).toEqual(['ApproveTransaction'])
    })

    it('behavior: also drops views pushed above the transaction view', () => {
      // Arrange
      const { router, stack } = setup()
      stack.push({ view: 'ApproveTransaction' })
      router.push('WhatIsAWallet')

      // Act
      stack.pop('cancel')

      // Assert
      expect(views(router)).toEqual(['Account'])
    })

    it('behavior: nested entries unwind one level per pop', () => {
      // Arrange
      const { router, stack } = setup()
      stack.push({ view: 'Swap' })
      stack.push({ view: 'ApproveTransaction' })

      // Act
      stack.pop('success')

      // Assert
      expect(router.getSnapshot().view).toBe('Swap')
      expect(stack.size).toBe(1)
      expect(stack.getSnapshot()[0]?.request.view).toBe('Swap')
    })

    it('behavior: the callback runs after navigation, so its own navigation wins', () => {
      // Arrange
      const { router, stack } = setup()
      router.push('WalletSend')
      const seenByCallback: string[] = []
      stack.push({
        view: 'ApproveTransaction',
        onSuccess: () => {
          seenByCallback.push(router.getSnapshot().view)
          router.replace('Transactions')
        },
      })

      // Act
      stack.pop('success')

      // Assert
      expect(seenByCallback).toEqual(['WalletSend'])
      expect(views(router)).toEqual(['Account', 'Transactions'])
    })

    it.each(['success', 'error', 'cancel'] satisfies TransactionOutcome[])(
      'behavior: %s on an empty stack reports close-modal and leaves the router alone',
      (outcome) => {
        // Arrange
        const { router, stack } = setup()
        router.push('Networks')
        const before = router.getSnapshot()

        // Act
        const result = stack.pop(outcome)

        // Assert
        expect(result).toBe('close-modal')
        expect(router.getSnapshot()).toBe(before)
      },
    )
  })

  describe('state$', () => {
    it('behavior: emits the entries on subscribe and on each change', () => {
      // Arrange
      const { stack } = setup()
      const sizes: number[] = []
      const subscription = stack.state$.subscribe((entries: readonly TransactionEntry[]) => sizes.push(entries.length))

      // Act
      stack.push({ view: 'ApproveTransaction' })
      stack.pop('success')
      subscription.unsubscribe()

      // Assert
      expect(sizes).toEqual([0, 1, 0])
    })
  })
})

describe('TransactionStack.remove', () => {
  it('behavior: drops an entry beneath the top without navigating or calling back; the top still pops', () => {
    const router = new Router()
    router.navigate({ view: 'Account' }, 'reset')
    const stack = new TransactionStack(router)
    const onSuccess = vi.fn()
    const lower = { view: 'ApproveTransaction', onSuccess } as const
    stack.push(lower)
    stack.push({ view: 'Swap' })

    expect(stack.remove(lower)).toBe(true)
    expect(stack.remove(lower)).toBe(false)
    expect(stack.size).toBe(1)
    expect(views(router)).toEqual(['Account', 'ApproveTransaction', 'Swap'])
    expect(onSuccess).not.toHaveBeenCalled()
    expect(stack.pop('success')).toBe('popped')
    expect(stack.size).toBe(0)
  })
})
