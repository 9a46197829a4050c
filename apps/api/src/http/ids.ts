const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment is an id: anything else is a slug or handle, never sent to a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
