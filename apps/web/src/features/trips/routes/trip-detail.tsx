/** Being built: replaced by the screen itself. */
export function TripDetailRoute() {
  return null;
}
