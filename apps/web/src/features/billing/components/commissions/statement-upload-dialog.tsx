import { STATEMENT_MAX_BYTES } from '@aurora/contracts/billing/payables';
import { FileUp, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-layout';
import { SupplierPicker } from '../../../../entities/suppliers/supplier-picker';
import { ApiError, errorReference } from '../../../../lib/api-client';
import { useUploadCommissionStatement } from '../../api/payables/upload-commission-statement';

type Chosen = { id: number; name: string };

/** The server's reason a file was refused: the file's own error (which names its line), else its message. */
export function uploadErrorOf(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError)
    return error.errors.file?.[0] ?? Object.values(error.errors)[0]?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Import statement": a supplier and its CSV statement of commissions paid. The server reads it
 * (nothing is recorded yet) and the statement opens for review; a file it cannot read stays here
 * with the server's reason, which names the line.
 */
export function StatementUploadDialog({
  open,
  onOpenChange,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (statementId: number) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadCommissionStatement();
  const [supplier, setSupplier] = useState<Chosen | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ supplier?: string; file?: string }>({});

  const close = (next: boolean) => {
    if (!next) {
      setSupplier(null);
      setFile(null);
      setProblem({});
      upload.reset();
    }
    onOpenChange(next);
  };

  const send = () => {
    const missing = {
      ...(supplier ? {} : { supplier: t('payables.statements.upload.supplierMissing') }),
      ...(file
        ? file.size > STATEMENT_MAX_BYTES
          ? { file: t('payables.statements.upload.tooLarge', { size: STATEMENT_MAX_BYTES / 1024 / 1024 }) }
          : {}
        : { file: t('payables.statements.upload.fileMissing') }),
    };
    setProblem(missing);
    if (!supplier || !file || Object.keys(missing).length > 0) return;
    upload.mutate(
      { supplierId: supplier.id, file },
      {
        onSuccess: (statement) => {
          close(false);
          onUploaded(statement.id);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="md"
      title={t('payables.statements.upload.title')}
      description={t('payables.statements.upload.description')}
      footer={
        <>
          <Button onClick={() => close(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={send} loading={upload.isPending}>
            {upload.isPending ? null : <FileUp aria-hidden="true" />}
            {t('payables.statements.upload.submit')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className="flex flex-col gap-4"
      >
        {upload.error ? (
          <FormAlert
            message={t('payables.statements.upload.refused', { reason: uploadErrorOf(upload.error) })}
            reference={errorReference(upload.error)}
          />
        ) : null}
        <Field
          id="billing-statement-supplier"
          label={t('payables.filters.supplier')}
          error={problem.supplier}
          required
        >
          {(aria) =>
            supplier ? (
              <div className="flex h-8 items-center justify-between gap-2 rounded-md border border-neutral-300 pr-1 pl-2.5 text-sm dark:border-neutral-700">
                <span className="truncate font-medium text-neutral-900 dark:text-white" id={aria.id}>
                  {supplier.name}
                </span>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('payables.statements.upload.changeSupplier', { name: supplier.name })}
                  onClick={() => setSupplier(null)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ) : (
              <SupplierPicker
                label={t('payables.statements.upload.searchSupplier')}
                placeholder={t('payables.statements.upload.searchSupplierPlaceholder')}
                selectedKey={null}
                aria-invalid={aria['aria-invalid']}
                aria-describedby={aria['aria-describedby']}
                empty={(searched) =>
                  searched ? t('payables.statements.upload.noSuppliers', { q: searched }) : null
                }
                onSelect={(picked) => {
                  setSupplier({ id: picked.id, name: picked.name });
                  setProblem(({ supplier: _, ...rest }) => rest);
                }}
              />
            )
          }
        </Field>
        <Field
          id="billing-statement-file"
          label={t('payables.statements.upload.file')}
          hint={t('payables.statements.upload.fileHint')}
          error={problem.file}
          required
        >
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(({ file: _, ...rest }) => rest);
                upload.reset();
              }}
              className="block w-full text-sm text-neutral-700 file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-neutral-800 hover:file:bg-neutral-50 dark:text-neutral-300 dark:file:border-neutral-700 dark:file:bg-neutral-900 dark:file:text-neutral-100"
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
