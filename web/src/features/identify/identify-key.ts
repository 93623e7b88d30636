import type { FieldGuideForm, FieldGuideSpecies, KeyQuestion } from '@leafwise/contract';

/**
 * The identification key's logic: pure functions over the field guide's questions and each
 * species' answers to them (contract/src/field-guide.ts), run in the browser at every step.
 *
 * A species stays a candidate while it agrees with every answer given. A question is offered next
 * by how well it splits what remains: the one that leaves the fewest candidates on average,
 * measured as expected remaining entropy (each candidate equally likely, and a species holding
 * several choices, as a leaf of 5 to 10 cm does, as likely to be answered with any of them).
 */

/** In leaf, or bare winter twigs: what a person can see decides which questions come first. */
export type Season = 'leaf' | 'winter';

export interface KeyAnswer {
  question: string;
  choice: string;
}

export interface KeyState {
  /** In the order given. */
  answers: readonly KeyAnswer[];
  /** Questions answered "Not sure": never offered next again, still there to answer. */
  skipped: readonly string[];
  season: Season;
}

/** What the key reads of a named form: its answers where they differ from its species'. */
export type KeyForm = Pick<FieldGuideForm, 'name' | 'key'>;

/** What the key reads of a species, and of its named forms (a Lombardy poplar, a copper beech) if it has any. */
export type KeySpecies = Pick<FieldGuideSpecies, 'slug' | 'type' | 'key'> & { forms?: readonly KeyForm[] };

export const EMPTY_STATE: KeyState = { answers: [], skipped: [], season: 'leaf' };

/** November to March, by the device's date: most broadleaves are bare. */
export const seasonOf = (date: Date): Season => (date.getMonth() >= 10 || date.getMonth() <= 2 ? 'winter' : 'leaf');

/**
 * In winter a deciduous tree has no leaves to judge, and whatever leaves a person finds (fallen
 * ones, or an evergreen's nearby) may not be its own. So in winter an answer to a question that
 * needs leaves rules out only evergreens: a bare tree is never lost to it, nor told apart by it.
 * (With "Bare in winter" answered, such questions then split nothing and drop out of the offer.)
 */
const unseen = (species: KeySpecies, question: KeyQuestion, season: Season) =>
  season === 'winter' && question.needs_leaves && species.type === 'deciduous';

/**
 * The choices a species' record holds for a question, and those its named forms hold where they
 * differ: a black poplar is irregular, and a slim column as the Lombardy poplar. With `only`, the
 * species as its record describes it (null) or that one form.
 */
export function heldChoices(species: KeySpecies, question: string, only?: KeyForm | null): readonly string[] {
  const own = species.key[question] ?? [];
  if (only !== undefined) return only?.key[question] ?? own;
  const forms = (species.forms ?? []).flatMap((form) => form.key[question] ?? []);
  return forms.length === 0 ? own : [...new Set([...own, ...forms])];
}

/** The choices a species may be answered with; every one where it cannot be judged, or holds no answer. */
function choicesOf(species: KeySpecies, question: KeyQuestion, season: Season, only?: KeyForm | null) {
  const held = heldChoices(species, question.id, only);
  if (unseen(species, question, season) || held.length === 0) return question.choices.map((choice) => choice.id);
  return held;
}

export const agrees = (species: KeySpecies, question: KeyQuestion, choice: string, season: Season): boolean =>
  choicesOf(species, question, season).includes(choice);

const questionMap = new WeakMap<readonly KeyQuestion[], Map<string, KeyQuestion>>();

/** The questions by id, worked out once per question list. */
export function questionsById(questions: readonly KeyQuestion[]): ReadonlyMap<string, KeyQuestion> {
  let map = questionMap.get(questions);
  if (!map) {
    map = new Map(questions.map((question) => [question.id, question]));
    questionMap.set(questions, map);
  }
  return map;
}

