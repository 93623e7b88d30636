import type { ComponentType } from 'react';
import type { StudyCardProps } from './admin-page.tsx';

export function PhotosSection({ StudyCard: _StudyCard }: { StudyCard: ComponentType<StudyCardProps> }) {
  return <p>To be built.</p>;
}
