/**
 * The closed vocabularies for morphological traits (docs/catalog.md). A record may use only these
 * words, so the illustration renderer and future filters can rely on them.
 */
export const LEAF_SHAPES = [
  'needle', // narrow, stiff, pointed: pines, spruces, firs
  'scale', // tiny overlapping scales pressed to the shoot: cypresses, thujas
  'linear', // long and narrow with parallel sides: willows, yew
  'lanceolate', // spear-shaped, widest below the middle
  'elliptic', // oval, widest at the middle
  'ovate', // egg-shaped, widest below the middle
  'obovate', // egg-shaped, widest above the middle: oaks
  'oblong', // long with near-parallel sides and a rounded tip
  'cordate', // heart-shaped base: limes, Judas tree
  'orbicular', // nearly round: aspen
  'deltoid', // triangular: black poplar, silver birch
  'rhombic', // diamond-shaped
  'palmate', // hand-shaped outline with lobes from one point: maples, plane
  'fan', // fan-shaped: ginkgo
] as const;

export const LEAF_MARGINS = [
  'entire', // smooth edge
  'serrate', // saw-toothed, teeth pointing forward
  'double-serrate', // large teeth bearing smaller teeth: elms, hornbeam, hazel
  'crenate', // rounded teeth
  'dentate', // teeth pointing outward
  'spiny', // spine-tipped teeth: holly
  'undulate', // wavy edge
] as const;

export const LEAF_LOBING = ['none', 'pinnate', 'palmate'] as const;

/**
 * How far a lobed leaf's gaps cut towards the midrib (or, lobed like a hand, towards the stalk):
 * every lobed leaf has one (`leaf.lobe_depth`).
 */
export const LOBE_DEPTHS = [
  'shallow', // less than a third of the way: Midland hawthorn, sessile oak, Italian maple, tulip tree
  'medium', // a third to about half the way: field maple, sycamore, London plane, Turkey oak
  'deep', // more than half the way: hawthorn, Japanese and silver maples, oriental plane, Pyrenean oak
] as const;

/**
 * How single needles stand on the shoot, as seen from above (`leaf.parting`): every conifer (and
 * yew) whose needles grow singly has one. Pines, larches, cedars and junipers do not.
 */
export const LEAF_PARTINGS = [
  'two-rows', // twisted into two flat rows either side of the shoot, like a comb: silver and grand firs, yew, hemlock, coast and dawn redwoods
  'over-top', // crowding forward over the top of the shoot, parted beneath: Nordmann, noble and Sicilian firs
  'all-round', // standing out all round the shoot like a bottle-brush: spruces, Greek and Spanish firs, Douglas fir
] as const;

export const LEAF_COMPOUNDING = [
  'simple', // one blade
  'pinnate', // leaflets in two rows along a stalk: ash, rowan, walnut
  'bipinnate', // leaflets of leaflets: honey locust
  'palmate', // leaflets from one point: horse chestnut
  'trifoliate', // three leaflets: laburnum
] as const;

export const LEAF_ARRANGEMENTS = [
  'alternate', // one leaf per node, alternating sides
  'opposite', // two leaves per node, facing each other: ash, maples
  'whorled', // three or more per node
  'spiral', // single needles spiralling round the shoot: spruce, fir, yew
  'fascicled', // needles in bundles of two, three or five: pines
  'clustered', // tufts on short spur shoots: larches, cedars, ginkgo
] as const;

/** The end of a blade (of each leaflet on a compound leaf; of the needle or scale on a conifer). */
export const LEAF_TIPS = [
  'acuminate', // drawn out into a long, narrow point: wild cherry, silver birch, black poplar
  'cuspidate', // rounded, then ending in an abrupt short point: hazel, limes, crab apple
  'acute', // narrowing at a sharp angle to a point, not drawn out: sweet chestnut, spruce needles
  'obtuse', // blunt, meeting at a wide angle: field maple lobes, hemlock and larch needles
  'rounded', // a smooth curve with no point at all: aspen, robinia leaflets
  'emarginate', // blunt with a small notch in the end: Judas tree, alder, silver fir needles
  'truncate', // cut straight across, as if snipped off: tulip tree
  'spine-tipped', // ending in a hard, prickly spine: holly, monkey puzzle, juniper and Sitka spruce needles
] as const;

