import { describe, expect, it } from 'vitest'
import { flattenMessages, withMessage, type MessagePages } from '@/features/chat/messages'
import type { Message } from '@/features/chat/schemas'

function message(n: number): Message {
  return {
    _id: `m${n}`,
    chatId: 'c1',
    sender: { _id: 'u1', name: 'Carmen' },
    senderId: 'u1',
    text: `mensaje ${n}`,
    createdAt: `2026-03-12T10:${String(n).padStart(2, '0')}:00Z`,
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i))
const ids = (list: Message[]) => list.map((m) => m._id)

describe('withMessage', () => {
  it('appends a new message to the newest page', () => {
    const data: MessagePages = { pages: [range(3, 4), range(1, 2)], pageParams: [1, 2] }
    const next = withMessage(data, message(5))
    expect(next?.pages.map(ids)).toEqual([['m3', 'm4', 'm5'], ['m1', 'm2']])
    expect(next?.pageParams).toEqual([1, 2])
  })

  it('keeps the data as it is when the id is already there (the POST answer and msg-recieve both bring it)', () => {
    const data: MessagePages = { pages: [range(3, 4), range(1, 2)], pageParams: [1, 2] }
    expect(withMessage(data, message(4))).toBe(data)
    expect(withMessage(data, message(1))).toBe(data)
  })

  it('does nothing while the conversation is not loaded', () => {
    expect(withMessage(undefined, message(1))).toBeUndefined()
  })

  it('starts the newest page of an empty conversation', () => {
    const data: MessagePages = { pages: [[]], pageParams: [1] }
    expect(withMessage(data, message(1))?.pages.map(ids)).toEqual([['m1']])
  })
})

describe('flattenMessages', () => {
  it('reads older pages first, each in the order written', () => {
    expect(ids(flattenMessages([range(21, 40), range(1, 20)]))).toEqual(ids(range(1, 40)))
  })

  it('keeps each message once when an older page overlaps after live messages', () => {
    // Page 1 was fetched with m21..m40; m41 and m42 arrived live; page 2 (offset 20) is now m3..m22.
    const pages = [[...range(21, 40), message(41), message(42)], range(3, 22)]
    expect(ids(flattenMessages(pages))).toEqual(ids(range(3, 42)))
  })
})
