import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={6}
        className={cn(
          'z-50 min-w-52 overflow-hidden rounded-lg border border-neutral-200 bg-white p-1 text-sm shadow-lg dark:border-neutral-800 dark:bg-neutral-900',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

const itemClasses =
  'relative flex h-8 cursor-pointer select-none items-center gap-2 rounded-md px-2 text-neutral-700 outline-none data-[highlighted]:bg-neutral-100 data-[highlighted]:text-neutral-900 data-[disabled]:opacity-50 dark:text-neutral-300 dark:data-[highlighted]:bg-neutral-800 dark:data-[highlighted]:text-white [&_svg]:size-4 [&_svg]:text-neutral-500';

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(itemClasses, className)} {...props} />;
}

export function MenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem className={cn(itemClasses, 'pr-7', className)} {...props}>
      {children}
      <DropdownMenu.ItemIndicator className="absolute right-2 flex items-center">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-primary-500" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.RadioItem>
  );
}

/** An on/off choice that stays in the menu; its text may take two lines. */
export function MenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenu.CheckboxItem>) {
  return (
    <DropdownMenu.CheckboxItem
      className={cn(itemClasses, 'h-auto min-h-8 py-1.5 pr-7', className)}
      // Ticking it leaves the menu open, so the change is seen.
      onSelect={(event) => event.preventDefault()}
      {...props}
    >
      {children}
      <DropdownMenu.ItemIndicator className="absolute right-2 flex items-center">
        <Check aria-hidden="true" className="!text-primary-600 dark:!text-primary-400" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.CheckboxItem>
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      className={cn('px-2 pt-2 pb-1 text-xs font-medium text-neutral-500 dark:text-neutral-400', className)}
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />;
}
