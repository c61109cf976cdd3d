// What other areas may use from basedata: system switches gate features everywhere.
export { isSwitchOn, isSwitchOnForPorts } from './sys-switch.service';
