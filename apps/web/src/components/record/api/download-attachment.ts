import type { Attachment } from '@aurora/contracts/attachments';
import { apiClient } from '../../../lib/api-client';

/**
 * Downloads a file with the Bearer header (a plain link cannot send it) and hands it to the
 * browser as a download under its own name.
 */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const { blob, fileName } = await apiClient.download(attachment.download_path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? attachment.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click was handled, or the download may not start.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
