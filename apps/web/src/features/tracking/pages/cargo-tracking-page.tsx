import { ZNewTrackingCargoRequest } from '@coastbook/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CargoTrackingForm } from '../components/cargo-tracking-form';
import '../tracking.css';

/**
 * /cargoTracking (public, 001 §2): a waybill's shipment and milestones. The number is in the URL
 * (?bkgNo=), so the link from the home tab, the order view's QR code and a shared address open the answer.
 */
export function CargoTrackingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsed = ZNewTrackingCargoRequest.safeParse({ bkgNo: params.get('bkgNo') ?? '' });
  return (
    <div className="cargo-tracking-page container" data-testid="cargo-tracking-page">
      <header className="cargo-tracking-page__header">
        <h1>{t('tracking.title')}</h1>
        <p>{t('tracking.subtitle')}</p>
      </header>
      <section className="cargo-tracking-page__card">
        <CargoTrackingForm detailed bkgNo={parsed.success ? parsed.data.bkgNo : undefined} onTrack={(bkgNo) => setParams({ bkgNo })} />
      </section>
    </div>
  );
}
