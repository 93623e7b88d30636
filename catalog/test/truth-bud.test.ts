import { describe, expect, it } from 'vitest';
import { type BudPlan, planBuds } from '../src/illustrate/bud/index.ts';
import type { NeedlePlan } from '../src/illustrate/bud/needle-plan.ts';
import { type PlannedShoot, stanceDegrees } from '../src/illustrate/bud/plan.ts';
import { PUBLIC_SPECIMENS } from '../src/illustrate/index.ts';
import { seeded } from '../src/illustrate/random.ts';
import { type CatalogEntry, loadCatalog } from '../src/load.ts';

/**
 * The winter-twig drawing tells the truth: every drawable claim a record's bud
 * description makes is read from its words, and the record's traits and the plan each specimen
 * is drawn from (planBuds) must both agree with it.
 */
const catalog = loadCatalog();

/** Last words of every common name ("oak", "hornbeam", "horse chestnut"'s "chestnut"), to spot a clause about another tree. */
const treeWords = new Set(catalog.flatMap((e) => [e.name_common.toLowerCase().split(/\s+/).at(-1) ?? '']));
const treeNames = catalog.map((e) => e.name_common.toLowerCase());

/**
 * The part of a bud description about the tree itself: its clauses, cut at comparisons ("rather
 * than the black buds of common ash"), without later clauses that name another tree
 * ("Hornbeam buds are shorter and pressed close to the twig").
 */
function ownWords(e: CatalogEntry): string {
  const own = e.name_common.toLowerCase().split(/\s+/).at(-1);
  const clauses = e.descriptions.bud.split(/(?<=[.;])\s+/);
  return clauses
    .map((clause) => clause.split(/\b(?:rather than|unlike|than the|compared with|whose buds)\b/i)[0] ?? '')
    .filter((clause, i) => {
      if (i === 0) return true;
      const words = clause.toLowerCase().match(/[a-z]+/g) ?? [];
      const names = treeNames.filter((name) => name !== e.name_common.toLowerCase() && name.includes(' '));
      if (names.some((name) => clause.toLowerCase().includes(name)) || /\bcommon \w+/i.test(clause)) return false;
      return !words.some((w) => w !== own && (treeWords.has(w) || treeWords.has(w.replace(/s$/, ''))));
    })
    .join(' ');
}

type Claim = {
  claim: string;
  /** Whether the description makes the claim. */
  says: RegExp;
  /** Whether the record's traits and a specimen's plan agree; a string says how they do not. */
  check: (entry: CatalogEntry, plan: BudPlan) => string | undefined;
};

const fail = (ok: boolean, why: string) => (ok ? undefined : why);
const bud = (e: CatalogEntry) => e.traits.bud;
const hairs = (e: CatalogEntry) =>
  bud(e).surface.some((s) => ['downy', 'woolly', 'hair-tipped', 'fringed'].includes(s));
/** Every side shoot and branchlet of a budless scale-leaved shoot. */
const shootsOf = (shoots: PlannedShoot[]): PlannedShoot[] => shoots.flatMap((s) => [s, ...shootsOf(s.shoots)]);
const coneTips = (plan: BudPlan) => shootsOf(plan.shoots).filter((s) => s.cone).length;
const tipBuds = (plan: BudPlan) => plan.buds.filter((b) => b.at >= plan.twig.length * 0.8 && b.role !== 'spur');

