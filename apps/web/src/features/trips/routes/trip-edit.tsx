/** Being built: replaced by the screen itself. */
export function TripEditRoute() {
  return null;
}
