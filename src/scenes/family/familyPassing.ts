/**
 * Pass-and-play at the family table: several people at one device see only the hand
 * revealed to them. Which seat's hand was last revealed behind the cover, whether everyone
 * agreed to light hints (asked once a game), and the cover itself when the next person to
 * play is not the one whose hand is shown. It decides no rule (`passTo` says who is next).
 */
import { peopleOf } from '../../machine/selectors';
import type { FamilyTableView } from '../../view/familyTable';
import {
  familySourceView,
  passTo,
  type FamilyBoard,
  type FamilySource,
} from '../../view/familyTables';
import { familyRecap } from '../../view/passRecap';
import type { FamilyPanels } from './familyPanels';

export class FamilyPassing {
  /** The seat whose hand was last revealed behind the cover (null: none yet). */
  private revealed: number | null = null;
  /** Everyone agreed to light hints (asked once a game); null: not asked. */
  private agreed: boolean | null = null;

  /** A new table: nobody's hand revealed, nobody asked. */
  reset(): void {
    this.revealed = null;
    this.agreed = null;
  }

  /** Whether several people share this device's game. */
  passing(source: FamilySource | null): boolean {
    return source !== null && peopleOf(source.settings).length > 1;
  }

  /** The seat whose hand may be shown (undefined: one person, whose hand is always shown). */
  shown(source: FamilySource | null): number | null | undefined {
    return this.passing(source) ? this.revealed : undefined;
  }

  /** Light hints drawn: Settings' choice, at one device only when everyone agreed. */
  badges(source: FamilySource | null, hints: boolean): boolean {
    return hints && (!this.passing(source) || this.agreed === true);
  }

  /**
   * The view of `source` at this device: several people see only the hand revealed to them,
   * and light hints (`hints`, Settings') when everyone agreed; one person sees their hand,
   * their seat by their chosen name.
   */
  view(
    source: FamilySource,
    arranged: boolean,
    hints: boolean,
    yourName: string,
  ): FamilyTableView<FamilyBoard> {
    const shown = this.shown(source);
    const badges = this.badges(source, hints);
    return familySourceView(source, arranged, shown, badges, shown === undefined ? yourName : '');
  }

  /**
   * The cover, when the next person to play is not the one whose hand is shown: their name,
   * what the others did since their last turn, and (once a game, where the view's light hints
   * have something to show) whether everyone wants them. `changed`: the table again.
   */
  cover(
    panels: FamilyPanels,
    source: FamilySource | null,
    view: FamilyTableView,
    hints: boolean,
    changed: () => void,
  ): void {
    const to = source && this.passing(source) ? passTo(source, this.revealed) : null;
    if (to === null || panels.open()) return;
    panels.cover(
      view.names[to] ?? '',
      () => {
        this.revealed = to;
        changed();
      },
      familyRecap(view.steps, to, view.names),
      hints && view.lightHints && this.agreed === null
        ? (on) => {
            this.agreed = on;
            changed();
          }
        : null,
    );
  }
}
