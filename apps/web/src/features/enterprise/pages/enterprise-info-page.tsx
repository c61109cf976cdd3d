import { ZSubmitBankInfoRequest, type TBankInfo, type TEnterpriseInfo, type TSaveBankDraftRequest } from '@coastbook/contracts';
import { BANK_CERT_STATUSES, CERTIFICATION_STATUSES, ENTERPRISE_TYPES, labelOf } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Descriptions, Empty, Form, Input, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { zodRule } from '../../../lib/zod-rule';
import { downloadStoredFile } from '../../file';
import { cancelBankCertification, saveBankDraft, submitBankInfo } from '../api/enterprise-terms-bank';
import { enterpriseInfoQueryKeys, useEnterpriseInfo } from '../api/enterprise-info';
import { useRefusedCertification } from '../api/refused-certification';
import { CertificationRefusedNotice } from '../components/certification-refused-notice';
import { useConfirmServiceTerms } from '../components/use-confirm-service-terms';
import '../enterprise.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

type BankForm = Required<{ [K in keyof TSaveBankDraftRequest]: string }>;
const bankShape = ZSubmitBankInfoRequest.shape;
const BANK_STATUS_COLOURS: Record<NonNullable<TBankInfo['bankCertStatus']>, string> = {
  draft: 'default',
  Submit: 'processing',
  Confirm: 'success',
  Refuse: 'error',
  Cancel: 'warning',
};

/** The files the enterprise was certified on, each downloadable by the main account. */
function LicenceFiles({ fileIds }: { fileIds: readonly string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (fileIds.length === 0) return <>—</>;
  const open = async (fileId: string) => {
    try {
      await downloadStoredFile(fileId, `${t('accounts.certification.businessLicense')}.pdf`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Space wrap>
      {fileIds.map((fileId, index) => (
        <Button key={fileId} size="small" onClick={() => void open(fileId)} data-testid="ent-info-licence">
          {t('accounts.enterpriseInfo.licenceDownload', { number: fileIds.length > 1 ? ` ${index + 1}` : '' })}
        </Button>
      ))}
    </Space>
  );
}

function useRefreshEnterprise() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: enterpriseInfoQueryKeys.all });
}

