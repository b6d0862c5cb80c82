import { type ComponentType, lazy, Suspense, useState } from 'react';

/** The placeholder's part: `onOpen` when the user presses it before the control has loaded. */
export type PlaceholderProps = { onOpen: () => void };
/** The control's part: open from the start when its placeholder was pressed. */
export type DeferredProps = { defaultOpen: boolean };

/**
 * A control of the first screens whose code (a Radix menu or popover and what it opens) loads
 * right after the screen renders, in a chunk of its own: until then `Placeholder` renders its
 * trigger as it looks, and a press on it opens the control as soon as it is there.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props & DeferredProps>>,
  Placeholder: ComponentType<Props & PlaceholderProps>,
): ComponentType<Props> {
  const Control = lazy(async () => ({ default: await load() }));
  return function Deferred(props: Props) {
    const [pressed, setPressed] = useState(false);
    return (
      <Suspense fallback={<Placeholder {...props} onOpen={() => setPressed(true)} />}>
        <Control {...props} defaultOpen={pressed} />
      </Suspense>
    );
  };
}
