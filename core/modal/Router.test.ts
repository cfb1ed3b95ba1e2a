import { describe, expect, it } from 'vitest'
import { Router, type RouterState } from './Router.js'

const views = (state: RouterState) => state.history.map((entry) => entry.view)
describe('Router', () => {
  describe('constructor', () => {
    it('default: starts on Connect with a one-entry history', () => {
      // Act
      const router = new Router()

      // Assert
      const state = router.getSnapshot()
      expect(state.view).toBe('Connect')
      expect(state.data).toBeUndefined()
      expect(views(state)).toEqual(['Connect'])
    })

    it('parameters: root request with params', () => {
      // Act
      const router = new Router({ view: 'SwitchNetwork', params: { caipNetworkId: 'eip155:10' } })

      // Assert
      expect(router.getSnapshot()).toMatchObject({ view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:10' } })
    })
  })

  describe('push', () => {
    it('behavior: appends the view and makes it current with its data', () => {
      // Arrange
      const router = new Router()

      // Act
      router.push('AllWallets')
      router.push('ConnectingExternal', { connectorId: 'io.metamask', walletId: 'w1' })

      // Assert
      const state = router.getSnapshot()
      expect(views(state)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
      expect(state.view).toBe('ConnectingExternal')
      expect(state.data).toEqual({ connectorId: 'io.metamask', walletId: 'w1' })
    })

    it('behavior: pushing the current view with new data updates it instead of stacking a duplicate', () => {
      // Arrange
      const router = new Router()
      router.push('ConnectingExternal', { connectorId: 'a' })

      // Act
      router.push('ConnectingExternal', { connectorId: 'b' })

      // Assert
      const state = router.getSnapshot()
      expect(views(state)).toEqual(['Connect', 'ConnectingExternal'])
      expect(state.data).toEqual({ connectorId: 'b' })
    })

    it('behavior: pushing the current view with the same data emits nothing', () => {
      // Arrange
      const router = new Router()
      router.push('Account')
      const emitted: RouterState[] = []
      router.watch((next) => emitted.push(next))

      // Act
      router.push('Account')

      // Assert
      expect(emitted).toHaveLength(0)
    })

    it('parameters: SwitchActiveChain data gets the navigateTo default', () => {
      // Arrange
      const router = new Router()

      // Act
      router.push('SwitchActiveChain', { chainNamespace: 'solana' })

      // Assert
      expect(router.getSnapshot().data).toEqual({ chainNamespace: 'solana', navigateTo: 'Connect' })
    })
  })

  describe('replace', () => {
    it('behavior: swaps the current entry, so going back skips the replaced view', () => {
      // Arrange
      const router = new Router()
      router.push('Swap')

      // Act
      router.replace('ApproveTransaction')

      // Assert
      expect(views(router.getSnapshot())).toEqual(['Connect', 'ApproveTransaction'])
      router.goBack()
      expect(router.getSnapshot().view).toBe('Connect')
    })

    it('behavior: replacing the root keeps a one-entry history', () => {
      // Arrange
      const router = new Router()

      // Act
      router.replace('Account')

      // Assert
      expect(views(router.getSnapshot())).toEqual(['Account'])
    })
  })

  describe('reset', () => {
    it('behavior: leaves only the given view', () => {
      // Arrange
      const router = new Router()
      router.push('AllWallets')
      router.push('ConnectingWalletConnect', { walletId: 'w1' })

      // Act
      router.reset('SwitchNetwork', { caipNetworkId: 'eip155:137' })

      // Assert
      const state = router.getSnapshot()
      expect(views(state)).toEqual(['SwitchNetwork'])
      expect(state.data).toEqual({ caipNetworkId: 'eip155:137' })
    })
  })

  describe('navigate', () => {
    it.each([
      ['push', ['Connect', 'Networks', 'Account']],
      ['replace', ['Connect', 'Account']],
      ['reset', ['Account']],
    ] as const)('parameters: mode %s', (mode, expected) => {
      // Arrange
      const router = new Router()
      router.push('Networks')

      // Act
      router.navigate({ view: 'Account' }, mode)

      // Assert
      expect(views(router.getSnapshot())).toEqual(expected)
    })

    it('default: mode is push', () => {
      // Arrange
      const router = new Router()

      // Act
      router.navigate({ view: 'Networks' })

      // Assert
      expect(views(router.getSnapshot())).toEqual(['Connect', 'Networks'])
    })
  })

  describe('immutability', () => {
    it('behavior: old snapshots keep their history after later navigation', () => {
      // Arrange
      const router = new Router()
      router.push('Networks')
      const before = router.getSnapshot()
      const historyBefore = before.history

      // Act
      router.push('Account')
      router.replace('Swap')
      router.goBack()
      router.reset('WalletSend')

      // Assert
      expect(before.view).toBe('Networks')
      expect(before.history).toBe(historyBefore)
      expect(views(before)).toEqual(['Connect', 'Networks'])
      expect(router.getSnapshot().history).not.toBe(historyBefore)
    })

    it('behavior: snapshots and their history arrays are frozen', () => {
      // Arrange
      const router = new Router()

      // Act
      router.push('Networks')

      // Assert
      const state = router.getSnapshot()
      expect(Object.isFrozen(state)).toBe(true)
      expect(Object.isFrozen(state.history)).toBe(true)
      expect(Object.isFrozen(state.history[1])).toBe(true)
    })
  })

  describe('state$', () => {
    it('behavior: emits the current snapshot on subscribe, then each change', () => {
      // Arrange
      const router = new Router()
      const seen: string[] = []
      const subscription = router.state$.subscribe((state) => seen.push(state.view))

      // Act
      router.push('Networks')
      router.goBack()
      subscription.unsubscribe()
      router.push('Account')

      // Assert
      expect(seen).toEqual(['Connect', 'Networks', 'Connect'])
    })
  })

  describe('instances', () => {
    it('behavior: two routers share nothing', () => {
      // Arrange
      const first = new Router()
      const second = new Router()

      // Act
      first.push('Account')

      // Assert
      expect(second.getSnapshot().view).toBe('Connect')
    })
  })
})
