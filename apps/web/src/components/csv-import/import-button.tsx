import type { ImportModule } from '@aurora/contracts/imports';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { organizationStore } from '../../lib/organization-store';
import { Button } from '../ui/button';
import { openImportWizard } from './import-tracker';

/** "Import CSV" in a list's header: opens the import wizard for the module. */
export function ImportButton({ module }: { module: ImportModule }) {
  const { t } = useTranslation();
  const { orgCode } = useParams();
  const code = orgCode ?? organizationStore.store.getState().currentCode;
  return (
    <Button disabled={!code} onClick={() => code && openImportWizard(module, code)}>
      <Upload aria-hidden="true" />
      <span className="max-sm:sr-only">{t('imports.button')}</span>
    </Button>
  );
}
