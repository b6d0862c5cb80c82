/** Being built: replaced by the screen itself. */
export function SuppliersListRoute() {
  return null;
}
