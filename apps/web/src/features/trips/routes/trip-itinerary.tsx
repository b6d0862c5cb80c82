import type { TFunction } from 'i18next';
import { FileDown, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isRecordId } from '../../../components/record/api/record-queries';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { recordLink } from '../../../components/record/record-types';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { BackLink, PageHeader } from '../../../components/ui/page-header';
import { QueryErrorCard } from '../../../components/ui/query-error-card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { useTrip } from '../../../entities/trips/get-trip';
import { i18n as appI18n, loadTexts } from '../../../lib/i18n';
import { type ItineraryLanguage, useItinerary } from '../api/get-itinerary';
import { ItineraryDocument } from '../components/itinerary-document';
import { useItineraryDownload } from '../components/itinerary-pdf-menu';

const LANGUAGES: readonly ItineraryLanguage[] = ['en', 'es'];

/**
 * Printing shows the document alone: the app's shell (sidebar, top bar, toasts) belongs to no
 * feature's page, so while this page is open a print hides everything but the document, which
 * then starts at the top of the sheet. The document's own print look is its `print:` classes.
 */
const PRINT_CSS = `@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  [data-itinerary-print], [data-itinerary-print] * { visibility: visible; }
  [data-itinerary-print] { position: absolute; inset: 0 0 auto 0; }
}`;

/** The texts of the document's language, which may not be the screen's: loaded when asked for. */
function useDocumentTexts(language: ItineraryLanguage): TFunction | null {
  const [loaded, setLoaded] = useState<ItineraryLanguage | null>(null);
  useEffect(() => {
    let current = true;
    void loadTexts(language, ['common', 'trips']).then(() => {
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded === language ? appI18n.getFixedT(language) : null;
}

export function TripItineraryRoute() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const base = `/${params.orgCode ?? ''}`;
  const id = Number(params.id);
  const [search, setSearch] = useSearchParams();
  const travellerParam = Number(search.get('traveller'));
  const travellerId = isRecordId(travellerParam) ? travellerParam : null;
  const languageParam = search.get('language');
  const language: ItineraryLanguage = LANGUAGES.includes(languageParam as ItineraryLanguage)
    ? (languageParam as ItineraryLanguage)
    : i18n.language === 'es'
      ? 'es'
      : 'en';
  const trip = useTrip(id);
  const itinerary = useItinerary(id, { travellerId, language });
  const documentT = useDocumentTexts(language);
  const { busy, download } = useItineraryDownload(id);

  const choose = (key: 'traveller' | 'language', value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (!trip.isSuccess) {
    return (
      <RecordLoadState
        record={trip}
        loadingLabel={t('tripPage.loading')}
        errorTitle={t('tripPage.loadError')}
        backToList={`${base}/trips`}
      />
    );
  }
  const data = trip.data;

  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div className="mx-auto max-w-3xl print:hidden">
        <PageHeader
          eyebrow={
            <BackLink to={recordLink(base, 'trip', data.id)}>{`${data.reference} · ${data.title}`}</BackLink>
          }
          title={t('tripItinerary.title')}
          description={t('tripItinerary.description')}
        />
        <Card className="mb-6 flex flex-wrap items-end gap-3 px-4 py-3">
          <Field id="itinerary-traveller" label={t('tripItinerary.traveller')} className="min-w-52 flex-1">
            {(aria) => (
              <Select
                {...aria}
                value={travellerId ?? ''}
                onChange={(event) => choose('traveller', event.target.value)}
              >
                <option value="">{t('tripItinerary.wholeTrip')}</option>
                {data.travellers.map((traveller) => (
                  <option key={traveller.id} value={traveller.id}>
                    {traveller.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="itinerary-language" label={t('tripItinerary.language')} className="w-40">
            {(aria) => (
              <Select {...aria} value={language} onChange={(event) => choose('language', event.target.value)}>
                {LANGUAGES.map((item) => (
                  <option key={item} value={item}>
                    {t(`tripItinerary.languages.${item}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex gap-2">
            <Button onClick={() => window.print()} disabled={!itinerary.data}>
              <Printer aria-hidden="true" />
              {t('tripItinerary.print')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void download(travellerId, language)}>
              {busy ? null : <FileDown aria-hidden="true" />}
              {t('tripItinerary.downloadPdf')}
            </Button>
          </div>
        </Card>
      </div>
      {itinerary.isError ? (
        <div className="mx-auto max-w-3xl">
          <QueryErrorCard
            title={t('tripItinerary.loadError')}
            description={itinerary.error.message}
            onRetry={() => void itinerary.refetch()}
          />
        </div>
      ) : itinerary.data && documentT ? (
        <div
          data-itinerary-print
          aria-busy={itinerary.isPlaceholderData || undefined}
          className={itinerary.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <ItineraryDocument itinerary={itinerary.data} language={language} t={documentT} />
        </div>
      ) : (
        <Card className="mx-auto max-w-3xl">
          <LoadingPanel label={t('tripItinerary.loading')} />
        </Card>
      )}
    </div>
  );
}
