import { describe, expect, it } from 'vitest'
import { ALERT_CODE_BY_NAME, ALERTS, alertFor, alertForHttpStatus, WARNINGS } from './alerts.js'

describe('ALERTS', () => {
  it.each([
    ['APKT001', 'Network Not Found'],
    ['APKT002', 'Invalid App Configuration'],
    ['APKT003', 'Wallet Load Failed'],
    ['APKT004', 'Wallet Request Timeout'],
    ['APKT005', 'Unverified Domain'],
    ['APKT006', 'Session Expired'],
    ['APKT007', 'Invalid Project ID'],
    ['APKT008', 'Project ID Missing'],
    ['APKT009', 'Server Error'],
    ['APKT010', 'Rate Limited'],
  ] as const)('%s: %s, severity error', (code, title) => {
    expect(ALERTS[code]).toMatchObject({ code, title, severity: 'error' })
  })

  it('behavior: exactly the ten coded alerts exist', () => {
    expect(Object.keys(ALERTS)).toHaveLength(10)
  })

  it('behavior: each entry is filed under its own code', () => {
    const all = { ...ALERTS, ...WARNINGS }

    expect(Object.entries(all).filter(([key, alert]) => key !== alert.code)).toEqual([])
  })

  it('behavior: every alert and warning carries a description of at least one sentence', () => {
    const all = [...Object.values(ALERTS), ...Object.values(WARNINGS)]

    expect(all.filter((alert) => !/^[A-Z].{20,}\.$/.test(alert.description)).map((alert) => alert.code)).toEqual([])
  })
})

describe('WARNINGS', () => {
  it.each([
    ['LOCAL_CONFIGURATION_IGNORED', 'Local configuration ignored'],
    ['INACTIVE_NAMESPACE_NOT_CONNECTED', 'Inactive namespace not connected'],
    ['INVALID_EMAIL', 'Invalid email'],
  ] as const)('%s: %s, severity warning', (code, title) => {
    expect(WARNINGS[code]).toMatchObject({ code, title, severity: 'warning' })
  })

  it('behavior: exactly the three warnings exist', () => {
    expect(Object.keys(WARNINGS)).toHaveLength(3)
  })
})

describe('ALERT_CODE_BY_NAME', () => {
  it('default: the alert names map to their codes', () => {
    expect(ALERT_CODE_BY_NAME).toEqual({
      NETWORK_NOT_FOUND: 'APKT001',
      INVALID_APP_CONFIGURATION: 'APKT002',
      IFRAME_LOAD_FAILED: 'APKT003',
      IFRAME_REQUEST_TIMEOUT: 'APKT004',
      UNVERIFIED_DOMAIN: 'APKT005',
      SESSION_EXPIRED: 'APKT006',
      INVALID_PROJECT_ID: 'APKT007',
      PROJECT_ID_NOT_CONFIGURED: 'APKT008',
      SERVER_ERROR: 'APKT009',
      RATE_LIMITED: 'APKT010',
    })
  })

  it('behavior: alertFor returns the catalogue entry of a name', () => {
    expect(alertFor('IFRAME_REQUEST_TIMEOUT')).toBe(ALERTS.APKT004)
    expect(alertFor('PROJECT_ID_NOT_CONFIGURED').title).toBe('Project ID Missing')
  })
})

describe('alertForHttpStatus', () => {
  it.each([
    [429, 'APKT010'],
    [500, 'APKT009'],
    [503, 'APKT009'],
    [599, 'APKT009'],
    [200, undefined],
    [404, undefined],
    [428, undefined],
    [600, undefined],
  ])('status %i → %s', (status, code) => {
    expect(alertForHttpStatus(status)?.code).toBe(code)
  })
})
