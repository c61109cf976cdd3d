/** Public surface of the tracking area (see features/basedata/index.ts for the rule). */
export { CargoTrackingForm } from './components/cargo-tracking-form';
export { useCargoTracking, trackCargoQueryOptions, cargoTrackingQueryKeys } from './api/track-cargo';
