import type { TOpsPortCall, TOpsVoyage, TOpsVoyageCreate, TOpsVoyageQuery } from '@coastbook/contracts';
import { isActualTimeInFuture } from '@coastbook/domain';
import { App, Button, DatePicker, Form, Input, InputNumber, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { chinaInstant, chinaWallClock, isAfterChinaToday } from '../../lib/china-time';
import { useBilingualNames } from '../../features/basedata';
import { useUiLanguage } from '../../i18n/use-language';
import {
  useContainerTypeOptions,
  useCreateVoyage,
  useMovePortCall,
  useOpsLoops,
  useOpsVessels,
  useOpsVoyages,
  usePublishVoyage,
  useRecordPortCallActuals,
  useSetVoyageStatus,
} from '../api/product-admin';
import { RequireOpsPermission } from '../components/forbidden';
import { usePagedTableProps } from '../components/ops-table-props';
import { formatDateTime } from '../components/format';
import { OpsFormModal, useKeyedSave, useSaveAndClose } from '../components/ops-form-modal';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { formatShortTime, vesselName } from './product/product-format';
import { useProductTranslation } from './product/product-i18n';

const STATUSES: Array<TOpsVoyage['status']> = ['open', 'closed', 'cancelled'];
const STATUS_COLORS: Record<TOpsVoyage['status'], string> = { open: 'green', closed: 'default', cancelled: 'red' };

/**
 * 航次与挂靠港 (/ops/product/voyages): voyages with their calls; create, move a call, record what happened
 * at a call (ATA/ATD, shown by cargo tracking), change status, publish for booking.
 */
export function ProductVoyagesPage() {
  return (
    <RequireOpsPermission permission="ops_voyage_manage">
      <VoyageList />
    </RequireOpsPermission>
  );
}

interface VoyageForm {
  loopKey: string;
  vesselCode: string;
  voyageNo: string;
  portCalls: Array<{ portCode: string; times: [Dayjs, Dayjs] }>;
}

function VoyageModal({ onClose }: { onClose: () => void }) {
  const { t } = useProductTranslation();
  const create = useCreateVoyage();
  const save = useKeyedSave((body: TOpsVoyageCreate, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }), t('common.saved'), onClose);
  const language = useUiLanguage();
  const loops = useOpsLoops();
  const vessels = useOpsVessels();
  const [form] = Form.useForm<VoyageForm>();
  const fillFromLoop = (loopKey: string) => {
    const loop = loops.data?.find((item) => `${item.carrierCode}/${item.svcLoopAbbrv}` === loopKey);
    if (!loop) return;
    const start = chinaWallClock().add(7, 'day').hour(8).minute(0).second(0);
    form.setFieldValue(
      'portCalls',
      loop.portRotation.map((port, index) => ({ portCode: port.code, times: [start.add(index * 2, 'day'), start.add(index * 2, 'day').add(12, 'hour')] })),
    );
  };
  const submit = (values: VoyageForm) => {
    const [carrierCode = '', svcLoopAbbrv = ''] = values.loopKey.split('/');
    save({
      carrierCode,
      svcLoopAbbrv,
      vesselCode: values.vesselCode,
      voyageNo: values.voyageNo,
      portCalls: values.portCalls.map((call) => ({ portCode: call.portCode, eta: chinaInstant(call.times[0]), etd: chinaInstant(call.times[1]) })),
    });
  };
  return (
    <OpsFormModal width={760} title={t('voyages.addTitle')} pending={create.isPending} form={form} onClose={onClose}>
      <Form<VoyageForm> form={form} layout="vertical" onFinish={submit}>
        <Space align="start">
          <Form.Item name="loopKey" label={t('voyages.loop')} rules={[{ required: true, message: t('voyages.loopRequired') }]}>
            <Select
              style={{ width: 260 }}
              showSearch
              onChange={fillFromLoop}
              options={(loops.data ?? []).map((loop) => ({ value: `${loop.carrierCode}/${loop.svcLoopAbbrv}`, label: `${loop.carrierCode} ${loop.svcLoopAbbrv} ${language === 'en' ? loop.ennme : loop.cnnme}` }))}
            />
          </Form.Item>
          <Form.Item name="vesselCode" label={t('voyages.ship')} rules={[{ required: true, message: t('voyages.vesselRequired') }]}>
            <Select style={{ width: 200 }} showSearch options={(vessels.data ?? []).filter((vessel) => vessel.isActive).map((vessel) => ({ value: vessel.code, label: `${language === 'en' ? vessel.ennme : vessel.cnnme} ${vessel.code}` }))} />
          </Form.Item>
          <Form.Item name="voyageNo" label={t('voyages.voyageNo')} rules={[{ required: true, message: t('voyages.voyageNoRequired') }]}>
            <Input maxLength={12} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.List name="portCalls">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline">
                  <span style={{ width: 24, display: 'inline-block' }}>{index + 1}.</span>
                  <Form.Item name={[field.name, 'portCode']} rules={[{ required: true, message: t('voyages.portRequired') }]}>
                    <Input placeholder={t('voyages.port')} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'times']} rules={[{ required: true, message: t('voyages.timesRequired') }]}>
                    <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={['ETA', 'ETD']} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('voyages.removeCall')}
                  </Button>
                </Space>
              ))}
              <div>
                <Button type="dashed" onClick={() => add()}>
                  {t('voyages.addCall')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form>
    </OpsFormModal>
  );
}