/** How the upper side catches the light. */
export const LEAF_GLOSS = [
  'glossy', // shiny, reflecting light: holly, cherry laurel, crack willow
  'matt', // dull, not reflecting light: beech, downy birch, hazel, most needles
] as const;

/** What the underside shows when the leaf turns over, compared with the upper side. */
export const LEAF_UNDERSIDES = [
  'same', // the same green as above: pine needles, beech, box
  'paler', // a lighter green, without a coat of hairs: most broadleaves
  'blue-grey', // a waxy bluish or grey bloom: small-leaved lime, weeping willow, Montpellier maple
  'silvery', // shining silvery-white from scales or silky hairs: olive, silver maple, white willow
  'white-felted', // hidden under dense white felt: whitebeam, white poplar, quince
  'grey-felted', // hidden under grey felt: holm oak, cork oak, goat willow, the whitebeam hybrids
  'hairy', // green with a soft coat of hairs that blurs the edge: hazel, large-leaved lime, mulberry
  'white-banded', // two white bands of wax either side of the midrib: firs, hemlock, Douglas fir
  'white-marked', // white marks on the underside of scale leaves: an X on Lawson cypress, a bow-tie on western red cedar
] as const;

/**
 * The leaf's colour all summer where it is not green: a named form's (docs/catalog.md, "Named
 * forms"). A species record leaves it out; its leaves are green.
 */
export const LEAF_COLOURS = [
  'green', // any green, dark, bright, bluish or greyish: every species as it grows wild
  'purple', // dark red to purple-black all summer: copper beech, purple-leaved plum, Crimson King
  'golden', // golden yellow all summer: golden Leyland cypress
] as const;

/** The colour a deciduous tree's leaves take before they fall; evergreens have none. */
export const AUTUMN_COLOURS = [
  'yellow', // clear or butter yellow: field maple, birches, tulip tree, ginkgo
  'gold', // a deep orange-yellow: European larch, beech
  'orange', // Japanese larch, sweet chestnut late in the season
  'red', // scarlet to crimson: wild service tree, pear, terebinth, wild cherry
  'purple', // dark wine-purple: ash-leaved forms, some pears
  'brown', // russet or brown, often held dry on the tree: oaks, hornbeam, medlar
  'green', // falls still green, with no autumn colour: alder, ash, elder
] as const;

/** The shape of the blade where it meets its stalk. */
export const LEAF_BASES = [
  'cuneate', // narrowing in a wedge to the stalk: whitebeams, blackthorn, sessile oak
  'rounded', // a broad curve: beech, apple, pears
  'cordate', // notched like the top of a heart: limes, Judas tree, hazel, mulberry
  'truncate', // cut straight across: black poplar, silver birch
  'oblique', // one side starting lower on the stalk than the other: elms, common lime, hackberry
] as const;

export const BARK_TEXTURES = [
  'smooth',
  'fissured', // long cracks
  'furrowed', // deep ridges and furrows
  'scaly', // small flakes or scales
  'plated', // broad plates
  'peeling', // comes away in strips or sheets
  'papery', // thin papery layers: birches
  'lenticelled', // marked with horizontal lenticels: cherries
  'fibrous', // soft stringy strips: cypresses, redwoods
  'corky', // thick, soft, spongy: cork oak
] as const;

export const BARK_COLOURS = [
  'white',
  'silver',
  'grey',
  'dark-grey',
  'brown',
  'red-brown',
  'orange',
  'olive',
  'purple-brown',
  'black',
] as const;

/**
 * The marks and patterns that make one tree's bark its own, beyond its texture and colour
 * (docs/pictures.md). A record lists those its bark shows on a mature trunk; the bark drawing is built from
 * them, so each word must be something a learner can see on the trunk.
 */
