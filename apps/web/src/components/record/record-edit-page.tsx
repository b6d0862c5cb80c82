import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header';

/**
 * A record's edit page: a link back to the record (named by it once loaded), the title, and
 * `children`: the load state until the record is there, then the form.
 */
export function RecordEditPage({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: string;
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
      />
      {children}
    </div>
  );
}
