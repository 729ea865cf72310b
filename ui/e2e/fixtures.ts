import { test as base } from '@playwright/test'

// Every spec imports `test` and `expect` from here, not from '@playwright/test' (the rest is the same).
export * from '@playwright/test'

/**
 * Playwright's `test` with one addition: the browser contexts a test opens itself (`browser.newContext()`, as
 * openAs does for each person signed in) are closed when it ends. The browser lives as long as the worker, and
 * a context left open keeps its pages running (their queries, their websocket, their timers) through every
 * later test of that worker: on these 2 cores the leftovers of a few dozen tests raised the load to 12 and the
 * later tests ran out of time.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use()
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()))
    },
    { auto: true },
  ],
})
