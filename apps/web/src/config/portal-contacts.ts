/**
 * Contact numbers and outside links shown in the header, footer and float menu. One file so the
 * carrier can change a number or a partner link without touching components. Outside addresses
 * use the reserved .example domain until the real ones are configured.
 */
export const PORTAL_CONTACTS = {
  /** Domestic-trade booking hotline (header top bar, footer, float menu). */
  domesticHotline: '400-820-6666',
  /** Customer complaints and suggestions. */
  complaintHotline: '400-820-6688',
  /** Trailer (drayage) desk. */
  trailerHotline: '021-6088-5210',
  /** Online customer service chat: always opens in a new tab (000 §2.4). */
  onlineServiceUrl: 'https://kefu.coastbook.example/chat?channel=pc',
  /** The carrier group's shipping service hub (header "external hub" link). */
  externalHubUrl: 'https://hub.coastbook.example/',
} as const;

/** The three hotlines with their labels' i18n keys, in the order the footer and the contact page list them. */
export const PORTAL_HOTLINES = [
  { key: 'footer.domesticHotline', number: PORTAL_CONTACTS.domesticHotline },
  { key: 'footer.complaintHotline', number: PORTAL_CONTACTS.complaintHotline },
  { key: 'footer.trailerHotline', number: PORTAL_CONTACTS.trailerHotline },
] as const;

/** A `tel:` link of a number written with dashes for reading (400-820-6666 → tel:4008206666). */
export function telHref(number: string): string {
  return `tel:${number.replaceAll('-', '')}`;
}

export interface FriendLink {
  readonly zh: string;
  readonly en: string;
  readonly url: string;
}

/** Footer friend links (partner organisations). */
export const FRIEND_LINKS: readonly FriendLink[] = [
  { zh: '中国港口协会', en: 'China Ports Association', url: 'https://ports-association.example/' },
  { zh: '上海航运交易所', en: 'Shanghai Shipping Exchange', url: 'https://sse-shipping.example/' },
  { zh: '海铁联运服务平台', en: 'Sea-Rail Intermodal Platform', url: 'https://searail.example/' },
  { zh: '电子口岸', en: 'E-Port', url: 'https://eport.example/' },
];
