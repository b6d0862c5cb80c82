import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

type TagsInputProps = {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  max?: number;
  maxLength?: number;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
};

/**
 * A list of short texts (destinations, tags): Enter, Tab or a comma adds what was typed,
 * Backspace in the empty box removes the last one, each chip has its remove button.
 */
export function TagsInput({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  max = 30,
  maxLength = 100,
  ...aria
}: TagsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  const add = (text: string) => {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const next = [...value];
    for (const part of parts) {
      if (next.length >= max) break;
      if (!next.some((item) => item.toLowerCase() === part.toLowerCase()))
        next.push(part.slice(0, maxLength));
    }
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && draft.trim()) {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Enter') {
      // An empty Enter must not submit the surrounding form by surprise.
      event.preventDefault();
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        controlClasses,
        'flex min-h-8 flex-wrap items-center gap-1 py-1 focus-within:border-primary-500 focus-within:ring-3 focus-within:ring-primary-500/20',
        aria['aria-invalid'] && 'border-error-500',
      )}
    >
      {value.map((item) => (
        <span
          key={item}
          className="inline-flex h-6 items-center gap-1 rounded bg-neutral-100 pr-0.5 pl-2 text-xs font-medium text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
        >
          {item}
          <button
            type="button"
            aria-label={t('tags.remove', { tag: item })}
            onClick={() => onChange(value.filter((other) => other !== item))}
            className="inline-flex size-5 cursor-pointer items-center justify-center rounded text-neutral-500 hover:bg-neutral-200 hover:text-neutral-800 dark:hover:bg-neutral-700 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-3" />
          </button>
        </span>
      ))}
      <input
        id={id}
        {...aria}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim()) add(draft);
          onBlur?.();
        }}
        placeholder={value.length === 0 ? placeholder : undefined}
        maxLength={maxLength}
        autoComplete="off"
        className="h-6 min-w-24 flex-1 border-0 bg-transparent p-0 text-sm outline-none placeholder:text-neutral-400 focus:ring-0 dark:placeholder:text-neutral-500"
      />
    </div>
  );
}
