import {
  type AdminPhoto,
  AdminPhotoSchema,
  type AdminSpecies,
  AdminSpeciesPhotosResponseSchema,
  AdminSpeciesResponseSchema,
  CommonsImportResponseSchema,
} from '@leafwise/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OAK } from '../../../test/quiz-fixtures.ts';
import { answerRequests, held, renderPage, type SentRequest } from '../../../test/render.tsx';
import { PhotosSection } from './photos-section.tsx';

/**
 * The owner's console, Photos (/admin/photos?species=…): the upload form for the species chosen,
 * the files picked or dropped, and each upload's progress and fate. Reads go through fetch; an
 * upload goes through XMLHttpRequest (for its progress), stood in for here by FakeUpload.
 */

const oakSpecies: AdminSpecies = {
  tree_id: 1,
  slug: 'quercus-robur',
  name_common: 'English oak',
  name_sci: 'Quercus robur',
  photos: { leaf: 2, bark: 0, bud: 1, seed: 0 },
};
const SPECIES = AdminSpeciesResponseSchema.parse({
  species: [
    oakSpecies,
    {
      tree_id: 3,
      slug: 'fagus-sylvatica',
      name_common: 'Beech',
      name_sci: 'Fagus sylvatica',
      photos: { leaf: 1, bark: 1, bud: 1, seed: 1 },
    },
  ],
});

const photo = (photo_id: number, slot: AdminPhoto['slot']): AdminPhoto =>
  AdminPhotoSchema.parse({
    photo_id,
    slot,
    author: 'Ann Arbor',
    licence: 'CC BY 4.0',
    licence_url: 'https://creativecommons.org/licenses/by/4.0/',
    source_url: 'https://example.org/oak',
    width: 1280,
    height: 960,
    url: `/media/photos/${photo_id}-1280.webp`,
    thumbnail_url: `/media/photos/${photo_id}-320.webp`,
    added_at: '2026-05-01T09:00:00.000Z',
  });

const PHOTOS_PATH = '/api/admin/species/quercus-robur/photos';

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

function serve({ species = (): Reply => ({ body: SPECIES }), photos = (): Reply => ({ body: oakPhotos([]) }) } = {}) {
  return answerRequests(({ path }) => {
    if (path === '/api/admin/species') return species();
    if (path === PHOTOS_PATH) return photos();
    if (path === '/api/admin/imports/latest')
      return { body: CommonsImportResponseSchema.parse({ import: null, configured: false }) };
    return undefined;
  });
}

const oakPhotos = (photos: AdminPhoto[]) =>
  AdminSpeciesPhotosResponseSchema.parse({ species: oakSpecies, tree: OAK, photos });