export const BARK_FEATURES = [
  'lenticels', // short horizontal pores in rows or bands: cherries, birches, rowan, hazel
  'pores', // small round or dotted pores scattered without rows: bird cherry, wild service young
  'diamond-pores', // dark diamond-shaped marks on pale bark: white poplar, aspen, silver birch
  'stripes', // fine lengthwise streaks or stripes: hornbeam, snake-bark maples, bladdernut
  'diamond-fissures', // cracks joining into a regular diamond mesh: ash in age, goat willow, black walnut
  'interlacing', // ridges that split and rejoin in an irregular criss-cross network: limes, elms, willows
  'spiral', // ridges running slantwise, spiralling round the trunk: sweet chestnut
  'parallel-ridges', // long, straight ridges side by side, rarely joining: sessile oak, Norway maple
  'square-plates', // small squarish plates in a chequered grid: pears, field maple, holm oak
  'oblong-plates', // plates or scales longer than wide, in lengthwise rows: medlar, Greek fir, field elm
  'flat-topped', // ridges or plates with broad flat tops between the cracks: red oak, maritime pine
  'jigsaw', // flakes fall in jigsaw pieces, leaving a patchwork of paler colours: planes, zelkova
  'peeling-bands', // thin strips peel round the trunk in horizontal bands: wild cherry, birches
  'curling-strips', // long lengthwise strips loosen and curl away at their ends: silver maple
  'shaggy', // narrow strips hang loose up the trunk: hop-hornbeam, junipers
  'fluted', // the trunk bulges in lengthwise ribs like muscles: hornbeam, yew
  'burrs', // rounded lumps on the trunk, often with tufts of sprouts: common lime, black poplar
  'resin-blisters', // raised blisters of resin on young bark: silver fir, arolla pine
  'warts', // small raised corky warts dotted over smooth bark: holly
  'rings', // rings round the trunk where branches or leaves were shed, or wrinkles at branch joins: monkey puzzle, beech
  'orange-upper', // the upper trunk and branches a bright orange apart from the grey lower trunk: Scots pine
  'rough-base', // a dark, deeply cracked base on old trees below pale bark: birches, white poplar, aspen
  'gnarled', // a massively twisted, knobbly old trunk: olive, pomegranate
  'thorns', // thorns or prickles on the trunk or stem: honey locust's clusters of branched spines, a dog rose's hooked prickles
  'shiny', // a glossy surface that catches the light: wild cherry, rowan, hazel
] as const;

/** How broad the ridges, plates, flakes or strips are, relative to a trunk's face. */
export const BARK_GRAINS = [
  'fine', // many narrow ridges or small flakes: holm oak, Norway maple
  'medium',
  'coarse', // few broad ridges or large plates: English oak, maritime pine
] as const;

/** How deep the bark's cracks cut. */
export const BARK_DEPTHS = [
  'flat', // no cracks to speak of: beech, holly
  'shallow', // cracks that barely break the surface: limes, small-leaved lime, field maple
  'deep', // deep furrows, dark in their depths: English oak, black poplar, Turkey oak
] as const;

/** Colours seen in the bottom of the cracks or where flakes and strips have come away. */
export const BARK_INNER_COLOURS = [
  'cream', // plane, eucalyptus
  'green', // freshly bared bark: Greek strawberry tree, planes
  'olive', // planes
  'orange', // Turkey oak's fissures, zelkova's and quince's bared patches
  'pink', // eucalyptus, sycamore's fresh flakes
  'red-brown', // larch's fissures, cork oak where stripped, Greek strawberry tree in age
  'purple-red', // yew's bared patches
] as const;

/** A bark's shade within its colour word, where the record's words say it ("pale grey", "dark grey-brown"). */
export const BARK_SHADES = [
  'pale', // ash, hornbeam, grey alder
  'dark', // common alder, bird cherry
] as const;

/** A hue that tinges the bark's colour ("grey-brown", "greenish-grey", "pinkish-grey"). */
export const BARK_TINGES = [
  'brown', // grey-brown: hawthorn, wild service tree
  'green', // greenish or olive-grey: aspen, bay
  'pink', // pinkish-grey: sycamore, Indian bean tree
  'purple', // purplish: Judas tree, Serbian spruce
] as const;

export const BUD_SHAPES = [
  'ovoid', // egg-shaped
  'conical', // cone-shaped, tapering to a point
  'globose', // round
  'spindle', // long, slender and sharp: beech
  'flattened', // pressed flat against the shoot
  'naked', // no bud scales, the growing point bare among the leaves: cypresses, thujas, monkey puzzle
  'hidden', // hidden under the leaf base or bark: plane, robinia
] as const;

