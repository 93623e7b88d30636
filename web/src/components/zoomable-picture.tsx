import { photoSrcSets } from '@leafwise/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import styles from './zoomable-picture.module.css';

/** The frame's intrinsic size: a square, so the layout is reserved before the picture arrives. */
const FRAME = 640;
const ENLARGED_SIZES = '(min-width: 68rem) 66rem, 100vw';

type ZoomablePictureProps = {
  src: string;
  /** What the picture shows, without giving away an answer: "Leaf", "Bark of English oak". */
  alt: string;
  /** The rendered width when small, for the browser to pick a file (a `sizes` value). */
  sizes: string;
  /** Below the fold: let the browser wait until it is scrolled near. */
  lazy?: boolean;
  caption?: string;
};

/**
 * A picture that grows to the full width on a click, and back on another. Photos come as AVIF or
 * WebP at the width the layout needs; a drawing is one SVG file. The frame is a button, so Enter
 * and Space toggle it too, and Escape shrinks it. Enlarged, it spans its grid's row and carries
 * `data-enlarged`, for a container that wants to make room too.
 */
export function ZoomablePicture({ src, alt, sizes, lazy = false, caption }: ZoomablePictureProps) {
  const [enlarged, setEnlarged] = useState(false);
  const frame = useRef<HTMLButtonElement>(null);
  const srcSets = photoSrcSets(src);

  function toggle() {
    setEnlarged((was) => !was);
    // Once the layout has changed, keep the picture in view (the enlarged one may be taller than the screen).
    requestAnimationFrame(() => frame.current?.scrollIntoView({ block: 'nearest' }));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && enlarged) {
      event.stopPropagation();
      setEnlarged(false);
    }
  }

  const shownSizes = enlarged ? ENLARGED_SIZES : sizes;
  const img = (
    <img
      src={src}
      alt={alt}
      width={FRAME}
      height={FRAME}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      sizes={srcSets ? shownSizes : undefined}
    />
  );

  return (
    <figure className={`${styles.figure} ${enlarged ? styles.enlarged : ''}`} data-enlarged={enlarged || undefined}>
      <button
        ref={frame}
        type="button"
        className={styles.frame}
        aria-label={`${alt} picture, ${enlarged ? 'shrink' : 'enlarge'}`}
        onClick={toggle}
        onKeyDown={onKeyDown}
      >
        {srcSets ? (
          <picture>
            <source type="image/avif" srcSet={srcSets.avif} sizes={shownSizes} />
            <source type="image/webp" srcSet={srcSets.webp} sizes={shownSizes} />
            {img}
          </picture>
        ) : (
          img
        )}
      </button>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
