// Placeholder from the billing skeleton: its helper replaces this file.
export function SupplierPayablesRoute() {
  return null;
}
