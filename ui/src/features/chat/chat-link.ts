/** The conversation a link points to: chat notifications link to /dashboard?chat={id}. */
export function chatIdFromLink(url: string): string | null {
  try {
    return new URL(url, window.location.origin).searchParams.get('chat') || null
  } catch {
    return null
  }
}
