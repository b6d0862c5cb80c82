import type { Contact } from '@aurora/contracts/contacts';
import { Contact as ContactIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ImportButton } from '../../../components/csv-import/import-button';
import { ExportButton } from '../../../components/data-table/export-button';
import { RecordList } from '../../../components/data-table/record-list';
import { SavedViewPicker } from '../../../components/data-table/saved-view-picker';
import { useListState } from '../../../components/data-table/use-list-state';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useOwnerOptions } from '../../../entities/users/use-owner-options';
import { useContacts } from '../api/get-contacts';
import {
  CONTACTS_LIST,
  contactPath,
  useContactColumns,
  useContactFilterFields,
} from '../components/contact-columns';

/** The spec's contacts route is a list only: a row opens the contact on its client's page. */
export function ContactsListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const list = useListState(CONTACTS_LIST);
  const contacts = useContacts(list.apiQuery);
  const owners = useOwnerOptions(
    useMemo(() => (contacts.data?.data ?? []).map((contact) => contact.owner), [contacts.data]),
  );
  const columns = useContactColumns(orgCode);
  const filterFields = useContactFilterFields(owners.filterOptions);
  const getRowId = useCallback((contact: Contact) => contact.id, []);
  const getRowLabel = useCallback((contact: Contact) => contact.full_name, []);

  return (
    <div>
      <PageHeader
        title={t('contactsList.title')}
        description={t('contactsList.description')}
        actions={
          <>
            <ImportButton module="contacts" />
            <ExportButton module="contacts" list={list} columns={columns} />
          </>
        }
      />
      <RecordList
        list={list}
        query={contacts}
        caption={t('contactsList.title')}
        columns={columns}
        filterFields={filterFields}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(contact) => navigate(contactPath(orgCode, contact))}
        searchLabel={t('contactsList.search')}
        searchPlaceholder={t('contactsList.searchPlaceholder')}
        countLabel={(count) => t('contactsList.count', { count })}
        viewPicker={<SavedViewPicker module="contacts" list={list} allLabel={t('contactsList.all')} />}
        bulk={{ module: 'contacts', actions: { delete: true } }}
        empty={{
          icon: <ContactIcon />,
          title: t('contactsList.empty'),
          description: t('contactsList.emptyHint'),
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              <ImportButton module="contacts" />
              <Link to={`/${orgCode}/clients`} className={buttonClasses('primary')}>
                {t('contactsList.goToClients')}
              </Link>
            </div>
          ),
        }}
      />
    </div>
  );
}