/** The service terms: confirmed once by the enterprise's owner, with the agreement ticked. */
function ServiceTermsCard({ info }: { info: TEnterpriseInfo }) {
  const { t } = useTranslation();
  const { confirm, saving } = useConfirmServiceTerms();
  const [agreed, setAgreed] = useState(false);

  return (
    <Card title={t('accounts.enterpriseInfo.termsTitle')} size="small" className="ent-info__card" data-testid="ent-terms-card">
      {info.confirmTerm ? (
        <Tag color="success" data-testid="ent-terms-confirmed">
          {t('accounts.enterpriseInfo.termsConfirmed')}
        </Tag>
      ) : (
        <Space wrap>
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="ent-terms-agree">
            {t('accounts.enterpriseInfo.termsAgree')}
          </Checkbox>
          <Button type="primary" loading={saving} onClick={() => void confirm(agreed)} data-testid="ent-terms-confirm">
            {t('accounts.enterpriseInfo.termsConfirm')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

/** Bank information: draft → submitted for review → confirmed or refused; a submission can be withdrawn. */
function BankCard({ bank, editable }: { bank: TBankInfo; editable: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const refresh = useRefreshEnterprise();
  const [form] = Form.useForm<BankForm>();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<'draft' | 'submit' | 'cancel' | null>(null);
  const status = bank.bankCertStatus;
  const underReview = status === 'Submit';

  const run = async (kind: 'draft' | 'submit' | 'cancel', call: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await call();
      message.success(t('accounts.common.done'));
      if (kind !== 'draft') setEditing(false);
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const saveDraft = () => {
    const values = form.getFieldsValue();
    const request: TSaveBankDraftRequest = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
    void run('draft', () => saveBankDraft(request));
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values !== null) void run('submit', () => submitBankInfo(values));
  };
  const open = () => {
    form.setFieldsValue({
      bankAccountName: bank.bankAccountName ?? '',
      bankAccountNo: bank.bankAccountNo ?? '',
      bankName: bank.bankName ?? '',
      bankBranch: bank.bankBranch ?? '',
    });
    setEditing(true);
  };

  const statusTag = status ? (
    <Tag color={BANK_STATUS_COLOURS[status]} data-testid="ent-bank-status">
      {labelOf(BANK_CERT_STATUSES, status, language)}
    </Tag>
  ) : (
    <Tag data-testid="ent-bank-status">{t('accounts.enterpriseInfo.bankNone')}</Tag>
  );

  return (
    <Card
      title={
        <Space>
          {t('accounts.enterpriseInfo.bankTitle')}
          {statusTag}
        </Space>
      }
      size="small"
      className="ent-info__card"
      data-testid="ent-bank-card"
      extra={
        editable && !editing ? (
          underReview ? (
            <Popconfirm title={t('accounts.enterpriseInfo.bankCancelConfirm')} onConfirm={() => void run('cancel', cancelBankCertification)}>
              <Button size="small" loading={busy === 'cancel'} data-testid="ent-bank-cancel">
                {t('accounts.enterpriseInfo.bankCancel')}
              </Button>
            </Popconfirm>
          ) : (
            <Button size="small" type="primary" onClick={open} data-testid="ent-bank-edit">
              {t('accounts.enterpriseInfo.bankEdit')}
            </Button>
          )
        ) : null
      }
    >
      {status === 'Refuse' && bank.bankRefuseReason && (
        <Alert type="error" showIcon className="ent-page__alert" title={t('accounts.enterpriseInfo.bankRefused', { reason: bank.bankRefuseReason })} />
      )}
      {editing ? (
        <Form<BankForm> form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 12 }}>
          <Form.Item name="bankAccountName" label={t('accounts.enterpriseInfo.bankAccountName')} rules={[zodRule(bankShape.bankAccountName)]}>
            <Input maxLength={60} data-testid="ent-bank-account-name" />
          </Form.Item>
          <Form.Item name="bankAccountNo" label={t('accounts.enterpriseInfo.bankAccountNo')} rules={[zodRule(bankShape.bankAccountNo)]}>
            <Input maxLength={40} data-testid="ent-bank-account-no" />
          </Form.Item>
          <Form.Item name="bankName" label={t('accounts.enterpriseInfo.bankName')} rules={[zodRule(bankShape.bankName)]}>
            <Input maxLength={40} data-testid="ent-bank-name" />
          </Form.Item>
          <Form.Item name="bankBranch" label={t('accounts.enterpriseInfo.bankBranch')} rules={[zodRule(bankShape.bankBranch)]}>
            <Input maxLength={60} data-testid="ent-bank-branch" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 5, span: 12 }}>
            <Space>
              <Button onClick={saveDraft} loading={busy === 'draft'} data-testid="ent-bank-draft">
                {t('accounts.enterpriseInfo.bankSaveDraft')}
              </Button>
              <Button type="primary" onClick={() => void submit()} loading={busy === 'submit'} data-testid="ent-bank-submit">
                {t('accounts.enterpriseInfo.bankSubmit')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('accounts.profile.cancel')}</Button>
            </Space>
          </Form.Item>
        </Form>
      ) : (
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('accounts.enterpriseInfo.bankAccountName')}>{bank.bankAccountName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.enterpriseInfo.bankAccountNo')}>
            <span data-testid="ent-bank-account-no-text">{bank.bankAccountNo ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.enterpriseInfo.bankName')}>{bank.bankName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.enterpriseInfo.bankBranch')}>{bank.bankBranch ?? '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

/**
 * /auth/modify (000 §2.4): the enterprise information. Certified fields are read-only (changes go
 * through customer service); the owner confirms the service terms and maintains the bank information.
 */
export function EnterpriseInfoPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const enterprise = useEnterpriseInfo();
  const isRefused = enterprise.data?.checkStatus === 'Refuse' || enterprise.data?.checkStatus === 'Cancel';
  const refused = useRefusedCertification({ enabled: isRefused && enterprise.data?.isMainAccount !== false, isEntAuth: enterprise.data?.entType !== 'Personal' });

  if (enterprise.isPending) {
    return (
      <section className="page-card">
        <Skeleton active />
      </section>
    );
  }
  if (enterprise.isError) return <LoadFailedAlert error={enterprise.error} onRetry={() => void enterprise.refetch()} />;
  const info = enterprise.data;
  if (!info) {
    return (
      <section className="page-card page-card--centered" data-testid="enterprise-info-page">
        <Empty description={t('accounts.enterpriseInfo.none')}>
          <LinkButton type="primary" to="/auth/customer">
            {t('accounts.enterpriseInfo.certify')}
          </LinkButton>
        </Empty>
      </section>
    );
  }

  const text = (value: string | null) => value || '—';
  return (
    <section className="page-card ent-page" data-testid="enterprise-info-page">
      <h1 className="ent-page__title">{t('accounts.enterpriseInfo.title')}</h1>
      {refused.data && <CertificationRefusedNotice request={refused.data} withAction />}
      <Alert type="info" showIcon className="ent-page__alert" title={t('accounts.enterpriseInfo.contactService')} data-testid="ent-info-contact" />
      <Descriptions column={2} bordered size="middle" className="ent-info__facts">
        <Descriptions.Item label={t('accounts.certification.enterpriseCnnme')} span={2}>
          <span data-testid="ent-info-name">{info.enterpriseCnnme}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.certification.enterpriseName')} span={2}>
          {text(info.enterpriseName)}
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.enterpriseInfo.entType')}>{labelOf(ENTERPRISE_TYPES, info.entType, language)}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.enterpriseInfo.checkStatus')}>
          <span data-testid="ent-info-status">{labelOf(CERTIFICATION_STATUSES, info.checkStatus, language)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.certification.socialCreditCode')}>{text(info.socialCreditCode)}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.certification.legalPersonName')}>{text(info.legalPersonName)}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.certification.address')} span={2}>
          {text(info.address)}
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.certification.contactName')}>{text(info.contactName)}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.certification.contactPhone')}>{text(info.contactPhone)}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.certification.contactEmail')}>{text(info.contactEmail)}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.enterpriseInfo.mainAccount')}>{text(info.mainAccountLogonId)}</Descriptions.Item>
        {info.isMainAccount && (
          <Descriptions.Item label={t('accounts.certification.businessLicense')} span={2}>
            <LicenceFiles fileIds={info.licenseFileIds} />
          </Descriptions.Item>
        )}
      </Descriptions>
      <ServiceTermsCard info={info} />
      <BankCard bank={info.bank} editable={info.isMainAccount} />
    </section>
  );
}
