import { ExportOutlined } from '@ant-design/icons';
import type { TCharterSupplierView, TSupplierTransferType } from '@coastbook/contracts';
import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { formatChinaTime } from '../../../lib/china-time';
import { useSession } from '../../../session/session-store';
import { forwardToESupplier, transferToSupplierSystem } from '../api/supplier';

/**
 * The certified supplier's entries into the charter supplier system (000 §7.4 "Supplier transfer"):
 * the first entry opens the supplier there (forwardToESuppler), then the link check and the transfer
 * link; the URL (data.data) opens in a new tab. The tab is opened on the click itself (so pop-up
 * blockers let it through) and closed again if the server refuses; the refusal is an error toast.
 */
export function SupplierSystemCard({ supplier, onForwarded }: { supplier: TCharterSupplierView; onForwarded: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSession((session) => session.user);
  const [busy, setBusy] = useState<TSupplierTransferType | null>(null);

  const enter = async (transferType: TSupplierTransferType) => {
    if (!user) return;
    const tab = window.open('about:blank', '_blank');
    setBusy(transferType);
    try {
      if (!supplier.eSupplierForwardedAt) {
        await forwardToESupplier();
        onForwarded();
      }
      // Absolute, so the blank tab resolves it against this portal whatever the supplier system answers.
      const url = new URL(await transferToSupplierSystem({ logonId: user.logonId, userId: user.userId, transferType, abroad: supplier.isTerritory }), window.location.origin).href;
      if (tab) tab.location.href = url;
      else if (!window.open(url, '_blank')) message.warning(t('supplier.system.popupBlocked'));
    } catch (error) {
      tab?.close();
      message.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('supplier.system.title')} size="small" className="ent-info__card" data-testid="supplier-system-card">
      <Typography.Paragraph type="secondary">{t('supplier.system.hint')}</Typography.Paragraph>
      <Space wrap>
        <Button type="primary" icon={<ExportOutlined />} loading={busy === 'ECHARTING_ALLPRICE_LOGIN'} onClick={() => void enter('ECHARTING_ALLPRICE_LOGIN')} data-testid="supplier-system-enter">
          {t('supplier.system.enter')}
        </Button>
        <Button icon={<ExportOutlined />} loading={busy === 'ECHARTING_ALLPRICE'} onClick={() => void enter('ECHARTING_ALLPRICE')} data-testid="supplier-system-all-price">
          {t('supplier.system.allPrice')}
        </Button>
      </Space>
      {supplier.eSupplierForwardedAt && (
        <Typography.Paragraph type="secondary" className="supplier-system__forwarded" data-testid="supplier-system-forwarded">
          {t('supplier.system.forwarded', { time: formatChinaTime(supplier.eSupplierForwardedAt) })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
