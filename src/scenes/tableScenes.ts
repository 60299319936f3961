/** The table's scenes, loaded together on first use: the line of play's and the family table. */
export { TableScene } from './TableScene';
export { FamilyTableScene } from './FamilyTableScene';
