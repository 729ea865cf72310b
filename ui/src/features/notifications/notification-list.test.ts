import { describe, expect, it } from 'vitest'
import { clinicalFirst } from '@/features/notifications/notification-list'
import type { AppNotification } from '@/features/notifications/schemas'

const notice = (id: string, kind: string): AppNotification => ({
  id,
  title: id,
  options: { kind, body: '', tag: '', url: '' },
  read: false,
  createdAt: '2026-11-20T10:00:00Z',
})

describe('clinicalFirst', () => {
  it('puts alerts, falls, missed doses and incidents above stock, expiry, posts and messages, each keeping its order', () => {
    const list = [notice('stock', 'stock'), notice('alert', 'alert'), notice('post', 'post'), notice('fall', 'fall'),
      notice('old', ''), notice('incident', 'incident'), notice('dose', 'dose-missed'), notice('expiry', 'expiry')]
    expect(clinicalFirst(list).map((item) => item.id)).toEqual(['alert', 'fall', 'incident', 'dose', 'stock', 'post', 'old', 'expiry'])
  })
})