export const BUD_COLOURS = [
  'brown',
  'red-brown',
  'orange-brown',
  'black',
  'green',
  'grey',
  'purple',
  'red',
  'yellow-brown',
] as const;

export const BUD_ARRANGEMENTS = [
  'alternate',
  'opposite',
  'spiral',
  'clustered', // several crowded at the shoot tip: oaks
  'whorled',
] as const;

/** How many scales show on the outside of a winter bud. */
export const BUD_SCALES = [
  'none', // naked: no scales at all, the growing point bare or wrapped only in young leaves
  'one', // a single cap-like scale pulled over the bud like a hood: willows, planes
  'two-three', // two or three scales, the outer ones large: limes, sweet chestnut, alders
  'few', // about four to six overlapping scales, often in pairs: maples, ash, horse chestnut
  'many', // a dozen or more small scales overlapping like tiles: oaks, beech, pines
] as const;

/** What the surface of a bud looks or feels like; a bud with none of these is matt and hairless. */
export const BUD_SURFACES = [
  'glossy', // shiny, catching the light
  'sticky', // coated in resin or gum: horse chestnut, black poplar, Austrian pine
  'downy', // covered in short fine hairs, felted or velvety: ash, grey alder, downy oak
  'woolly', // covered in long, dense, white or silvery hairs: white poplar, common laburnum
  'hair-tipped', // a tuft of hairs at the tip only: whitebeam, field maple
  'fringed', // the scales' edges fringed with pale hairs: sessile oak, Austrian pine
  'waxy', // a thin grey bloom that rubs off: common alder, tulip tree
  'whiskered', // long, twisted threads (old stipules) round the bud: Turkey oak
  'curled-scales', // the scales' tips curl outwards: maritime and stone pines
] as const;

/** How side buds sit against the twig. */
export const BUD_STANCES = [
  'pressed', // lying flat along the twig: willows, apple
  'angled', // standing out at a modest angle, the usual way
  'spreading', // standing well out from the twig: beech, pear, zelkova
  'tip-in', // pressed close with the tip curving in towards the twig: hornbeam
  'tip-out', // lying close with the tip curving away from the twig: black poplar
] as const;

/** The bud at the end of the twig, compared with the side buds. */
export const END_BUDS = [
  'larger', // clearly bigger than the side buds: horse chestnut, sycamore, walnut
  'similar', // about the size of the side buds (often a side bud that took over the tip: limes, elms, willows)
  'none', // no bud at the very tip, the shoot ends in a scar or a stub: Indian bean tree, false acacia
] as const;

/** The scar a fallen leaf leaves below each bud, where it tells trees apart. */
export const LEAF_SCARS = [
  'none', // the leaves are still on in winter: evergreens
  'small', // a small, narrow scar, easily overlooked
  'crescent', // a crescent or V-shaped scar: maples, ash
  'horseshoe', // a large horseshoe with a row of dots like nail holes: horse chestnut
  'shield', // a large shield or heart-shaped scar with several dots: walnut, tree of heaven
  'circular', // a round, sunken scar: Indian bean tree
  'ring', // a ring almost round the bud, left by a leaf stalk that hid it: planes
] as const;

export const TWIG_COLOURS = [
  'pale-grey',
  'grey',
  'grey-green', // ash
  'green',
  'olive',
  'yellow', // golden weeping willow
  'orange',
  'red',
  'red-brown',
  'brown',
  'dark-brown',
  'purple',
  'dark-green', // the dark scale-leaved shoots of Italian and Leyland cypresses
] as const;

export const TWIG_THICKNESSES = [
  'slender', // a few millimetres: birch, hornbeam, willow
  'medium',
  'stout', // as thick as a pencil or more: horse chestnut, walnut, tree of heaven, fig
] as const;

/** What leaves a twig still carries in winter, drawn round its buds. */
export const TWIG_LEAVES = [
  'none', // bare: deciduous trees
  'leaves', // evergreen broad leaves, their stalks and bases drawn round the buds: holly, olive
  'needles', // single needles all round the shoot: firs, spruces, yew
  'needle-whorls', // needles in whorls of three: junipers
  'needle-bundles', // needles in bundles, each with a papery sheath at its base: pines
  'needle-tufts', // tufts of needles on short spur shoots: cedars
  'scale-leaves', // tiny scale leaves clothing the shoot: cypresses, thujas
  'sharp-leaves', // broad, hard, sharp leaves overlapping all round the shoot: monkey puzzle
] as const;

