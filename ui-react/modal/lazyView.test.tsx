// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ViewProps } from './ViewProps.js'
import { lazyView } from './lazyView.js'

afterEach(cleanup)

const entry = { view: 'Networks', data: undefined } as const
const Loaded = () => <p>networks loaded</p>

describe('lazyView', () => {
  it('holds the place with a busy status until its chunk is there, then renders it; loads once', async () => {
    let loads = 0
    let resolve!: (component: (props: ViewProps<'Networks'>) => React.ReactElement) => void
    const View = lazyView<'Networks'>(() => {
      loads += 1
      return new Promise((resolvePromise) => (resolve = resolvePromise))
    })
    const { unmount, container } = render(<View entry={entry} />)
    expect(container.querySelector('[data-walletport-loading]')?.getAttribute('aria-busy')).toBe('true')
    await act(async () => resolve(Loaded))
    expect(screen.getByText('networks loaded')).toBeTruthy()
    unmount()
    render(<View entry={entry} />)
    expect(screen.getByText('networks loaded')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('a failed load is tried again by the next mount (or preload)', async () => {
    let loads = 0
    const View = lazyView<'Networks'>(async () => {
      loads += 1
      if (loads === 1) throw new Error('chunk failed')
      return Loaded
    })
    const first = render(<View entry={entry} />)
    await act(async () => undefined)
    expect(first.container.querySelector('[data-walletport-loading]')).toBeTruthy()
    first.unmount()
    View.preload()
    await act(async () => undefined)
    render(<View entry={entry} />)
    expect(screen.getByText('networks loaded')).toBeTruthy()
    expect(loads).toBe(2)
  })
})
