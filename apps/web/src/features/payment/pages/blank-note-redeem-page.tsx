import type { TBlankNote, TBlankNoteRedeemRequest, TPayResult } from '@coastbook/contracts';
import { BLANK_NOTE_STATUSES, PAYMENT_CHANNELS, PAYMENT_REQUEST_STATUSES, formatMoney, labelOf } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Radio, Result, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { formatChinaTime } from '../../../lib/china-time';
import { useButtonLock } from '../../../lib/button-lock';
import { useMoneyAction } from '../../../lib/money-action';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import { useUiLanguage } from '../../../i18n/use-language';
import { blankNoteQueryKeys, redeemBlankNotes, useBlankNotes } from '../api/blank-note-calls';
import { PaymentPasswordDialog } from '../components/payment-password-dialog';
import { qrCodePath } from './order-payment-page';
import '../payment.css';
import { AgreementCheckbox, useAgreement } from '../components/agreement';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

type RedeemChannel = TBlankNoteRedeemRequest['channel'];
const REDEEM_CHANNELS: readonly RedeemChannel[] = ['ACCOUNTSTORE', 'WECHAT', 'ALIPAY', 'UNION'];
const STATUS_COLOURS: Record<string, string> = { D: 'processing', F: 'success', X: 'default', N: 'default' };

/** Sum of the chosen notes (fen). */
export function selectedTotalFen(notes: readonly Pick<TBlankNote, 'id' | 'amountFen'>[], ids: readonly string[]): number {
  return notes.filter((note) => ids.includes(note.id)).reduce((sum, note) => sum + note.amountFen, 0);
}

/**
 * /blankNoteRedeemPayment (one note) and /batch (several): the owner's deposit notes with their redemption
 * status (D not redeemed, F redeemed, X cancelled, N not used); notes still D can be redeemed by a payment
 * (purpose 2) from the prepaid account (payment password) or a QR channel.
 */