function MoveCallModal({ voyage, call, onClose }: { voyage: TOpsVoyage; call: TOpsPortCall; onClose: () => void }) {
  const { t } = useProductTranslation();
  const names = useBilingualNames();
  const move = useMovePortCall();
  const saved = useSaveAndClose(t('common.saved'), onClose);
  const [form] = Form.useForm<{ times: [Dayjs, Dayjs] }>();
  return (
    <OpsFormModal
      title={t('voyages.moveTitle', { port: names.place(call.portCode, call.portCnnme), voyage: `${vesselName(names, voyage)} ${voyage.voyageNo}` })}
      pending={move.isPending}
      form={form}
      onClose={onClose}
    >
      <Form
        form={form}
        initialValues={{ times: [chinaWallClock(call.eta), chinaWallClock(call.etd)] }}
        onFinish={(values) =>
          move.mutate(
            { voyageId: voyage.id, body: { callId: call.id, eta: chinaInstant(values.times[0]), etd: chinaInstant(values.times[1]) } },
            saved,
          )
        }
      >
        <Form.Item name="times" label="ETA / ETD" rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Form>
    </OpsFormModal>
  );
}

interface ActualsForm {
  ata: Dayjs | null;
  atd: Dayjs | null;
}

/**
 * Records a call's actual arrival and departure, each clearable (null clears a wrong entry). The pickers
 * edit China's wall clock; "now" is hidden because the picker's now is the browser's zone, not China's.
 * The form checks what it can alone (not in the future, departure not before arrival); the order along
 * the voyage is the server's to check, and its refusal is shown as the other dialogs show theirs.
 */
