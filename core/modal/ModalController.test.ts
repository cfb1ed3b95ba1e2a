import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { MODAL } from './modalLayout.js'
import { Router } from './Router.js'
import { ModalController, type ModalState } from './ModalController.js'

function setup(options: { canClose?: boolean; connected?: boolean } = {}) {
  const clock = new ManualClock()
  const router = new Router()
  const permission = { canClose: options.canClose ?? true, canCloseCalls: 0 }
  const modal = new ModalController({
    router,
    clock,
    canClose: () => {
      permission.canCloseCalls += 1
      return permission.canClose
    },
    isConnected: () => options.connected ?? false,
  })
  return { clock, router, modal, permission }
}

describe('ModalController', () => {
  it('default: closed, not loading, not shaking', () => {
    // Act
    const { modal } = setup()

    // Assert
    expect(modal.getSnapshot()).toEqual({ open: false, loading: false, shake: false })
  })

  describe('open', () => {
    it.each([
      [false, 'Connect'],
      [true, 'Account'],
    ] as const)('behavior: connected=%s opens on %s', (connected, view) => {
      // Arrange
      const { modal, router } = setup({ connected })

      // Act
      modal.open()

      // Assert
      expect(modal.getSnapshot().open).toBe(true)
      expect(router.getSnapshot().view).toBe(view)
    })

    it('parameters: an explicit view with params wins over the default', () => {
      // Arrange
      const { modal, router } = setup({ connected: true })

      // Act
      modal.open({ view: 'SwitchNetwork', params: { caipNetworkId: 'eip155:10' } })

      // Assert
      expect(router.getSnapshot()).toMatchObject({ view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:10' } })
    })

    it('behavior: resets the history, also when already open', () => {
      // Arrange
      const { modal, router } = setup()
      modal.open()
      router.push('AllWallets')

      // Act
      modal.open({ view: 'Networks' })

      // Assert
      expect(router.getSnapshot().history.map((entry) => entry.view)).toEqual(['Networks'])
    })
  })

  describe('close', () => {
    it('behavior: allowed → closes, returns true, no shake', () => {
      // Arrange
      const { modal } = setup({ canClose: true })
      modal.open()

      // Act
      const closed = modal.close()

      // Assert
      expect(closed).toBe(true)
      expect(modal.getSnapshot()).toEqual({ open: false, loading: false, shake: false })
    })

    it('behavior: refused → stays open, returns false, shakes for MODAL.shakeMs then stops', () => {
      // Arrange
      const { modal, clock } = setup({ canClose: false })
      modal.open()

      // Act
      const closed = modal.close()

      // Assert
      expect(closed).toBe(false)
      expect(modal.getSnapshot()).toMatchObject({ open: true, shake: true })
      clock.advance(MODAL.shakeMs - 1)
      expect(modal.getSnapshot().shake).toBe(true)
      clock.advance(1)
      expect(modal.getSnapshot()).toMatchObject({ open: true, shake: false })
      expect(MODAL.shakeMs).toBe(500)
    })

    it('behavior: a refusal during a shake restarts the full window', () => {
      // Arrange
      const { modal, clock } = setup({ canClose: false })
      modal.open()
      modal.close()
      clock.advance(400)

      // Act
      modal.close()

      // Assert
      clock.advance(400)
      expect(modal.getSnapshot().shake).toBe(true)
      clock.advance(100)
      expect(modal.getSnapshot().shake).toBe(false)
      expect(clock.pendingTimers).toBe(0)
    })

    it('behavior: consults canClose at each attempt, so a later allowed attempt closes and stops the shake', () => {
      // Arrange
      const { modal, clock, permission } = setup({ canClose: false })
      modal.open()
      modal.close()
      permission.canClose = true

      // Act
      const closed = modal.close()

      // Assert
      expect(closed).toBe(true)
      expect(permission.canCloseCalls).toBe(2)
      expect(modal.getSnapshot()).toMatchObject({ open: false, shake: false })
      expect(clock.pendingTimers).toBe(0)
    })

    it('parameters: force closes without asking canClose', () => {
      // Arrange
      const { modal, permission } = setup({ canClose: false })
      modal.open()

      // Act
      const closed = modal.close({ force: true })

      // Assert
      expect(closed).toBe(true)
      expect(permission.canCloseCalls).toBe(0)
      expect(modal.getSnapshot().open).toBe(false)
    })

    it('behavior: already closed → true, canClose not asked, nothing emitted', () => {
      // Arrange
      const { modal, permission } = setup({ canClose: false })
      const emitted: ModalState[] = []
      modal.watch((next) => emitted.push(next))

      // Act
      const closed = modal.close()

      // Assert
      expect(closed).toBe(true)
      expect(permission.canCloseCalls).toBe(0)
      expect(emitted).toHaveLength(0)
    })

    it('behavior: closing clears loading', () => {
      // Arrange
      const { modal } = setup()
      modal.open()
      modal.setLoading(true)

      // Act
      modal.close()

      // Assert
      expect(modal.getSnapshot().loading).toBe(false)
    })
  })

  describe('goBackOrClose', () => {
    it('behavior: goes back when there is history', () => {
      // Arrange
      const { modal, router } = setup()
      modal.open()
      router.push('AllWallets')

      // Act
      const result = modal.goBackOrClose()

      // Assert
      expect(result).toBe('back')
      expect(router.getSnapshot().view).toBe('Connect')
      expect(modal.getSnapshot().open).toBe(true)
    })

    it.each([
      [true, 'closed', false, false],
      [false, 'refused', true, true],
    ] as const)('behavior: at the root with canClose=%s → %s', (canClose, expected, open, shake) => {
      // Arrange
      const { modal } = setup({ canClose })
      modal.open()

      // Act
      const result = modal.goBackOrClose()

      // Assert
      expect(result).toBe(expected)
      expect(modal.getSnapshot()).toMatchObject({ open, shake })
    })
  })

  describe('setLoading', () => {
    it('behavior: sets loading; setting the same value emits nothing', () => {
      // Arrange
      const { modal } = setup()
      const emitted: ModalState[] = []
      modal.watch((next) => emitted.push(next))

      // Act
      modal.setLoading(true)
      modal.setLoading(true)

      // Assert
      expect(modal.getSnapshot().loading).toBe(true)
      expect(emitted).toHaveLength(1)
    })
  })

  describe('state$', () => {
    it('behavior: emits the snapshot on subscribe, then open, shake on and off, close', () => {
      // Arrange
      const { modal, clock, permission } = setup({ canClose: false })
      const seen: ModalState[] = []
      const subscription = modal.state$.subscribe((state) => seen.push(state))

      // Act
      modal.open()
      modal.close()
      clock.advance(MODAL.shakeMs)
      permission.canClose = true
      modal.close()
      subscription.unsubscribe()

      // Assert
      expect(seen).toEqual([
        { open: false, loading: false, shake: false },
        { open: true, loading: false, shake: false },
        { open: true, loading: false, shake: true },
        { open: true, loading: false, shake: false },
        { open: false, loading: false, shake: false },
      ])
    })

    it('behavior: old snapshots are frozen and unchanged', () => {
      // Arrange
      const { modal } = setup()
      const before = modal.getSnapshot()

      // Act
      modal.open()

      // Assert
      expect(before.open).toBe(false)
      expect(Object.isFrozen(modal.getSnapshot())).toBe(true)
    })
  })

  describe('dispose', () => {
    it('behavior: cancels a pending shake and completes state$', () => {
      // Arrange
      const { modal, clock } = setup({ canClose: false })
      modal.open()
      modal.close()
      let completed = false
      modal.state$.subscribe({ complete: () => (completed = true) })

      // Act
      modal.dispose()

      // Assert
      expect(clock.pendingTimers).toBe(0)
      expect(completed).toBe(true)
    })
  })
})
