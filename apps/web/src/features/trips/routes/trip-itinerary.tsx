/** Being built: replaced by the screen itself. */
export function TripItineraryRoute() {
  return null;
}
