import type { LabelledValue, ListValue } from './labelled-list';

/** Trailer (drayage) service providers (001 §9). */

/** Provider codes; each also exists with an _OB (loading) and an _IB (unloading) suffix. */
export const TRAILER_SERVICE_PROVIDER_BASES = ['EB', 'TMSJJS', 'CR', 'OWN', 'SXY', 'JJY', 'FMT'] as const;

/** Which end of the sea leg a trailer job serves. */
export const TRAILER_SERVICE_DIRECTIONS = [
  { value: 'OB', zh: '装货', en: 'Loading' },
  { value: 'IB', zh: '卸货', en: 'Unloading' },
] as const satisfies readonly LabelledValue[];

type ProviderBase = (typeof TRAILER_SERVICE_PROVIDER_BASES)[number];
export type TrailerServiceDirection = ListValue<typeof TRAILER_SERVICE_DIRECTIONS>;

/** Every provider code: each base, its _OB and _IB variants, and JJX_IB (which exists only inbound). */
export const TRAILER_SERVICE_PROVIDERS = [
  ...TRAILER_SERVICE_PROVIDER_BASES.flatMap((base) => [base, `${base}_OB`, `${base}_IB`] as const),
  'JJX_IB',
] as readonly (ProviderBase | `${ProviderBase}_${TrailerServiceDirection}` | 'JJX_IB')[];

export type TrailerServiceProvider = (typeof TRAILER_SERVICE_PROVIDERS)[number];

export function isTrailerServiceProvider(code: string): code is TrailerServiceProvider {
  return (TRAILER_SERVICE_PROVIDERS as readonly string[]).includes(code);
}

/** The direction a provider code is for, or undefined for a plain base code. */
export function trailerProviderDirection(code: TrailerServiceProvider): TrailerServiceDirection | undefined {
  if (code.endsWith('_OB')) return 'OB';
  if (code.endsWith('_IB')) return 'IB';
  return undefined;
}
