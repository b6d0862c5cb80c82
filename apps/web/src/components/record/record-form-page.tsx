import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header';

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
        eyebrow={
          <Link
            to={back.to}
            className="inline-flex items-center gap-1 hover:text-neutral-900 hover:underline dark:hover:text-white"
          >
            <ChevronLeft aria-hidden="true" className="size-3.5" />
            {back.label}
          </Link>
        }
        title={title}
        description={description}
      />
      {children}
    </div>
  );
}
