/** The header's links, in the bar and in the phone menu. */
export const linkClass =
  'rounded-md px-3 py-2 text-lg font-medium text-foreground/90 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none'