const CLAIMS: Claim[] = [
  {
    claim: 'no winter buds are formed',
    says: /\bno (?:proper |distinct |scaly )?(?:winter )?buds\b|\bno scaly winter buds are formed\b|\bthere are no (?:distinct |scaly )?winter buds\b/i,
    check: (e, plan) =>
      fail(bud(e).scales === 'none' && bud(e).shape === 'naked', `scales ${bud(e).scales}, shape ${bud(e).shape}`) ??
      fail(!bud(e).formed || e.slug === 'eucalyptus-gunnii', 'formed is true') ??
      fail(bud(e).formed || plan.buds.length === 0, `${plan.buds.length} buds drawn`),
  },
  {
    claim: 'male cones at the shoot tips',
    says: /\bmale cones\b/i,
    check: (e, plan) =>
      fail(bud(e).twig.features.includes('male-cones'), 'features lack male-cones') ??
      fail(coneTips(plan) >= 3, `${coneTips(plan)} shoot tips with a cone`),
  },
  {
    claim: 'naked buds',
    says: /\bnaked\b/i,
    check: (e) => fail(bud(e).scales === 'none', `scales ${bud(e).scales}`),
  },
  {
    claim: 'a single cap-like scale',
    says: /\bsingle (?:cap-like )?scale\b/i,
    check: (e, plan) => fail(bud(e).scales === 'one' && plan.scales === 'one', `scales ${bud(e).scales}`),
  },
  {
    claim: 'two or three scales',
    says: /\btwo or three (?:visible )?scales\b|\btwo smooth\b/i,
    check: (e) => fail(bud(e).scales === 'two-three', `scales ${bud(e).scales}`),
  },
  {
    claim: 'a few scales',
    says: /\b(?:a |only a )?few (?:[a-z]+ )?scales\b/i,
    check: (e) => fail(bud(e).scales === 'two-three' || bud(e).scales === 'few', `scales ${bud(e).scales}`),
  },
  {
    claim: 'many scales',
    says: /\bmany (?:[a-z]+ )?scales\b/i,
    check: (e) => fail(bud(e).scales === 'many', `scales ${bud(e).scales}`),
  },
  {
    claim: 'opposite buds',
    says: /\bopposite\b/i,
    check: (e, plan) => {
      if (bud(e).arrangement !== 'opposite') return `arrangement ${bud(e).arrangement}`;
      const sides = plan.buds.filter((b) => b.role === 'side' || b.role === 'flower');
      const paired = sides.every((b) => sides.some((o) => o !== b && o.at === b.at));
      return fail(sides.length >= 2 && paired, 'side buds not in pairs');
    },
  },
  {
    claim: 'alternate buds',
    says: /\balternate(?:ly)?\b/i,
    check: (e, plan) =>
      fail(bud(e).arrangement === 'alternate', `arrangement ${bud(e).arrangement}`) ??
      fail(
        new Set(plan.buds.filter((b) => b.role === 'side').map((b) => b.at)).size ===
          plan.buds.filter((b) => b.role === 'side').length,
        'two side buds at one node',
      ),
  },
  {
    claim: 'whorls of three',
    says: /\bwhorls of three\b/i,
    check: (e) => fail(bud(e).arrangement === 'whorled', `arrangement ${bud(e).arrangement}`),
  },
  {
    claim: 'buds clustered at the shoot tip',
    says: /^(?!.*\b(?:along|single|singly|flower buds|spur shoots|leaves)\b).*\b(?:clustered|crowded|grouped|ringed|surrounded)\b.*\b(?:tips?|end bud)\b/i,
    check: (e, plan) =>
      fail(['clustered', 'spiral'].includes(bud(e).arrangement), `arrangement ${bud(e).arrangement}`) ??
      fail(tipBuds(plan).length >= 3, `${tipBuds(plan).length} buds at the tip`),
  },
  {
    claim: 'black buds',
    says: /\bblack buds\b|\bsooty black\b/i,
    check: (e) => fail(bud(e).colour === 'black', `colour ${bud(e).colour}`),
  },
  {
    claim: 'sticky or resinous buds',
    says: /^(?!.*\b(?:not|only slightly|little or no|without|no)\b[^.]*\b(?:sticky|resin)).*(?:\b(?:sticky|resinous|resin-flecked)(?:,? [a-z-]+){0,3} buds\b|\bbuds?\b[^.;]*\b(?:sticky(?!,? (?:[a-z-]+ )?(?:twigs|shoots))|resin-flecked|resinous|coated (?:thickly )?(?:in|with) resin|thickly coated with resin))/i,
    check: (e) => fail(bud(e).surface.includes('sticky'), 'surface lacks sticky'),
  },
  {
    claim: 'buds that are not sticky',
    says: /\b(?:not sticky|not resinous|without resin|not coated in resin|little or no resin)\b/i,
    check: (e) => fail(!bud(e).surface.includes('sticky'), 'surface has sticky'),
  },
  {
    claim: 'hairy buds',
    says: /\b(?:hairy|downy|woolly|velvety|felted)(?:,? [a-z-]+){0,3} buds\b|\bbuds? (?:(?!twigs|shoots)[a-z-]+ ){0,3}(?:covered|coated|clothed)(?: [a-z-]+){0,3} (?:hairs|down)\b|\bfelt-like surface\b|\bsilky hairs\b|\btuft of white hairs\b|\bfringed with (?:[a-z-]+ )*hairs\b/i,
    check: (e) => fail(hairs(e), 'surface has no hairs'),
  },
  {
    claim: 'hairless buds',
    says: /\bhairless buds\b|\bmostly hairless\b|\bno hairs\b/i,
    check: (e) => fail(!bud(e).surface.some((s) => s === 'downy' || s === 'woolly'), 'surface is hairy'),
  },
  {
    claim: 'buds pressed to the twig',
    says: /\b(?:pressed (?:close|flat)|lying (?:flat|close)|lie close|held close)\b/i,
    check: (e, plan) => {
      if (!['pressed', 'tip-in', 'tip-out'].includes(bud(e).stance)) return `stance ${bud(e).stance}`;
      const [, most] = stanceDegrees(bud(e).stance);
      return fail(
        plan.buds.filter((b) => b.role === 'side').every((b) => Math.abs(b.lean) <= most),
        'a side bud stands out',
      );
    },
  },
  {
    claim: 'buds standing out from the twig',
    says: /\bstand(?:s|ing)? out\b|\bat a wide angle\b/i,
    check: (e, plan) =>
      fail(['spreading', 'angled'].includes(bud(e).stance), `stance ${bud(e).stance}`) ??
      fail(
        plan.buds.filter((b) => b.role === 'side').every((b) => Math.abs(b.lean) >= 20),
        'a side bud lies close',
      ),
  },
  {
    claim: 'the tip curves in',
    says: /\btip often curving in\b/i,
    check: (e, plan) =>
      fail(
        bud(e).stance === 'tip-in' && plan.buds.every((b) => b.role !== 'side' || b.curl < 0),
        `stance ${bud(e).stance}`,
      ),
  },
  {
    claim: 'stalked buds',
    says: /\bstalked\b|\bon short stalks\b/i,
    check: (e, plan) => fail(bud(e).stalked && plan.buds.every((b) => b.role === 'tip' || b.stalk > 0), 'no stalks'),
  },
  {
    claim: 'a size in mm or cm',
    says: /(?<!thorns )\b(?:up to (?:about )?|about )\d+(?:\.\d+)? ?(?:mm|cm) long\b/i,
    check: (e, plan) => {
      const m = /(up to (?:about )?|about )(\d+(?:\.\d+)?) ?(mm|cm) long/i.exec(ownWords(e));
      if (!m) return 'no size';
      const mm = Number(m[2]) * (m[3] === 'cm' ? 10 : 1);
      const [min, max] = bud(e).length_mm;
      const inRange = m[1]?.startsWith('up to') ? Math.abs(max - mm) <= mm * 0.25 : min <= mm && mm <= max;
      const end = plan.buds.find((b) => b.role === 'end');
      return (
        fail(inRange, `length_mm [${min}, ${max}] against ${mm} mm`) ??
        fail(!end || (end.length >= min && end.length <= max), `end bud drawn ${end?.length} mm`)
      );
    },
  },
  {
    claim: 'thorns or spines on the twig',
    says: /\b(?:thorns|spines|spiny)\b/i,
    check: (_e, plan) => fail(plan.spikes.length > 0, 'no thorns or spines drawn'),
  },
  {
    claim: 'paired spines',
    says: /\bpaired spines\b/i,
    check: (_entry, plan) =>
      fail(
        plan.spikes.some((s) => s.kind === 'paired'),
        'no paired spines',
      ),
  },
  {
    claim: 'a zigzag twig',
    says: /\bzig-?zag\b/i,
    check: (_e, plan) => fail(plan.twig.kink > 0, 'the twig is drawn straight'),
  },
  {
    claim: 'a horseshoe leaf scar',
    says: /\bhorseshoe\b/i,
    check: (_e, plan) => fail(plan.scar === 'horseshoe', `scar ${plan.scar}`),
  },
  {
    claim: 'whisker-like threads',
    says: /\bwhisker/i,
    check: (e) => fail(bud(e).surface.includes('whiskered'), 'no whiskers'),
  },
  {
    claim: 'no bud at the very tip',
    says: /\bno bud at the (?:very )?tip\b/i,
    check: (_e, plan) => fail(!plan.buds.some((b) => b.role === 'end'), 'an end bud is drawn'),
  },
  {
    claim: 'the end bud is larger',
    says: /\b(?:tip bud larger|big bud at the tip|large bud at the tip|end bud much larger|tip being the largest|a large end bud)\b/i,
    check: (e, plan) => {
      const end = plan.buds.find((b) => b.role === 'end');
      const sides = plan.buds.filter((b) => b.role === 'side');
      return fail(
        bud(e).end_bud === 'larger' && !!end && sides.every((b) => b.length < end.length),
        `end bud ${bud(e).end_bud}`,
      );
    },
  },
];