export function BlankNoteRedeemPage({ batch = false }: { batch?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guard = useButtonLock();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<'' | TBlankNote['status']>('');
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const notes = useBlankNotes({ ...page, ...(status ? { status } : {}) });
  const [selected, setSelected] = useState<string[]>(() => (params.get('id') ? [params.get('id')!] : []));
  const [channel, setChannel] = useState<RedeemChannel>('ACCOUNTSTORE');
  const agreement = useAgreement();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const redemption = useMoneyAction([blankNoteQueryKeys.all]);
  const [result, setResult] = useState<TPayResult | null>(null);

  const records = notes.data?.records ?? [];
  const totalFen = selectedTotalFen(records, selected);

  // Reached only through press (directly or by the password dialog it opens), after requireAgreed().
  const pay = async (password?: string): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await redemption.send({ blankNoteIds: selected, channel }, (idempotencyKey) =>
        redeemBlankNotes({
          blankNoteIds: selected,
          channel,
          ...(password !== undefined ? { password } : {}),
          agreementTicked: true,
          idempotencyKey,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: blankNoteQueryKeys.all });
      setAsking(false);
      if (answer.status === 'INIT' && answer.qrContent !== null) await navigate(qrCodePath(answer.payNo));
      else if (answer.status === 'PAID') setResult(answer);
      else void message.error(labelOf(PAYMENT_REQUEST_STATUSES, answer.status, language));
      return true;
    } catch (error) {
      void message.error(redemption.messageFor(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const press = async () => {
    agreement.requireAgreed();
    if (channel === 'ACCOUNTSTORE') setAsking(true);
    else await pay();
  };

  const columns: TableColumnsType<TBlankNote> = [
    {
      title: '',
      key: 'pick',
      width: 48,
      render: (_value, note) =>
        batch ? (
          <Checkbox
            disabled={note.status !== 'D'}
            checked={selected.includes(note.id)}
            onChange={(event) => setSelected((current) => (event.target.checked ? [...current, note.id] : current.filter((id) => id !== note.id)))}
            data-testid="blank-note-pick"
          />
        ) : (
          <Radio disabled={note.status !== 'D'} checked={selected[0] === note.id} onChange={() => setSelected([note.id])} data-testid="blank-note-pick" />
        ),
    },
    { title: t('payment.blankNote.noteNo'), dataIndex: 'noteNo', key: 'noteNo' },
    { title: t('payment.blankNote.amount'), key: 'amount', align: 'right', render: (_value, note) => formatMoney(note.amountFen) },
    { title: t('payment.blankNote.orderNo'), key: 'orders', render: (_value, note) => note.orders.map((order) => order.orderNo).join('、') },
    {
      title: t('payment.blankNote.statusColumn'),
      key: 'status',
      render: (_value, note) => <Tag color={STATUS_COLOURS[note.status]}>{labelOf(BLANK_NOTE_STATUSES, note.status, language)}</Tag>,
    },
    { title: t('payment.blankNote.createdAt'), key: 'createdAt', render: (_value, note) => formatChinaTime(note.createdAt) },
  ];

  const title = batch ? t('payment.blankNote.batchTitle') : t('payment.blankNote.redeemTitle');
  if (result !== null) {
    return (
      <div className="container payment-page" data-testid="blank-note-redeem-page">
        <Card className="page-card">
          <Result
            status="success"
            title={<span data-testid="pay-success-title">{t('payment.result.successTitle')}</span>}
            subTitle={formatMoney(result.amountFen)}
            extra={<Button onClick={() => setResult(null)}>{title}</Button>}
          />
        </Card>
      </div>
    );
  }

  return (
    <div className="container payment-page" data-testid="blank-note-redeem-page">
      <Card className="page-card" title={<h1 className="payment-page__title">{title}</h1>}>
        <p className="payment-page__intro">{t('payment.blankNote.intro')}</p>
        <div className="blank-note__toolbar">
          <Segmented
            value={status}
            onChange={(value) => {
              setStatus(value as typeof status);
              setPage((current) => ({ ...current, current: 1 }));
            }}
            options={[{ value: '', label: t('payment.blankNote.all') }, ...BLANK_NOTE_STATUSES.map((entry) => ({ value: entry.value, label: language === 'en' ? entry.en : entry.zh }))]}
          />
          {notes.data && <span data-testid="blank-note-awaiting">{t('payment.blankNote.awaitingTotal', { amount: formatMoney(notes.data.awaitingRedemptionFen) })}</span>}
        </div>
        {notes.isError && <LoadFailedAlert error={notes.error} onRetry={() => void notes.refetch()} />}
        <Table<TBlankNote>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={records}
          loading={notes.isFetching}
          locale={{ emptyText: t('payment.blankNote.empty') }}
          pagination={tablePagination({ current: page.current, size: page.size, total: notes.data?.total, onChange: (current, size) => setPage({ current, size }) })}
          data-testid="blank-note-table"
        />
        <p className="pay-panel__hint">{t('payment.blankNote.redeemHint')}</p>
        <div className="pay-panel__row">
          <div className="pay-panel__label">{t('payment.pay.channel')}</div>
          <Radio.Group value={channel} onChange={(event) => setChannel(event.target.value as RedeemChannel)}>
            {REDEEM_CHANNELS.map((value) => (
              <Radio.Button key={value} value={value}>
                {labelOf(PAYMENT_CHANNELS, value, language)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </div>
        <AgreementCheckbox agreement={agreement} />
        <div className="pay-panel__footer">
          <div className="pay-panel__total">
            {t('payment.common.total')}
            <span className="pay-panel__amount">{formatMoney(totalFen)}</span>
          </div>
          <Space>
            <LinkButton to="/myAssets">{t('payment.qr.backToAssets')}</LinkButton>
            <Button type="primary" size="large" disabled={selected.length === 0} loading={busy && !asking} onClick={guard(press)} data-testid="blank-note-redeem">
              {batch ? t('payment.blankNote.redeemSelected', { count: selected.length }) : t('payment.blankNote.redeem')}
            </Button>
          </Space>
        </div>
      </Card>
      <PaymentPasswordDialog
        open={asking}
        amountText={formatMoney(totalFen)}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={pay}
      />
    </div>
  );
}

export function BlankNoteBatchPage() {
  return <BlankNoteRedeemPage batch />;
}
