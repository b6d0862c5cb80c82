/** Being built: replaced by the screen itself. */
export function SupplierEditRoute() {
  return null;
}
