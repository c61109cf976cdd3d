import type { TOpsAccountDetail } from '@coastbook/contracts';
import {
  ACCOUNT_FLAG_LABELS,
  ACCOUNT_STATES,
  ACCOUNT_STATUS_INPUT_LABELS,
  accountStatusValueText,
  BANK_CERT_STATUSES,
  CERTIFICATION_STATUSES,
  CUSTOMER_ROLES,
  enterpriseMemberLevelName,
  labelOf,
  LOGIN_GRANT_TYPES,
  ORDER_VISIBILITY,
  RELATION_REQUEST_STATUSES,
  SUB_USER_RIGHTS,
  USER_TYPES,
} from '@coastbook/domain';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { useAccountDetail } from '../api/accounts';
import { certificationStatusColor } from '../components/certification-labels';
import { CodedText } from '../components/coded-text';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { useOpsTranslation } from '../i18n';
import { LoadFailedResult } from '../components/load-failed-result';

/** /ops/accounts/:userId: account, enterprise, status inputs and flags, certifications, link, recent logins. */
export function AccountDetailPage() {
  return (
    <RequireOpsPermission permission="ops_account_read">
      <AccountDetail />
    </RequireOpsPermission>
  );
}

function plain(value: unknown, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.join(', ');
  return value === '' || value === null || value === undefined ? '-' : String(value);
}

/** Object.entries keeping the key type: the answer's fields are exactly the contract's. */
const entriesOf = <T extends object>(object: T) => Object.entries(object) as Array<[keyof T & string, T[keyof T & string]]>;

function AccountDetail() {
  const { t } = useOpsTranslation();
  const { userId = '' } = useParams();
  const detail = useAccountDetail(userId);
  const back = (
    <Link key="back" to="/ops/accounts">
      <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        {t('ops:common.back')}
      </Button>
    </Link>
  );
  if (detail.isPending) return <Spin />;
  if (detail.isError) return <LoadFailedResult error={detail.error} onRetry={() => void detail.refetch()} extra={[back]} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="account-detail-page">
      {back}
      <AccountSections detail={detail.data} />
    </Space>
  );
}