/** The answers given that a species does not agree with (answers to unknown questions are ignored). */
export function disagreements<S extends KeySpecies>(
  species: S,
  questions: readonly KeyQuestion[],
  state: KeyState,
): KeyAnswer[] {
  const byId = questionsById(questions);
  return state.answers.filter((answer) => {
    const question = byId.get(answer.question);
    return question !== undefined && !agrees(species, question, answer.choice, state.season);
  });
}

/** The species that agree with every answer. */
export const candidatesOf = <S extends KeySpecies>(
  species: readonly S[],
  questions: readonly KeyQuestion[],
  state: KeyState,
): S[] => species.filter((one) => disagreements(one, questions, state).length === 0);

export interface FittingForms<F extends KeyForm = KeyForm> {
  /** Whether the species as its record describes it fits every answer, or only its named forms do. */
  itself: boolean;
  /** Its named forms that fit every answer. */
  forms: F[];
}

/**
 * Which of a candidate's named forms fit the answers, and whether the species itself still does: a
 * tree answered as a slim column is a Lombardy poplar, "a form of black poplar", not the broad,
 * irregular black poplar its record describes.
 */
export function fittingForms<F extends KeyForm>(
  species: KeySpecies & { forms?: readonly F[] },
  questions: readonly KeyQuestion[],
  state: KeyState,
): FittingForms<F> {
  const byId = questionsById(questions);
  const fits = (only: KeyForm | null) =>
    state.answers.every((answer) => {
      const question = byId.get(answer.question);
      return question === undefined || choicesOf(species, question, state.season, only).includes(answer.choice);
    });
  const forms: readonly F[] = species.forms ?? [];
  return { itself: fits(null), forms: forms.filter(fits) };
}

export interface NearMatch<S extends KeySpecies> {
  species: S;
  /** The one answer it does not agree with. */
  answer: KeyAnswer;
  /** The choices it holds for that question instead. */
  has: readonly string[];
}

/**
 * Species that agree with every answer but one: where a doubtful answer may have sent the right
 * tree. Those failing an answer that few fail come first: undoing it would change little, so it is
 * the likelier slip (a crown judged egg-shaped, not a dome) than one that parts whole groups (an acorn).
 */
export function nearMatchesOf<S extends KeySpecies>(
  species: readonly S[],
  questions: readonly KeyQuestion[],
  state: KeyState,
): NearMatch<S>[] {
  if (state.answers.length < 2) return [];
  const near = species.flatMap((one) => {
    const [answer, ...more] = disagreements(one, questions, state);
    return answer && more.length === 0 ? [{ species: one, answer, has: heldChoices(one, answer.question) }] : [];
  });
  const failing = new Map<string, number>();
  for (const { answer } of near) failing.set(answer.question, (failing.get(answer.question) ?? 0) + 1);
  const count = (match: NearMatch<S>) => failing.get(match.answer.question) ?? 0;
  return near.toSorted((a, b) => count(a) - count(b));
}

/**
 * The items whose tree is at or below the learner's level first, the rarer ones after, each group
 * in the order it came: a Sapling learner meets the common trees before the rare look-alikes. With
 * no level (a visitor), the order is left as it is.
 */
export function atLevelFirst<T>(items: readonly T[], level: number | undefined, levelOf: (item: T) => number): T[] {
  if (level === undefined) return [...items];
  return [...items.filter((item) => levelOf(item) <= level), ...items.filter((item) => levelOf(item) > level)];
}

/**
 * Near matches in the order to show them: the trees the latest answers ruled out first (they fitted
 * best until then), so an answer that loses a tree says so at once, whatever else still fits.
 * The order nearMatchesOf gives stays within each answer.
 */
export function nearMatchesByRecency<S extends KeySpecies>(
  near: readonly NearMatch<S>[],
  state: KeyState,
): NearMatch<S>[] {
  const given = (match: NearMatch<S>) => state.answers.findIndex((answer) => answer.question === match.answer.question);
  return near.toSorted((a, b) => given(b) - given(a));
}

