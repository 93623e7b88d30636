/**
 * The closed vocabularies for morphological traits (DESIGN §5). A record may use only these
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
  'drupe', // fleshy fruit with one stone: cherries, plums, olive
  'pome', // apple-like fruit: apples, pears, rowan, hawthorn
  'cone', // woody or papery cone: pines, spruces, firs, cedars
  'berry-cone', // fleshy cone that looks like a berry: junipers
  'aril', // seed in a fleshy cup: yew
  'fleshy-seed', // a naked seed in a soft fleshy coat, no fruit around it: ginkgo
  'fig', // hollow fruit lined with flowers
  'seed-ball', // hanging ball of seeds: planes, sweetgum
] as const;
