import type { Progress } from '@leafwise/contract';
import { LEVELS } from '@leafwise/contract/constants';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './accuracy-chart.module.css';

type Accuracy = Progress['accuracy'];

// Drawn at the width of its box, so its 13 px labels stay 13 px on a phone instead of shrinking
// with a fixed picture; 640 until the box has been measured.
const FIRST_WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 36, left: 44 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

// Each level has its colour and its own marker, so the lines differ without colour too.
const SERIES = [
  { level: 1, className: styles.sapling, marker: 'circle' },
  { level: 2, className: styles.veteran, marker: 'square' },
  { level: 3, className: styles.ancient, marker: 'diamond' },
] as const;

const dateLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatStart = (start: string) => dateLabel.format(new Date(`${start}T00:00:00Z`));
const percent = (right: number, wrong: number) => Math.round((100 * right) / (right + wrong));
const levelName = (level: number) => LEVELS.find((known) => known.value === level)?.name ?? `Level ${level}`;

function Marker({ shape, x, y }: { shape: (typeof SERIES)[number]['marker']; x: number; y: number }) {
  if (shape === 'circle') return <circle cx={x} cy={y} r={5} />;
  if (shape === 'square') return <rect x={x - 4.5} y={y - 4.5} width={9} height={9} />;
  return <path d={`M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z`} />;
}

/** The width of the element `ref` is put on, kept up to date as it changes. */
function useWidth<T extends Element>(first: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(first);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Share of right answers per level over time, drawn as an SVG line chart. The same figures are in
 * a table below it, for screen readers and for anyone who prefers numbers.
 */
export function AccuracyChart({ accuracy }: { accuracy: Accuracy }) {
  const id = useId();
  const [figure, width] = useWidth<HTMLElement>(FIRST_WIDTH);
  const plotWidth = width - PAD.left - PAD.right;
  const starts = [...new Set(accuracy.points.map((point) => point.start))].sort();
  const x = (start: string) =>
    PAD.left + (starts.length === 1 ? plotWidth / 2 : (plotWidth * starts.indexOf(start)) / (starts.length - 1));
  const y = (value: number) => PAD.top + PLOT_H * (1 - value / 100);
  const period = accuracy.period === 'day' ? 'Day' : 'Week starting';
  const series = SERIES.map((entry) => ({
    ...entry,
    points: accuracy.points
      .filter((point) => point.level === entry.level)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((point) => ({ ...point, value: percent(point.right, point.wrong) })),
  })).filter((entry) => entry.points.length > 0);

  return (
    <figure ref={figure} className={styles.figure}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className={styles.chart}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-table`}
      >
        <title>Right answers per level, by {accuracy.period}</title>
        {[0, 50, 100].map((tick) => (
          <g key={tick} className={styles.grid}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
              {tick}%
            </text>
          </g>
        ))}
        {starts.length > 0
          ? [...new Set([starts[0] as string, starts[starts.length - 1] as string])].map((start) => (
              <text key={start} className={styles.axisLabel} x={x(start)} y={HEIGHT - 10} textAnchor="middle">
                {formatStart(start)}
              </text>
            ))
          : null}
        {series.map((entry) => (
          <g key={entry.level} className={entry.className}>
            <polyline
              fill="none"
              points={entry.points.map((point) => `${x(point.start)},${y(point.value)}`).join(' ')}
            />
            {entry.points.map((point) => (
              <Marker key={point.start} shape={entry.marker} x={x(point.start)} y={y(point.value)} />
            ))}
          </g>
        ))}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((entry) => (
          <li key={entry.level} className={entry.className}>
            <svg viewBox="-8 -8 16 16" width="16" height="16" aria-hidden="true">
              <Marker shape={entry.marker} x={0} y={0} />
            </svg>
            {levelName(entry.level)}
          </li>
        ))}
      </ul>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        Right answers per level, by {accuracy.period}
        {starts.length === 1 ? `: one ${accuracy.period} so far, the lines grow as you practise on others` : ''}
      </figcaption>
      <details className={styles.details}>
        <summary>Show the figures as a table</summary>
        <table id={`${id}-table`} className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{period}</th>
              <th scope="col">Level</th>
              <th scope="col">Right</th>
              <th scope="col">Answers</th>
              <th scope="col">Accuracy</th>
            </tr>
          </thead>
          <tbody>
            {accuracy.points.map((point) => (
              <tr key={`${point.start}-${point.level}`}>
                <td>{formatStart(point.start)}</td>
                <td>{levelName(point.level)}</td>
                <td>{point.right}</td>
                <td>{point.right + point.wrong}</td>
                <td>{percent(point.right, point.wrong)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
