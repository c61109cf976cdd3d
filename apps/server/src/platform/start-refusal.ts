/**
 * A start that what is already running on the machine prevents (the database folder or the port held by another
 * server): `main` prints its message alone, without a stack, since it names the cause and the way out.
 */
export class StartRefusal extends Error {
  override name = 'StartRefusal';
}
