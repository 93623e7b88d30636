import styles from './photos-upload.module.css';

type PhotosChosenFilesProps = {
  files: readonly File[];
  /** Why files were not taken, one sentence each. */
  refused: readonly string[];
  onRemove: (file: File) => void;
};

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The files picked for the next upload, each to take out again, and those refused at once and why. */
export function PhotosChosenFiles({ files, refused, onRemove }: PhotosChosenFilesProps) {
  return (
    <>
      {files.length > 0 ? (
        <ul className={styles.chosen} aria-label="Photos to upload">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.chosenFile}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{size(file.size)}</span>
              <button
                type="button"
                className={styles.textButton}
                onClick={() => onRemove(file)}
                aria-label={`Remove ${file.name} from the list`}
              >
                Remove from list
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status">
        {refused.length > 0 ? (
          <ul className={styles.refused}>
            {refused.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