/** Claims every record must keep, whatever its words: the plan stays within the record. */
function planProblems(e: CatalogEntry, plan: BudPlan): string[] {
  const problems: string[] = [];
  const [min, max] = bud(e).length_mm;
  const end = plan.buds.find((b) => b.role === 'end');
  if (end && (end.length < min - 1e-9 || end.length > max + 1e-9))
    problems.push(`end bud ${end.length.toFixed(1)} mm outside [${min}, ${max}]`);
  if (!bud(e).formed && plan.buds.length > 0) problems.push('buds drawn where none form');
  if (bud(e).formed && plan.buds.length === 0) problems.push('no buds drawn');
  if ((bud(e).end_bud === 'none') === !!end) problems.push(`end_bud ${bud(e).end_bud} but end bud drawn: ${!!end}`);
  if (bud(e).stalked !== plan.buds.some((b) => b.stalk > 0) && bud(e).formed)
    problems.push('stalks drawn against the record');
  const feature = (f: string) => bud(e).twig.features.includes(f as never);
  if (feature('zigzag') !== plan.twig.kink > 0) problems.push('zigzag disagrees');
  const wantsSpikes = ['thorns', 'spines', 'paired-spines'].some(feature);
  if (wantsSpikes !== plan.spikes.length > 0) problems.push('spikes disagree');
  if (feature('catkins') !== plan.catkins > 0) problems.push('catkins disagree');
  problems.push(...sprayProblems(e, plan));
  if (bud(e).formed && bud(e).scales === 'none' && bud(e).shape !== 'naked' && bud(e).shape !== 'hidden')
    problems.push('scaleless bud drawn with a scaly shape');
  return problems;
}

