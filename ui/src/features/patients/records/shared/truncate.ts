/** SPEC 9: note previews and free-text cells show this many characters, then an ellipsis. */
export const PREVIEW_LENGTH = 60

/** The first `max` characters of `text` followed by "…", or the text itself when it is short enough. */
export function truncateText(text: string, max: number = PREVIEW_LENGTH): string {
  const chars = Array.from(text.trim())
  if (chars.length <= max) return chars.join('')
  return `${chars.slice(0, max).join('').trimEnd()}…`
}
