import * as tables from '../../src/modules/basedata/basedata.tables';
import type { Seeder } from '../seeder';
import { CARGO_BRIEF_DESCS, CARGO_SUB_TYPES, CARGO_TYPES, CONTAINER_CARGO_TYPES } from './cargo';
import { CARRIER_ROWS } from './carriers';
import { CONTAINER_TYPES, CONTAINER_WEIGHT_LIMITS, REEFER_TEMPERATURE_LIMITS } from './container-types';
import { DICT_ITEMS } from './dict-items';
import { CARRIER_PORTS, PORTS, RAIL_STATIONS, TERMINAL_FACILITIES } from './ports';
import { SERVICE_LOOPS } from './service-loops';
import { ORDER_QUANTITY_LIMITS, PLACE_ORDER_WINDOW, RATE_TYPES, SYS_SWITCHES, SYS_SWITCH_REGIONS } from './settings';

/** The data files list rows in display order; sort_order keeps that order. */
const withListOrder = <Row extends object>(rows: Row[]) => rows.map((row, index) => ({ ...row, sortOrder: index }));

/** Reference data every other area points at; inserted parents first. */
export const basedataSeeder: Seeder = {
  area: 'basedata',
  async seed(tx) {
    await tx.insert(tables.carrier).values(withListOrder(CARRIER_ROWS));
    await tx.insert(tables.portFacility).values(withListOrder(PORTS));
    await tx.insert(tables.portFacility).values([...withListOrder(TERMINAL_FACILITIES), ...withListOrder(RAIL_STATIONS)]);
    await tx.insert(tables.carrierPort).values(CARRIER_PORTS);
    await tx.insert(tables.containerType).values(withListOrder(CONTAINER_TYPES));
    await tx.insert(tables.reeferTemperatureLimit).values(REEFER_TEMPERATURE_LIMITS);
    await tx.insert(tables.containerWeightLimit).values(CONTAINER_WEIGHT_LIMITS);
    await tx.insert(tables.cargoType).values(withListOrder(CARGO_TYPES));
    await tx.insert(tables.containerCargoType).values(CONTAINER_CARGO_TYPES);
    await tx.insert(tables.cargoBriefDesc).values(withListOrder(CARGO_BRIEF_DESCS));
    await tx.insert(tables.cargoSubType).values(withListOrder(CARGO_SUB_TYPES));
    await tx.insert(tables.serviceLoop).values(withListOrder(SERVICE_LOOPS));
    await tx.insert(tables.sysSwitch).values(SYS_SWITCHES);
    await tx.insert(tables.sysSwitchRegion).values(SYS_SWITCH_REGIONS);
    await tx.insert(tables.rateType).values(withListOrder(RATE_TYPES));
    await tx.insert(tables.dictItem).values(withListOrder(DICT_ITEMS));
    await tx.insert(tables.orderQuantityLimit).values(ORDER_QUANTITY_LIMITS);
    await tx.insert(tables.placeOrderWindow).values(PLACE_ORDER_WINDOW);
  },
};
