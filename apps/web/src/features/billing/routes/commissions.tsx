// Placeholder from the billing skeleton: its helper replaces this file.
export function CommissionsRoute() {
  return null;
}