const SPRAYS = ['flat-sprays', 'loose-sprays', 'round-shoots'] as const;

/** A budless scale-leaved shoot branches as its record says: in one plane, every way, or between. */
function sprayProblems(e: CatalogEntry, plan: BudPlan): string[] {
  const { leaves, features } = bud(e).twig;
  const shoots = shootsOf(plan.shoots);
  const cones = coneTips(plan);
  const problems: string[] = [];
  if (features.includes('male-cones') !== cones > 0) problems.push('male cones disagree');
  if (features.includes('drooping') !== plan.droop > 0) problems.push('drooping disagrees');
  if (leaves !== 'scale-leaves' || bud(e).formed) {
    if (shoots.length > 0) problems.push('scale-leaved side shoots drawn on a budded or unscaled twig');
    return problems;
  }
  const named = SPRAYS.filter((word) => features.includes(word));
  if (named.length !== 1) return [...problems, `names ${named.length} of ${SPRAYS.join(', ')}`];
  if (shoots.length === 0) problems.push('no side shoots');
  const inPlane = shoots.filter((s) => s.side === 1 || s.side === -1).length;
  const endOn = plan.shoots.filter((s) => s.side === 0 || s.side === 2).length;
  if (named[0] === 'flat-sprays') {
    if (inPlane !== shoots.length) problems.push('a flat spray branches out of its plane');
    if (!plan.shoots.every((s) => s.shoots.length > 0)) problems.push('a flat spray is not branched twice');
  }
  if (named[0] === 'round-shoots' && endOn === 0) problems.push('round shoots all in one plane');
  return problems;
}

type ShootCheck = (e: CatalogEntry, plan: BudPlan, needles: NeedlePlan | undefined) => string | undefined;

/** Single needles standing as the record's parting says, on pegs only where it has them. */
const singles =
  (own: (needles: NeedlePlan, e: CatalogEntry) => string | undefined): ShootCheck =>
  (e, _plan, needles) => {
    if (needles?.kind !== 'single') return 'no single needles drawn';
    if (needles.parting !== (e.traits.leaf.parting ?? 'all-round')) return `needles ${needles.parting}`;
    if (needles.pegs !== bud(e).twig.features.includes('pegs')) return 'pegs disagree';
    if (needles.needles.length + needles.sprays.length === 0) return 'no needles';
    return own(needles, e);
  };

