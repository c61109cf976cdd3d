/** The carrier's online booking service terms, opened through the common-file download page (000 §2.1). */
export const SERVICE_TERMS_PATH = '/commonFile/download?code=EpanServiceTerm';
