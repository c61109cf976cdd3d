// The address-book area's public face (its page is loaded by the route table directly, and reused by
// the user centre's shipper/consignee page with fewer types).
export { useAddresses, addressQueryKeys } from './api/addresses';
export { AddressBookPage } from './pages/address-book-page';
// The door-point region picker, also used by the booking form's door addresses (features/order).
export { RegionPicker, type RegionPick } from './components/region-picker';
