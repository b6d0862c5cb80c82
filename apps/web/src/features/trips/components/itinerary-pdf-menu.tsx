import type { TripTraveller } from '@aurora/contracts/travel/trips';
import { ChevronDown, FileDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from '../../../components/ui/menu';
import { Spinner } from '../../../components/ui/spinner';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { downloadItineraryPdf, type ItineraryLanguage } from '../api/get-itinerary';

/** Downloads the itinerary as a PDF, saying so, or why it could not. */
export function useItineraryDownload(tripId: number) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (travellerId: number | null, language: ItineraryLanguage) => {
    setBusy(true);
    try {
      const fileName = await downloadItineraryPdf(tripId, { travellerId, language });
      toast({ title: t('tripItinerary.downloaded'), description: fileName, color: 'success' });
    } catch (error) {
      toastFailure({ title: t('tripItinerary.downloadFailed'), error });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/** "Download PDF": the whole trip's itinerary, or one traveller's, from a small menu. */
export function ItineraryPdfMenu({
  tripId,
  travellers,
  language,
}: {
  tripId: number;
  travellers: TripTraveller[];
  language: ItineraryLanguage;
}) {
  const { t } = useTranslation();
  const { busy, download } = useItineraryDownload(tripId);
  return (
    <DropdownMenu.Root>
      {/* "PDF" on the button keeps the header's actions on one line; its name says the rest. */}
      <DropdownMenu.Trigger
        className={buttonClasses('secondary')}
        disabled={busy}
        aria-label={t('tripItinerary.downloadPdf')}
      >
        {busy ? <Spinner /> : <FileDown aria-hidden="true" />}
        PDF
        <ChevronDown aria-hidden="true" />
      </DropdownMenu.Trigger>
      <MenuContent align="end">
        <MenuLabel>{t('tripItinerary.downloadPdf')}</MenuLabel>
        <MenuItem onSelect={() => void download(null, language)}>{t('tripItinerary.wholeTrip')}</MenuItem>
        {travellers.length > 0 ? (
          <>
            <MenuSeparator />
            <MenuLabel>{t('tripItinerary.forTraveller')}</MenuLabel>
            {travellers.map((traveller) => (
              <MenuItem key={traveller.id} onSelect={() => void download(traveller.id, language)}>
                {traveller.name}
              </MenuItem>
            ))}
          </>
        ) : null}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
