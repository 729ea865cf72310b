/** Query keys of the quality indicators: one per period and area. */
export const indicatorKeys = {
  all: ['indicators'] as const,
  period: (from: string, to: string, areaId: string | undefined) => [...indicatorKeys.all, from, to, areaId ?? ''] as const,
}