/** A budless shoot of scale leaves, branched into a spray of many shoots. */
const scaleSpray: ShootCheck = (e, plan) => {
  if (bud(e).formed || bud(e).twig.leaves !== 'scale-leaves') return 'not a budless scale-leaved shoot';
  const all = shootsOf(plan.shoots);
  return all.length >= 8 ? undefined : `a spray of only ${all.length} shoots`;
};

/**
 * Each conifer genus's winter shoot, as a field guide shows it (issue 28): a fir's flat needles in
 * rows or crowded over the shoot, on round flat bases, its buds at the tip; a spruce's on pegs all
 * round; a hemlock's in two rows, of mixed lengths where the record says; a yew's two flat rows
 * running down the shoot; a redwood's two-ranked side shoots; a pine's bundles; cypresses' and
 * thujas' sprays; cedars' tufts on spurs, larches' bare spurs.
 */
const GENUS_SHOOTS: Record<string, ShootCheck> = {
  Abies: (e, plan, needles) =>
    singles((n) => (n.width < 1.5 ? 'needles not flat' : n.scars !== 'discs' ? `scars ${n.scars}` : undefined))(
      e,
      plan,
      needles,
    ) ?? fail(tipBuds(plan).length >= 3, 'buds not crowded at the tip'),
  Picea: singles((n) => (n.pegs && n.scars === 'pegs' ? undefined : 'needles not on pegs')),
  Tsuga: singles((n, e) =>
    n.parting !== 'two-rows'
      ? 'not in two rows'
      : /mixed lengths/i.test(e.descriptions.leaf) && !n.unequal
        ? 'needles all one length'
        : undefined,
  ),
  Taxus: singles((n) => (n.parting === 'two-rows' && n.decurrent && n.width >= 1.5 ? undefined : 'not two flat rows')),
  Sequoia: singles((n) =>
    n.sprays.length >= 3 &&
    n.sprays.every((spray) => spray.needles.every((needle) => needle.side === 1 || needle.side === -1))
      ? undefined
      : 'not a spray of two-ranked side shoots',
  ),
  Pseudotsuga: singles((n) => (n.pegs ? 'needles on pegs' : undefined)),
  Cryptomeria: singles((n) => (n.decurrent ? undefined : 'needle bases not running down the shoot')),
  Pinus: (e, _plan, needles) =>
    needles?.kind !== 'bundle'
      ? 'no bundles'
      : needles.sheath <= 0
        ? 'bundles without a sheath'
        : needles.bundle !== (e.traits.leaf.bundle ?? 2)
          ? `bundles of ${needles.bundle}`
          : undefined,
  Cedrus: (_e, plan) =>
    plan.twig.leaves === 'needle-tufts' && plan.buds.some((b) => b.role === 'spur') ? undefined : 'no tufts on spurs',
  Larix: (_e, plan) =>
    plan.twig.leaves === 'none' && plan.buds.some((b) => b.role === 'spur') ? undefined : 'no bare spurs',
  Metasequoia: (_e, plan) =>
    plan.twig.leaves === 'none' && plan.arrangement === 'opposite' ? undefined : 'not bare with opposite buds',
  Taxodium: (_e, plan) => (plan.twig.leaves === 'none' ? undefined : 'not bare in winter'),
  Araucaria: (_e, plan) => (plan.twig.leaves === 'sharp-leaves' ? undefined : 'no sharp leaves'),
  Juniperus: (e, plan) => (bud(e).twig.leaves === 'needle-whorls' ? undefined : scaleSpray(e, plan, undefined)),
  Cupressus: scaleSpray,
  Chamaecyparis: scaleSpray,
  Thuja: scaleSpray,
  Tetraclinis: scaleSpray,
  Platycladus: scaleSpray,
  Calocedrus: scaleSpray,
  Sequoiadendron: scaleSpray,
};

/** Words of a record's leaf description that say how its scale-leaved shoots branch. */
const SPRAY_WORDS: [RegExp, (typeof SPRAYS)[number] | 'jointed'][] = [
  [/^(?!.*\brather than (?:in )?flat\b).*\b(?:flat|fern-like|flattened) sprays\b/i, 'flat-sprays'],
  [/\bseveral planes\b/i, 'loose-sprays'],
  [/\b(?:branch in all directions|rather than in flat sprays|squarish shoot|rough cords)\b/i, 'round-shoots'],
  [/\bjointed\b/i, 'jointed'],
];

const specimens = (e: CatalogEntry): BudPlan[] =>
  Array.from({ length: PUBLIC_SPECIMENS }, (_, specimen) =>
    planBuds(e, seeded(specimen === 0 ? `${e.name_sci}/bud` : `${e.name_sci}/bud/specimen ${specimen}`)),
  );

