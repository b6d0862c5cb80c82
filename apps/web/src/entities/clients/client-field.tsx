import type { RecordRef } from '@aurora/contracts/records';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ClientCreateDialog } from './client-create-dialog';
import { ClientPicker } from './client-picker';

type ClientFieldProps = {
  id: string;
  value: RecordRef | null;
  onChange: (client: RecordRef | null) => void;
  /** The field's error state and the ids of its hint and error. */
  aria: { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
};

/**
 * A form's client: a search while none is picked (with "Create a client" when it is not there yet),
 * then its name with a button to change it.
 */
export function ClientField({ id, value, onChange, aria }: ClientFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);
  if (value) {
    return (
      <div className="flex h-9 items-center justify-between gap-2 rounded-md border border-neutral-300 px-3 text-sm dark:border-neutral-700">
        <span className="truncate font-medium text-neutral-900 dark:text-white" id={id}>
          {value.name}
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange(null)}
          aria-label={t('record.clientField.change', { name: value.name })}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <ClientPicker
        label={t('record.clientField.search')}
        placeholder={t('record.clientField.placeholder')}
        selectedKey={null}
        onSelect={(client) => onChange({ id: client.id, name: client.name })}
        onQueryChange={setTyped}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        empty={(searched) => (searched ? t('record.clientField.noClients', { q: searched }) : null)}
      />
      <Button size="sm" variant="ghost" className="self-start" onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" />
        {t('record.clientField.create.open')}
      </Button>
      {creating ? (
        <ClientCreateDialog
          open
          initialName={typed.trim()}
          onOpenChange={setCreating}
          onCreated={(client) => onChange({ id: client.id, name: client.name })}
        />
      ) : null}
    </div>
  );
}
