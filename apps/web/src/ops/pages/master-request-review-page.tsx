import type { TOpsMasterRequestRecord } from '@coastbook/contracts';
import { App, Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchOpsFile } from '../api/ops-transport';
import { DecisionButtons, RequestQueue, useRequestDecisions, useRequestQueueParams } from '../components/account-request-queue';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { useDecideMasterRequest, useMasterRequestQueue } from './master-request-review-api';

/** Opens an uploaded letter in a new tab (fetched with the operator token: a plain link cannot carry it). */
async function openLetter(fileId: string, onError: (text: string) => void) {
  const opened = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchOpsFile(`/api/ops/files/${fileId}`));
    if (opened) opened.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    opened?.close();
    onError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * 主账号变更审核 (/ops/master-requests): applications the enterprise's main account agreed to (W). The
 * reviewer opens the letter of authorisation, then approves (the roles swap at once, both are told) or
 * refuses with a reason.
 */
export function MasterRequestReviewPage() {
  return (
    <RequireOpsPermission permission="ops_certification_review">
      <MasterRequestQueue />
    </RequireOpsPermission>
  );
}

function MasterRequestQueue() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const params = useRequestQueueParams();
  const { status, current, size } = params;
  const page = useMasterRequestQueue({ status, current, size });
  const decide = useDecideMasterRequest();
  const decisions = useRequestDecisions<TOpsMasterRequestRecord>(decide);

  const columns: TableColumnsType<TOpsMasterRequestRecord> = [
    { title: t('accountRequests.ops.enterprise'), dataIndex: 'enterpriseCnnme', width: 200 },
    { title: t('accountRequests.ops.socialCreditCode'), dataIndex: 'socialCreditCode', width: 170, render: (value: string | null) => orDash(value) },
    { title: t('accountRequests.ops.applicant'), dataIndex: 'applicantLogonId', width: 100 },
    { title: t('accountRequests.ops.previousMaster'), dataIndex: 'previousMasterLogonId', width: 100, render: (value: string | null) => orDash(value) },
    { title: t('accountRequests.ops.reason'), dataIndex: 'reason', render: (value: string | null) => orDash(value) },
    {
      title: t('accountRequests.ops.files'),
      dataIndex: 'fileIds',
      width: 80,
      render: (fileIds: string[]) =>
        fileIds.length === 0
          ? '-'
          : fileIds.map((fileId, index) => (
              <Button key={fileId} type="link" size="small" onClick={() => void openLetter(fileId, (text) => void message.error(text))}>
                {t('accountRequests.ops.open')}
                {fileIds.length > 1 ? index + 1 : ''}
              </Button>
            )),
    },
    { title: t('accountRequests.ops.createdAt'), dataIndex: 'createdAt', width: 140, render: (value: string) => formatDateTime(value) },
    status === 'W'
      ? {
          title: t('accountRequests.common.actions'),
          key: 'actions',
          width: 150,
          fixed: 'right',
          render: (_, record) => (
            <DecisionButtons
              confirmTitle={t('accountRequests.ops.approveMasterConfirm', { logonId: record.applicantLogonId, enterprise: record.enterpriseCnnme })}
              testIdPrefix="master"
              testIdSuffix={record.applicantLogonId}
              onApprove={() => decisions.approve(record.id)}
              onRefuse={() => decisions.setRefusing(record)}
            />
          ),
        }
      : { title: t('accountRequests.ops.decidedAt'), dataIndex: 'decidedAt', width: 140, render: (value: string | null) => formatDateTime(value) },
  ];

  return (
    <RequestQueue<TOpsMasterRequestRecord>
      testId="master-request-review-page"
      statusLabelPrefix="accountRequests.master.status"
      params={params}
      columns={columns}
      page={page}
      decide={decide}
      decisions={decisions}
      subject={(record) => `${record.enterpriseCnnme} · ${record.applicantLogonId}`}
    />
  );
}
