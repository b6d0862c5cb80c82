/** Being built: replaced by the screen itself. */
export function SupplierCreateRoute() {
  return null;
}
