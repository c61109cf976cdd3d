import { describe, expect, it } from 'vitest';
import { HELP_CENTRE_PAGE_TYPES, ROUTE_INTRODUCTION_PAGE_TYPES, TRANSPORT_INTRODUCTION_PAGE_TYPES, pageTypeOrFirst } from './info-pages';

describe('information page types (000 §2.1)', () => {
  it('lists the spec’s ?pageType= values of each page, in menu order', () => {
    expect(ROUTE_INTRODUCTION_PAGE_TYPES).toEqual(['specificRoute', 'routeSize', 'routedAdvantage', 'routeCharacteristics']);
    expect(TRANSPORT_INTRODUCTION_PAGE_TYPES).toEqual(['guide', 'service']);
    expect(HELP_CENTRE_PAGE_TYPES).toEqual([
      'userManual', 'payment', 'shippingPayment', 'containTransportation', 'cargoTracking', 'tchnologySupport', 'receipt', 'advice',
    ]);
  });

  it('shows the topic asked for, and the first one for a missing or unknown value', () => {
    expect(pageTypeOrFirst(HELP_CENTRE_PAGE_TYPES, 'receipt')).toBe('receipt');
    expect(pageTypeOrFirst(HELP_CENTRE_PAGE_TYPES, null)).toBe('userManual');
    expect(pageTypeOrFirst(HELP_CENTRE_PAGE_TYPES, 'Receipt')).toBe('userManual');
    expect(pageTypeOrFirst(TRANSPORT_INTRODUCTION_PAGE_TYPES, '<script>')).toBe('guide');
  });
});
