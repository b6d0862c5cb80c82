import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverClose = RadixPopover.Close;

/** A floating panel (Radix: focus moves in, Escape or an outside click closes, focus returns). */
export function PopoverContent({ className, ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={6}
        align="start"
        collisionPadding={12}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-lg border border-neutral-200 bg-white p-3 text-sm shadow-lg focus:outline-none dark:border-neutral-800 dark:bg-neutral-900',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
