import type { TUserAddress } from '@coastbook/contracts';
import { ADDRESS_TYPES, type AddressType } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import { addressQueryKeys, deleteAddress, useAddresses } from '../api/addresses';
import { AddressFormModal } from '../components/address-form-modal';
import '../address.css';

interface AddressBookPageProps {
  /** The address types offered as tabs (all of ADDRESS_TYPES when absent), first one selected. */
  types?: readonly AddressType[];
  /** Page heading in place of the address book's own. */
  title?: string;
}

/**
 * /address-mgr (000 §2.2, 001 §7 "Address book"): the address book by type, with add, edit, delete.
 * Other pages reuse it with a narrower set of types (e.g. /shipperOrConsigneeAddress: S, C, N, B).
 */
export function AddressBookPage({ types, title }: AddressBookPageProps = {}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [addressType, setAddressType] = useState<AddressType>(types?.[0] ?? 'S');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const [editing, setEditing] = useState<TUserAddress | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const addresses = useAddresses({ addressType, current: page.current, size: page.size, ...(keyword ? { keyword } : {}) });

  const refresh = () => queryClient.invalidateQueries({ queryKey: addressQueryKeys.all });
  const remove = async (addressId: string) => {
    try {
      await deleteAddress(addressId);
      message.success(t('accounts.common.done'));
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<TUserAddress> = [
    { title: t('accounts.address.label'), dataIndex: 'label', render: (label: string, row) => <>{label} {row.isDefault === 1 && <Tag color="cyan">{t('accounts.address.default')}</Tag>}</> },
    { title: t('accounts.address.companyName'), dataIndex: 'companyName', render: (name: string | null) => name ?? '—' },
    { title: t('accounts.address.contactName'), dataIndex: 'contactName' },
    { title: t('accounts.address.mobile'), key: 'phone', render: (_value, row) => row.mobile ?? row.phone ?? '—' },
    { title: t('accounts.address.detail'), dataIndex: 'fullAddress', ellipsis: true },
    {
      title: t('accounts.address.actions'),
      key: 'actions',
      width: 140,
      render: (_value, row) =>
        row.isOwn ? (
          <>
            <Button type="link" size="small" onClick={() => { setEditing(row); setFormOpen(true); }}>
              {t('accounts.address.edit')}
            </Button>
            <Popconfirm title={t('accounts.address.deleteConfirm')} onConfirm={() => void remove(row.addressId)}>
              <Button type="link" size="small" danger>
                {t('accounts.address.delete')}
              </Button>
            </Popconfirm>
          </>
        ) : null,
    },
  ];

  return (
    <section className="page-card" data-testid="address-book-page">
      <h1 className="address-page__title">{title ?? t('accounts.address.pageTitle')}</h1>
      <Tabs
        activeKey={addressType}
        // Eight kinds: at antd's 32 px between tabs the English ones ran past 1 366 px into the "…" menu.
        tabBarGutter={20}
        onChange={(key) => {
          setAddressType(key as AddressType);
          setPage((current) => ({ ...current, current: 1 }));
        }}
        items={ADDRESS_TYPES.filter((item) => types === undefined || types.includes(item.value)).map((item) => ({ key: item.value, label: item[language] }))}
      />
      <div className="address-page__toolbar">
        <Input.Search allowClear style={{ width: 300 }} placeholder={t('accounts.address.searchPlaceholder')} onSearch={(value) => setKeyword(value.trim())} />
        <Button type="primary" onClick={() => { setEditing(null); setFormOpen(true); }} data-testid="address-add">
          {t('accounts.address.add')}
        </Button>
      </div>
      <Table<TUserAddress>
        rowKey="addressId"
        columns={columns}
        dataSource={addresses.data?.records ?? []}
        loading={addresses.isFetching}
        pagination={tablePagination({ current: page.current, size: page.size, total: addresses.data?.total, onChange: (current, size) => setPage({ current, size }) })}
      />
      <AddressFormModal
        open={formOpen}
        addressType={addressType}
        types={types}
        editing={editing}
        onClose={(saved) => {
          setFormOpen(false);
          if (saved) void refresh();
        }}
      />
    </section>
  );
}
