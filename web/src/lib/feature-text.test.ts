import { describe, expect, it } from 'vitest';
import { featureText } from './feature-text.ts';

describe('featureText', () => {
  it('joins trait phrases into one sentence', () => {
    expect(featureText(['simple, oval leaves', 'a fleshy fruit with one stone', 'flaky black bark'])).toBe(
      'Simple, oval leaves, a fleshy fruit with one stone, flaky black bark.',
    );
  });

  it("keeps a record's own sentences whole, after the phrases", () => {
    expect(featureText(['smooth bark', 'The long stalk is the surest way to tell it.'])).toBe(
      'Smooth bark. The long stalk is the surest way to tell it.',
    );
    expect(featureText(['Its acorns sit on the twig.'])).toBe('Its acorns sit on the twig.');
  });

  it('says nothing of nothing', () => {
    expect(featureText([])).toBe('');
  });
});
