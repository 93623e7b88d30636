import { drawingUrl, photoSrcSets } from '@leafwise/contract/constants';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from './zoomable-picture.module.css';

/** The frame's intrinsic size: a square, so the layout is reserved before the picture arrives. */
const FRAME = 640;
/** Enlarged, the picture fills the screen's shorter side. */
const ENLARGED_SIZES = '(orientation: landscape) 100vh, 100vw';

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
 * A picture that opens full-screen on a click, over the page, and closes on another click or tap,
 * or Escape; focus then goes back to the small picture. Growing in place pushed a question's
 * options off a phone's screen. Photos come as AVIF or WebP at the width the layout needs; a
 * drawing is one SVG file, and enlarged it is drawn again at high detail (the same specimen with
 * its margins, hairs, bud scales and lenticels), so enlarging shows more, not just bigger.
 */
export function ZoomablePicture({ src, alt, sizes, lazy = false, caption }: ZoomablePictureProps) {
  const [enlarged, setEnlarged] = useState(false);
  const frame = useRef<HTMLButtonElement>(null);

  function shrink() {
    setEnlarged(false);
    frame.current?.focus();
  }

  return (
    <figure className={styles.figure}>
      <button
        ref={frame}
        type="button"
        className={styles.frame}
        aria-label={`${alt} picture, enlarge`}
        aria-haspopup="dialog"
        onClick={() => setEnlarged(true)}
      >
        <Picture src={src} alt={alt} sizes={sizes} lazy={lazy} />
      </button>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      {enlarged ? <EnlargedPicture src={src} alt={alt} caption={caption} onClose={shrink} /> : null}
    </figure>
  );
}

type EnlargedPictureProps = { src: string; alt: string; caption?: string; onClose: () => void };

/**
 * The modal view: a native <dialog> opened with showModal(), so the page behind is inert and
 * Escape closes it. A click anywhere on it closes it too, "clicking again" as the home page says.
 */
function EnlargedPicture({ src, alt, caption, onClose }: EnlargedPictureProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    // showModal() moves focus to the shrink button, the dialog's only control.
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Keys pressed here belong to the picture: a quiz behind it must not take 1-4 as an answer.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Tab') event.stopPropagation();
  }

  // Closed and forgotten at once: the dialog's close event comes a moment later, and a key pressed
  // on the small picture in between (Enter to open it again) would be undone by it.
  function close() {
    dialog.current?.close();
    onClose();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.overlay}
      aria-label={`${alt}, enlarged`}
      // Only a real close: StrictMode's second effect run closes and reopens it, and that close comes later.
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      onClick={close}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <button type="button" className={styles.shrink} aria-label={`${alt} picture, shrink`}>
        <Picture src={drawingUrl(src, { detail: 'high' })} alt={alt} sizes={ENLARGED_SIZES} />
      </button>
      <p className={styles.hint} aria-hidden="true">
        {caption ? `${caption} · ` : ''}Click, tap or press Escape to close
      </p>
    </dialog>
  );
}

export type PictureProps = { src: string; alt: string; sizes: string; lazy?: boolean };

/** A drawing as its one SVG file; a photo as AVIF or WebP at the width `sizes` asks for. */
export function Picture({ src, alt, sizes, lazy = false }: PictureProps) {
  const srcSets = photoSrcSets(src);
  const img = (
    <img
      src={src}
      alt={alt}
      width={FRAME}
      height={FRAME}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      sizes={srcSets ? sizes : undefined}
    />
  );
  if (!srcSets) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