function ActualsModal({ voyage, call, onClose }: { voyage: TOpsVoyage; call: TOpsPortCall; onClose: () => void }) {
  const { t } = useProductTranslation();
  const names = useBilingualNames();
  const record = useRecordPortCallActuals();
  const saved = useSaveAndClose(t('common.saved'), onClose);
  const [form] = Form.useForm<ActualsForm>();
  const notInFuture = (message: string) => ({
    validator: (_: unknown, value: Dayjs | null) => (value && isActualTimeInFuture(chinaInstant(value), new Date()) ? Promise.reject(new Error(message)) : Promise.resolve()),
  });
  const picker = <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear showNow={false} disabledDate={isAfterChinaToday} style={{ width: 220 }} />;
  return (
    <OpsFormModal
      title={t('voyages.actualsTitle', { port: names.place(call.portCode, call.portCnnme), voyage: `${vesselName(names, voyage)} ${voyage.voyageNo}` })}
      pending={record.isPending}
      form={form}
      onClose={onClose}
    >
      <p>{t('voyages.actualsPlanned', { eta: formatDateTime(call.eta), etd: formatDateTime(call.etd) })}</p>
      <Form<ActualsForm>
        form={form}
        layout="vertical"
        data-testid="port-call-actuals-form"
        initialValues={{ ata: call.ata ? chinaWallClock(call.ata) : null, atd: call.atd ? chinaWallClock(call.atd) : null }}
        onFinish={(values) =>
          record.mutate(
            { voyageId: voyage.id, body: { callId: call.id, ata: values.ata ? chinaInstant(values.ata) : null, atd: values.atd ? chinaInstant(values.atd) : null } },
            saved,
          )
        }
      >
        <Form.Item name="ata" label={t('voyages.ata')} rules={[notInFuture(t('voyages.ataInFuture'))]}>
          {picker}
        </Form.Item>
        <Form.Item
          name="atd"
          label={t('voyages.atd')}
          dependencies={['ata']}
          rules={[
            notInFuture(t('voyages.atdInFuture')),
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null) => {
                const ata = getFieldValue('ata') as Dayjs | null;
                return value && ata && value.isBefore(ata) ? Promise.reject(new Error(t('voyages.atdBeforeAta'))) : Promise.resolve();
              },
            }),
          ]}
        >
          {picker}
        </Form.Item>
      </Form>
    </OpsFormModal>
  );
}

function PublishModal({ voyage, onClose }: { voyage: TOpsVoyage; onClose: () => void }) {
  const { t } = useProductTranslation();
  const names = useBilingualNames();
  const publish = usePublishVoyage();
  const published = useSaveAndClose((result: { [key: string]: unknown }) => t('voyages.published', result), onClose);
  const types = useContainerTypeOptions();
  const [form] = Form.useForm<{ inventory: Array<{ containerTypeCode: string; total: number }> }>();
  return (
    <OpsFormModal
      title={t('voyages.publishTitle', { voyage: `${vesselName(names, voyage)} ${voyage.voyageNo}` })}
      okText={t('voyages.publish')}
      pending={publish.isPending}
      form={form}
      onClose={onClose}
    >
      <p>{t('voyages.publishHint')}</p>
      <Form
        form={form}
        initialValues={{ inventory: [{ containerTypeCode: '20GP', total: 100 }, { containerTypeCode: '40HQ', total: 60 }] }}
        onFinish={(values) =>
          publish.mutate(
            { voyageId: voyage.id, body: values },
            published,
          )
        }
      >
        <Form.List name="inventory">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'containerTypeCode']} rules={[{ required: true }]}>
                    <Select style={{ width: 200 }} options={types.data ?? []} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'total']} rules={[{ required: true }]}>
                    <InputNumber min={0} max={10000} precision={0} addonAfter={t('inventory.boxes')} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('voyages.removeCall')}
                  </Button>
                </Space>
              ))}
              <div>
                <Button type="dashed" onClick={() => add()}>
                  {t('voyages.addType')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form>
    </OpsFormModal>
  );
}

