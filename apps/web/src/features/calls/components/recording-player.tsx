import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useCallRecording } from '../api/get-call-recording';

/** The recording, fetched with the Bearer token and played from an object URL. */
export function RecordingPlayer({ callId, label }: { callId: number; label: string }) {
  const { t } = useTranslation();
  const recording = useCallRecording(callId, true);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!recording.data) return;
    const objectUrl = URL.createObjectURL(recording.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [recording.data]);

  if (recording.isError) {
    return <p className="text-sm text-error-600 dark:text-error-400">{t('calls.detail.recordingError')}</p>;
  }
  if (!url) return <Spinner />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: a phone call recording has no captions to offer
    <audio controls src={url} aria-label={label} className="w-full max-w-md" />
  );
}
