import type { RecordRef } from '@aurora/contracts/records';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ClientPicker } from './client-picker';

type ClientFieldProps = {
  id: string;
  value: RecordRef | null;
  onChange: (client: RecordRef | null) => void;
  /** The field's error state and the ids of its hint and error. */
  aria: { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  /** The form's words: the search box's name and placeholder, the change button, a search that finds nothing. */
  texts: {
    search: string;
    placeholder: string;
    change: (name: string) => string;
    noClients: (searched: string) => string;
  };
};

/** A form's client: a search while none is picked, then its name with a button to change it. */
export function ClientField({ id, value, onChange, aria, texts }: ClientFieldProps) {
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
          aria-label={texts.change(value.name)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }
  return (
    <ClientPicker
      label={texts.search}
      placeholder={texts.placeholder}
      selectedKey={null}
      onSelect={(client) => onChange({ id: client.id, name: client.name })}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      empty={(searched) => (searched ? texts.noClients(searched) : null)}
    />
  );
}
