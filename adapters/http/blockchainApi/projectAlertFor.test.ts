import { describe, expect, it } from 'vitest'
import { projectAlertFor } from './projectAlertFor.js'

describe('projectAlertFor', () => {
  it.each([
    [401, {}, 'APKT007'],
    [400, { reasons: [{ description: 'projectId must be 32 characters long' }] }, 'APKT007'],
    [403, 'Invalid project_id', 'APKT007'],
    [403, { message: 'Origin not allowed' }, 'APKT002'],
    [400, { message: 'bad cursor' }, undefined],
    [404, {}, undefined],
    [429, {}, undefined],
    [503, {}, undefined],
  ] as const)('status %i with %j → %s', (status, body, alert) => {
    expect(projectAlertFor(status, body)).toBe(alert)
  })
})
