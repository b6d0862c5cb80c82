import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, type Attachment } from '@aurora/contracts/attachments';
import {
  Download,
  File,
  FileImage,
  FileSpreadsheet,
  FileText,
  Paperclip,
  Trash2,
  TriangleAlert,
  Upload,
  X,
} from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { ConfirmDialog } from '../ui/dialog';
import { ProgressBar } from '../ui/progress-bar';
import { QueryErrorPanel } from '../ui/query-error-card';
import { RelativeTime } from '../ui/relative-time';
import { LoadingPanel, StatePanel } from '../ui/state-panel';
import { toast, toastFailure } from '../ui/toast-store';
import { Tooltip } from '../ui/tooltip';
import { useDeleteAttachment } from './api/delete-attachment';
import { downloadAttachment } from './api/download-attachment';
import { useAttachments } from './api/get-attachments';
import type { RecordSubject } from './api/keys';
import { attachmentProblem, useUploadAttachment } from './api/upload-attachment';

/** Bytes as people read them: 912 B, 48 KB, 3.2 MB. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

function FileIcon({ type }: { type: string }) {
  const className = 'size-4';
  if (type.startsWith('image/')) return <FileImage aria-hidden="true" className={className} />;
  if (type.includes('sheet') || type.includes('excel') || type === 'text/csv')
    return <FileSpreadsheet aria-hidden="true" className={className} />;
  if (type === 'application/pdf' || type.startsWith('text/') || type.includes('word'))
    return <FileText aria-hidden="true" className={className} />;
  return <File aria-hidden="true" className={className} />;
}

type UploadEntry = { key: string; name: string; progress: number; controller: AbortController };

function AttachmentRow({ attachment, subject }: { attachment: Attachment; subject: RecordSubject }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteAttachment(subject);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAttachment(attachment);
    } catch (failure) {
      toastFailure({ title: t('attachments.downloadFailed'), error: failure });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="flex items-center gap-3 px-4 py-2.5">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-neutral-100 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400">
        <FileIcon type={attachment.content_type} />
      </span>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => void download()}
          className="block max-w-full cursor-pointer truncate text-left text-sm font-medium text-neutral-900 hover:underline dark:text-white"
        >
          {attachment.file_name}
        </button>
        <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
          {formatBytes(attachment.size, i18n.language)}
          {attachment.uploaded_by ? ` · ${attachment.uploaded_by.name}` : ''} ·{' '}
          <RelativeTime value={attachment.created_at} />
        </p>
      </div>
      <Tooltip label={t('attachments.download', { name: attachment.file_name })}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('attachments.download', { name: attachment.file_name })}
          onClick={() => void download()}
          loading={downloading}
        >
          {downloading ? null : <Download />}
        </Button>
      </Tooltip>
      <Tooltip label={t('attachments.delete', { name: attachment.file_name })}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('attachments.delete', { name: attachment.file_name })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 />
        </Button>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('attachments.deleteTitle')}
        description={t('attachments.deleteDescription', { name: attachment.file_name })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(attachment.id);
            setConfirming(false);
            toast({ title: t('attachments.deleted', { name: attachment.file_name }), color: 'success' });
          } catch (failure) {
            toastFailure({ title: t('attachments.deleteFailed'), error: failure });
          }
        }}
      />
    </li>
  );
}

/**
 * The record's files: upload (button or drop, with a progress bar; size and type checked before
 * sending), download with the session's token, delete after confirmation.
 */
