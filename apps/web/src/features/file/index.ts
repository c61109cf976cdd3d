// The files area's public face: the upload field and the upload call.
export { FileUpload, type FileUploadProps } from './components/file-upload';
export { uploadFile, type UploadOptions } from './api/upload-file';
export { downloadStoredFile } from './api/download-stored-file';
