import { deferred, type PlaceholderProps } from '../../../components/ui/deferred';
import { withTexts } from '../../../lib/i18n';
import { CallingButton } from './calling-button';

// The device before it starts (the calling store's initial state): no status yet, not ready.
function Placeholder({ onOpen }: PlaceholderProps) {
  return (
    <CallingButton
      status=""
      failed={false}
      live={false}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onOpen}
    />
  );
}

/**
 * The calling device's state where an agent looks before calling. Its popover, the device's store
 * and what they need load after the first screen.
 */
export const CallingIndicator = deferred(
  async () => (await withTexts(import('./calling-indicator-popover'))).CallingIndicatorPopover,
  Placeholder,
);
