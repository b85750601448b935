/** The groups of a talent-attraction process: creation, swaps, the group table and its edits. */
export { AttractionGroupsTab } from './AttractionGroupsTab';
export { GROUP_PALETTE } from './palette';
export { useAttractionGroups } from './groupsApi';
