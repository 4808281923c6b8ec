/**
 * The structure of a community (SPEC §3 Employee 'division', 'job title'; §2 Organization settings
 * 'structure … divisions'; §7 'departments', 'departments tree'): divisions as a tree of any depth
 * per organization, and each member's division and job title in it. The colleague pickers read
 * them with the people they list (users module).
 */
export { createDivisions, listDivisions, setMemberPosition, type DivisionRow, type DivisionTree } from './queries.ts';
export * from './schema.ts';