/** What a winter twig shows besides its buds. */
export const TWIG_FEATURES = [
  'zigzag', // bends a little at each bud: elms, limes, hornbeam, beech
  'hairy', // downy, woolly or bristly young twigs
  'lenticels', // pale breathing pores dotted along the twig
  'warts', // pale raised resin warts: silver birch
  'waxy', // a grey, white or purple bloom that rubs off: box elder
  'glossy', // shiny smooth twig
  'ridged', // lengthwise ridges: sweet chestnut
  'corky-wings', // corky wings or ridges along the twig: field maple, field elm, sweetgum
  'spines', // side shoots that end in a sharp spine: blackthorn, wild pear
  'thorns', // sharp thorns standing beside the buds: hawthorn, pomegranate
  'paired-spines', // a pair of spines at each bud: false acacia
  'pegs', // needles sit on little woody pegs that stay when they fall, leaving the shoot rough: spruces, hemlocks
  'spurs', // short, stubby side shoots ringed with scars: apples, cherries, larches, ginkgo
  'ringed', // rings round the shoot at each bud, left by stipules: tulip tree, fig
  'catkins', // male catkins already out on the winter twig: hazel, alders, birches
  'flower-buds', // fatter, rounder flower buds beside the leaf buds
  // How a budless, scale-leaved shoot branches; each such record names one of the three.
  'flat-sprays', // flattened shoots branching in one plane into fern-like sprays: Lawson cypress, western red cedar, Barbary thuja; coast redwood's two-ranked needled side shoots
  'loose-sprays', // flattish, slightly four-angled shoots branching irregularly in several planes: Leyland cypress
  'round-shoots', // rounded or four-angled shoots branching every way, never in flat sprays: Italian cypress, Spanish juniper, giant sequoia
  'jointed', // the shoot is divided into short segments that snap at the joints: Barbary thuja
  'drooping', // the shoot's tip bends over and hangs: Lawson cypress
  'white-marks', // pale whitish marks on the underside of the scale leaves: Lawson cypress, western red cedar
  'male-cones', // tiny crimson male cones at many shoot tips in late winter: Lawson cypress
] as const;

export const SEED_KINDS = [
  'acorn', // nut in a cup: oaks
  'nut', // hard-shelled nut, often in a husk: hazel, walnut, sweet chestnut, beech
  'samara', // single winged key: ash, elm, tree of heaven
  'double-samara', // paired wings: maples
  'winged-nutlet', // tiny winged seeds shed from catkins: birch, alder
  'catkin', // seeds with cottony hairs from catkins: willows, poplars
  'capsule', // dry fruit that splits: horse chestnut, eucalyptus
  'pod', // legume or bean-like pod: robinia, laburnum, catalpa
  'berry', // soft fleshy fruit with several seeds
  'drupe', // fleshy fruit round one or more hard stones (its `stones`): cherries, plums, olive, buckthorns
  'pome', // apple-like fruit: apples, pears, rowan, hawthorn
  'cone', // woody or papery cone: pines, spruces, firs, cedars
  'berry-cone', // fleshy cone that looks like a berry: junipers
  'aril', // seed in a fleshy cup: yew
  'fleshy-seed', // a naked seed in a soft fleshy coat, no fruit around it: ginkgo
  'fig', // hollow fruit lined with flowers
  'seed-ball', // hanging ball of seeds: planes, sweetgum
] as const;

/** Where the seed sits in a single winged key (`seed.seed_position`): every samara has one. */
export const SEED_POSITIONS = [
  'base', // at the stalk end, the wing running out beyond it: ash, tulip tree
  'centre', // in the middle, the wing all round it: wych and European white elms, tree of heaven
  'near-tip', // above the middle, close to the notch at the wing's tip: field and English elms
] as const;

/**
 * The fruit, seed or cone as drawn. Colours a fruit, key, husk or cone ripens to (or
 * shows before it ripens, in `young_colour`).
 */
