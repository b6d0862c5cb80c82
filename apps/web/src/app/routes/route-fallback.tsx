import { Spinner } from '../../components/ui/spinner';

/** Shown while the first route's guards and code load. */
export function RouteFallback() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center text-neutral-400"
      role="status"
      aria-label="Loading"
    >
      <Spinner className="size-5" />
    </div>
  );
}