describe('winter buds tell the truth', () => {
  it('every drawable claim of a bud description holds in the record and every specimen', () => {
    const wrong: string[] = [];
    for (const e of catalog) {
      const plans = specimens(e);
      for (const { claim, says, check } of CLAIMS) {
        if (!says.test(ownWords(e))) continue;
        const why = plans.map((plan) => check(e, plan)).find(Boolean);
        if (why) wrong.push(`${e.slug}: "${claim}" but ${why}`);
      }
      for (const plan of plans) for (const problem of planProblems(e, plan)) wrong.push(`${e.slug}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws the Barbary thuja with no bud: the bare tip among its scale leaves', () => {
    const thuja = catalog.find((e) => e.slug === 'tetraclinis-articulata') as CatalogEntry;
    expect(thuja.descriptions.bud).toMatch(/no scaly winter buds are formed/i);
    expect(thuja.traits.bud).toMatchObject({ formed: false, scales: 'none', length_mm: [0, 0] });
    expect(thuja.traits.bud.twig.leaves).toBe('scale-leaves');
    for (const plan of specimens(thuja)) expect(plan.buds).toEqual([]);
  });

  it('scale-leaved shoots branch as their leaf description says', () => {
    const wrong: string[] = [];
    const scaled = catalog.filter((e) => !bud(e).formed && bud(e).twig.leaves === 'scale-leaves');
    for (const e of scaled)
      for (const [words, feature] of SPRAY_WORDS)
        if (words.test(e.descriptions.leaf) && !bud(e).twig.features.includes(feature))
          wrong.push(`${e.slug}: the leaf description says ${feature}`);
    expect(wrong).toEqual([]);
    expect(scaled.map((e) => e.slug)).toEqual(expect.arrayContaining(['thuja-plicata', 'cupressus-sempervirens']));
  });

  it('draws each conifer genus’s own winter shoot', () => {
    const wrong: string[] = [];
    for (const e of catalog.filter((entry) => entry.conifer)) {
      const genus = e.name_sci.split(' ')[0] ?? '';
      const shoot = GENUS_SHOOTS[genus];
      if (!shoot) {
        wrong.push(`${e.slug}: no shoot known for the genus ${genus}`);
        continue;
      }
      for (const plan of specimens(e)) {
        const why = shoot(e, plan, plan.needles);
        if (why) wrong.push(`${e.slug}: ${why}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('draws a pine’s needles at their true length, in bundles of the record’s number', () => {
    const pines = catalog.filter((e) => bud(e).twig.leaves === 'needle-bundles');
    expect(pines.map((e) => e.slug)).toEqual(
      expect.arrayContaining(['pinus-pinea', 'pinus-halepensis', 'pinus-radiata']),
    );
    for (const e of pines) {
      const [shortest, longest] = bud(e).twig.leaf_mm ?? [0, 0];
      expect([shortest, longest], e.slug).toEqual([e.traits.leaf.length_cm[0] * 10, e.traits.leaf.length_cm[1] * 10]);
      for (const plan of specimens(e)) {
        const needles = plan.needles as NeedlePlan;
        expect(needles.bundle, e.slug).toBe(e.traits.leaf.bundle);
        for (const n of needles.needles) {
          expect(n.length, e.slug).toBeGreaterThanOrEqual(shortest - 1e-9);
          expect(n.length, e.slug).toBeLessThanOrEqual(longest + 1e-9);
        }
      }
    }
    // Stone and Aleppo pines' long needles against Scots pine's short ones, as drawn.
    const typical = (slug: string) =>
      Math.max(
        ...(specimens(catalog.find((e) => e.slug === slug) as CatalogEntry)[0]?.needles?.needles ?? []).map(
          (n) => n.length,
        ),
      );
    expect(typical('pinus-pinea')).toBeGreaterThan(2 * typical('pinus-sylvestris'));
    expect(typical('pinus-halepensis')).toBeGreaterThan(typical('pinus-sylvestris'));
  });

  it('draws specimens that differ, all within the record', () => {
    const oak = catalog.find((e) => e.slug === 'quercus-robur') as CatalogEntry;
    const lengths = new Set(specimens(oak).map((plan) => plan.buds.find((b) => b.role === 'end')?.length.toFixed(2)));
    expect(lengths.size).toBeGreaterThan(3);
  });
});
