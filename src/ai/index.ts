/** Computer players: they see only an information set. */
export * from './infoSet';
export * from './player';
