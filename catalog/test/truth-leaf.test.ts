import { describe, expect, it } from 'vitest';
import { lobeCount } from '../src/illustrate/hints.ts';
import { PUBLIC_SPECIMENS } from '../src/illustrate/index.ts';
import { type LeafPlan, planLeaf } from '../src/illustrate/leaf/index.ts';
import { halfOutline } from '../src/illustrate/leaf/outline.ts';
import { countsIn, numberWord } from '../src/illustrate/leaf/words.ts';
import { seeded } from '../src/illustrate/random.ts';
import { loadCatalog } from '../src/load.ts';
import type { Species } from '../src/schema.ts';

/**
 * The leaf pictures tell the truth: every drawable claim a leaf description makes (the
 * tip, numbers of lobes, leaflets, teeth and vein pairs, sizes, gloss, the underside, the autumn
 * colour) must agree with the record's traits and with the plan each public specimen is drawn
 * from. A claim is read only from the sentences about the tree itself, cut short where they turn
 * to compare it with another ("..., whereas the similar Spanish fir has blunt needles").
 */

const catalog = loadCatalog();
const plansOf = (species: Species): LeafPlan[] =>
  Array.from({ length: PUBLIC_SPECIMENS }, (_, specimen) =>
    planLeaf(
      species,
      seeded(`${species.name_sci}/leaf${specimen === 0 ? '' : `/specimen ${specimen}`}`),
      // As renderIllustration draws them: the first specimen in the growing season.
      specimen === 0 ? 'growing' : 'any',
    ),
  );

/** The words that describe the tree itself: sentences about it, each up to where a comparison starts. */
function ownClaims(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const own = sentences.filter(
    (s, i) => i === 0 || /^(They|The|Each|Leaves|Young|Crushed|Adult|It|Its|Grey|Two)\b/.test(s),
  );
  return own
    .map((s) => s.split(/\b(?:but|whereas|while|unlike|than|whose|which yew|like those of)\b/)[0] ?? '')
    .join(' ')
    .toLowerCase();
}

const POINTED = ['acute', 'acuminate', 'cuspidate', 'spine-tipped'];
const BLUNT = ['obtuse', 'rounded', 'emarginate', 'truncate'];

/** The tip words a description allows, or undefined when it says nothing about the tip. */
function tipsAllowed(text: string): string[] | undefined {
  if (/blunt or (slightly )?notched|blunt or notched/.test(text)) return ['obtuse', 'rounded', 'emarginate'];
  if (/square-cut|snipped/.test(text)) return ['truncate'];
  if (/notched tip|notched at the tip/.test(text)) return ['emarginate'];
  if (/rounded at the tip|rounded tip/.test(text)) return ['rounded', 'obtuse'];
  if (/\bblunt(?:,| )[a-z ,]*\b(tip|needles)\b|blunt tips?\b|\bflat, blunt\b|blunt or slightly pointed/.test(text))
    return [...BLUNT];
  if (/long (pointed|tapering)[a-z ,-]*tip|drawn out|whisker/.test(text)) return ['acuminate'];
  if (/short,? (abrupt )?point|abrupt short point|short (pointed )?tip|short, often twisted tip/.test(text))
    return ['cuspidate', 'acute', 'acuminate'];
  if (/sharp points?\b|very sharp|hard, sharp point|single spine at the tip|prick/.test(text))
    return ['spine-tipped', 'acute'];
  if (/pointed tip|\bpointed\b[a-z ,-]*(leaves|leaflets|needles)/.test(text)) return POINTED;
  return undefined;
}

type Range = { min: number; max: number; across: boolean };

/** The leaf size a description gives ("5 to 10 cm long", "up to 25 cm", "mostly under 2.5 cm", "3 to 7 cm across"). */
function sizeClaim(text: string): Range | undefined {
  const mixed = text.match(/from under [\d.]+ cm to about ([\d.]+) cm/);
  if (mixed) return { min: 0, max: Number(mixed[1]) * 1.25, across: false };
  const pattern =
    /(from under |up to (?:about )?|under |about |only )?(\d+(?:\.\d+)?)(?:( to (?:about )?)(\d+(?:\.\d+)?))? (cm|mm)( across)?/g;
  for (const m of text.matchAll(pattern)) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    // A stalk's length, or one leaflet's, is not the leaf's.
    if (/stalk|each|leaflets? /.test(before)) continue;
    const unit = m[5] === 'mm' ? 0.1 : 1;
    const a = Number(m[2]) * unit;
    const b = m[4] ? Number(m[4]) * unit : undefined;
    const lead = m[1] ?? '';
    const orMore = text.slice(m.index + m[0].length).startsWith(' long or more');
    if (/up to|under/.test(lead) && !b) return { min: 0, max: orMore ? Infinity : a, across: Boolean(m[6]) };
    if (lead.startsWith('about') && !b) return { min: a * 0.75, max: a * 1.25, across: Boolean(m[6]) };
    return { min: lead.startsWith('from under') ? 0 : a, max: b ?? a, across: Boolean(m[6]) };
  }
  return undefined;
}

