/**
 * The rule options New game, a link and Play online offer for a game beyond its preset
 * (Texas 42's special contracts, RULES.md §17.10, §17.12): each by its record key, with its
 * choices and a short line on what it does. Pure data and helpers: the engine reads and
 * checks the options when a game starts (`makeSettings`), so nothing here decides a rule.
 */

/** An option's value as a record writes it: on or off, or one word. */
export type RuleValue = string | boolean;

export interface RuleOption {
  /** The record's option name, which is also the link's parameter: "plunge", "nello_doubles". */
  readonly key: string;
  /** The row's name: "Plunge". */
  readonly label: string;
  /** What it does, in one short line. */
  readonly line: string;
  /** The choices; the first is the preset's own, which a record leaves out. */
  readonly choices: readonly { readonly value: RuleValue; readonly label: string }[];
  /** Offered only while this on/off option is on (nello's doubles need nello). */
  readonly needs?: string;
}

const ON_OFF = [
  { value: false, label: 'Off' },
  { value: true, label: 'On' },
] as const;

/** Texas 42's special contracts and house rules, all off by default (straight 42). */
export const TEXAS_42_OPTIONS: readonly RuleOption[] = [
  {
    key: 'plunge',
    label: 'Plunge',
    line: 'Four doubles in hand? Bid 4 marks: your partner names trumps and leads, and you two must take every trick.',
    choices: ON_OFF,
  },
  {
    key: 'splash',
    label: 'Splash',
    line: 'Three doubles? Bid 2 marks (3 over a 2-mark bid): your partner names trumps, and you two must take every trick.',
    choices: ON_OFF,
  },
  {
    key: 'sevens',
    label: 'Sevens',
    line: 'On your own marks bid, call sevens: everyone plays the domino nearest 7 pips, and the bidders must take every trick.',
    choices: ON_OFF,
  },
  {
    key: 'nello',
    label: 'Nello',
    line: 'On your own marks bid, call nello: your partner sits out, tiles face down, and you must lose every trick.',
    choices: ON_OFF,
  },
  {
    key: 'nello_doubles',
    label: 'Nello doubles',
    line: 'In nello the doubles are a suit of their own, or each is the highest (or the lowest) of its number’s suit.',
    choices: [
      { value: 'own_suit', label: 'A suit' },
      { value: 'high', label: 'High' },
      { value: 'low', label: 'Low' },
    ],
    needs: 'nello',
  },
  {
    key: 'doubles_in_suit',
    label: 'Doubles',
    line: 'Outside nello each double is the highest of its suit, or the lowest (4-4 below 4-0).',
    choices: [
      { value: 'high', label: 'High' },
      { value: 'low', label: 'Low' },
    ],
  },
  {
    key: 'mark_bids',
    label: 'Marks bids',
    line: 'The first marks bid may be 42 or 84, then a mark more each time; or one mark at a time from 42.',
    choices: [
      { value: 'two_then_one', label: 'Two, then one' },
      { value: 'one_at_a_time', label: 'One at a time' },
    ],
  },
];

/** The person's choice per option, by key (missing: the option's first choice). */
export type RuleWishes = Readonly<Record<string, RuleValue>>;

/** An option as the screen shows it: its value now and whether it may be changed. */
export interface ResolvedRule {
  readonly option: RuleOption;
  readonly value: RuleValue;
  /** False while the option it needs is off (its value is then the first choice). */
  readonly enabled: boolean;
}

function defaultOf(option: RuleOption): RuleValue {
  return option.choices[0]?.value ?? false;
}

/** Whether `value` is one of the option's choices. */
export function isChoice(option: RuleOption, value: unknown): value is RuleValue {
  return option.choices.some((c) => c.value === value);
}

/** Every option's value for these wishes, in the table's order. */
export function resolveRules(
  options: readonly RuleOption[],
  wishes: RuleWishes,
): readonly ResolvedRule[] {
  const wished = (o: RuleOption): RuleValue => {
    const v = wishes[o.key];
    return isChoice(o, v) ? v : defaultOf(o);
  };
  return options.map((option) => {
    const need = option.needs ? options.find((o) => o.key === option.needs) : undefined;
    const enabled = need === undefined || wished(need) === true;
    return { option, value: enabled ? wished(option) : defaultOf(option), enabled };
  });
}

/** The record's options for these wishes: only those that differ from the preset's own. */
export function recordRules(
  options: readonly RuleOption[],
  wishes: RuleWishes,
): Record<string, RuleValue> {
  const out: Record<string, RuleValue> = {};
  for (const r of resolveRules(options, wishes))
    if (r.value !== defaultOf(r.option)) out[r.option.key] = r.value;
  return out;
}

/** The label of an option's value: "On", "Low". */
export function choiceLabel(option: RuleOption, value: RuleValue): string {
  return option.choices.find((c) => c.value === value)?.label ?? String(value);
}

/** The options changed from the preset's, in a few words: "Plunge, Sevens, Doubles low"; "None". */
export function rulesSummary(options: readonly RuleOption[], wishes: RuleWishes): string {
  const changed = resolveRules(options, wishes).filter((r) => r.value !== defaultOf(r.option));
  if (changed.length === 0) return 'None';
  return changed
    .map((r) =>
      r.value === true
        ? r.option.label
        : `${r.option.label} ${choiceLabel(r.option, r.value).toLowerCase()}`,
    )
    .join(', ');
}

/**
 * A link's text for an option: 1/0 or true/false for one that is on or off, a choice's own
 * word otherwise ("low"); null when it is neither.
 */
export function readRuleText(option: RuleOption, text: string): RuleValue | null {
  if (option.choices.some((c) => typeof c.value === 'boolean')) {
    if (text === '1' || text === 'true') return true;
    if (text === '0' || text === 'false') return false;
    return null;
  }
  return option.choices.find((c) => c.value === text)?.value ?? null;
}

/** What a link may write for an option: "1 or 0", "own_suit, high or low". */
export function ruleTexts(option: RuleOption): string {
  const words = option.choices.map((c) => (typeof c.value === 'boolean' ? '' : c.value));
  if (words.every((w) => w === '')) return '1 or 0';
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] ?? ''}`;
}
