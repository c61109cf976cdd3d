import type { TOpsUnsubscribeRecord } from '@coastbook/contracts';
import { USER_TYPES, labelOf } from '@coastbook/domain';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecisionButtons, RequestQueue, useRequestDecisions, useRequestQueueParams } from '../components/account-request-queue';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { useDecideUnsubscribe, useUnsubscribeQueue } from './unsubscribe-review-api';

/**
 * 账号注销审核 (/ops/unsubscribe-requests): cancellation requests, oldest first. Approval disables the
 * account at once (tokens revoked, login refused); the server re-checks that nothing is unfinished.
 */
export function UnsubscribeReviewPage() {
  return (
    <RequireOpsPermission permission="ops_certification_review">
      <UnsubscribeQueue />
    </RequireOpsPermission>
  );
}

function UnsubscribeQueue() {
  const { t, i18n } = useTranslation();
  const params = useRequestQueueParams();
  const { status, current, size } = params;
  const page = useUnsubscribeQueue({ status, current, size });
  const decide = useDecideUnsubscribe();
  const decisions = useRequestDecisions<TOpsUnsubscribeRecord>(decide);
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';

  const columns: TableColumnsType<TOpsUnsubscribeRecord> = [
    { title: t('accountRequests.ops.logonId'), dataIndex: 'logonId', width: 140 },
    { title: t('accountRequests.ops.userType'), dataIndex: 'userType', width: 110, render: (value: string) => labelOf(USER_TYPES, value, language) },
    { title: t('accountRequests.ops.enterprise'), dataIndex: 'enterpriseCnnme', width: 220, render: (value: string | null) => orDash(value) },
    { title: t('accountRequests.ops.phone'), dataIndex: 'phoneMasked', width: 130 },
    { title: t('accountRequests.ops.reason'), dataIndex: 'reason' },
    { title: t('accountRequests.ops.createdAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
    status === 'W'
      ? {
          title: t('accountRequests.common.actions'),
          key: 'actions',
          width: 150,
          fixed: 'right',
          render: (_, record) => (
            <DecisionButtons
              confirmTitle={t('accountRequests.ops.approveUnsubscribeConfirm', { logonId: record.logonId })}
              dangerConfirm
              testIdPrefix="unsubscribe"
              testIdSuffix={record.logonId}
              onApprove={() => decisions.approve(record.id)}
              onRefuse={() => decisions.setRefusing(record)}
            />
          ),
        }
      : {
          title: status === 'R' ? t('accountRequests.ops.refuseReason') : t('accountRequests.ops.decidedAt'),
          key: 'decided',
          width: 200,
          render: (_, record) => (status === 'R' ? orDash(record.refuseReason) : formatDateTime(record.decidedAt)),
        },
  ];

  return (
    <RequestQueue<TOpsUnsubscribeRecord>
      testId="unsubscribe-review-page"
      statusLabelPrefix="accountRequests.unsubscribe.status"
      params={params}
      columns={columns}
      page={page}
      decide={decide}
      decisions={decisions}
      subject={(record) => record.logonId}
    />
  );
}
