import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage, errorReference } from '../../../../lib/api-client';

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
        toast({
          title: t('invoices.pdf.failed'),
          description: errorMessage(error, t('errors.unexpected')),
          color: 'error',
          reference: errorReference(error),
        });
      } finally {
        setBusy(null);
      }
    },
    [t],
  );
  return { busy, download };
}