export const SEED_COLOURS = [
  'red', // full red: haws, cherries, pomegranate
  'scarlet', // bright orange-tinged red: holly, whitebeam, strawberry tree
  'orange', // rowan, ginkgo's seed coat, orange whitebeams
  'yellow', // quince
  'yellow-green', // green going yellow: crab apple, pears, sweet chestnut husks
  'green', // green when ripe or through summer: walnut husks, elm wings, young cones
  'cream', // pale creamy white: hop hornbeam's papery bracts
  'purple', // purple or purple-red: plums, figs, young fir cones, Judas tree pods
  'purple-black', // very dark purple: elder, olive, mulberry, nettle tree
  'blue-black', // dark blue, usually bloomed: sloe, common juniper, phillyrea
  'black', // glossy black: bay, cherry laurel, bird cherry
  'brown', // mid brown: most cones, keys, pods and acorns
  'pale-brown', // light brown or straw: ripe maple keys, hemlock cones
  'buff', // pale buff: Sitka spruce cones
  'yellow-brown', // Austrian pine cones, wild pears
  'red-brown', // chestnut or cinnamon brown: maritime and stone pine cones, prickly juniper
  'grey-brown', // dull grey-brown: Scots pine cones, lime nutlets
  'russet', // rough orange-brown skin: medlar, wild service tree
  'pink', // bright rose-pink: spindle's four-lobed capsules
] as const;

/** How the ripe surface looks and feels; for acorns the cup, for husked nuts the husk. */
export const SEED_SURFACES = [
  'smooth', // plain, neither glossy nor textured
  'glossy', // shining: cherries, conkers, holly berries
  'bloomed', // a pale waxy bloom that rubs off: sloes, plums, junipers
  'hairy', // downy or felted: quince, medlar, laburnum pods, felty acorn cups
  'cottony', // seeds in white fluff: willows, poplars
  'warty', // covered in small bumps: strawberry trees
  'ribbed', // raised ribs or ridges: large-leaved lime, zelkova
  'spiny', // sharp spines: horse and sweet chestnut husks, sweetgum balls
  'bristly', // soft bristles or long curling scales: beech husks, Turkey oak cups, plane balls
  'shaggy', // loose, spreading scales: cork and Pyrenean oak cups
  'scaly', // overlapping scales pressed flat: most cones and acorn cups
  'rolled', // cone scales rolled outward like a rosette: Japanese larch
  'knobbed', // each cone scale ending in a raised, pointed knob: maritime pine
  'wrinkled', // wrinkled scales: giant redwood cones
  'papery', // thin and papery: wings, bracts, bladders
  'speckled', // pale dots (lenticels) on the skin: whitebeams, wild pears, walnut husk
] as const;

/** How long the stalk a fruit or cone hangs on is, beside the fruit itself. */
export const SEED_STALKS = [
  'none', // none or very short: sloes on the spur, sessile oak, quince, fir cones
  'short', // shorter than the fruit: apples, rowan
  'long', // as long as the fruit or longer: cherries, crab apple, English oak, limes
] as const;

/** The shape of one fruit, nut or cone. */
export const SEED_SHAPES = [
  'globose', // round
  'egg-shaped', // ovoid, broadest below the middle: most pine cones, alder cones
  'oval', // longer than wide, evenly rounded: olives, plums, acorns
  'pear-shaped', // narrow at the stalk, broad below: pears, quince, figs
  'cylindrical', // long with parallel sides: fir and spruce cones, birch catkins
  'barrel', // short, squat cylinder with a flat top: cedar cones
  'conical', // broad base tapering to the tip: maritime pine, tulip tree
  'spindle', // tapering at both ends: Serbian spruce cones
  'squarish', // four thick scales in two pairs: Barbary thuja
  'cup-shaped', // an open cup: eucalyptus capsules, yew's aril
  'inflated', // a papery bladder: bladdernut
  'flat', // flat: keys, pods
] as const;

/** How the fruit or cone holds itself on the branch. */
export const SEED_POSTURES = [
  'erect', // standing up on top of the branch: fir, cedar and larch cones, cherry laurel spikes
  'spreading', // held out sideways or sitting on the twig: pine cones, acorns, sloes
  'hanging', // hanging down: spruce cones, apples, keys, catkins
] as const;

