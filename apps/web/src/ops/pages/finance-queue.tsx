import { formatMoney, labelOf, type LabelledValue } from '@coastbook/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Segmented, Space, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { useMoneyAction } from '../../lib/money-action';
import type { FinanceDecision, KeyedFinanceDecision } from '../api/finance';
import { formatDateTime, orDash } from '../components/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { TwoLines } from '../components/two-lines';
import { useTradeTranslation } from './order-i18n';

/** What every finance queue row has: who asked, how much, and how it was decided. */
interface FinanceRecord {
  id: string;
  amountFen: number;
  owner: { ownerName: string; applicantLogonId?: string | null | undefined };
  status: string;
  decidedAt: string | null;
  rejectReason: string | null;
}

/** Status tab, keyword and page of a finance queue, kept in the address bar (W, the waiting tab, by default). */
export function useFinanceQueueParams<S extends string>(statuses: readonly S[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statuses.find((value) => value === searchParams.get('status')) ?? statuses[0]!;
  const keyword = searchParams.get('keyword') ?? '';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  return { status, keyword, current, size, setSearchParams };
}

/** The tabs and keyword box above a finance queue. */
export function FinanceQueueToolbar<S extends string>(props: {
  statuses: readonly LabelledValue[];
  params: ReturnType<typeof useFinanceQueueParams<S>>;
  extra?: ReactNode;
}) {
  const { t } = useTradeTranslation();
  const language = useUiLanguage();
  const { status, keyword, setSearchParams } = props.params;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Segmented
        value={status}
        onChange={(value) => setSearchParams({ status: String(value), ...(keyword ? { keyword } : {}) }, { replace: true })}
        options={props.statuses.map((entry) => ({ value: String(entry.value), label: language === 'en' ? entry.en : entry.zh }))}
        data-testid="finance-status-tabs"
      />
      <Input.Search
        allowClear
        defaultValue={keyword}
        placeholder={t('common.keyword')}
        style={{ width: 300 }}
        enterButton={t('common.search')}
        onSearch={(value) => setSearchParams({ status, ...(value.trim() ? { keyword: value.trim() } : {}) }, { replace: true })}
      />
      {props.extra}
    </Space>
  );
}

const STATUS_COLORS: Record<string, string> = { W: 'processing', A: 'success', R: 'error', X: 'default' };

export function FinanceStatusTag({ statuses, status }: { statuses: readonly LabelledValue[]; status: string }) {
  const language = useUiLanguage();
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{labelOf(statuses, status, language)}</Tag>;
}

/** ¥1,234.50 in bold: the figure the operator decides on. */
export function AmountText({ fen }: { fen: number }) {
  return <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(fen)}</strong>;
}

/**
 * Approve and reject for one finance queue: approve straight from the row, reject through the reason dialog
 * (the record being rejected is kept here). `approvedKey` is the success toast, e.g. 'finance.confirmed'.
 */
export function useFinanceDecisions<R extends FinanceRecord>(decide: UseMutationResult<unknown, Error, KeyedFinanceDecision>, approvedKey: string) {
  const { t } = useTradeTranslation();
  const { message } = App.useApp();
  // A decision moves money: pressed again after its answer was lost, the same key answers the first decision.
  const moneyAction = useMoneyAction([]);
  const [rejecting, setRejecting] = useState<R | undefined>();
  const names = (record: R) => ({ name: record.owner.ownerName, amount: formatMoney(record.amountFen) });
  const send = (decision: FinanceDecision, onDone: () => void) =>
    moneyAction.send(decision, (idempotencyKey) => decide.mutateAsync({ ...decision, idempotencyKey })).then(onDone, (error: unknown) => void message.error(moneyAction.messageFor(error)));
  const approve = (record: R) => void send({ id: record.id, kind: 'approve' }, () => void message.success(t(approvedKey, names(record))));
  const reject = (reason: string) => {
    if (!rejecting) return;
    void send({ id: rejecting.id, kind: 'reject', body: { reason } }, () => {
      setRejecting(undefined);
      void message.success(t('finance.rejected'));
    });
  };
  return { approve, reject, rejecting, setRejecting, names };
}

/** The customer and, under it, the login that asked. */
export function ownerColumn<R extends FinanceRecord>(title: string): TableColumnsType<R>[number] {
  return {
    title,
    key: 'owner',
    width: 170,
    render: (_, record) => <TwoLines main={record.owner.ownerName} sub={orDash(record.owner.applicantLogonId)} />,
  };
}

/** Status, decision time and reason: shown on the decided tabs only. */
export function useDecidedColumns<R extends FinanceRecord>(statuses: readonly LabelledValue[]): TableColumnsType<R> {
  const { t } = useTradeTranslation();
  return [
    { title: t('common.status'), dataIndex: 'status', width: 90, render: (value: string) => <FinanceStatusTag statuses={statuses} status={value} /> },
    { title: t('common.decidedAt'), dataIndex: 'decidedAt', width: 140, render: (value: string | null) => formatDateTime(value) },
    { title: t('common.rejectReason'), dataIndex: 'rejectReason', width: 180, render: (value: string | null) => orDash(value) },
  ];
}

/** The approve (with a confirmation pop-over) and reject buttons of a waiting row; test ids `<queue>-<action>-<id>`. */
export function DecisionButtons(props: {
  queue: 'topup' | 'withdrawal';
  action: 'confirm' | 'approve';
  recordId: string;
  title: string;
  hint: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTradeTranslation();
  const label = t(`finance.${props.action}`);
  return (
    <Space size={4} wrap>
      <Popconfirm
        title={props.title}
        description={props.hint}
        okText={label}
        cancelText={t('common.cancel')}
        okButtonProps={{ 'data-testid': `${props.queue}-${props.action}-ok` }}
        onConfirm={props.onApprove}
      >
        <Button type="link" size="small" data-testid={`${props.queue}-${props.action}-${props.recordId}`}>
          {label}
        </Button>
      </Popconfirm>
      <Button type="link" size="small" danger onClick={props.onReject} data-testid={`${props.queue}-reject-${props.recordId}`}>
        {t('finance.reject')}
      </Button>
    </Space>
  );
}