function VoyageList() {
  const { t } = useProductTranslation();
  const { message } = App.useApp();
  const names = useBilingualNames();
  const [searchParams, setSearchParams] = useSearchParams();
  const svcLoopAbbrv = searchParams.get('svcLoopAbbrv') ?? '';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const query = useMemo<TOpsVoyageQuery>(() => ({ current, size, ...(svcLoopAbbrv ? { svcLoopAbbrv } : {}) }), [current, size, svcLoopAbbrv]);
  const page = useOpsVoyages(query);
  const setStatus = useSetVoyageStatus();
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<{ voyage: TOpsVoyage; call: TOpsPortCall } | undefined>();
  const [recording, setRecording] = useState<{ voyage: TOpsVoyage; call: TOpsPortCall } | undefined>();
  const [publishing, setPublishing] = useState<TOpsVoyage | undefined>();

  const columns: TableColumnsType<TOpsVoyage> = [
    { title: t('voyages.loop'), key: 'loop', width: 110, render: (_, record) => `${record.carrierCode} ${record.svcLoopAbbrv}` },
    { title: t('voyages.vessel'), key: 'vessel', width: 190, render: (_, record) => `${vesselName(names, record)} ${record.voyageNo}` },
    {
      title: t('voyages.calls'),
      key: 'calls',
      // A call ("Nansha 11-21 02:00") never breaks inside; the line breaks between calls.
      render: (_, record) =>
        record.portCalls.map((call, index) => (
          <span key={call.id}>
            {index > 0 && ' → '}
            <span style={{ whiteSpace: 'nowrap' }}>{`${names.place(call.portCode, call.portCnnme)} ${formatShortTime(call.etd)}`}</span>
          </span>
        )),
    },
    { title: t('voyages.sailings'), dataIndex: 'sailingCount', width: 90 },
    {
      title: t('voyages.status'),
      dataIndex: 'status',
      width: 140,
      render: (status: TOpsVoyage['status'], record) => (
        <Select<TOpsVoyage['status']>
          size="small"
          value={status}
          style={{ width: 110 }}
          onChange={(next) =>
            setStatus.mutate({ voyageId: record.id, body: { status: next } }, { onSuccess: () => void message.success(t('common.saved')), onError: (error) => void message.error(error.message) })
          }
          options={STATUSES.map((value) => ({ value, label: <Tag color={STATUS_COLORS[value]}>{t(`voyages.statuses.${value}`)}</Tag> }))}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 110,
      render: (_, record) => (
        <Button type="link" size="small" onClick={() => setPublishing(record)}>
          {t('voyages.publish')}
        </Button>
      ),
    },
  ];

  const tableProps = usePagedTableProps(page, { current, size, setSearchParams });
  return (
    <div className="ops-panel" data-testid="product-voyages-page">
      <div className="ops-toolbar">
        <Input.Search
          key={`loop-${svcLoopAbbrv}`}
          defaultValue={svcLoopAbbrv}
          allowClear
          placeholder={t('voyages.loopFilter')}
          style={{ width: 220 }}
          onSearch={(value) => setSearchParams(value.trim() ? { svcLoopAbbrv: value.trim().toUpperCase() } : {})}
        />
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('voyages.add')}
        </Button>
      </div>
      <Table<TOpsVoyage>
        rowKey="id"
        size="middle"
        columns={columns}
        {...tableProps}
        expandable={{
          expandedRowRender: (voyage) => (
            <Table<TOpsPortCall>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={voyage.portCalls}
              columns={[
                { title: '#', dataIndex: 'sequence', width: 50 },
                { title: t('voyages.port'), key: 'port', render: (_, call) => names.placeWithCode(call.portCode, call.portCnnme) },
                { title: 'ETA', dataIndex: 'eta', render: (value: string) => formatShortTime(value) },
                { title: 'ETD', dataIndex: 'etd', render: (value: string) => formatShortTime(value) },
                {
                  title: t('voyages.actuals'),
                  key: 'actuals',
                  render: (_, call) => (
                    <span data-testid={`actuals-${call.id}`} style={{ whiteSpace: 'nowrap' }}>
                      {call.ata === null && call.atd === null ? '-' : t('voyages.actualsText', { ata: formatShortTime(call.ata), atd: formatShortTime(call.atd) })}
                    </span>
                  ),
                },
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_, call) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setMoving({ voyage, call })}>
                        {t('voyages.move')}
                      </Button>
                      <Button type="link" size="small" data-testid={`record-actuals-${call.id}`} onClick={() => setRecording({ voyage, call })}>
                        {t('voyages.recordActuals')}
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          ),
        }}
      />
      {creating ? <VoyageModal onClose={() => setCreating(false)} /> : null}
      {moving ? <MoveCallModal voyage={moving.voyage} call={moving.call} onClose={() => setMoving(undefined)} /> : null}
      {recording ? <ActualsModal voyage={recording.voyage} call={recording.call} onClose={() => setRecording(undefined)} /> : null}
      {publishing ? <PublishModal voyage={publishing} onClose={() => setPublishing(undefined)} /> : null}
    </div>
  );
}
