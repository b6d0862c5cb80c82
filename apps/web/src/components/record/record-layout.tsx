import type { ReactNode } from 'react';

/**
 * The body of a record page: details on the left, the activity on the right (one column on
 * small screens, details first).
 */
export function RecordLayout({ details, activity }: { details: ReactNode; activity: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-6">{details}</div>
      <div className="flex min-w-0 flex-col gap-6">{activity}</div>
    </div>
  );
}
