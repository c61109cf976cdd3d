import { QrcodeOutlined } from '@ant-design/icons';
import { DEFAULT_CARRIER } from '@coastbook/domain';
import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrPlaceholder } from '../../components/qr-placeholder';
import { useAllCarriers } from '../../features/basedata';

/** The mini-program's QR with the tip for the portal's carrier; the top bar's and the float menu's popover. */
export function MiniProgramCard({ size = 132 }: { size?: number }) {
  const { t } = useTranslation();
  const carriers = useAllCarriers();
  const defaultCarrier = carriers.data?.find((carrier) => carrier.isDefault)?.carrierCde ?? DEFAULT_CARRIER;
  // 000 §9: for a partner carrier the tip also mentions cargo tracking and partner waybills.
  const tip = defaultCarrier === DEFAULT_CARRIER ? t('header.miniProgramTip') : t('header.miniProgramTipPartner');
  return (
    <div className="qr-card">
      <QrPlaceholder seed="coastbook-mini-program" label={`${t('header.miniProgram')} · ${t('footer.qrPlaceholder')}`} size={size} />
      <p>{tip}</p>
    </div>
  );
}

/** Mini-program QR on hover; only rendered for a logged-in user (000 §2.4). */
export function MiniProgramQr() {
  const { t } = useTranslation();
  return (
    <Popover content={<MiniProgramCard />} placement="bottom" trigger={['hover', 'focus']}>
      <button type="button" className="top-bar__link top-bar__button">
        <QrcodeOutlined /> {t('header.miniProgram')}
      </button>
    </Popover>
  );
}
