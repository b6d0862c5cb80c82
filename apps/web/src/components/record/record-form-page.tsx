import type { ReactNode } from 'react';
import { BackLink, PageHeader } from '../ui/page-header';

/**
 * A record's create or edit page: a link back (to the list, or to the record, named by it once
 * loaded), the title and its description, and `children`: the form, or the load state until the
 * record is there.
 */
export function RecordFormPage({
  back,
  title,
  description,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={<BackLink to={back.to}>{back.label}</BackLink>}
        title={title}
        description={description}
      />
      {children}
    </div>
  );
}
