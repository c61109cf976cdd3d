import type { TOpsLoop, TOpsLoopCreate, TOpsVessel, TOpsVesselCreate } from '@coastbook/contracts';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useBilingualNames } from '../../features/basedata';
import { useOpsLoops, useOpsVessels, useSaveLoop, useSaveVessel } from '../api/product-admin';
import { RequireOpsPermission } from '../components/forbidden';
import { useListTableProps } from '../components/ops-table-props';
import { OpsFormModal, useKeyedSave, useSaveAndClose } from '../components/ops-form-modal';
import { useProductTranslation } from './product/product-i18n';

/** 船舶管理 (/ops/product/vessels). */
export function ProductVesselsPage() {
  return (
    <RequireOpsPermission permission="ops_vessel_manage">
      <VesselList />
    </RequireOpsPermission>
  );
}

/** 航线管理 (/ops/product/loops). */
export function ProductLoopsPage() {
  return (
    <RequireOpsPermission permission="ops_loop_manage">
      <LoopList />
    </RequireOpsPermission>
  );
}

function VesselModal({ vessel, onClose }: { vessel: TOpsVessel | undefined; onClose: () => void }) {
  const { t } = useProductTranslation();
  const save = useSaveVessel();
  const saved = useSaveAndClose(t('common.saved'), onClose);
  const create = useKeyedSave((body: TOpsVesselCreate, idempotencyKey) => save.mutateAsync({ body, idempotencyKey }), t('common.saved'), onClose);
  const [form] = Form.useForm<TOpsVessel>();
  const submit = (values: TOpsVessel) => {
    const update = { cnnme: values.cnnme, ennme: values.ennme, teuCapacity: values.teuCapacity, isActive: values.isActive ?? true };
    if (vessel) save.mutate({ code: vessel.code, body: update }, saved);
    else create({ ...update, code: values.code, carrierCode: values.carrierCode });
  };
  return (
    <OpsFormModal title={vessel ? t('vessels.editTitle', { code: vessel.code }) : t('vessels.addTitle')} pending={save.isPending} form={form} onClose={onClose}>
      <Form<TOpsVessel> form={form} layout="vertical" onFinish={submit} initialValues={vessel ?? { carrierCode: 'PAN', isActive: true }}>
        <Form.Item name="code" label={t('vessels.code')} rules={[{ required: true, message: t('vessels.codeRequired') }]}>
          <Input disabled={vessel !== undefined} maxLength={10} />
        </Form.Item>
        <Form.Item name="carrierCode" label={t('vessels.carrier')} rules={[{ required: true }]}>
          <Input disabled={vessel !== undefined} maxLength={10} />
        </Form.Item>
        <Form.Item name="cnnme" label={t('vessels.cnnme')} rules={[{ required: true, message: t('vessels.nameRequired') }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="ennme" label={t('vessels.ennme')} rules={[{ required: true, message: t('vessels.nameRequired') }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="teuCapacity" label={t('vessels.teuCapacity')} rules={[{ required: true, message: t('vessels.teuRequired') }]}>
          <InputNumber min={1} max={30000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox>{t('common.active')}</Checkbox>
        </Form.Item>
      </Form>
    </OpsFormModal>
  );
}

function VesselList() {
  const { t } = useProductTranslation();
  const vessels = useOpsVessels();
  const tableProps = useListTableProps(vessels);
  const [editing, setEditing] = useState<{ vessel: TOpsVessel | undefined } | undefined>();
  const columns: TableColumnsType<TOpsVessel> = [
    { title: t('vessels.code'), dataIndex: 'code', width: 120 },
    { title: t('vessels.carrier'), dataIndex: 'carrierCode', width: 90 },
    { title: t('vessels.cnnme'), dataIndex: 'cnnme' },
    { title: t('vessels.ennme'), dataIndex: 'ennme' },
    { title: t('vessels.teuCapacity'), dataIndex: 'teuCapacity', width: 120 },
    { title: t('common.active'), dataIndex: 'isActive', width: 90, render: (value: boolean) => (value ? <Tag color="green">{t('common.active')}</Tag> : <Tag>{t('common.inactive')}</Tag>) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_, record) => (
        <Button type="link" size="small" onClick={() => setEditing({ vessel: record })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
  return (
    <div className="ops-panel" data-testid="product-vessels-page">
      <div className="ops-toolbar">
        <Button type="primary" onClick={() => setEditing({ vessel: undefined })}>
          {t('vessels.add')}
        </Button>
      </div>
      <Table<TOpsVessel>
        rowKey="code"
        size="middle"
        columns={columns}
        {...tableProps}
      />
      {editing ? <VesselModal vessel={editing.vessel} onClose={() => setEditing(undefined)} /> : null}
    </div>
  );
}

type LoopForm = Omit<TOpsLoop, 'portRotation'> & { portRotation: string[] };

function LoopModal({ loop, onClose }: { loop: TOpsLoop | undefined; onClose: () => void }) {
  const { t } = useProductTranslation();
  const save = useSaveLoop();
  const saved = useSaveAndClose(t('common.saved'), onClose);
  const create = useKeyedSave((body: TOpsLoopCreate, idempotencyKey) => save.mutateAsync({ body, idempotencyKey }), t('common.saved'), onClose);
  const [form] = Form.useForm<LoopForm>();
  const submit = (values: LoopForm) => {
    const update = { cnnme: values.cnnme, ennme: values.ennme, portRotation: values.portRotation.map((code) => code.trim().toUpperCase()), sortOrder: values.sortOrder ?? 0 };
    if (loop) save.mutate({ key: { carrierCode: loop.carrierCode, svcLoopAbbrv: loop.svcLoopAbbrv }, body: update }, saved);
    else create({ ...update, carrierCode: values.carrierCode, svcLoopAbbrv: values.svcLoopAbbrv });
  };
  return (
    <OpsFormModal title={loop ? t('loops.editTitle', { code: loop.svcLoopAbbrv }) : t('loops.addTitle')} pending={save.isPending} form={form} onClose={onClose}>
      <Form<LoopForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={loop ? { ...loop, portRotation: loop.portRotation.map((port) => port.code) } : { carrierCode: 'PAN', sortOrder: 0, portRotation: [] }}
      >
        <Space>
          <Form.Item name="carrierCode" label={t('vessels.carrier')} rules={[{ required: true }]}>
            <Input disabled={loop !== undefined} maxLength={10} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="svcLoopAbbrv" label={t('loops.code')} rules={[{ required: true, message: t('loops.codeRequired') }]}>
            <Input disabled={loop !== undefined} maxLength={20} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('loops.sortOrder')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="cnnme" label={t('loops.cnnme')} rules={[{ required: true, message: t('loops.nameRequired') }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="ennme" label={t('loops.ennme')} rules={[{ required: true, message: t('loops.nameRequired') }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="portRotation" label={t('loops.rotation')} extra={t('loops.rotationHint')} rules={[{ required: true, type: 'array', min: 2, message: t('loops.rotationRequired') }]}>
          <Select mode="tags" tokenSeparators={[',', ' ', '，']} open={false} />
        </Form.Item>
      </Form>
    </OpsFormModal>
  );
}

function LoopList() {
  const { t } = useProductTranslation();
  const names = useBilingualNames();
  const loops = useOpsLoops();
  const tableProps = useListTableProps(loops);
  const [editing, setEditing] = useState<{ loop: TOpsLoop | undefined } | undefined>();
  const columns: TableColumnsType<TOpsLoop> = [
    { title: t('vessels.carrier'), dataIndex: 'carrierCode', width: 90 },
    { title: t('loops.code'), dataIndex: 'svcLoopAbbrv', width: 110 },
    { title: t('loops.cnnme'), dataIndex: 'cnnme', width: 180 },
    { title: t('loops.ennme'), dataIndex: 'ennme', width: 240 },
    { title: t('loops.rotation'), key: 'rotation', render: (_, record) => record.portRotation.map((port) => names.place(port.code, port.cnnme)).join(' → ') },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_, record) => (
        <Button type="link" size="small" onClick={() => setEditing({ loop: record })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
  return (
    <div className="ops-panel" data-testid="product-loops-page">
      <div className="ops-toolbar">
        <Button type="primary" onClick={() => setEditing({ loop: undefined })}>
          {t('loops.add')}
        </Button>
      </div>
      <Table<TOpsLoop>
        rowKey={(record) => `${record.carrierCode}/${record.svcLoopAbbrv}`}
        size="middle"
        columns={columns}
        {...tableProps}
      />
      {editing ? <LoopModal loop={editing.loop} onClose={() => setEditing(undefined)} /> : null}
    </div>
  );
}
