/**
 * Every limited resource (GraphQL `LimitedResource`): the one list. The rules' violation types, the server's enum
 * and the web's refusal are made from it.
 */
export const LIMITED_RESOURCES = ['CPU', 'MEMORY', 'RUNTIME', 'EXTENDED'] as const;
export type LimitedResource = (typeof LIMITED_RESOURCES)[number];
