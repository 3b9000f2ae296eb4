// The one spelling of a UUID the product accepts (any case), for routes' schemas, ids read from
// text, and SQL that casts text to uuid only when it is one.

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const UUID = new RegExp(UUID_PATTERN);

export const isUuid = (text: string): boolean => UUID.test(text);
