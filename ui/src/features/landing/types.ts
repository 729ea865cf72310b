/** The home's public details the landing page shows (GET /settings/public, passed in by the route). */
export type HomeDetails = {
  homeName: string
  phone: string
  email: string
  address: string
  visitingHours: string
  foundedYear: number
  messagingUrl: string
  heroVideoUrl: string
}
