/**
 * Public surface of the basedata area. Other features import from here, never from the area's
 * folders, so the area can reorganise its internals freely.
 */
export { PortSelect, type PortSelectProps } from './components/port-select';
export { useAllPorts, getAllPortsQueryOptions, portQueryKeys } from './api/get-all-ports';
export { useBilingualNames, type BilingualNames } from './api/bilingual-names';
export { useAllCarriers, useCarrierName, getAllCarriersQueryOptions, carrierQueryKeys } from './api/get-all-carriers';
export { useSysSwitch, getSysSwitchQueryOptions, sysSwitchQueryKeys } from './api/get-sys-switch';