export interface RankedQuestion {
  question: KeyQuestion;
  /** How many candidates are likely left once it is answered. */
  expectedLeft: number;
  /** Whether any answer to it would rule a candidate out. */
  splits: boolean;
  /** Not sure, earlier. */
  skipped: boolean;
}

/**
 * Winter first asks what a bare twig shows, then the fruit that may hang on, and the leaves last:
 * but only while a bare tree remains among the candidates (an evergreen shows its leaves all year).
 */
function tier(question: KeyQuestion, season: Season, bareTrees: boolean) {
  if (season === 'leaf' || question.winter) return 0;
  return question.needs_leaves && bareTrees ? 2 : 1;
}

/** How well a question splits the candidates: the expected log2 of how many are left after it. */
function expectedEntropy(question: KeyQuestion, candidates: readonly KeySpecies[], season: Season) {
  const weight = new Map<string, number>();
  const count = new Map<string, number>();
  for (const species of candidates) {
    const choices = choicesOf(species, question, season);
    for (const choice of choices) {
      weight.set(choice, (weight.get(choice) ?? 0) + 1 / choices.length);
      count.set(choice, (count.get(choice) ?? 0) + 1);
    }
  }
  let entropy = 0;
  let left = 0;
  let splits = false;
  for (const [choice, chance] of weight) {
    const n = count.get(choice) ?? 0;
    entropy += (chance / candidates.length) * Math.log2(n);
    left += (chance / candidates.length) * n;
    if (n < candidates.length) splits = true;
  }
  return { entropy, left, splits };
}

/**
 * Every question not yet answered, best first: those that split the candidates before those that
 * cannot, in winter the season's tier first, then by the entropy they leave; skipped ones after
 * the rest that split, so "Not sure" moves on.
 */
export function rankQuestions(
  questions: readonly KeyQuestion[],
  candidates: readonly KeySpecies[],
  state: KeyState,
): RankedQuestion[] {
  const answered = new Set(state.answers.map((answer) => answer.question));
  const bareTrees = candidates.some((species) => species.type === 'deciduous');
  return questions
    .filter((question) => !answered.has(question.id))
    .map((question, order) => {
      const { entropy, left, splits } = expectedEntropy(question, candidates, state.season);
      const skipped = state.skipped.includes(question.id);
      return {
        question,
        expectedLeft: left,
        splits,
        skipped,
        entropy,
        order,
        tier: tier(question, state.season, bareTrees),
      };
    })
    .sort(
      (a, b) =>
        Number(b.splits) - Number(a.splits) ||
        Number(a.skipped) - Number(b.skipped) ||
        a.tier - b.tier ||
        a.entropy - b.entropy ||
        a.order - b.order,
    )
    .map(({ question, expectedLeft, splits, skipped }) => ({ question, expectedLeft, splits, skipped }));
}

/** The question to offer next: the best that splits what remains and was not skipped. */
export const nextQuestion = (
  questions: readonly KeyQuestion[],
  candidates: readonly KeySpecies[],
  state: KeyState,
): KeyQuestion | undefined =>
  candidates.length > 1
    ? rankQuestions(questions, candidates, state).find((ranked) => ranked.splits && !ranked.skipped)?.question
    : undefined;

/** The state with `choice` as the answer to `question` (replacing an earlier one, and any "Not sure"). */
export const withAnswer = (state: KeyState, question: string, choice: string): KeyState => ({
  ...state,
  answers: [...state.answers.filter((answer) => answer.question !== question), { question, choice }],
  skipped: state.skipped.filter((id) => id !== question),
});

/** "Not sure": the question is not offered next again. */
export const withSkipped = (state: KeyState, question: string): KeyState => ({
  ...state,
  answers: state.answers.filter((answer) => answer.question !== question),
  skipped: [...state.skipped.filter((id) => id !== question), question],
});

/** Undoes an answer or a "Not sure". */
export const withoutAnswer = (state: KeyState, question: string): KeyState => ({
  ...state,
  answers: state.answers.filter((answer) => answer.question !== question),
  skipped: state.skipped.filter((id) => id !== question),
});
