import { eq } from 'drizzle-orm';
import { userAccount } from '../../src/modules/auth';
import { invoiceAcceptanceEmail, userAddress } from '../../src/modules/address';
import { loadServerKeys } from '../../src/platform/crypto';
import { DEMO_ENTERPRISE } from '../enterprise';
import type { Seeder } from '../seeder';

type SeedAddress = {
  addressType: 'S' | 'B' | 'N' | 'C' | 'L' | 'D' | 'I' | 'E';
  isCompany: boolean;
  label: string;
  companyName?: string;
  contactName: string;
  title?: 'MR' | 'MISS' | 'MS' | 'TEACHER';
  mobile?: string;
  phone?: string;
  email?: string;
  provinceName?: string;
  cityName?: string;
  countyName?: string;
  streetName?: string;
  detailAddress?: string;
  isDefault?: boolean;
  useCount?: number;
};

/** demo_ent's address book: parties and door addresses in Shanghai, Dalian and Guangzhou. */
const DEMO_ENT_ADDRESSES: readonly SeedAddress[] = [
  {
    addressType: 'S',
    isCompany: true,
    label: '上海总部发货',
    companyName: DEMO_ENTERPRISE.enterpriseCnnme,
    contactName: '张伟',
    title: 'MR',
    mobile: '13916820451',
    phone: '021-58881234',
    email: 'shipping@huaxin-logistics.example',
    provinceName: '上海市',
    cityName: '上海市',
    countyName: '浦东新区',
    detailAddress: '张杨路188号汤臣中心A座1506室',
    isDefault: true,
    useCount: 12,
  },
  {
    addressType: 'C',
    isCompany: true,
    label: '大连收货',
    companyName: '大连港湾供应链管理有限公司',
    contactName: '刘晓燕',
    title: 'MS',
    mobile: '13840961752',
    phone: '0411-82795566',
    provinceName: '辽宁省',
    cityName: '大连市',
    countyName: '中山区',
    detailAddress: '港湾街 1 号港务大厦 9 楼',
    isDefault: true,
    useCount: 8,
  },
  {
    addressType: 'N',
    isCompany: true,
    label: '广州通知人',
    companyName: '广州南沙国际货运代理有限公司',
    contactName: '陈志强',
    title: 'MR',
    mobile: '13622253318',
    email: 'ops@nansha-forwarding.example',
    provinceName: '广东省',
    cityName: '广州市',
    countyName: '南沙区',
    detailAddress: '港前大道 88 号南沙航运中心 6 楼',
    useCount: 3,
  },
  {
    addressType: 'L',
    isCompany: true,
    label: '外高桥仓库',
    companyName: `${DEMO_ENTERPRISE.enterpriseCnnme}外高桥仓库`,
    contactName: '周建国',
    title: 'MR',
    mobile: '13761408826',
    provinceName: '上海市',
    cityName: '上海市',
    countyName: '浦东新区',
    streetName: '高桥镇',
    detailAddress: '富特北路 211 号 3 号库',
    isDefault: true,
    useCount: 9,
  },
  {
    addressType: 'D',
    isCompany: true,
    label: '大连甘井子仓',
    companyName: '大连港湾供应链管理有限公司甘井子仓',
    contactName: '王海涛',
    title: 'MR',
    mobile: '15904113387',
    provinceName: '辽宁省',
    cityName: '大连市',
    countyName: '甘井子区',
    streetName: '革镇堡街道',
    detailAddress: '华北路 699 号物流园 B 区',
    isDefault: true,
    useCount: 7,
  },
  {
    addressType: 'E',
    isCompany: false,
    label: '紧急联系人',
    contactName: '李秀英',
    title: 'MS',
    mobile: '13585732196',
    phone: '021-58881235',
    isDefault: true,
  },
];

const DEMO_ENT_INVOICE_EMAILS = ['invoice@huaxin-logistics.example', 'finance@huaxin-logistics.example'];

/**
 * demo_ent's address book and invoice mailboxes. Rows carry the owner's enterprise as it is when the
 * seed runs (user_account.enterprise_id), so this seeder runs after the enterprise seeder.
 */
export const addressSeeder: Seeder = {
  area: 'address',
  async seed(tx) {
    const { fieldCipher } = await loadServerKeys(tx);
    const [owner] = await tx.select({ id: userAccount.id, enterpriseId: userAccount.enterpriseId }).from(userAccount).where(eq(userAccount.logonId, 'demo_ent'));
    if (!owner) throw new Error('address seed: demo_ent missing (the auth seeder runs first)');
    const encrypt = (value: string | undefined) => (value ? fieldCipher.encrypt(value) : null);
    const day = 86_400_000;
    await tx.insert(userAddress).values(
      DEMO_ENT_ADDRESSES.map((address, index) => ({
        ownerUserId: owner.id,
        enterpriseId: owner.enterpriseId,
        addressType: address.addressType,
        isCompany: address.isCompany,
        label: address.label,
        companyName: address.companyName ?? null,
        contactName: address.contactName,
        title: address.title ?? null,
        mobileEncrypted: encrypt(address.mobile),
        phoneEncrypted: encrypt(address.phone),
        emailEncrypted: encrypt(address.email),
        provinceName: address.provinceName ?? null,
        cityName: address.cityName ?? null,
        countyName: address.countyName ?? null,
        streetName: address.streetName ?? null,
        detailAddress: address.detailAddress ?? null,
        isDefault: address.isDefault ?? false,
        useCount: address.useCount ?? 0,
        lastUsedAt: address.useCount ? new Date(Date.now() - index * day) : null,
        createdAt: new Date(Date.now() - (40 - index) * day),
        updatedAt: new Date(Date.now() - (40 - index) * day),
      })),
    );
    await tx.insert(invoiceAcceptanceEmail).values(
      DEMO_ENT_INVOICE_EMAILS.map((email, index) => ({
        // Distinct times keep the list order (oldest first) the order written here.
        createdAt: new Date(Date.now() - (DEMO_ENT_INVOICE_EMAILS.length - index) * 60_000),
        scopeId: owner.enterpriseId ?? owner.id,
        enterpriseId: owner.enterpriseId,
        createdByUserId: owner.id,
        emailEncrypted: fieldCipher.encrypt(email),
        emailHash: fieldCipher.lookupHash(email),
      })),
    );
  },
};
