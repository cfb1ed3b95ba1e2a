import { describe, expect, it } from 'vitest'
import { DeviceApprovalWaiters } from './DeviceApprovalWaiters.js'

describe('DeviceApprovalWaiters', () => {
  it('behavior: approve wakes the waits of that device only', async () => {
    const waiters = new DeviceApprovalWaiters()
    const first = waiters.wait('a@example.com', 'device-2', 10_000)
    const second = waiters.wait('a@example.com', 'device-2', 10_000)
    const other = waiters.wait('a@example.com', 'device-3', 10_000)

    waiters.approve('a@example.com', 'device-2')

    await expect(Promise.all([first.approved, second.approved])).resolves.toEqual([true, true])
    expect(waiters.size).toBe(1)
    other.cancel()
    await expect(other.approved).resolves.toBe(false)
    expect(waiters.size).toBe(0)
  })

  it('behavior: a wait times out false; closeAll answers every wait false', async () => {
    const waiters = new DeviceApprovalWaiters()
    const timed = waiters.wait('a@example.com', 'device-2', 1)
    const held = waiters.wait('b@example.com', 'device-2', 10_000)

    await expect(timed.approved).resolves.toBe(false)
    waiters.closeAll()
    await expect(held.approved).resolves.toBe(false)
    expect(waiters.size).toBe(0)
  })
})
