import { BLANK_NOTE_STATUSES, formatMoney, labelOf } from '@coastbook/domain';
import { Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { formatChinaTime } from '../../../lib/china-time';
import { useUiLanguage } from '../../../i18n/use-language';
import { useBlankNotes } from '../api/blank-note-calls';
import '../payment.css';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

/** /blanknoteApplySuccess?id=… : the note just issued, as the server lists it (getBlankNoteData). */
export function BlankNoteSuccessPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // The newest notes come first: the one just issued is on the first page.
  const notes = useBlankNotes({ current: 1, size: 20 });
  const note = notes.data?.records.find((record) => record.id === id);

  const body = () => {
    if (notes.isError) return <LoadFailedAlert error={notes.error} onRetry={() => void notes.refetch()} />;
    if (notes.data === undefined) return <Skeleton active />;
    if (note === undefined) return <Result status="warning" title={t('payment.blankNote.empty')} extra={<LinkButton to="/blankNoteRedeemPayment">{t('payment.blankNote.redeemTitle')}</LinkButton>} />;
    return (
      <Result
        status="success"
        title={<span data-testid="blank-note-success">{t('payment.blankNote.successTitle')}</span>}
        subTitle={t('payment.blankNote.successSub', { id: note.noteNo, status: labelOf(BLANK_NOTE_STATUSES, note.status, language) })}
        extra={
          <Space orientation="vertical" size={16}>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                { key: 'noteNo', label: t('payment.blankNote.noteNo'), children: note.noteNo },
                { key: 'amount', label: t('payment.blankNote.amount'), children: formatMoney(note.amountFen) },
                { key: 'orders', label: t('payment.blankNote.orderNo'), children: note.orders.map((order) => order.orderNo).join('、') },
                { key: 'createdAt', label: t('payment.blankNote.createdAt'), children: formatChinaTime(note.createdAt) },
              ]}
            />
            <Space wrap>
              <LinkButton type="primary" to={`/blankNoteRedeemPayment?id=${encodeURIComponent(note.id)}`}>
                {t('payment.blankNote.redeem')}
              </LinkButton>
              <LinkButton to="/orderManagementIndex">{t('payment.result.orderManagement')}</LinkButton>
            </Space>
          </Space>
        }
      />
    );
  };

  return (
    <div className="container payment-page" data-testid="blank-note-success-page">
      <Card className="page-card">{body()}</Card>
    </div>
  );
}