function AccountSections({ detail }: { detail: TOpsAccountDetail }) {
  const { t } = useOpsTranslation();
  const language = useUiLanguage();
  const yes = t('ops:common.yes');
  const no = t('ops:common.no');
  const { account, enterprise, relation } = detail;
  const flags = entriesOf(detail.flags);
  const trueFlags = flags.filter(([, value]) => value === true);
  const otherFlags = flags.filter(([, value]) => typeof value !== 'boolean' && value !== '');
  const statusInputs = entriesOf(detail.status);

  return (
    <>
      <Card size="small" title={t('ops:accounts.accountSection')}>
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label={t('ops:accounts.logonId')}>{account.logonId}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.name')}>{account.userCnnme}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.userType')}>{labelOf(USER_TYPES, account.userType, language)}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.phone')}>{account.phone}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.email')}>{orDash(account.email)}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.state')}>
            <Tag color={account.accountState === 'Active' ? 'green' : 'orange'}>{labelOf(ACCOUNT_STATES, account.accountState, language)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.roles')}>{plain(account.roles.map((role) => labelOf(CUSTOMER_ROLES, role, language)), yes, no)}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.strongPassword')}>{plain(account.isStrongPassword, yes, no)}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.paymentPassword')}>{plain(account.hasPaymentPassword, yes, no)}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.passwordChangedAt')}>{formatDateTime(account.passwordChangedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.failedLogins')}>{account.failedLoginCount}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.lockedUntil')}>{formatDateTime(account.lockedUntil)}</Descriptions.Item>
          <Descriptions.Item label={t('ops:accounts.createdAt')}>{formatDateTime(account.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title={t('ops:accounts.enterpriseSection')}>
        {enterprise === null ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops:accounts.noEnterprise')} />
        ) : (
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('ops:bank.enterprise')}>{enterprise.enterpriseCnnme}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.entType')}>{t(`ops:certType.${enterprise.entType}`, { defaultValue: enterprise.entType })}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.certStatus')}>
              <Tag color={certificationStatusColor(enterprise.checkStatus)}>{labelOf(CERTIFICATION_STATUSES, enterprise.checkStatus, language)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('ops:bank.socialCreditCode')}>{orDash(enterprise.socialCreditCode)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.sapId')}>{orDash(enterprise.sapId)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.memberLevel')}>{enterpriseMemberLevelName(enterprise.memberLevel, language)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.bankCertStatus')}>{orDash(enterprise.bankCertStatus && labelOf(BANK_CERT_STATUSES, enterprise.bankCertStatus, language))}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.certifiedAt')}>{formatDateTime(enterprise.certifiedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:bank.mainAccount')}>
              {orDash(enterprise.mainAccountLogonId)} {enterprise.isMainAccount && <Tag>{t('ops:accounts.isMainAccount')}</Tag>}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>

      <Card size="small" title={t('ops:accounts.flagsSection')} data-testid="account-flags">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <div data-testid="account-flags-held">
            {trueFlags.length === 0 ? (
              <Typography.Text type="secondary">{t('ops:accounts.noFlags')}</Typography.Text>
            ) : (
              trueFlags.map(([name]) => (
                <Tag key={name} color="blue" title={name}>
                  {ACCOUNT_FLAG_LABELS[name][language]}
                </Tag>
              ))
            )}
            {otherFlags.map(([name, value]) => (
              <Tag key={name} title={name}>
                {ACCOUNT_FLAG_LABELS[name][language]}: {accountStatusValueText(name, value, language)}
              </Tag>
            ))}
          </div>
          <Descriptions size="small" column={3} bordered data-testid="account-status-inputs">
            {statusInputs.map(([name, value]) => (
              <Descriptions.Item key={name} label={<CodedText text={ACCOUNT_STATUS_INPUT_LABELS[name][language]} code={name} />}>
                {accountStatusValueText(name, value, language)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Space>
      </Card>

      <Card size="small" title={t('ops:accounts.certificationsSection')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail.certifications}
          locale={{ emptyText: t('ops:common.none') }}
          columns={[
            { title: t('ops:certifications.type'), dataIndex: 'type', render: (value: string) => t(`ops:certType.${value}`, { defaultValue: value }) },
            {
              title: t('ops:certifications.status'),
              dataIndex: 'status',
              render: (value: string) => <Tag color={certificationStatusColor(value)}>{t(`ops:certStatus.${value}`, { defaultValue: value })}</Tag>,
            },
            { title: t('ops:certifications.submittedAt'), dataIndex: 'submittedAt', render: (value: string) => formatDateTime(value) },
            { title: t('ops:certifications.reviewedAt'), dataIndex: 'reviewedAt', render: (value: string | null) => formatDateTime(value) },
            { title: t('ops:certifications.refuseReason'), dataIndex: 'refuseReason', render: (value: string | null) => orDash(value) },
          ]}
        />
      </Card>

      {relation !== null && (
        <Card size="small" title={t('ops:accounts.relationSection')}>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('ops:bank.enterprise')}>{orDash(relation.enterpriseCnnme)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.relationStatus')}>{labelOf(RELATION_REQUEST_STATUSES, relation.status, language)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.visibility')}>{orDash(relation.visibility && labelOf(ORDER_VISIBILITY, relation.visibility, language))}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.rights')}>{plain(relation.rights.map((right) => labelOf(SUB_USER_RIGHTS, right, language)), yes, no)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.createdAt')}>{formatDateTime(relation.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('ops:accounts.decidedAt')}>{formatDateTime(relation.decidedAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}

      <Card size="small" title={t('ops:accounts.loginsSection')}>
        <Table
          rowKey={(record) => `${record.at}-${record.grantType}`}
          size="small"
          pagination={false}
          dataSource={detail.recentLogins}
          locale={{ emptyText: t('ops:common.none') }}
          columns={[
            { title: t('ops:accounts.loginAt'), dataIndex: 'at', render: (value: string) => formatDateTime(value) },
            { title: t('ops:accounts.grantType'), dataIndex: 'grantType', render: (value: string) => labelOf(LOGIN_GRANT_TYPES, value, language) },
            { title: t('ops:accounts.clientIp'), dataIndex: 'clientIp', render: (value: string | null) => orDash(value) },
            { title: t('ops:accounts.active'), dataIndex: 'isActive', render: (value: boolean) => (value ? <Tag color="green">{yes}</Tag> : no) },
          ]}
        />
      </Card>
    </>
  );
}
