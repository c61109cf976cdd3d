import { IMAGE_AND_PDF_EXTENSIONS, SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS, valuesOf, type LabelledValue, type ListValue } from '@coastbook/domain';

/**
 * What an upload is for (`fileType` of uploadFile) and which of the two extension lists of 000 §5
 * applies: certificates, licences and photos take images and PDF; documents also take spreadsheets.
 * The spec names neither the categories nor their codes; these are ours.
 */
export const FILE_TYPES = [
  { value: 'businessLicense', zh: '营业执照', en: 'Business licence', extensions: IMAGE_AND_PDF_EXTENSIONS },
  { value: 'idCard', zh: '身份证', en: 'ID card', extensions: IMAGE_AND_PDF_EXTENSIONS },
  { value: 'authorizationLetter', zh: '授权委托书', en: 'Letter of authorisation', extensions: IMAGE_AND_PDF_EXTENSIONS },
  { value: 'bankAccountLicense', zh: '开户许可证', en: 'Bank account licence', extensions: IMAGE_AND_PDF_EXTENSIONS },
  { value: 'supplierQualification', zh: '供应商资质', en: 'Supplier qualification', extensions: IMAGE_AND_PDF_EXTENSIONS },
  { value: 'containerPhoto', zh: '箱照', en: 'Container photo', extensions: IMAGE_AND_PDF_EXTENSIONS },
  { value: 'orderAttachment', zh: '订单附件', en: 'Order attachment', extensions: SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS },
  { value: 'cargoDocument', zh: '货物单证', en: 'Cargo document', extensions: SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS },
  { value: 'claimDocument', zh: '理赔材料', en: 'Claim document', extensions: SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS },
  { value: 'invoiceAttachment', zh: '发票附件', en: 'Invoice attachment', extensions: SPREADSHEET_PDF_AND_IMAGE_EXTENSIONS },
] as const satisfies ReadonlyArray<LabelledValue<string> & { extensions: readonly string[] }>;
export type FileType = ListValue<typeof FILE_TYPES>;
export const FILE_TYPE_VALUES = valuesOf(FILE_TYPES) as [FileType, ...FileType[]];

/** The extensions (lower case, with the dot) a file type accepts; the web's Upload `accept` uses it too. */
export function extensionsForFileType(fileType: FileType): readonly string[] {
  return FILE_TYPES.find((entry) => entry.value === fileType)?.extensions ?? [];
}
