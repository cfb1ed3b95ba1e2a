import { describe, expect, it } from 'vitest'
import { Router, type RouterState } from './Router.js'

const views = (state: RouterState) => state.history.map((entry) => entry.view)
describe('Router: going back', () => {
  describe('goBack', () => {
    it('behavior: shows the previous view with its data and returns true', () => {
      // Arrange
      const router = new Router()
      router.push('ConnectingExternal', { connectorId: 'io.metamask' })
      router.push('WhatIsAWallet')

      // Act
      const moved = router.goBack()

      // Assert
      const state = router.getSnapshot()
      expect(moved).toBe(true)
      expect(state.view).toBe('ConnectingExternal')
      expect(state.data).toEqual({ connectorId: 'io.metamask' })
      expect(views(state)).toEqual(['Connect', 'ConnectingExternal'])
    })

    it('behavior: at the root does nothing, emits nothing and returns false', () => {
      // Arrange
      const router = new Router({ view: 'Account' })
      const before = router.getSnapshot()
      const emitted: RouterState[] = []
      router.watch((next) => emitted.push(next))

      // Act
      const moved = router.goBack()

      // Assert
      expect(moved).toBe(false)
      expect(router.getSnapshot()).toBe(before)
      expect(emitted).toHaveLength(0)
    })
  })

  describe('canGoBack', () => {
    it('behavior: false at the root, true above it', () => {
      // Arrange
      const router = new Router()
      const atRoot = router.canGoBack()

      // Act
      router.push('Networks')

      // Assert
      expect(atRoot).toBe(false)
      expect(router.canGoBack()).toBe(true)
    })
  })

  describe('goBackToIndex', () => {
    it('behavior: drops every entry above the index', () => {
      // Arrange
      const router = new Router()
      router.push('AllWallets')
      router.push('ConnectingWalletConnect')
      router.push('WhatIsAWallet')

      // Act
      const moved = router.goBackToIndex(1)

      // Assert
      expect(moved).toBe(true)
      expect(router.getSnapshot().view).toBe('AllWallets')
      expect(views(router.getSnapshot())).toEqual(['Connect', 'AllWallets'])
    })

    it.each([[2], [3], [-1], [0.5], [Number.NaN]])('behavior: index %s (not strictly below the top) is a no-op', (index) => {
      // Arrange
      const router = new Router()
      router.push('AllWallets')
      router.push('Networks')
      const before = router.getSnapshot()

      // Act
      const moved = router.goBackToIndex(index)

      // Assert
      expect(moved).toBe(false)
      expect(router.getSnapshot()).toBe(before)
    })
  })
})
