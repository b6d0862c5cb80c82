import { History, type LucideIcon, Paperclip, StickyNote } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/card';
import { ActivityTimeline } from './activity-timeline';
import { useAttachments } from './api/get-attachments';
import { useNotes } from './api/get-notes';
import type { RecordSubject } from './api/keys';
import { AttachmentsPanel } from './attachments-panel';
import { NoteComposer } from './note-composer';
import { NotesPanel } from './notes-panel';

const triggerClasses =
  'relative inline-flex h-10 cursor-pointer items-center gap-1.5 px-1 text-sm font-medium text-neutral-500 outline-none transition-colors hover:text-neutral-900 focus-visible:text-neutral-900 data-[state=active]:text-neutral-900 dark:text-neutral-400 dark:hover:text-white dark:data-[state=active]:text-white after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full data-[state=active]:after:bg-primary-600 dark:data-[state=active]:after:bg-primary-400 focus-visible:after:bg-primary-300 [&_svg]:size-4';

function Count({ value }: { value: number | undefined }) {
  if (!value) return null;
  return (
    <span className="rounded-full bg-neutral-100 px-1.5 text-[11px] font-medium tabular-nums text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300">
      {value}
    </span>
  );
}

/** A tab a record type adds after the timeline (a deal's calls): the kit knows nothing of its data. */
export type RecordTab = {
  value: string;
  icon: LucideIcon;
  label: string;
  count?: number | undefined;
  content: ReactNode;
};

/**
 * The right-hand side of a record page: the timeline (with a note composer on top), the record
 * type's own tabs, the notes and the files of the record.
 */
export function RecordTabs({ subject, tabs = [] }: { subject: RecordSubject; tabs?: RecordTab[] }) {
  const { t } = useTranslation();
  const notes = useNotes(subject);
  const attachments = useAttachments(subject);
  return (
    <Card>
      <Tabs.Root defaultValue="activity">
        <Tabs.List
          aria-label={t('record.sections')}
          className="flex gap-5 overflow-x-auto border-b border-neutral-200 px-4 dark:border-neutral-800"
        >
          <Tabs.Trigger value="activity" className={triggerClasses}>
            <History aria-hidden="true" />
            {t('activity.title')}
          </Tabs.Trigger>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClasses}>
              <tab.icon aria-hidden="true" />
              {tab.label}
              <Count value={tab.count} />
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="notes" className={triggerClasses}>
            <StickyNote aria-hidden="true" />
            {t('notes.title')}
            <Count value={notes.data?.length} />
          </Tabs.Trigger>
          <Tabs.Trigger value="files" className={triggerClasses}>
            <Paperclip aria-hidden="true" />
            {t('attachments.title')}
            <Count value={attachments.data?.length} />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="activity" className="outline-none">
          <ActivityTimeline subject={subject} bare header={<NoteComposer subject={subject} />} />
        </Tabs.Content>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
            {tab.content}
          </Tabs.Content>
        ))}
        <Tabs.Content value="notes" className="outline-none">
          <NotesPanel subject={subject} bare />
        </Tabs.Content>
        <Tabs.Content value="files" className="outline-none">
          <AttachmentsPanel subject={subject} bare />
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
