import type { TOrderDocumentKind, TOrderInfo } from '@coastbook/contracts';
import { ORDER_DOCUMENT_KINDS } from '@coastbook/contracts';
import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { useButtonLock } from '../../../lib/button-lock';
import { downloadConfirmedDocuments, downloadDocument, useDocumentTry } from '../api/documents';

/**
 * The order's documents (DOCS-OPS's downloads): per kind the server first says whether it can be
 * downloaded (try); the button then fetches the PDF (blob) or, as "confirm", the confirmed copy.
 */
export function OrderDocuments({ order }: { order: TOrderInfo }) {
  const { t } = useTranslation();
  return (
    <section className="order-card" data-testid="view-documents">
      <h2>{t('order.documents.title')}</h2>
      <Space direction="vertical" style={{ width: '100%' }}>
        {ORDER_DOCUMENT_KINDS.map((kind) => (
          <DocumentRow key={kind} kind={kind} order={order} />
        ))}
      </Space>
    </section>
  );
}

function DocumentRow({ kind, order }: { kind: TOrderDocumentKind; order: TOrderInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const guard = useButtonLock();
  const check = useDocumentTry(kind, order.orderId);
  const [busy, setBusy] = useState<'download' | 'confirm' | null>(null);
  const canDownload = check.data?.canDownload === true;
  const reason = check.isError ? errorMessage(check.error) : (check.data?.reason ?? undefined);

  const run = async (mode: 'download' | 'confirm') => {
    setBusy(mode);
    try {
      if (mode === 'download') await downloadDocument(kind, order.orderId, check.data?.fileName ?? `${order.orderNo}-${kind}.pdf`);
      else await downloadConfirmedDocuments(kind, [order.orderId]);
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="order-document" data-testid={`document-${kind}`}>
      <span className="order-document__name">
        <FilePdfOutlined /> {t(`order.documents.${kind}`)}
      </span>
      <Tooltip title={canDownload ? undefined : reason}>
        <Space size={4}>
          <Button size="small" type="primary" ghost disabled={!canDownload} loading={busy === 'download' || check.isFetching} onClick={guard(() => run('download'))} data-testid={`document-${kind}-download`}>
            {t('order.documents.download')}
          </Button>
          <Button size="small" disabled={!canDownload} loading={busy === 'confirm'} onClick={guard(() => run('confirm'))} data-testid={`document-${kind}-confirm`}>
            {t('order.documents.confirm')}
          </Button>
        </Space>
      </Tooltip>
      {!canDownload && reason && <small className="order-muted order-small" data-testid={`document-${kind}-reason`}>{reason}</small>}
    </div>
  );
}
