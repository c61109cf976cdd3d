/**
 * The ?pageType= values of the public information pages (000 §2.1), in the order their menus list them.
 * The home page's service links, the footer and the pages' own side menus all read these lists.
 */
export const ROUTE_INTRODUCTION_PAGE_TYPES = ['specificRoute', 'routeSize', 'routedAdvantage', 'routeCharacteristics'] as const;
export type RouteIntroductionPageType = (typeof ROUTE_INTRODUCTION_PAGE_TYPES)[number];

export const TRANSPORT_INTRODUCTION_PAGE_TYPES = ['guide', 'service'] as const;
export type TransportIntroductionPageType = (typeof TRANSPORT_INTRODUCTION_PAGE_TYPES)[number];

export const HELP_CENTRE_PAGE_TYPES = [
  'userManual',
  'payment',
  'shippingPayment',
  'containTransportation',
  'cargoTracking',
  'tchnologySupport',
  'receipt',
  'advice',
] as const;
export type HelpCentrePageType = (typeof HELP_CENTRE_PAGE_TYPES)[number];

/** The page type a list's page shows: the one asked for when it is in the list, else the list's first. */
export function pageTypeOrFirst<T extends string>(pageTypes: readonly [T, ...T[]], requested: string | null | undefined): T {
  return pageTypes.find((pageType) => pageType === requested) ?? pageTypes[0];
}
