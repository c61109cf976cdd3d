import type { ErrorKey } from './catalogue';

/**
 * The catalogue's messages in English (same keys as ERRORS), for the portal's and the console's English pages:
 * the server answers them to a caller whose Accept-Language prefers English (the pages send theirs), and the web
 * shows them in place of the catalogue's Chinese words should an answer still come in Chinese.
 */
export const ERROR_MESSAGES_EN: { readonly [K in ErrorKey]: string } = {
  // ---- transport and platform ----
  BAD_REQUEST: 'Bad request',
  UNAUTHORIZED: 'Unauthorized, please log in again',
  FORBIDDEN: 'Access denied',
  NOT_FOUND: 'The requested resource does not exist',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported request format',
  IDEMPOTENCY_KEY_REUSED: 'This idempotency key has already been used for a different request',
  UPGRADE_REQUIRED: 'Your session has expired, please log in again',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  INTERNAL: 'Server error',
  SERVICE_UNAVAILABLE: 'Service unavailable, please try again later',
  TOKEN_EMPTY: 'No access token, please log in again',

  // ---- generic business refusals ----
  BUSINESS_RULE: 'Operation failed',

  // ---- basedata ----
  WAYBILL_INVALID_OR_FORBIDDEN: 'Invalid waybill number or no permission',

  // ---- auth: login and tokens ----
  LOGIN_FAILED: 'Incorrect user name or password',
  CAPTCHA_REQUIRED: 'Please complete the slide verification first',
  REFRESH_TOKEN_INVALID: 'Your login has expired, please log in again',
  ACCOUNT_DISABLED: 'This account has been disabled, please contact customer service',
  PHONE_NOT_REGISTERED: 'This mobile number is not registered',
  CAPTCHA_INVALID: 'Slide verification failed, please verify again',

  // ---- auth & account: verification ----
  SLIDE_VERIFY_FAILED: 'Verification failed, please try again',
  SLIDE_EXPIRED: 'The puzzle has expired, please refresh',
  SLIDE_PROOF_REQUIRED: 'Please complete the slide verification first',
  CODE_SEND_TOO_FREQUENT: 'Verification code requested too often',
  CODE_DAILY_LIMIT_TARGET: "You have reached today's limit of verification codes, please try again tomorrow",
  CODE_DAILY_LIMIT_IP: 'Too many verification codes requested from this network today, please try again tomorrow',
  CODE_WRONG: 'Incorrect verification code',
  CODE_EXPIRED: 'The verification code is no longer valid, please get a new one',
  CODE_TOO_MANY_ATTEMPTS: 'Too many incorrect verification code attempts, please get a new code',

  // ---- auth & account: account ----
  USERNAME_TAKEN: 'This user name already exists',
  PHONE_TAKEN: 'This mobile number is already registered',
  EMAIL_TAKEN: 'This e-mail address is already in use',
  EMAIL_NOT_BOUND: 'This e-mail address is not bound to any account',
  ORIGINAL_PASSWORD_WRONG: 'The current login password is incorrect',
  NEW_PASSWORD_SAME_AS_OLD: 'The new login password cannot be the same as the current one',
  PASSWORD_NOT_STRONG:
    'Weak password: use 8-16 characters with three kinds of characters, and no common word or user name',
  IDENTITY_VERIFICATION_REQUIRED: 'Identity verification has expired, please verify by SMS again',
  PASSWORD_RESET_NOT_REQUIRED: 'This account does not need a password reset, please use "Forgot password"',
  PAYMENT_PASSWORD_ALREADY_SET: 'The payment password is already set, please do not set it again',
  PAYMENT_PASSWORD_NOT_SET: 'No payment password is set yet',
  PAYMENT_PASSWORD_WRONG: 'The current payment password is incorrect',
  PAYMENT_PASSWORD_SAME_AS_OLD: 'The new payment password cannot be the same as the current one',
  PAYMENT_PASSWORD_LOCKED: 'Too many incorrect payment passwords, please try again in 1 hour or reset it by SMS',
  EMAIL_CODE_REQUIRED: 'Please enter the verification code sent to the new e-mail address',
  LOGIN_PASSWORD_UNION_ACCOUNT: 'Unified account users cannot change the password here, please use "Forgot password"',

  // ---- operator console ----
  OPS_LOGIN_FAILED: 'Incorrect account or password',
  OPS_OPERATOR_DISABLED: 'This operator account has been disabled, please contact an administrator',
  OPS_PERMISSION_DENIED: 'Your current role may not perform this action',
  OPS_ACCOUNT_NOT_FOUND: 'Customer account not found',
  OPS_OPERATOR_NOT_FOUND: 'Operator account not found',
  OPS_LOGIN_NAME_TAKEN: 'This login name is already in use',
  OPS_CANNOT_CHANGE_SELF: 'You cannot disable your own account or change your own role',
  OPS_LAST_ADMIN: 'At least one active administrator must remain',
  OPS_PASSWORD_CHANGE_REQUIRED: 'Please change your initial password first',
  OPS_PASSWORD_WRONG: 'The current password is incorrect',
  OPS_PASSWORD_SAME_AS_OLD: 'The new password cannot be the same as the current one',
  OPS_BANK_ACCOUNT_MISSING: 'This enterprise has not entered a bank account number',

  // ---- files, addresses, messages ----
  FILE_TOO_LARGE: 'The file cannot be larger than 10MB',
  FILE_EXTENSION_NOT_ALLOWED: 'Unsupported file format',
  FILE_CONTENT_MISMATCH: 'The file content does not match its format',
  FILE_EMPTY: 'The file is empty',
  FILE_NOT_FOUND: 'File not found',
  FILE_TEMPLATE_NOT_FOUND: 'Template file not found',
  FILE_LINK_EXPIRED: 'The file link has expired, please refresh the page and try again',
  FILE_STORAGE_UNAVAILABLE: 'The file service is temporarily unavailable, please try again later',
  FILE_NOT_MODIFIABLE: 'You can only manage files you uploaded yourself',
  ADDRESS_NOT_FOUND: 'Address not found',
  ADDRESS_LABEL_TAKEN: 'This label already exists',
  ADDRESS_NOT_MODIFIABLE: 'You can only change addresses you created yourself',
  ADDRESS_BOOK_FULL: 'You have reached the limit of addresses of this type, please delete unused addresses before adding more',
  INVOICE_EMAIL_LIMIT: 'At most 5 invoice e-mails can be set',
  INVOICE_EMAIL_EXISTS: 'This e-mail has already been added',
  INVOICE_EMAIL_NOT_FOUND: 'Invoice e-mail not found',
  INVOICE_EMAIL_FORBIDDEN: 'You have no right to maintain invoice e-mails, please contact your enterprise main account',
  MESSAGE_NOT_FOUND: 'Message not found',
  TASK_NOT_FOUND: 'This to-do item does not exist or has been handled, please refresh and check',
  TASK_ACTION_NOT_ALLOWED: 'This action is not available for this to-do item',

  // ---- enterprise: certification, bank, association, sub-accounts, unified account ----
  ENTERPRISE_NAME_CERTIFIED: 'This enterprise is already certified, please do not certify it again',
  INDIVIDUAL_BUSINESS_CERTIFIED: 'This individual business is already certified, please do not certify it again',
  SOCIAL_CREDIT_CODE_CERTIFIED: 'This unified social credit code is already certified',
  SAP_ID_TAKEN: 'This SAP number is already used by another enterprise, please check and enter it again',
  ID_CARD_CERTIFIED: 'This national ID number is already certified, please do not certify it again',
  SOCIAL_CREDIT_CODE_UNDER_REVIEW:
    'A certification application for this unified social credit code is under review, please do not submit it again',
  CERTIFICATION_IN_PROGRESS: 'Your certification application is under review, please wait for the result',
  ALREADY_CERTIFIED:
    'You are already certified, there is no need to submit again; to change certified information, please contact customer service',
  CERTIFICATION_NOT_RESUBMITTABLE: 'Only your latest refused certification application can be resubmitted',
  CERTIFICATION_NOT_PENDING: 'This certification request has already been processed, please refresh and check',
  CERTIFICATION_NOT_FOUND: 'Certification request not found',
  LINKED_ACCOUNT_CANNOT_CERTIFY:
    'You are linked to an enterprise or applying to link one, so you can no longer submit customer certification',
  ENTERPRISE_NOT_CERTIFIED: 'Please complete enterprise certification first',
  BANK_INFO_UNDER_REVIEW:
    'The bank information is under review and cannot be changed for now; to change it, please withdraw it first',
  BANK_INFO_NOT_SUBMITTED: 'No bank information is under review, so there is nothing to withdraw',
  BANK_REVIEW_NOT_PENDING: "This enterprise's bank information is not under review, please refresh and check",
  ENTERPRISE_NOT_FOUND: 'Enterprise not found',
  SUB_USER_NOT_FOUND: 'User not found',
  SUB_USER_STATE_CHANGED: "The user's status has changed, please refresh and try again",
  ENTERPRISE_LINK_LIMIT_REACHED: 'The enterprise has reached its link limit',
  ASSOCIATION_NOT_ALLOWED: 'You are certified, being certified or already linked to an enterprise, so you cannot apply to link',
  ASSOCIATION_PENDING: "Your link application is awaiting the enterprise main account's approval, please do not submit it again",
  ASSOCIATION_ENTERPRISE_MISSING: 'Enterprise link check: the enterprise ID does not exist, please choose again',
  ASSOCIATION_COMPANY_NOT_HERE:
    "Your unified account's enterprise is not certified on this platform yet, please complete enterprise certification first",
  MASTER_REQUEST_PENDING: 'This enterprise already has a pending main-account change application',
  MASTER_REQUEST_NOT_FOUND: 'Main-account change application not found',
  MASTER_REQUEST_NOT_PENDING: 'This application has already been processed, please refresh and check',
  MASTER_TARGET_INVALID: 'The main account can only be handed over to a linked sub-account of this enterprise',
  CHARTER_SUPPLIER_CERTIFIED:
    'The supplier is already certified; to change certified information, please contact customer service',
  CHARTER_SUPPLIER_NOT_SUBMITTED: 'No supplier certification has been submitted yet, please submit it first',
  LINKED_ACCOUNT_CANNOT_CERTIFY_SUPPLIER:
    'You are linked to an enterprise or applying to link one, so you cannot submit supplier certification, please have the enterprise main account apply',
  UNIFIED_ACCOUNT_CODE_INVALID: 'The unified account login credential is invalid or has expired, please log in again',
  UNIFIED_ACCOUNT_NOT_BOUND:
    'This unified account is not bound to an account on this platform yet, please log in with your account on this platform and complete the account upgrade first',
  UNIFIED_ACCOUNT_EXISTS: 'This e-mail already has a unified account, please bind it directly',
  UNIFIED_ACCOUNT_LOGIN_FAILED: 'Incorrect unified account or password',
  UNIFIED_ACCOUNT_ALREADY_BOUND: 'This account is already bound to a unified account',
  UNIFIED_ACCOUNT_TAKEN: 'This unified account is already bound to another account on this platform',
  UNIFIED_ACCOUNT_UNBOUND: 'This account is not bound to a unified account yet',
  UNIFIED_ACCOUNT_INACTIVE: 'The unified account is not activated yet, please activate it first',

  // ---- charter supplier, supplier system link, driver upload permission ----
  CHARTER_SUPPLIER_NOT_UNDER_REVIEW: 'No charter supplier certification is under review, so there is nothing to withdraw',
  CHARTER_SUPPLIER_NOT_CONFIRMED: 'This feature is available only once your charter supplier certification is approved',
  SUPPLIER_LINK_TERRITORY_MISMATCH:
    "The domestic / abroad flag does not match the supplier's certification, please refresh the page and try again",
  SUPPLIER_SYSTEM_UNAVAILABLE: 'The charter supplier system is temporarily unreachable, please try again later',
  SUPPLIER_LINK_TICKET_INVALID: 'The redirect ticket is invalid or has expired, please enter again from the portal',
  DRIVER_NOT_FOUND: 'Driver not found',
  DRIVER_PHONE_EXISTS: 'A driver with this mobile number is already in the list',
  DRIVER_LIMIT_REACHED: 'The number of drivers has reached the limit (500), please first remove drivers you no longer work with',
  BOOKING_LOCATION_UNKNOWN: 'Booking location not found, please choose from the port list',

  // ---- account requests: main-account change review, account cancellation ----
  UNSUBSCRIBE_PENDING: 'Your account cancellation request is under review, please do not submit it again',
  UNSUBSCRIBE_MAIN_ACCOUNT_HAS_USERS:
    'You are the enterprise main account and the enterprise still has sub-accounts that are linked or applying to link, please hand the main account over to another sub-account or unlink the sub-accounts before applying for cancellation',
  UNSUBSCRIBE_REQUEST_IN_PROGRESS:
    'You have a certification, link or main-account change application under review, please wait until it is processed or withdraw it before applying for cancellation',
  UNSUBSCRIBE_NOT_FOUND: 'Cancellation request not found',
  UNSUBSCRIBE_NOT_PENDING: 'This cancellation request has already been processed, please refresh and check',
  MASTER_REQUEST_AWAITING_MAIN:
    "This application still awaits the enterprise main account's agreement, customer service cannot review it yet",

  // ---- regions ----
  REGION_NOT_FOUND: 'Region not found, please choose again',
  REGION_NOT_RECOGNISED: 'Could not recognise the province, city and county in the street address, please choose them manually',

  // ---- product ----
  PRODUCT_NOT_FOUND: 'The product does not exist or has been withdrawn',
  PRODUCT_PORT_UNKNOWN: 'Port or facility not found, please choose from the list',
  PRODUCT_CONTAINER_TYPE_UNKNOWN: 'Container type not found, please choose from the list',
  PRODUCT_CARRIER_UNKNOWN: 'Carrier not found',
  PRODUCT_INVENTORY_INSUFFICIENT: 'Not enough space, please reduce the number of containers or choose another sailing',
  PRODUCT_PRICE_UNAVAILABLE: 'No price for this container type at the moment',
  PRODUCT_ROUTE_NOT_FOUND: 'No product matches the selected route',
  PRODUCT_CARGO_UNKNOWN: 'Commodity not found, please choose from the list',

  // ---- product admin (console) ----
  PRODUCT_ADMIN_SWITCH_NOT_FOUND: 'System switch not found',
  PRODUCT_ADMIN_PORT_NOT_FOUND: 'Port or facility not found',
  PRODUCT_ADMIN_CONTAINER_TYPE_NOT_FOUND: 'Container type not found',
  PRODUCT_ADMIN_ORDER_WINDOW_MISSING: 'The place-order window is not configured yet',
  PRODUCT_ADMIN_VESSEL_NOT_FOUND: 'Vessel not found',
  PRODUCT_ADMIN_VESSEL_EXISTS: 'This vessel code already exists',
  PRODUCT_ADMIN_LOOP_NOT_FOUND: 'Service loop not found',
  PRODUCT_ADMIN_LOOP_EXISTS: 'This loop code already exists',
  PRODUCT_ADMIN_VOYAGE_NOT_FOUND: 'Voyage not found',
  PRODUCT_ADMIN_VOYAGE_EXISTS: 'This voyage number already exists for the vessel',
  PRODUCT_ADMIN_PORT_CALL_ORDER:
    'Port call times are out of order: at each port the ETA must be earlier than the ETD and later than the ETD of the previous port',
  PRODUCT_ADMIN_PORT_CALL_ACTUALS:
    'Incorrect actual arrival / departure times: they cannot be later than now, the actual departure cannot be earlier than the actual arrival, and they must follow the port call order',
  PRODUCT_ADMIN_PRODUCT_NOT_FOUND: 'Product not found',
  PRODUCT_ADMIN_PRODUCT_EXISTS: 'A product with the same loop, loading and discharge ports and product type already exists',
  PRODUCT_ADMIN_PRICE_CHANGED: 'The price has been changed by someone else, please refresh and try again',
  PRODUCT_ADMIN_PRICE_UNCHANGED: 'The new price is the same as the current price, no change is needed',
  PRODUCT_ADMIN_PROMOTION_NOT_FOUND: 'Promotion not found',
  PRODUCT_ADMIN_PROMOTION_TOO_LARGE: 'The discount per container must be lower than the current container price',
  PRODUCT_ADMIN_INVENTORY_NOT_FOUND: 'No slot inventory exists for this container type on this voyage',
  PRODUCT_ADMIN_INVENTORY_BELOW_RESERVED: 'Total slots cannot be lower than the slots already booked',
  PRODUCT_ADMIN_INVENTORY_CHANGED: 'The slot inventory has been changed by someone else, please refresh and try again',

  // ---- orders ----
  ORDER_NOT_FOUND: 'Order not found',
  ORDER_STATUS_CONFLICT:
    'The order status has changed and the current status does not allow this action, please refresh and try again',
  ORDER_NOT_CERTIFIED: 'Please complete enterprise or personal certification before booking',
  ORDER_OFFER_NOT_BOOKABLE: 'Booking for this sailing has closed, please choose another sailing',
  ORDER_CONTAINER_NOT_ON_SALE: 'This container type has no price at the moment or is not on sale',
  ORDER_SELECTION_INVALID: 'The number of containers does not meet the booking requirements',
  ORDER_CARGO_REFUSED: 'This cargo cannot be booked on this product',
  ORDER_SOLD_OUT: 'Space is sold out, please reduce the number of containers or choose another sailing',
  ORDER_NOT_DRAFT: 'The order has been submitted and can no longer be changed',
  ORDER_BKG_NO_TAKEN: 'This booking number is already in use',
  ORDER_INSURANCE_UNKNOWN: 'Insurance type not found',
  ORDER_SWITCHED_OFF: 'Online booking is currently unavailable, please try again later',
  ORDER_OUTSIDE_ORDER_TIME: 'It is currently outside the order hours, please submit within the order hours',

  // ---- payment ----
  PAYMENT_ORDER_NOT_PAYABLE: 'The order cannot be paid at the moment',
  PAYMENT_NOT_PERMITTED:
    'You have no payment right, please contact your enterprise main account to grant the "Pay" right in Enterprise Users',
  PAYMENT_PASSWORD_INCORRECT: 'Incorrect payment password',
  PAYMENT_BALANCE_INSUFFICIENT: 'Insufficient prepaid balance, please top up first',
  PAYMENT_CREDIT_INSUFFICIENT: 'Not enough freight-loan credit available',
  PAYMENT_OVER_UPPER_LIMIT: "The amount exceeds the prepaid account's per-payment limit",
  PAYMENT_SWITCHED_OFF: 'Online payment is currently unavailable, please try again later',
  PAYMENT_CHANNEL_UNAVAILABLE: 'This payment channel is not available yet',
  PAYMENT_REQUEST_NOT_FOUND: 'Payment not found',
  PAYMENT_CALLBACK_SIGNATURE_INVALID: 'Payment notification signature verification failed',
  PAYMENT_CALLBACK_AMOUNT_MISMATCH: 'The payment notification amount does not match the payment',
  PAYMENT_ZERO_NOT_ALLOWED: 'This order does not allow zero down payment, please choose another payment method',
  PAYMENT_BATCH_INVALID: 'The orders in this batch payment do not meet the requirements',
  PAYMENT_DOWN_NOT_ALLOWED: 'This order cannot be paid with a down payment, please pay in full',

  // ---- assets: prepaid account, top-ups, withdrawals, deposit notes ----
  ASSETS_PREPAY_NOT_PERMITTED:
    'You have no prepay right, please contact your enterprise main account to grant the "Prepay" right in Enterprise Users',
  ASSETS_AMOUNT_INVALID: 'Invalid amount',
  ASSETS_BANK_NOT_VERIFIED:
    'The enterprise bank information has not been verified, please check and complete it in User Information > Enterprise Information > Bank information',
  ASSETS_WITHDRAWAL_ENTERPRISE_ONLY: 'Only certified enterprises can apply for a withdrawal, personal users please contact customer service',
  ASSETS_RECORD_NOT_FOUND: 'Record not found',
  ASSETS_WITHDRAWAL_NOT_CANCELLABLE: 'This withdrawal request has already been processed and cannot be cancelled',
  ASSETS_NOT_CERTIFIED: 'Please complete enterprise or personal certification before using the prepaid account',
  ASSETS_BLANK_NOTE_NOT_REDEEMABLE: 'The deposit note does not exist or is not awaiting redemption',
  ASSETS_DATE_RANGE_INVALID:
    'Invalid date range (the start date cannot be later than the end date, and the range cannot exceed 365 days)',

  // ---- order documents ----
  DOCUMENT_NOT_AVAILABLE: 'Documents can only be downloaded once the order is confirmed',

  // ---- ops orders ----
  OPS_ORDER_NOT_IN_REVIEW: 'This order is not awaiting review, please refresh and try again',
  OPS_ORDER_NOT_FOUND: 'Order not found',

  // ---- ops finance ----
  OPS_FINANCE_RECORD_NOT_FOUND: 'Record not found',
  OPS_FINANCE_NOT_PENDING: 'This record has already been processed, please refresh and try again',
  OPS_FINANCE_ACCOUNT_NOT_FOUND: 'Prepaid account not found',
};
