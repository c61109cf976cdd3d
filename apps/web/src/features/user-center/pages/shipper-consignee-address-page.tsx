import { useTranslation } from 'react-i18next';
import { AddressBookPage } from '../../address';

/** The four legal-party address types: shipper, consignee, notify party, booking agent. */
const LEGAL_PARTY_TYPES = ['S', 'C', 'N', 'B'] as const;

/** /shipperOrConsigneeAddress (000 §2.4): the address book limited to the four legal-party types. */
export function ShipperConsigneeAddressPage() {
  const { t } = useTranslation();
  return <AddressBookPage types={LEGAL_PARTY_TYPES} title={t('accounts.address.legalPartyTitle')} />;
}
