/**
 * Saves a downloaded file under its name through a temporary link: files the API answers with the
 * Bearer header (exports, itineraries) cannot be plain links.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled, or the download may not start.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
