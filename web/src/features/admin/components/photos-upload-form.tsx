import type { AdminSpecies, PhotoUploadFields, PictureSlot } from '@leafwise/contract';
import { LICENCES, PICTURE_SLOTS } from '@leafwise/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { firstEmptySlot } from '../species-photos.ts';
import {
  detailsProblems,
  readUploadDetails,
  rememberUploadDetails,
  type UploadDetails,
  type UploadDetailsProblems,
} from '../upload-details.ts';
import { fileProblem } from '../upload-queue.ts';
import { PhotosChosenFiles } from './photos-chosen-files.tsx';
import { PhotosFilePickers } from './photos-file-pickers.tsx';
import styles from './photos-upload.module.css';

type PhotosUploadFormProps = {
  species: AdminSpecies;
  onUpload: (files: File[], fields: PhotoUploadFields) => void;
};

type Problems = UploadDetailsProblems & { files?: string };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const countWords = (count: number) => (count === 0 ? 'no photo yet' : `${count} photo${count === 1 ? '' : 's'}`);

/**
 * The credit (remembered from the last upload), the part, and the files: picked, dropped, or taken
 * with the phone's camera. Checked here in words first; the server still decides on each file.
 * Nothing typed is cleared by an upload, only the files handed over to the list below.
 */
export function PhotosUploadForm({ species, onUpload }: PhotosUploadFormProps) {
  const id = useId();
  const [details, setDetails] = useState<UploadDetails>(() => readUploadDetails());
  // The part chosen for this species; another species starts at its own first gap.
  const [slotChoice, setSlotChoice] = useState<{ slug: string; slot: PictureSlot } | null>(null);
  const slot = slotChoice?.slug === species.slug ? slotChoice.slot : firstEmptySlot(species.photos);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [queued, setQueued] = useState('');

  function take(list: FileList | null) {
    const given = Array.from(list ?? []);
    const fit = given.filter((file) => !fileProblem(file) && !files.some((kept) => sameFile(kept, file)));
    setRefused(given.flatMap((file) => fileProblem(file) ?? []));
    setFiles([...files, ...fit]);
    if (fit.length) setProblems(({ files: _, ...rest }) => rest);
    setQueued('');
  }

  function edit(field: keyof UploadDetails, value: string) {
    setDetails((now) => ({ ...now, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = detailsProblems(details);
    if (files.length === 0) found.files = 'Please choose one or more photos first.';
    setProblems(found);
    const first = (['author', 'licence', 'source', 'files'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const { author, licence, source } = details;
    if (!licence) return;
    onUpload(files, { species: species.slug, slot, author: author.trim(), licence, source: source.trim() });
    rememberUploadDetails(details);
    // The part stays as it is for the next files, even once the counts say it has a photo now.
    setSlotChoice({ slug: species.slug, slot });
    setQueued(
      `${files.length === 1 ? 'One photo' : `${files.length} photos`} of the ${SLOT_LABELS[slot].toLowerCase()} of ${species.name_common} went to the uploads below.`,
    );
    setFiles([]);
    setRefused([]);
  }

  const describedBy = (field: keyof Problems) => (problems[field] ? `${id}-${field}-problem` : undefined);
  const problem = (field: keyof Problems) =>
    problems[field] ? (
      <p id={`${id}-${field}-problem`} className={styles.problem}>
        {problems[field]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.formTitle}>
        Add photos of {species.name_common}
      </h4>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-slot`}>Part of the tree</label>
          <select
            id={`${id}-slot`}
            className="text-input"
            value={slot}
            onChange={(event) => setSlotChoice({ slug: species.slug, slot: event.target.value as PictureSlot })}
          >
            {PICTURE_SLOTS.map((entry) => (
              <option key={entry} value={entry}>
                {SLOT_LABELS[entry]} ({countWords(species.photos[entry])})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-author`}>Author</label>
          <input
            id={`${id}-author`}
            className="text-input"
            value={details.author}
            onChange={(event) => edit('author', event.target.value)}
            aria-invalid={Boolean(problems.author)}
            aria-describedby={describedBy('author')}
            autoComplete="off"
          />
          {problem('author')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-licence`}>Licence</label>
          <select
            id={`${id}-licence`}
            className="text-input"
            value={details.licence}
            onChange={(event) => edit('licence', event.target.value)}
            aria-invalid={Boolean(problems.licence)}
            aria-describedby={describedBy('licence')}
          >
            <option value="">Choose a licence</option>
            {LICENCES.map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {problem('licence')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-source`}>Source (web address)</label>
          <input
            id={`${id}-source`}
            type="url"
            inputMode="url"
            className="text-input"
            placeholder="https://"
            value={details.source}
            onChange={(event) => edit('source', event.target.value)}
            aria-invalid={Boolean(problems.source)}
            aria-describedby={describedBy('source')}
            autoComplete="off"
          />
          {problem('source')}
        </div>
      </div>
      <PhotosFilePickers inputId={`${id}-files`} describedBy={describedBy('files')} onFiles={take} />
      {problem('files')}
      <PhotosChosenFiles
        files={files}
        refused={refused}
        onRemove={(file) => setFiles(files.filter((kept) => kept !== file))}
      />
      <div className={styles.submitRow}>
        <button type="submit" className="button">
          Upload
        </button>
        <p role="status" className={styles.queued}>
          {queued}
        </p>
      </div>
    </form>
  );
}