/** Leaflet counts a description gives, as the number of leaflets (pairs doubled, with or without an end one). */
function leafletClaim(text: string): { min: number; max: number } | undefined {
  const usually = text.match(/\b(?:usually|about) (\w+(?:-\w+)?) (?!to |or )(?:[a-z,-]+ ){0,4}?leaflets\b/);
  if (usually) {
    const n = numberWord(usually[1] ?? '');
    if (n) return { min: n - 2, max: n + 2 };
  }
  const count = countsIn(text, 'leaflets');
  if (!count) return undefined;
  return count.pairs ? { min: count.min * 2, max: count.max * 2 + 1 } : count;
}

describe('leaf pictures agree with the leaf descriptions', () => {
  it("the Judas tree's leaf ends blunt or slightly notched, never in a point", () => {
    const judas = catalog.find((s) => s.slug === 'cercis-siliquastrum');
    expect(judas?.traits.leaf.tip).toBeDefined();
    for (const plan of plansOf(judas as Species)) expect(['obtuse', 'rounded', 'emarginate']).toContain(plan.tip);
  });

  it('every record states the leaf traits the pictures are drawn from', () => {
    const missing = catalog
      .filter((s) => {
        const leaf = s.traits.leaf;
        const autumnRight = (s.type === 'deciduous') === (leaf.autumn !== undefined);
        return !leaf.length_cm || !leaf.tip || !leaf.gloss || !leaf.underside || !autumnRight;
      })
      .map((s) => s.slug);
    expect(missing).toEqual([]);
  });

  const problems = (check: (species: Species, text: string, plans: LeafPlan[]) => string | undefined) =>
    catalog.flatMap((species) => {
      const problem = check(species, ownClaims(species.descriptions.leaf), plansOf(species));
      return problem ? [`${species.slug}: ${problem}`] : [];
    });

  it('tips: the tip a description names is the record’s and every specimen’s', () => {
    const found = problems((species, text, plans) => {
      const allowed = tipsAllowed(text);
      const tip = species.traits.leaf.tip;
      if (!tip) return 'no tip';
      if (allowed && !allowed.includes(tip)) return `says ${allowed.join('/')}, record has ${tip}`;
      const drawn = plans.find((plan) => plan.tip !== tip);
      return drawn ? `record has ${tip}, a specimen is drawn ${drawn.tip}` : undefined;
    });
    expect(found).toEqual([]);
  });

  it('sizes: the record’s length range and each specimen’s size fit the size a description gives', () => {
    const found = problems((species, text, plans) => {
      const [min, max] = species.traits.leaf.length_cm ?? [0, 0];
      const claim = sizeClaim(text);
      if (claim && !claim.across && (min < claim.min - 0.01 || max > claim.max + 0.01))
        return `says ${claim.min} to ${claim.max} cm, record has ${min} to ${max}`;
      for (const plan of plans) {
        if (plan.lengthCm < min || plan.lengthCm > max) return `a specimen is ${plan.lengthCm.toFixed(1)} cm long`;
        if (claim?.across && (plan.widthCm < claim.min * 0.75 || plan.widthCm > claim.max * 1.25))
          return `says ${claim.min} to ${claim.max} cm across, a specimen is ${plan.widthCm.toFixed(1)} cm wide`;
      }
      return undefined;
    });
    expect(found).toEqual([]);
  });

  it('lobes: each specimen has as many lobes as the description says', () => {
    const found = problems((_species, text, plans) => {
      const said = lobeCount(text);
      if (!said || /undivided|unlobed/.test(text)) return undefined;
      for (const plan of plans) {
        const n = said.pairs ? plan.lobePairs : plan.lobes;
        if (n < said.min || n > said.max)
          return `says ${said.min} to ${said.max}${said.pairs ? ' pairs' : ''}, drawn ${n}`;
      }
      return undefined;
    });
    expect(found).toEqual([]);
  });

  it('leaflets: each specimen has as many leaflets as the description says', () => {
    const found = problems((species, text, plans) => {
      const said = leafletClaim(text);
      if (!said) return undefined;
      if (species.traits.leaf.leaflets < said.min || species.traits.leaf.leaflets > said.max)
        return `says ${said.min} to ${said.max}, record has ${species.traits.leaf.leaflets}`;
      const off = plans.find((plan) => plan.leaflets < said.min || plan.leaflets > said.max);
      return off ? `says ${said.min} to ${said.max}, a specimen has ${off.leaflets}` : undefined;
    });
    expect(found).toEqual([]);
  });

  it('teeth and veins: counts a description gives are the counts drawn', () => {
    const found = problems((species, text, plans) => {
      const teeth = /teeth on each side/.test(text) ? countsIn(text, 'teeth') : undefined;
      const veins = countsIn(text, 'veins');
      for (const plan of plans) {
        if (teeth && (plan.teeth < teeth.min || plan.teeth > teeth.max))
          return `says ${teeth.min} to ${teeth.max} teeth a side, drawn ${plan.teeth}`;
        if (veins?.pairs && (plan.veins < veins.min || plan.veins > veins.max))
          return `says ${veins.min} to ${veins.max} pairs of veins, drawn ${plan.veins}`;
      }
      if (/smooth edges?|untoothed|smooth-edged/.test(text) && !/tooth|often|almost/.test(text)) {
        if (!['entire', 'undulate'].includes(species.traits.leaf.margin)) return 'says smooth-edged, record is toothed';
      }
      return undefined;
    });
    expect(found).toEqual([]);
  });

  it('gloss, underside and autumn colour: what a description says is what the record and the picture have', () => {
    const found = problems((species, text, plans) => {
      const { gloss, underside, autumn } = species.traits.leaf;
      const above = text.replace(/[a-z ,-]*\b(beneath|underneath|below|underside)\b[a-z ,-]*/g, ' ');
      if (/\b(glossy|shiny|varnished|glossier)\b/.test(above) && gloss !== 'glossy')
        return `says glossy, record ${gloss}`;
      if (/\b(dull|matt)\b/.test(above) && gloss !== 'matt') return `says dull, record ${gloss}`;
      // The clauses about the underside: "dull green above, | paler | and often hairy beneath".
      const beneath = text
        .split(/,| and |;/)
        .filter((clause) => /\b(beneath|underneath|underside)\b/.test(clause))
        .join(' ')
        .replace(/tufts of [a-z -]+ hairs/g, '');
      const pale = [
        'paler',
        'blue-grey',
        'silvery',
        'white-felted',
        'grey-felted',
        'hairy',
        'white-banded',
        'white-marked',
      ];
      const furry = ['hairy', 'white-felted', 'grey-felted', 'silvery'];
      if (/(?<!grey-)white felt|snow-white felt/.test(beneath) && underside !== 'white-felted')
        return `says white felt beneath, record ${underside}`;
      if (
        /grey[a-z -]*(felt|woolly)|felted grey|grey-felted|grey hairs|felt of|grey-white felt/.test(beneath) &&
        !furry.includes(underside ?? '')
      )
        return `says grey felt beneath, record ${underside}`;
      if (
        /\b(downy|hairy|hairs|woolly|silky)\b/.test(beneath) &&
        !/hairless|along the midrib/.test(beneath) &&
        !furry.includes(underside ?? '')
      )
        return `says hairy beneath, record ${underside}`;
      if (
        /(two|white|pale|bluish-white)[a-z -]*bands/.test(beneath) &&
        !['white-banded', 'blue-grey'].includes(underside ?? '')
      )
        return `says pale bands, record ${underside}`;
      if (/silvery/.test(beneath) && underside !== 'silvery') return `says silvery beneath, record ${underside}`;
      // A cypress's white X or a thuja's bow-tie under the scale leaves is no pair of bands.
      if (
        /\bx[ -]shape|\bx-shaped|bow-tie|butterfly|(?:white|pale|whitish) mark/i.test(beneath) &&
        !/\b(?:lack|lacks|no|without|not)\b/.test(beneath) &&
        underside !== 'white-marked'
      )
        return `says white marks beneath, record ${underside}`;
      if (underside === 'white-marked' && !/\bx[ -]shape|\bx-shaped|bow-tie|butterfly|mark/i.test(beneath))
        return 'says no white marks beneath, record white-marked';
      if (
        /\b(paler|pale|blue-grey|bluish-grey|bluish-white|grey-green|grey)\b/.test(beneath) &&
        !pale.includes(underside ?? '')
      )
        return `says pale beneath, record ${underside}`;
      if (/green on both|stays green rather/.test(text) && underside === 'white-felted') return 'says green beneath';
      const autumnSaid: [RegExp, string[]][] = [
        [/stay green until|drop while still green/, ['green']],
        [/golden/, ['gold', 'yellow']],
        [/(butter-|clear |)yellow to russet/, ['yellow', 'brown']],
        [/turn[a-z]* (clear |butter-)?yellow|butter-yellow/, ['yellow']],
        [/turn[a-z]* orange/, ['orange']],
        [/red or brown/, ['red', 'brown']],
        [/turn[a-z]* (deep )?red|red or blackish|turning red/, ['red']],
      ];
      const said = autumnSaid.find(([pattern]) => pattern.test(text));
      if (said && !said[1].includes(autumn ?? '')) return `says ${said[1].join('/')} in autumn, record ${autumn}`;
      if (plans[0]?.autumn) return 'the first specimen, the one cards show first, is drawn in autumn colour';
      for (const plan of plans) {
        if (plan.gloss !== gloss || plan.underside !== underside) return 'a specimen is drawn with another surface';
        if (species.type === 'evergreen' && plan.autumn) return 'an evergreen specimen is drawn in autumn colour';
        if (plan.autumn && plan.autumn !== autumn) return `a specimen is drawn ${plan.autumn}, record ${autumn}`;
      }
      return undefined;
    });
    expect(found).toEqual([]);
  });

  it('bristles: lobes or teeth a description calls bristle-tipped carry bristles, a red oak’s lobes toothed too', () => {
    const found = problems((species, text, plans) => {
      const said = /\bbristle|whisker/.test(text);
      const off = plans.find((plan) => plan.design.bristled !== said);
      if (off) return said ? 'says bristles, drawn without' : 'drawn with bristles it lacks';
      if (!said || species.traits.leaf.lobing !== 'pinnate') return undefined;
      // Each pointed lobe ends in a bristle-tipped point with a bristled tooth either side.
      const plain = plans.find((plan) => halfOutline(plan.design).lobeTips.length < 3 * plan.lobePairs);
      return plain
        ? `lobes drawn without their side teeth (${halfOutline(plain.design).lobeTips.length} points)`
        : undefined;
    });
    expect(found).toEqual([]);
    expect(plansOf(catalog.find((s) => s.slug === 'quercus-rubra') as Species)[0]?.design.bristled).toBe(true);
  });

  it('bases: a heart-shaped base is drawn notched behind the stalk, a Judas tree’s round blade too', () => {
    const found = problems((species, _text, plans) => {
      if (species.traits.leaf.base !== 'cordate' || species.traits.leaf.lobing !== 'none') return undefined;
      const flat = plans.find((plan) => !halfOutline(plan.design).nodes.some((node) => node.p.x < -4));
      return flat ? 'a cordate base drawn without its notch' : undefined;
    });
    expect(found).toEqual([]);
  });

  it('widths: a width the record gives is every specimen’s, a white willow narrow', () => {
    const found = problems((species, _text, plans) => {
      const width = species.traits.leaf.width_cm;
      if (!width) return undefined;
      const off = plans.find((plan) => plan.widthCm < width[0] - 1e-9 || plan.widthCm > width[1] + 1e-9);
      return off ? `a specimen ${off.widthCm.toFixed(2)} cm wide, record ${width.join(' to ')}` : undefined;
    });
    expect(found).toEqual([]);
    const willow = catalog.find((s) => s.slug === 'salix-alba') as Species;
    for (const plan of plansOf(willow)) expect(plan.widthCm / plan.lengthCm).toBeLessThan(0.3);
  });

  it('teeth: a leaf said to be finely toothed has its teeth close set, as on the leaf', () => {
    const found = problems((species, text, plans) => {
      const fine =
        /\bfine(?:ly)?,? (?:even |sharp |rounded )?(?:toothed|teeth|round-toothed)\b|\bwith fine teeth\b/.test(text);
      const { compound, lobing, margin } = species.traits.leaf;
      if (!fine || compound !== 'simple' || lobing !== 'none' || margin === 'entire') return undefined;
      // Teeth a side per cm of blade: white willow has 7 to 10 a cm of its edge (Gleason & Cronquist).
      const coarse = plans.find((plan) => plan.teeth / plan.lengthCm < 3);
      return coarse ? `${(coarse.teeth / coarse.lengthCm).toFixed(1)} teeth a cm` : undefined;
    });
    expect(found).toEqual([]);
  });

  it('seasons: some specimens of a deciduous tree with autumn colour are drawn in it', () => {
    const coloured = catalog
      .filter((s) => s.type === 'deciduous' && s.traits.leaf.autumn !== 'green')
      .flatMap((s) => plansOf(s))
      .filter((plan) => plan.autumn).length;
    expect(coloured).toBeGreaterThan(0);
  });
});
