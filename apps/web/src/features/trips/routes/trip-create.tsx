/** Being built: replaced by the screen itself. */
export function TripCreateRoute() {
  return null;
}
