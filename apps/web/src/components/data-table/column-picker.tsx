import { Columns3 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../ui/menu';
import type { DataTableColumn } from './data-table';

/** "Columns": a menu of checkboxes to show or hide columns; the name column always stays. */
export function ColumnPicker<T>({
  columns,
  visible,
  onChange,
  onReset,
}: {
  columns: DataTableColumn<T>[];
  visible: string[];
  onChange: (visible: string[]) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  function toggle(id: string, shown: boolean) {
    const next = new Set(visible);
    if (shown) next.add(id);
    else next.delete(id);
    onChange(columns.map((column) => column.id).filter((column) => next.has(column)));
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant="ghost">
          <Columns3 aria-hidden="true" />
          <span className="max-sm:sr-only">{t('dataTable.columns')}</span>
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent
        align="end"
        className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
      >
        <MenuLabel>{t('dataTable.shownColumns')}</MenuLabel>
        {columns.map((column) => (
          <DropdownMenu.CheckboxItem
            key={column.id}
            checked={visible.includes(column.id)}
            disabled={column.required}
            // Keep the menu open: people usually change several columns at once.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => toggle(column.id, checked === true)}
            className="relative flex h-8 cursor-pointer select-none items-center gap-2 rounded-md pr-2 pl-8 text-neutral-700 outline-none data-[disabled]:cursor-default data-[highlighted]:bg-neutral-100 data-[disabled]:opacity-50 dark:text-neutral-300 dark:data-[highlighted]:bg-neutral-800"
          >
            <span
              aria-hidden="true"
              className="absolute left-2 flex size-4 items-center justify-center rounded border border-neutral-300 data-[state=checked]:border-primary-600 dark:border-neutral-600"
            >
              <DropdownMenu.ItemIndicator className="size-2 rounded-sm bg-primary-600 dark:bg-primary-400" />
            </span>
            {column.header}
          </DropdownMenu.CheckboxItem>
        ))}
        <MenuSeparator />
        <MenuItem onSelect={onReset}>{t('dataTable.resetColumns')}</MenuItem>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
