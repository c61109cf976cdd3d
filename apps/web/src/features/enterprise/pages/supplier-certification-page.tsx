import type { TCharterSupplierAllFields, TCharterSupplierView } from '@coastbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { joinList } from '../../../lib/punctuation';
import { accountStatusQueryKeys } from '../api/account-status';
import { supplierQueryKeys, useCharterSupplier, withdrawCharterSupplier } from '../api/supplier';
import { SupplierCertificationForm } from '../components/supplier-certification-form';
import { SupplierSystemCard } from '../components/supplier-system-card';
import { SupplierZeroCommitment } from '../components/supplier-zero-commitment';
import '../enterprise.css';

const STATUS_COLOURS: Record<TCharterSupplierView['supplierStatus'], string> = { Submit: 'processing', Confirm: 'success', Refuse: 'error', Cancel: 'warning' };

function SupplierFacts({ fields }: { fields: TCharterSupplierAllFields }) {
  const language = useUiLanguage();
  const { t } = useTranslation();
  const supplier = fields.supplier!;
  const text = (value: string | null) => value || '—';
  return (
    <Descriptions column={2} bordered size="middle" className="ent-info__facts" data-testid="supplier-facts">
      <Descriptions.Item label={t('supplier.certification.supplierName')} span={2}>
        {supplier.supplierName}
      </Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.socialCreditCode')}>{text(supplier.socialCreditCode)}</Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.isTerritory')}>
        {supplier.isTerritory === 1 ? t('supplier.certification.abroad') : t('supplier.certification.domestic')}
      </Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.contactName')}>{supplier.contactName}</Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.contactPhone')}>{supplier.contactPhone}</Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.shipNames')} span={2}>
        {text(supplier.shipNames)}
      </Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.files')} span={2}>
        {joinList(fields.files.map((file) => file.fileName ?? file.fileId), language) || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.submittedAt')}>{formatChinaTime(supplier.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('supplier.certification.reviewedAt')}>{supplier.reviewedAt ? formatChinaTime(supplier.reviewedAt) : '—'}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * /certification/supplier (000 §2.2, code user_center_supplier_confirm): charter-supplier
 * certification. Nothing yet → the form; under review → correct it in place or withdraw; refused or
 * withdrawn → the reason and the form prefilled for resubmission; certified → the facts and the
 * entries into the charter supplier system. A submission goes to /confirmed/supplier-authority.
 */
export function SupplierCertificationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useCharterSupplier();
  const [withdrawing, setWithdrawing] = useState(false);

  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: supplierQueryKeys.all }), queryClient.invalidateQueries({ queryKey: accountStatusQueryKeys.all })]);
  };

  if (query.isPending) {
    return (
      <section className="page-card container ent-standalone">
        <Skeleton active />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="page-card container ent-standalone">
        <Alert type="error" showIcon title={errorMessage(query.error)} />
      </section>
    );
  }

  const fields = query.data;
  const supplier = fields.supplier;
  const status = supplier?.supplierStatus;

  const withdraw = async () => {
    setWithdrawing(true);
    try {
      await withdrawCharterSupplier();
      message.success(t('supplier.certification.withdrawDone'));
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <section className="page-card container ent-standalone" data-testid="supplier-certification-page">
      <Space className="supplier-page__head" align="center" wrap>
        <h1 className="ent-page__title">{t('supplier.certification.title')}</h1>
        {status && (
          <Tag color={STATUS_COLOURS[status]} data-testid="supplier-status">
            {t(`supplier.certification.status.${status}`)}
          </Tag>
        )}
      </Space>
      {!supplier && <p className="ent-page__note">{t('supplier.certification.intro')}</p>}

      {status === 'Refuse' && (
        <Alert
          type="error"
          showIcon
          className="ent-page__alert"
          title={t('supplier.certification.refused', { reason: supplier?.refuseReason ?? '—' })}
          description={t('supplier.certification.refusedHint')}
          data-testid="supplier-refused"
        />
      )}
      {status === 'Cancel' && <Alert type="warning" showIcon className="ent-page__alert" title={t('supplier.certification.withdrawn')} data-testid="supplier-withdrawn" />}
      {status === 'Submit' && (
        <Alert
          type="info"
          showIcon
          className="ent-page__alert"
          title={t('supplier.certification.underReview')}
          data-testid="supplier-under-review"
          action={
            <Popconfirm title={t('supplier.certification.withdrawConfirm')} onConfirm={() => void withdraw()}>
              <Button size="small" danger loading={withdrawing} data-testid="supplier-withdraw">
                {t('supplier.certification.withdraw')}
              </Button>
            </Popconfirm>
          }
        />
      )}

      {status === 'Confirm' && supplier && (
        <>
          <SupplierFacts fields={fields} />
          <SupplierSystemCard supplier={supplier} onForwarded={() => void refresh()} />
        </>
      )}
      {(status === 'Submit' || status === 'Confirm') && <SupplierZeroCommitment fields={fields} onSaved={() => void refresh()} />}

      {!fields.canSubmit && status !== 'Submit' && status !== 'Confirm' && (
        <Alert type="info" showIcon className="ent-page__alert" title={t('supplier.certification.linkedAccount')} data-testid="supplier-linked-account" />
      )}
      {fields.canSubmit && (
        <SupplierCertificationForm
          mode="submit"
          previous={supplier}
          onDone={() => {
            void refresh();
            navigate('/confirmed/supplier-authority');
          }}
        />
      )}
      {fields.canUpdate && <SupplierCertificationForm mode="update" previous={supplier} onDone={() => void refresh()} />}
    </section>
  );
}
