// The driver area's public face: its page is loaded by the route table directly; nothing else is shared yet.
export { driverQueryKeys } from './api/drivers';
