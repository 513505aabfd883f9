/**
 * Whether a path segment is a UUID (the id of a row keyed by gen_random_uuid()). Checked before a
 * query: PostgreSQL refuses anything else with an error (a 500), and an unknown id is a 404.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
