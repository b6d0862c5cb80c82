import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordFormPage } from './record-form-page';
import { RecordLoadState } from './record-load-state';

/**
 * A record's edit page: back to the record (named by it once loaded, by its list until then), the
 * title, the load state until the record is there, then `children(record)` (its form).
 */
export function RecordEditFrame<T>({
  record,
  nameOf,
  detailPath,
  texts,
  children,
}: {
  record: UseQueryResult<T>;
  nameOf: (record: T) => string;
  detailPath: string;
  texts: {
    list: string;
    title: (name: string) => string;
    titleShort: string;
    loading: string;
    loadError: string;
  };
  children: (record: T) => ReactNode;
}) {
  const name = record.data === undefined ? undefined : nameOf(record.data);
  return (
    <RecordFormPage
      back={{ to: detailPath, label: name ?? texts.list }}
      title={name === undefined ? texts.titleShort : texts.title(name)}
    >
      {record.isSuccess ? (
        children(record.data)
      ) : (
        <RecordLoadState record={record} loadingLabel={texts.loading} errorTitle={texts.loadError} />
      )}
    </RecordFormPage>
  );
}
