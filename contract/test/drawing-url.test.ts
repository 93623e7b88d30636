import { describe, expect, it } from 'vitest';
import { drawingUrl, isDrawingUrl } from '../src/constants/pictures.ts';

describe('drawingUrl', () => {
  it('asks a public drawing for another specimen, at high detail, or both', () => {
    const url = '/api/illustrations/12/leaf.svg?v=abc';
    expect(drawingUrl(url, { specimen: 3 })).toBe(`${url}&n=3`);
    expect(drawingUrl(url, { detail: 'high' })).toBe(`${url}&detail=high`);
    expect(drawingUrl(url, { specimen: 5, detail: 'high' })).toBe(`${url}&n=5&detail=high`);
  });

  it('leaves the first specimen at normal detail as the URL the API gave, so it is one cached file', () => {
    const url = '/api/illustrations/12/form.svg?v=abc';
    expect(drawingUrl(url, {})).toBe(url);
    expect(drawingUrl(url, { specimen: 0, detail: 'normal' })).toBe(url);
  });

  it("starts the query of a quiz drawing's URL, which has none", () => {
    expect(drawingUrl('/api/quizzes/q/questions/0/bud.svg', { detail: 'high' })).toBe(
      '/api/quizzes/q/questions/0/bud.svg?detail=high',
    );
  });

  it('leaves a photo alone: photos have no specimens or detail levels', () => {
    const photo = '/media/0123456789abcdef0123456789abcdef-1280.webp';
    expect(isDrawingUrl(photo)).toBe(false);
    expect(drawingUrl(photo, { specimen: 2, detail: 'high' })).toBe(photo);
    expect(drawingUrl('/api/quizzes/q/questions/0/leaf-1280.webp', { detail: 'high' })).toBe(
      '/api/quizzes/q/questions/0/leaf-1280.webp',
    );
  });
});
