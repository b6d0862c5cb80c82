import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useCallRecording } from './get-call-recording';

/**
 * A call's recording (a voicemail's message too), fetched with the Bearer token and played from
 * an object URL. Shared by the call page and the tasks about a call; `organizationCode` names the
 * call's organization when it is not the route's (My tasks lists every organization's).
 */
export function RecordingPlayer({
  callId,
  label,
  organizationCode,
  className,
}: {
  callId: number;
  label: string;
  organizationCode?: string | null | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const recording = useCallRecording(callId, organizationCode);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!recording.data) return;
    const objectUrl = URL.createObjectURL(recording.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [recording.data]);

  if (recording.isError) {
    return <p className="text-sm text-error-600 dark:text-error-400">{t('common.recordingError')}</p>;
  }
  if (!url) {
    return (
      <span role="status" aria-label={t('common.recordingLoading')}>
        <Spinner />
      </span>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a phone call recording has no captions to offer
    <audio controls src={url} aria-label={label} className={cn('w-full max-w-md', className)} />
  );
}
