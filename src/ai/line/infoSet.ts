/** The information set lives with the engine's line-of-play family; the computer players read it from there. */
export {
  informationSet,
  publicEvent,
  type InformationSet,
  type PublicEvent,
} from '../../engine/line/lineView';
