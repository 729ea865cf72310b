/**
 * Sharing and copying text. The Clipboard API exists only on secure pages (HTTPS or localhost); the
 * home's mini-PC is often reached over plain HTTP on the Wi-Fi, where the text is copied the older way.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** Shares a text with the device's share sheet (phones, tablets) or, where there is none, copies it. */
export async function shareText(data: { title: string; text: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // refused (no permission, nothing to share with): copy instead
    }
  }
  return (await copyText(data.text)) ? 'copied' : 'failed'
}

/**
 * Copies `text`; resolves to whether it was copied. Without the Clipboard API it selects the text and
 * copies the selection: the text of `shown` (a read-only input the user sees, which stays selected), or
 * of a hidden text area.
 */
export async function copyText(text: string, shown?: HTMLInputElement): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // denied: try the selection below
    }
  }
  const area = shown ?? document.createElement('textarea')
  if (!shown) {
    area.value = text
    area.readOnly = true
    area.className = 'fixed top-0 left-0 opacity-0'
    document.body.append(area)
  } else {
    shown.focus()
  }
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    if (!shown) area.remove()
  }
}
