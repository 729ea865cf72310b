import { afterEach, describe, expect, it, vi } from 'vitest'
import { shareText } from '@/lib/share'

const data = { title: 'Fiesta de otoño', text: 'Fiesta de otoño\n\nCastañas en el jardín.' }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(navigator, 'clipboard')
  Reflect.deleteProperty(document, 'execCommand')
})

function stubNavigator(props: Record<string, unknown>) {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(navigator, key, { value, configurable: true })
  }
}

describe('shareText', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    stubNavigator({ share })
    await expect(shareText(data)).resolves.toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
  })

  it('does nothing more when the person closes the share sheet', async () => {
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('cancelado', 'AbortError')) })
    await expect(shareText(data)).resolves.toBe('cancelled')
  })

  it('copies the text with the Clipboard API on a secure page without share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    stubNavigator({ clipboard: { writeText } })
    vi.stubGlobal('isSecureContext', true)
    await expect(shareText(data)).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.text)
  })

  it('copies the selected text the older way on a plain HTTP page', async () => {
    vi.stubGlobal('isSecureContext', false)
    let selected = ''
    const execCommand = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? ''
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    await expect(shareText(data)).resolves.toBe('copied')
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(selected).toBe(data.text)
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('says so when nothing could be copied', async () => {
    vi.stubGlobal('isSecureContext', false)
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    await expect(shareText(data)).resolves.toBe('failed')
  })
})
