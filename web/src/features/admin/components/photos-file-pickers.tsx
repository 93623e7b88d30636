import { type DragEvent, useEffect, useState } from 'react';
import styles from './photos-upload.module.css';

type PhotosFilePickersProps = {
  /** The picker's input, for the form to focus when no file is chosen. */
  inputId: string;
  describedBy: string | undefined;
  onFiles: (files: FileList | null) => void;
};

/**
 * Three ways to give photos: the drop zone (the label of a file input, so a click, a tap or the
 * keyboard opens the picker too) and, on a phone, the camera.
 */
export function PhotosFilePickers({ inputId, describedBy, onFiles }: PhotosFilePickersProps) {
  const [dragging, setDragging] = useState(false);
  const cameraId = `${inputId}-camera`;

  // A photo dropped beside the zone would make the browser open it, leaving the console and the
  // uploads in progress: outside the zone, a drop of files does nothing.
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files);
  }

  // Emptied after each choice, so that choosing the same file again (after taking it out) still counts.
  const onChange = (event: { target: HTMLInputElement }) => {
    onFiles(event.target.files);
    event.target.value = '';
  };

  return (
    <div className={styles.pickers}>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className={`visually-hidden ${styles.fileInput}`}
        onChange={onChange}
        aria-describedby={describedBy}
      />
      <label
        htmlFor={inputId}
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <span className={styles.dropAction}>Choose photos</span> <span>or drag them here</span>
      </label>
      <span className={styles.camera}>
        <input
          id={cameraId}
          type="file"
          accept="image/*"
          capture="environment"
          className={`visually-hidden ${styles.fileInput}`}
          onChange={onChange}
        />
        <label htmlFor={cameraId} className="button button-secondary">
          Take a photo
        </label>
      </span>
    </div>
  );
}
