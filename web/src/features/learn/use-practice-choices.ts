import { NAME_CHOICES, SLOT_CHOICES } from '@leafwise/contract/constants';
import { useCallback, useState } from 'react';
import { DEFAULT_PRACTICE, type PracticeChoices } from '../../components/practice-options.tsx';

const KEY = 'leafwise.practiceChoices';

/** The choices kept in this browser, each only if it is one the form offers (storage can be edited). */
function stored(): PracticeChoices {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    const fields = typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
    return {
      names: NAME_CHOICES.find((choice) => choice === fields.names) ?? DEFAULT_PRACTICE.names,
      slots: SLOT_CHOICES.find((choice) => choice === fields.slots) ?? DEFAULT_PRACTICE.slots,
    };
  } catch {
    return DEFAULT_PRACTICE;
  }
}

/**
 * The ways to practise a learner chose in a unit (Latin names, one picture), remembered in this
 * browser: every unit's practice and checkpoint start with them, also from the buttons that start
 * one straight away (the last study card, an end screen), until changed.
 */
export function usePracticeChoices() {
  const [choices, setChoices] = useState(stored);
  const choose = useCallback((next: PracticeChoices) => {
    setChoices(next);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage refused (a private window): the choice still holds for this visit.
    }
  }, []);
  return [choices, choose] as const;
}