export function AttachmentsPanel({
  subject,
  maxBytes = ATTACHMENT_MAX_BYTES,
  bare = false,
}: {
  subject: RecordSubject;
  maxBytes?: number;
  bare?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const attachments = useAttachments(subject);
  const upload = useUploadAttachment(subject);
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const limit = formatBytes(maxBytes, i18n.language);

  const send = async (files: File[]) => {
    const refused: string[] = [];
    for (const file of files) {
      const problem = attachmentProblem(file, maxBytes);
      if (problem) {
        refused.push(t(`attachments.problems.${problem}`, { name: file.name, limit }));
        continue;
      }
      const entry: UploadEntry = {
        key: `${file.name}-${file.size}-${Date.now()}`,
        name: file.name,
        progress: 0,
        controller: new AbortController(),
      };
      setUploads((current) => [...current, entry]);
      try {
        await upload.mutateAsync({
          file,
          signal: entry.controller.signal,
          onProgress: (fraction) =>
            setUploads((current) =>
              current.map((item) => (item.key === entry.key ? { ...item, progress: fraction } : item)),
            ),
        });
        toast({ title: t('attachments.uploaded', { name: file.name }), color: 'success' });
      } catch (failure) {
        if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
          refused.push(`${file.name}: ${errorMessage(failure, t('attachments.uploadFailed'))}`);
        }
      } finally {
        setUploads((current) => current.filter((item) => item.key !== entry.key));
      }
    }
    setProblems(refused);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  const uploadButton = (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(files);
        }}
      />
      <Button size="sm" onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {t('attachments.upload')}
      </Button>
    </>
  );

  const list = attachments.data ?? [];
  const body = (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the upload button does the same.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn('relative', dragging && 'bg-primary-50/60 dark:bg-primary-500/5')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('attachments.limits', { limit })}</p>
        {bare ? uploadButton : null}
      </div>
      {problems.length > 0 ? (
        <div
          role="alert"
          className="mx-4 mt-3 flex items-start gap-2 rounded-md border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-700 dark:border-error-900 dark:bg-error-950/40 dark:text-error-300"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul className="flex-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <button
            type="button"
            aria-label={t('common.dismiss')}
            onClick={() => setProblems([])}
            className="cursor-pointer rounded p-0.5 hover:bg-error-100 dark:hover:bg-error-900"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </div>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label={t('attachments.uploading')} className="mt-3 flex flex-col gap-2 px-4">
          {uploads.map((item) => (
            <li
              key={item.key}
              className="rounded-md border border-neutral-200 px-3 py-2 dark:border-neutral-800"
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate">{item.name}</span>
                <span className="flex items-center gap-2 text-xs text-neutral-500 tabular-nums">
                  {Math.round(item.progress * 100)}%
                  <button
                    type="button"
                    aria-label={t('attachments.cancelUpload', { name: item.name })}
                    onClick={() => item.controller.abort()}
                    className="cursor-pointer rounded p-0.5 hover:bg-neutral-100 dark:hover:bg-neutral-800"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </span>
              </div>
              <ProgressBar
                value={Math.round(item.progress * 100)}
                max={100}
                label={t('attachments.progress', { name: item.name })}
                className="mt-1.5 h-1.5"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {attachments.isPending ? (
        <LoadingPanel label={t('attachments.loading')} />
      ) : attachments.isError ? (
        <QueryErrorPanel title={t('attachments.loadError')} onRetry={() => void attachments.refetch()} />
      ) : list.length === 0 && uploads.length === 0 ? (
        <StatePanel
          icon={<Paperclip />}
          title={t('attachments.empty')}
          description={t('attachments.emptyHint')}
          className="py-8"
        />
      ) : (
        <ul
          aria-label={t('attachments.title')}
          className="mt-2 divide-y divide-neutral-100 pb-2 dark:divide-neutral-800"
        >
          {list.map((attachment) => (
            <AttachmentRow key={attachment.id} attachment={attachment} subject={subject} />
          ))}
        </ul>
      )}
      {list.length > 0 || uploads.length > 0 ? null : <div className="pb-2" />}
    </div>
  );
  if (bare) return body;
  return (
    <Card aria-label={t('attachments.title')}>
      <CardHeader title={t('attachments.title')} actions={uploadButton} />
      {body}
    </Card>
  );
}
