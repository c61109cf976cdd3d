// What other areas may use from basedata: system switches gate features everywhere.
export { isSwitchOn, isSwitchOnForPorts } from './sys-switch.service';
export { assertOrderingOpen } from './order-window.service';
export { sysSwitch, sysSwitchRegion, placeOrderWindow, portFacility, containerType, serviceLoop, carrier } from './basedata.tables';
// Read by the product area (products, cargo checks, order limits).
export { cargoType, cargoBriefDesc, cargoSubType, containerCargoType, orderQuantityLimit } from './basedata.tables';
export { cacheForSession } from './session-cache';
// The route network lists every loop with its port rotation, read as the loop picker reads them.
export { findServiceLoops } from './service-loop.service';
