// The address-book area's public face (its page is loaded by the route table directly).
export { useAddresses, addressQueryKeys } from './api/addresses';
