import type { KeyQuestion } from '@leafwise/contract';
import { type KeyAnswer, type KeyState, questionsById, type Season } from './identify-key.ts';

// In the URL, so a reload or a shared link keeps the answers:
// /identify?leaf.kind=broad&bark.texture=smooth&unsure=bud.colour&season=winter
const UNSURE = 'unsure';
const SEASON = 'season';

/** The key's state in a search, keeping only answers a question offers (the URL can be edited). */
export function stateFromSearch(search: URLSearchParams, questions: readonly KeyQuestion[], season: Season): KeyState {
  const byId = questionsById(questions);
  const answers: KeyAnswer[] = [];
  for (const [question, choice] of search) {
    const known = byId.get(question)?.choices.some((offered) => offered.id === choice);
    if (known && !answers.some((answer) => answer.question === question)) answers.push({ question, choice });
  }
  const skipped = [...new Set(search.getAll(UNSURE))].filter(
    (id) => byId.has(id) && !answers.some((answer) => answer.question === id),
  );
  const chosen = search.get(SEASON);
  return { answers, skipped, season: chosen === 'winter' || chosen === 'leaf' ? chosen : season };
}

/** The search for a state; the season only where it is not the one the device's date gives. */
export function searchOfState(state: KeyState, deviceSeason: Season): URLSearchParams {
  const search = new URLSearchParams(state.answers.map((answer) => [answer.question, answer.choice]));
  for (const id of state.skipped) search.append(UNSURE, id);
  if (state.season !== deviceSeason) search.set(SEASON, state.season);
  return search;
}
