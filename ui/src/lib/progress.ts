/**
 * SPEC 9's loading progress: an estimate that climbs towards 99 and reads 100 once 10 seconds have
 * passed. When the real share of a download is known (the server sent Content-Length), it takes over
 * wherever it is ahead: the bar never moves back.
 */
export const ESTIMATE_CAP = 99
export const ESTIMATE_FORCED_AFTER_MS = 10_000
/** How fast the estimate climbs: about two thirds of the way to 99 in this time. */
const ESTIMATE_PACE_MS = 2_000

/** The estimated percentage `elapsedMs` after the task started. */
export function estimatedPercent(elapsedMs: number): number {
  if (elapsedMs >= ESTIMATE_FORCED_AFTER_MS) return 100
  if (!(elapsedMs > 0)) return 0
  return Math.min(ESTIMATE_CAP, Math.floor(ESTIMATE_CAP * (1 - Math.exp(-elapsedMs / ESTIMATE_PACE_MS))))
}

/** A real share (0 to 1) as a whole percentage. */
export function realPercent(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0
  return Math.round(Math.min(Math.max(fraction, 0), 1) * 100)
}

/** What the bar shows next: never less than it showed. */
export function nextPercent(shown: number, candidate: number): number {
  return Math.max(shown, candidate)
}