/** A cone's bracts, which grow under each scale. */
export const CONE_BRACTS = [
  'exserted-reflexed', // poking out between the scales and turned down: silver and Greek firs
  'exserted', // poking out straight: Douglas fir's three-pointed bracts
  'hidden', // shorter than the scales, not seen: Spanish fir, spruces, pines, cedars
] as const;

/** What a ripe cone does on the tree. */
export const CONE_OPENINGS = [
  'opens', // the scales part to shed the seed and the cone falls whole: pines, spruces, larches
  'breaks-up', // falls apart scale by scale on the tree, leaving a spike: firs, cedars, monkey puzzle
  'stays-closed', // stays shut for years, opened only by birds, rot or fire: arolla pine, giant redwood
] as const;

/** The outline of a mature tree's crown at a distance, as usually met in Britain and Europe. */
export const CROWN_SHAPES = [
  'conical', // a broad cone, widest near the ground: Douglas fir, Norway spruce, silver fir
  'narrow-conical', // a slim spire, several times taller than wide: Serbian spruce, Spanish fir
  'columnar', // a narrow column with near-parallel sides: Italian cypress, Lombardy-type poplars
  'ovoid', // egg-shaped, taller than wide with a rounded top: limes, hornbeam, whitebeam
  'rounded', // a dome about as wide as tall: English oak, sycamore, apple
  'broad-spreading', // a low dome much wider than tall on a short trunk: old parkland oaks, walnut, London plane
  'vase', // narrow at the base, fanning out upwards from a few rising limbs: field elm, zelkova
  'weeping', // long branches and shoots hang down like a curtain: weeping willow
  'umbrella', // a flat-topped canopy held on a long bare trunk: stone pine
  'tiered', // broad flat layers of branches one above another, flat top: cedar of Lebanon
  'irregular', // lopsided or open with a few heavy limbs going their own way: Scots pine, false acacia
  'multi-stemmed', // a bush or shrubby tree of several stems from the ground: hazel, elder
] as const;

/** How much sky shows through the crown in leaf. */
export const CROWN_DENSITIES = [
  'open', // light and airy, the branches and sky visible: birches, ash, larches
  'dense', // heavy and shady, little seen inside: beech, yew, holm oak
] as const;

/** How the trunk rises from the ground. */
export const TRUNK_FORMS = [
  'single', // one straight bole up into the crown
  'forked', // one short trunk that soon splits into two or three big limbs: sweet chestnut, walnut
  'several', // several stems from the ground or near it: hazel, elder, junipers
] as const;

/** Which way the main branches and their shoots go. */
export const BRANCHINGS = [
  'ascending', // branches rise steeply towards the top: poplars, cypresses, field elm
  'spreading', // branches go out at a wide angle, then curve up: oaks, maples
  'horizontal', // branches held level, often in tiers: cedar of Lebanon, Sicilian fir
  'drooping', // level or rising branches with hanging side shoots: Norway spruce, deodar, silver birch
  'pendulous', // whole branches arch and hang to the ground: weeping willow
] as const;

/** The colour a crown in full summer leaf shows at a distance. */
export const FOLIAGE_TONES = [
  'dark', // dark green, as in most pines, yew, holm oak, Lawson cypress
  'mid', // a plain mid green, as in most broadleaves
  'light', // fresh light green: larches, birches, false acacia
  'yellow-green', // a yellowish green: tree of heaven, tulip tree
  'glaucous', // a blue-green bloom: Atlas cedar, Spanish fir, cider gum
  'grey-green', // a dull grey-green: olive, Spanish juniper, white willow from afar
  'silvery', // pale undersides flash white in wind: white poplar, whitebeams
  'purple', // a dark purple-red crown: copper beech, purple-leaved plum (named forms only)
  'golden', // a golden-yellow crown: golden Leyland cypress (named forms only)
] as const;

/** The top of a mature crown, often the first thing told apart at a distance. */
export const CROWN_TOPS = [
  'spire', // a sharp point on an upright leader: Norway spruce, Serbian spruce, Italian cypress
  'nodding', // the leading shoot bends over at the tip: Lawson cypress, western hemlock, deodar
  'rounded', // a dome: most broadleaves, old Bosnian pine and giant sequoia
  'flat', // level or spreading at the top: old silver fir and Scots pine, stone pine, cedar of Lebanon
  'irregular', // ragged, with limbs at odd heights: false acacia, maritime pine, quince
] as const;