/** One upload as the page sent it, answered when the test says. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  form = new FormData();

  open(method: string, url: string) {
    this.url = `${method} ${url}`;
  }
  send(form: FormData) {
    this.form = form;
    FakeUpload.sent.push(this);
  }
  /** The fields sent, and the file's name. */
  fields() {
    const fields = Object.fromEntries(
      [...this.form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    );
    return fields;
  }
  async progress(share: number) {
    await act(async () => this.upload.onprogress?.({ lengthComputable: true, loaded: share * 1000, total: 1000 }));
  }
  async answer(status: number, body: unknown) {
    await act(async () => {
      this.upload.onload?.();
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

const openConsole = (slug: string | null = 'quercus-robur') =>
  renderPage(<PhotosSection StudyCard={() => null} />, {
    route: slug ? `/admin/photos?species=${slug}` : '/admin/photos',
  });

const form = () => within(screen.getByRole('form', { name: /^Add photos of/ }));
const field = (label: string) => form().getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const jpeg = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg', lastModified: 1 });

/** Author, licence and source as the owner gives them: pasted, as a credit usually is. */
async function fillCredit(user: ReturnType<typeof openConsole>['user'], source = 'https://example.org/oak') {
  await user.click(field('Author'));
  await user.paste('Ann Arbor');
  await user.selectOptions(field('Licence'), 'CC BY 4.0');
  await user.click(field('Source (web address)'));
  await user.paste(source);
}

const photoReads = (sent: SentRequest[]) => sent.filter((request) => request.path === PHOTOS_PATH).length;

describe('the console’s photo upload', () => {
  it('says the species are loading, then shows the form for the species chosen', async () => {
    const reply = held<{ body: unknown }>();
    serve({ species: () => reply.promise });
    openConsole();
    expect(screen.getByText('Loading the species…')).toBeTruthy();
    reply.release({ body: SPECIES });
    expect(await screen.findByRole('form', { name: 'Add photos of English oak' })).toBeTruthy();
    // The part starts at the species' first gap; each says how many photos it has.
    const part = field('Part of the tree') as HTMLSelectElement;
    expect(part.value).toBe('bark');
    expect([...part.options].map((option) => option.textContent)).toEqual([
      'Leaf (2 photos)',
      'Bark (no photo yet)',
      'Buds (1 photo)',
      'Seed (no photo yet)',
    ]);
    expect(await screen.findByText('No photos of this species yet.')).toBeTruthy();
  });

  it('says when the species cannot be loaded, and loads them on Try again', async () => {
    let failures = 1;
    serve({ species: () => (failures-- > 0 ? { status: 503 } : { body: SPECIES }) });
    const { user } = openConsole();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The species could not be loaded: please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Add photos of English oak' })).toBeTruthy();
  });

  it('opens the form of a species chosen from the list', async () => {
    serve({ photos: () => ({ body: oakPhotos([photo(7, 'leaf')]) }) });
    const { user } = openConsole(null);
    expect(await screen.findByText('Choose a species to see its photos and add more.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /^English oak/ }));
    expect(await screen.findByRole('form', { name: 'Add photos of English oak' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/admin/photos?species=quercus-robur');
  });

  it('says what is missing before sending anything, and goes to the first field to fix', async () => {
    serve();
    const { user } = openConsole();
    await screen.findByRole('form', { name: 'Add photos of English oak' });
    await user.click(form().getByRole('button', { name: 'Upload' }));
    expect(field('Author').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'Author', description: 'Please enter who took the photo.' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('combobox', {
        name: 'Licence',
        description: 'Please choose the licence the photo is published under.',
      }),
    ).toBeTruthy();
    expect(form().getByText('Please enter the web address where the photo is published.')).toBeTruthy();
    expect(form().getByText('Please choose one or more photos first.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Author'));
    expect(FakeUpload.sent).toHaveLength(0);
    // Typing clears that field's problem.
    await user.type(field('Author'), 'A');
    expect(field('Author').getAttribute('aria-invalid')).toBe('false');
  });

  it('asks for a web address as the source', async () => {
    serve();
    const { user } = openConsole();
    await screen.findByRole('form', { name: 'Add photos of English oak' });
    await fillCredit(user, 'my own garden');
    await user.upload(field('Choose photos or drag them here') as HTMLInputElement, jpeg('oak.jpg'));
    await user.click(form().getByRole('button', { name: 'Upload' }));
    expect(form().getByText('Please enter a web address starting with https://.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Source (web address)'));
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('lists the photos picked, each to take out again, and says why one is refused', async () => {
    serve();
    const { user } = openConsole();
    await screen.findByRole('form', { name: 'Add photos of English oak' });
    const picker = field('Choose photos or drag them here') as HTMLInputElement;
    await user.upload(picker, [jpeg('leaf.jpg', 3 * 1024 * 1024), jpeg('bark.jpg'), jpeg('empty.jpg', 0)]);
    const chosen = within(screen.getByRole('list', { name: 'Photos to upload' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'leaf.jpg3.0 MBRemove from list',
      'bark.jpg2 KBRemove from list',
    ]);
    expect(
      screen.getByText('empty.jpg is empty: choose it again, or another photo.').closest('[role="status"]'),
    ).not.toBeNull();
    // The same file again is not listed twice.
    await user.upload(picker, jpeg('bark.jpg'));
    expect(chosen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(chosen.getByRole('button', { name: 'Remove leaf.jpg from the list' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bark.jpg2 KBRemove from list']);
  });

  it('takes photos dragged onto the drop zone, and refuses a file that is not a photo', async () => {
    serve();
    openConsole();
    await screen.findByRole('form', { name: 'Add photos of English oak' });
    const zone = screen.getByText('Choose photos').closest('label') as HTMLElement;
    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('twig.jpg'), notes], types: ['Files'] } });
    expect(within(screen.getByRole('list', { name: 'Photos to upload' })).getByText('twig.jpg')).toBeTruthy();
    expect(screen.getByText('notes.txt is not a photo: choose a JPEG, PNG, WebP, HEIC or TIFF image.')).toBeTruthy();
  });

  it('uploads with the credit, shows its progress, then the photo added and the list read again', async () => {
    const sent = serve();
    const { user } = openConsole();
    await screen.findByText('No photos of this species yet.');
    await fillCredit(user);
    await user.selectOptions(field('Part of the tree'), 'bud');
    await user.upload(field('Choose photos or drag them here') as HTMLInputElement, jpeg('oak-bud.jpg'));
    await user.click(form().getByRole('button', { name: 'Upload' }));

    expect(screen.getByText('One photo of the buds of English oak went to the uploads below.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Photos to upload' })).toBeNull();
    const [upload] = FakeUpload.sent;
    if (!upload) throw new Error('Nothing was uploaded');
    expect(upload.url).toBe('POST /api/admin/photos');
    expect(upload.fields()).toEqual({
      species: 'quercus-robur',
      slot: 'bud',
      author: 'Ann Arbor',
      licence: 'CC BY 4.0',
      source: 'https://example.org/oak',
      file: 'oak-bud.jpg',
    });

    const uploads = within(screen.getByRole('region', { name: 'Uploads' }));
    await upload.progress(0.4);
    expect(uploads.getByText('Uploading 40 %')).toBeTruthy();
    expect((uploads.getByRole('progressbar', { name: 'Uploading oak-bud.jpg' }) as HTMLProgressElement).value).toBe(40);
    expect(uploads.getByText('1 to go.')).toBeTruthy();
    const readsBefore = photoReads(sent);
    await upload.answer(201, { photo: photo(42, 'bud') });
    expect(uploads.getByText('Added as photo 42')).toBeTruthy();
    expect(uploads.getByText('1 added.')).toBeTruthy();
    expect(uploads.queryByRole('progressbar')).toBeNull();
    await expect.poll(() => photoReads(sent)).toBeGreaterThan(readsBefore);
    // The credit stays for the next photos; so does the part.
    expect(field('Author').value).toBe('Ann Arbor');
    expect(field('Part of the tree').value).toBe('bud');
  });

  it('keeps a failed upload with the server’s reason, to try again or take out', async () => {
    serve();
    const { user } = openConsole();
    await screen.findByRole('form', { name: 'Add photos of English oak' });
    await fillCredit(user);
    await user.upload(field('Choose photos or drag them here') as HTMLInputElement, jpeg('oak.jpg'));
    await user.click(form().getByRole('button', { name: 'Upload' }));
    await FakeUpload.sent[0]?.answer(413, '');
    const uploads = within(screen.getByRole('region', { name: 'Uploads' }));
    expect(uploads.getByText('Failed: The file is larger than the server accepts (25 MB at most).')).toBeTruthy();
    expect(uploads.getByText('1 failed.')).toBeTruthy();

    await user.click(uploads.getByRole('button', { name: 'Try again to upload oak.jpg' }));
    expect(FakeUpload.sent).toHaveLength(2);
    expect(FakeUpload.sent[1]?.fields()).toEqual(FakeUpload.sent[0]?.fields());
    await FakeUpload.sent[1]?.answer(400, { msg: 'This photo is too small: 200 × 150 pixels; at least 640 wide.' });
    expect(uploads.getByText('Failed: This photo is too small: 200 × 150 pixels; at least 640 wide.')).toBeTruthy();
    await user.click(uploads.getByRole('button', { name: 'Remove oak.jpg from the list' }));
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });

  it('remembers the credit for the next visit', async () => {
    serve();
    const first = openConsole();
    await screen.findByRole('form', { name: 'Add photos of English oak' });
    await fillCredit(first.user);
    await first.user.upload(field('Choose photos or drag them here') as HTMLInputElement, jpeg('oak.jpg'));
    await first.user.click(form().getByRole('button', { name: 'Upload' }));
    first.unmount();

    openConsole();
    await screen.findByRole('form', { name: 'Add photos of English oak' });
    expect(field('Author').value).toBe('Ann Arbor');
    expect(field('Licence').value).toBe('CC BY 4.0');
    expect(field('Source (web address)').value).toBe('https://example.org/oak');
  });
});
