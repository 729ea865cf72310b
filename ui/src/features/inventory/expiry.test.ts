import { describe, expect, it } from 'vitest'
import { expiryStatus, isLowStock } from '@/features/inventory/expiry'

describe('expiryStatus', () => {
  const today = '2026-11-21'

  it('is expiring from today up to 30 days ahead, fine from day 31', () => {
    expect(expiryStatus('2026-11-21', today)).toBe('expiring')
    expect(expiryStatus('2026-11-22', today)).toBe('expiring')
    expect(expiryStatus('2026-12-21', today)).toBe('expiring')
    expect(expiryStatus('2026-12-22', today)).toBe('ok')
    expect(expiryStatus('2028-01-14', today)).toBe('ok')
  })

  it('is expired once the date is past', () => {
    expect(expiryStatus('2026-11-20', today)).toBe('expired')
    expect(expiryStatus('2025-01-01', today)).toBe('expired')
  })

  it('counts the 30 days across months, years and leap days', () => {
    expect(expiryStatus('2027-01-30', '2026-12-31')).toBe('expiring')
    expect(expiryStatus('2027-01-31', '2026-12-31')).toBe('ok')
    // 2028 has a 29 February: 31 January + 30 days is 1 March.
    expect(expiryStatus('2028-03-01', '2028-01-31')).toBe('expiring')
    expect(expiryStatus('2028-03-02', '2028-01-31')).toBe('ok')
    // The spring change of clocks (29 March 2026 in Spain) does not shift a day.
    expect(expiryStatus('2026-04-14', '2026-03-15')).toBe('expiring')
    expect(expiryStatus('2026-04-15', '2026-03-15')).toBe('ok')
  })

  it('treats an unreadable date as fine, as the server does', () => {
    expect(expiryStatus('', today)).toBe('ok')
    expect(expiryStatus('31/12/2026', today)).toBe('ok')
  })
})

describe('isLowStock', () => {
  it('is below the minimum, not at it', () => {
    expect(isLowStock({ stock: 4, minimumStock: 5 })).toBe(true)
    expect(isLowStock({ stock: 5, minimumStock: 5 })).toBe(false)
    expect(isLowStock({ stock: 0, minimumStock: 0 })).toBe(false)
  })
})
