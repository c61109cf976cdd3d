import {
  AppstoreOutlined,
  CompassOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  ExperimentOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  InsuranceOutlined,
  SafetyCertificateOutlined,
  SlidersOutlined,
  TagsOutlined,
  TransactionOutlined,
  TruckOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The domain menu tree names icons; this is the one place that picks the component for a name. */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  ship: GlobalOutlined,
  lcl: InboxOutlined,
  channel: CustomerServiceOutlined,
  truck: TruckOutlined,
  liquidBag: ExperimentOutlined,
  shield: SafetyCertificateOutlined,
  coupon: TagsOutlined,
  box: ContainerOutlined,
  anchor: CompassOutlined,
  user: UserOutlined,
  trade: TransactionOutlined,
  wallet: WalletOutlined,
  customise: SlidersOutlined,
  gift: GiftOutlined,
  insurance: InsuranceOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name !== undefined ? ICONS[name] : undefined) ?? AppstoreOutlined;
  return <Icon />;
}
