/**
 * Copies the text of a read-only input. The Clipboard API exists only on secure pages (HTTPS or
 * localhost); the home's mini-PC is often reached over plain HTTP on the Wi-Fi, where the input's
 * selection is copied the older way. Resolves to whether the text was copied.
 */
export async function copyInputText(input: HTMLInputElement): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(input.value)
      return true
    } catch {
      // denied: try the selection below
    }
  }
  input.focus()
  input.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}
