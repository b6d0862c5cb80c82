/** Being built: replaced by the screen itself. */
export function TripsListRoute() {
  return null;
}
