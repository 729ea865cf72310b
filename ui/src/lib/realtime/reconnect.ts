/** SPEC 7/9: up to 5 reconnection attempts, the delay starting at 1000 ms and growing to at most 5000 ms. */
export const RECONNECT_ATTEMPTS = 5
export const RECONNECT_FIRST_DELAY_MS = 1000
export const RECONNECT_MAX_DELAY_MS = 5000

/** The wait before reconnection attempt `attempt` (0-based), doubling each time: 1000, 2000, 4000, 5000, 5000. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS)
}

