// What other areas use from file: the routes; assertFilesOwnedBy before attaching a user's uploads to
// their records; findFileById / readStoredFile to look at a file whoever owns it (operator console);
// contentDisposition to send a file under its UTF-8 name; the owner-scope rule that the other
// user-owned objects (address book) share.
export { fileRoutes } from './file.routes';
export { contentDisposition } from './file-names';
export { assertFilesOwnedBy, findFileById, readStoredFile, type StoredFileRow } from './file.service';
export { canModifyInScope, ownerScopeOf, visibleToScope, type OwnerScope } from './owner-scope';
export { fileTemplate, storedFile } from './file.tables';
