import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '../../../../components/ui/toast-store';

/**
 * Saves one of billing's PDFs (an invoice, a receipt) with `save`, which answers the file's name,
 * and says so, or why it could not. `busy` is the key of the one being saved.
 */
export function usePdfDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const download = useCallback(
    async (key: number, save: () => Promise<string>) => {
      setBusy(key);
      try {
        toast({ title: t('invoices.pdf.downloaded'), description: await save(), color: 'success' });
      } catch (error) {
        toastFailure({ title: t('invoices.pdf.failed'), error });
      } finally {
        setBusy(null);
      }
    },
    [t],
  );
  return { busy, download };
}
