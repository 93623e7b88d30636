import type { CONTRAST_PARTS, TreeType } from './constants/index.ts';
import type { ContrastFeature } from './explanations.ts';

/**
 * The field guide: the whole catalog as the browser keeps it, built with the app into one JSON file
 * beside a drawing file per species and part. The species pages, the /trees index, the
 * identification key, the plates and the offline practice read it; the service worker keeps it, and
 * every drawing it names, for use offline. It names species by slug: tree ids belong to a database.
 * Types only: the file is built from the catalog's validated records, so the browser parses no schema.
 */
export interface FieldGuide {
  /** A hash of the contents: a new one means a new catalog. */
  version: string;
  key: { questions: KeyQuestion[] };
  species: FieldGuideSpecies[];
}

/** A part of the tree a key question, a drawing or a description is about; `habit` is the whole tree. */
export type GuidePart = (typeof CONTRAST_PARTS)[number];

/** One question of the identification key, with the choices a person may answer it with. */
export interface KeyQuestion {
  /** Stable id, e.g. "leaf.arrangement": the key's answers and the URL use it. */
  id: string;
  part: GuidePart;
  /** The question as asked ("How are the leaves arranged on the twig?"). */
  text: string;
  /** A deciduous tree has no leaves to answer it by in winter (leaf shape, margin, autumn colour…). */
  needs_leaves: boolean;
  /** Answerable on a bare winter twig or trunk (buds, bark, twig): asked first in winter. */
  winter: boolean;
  choices: KeyChoice[];
}

export interface KeyChoice {
  /** Stable within its question, e.g. "opposite". */
  id: string;
  /** Short label ("Opposite, in pairs"). */
  label: string;
  /** One line on how to tell it, where the label alone may not do. */
  hint?: string;
}

/** A part of the tree seen close to: drawn, photographed and described. */
export type DescribedPart = 'leaf' | 'bark' | 'bud' | 'seed';
/** Every drawing: the four parts and `form`, the whole tree at a distance. */
export type DrawnPart = DescribedPart | 'form';

/** One species as the field guide holds it. */
export interface FieldGuideSpecies {
  /** The catalog file's name, and the species page's address (/trees/<slug>). */
  slug: string;
  name_sci: string;
  name_common: string;
  /** An earlier name still the familiar one, shown beside the accepted name ("syn. Sorbus aria"). */
  synonym?: string;
  /** Every earlier scientific name, familiar or not: the search finds the species by any of them. */
  synonyms: string[];
  family: string;
  genus: string;
  level: number;
  type: TreeType;
  conifer: boolean;
  fruit_tree: boolean;
  /** Each part's description, and the whole tree's at a distance (`form`), in the catalog's words. */
  descriptions: Record<DrawnPart, string>;
  /** The URL of each part's drawing (content-hashed, kept for good). */
  drawings: Record<DrawnPart, string>;
  /** One line on what to look for to know it from its look-alikes (the quiz's "look for"). */
  look_for: string;
  /** A few short bullet points from its traits: what a field guide would put first. */
  features: string[];
  /** The trees it is most often taken for, most alike first, each with what tells the two apart. */
  look_alikes: FieldGuideLookAlike[];
  /** Its answers to the key's questions: question id to the choice ids its record holds (a range may hold several). */
  key: Record<string, string[]>;
  /** Its named forms, met as often as the species or more (a copper beech, a Lombardy poplar); often none. */
  forms: FieldGuideForm[];
}

/**
 * A named form of a species: a tree of the species with a few traits of its own, known by its own
 * name (docs/catalog.md, "Named forms"). The key finds it as its species and names it.
 */
export interface FieldGuideForm {
  /** The name it is known by ("Lombardy poplar"). */
  name: string;
  /** The species' name and the cultivar, group or forma ("Populus nigra 'Italica'"). */
  name_sci: string;
  /** The species' common name as a sentence writes it: "Lombardy poplar, a form of black poplar". */
  of: string;
  /** What tells it from the species, in the catalog's words. */
  description: string;
  /** Drawings of the parts where it differs (a Lombardy poplar's whole tree), content-hashed like the species'. */
  drawings: Partial<Record<DrawnPart, string>>;
  /** Its answers to the key's questions where they differ from the species' (`key`); the species' hold for the rest. */
  key: Record<string, string[]>;
}

export interface FieldGuideLookAlike {
  slug: string;
  /** Trait differences, this species' side in `a`, most telling first. */
  features: ContrastFeature[];
  /** Sentences of either record's descriptions that set one against the other by name. */
  notes: string[];
}

/** What the offline download holds, worked out when the app is built (shown on the page that offers it). */
export interface FieldGuideDownload {
  /** URL of the field guide's JSON. */
  url: string;
  version: string;
  /** How many species it holds. */
  species: number;
  /** How many files (the guide and its drawings). */
  files: number;
  /** Their size as stored on the device. */
  bytes: number;
  /** Their size as downloaded, compressed with gzip. */
  gzip_bytes: number;
}
