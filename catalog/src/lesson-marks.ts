import type { Species } from './schema.ts';
import { scientificNames } from './schema.ts';
import type { TraitKey } from './trait-phrases.ts';

/**
 * The marks each tree's lesson (catalog/course/course.json) names for it, as the record's traits:
 * what the look-for line after an answer names first, so that it says what the lesson says
 * (docs/teaching.md, "What to look for"). Each mark is the trait, the record's value there (for a
 * list, the word it has) and the lesson's own words for it; catalog/test/lesson-marks.test.ts
 * holds each to the lesson and the record, and asks for every tree of the course, so a new tree
 * or a changed lesson is read again. Where a lesson names a mark the traits cannot say (a smell,
 * milky sap, a count of needles in a bundle), it is not here; a tree with none has an empty list.
 */
export type LessonMark = readonly [key: TraitKey, value: string, words: string];

export const LESSON_MARKS: Readonly<Record<string, readonly LessonMark[]>> = {
  'Quercus robur': [
    ['leaf.base', 'cordate', 'two small ear-like lobes at the base'],
    ['seed.stalk', 'long', 'its acorns hang on long stalks'],
  ],
  'Quercus petraea': [
    ['leaf.base', 'cuneate', 'a clear leaf stalk'],
    ['seed.stalk', 'none', 'acorns sitting right on the twig'],
  ],
  'Fagus sylvatica': [
    ['leaf.margin', 'undulate', 'a wavy, untoothed edge'],
    ['leaf.shape', 'elliptic', 'Beech leaves are neat ovals'],
    ['seed.surface', 'bristly', "a bristly husk round beech's three-sided nuts"],
  ],
  'Castanea sativa': [
    ['leaf.shape', 'lanceolate', 'Sweet chestnut leaves are long and narrow'],
    ['leaf.margin', 'serrate', 'every vein ending in a bristle-tipped tooth'],
    ['seed.surface', 'spiny', "a spiny husk round sweet chestnut's nuts"],
  ],
  'Fraxinus excelsior': [
    ['leaf.compound', 'pinnate 11', 'Ash has nine to thirteen toothed leaflets'],
    ['bud.colour', 'black', 'sooty black buds'],
  ],
  'Sambucus nigra': [['leaf.compound', 'pinnate 5', 'Elder has five or seven']],
  'Aesculus hippocastanum': [
    ['leaf.compound', 'palmate 7', 'spreads five to seven leaflets from one point like a hand'],
    ['bud.surface', 'sticky', 'its big buds are sticky'],
  ],
  'Acer pseudoplatanus': [['bud.colour', 'green', 'sycamore shows green buds']],
  'Acer platanoides': [
    ['leaf.tip', 'acuminate', "Norway maple's lobes end in whisker points"],
    ['bud.colour', 'red-brown', 'Norway maple dark red ones'],
  ],
  'Acer campestre': [
    ['leaf.length_cm', '[4,8]', 'Field maple has small leaves'],
    ['leaf.tip', 'obtuse', 'blunt, rounded lobes'],
  ],
  'Platanus × hispanica': [
    ['leaf.arrangement', 'alternate', 'London plane sets its leaves alternately'],
    ['bud.shape', 'hidden', 'hides each bud inside the swollen stalk base'],
    ['bark.features', 'jigsaw', 'sheds its bark in a camouflage patchwork'],
  ],
  'Acer palmatum': [['leaf.tip', 'acuminate', 'five to seven slender, pointed lobes']],
  'Betula pendula': [
    ['leaf.shape', 'deltoid', 'Silver birch has triangular, hairless leaves'],
    ['bark.features', 'diamond-pores', 'black diamonds on a white trunk'],
  ],
  'Betula pubescens': [
    ['leaf.shape', 'ovate', 'Downy birch has rounder leaves'],
    ['bud.twig.features', 'hairy', 'softly hairy twigs'],
  ],
  'Alnus glutinosa': [
    ['leaf.tip', 'emarginate', 'end in a blunt or notched tip'],
    ['bud.colour', 'purple', 'its purple buds stand on short stalks'],
    ['bud.stalked', 'true', 'its purple buds stand on short stalks'],
  ],
  'Carpinus betulus': [
    ['leaf.margin', 'double-serrate', 'sharply double-toothed'],
    ['bark.features', 'fluted', 'often fluted trunk'],
  ],
  'Betula utilis': [],
  'Tilia × europaea': [
    ['leaf.shape', 'cordate', "Common lime's is heart-shaped"],
    ['leaf.base', 'oblique', 'a little lopsided'],
    ['bud.colour', 'red', 'common lime has shiny red buds on zigzag twigs'],
    ['bud.twig.features', 'zigzag', 'common lime has shiny red buds on zigzag twigs'],
  ],
  'Ulmus glabra': [
    ['leaf.base', 'oblique', 'Both elms have strongly lopsided bases'],
    ['bud.surface', 'downy', 'blunt dark buds with rusty hairs'],
  ],
  'Corylus avellana': [
    ['leaf.base', 'cordate', "Hazel's is heart-shaped too"],
    ['leaf.underside', 'hairy', 'soft and hairy on both sides'],
    ['bud.twig.features', 'catkins', "its hanging lambs'-tail catkins"],
  ],
  'Ulmus procera': [
    ['leaf.base', 'oblique', 'Both elms have strongly lopsided bases'],
    ['bud.length_mm', '[2,4]', 'English elm small pointed buds on thin twigs'],
  ],
  'Salix alba': [
    ['leaf.underside', 'silvery', "white willow's silky, so the crown looks silver"],
    ['leaf.shape', 'lanceolate', 'White and crack willow have long, narrow leaves'],
    ['form.foliage', 'silvery', 'the crown looks silver'],
  ],
  'Salix × fragilis': [
    ['leaf.gloss', 'glossy', 'glossy and hairless'],
    ['leaf.shape', 'lanceolate', 'White and crack willow have long, narrow leaves'],
  ],
  'Salix caprea': [
    ['leaf.underside', 'grey-felted', 'woolly grey beneath'],
    ['leaf.shape', 'elliptic', "Goat willow's leaves are broader"],
  ],
  'Populus tremula': [['leaf.shape', 'orbicular', "Aspen's almost round leaves"]],
  'Salix cinerea': [
    ['leaf.underside', 'grey-felted', 'woolly grey beneath'],
    ['bud.twig.features', 'hairy', 'on downy twigs'],
  ],
  'Populus × canadensis': [
    ['leaf.shape', 'deltoid', 'Hybrid black poplar has triangular leaves'],
    ['bud.surface', 'sticky', 'sticky buds'],
    ['bark.features', 'parallel-ridges', 'deep, even ridges'],
  ],
  'Crataegus monogyna': [
    ['leaf.gloss', 'glossy', 'Hawthorn has small glossy leaves cut deeply into lobes'],
    ['leaf.lobing', 'pinnate', 'Hawthorn has small glossy leaves cut deeply into lobes'],
    ['seed.ripe_colour', 'red', 'dark red haws'],
  ],
  'Prunus spinosa': [
    ['leaf.shape', 'elliptic', 'small, plain oval leaves'],
    ['bark.colour', 'black', 'near-black bark'],
    ['seed.ripe_colour', 'blue-black', 'blue-black sloes'],
  ],
  'Prunus avium': [
    ['bark.colour', 'purple-brown', 'shiny purplish-red bark'],
    ['bark.texture', 'lenticelled', 'banded with lenticels'],
  ],
  'Prunus cerasifera': [
    ['bud.twig.colour', 'green', 'on glossy green twigs'],
    ['bud.twig.features', 'glossy', 'on glossy green twigs'],
  ],
  'Prunus domestica': [
    ['leaf.gloss', 'matt', 'Plum has dull, wrinkled leaves'],
    ['seed.shape', 'oval', 'oval fruit with a bloom'],
    ['seed.surface', 'bloomed', 'oval fruit with a bloom'],
  ],
  'Prunus serrulata': [
    ['leaf.gloss', 'glossy', 'has glossy leaves with bristle-tipped teeth'],
    ['bark.colour', 'red-brown', 'shiny red-brown bark'],
  ],
  'Malus domestica': [
    ['leaf.underside', 'hairy', 'Apple leaves are downy beneath'],
    ['bud.surface', 'downy', 'its blunt, downy buds lie close to the twig'],
    ['bud.stance', 'pressed', 'its blunt, downy buds lie close to the twig'],
  ],
  'Malus sylvestris': [
    ['leaf.underside', 'paler', 'lose their hairs'],
    ['seed.length_cm', '[2,3]', 'its fruit is small and sour'],
  ],
  'Pyrus communis': [
    ['leaf.gloss', 'glossy', 'Pear leaves are glossy on long stalks'],
    ['bud.stance', 'spreading', 'its sharp buds stand out from the twig'],
  ],
  'Aria edulis': [
    ['leaf.underside', 'white-felted', 'the white felt under its leaves'],
    ['form.foliage', 'silvery', 'Whitebeam flashes silver in the wind'],
  ],
  'Scandosorbus intermedia': [
    ['leaf.lobing', 'pinnate', 'has shallowly lobed leaves with grey felt beneath'],
    ['leaf.underside', 'grey-felted', 'has shallowly lobed leaves with grey felt beneath'],
    ['seed.ripe_colour', 'orange', 'orange-red fruit'],
  ],
  'Sorbus aucuparia': [
    ['leaf.compound', 'pinnate 13', "Rowan's leaf is feathered like ash's"],
    ['leaf.arrangement', 'alternate', 'but set alternately'],
    ['bud.colour', 'purple', 'it has purple buds'],
    ['seed.ripe_colour', 'orange', 'orange-red berries'],
  ],
  'Salix viminalis': [
    ['leaf.underside', 'silvery', 'very long, narrow leaves, silvery beneath'],
    ['leaf.shape', 'lanceolate', 'very long, narrow leaves, silvery beneath'],
    ['leaf.arrangement', 'alternate', 'sets them alternately'],
  ],
  'Euonymus europaeus': [
    ['leaf.margin', 'crenate', 'Spindle has finely toothed leaves'],
    ['bud.twig.colour', 'green', 'green four-angled twigs'],
    ['bud.twig.features', 'ridged', 'green four-angled twigs'],
    ['seed.kind', 'capsule', 'pink fruits that split to show orange seeds'],
    ['seed.ripe_colour', 'pink', 'pink fruits that split to show orange seeds'],
  ],
  'Cornus sanguinea': [
    ['leaf.margin', 'entire', "Dogwood's leaves have smooth edges"],
    ['bud.twig.colour', 'red', 'its winter twigs glow red'],
    ['seed.ripe_colour', 'black', 'its berries are black'],
  ],
  'Viburnum opulus': [
    ['leaf.lobing', 'palmate', "Guelder rose has three-lobed leaves like field maple's"],
    ['seed.ripe_colour', 'red', 'glossy red berries'],
    ['seed.surface', 'glossy', 'glossy red berries'],
  ],
  'Ligustrum vulgare': [
    ['leaf.shape', 'lanceolate', 'Wild privet has small, narrow, untoothed leaves'],
    ['leaf.margin', 'entire', 'Wild privet has small, narrow, untoothed leaves'],
    ['seed.ripe_colour', 'black', 'black berries at the shoot tips'],
  ],
  'Ilex aquifolium': [
    ['leaf.gloss', 'glossy', 'Holly has thick, glossy, spiny leaves'],
    ['leaf.margin', 'spiny', 'Holly has thick, glossy, spiny leaves'],
    ['bark.texture', 'smooth', 'smooth grey bark'],
    ['bark.colour', 'grey', 'smooth grey bark'],
  ],
  'Prunus laurocerasus': [
    ['leaf.length_cm', '[10,20]', "Cherry laurel's leaves are much bigger"],
    ['leaf.margin', 'entire', 'almost smooth-edged'],
  ],
  'Taxus baccata': [
    ['leaf.underside', 'paler', 'dark above and yellowish-green beneath'],
    ['seed.kind', 'aril', 'red cups round its seeds'],
    ['bark.texture', 'peeling', 'flaking red-brown bark'],
    ['bark.colour', 'red-brown', 'flaking red-brown bark'],
  ],
  'Cupressus × leylandii': [
    ['leaf.shape', 'scale', 'Leyland cypress has tiny scale leaves'],
    ['bud.twig.features', 'loose-sprays', 'in sprays that branch in several directions'],
  ],
  'Pinus sylvestris': [
    ['leaf.arrangement', 'fascicled', 'blue-green needles in pairs'],
    ['bark.features', 'orange-upper', 'its upper trunk glows orange'],
  ],
  'Picea abies': [
    ['bud.twig.features', 'pegs', 'Spruces set single needles on little woody pegs'],
    ['seed.shape', 'cylindrical', 'long cigar-shaped cones'],
    ['seed.length_cm', '[10,16]', 'long cigar-shaped cones'],
  ],
  'Picea sitchensis': [
    ['leaf.underside', 'white-banded', 'white-banded beneath'],
    ['leaf.tip', 'spine-tipped', 'that really prick'],
    ['bud.twig.colour', 'pale-grey', 'pale shoots'],
  ],
  'Larix decidua': [
    ['leaf.arrangement', 'clustered', 'soft needles in tufts on knobbly spur shoots'],
    ['leaf.autumn', 'gold', 'they turn golden and fall in autumn'],
    ['bud.twig.features', 'spurs', 'soft needles in tufts on knobbly spur shoots'],
  ],
  'Buddleja davidii': [
    ['leaf.arrangement', 'opposite', 'four set them in opposite pairs'],
    ['leaf.underside', 'white-felted', "Buddleia's are long, narrow and white-felted beneath"],
  ],
  'Syringa vulgaris': [
    ['leaf.shape', 'cordate', "Lilac's are heart-shaped and hairless"],
    ['bud.colour', 'green', 'a pair of fat green buds'],
  ],
  'Ligustrum ovalifolium': [
    ['leaf.gloss', 'glossy', 'Garden privet keeps glossy oval leaves all winter'],
    ['leaf.shape', 'elliptic', 'Garden privet keeps glossy oval leaves all winter'],
  ],
  'Viburnum tinus': [['bud.twig.features', 'flower-buds', 'flat heads of pink buds that open white in winter']],
  'Rhododendron ponticum': [
    ['leaf.arrangement', 'alternate', 'Rhododendron sets its big leathery leaves alternately'],
    ['leaf.length_cm', '[6,18]', 'its big leathery leaves'],
  ],
  'Ulex europaeus': [
    ['bud.twig.features', 'spines', 'Gorse bristles with rigid, grooved spines'],
    ['seed.surface', 'hairy', 'short pods hairy all over'],
  ],
  'Cytisus scoparius': [
    ['leaf.compound', 'trifoliate 3', 'small leaves of three leaflets'],
    ['bud.twig.colour', 'green', 'its green, five-angled twigs'],
  ],
  'Rosa canina': [
    ['bud.twig.features', 'thorns', 'stems with hooked prickles'],
    ['seed.ripe_colour', 'scarlet', 'scarlet hips'],
  ],
  'Symphoricarpos albus': [
    ['leaf.arrangement', 'opposite', 'Snowberry sets small oval leaves in opposite pairs'],
    ['seed.ripe_colour', 'cream', 'soft white berries'],
  ],
  'Quercus cerris': [
    ['leaf.shape', 'oblong', "its leaves are longer, narrower and rougher than English oak's"],
    ['bud.surface', 'whiskered', "Turkey oak's buds are wrapped in long, twisted whiskers"],
    ['seed.surface', 'bristly', 'its acorns sit in shaggy, mossy cups'],
  ],
  'Quercus ilex': [
    ['type', 'evergreen', 'Holm oak is evergreen'],
    ['leaf.underside', 'grey-felted', 'felted grey beneath'],
  ],
  'Quercus rubra': [
    ['leaf.tip', 'acute', 'pointed, bristle-tipped lobes'],
    ['leaf.autumn', 'red', 'turn red or brown in autumn'],
  ],
  'Quercus palustris': [
    ['leaf.gloss', 'glossy', "pin oak's are smaller and glossy"],
    ['leaf.length_cm', '[8,15]', "pin oak's are smaller and glossy"],
  ],
  'Tilia cordata': [['leaf.underside', 'blue-grey', 'Small-leaved lime is bluish-grey beneath']],
  'Tilia platyphyllos': [
    ['leaf.underside', 'hairy', 'Large-leaved lime is green and downy beneath'],
    ['bud.twig.features', 'hairy', 'its twigs are hairy'],
  ],
  'Ulmus minor': [
    ['leaf.base', 'oblique', "Field elm has the elm's lopsided leaf base"],
    ['leaf.gloss', 'glossy', "smaller and smoother than wych elm's"],
  ],
  'Ulmus × hollandica': [['leaf.gloss', 'glossy', 'has glossy leaves between theirs in size']],
  'Tilia tomentosa': [
    ['leaf.underside', 'white-felted', 'Silver lime is thickly white-felted beneath'],
    ['form.foliage', 'silvery', 'its crown flashes silver in the wind'],
  ],
  'Populus alba': [
    ['leaf.lobing', 'palmate', "White poplar's leaves are lobed like a maple's"],
    ['leaf.underside', 'white-felted', 'snow-white beneath'],
    ['bark.colour', 'white', 'its whitish bark has dark diamonds'],
    ['bark.features', 'diamond-pores', 'its whitish bark has dark diamonds'],
  ],
  'Salix pentandra': [
    ['leaf.gloss', 'glossy', 'broad leaves so glossy they look varnished'],
    ['leaf.shape', 'elliptic', 'Bay willow has broad leaves'],
  ],
  'Salix × sepulcralis': [
    ['bud.twig.colour', 'yellow', 'trails golden shoots to the ground'],
    ['form.crown', 'weeping', 'trails golden shoots to the ground'],
  ],
  'Alnus incana': [
    ['leaf.tip', 'acute', 'a pointed leaf tip'],
    ['leaf.underside', 'hairy', 'a grey, downy underside'],
    ['bark.texture', 'smooth', 'smooth, pale bark'],
  ],
  'Populus × canescens': [
    ['leaf.underside', 'grey-felted', 'a thinner grey felt'],
    ['bark.colour', 'grey', 'greyer bark'],
  ],
  'Alnus cordata': [
    ['leaf.gloss', 'glossy', 'Italian alder has glossy, heart-shaped leaves'],
    ['leaf.shape', 'cordate', 'Italian alder has glossy, heart-shaped leaves'],
    ['seed.length_cm', '[2,3]', 'the biggest cones of any alder'],
  ],
  'Salix purpurea': [['bud.twig.colour', 'purple', 'on slender purple shoots']],
  'Salix triandra': [
    ['leaf.gloss', 'glossy', "Almond willow's leaves are glossy and evenly toothed"],
    ['bark.features', 'jigsaw', 'its grey-brown bark flakes off in patches'],
  ],
  'Salix aurita': [
    ['leaf.underside', 'grey-felted', 'small, wrinkled, grey-felted leaves'],
    ['leaf.length_cm', '[2,5]', 'small, wrinkled, grey-felted leaves'],
  ],
  'Populus trichocarpa': [
    ['bud.surface', 'sticky', 'long, sticky, orange-brown buds'],
    ['bud.colour', 'orange-brown', 'long, sticky, orange-brown buds'],
  ],
  'Acer negundo': [
    ['leaf.compound', 'pinnate 5', 'feathered leaves of three to seven leaflets'],
    ['bud.colour', 'grey', 'its buds are small and grey-downy'],
    ['bud.surface', 'downy', 'its buds are small and grey-downy'],
  ],
  'Acer saccharinum': [
    ['leaf.underside', 'silvery', 'silvery-white beneath'],
    ['bark.features', 'curling-strips', 'bark that turns shaggy with age'],
  ],
  'Fraxinus ornus': [
    ['leaf.shape', 'ovate', 'Manna ash has broader, stalked leaflets'],
    ['bud.colour', 'grey', 'grey buds'],
    ['bark.texture', 'smooth', 'smooth grey bark for life'],
  ],
  'Aesculus × carnea': [],
  'Aesculus indica': [
    ['leaf.shape', 'lanceolate', 'slender, stalked leaflets'],
    ['seed.surface', 'warty', 'a spineless husk'],
  ],
  'Liquidambar styraciflua': [
    ['leaf.gloss', 'glossy', "American sweetgum's glossy, star-shaped leaves are set alternately"],
    ['leaf.arrangement', 'alternate', "American sweetgum's glossy, star-shaped leaves are set alternately"],
    ['seed.kind', 'seed-ball', 'spiky seed balls hang on long stalks'],
    ['seed.stalk', 'long', 'spiky seed balls hang on long stalks'],
  ],
  'Juglans regia': [
    ['leaf.compound', 'pinnate 7', 'Walnut has about seven smooth-edged leaflets'],
    ['leaf.margin', 'entire', 'Walnut has about seven smooth-edged leaflets'],
  ],
  'Juglans nigra': [
    ['leaf.compound', 'pinnate 19', 'Black walnut has fifteen to twenty-three narrow, toothed leaflets'],
    ['leaf.margin', 'serrate', 'Black walnut has fifteen to twenty-three narrow, toothed leaflets'],
    ['bark.colour', 'black', 'nearly black bark'],
  ],
  'Ailanthus altissima': [['leaf.length_cm', '[45,90]', 'Tree of heaven has huge leaves']],
  'Robinia pseudoacacia': [
    ['leaf.compound', 'pinnate 15', 'False acacia has fifteen or so small, rounded leaflets'],
    ['leaf.tip', 'rounded', 'False acacia has fifteen or so small, rounded leaflets'],
    ['bud.twig.features', 'paired-spines', 'paired spines at each leaf'],
  ],
  'Laburnum anagyroides': [
    ['leaf.compound', 'trifoliate 3', "Laburnum's leaf is just three leaflets"],
    ['leaf.underside', 'hairy', 'grey and silky beneath'],
    ['seed.kind', 'pod', 'It hangs out pods too'],
  ],
  'Gleditsia triacanthos': [
    // Most leaves are once pinnate; a few on strong shoots twice-divided (issue 28).
    ['leaf.compound', 'pinnate 24', 'Honey locust has many more, smaller leaflets'],
    ['bark.features', 'thorns', 'wild trees bear branched thorns'],
    ['seed.length_cm', '[15,40]', 'long, twisted pods'],
  ],
  'Liriodendron tulipifera': [['leaf.tip', 'truncate', "Tulip tree's leaf looks snipped square across the top"]],
  'Ficus carica': [['leaf.lobing', 'palmate', "Fig's is large, thick and deeply lobed"]],
  'Catalpa bignonioides': [
    ['leaf.shape', 'cordate', 'huge, soft, heart-shaped leaves in threes or pairs'],
    ['leaf.arrangement', 'whorled', 'huge, soft, heart-shaped leaves in threes or pairs'],
    ['seed.kind', 'pod', 'long bean pods that hang all winter'],
  ],
  'Ginkgo biloba': [
    ['leaf.shape', 'fan', 'Ginkgo has fan-shaped leaves'],
    ['leaf.arrangement', 'clustered', 'in tufts on spur shoots'],
    ['leaf.autumn', 'yellow', 'turning butter-yellow in autumn'],
  ],
  'Magnolia × soulangeana': [
    ['leaf.shape', 'obovate', 'Saucer magnolia has plain, broad leaves'],
    ['bud.surface', 'woolly', 'big furry flower buds'],
  ],
  'Rhus typhina': [
    ['leaf.compound', 'pinnate 19', "Stag's-horn sumach has long feathered leaves"],
    ['bud.twig.features', 'hairy', 'on velvety shoots forked like antlers'],
    ['seed.posture', 'erect', 'upright heads of crimson fruit'],
  ],
  'Tilia × euchlora': [['leaf.gloss', 'glossy', "Crimean lime's leaves are the glossiest"]],
  'Pyrus calleryana': [
    ['seed.length_cm', '[0.8,1.2]', 'tiny brown pears on long stalks'],
    ['seed.ripe_colour', 'russet', 'tiny brown pears on long stalks'],
  ],
  'Corylus colurna': [
    ['seed.surface', 'bristly', 'its nuts in fringed, bristly husks'],
    ['form.crown', 'conical', 'a tall, neat cone on one trunk'],
  ],
  'Acer cappadocicum': [
    ['leaf.margin', 'entire', "Cappadocian maple's lobes are untoothed"],
    ['bud.twig.colour', 'green', 'on twigs that stay green'],
  ],
  'Acer rubrum': [['leaf.underside', 'blue-grey', 'pale blue-grey beneath']],
  'Paulownia tomentosa': [
    ['leaf.arrangement', 'opposite', 'huge, velvety leaves in opposite pairs'],
    ['bud.twig.features', 'flower-buds', 'upright clusters of furry flower buds all winter'],
  ],
  'Prunus padus': [
    ['seed.ripe_colour', 'black', 'small, bitter black fruits in long spikes'],
    ['seed.length_cm', '[0.6,0.8]', 'small, bitter black fruits in long spikes'],
  ],
  'Prunus lusitanica': [
    ['type', 'evergreen', 'Portugal laurel is an evergreen of the cherry genus'],
    ['leaf.gloss', 'glossy', 'glossy dark leaves on red stalks'],
  ],
  'Prunus dulcis': [
    ['leaf.shape', 'lanceolate', 'with narrow leaves and a velvety green fruit'],
    ['seed.ripe_colour', 'green', 'with narrow leaves and a velvety green fruit'],
    ['seed.surface', 'hairy', 'with narrow leaves and a velvety green fruit'],
  ],
  'Crataegus laevigata': [['leaf.tip', 'obtuse', 'Midland hawthorn has shallow, rounded lobes']],
  'Torminalis glaberrima': [
    ['leaf.lobing', 'pinnate', 'Wild service tree has maple-like lobed leaves'],
    ['seed.ripe_colour', 'russet', 'speckled russet fruits'],
    ['seed.surface', 'speckled', 'speckled russet fruits'],
  ],
  'Amelanchier lamarckii': [
    ['form.crown', 'multi-stemmed', 'Juneberry grows many-stemmed'],
    ['seed.ripe_colour', 'purple-black', 'purple-black berries in June'],
  ],
  'Arbutus unedo': [
    ['leaf.margin', 'serrate', 'Strawberry tree has glossy, finely toothed leaves'],
    ['bark.colour', 'red-brown', 'rough, shreddy red-brown bark'],
    ['bark.features', 'shaggy', 'rough, shreddy red-brown bark'],
    ['seed.surface', 'warty', 'warty red fruits'],
  ],
  'Laurus nobilis': [['leaf.margin', 'undulate', "Bay laurel's stiff, wavy-edged leaves"]],
  'Eucalyptus gunnii': [
    ['leaf.shape', 'lanceolate', 'the grown leaves hang long and narrow'],
    ['bark.features', 'jigsaw', "Cider gum's bark peels into a patchwork of cream, grey-green and pink"],
  ],
  'Viburnum lantana': [
    ['leaf.underside', 'grey-felted', 'broad, wrinkled and grey-felted beneath'],
    ['bud.shape', 'naked', 'naked, mealy buds'],
  ],
  'Rhamnus cathartica': [
    ['leaf.arrangement', 'opposite', 'Buckthorn has near-opposite, toothed leaves'],
    ['leaf.margin', 'crenate', 'Buckthorn has near-opposite, toothed leaves'],
    ['bud.twig.features', 'spines', 'thorn-tipped shoots'],
  ],
  'Frangula alnus': [
    ['leaf.arrangement', 'alternate', 'alternate, untoothed leaves with many parallel veins'],
    ['leaf.margin', 'entire', 'alternate, untoothed leaves with many parallel veins'],
    ['bud.shape', 'naked', 'naked, hairy buds'],
  ],
  'Buxus sempervirens': [
    ['type', 'evergreen', 'Box alone stays green all winter'],
    ['leaf.arrangement', 'opposite', 'small, leathery leaves in opposite pairs'],
    ['leaf.tip', 'emarginate', 'often notched at the tip'],
    ['bud.twig.colour', 'green', 'on square green shoots'],
  ],
  'Hippophae rhamnoides': [
    ['leaf.underside', 'silvery', 'Sea buckthorn has narrow, silvery leaves'],
    ['leaf.shape', 'linear', 'Sea buckthorn has narrow, silvery leaves'],
    ['bud.twig.features', 'spines', 'thorny twigs'],
    ['seed.ripe_colour', 'orange', 'orange berries crowded along the stems'],
  ],
  'Cornus mas': [['seed.ripe_colour', 'red', 'its fruits are glossy red']],
  'Cornus sericea': [
    ['bud.twig.colour', 'red', 'shiny, blood-red twigs all over'],
    ['seed.ripe_colour', 'cream', "white berries where dogwood's are black"],
  ],
  'Sambucus racemosa': [['seed.ripe_colour', 'scarlet', 'dense bunches of scarlet berries']],
  'Prunus serotina': [['leaf.gloss', 'glossy', 'thick, glossy leaves with rusty hairs along the midrib beneath']],
  'Acer griseum': [
    ['leaf.compound', 'trifoliate 3', "Paperbark maple's leaf is three leaflets"],
    ['bark.texture', 'papery', 'its cinnamon bark peels in papery curls'],
  ],
  'Cedrus atlantica': [['form.foliage', 'glaucous', 'is often blue-grey']],
  'Cedrus deodara': [['form.top', 'nodding', 'Deodar lets its leading shoot and branch tips droop']],
  'Cedrus libani': [['form.crown', 'tiered', 'Cedar of Lebanon spreads broad, level tiers']],
  'Larix kaempferi': [
    ['bud.twig.colour', 'orange', 'its orange-red to purple twigs'],
    ['seed.surface', 'rolled', 'rose-like cones with curled-back scales'],
  ],
  'Larix × marschlinsii': [
    ['bud.twig.colour', 'red-brown', 'reddish-brown twigs with a faint bloom'],
    ['bud.twig.features', 'waxy', 'reddish-brown twigs with a faint bloom'],
  ],
  'Abies alba': [],
  'Abies grandis': [],
  'Abies nordmanniana': [['leaf.gloss', 'glossy', "Nordmann fir's are glossy and dark"]],
  'Abies procera': [
    ['form.foliage', 'glaucous', "Noble fir's are blue-grey and curved"],
    ['seed.length_cm', '[15,25]', 'its huge cones hide under their bracts'],
    ['seed.cone.bract', 'exserted-reflexed', 'its huge cones hide under their bracts'],
  ],
  'Pseudotsuga menziesii': [
    ['bud.shape', 'spindle', "sharp, shiny buds like a beech's"],
    ['bud.surface', 'glossy', "sharp, shiny buds like a beech's"],
    ['seed.posture', 'hanging', 'hanging cones with three-pointed bracts like mouse tails'],
    ['seed.cone.bract', 'exserted', 'hanging cones with three-pointed bracts like mouse tails'],
  ],
  'Tsuga heterophylla': [
    ['form.top', 'nodding', 'a drooping leader'],
    ['seed.length_cm', '[2,3]', 'tiny cones'],
  ],
  'Pinus nigra': [
    ['leaf.length_cm', '[8,16]', "Black pine's are longer, stiff and dark"],
    ['form.foliage', 'dark', "Black pine's are longer, stiff and dark"],
  ],
  'Pinus pinaster': [
    ['leaf.length_cm', '[15,25]', "Maritime pine's are the longest of all, up to 25 cm"],
    ['bark.colour', 'red-brown', 'deep red-brown plated bark'],
    ['bark.texture', 'plated', 'deep red-brown plated bark'],
    ['seed.length_cm', '[8,22]', 'big glossy cones in clusters'],
  ],
  'Pinus contorta': [
    ['leaf.length_cm', '[4,7]', "Lodgepole pine's are short and twisted like Scots pine's"],
    ['bark.texture', 'scaly', 'dark, scaly bark with no orange'],
  ],
  'Pinus radiata': [],
  'Pinus strobus': [['seed.length_cm', '[8,16]', 'slender cones 8 to 16 cm long']],
  'Pinus wallichiana': [
    ['leaf.length_cm', '[12,20]', "Bhutan pine's are longer and hang limply from the middle"],
    ['seed.length_cm', '[15,25]', 'cones up to 25 cm'],
  ],
  'Chamaecyparis lawsoniana': [
    ['bud.twig.features', 'flat-sprays', 'flat, fern-like sprays of scale leaves'],
    ['form.top', 'nodding', 'its leading shoot droops'],
  ],
  'Thuja plicata': [
    ['bud.twig.features', 'flat-sprays', 'flat, fern-like sprays of scale leaves'],
    ['form.top', 'spire', 'its leader stands upright'],
  ],
  'Cupressus macrocarpa': [
    ['bud.twig.features', 'round-shoots', 'on thick, rounded shoots'],
    ['seed.surface', 'knobbed', 'knobbly cones 2 to 4 cm long'],
    ['seed.length_cm', '[2,4]', 'knobbly cones 2 to 4 cm long'],
  ],
  'Juniperus communis': [
    ['leaf.arrangement', 'whorled', 'Juniper has prickly needles in threes'],
    ['leaf.tip', 'spine-tipped', 'Juniper has prickly needles in threes'],
    ['seed.ripe_colour', 'blue-black', "where juniper's are blue-black"],
  ],
  'Araucaria araucana': [
    ['leaf.shape', 'deltoid', 'big, hard, sharp triangular leaves that spiral round them'],
    ['leaf.tip', 'spine-tipped', 'big, hard, sharp triangular leaves that spiral round them'],
  ],
  'Cryptomeria japonica': [
    ['seed.surface', 'spiny', 'round, spiky cones'],
    ['bark.colour', 'orange', 'orange-brown stringy bark'],
  ],
  'Calocedrus decurrens': [
    ['form.crown', 'columnar', 'grows into a dark green column'],
    ['seed.posture', 'hanging', 'its hanging cones open'],
  ],
  'Chamaecyparis pisifera': [
    ['leaf.tip', 'acute', "Sawara's scales have sharp, free tips"],
    ['seed.length_cm', '[0.5,0.8]', 'its cones are pea-sized'],
  ],
  'Chamaecyparis obtusa': [
    ['leaf.gloss', 'glossy', "Hinoki's are blunt and glossy"],
    ['leaf.tip', 'obtuse', "Hinoki's are blunt and glossy"],
  ],
  'Sequoiadendron giganteum': [
    ['leaf.shape', 'scale', 'small, hard, blue-green scales that spiral round them'],
    ['leaf.arrangement', 'spiral', 'small, hard, blue-green scales that spiral round them'],
    ['seed.shape', 'egg-shaped', 'its egg-shaped cones stay closed for years'],
  ],
  'Sequoia sempervirens': [
    ['type', 'evergreen', 'it stays green all winter'],
    ['leaf.underside', 'white-banded', 'but white-banded beneath'],
    ['bark.features', 'burrs', 'sprouts from burrs round its base'],
  ],
  'Metasequoia glyptostroboides': [
    ['type', 'deciduous', 'Dawn redwood is deciduous'],
    ['leaf.arrangement', 'opposite', 'its soft, bright green needles stand in opposite pairs'],
  ],
  'Taxodium distichum': [
    ['leaf.arrangement', 'alternate', 'sets them and its needles alternately'],
    ['seed.shape', 'globose', 'its round cones break up on the tree'],
  ],
  'Pinus pinea': [['form.crown', 'umbrella', 'Stone pine grows a flat umbrella crown']],
  'Pinus heldreichii': [['bark.features', 'square-plates', 'pale bark in small plates like snakeskin']],
  'Pinus cembra': [['bud.twig.features', 'hairy', 'on woolly orange-brown shoots']],
  'Pinus peuce': [['bud.twig.features', 'glossy', 'bare and shining green']],
  'Picea pungens': [
    ['leaf.tip', 'spine-tipped', 'stiff, very sharp needles'],
    ['form.foliage', 'glaucous', 'steely blue-grey all round'],
    ['seed.surface', 'papery', 'pale cones with ragged, papery scales'],
  ],
  'Picea orientalis': [
    ['leaf.length_cm', '[0.6,1]', 'the shortest needles of any spruce'],
    ['leaf.gloss', 'glossy', 'blunt and glossy dark green'],
  ],
  'Abies koreana': [
    ['leaf.underside', 'white-banded', 'brightly white beneath'],
    ['seed.posture', 'erect', 'stand upright even on young trees'],
  ],
  'Pinus halepensis': [
    ['form.foliage', 'light', 'slender, light green needles'],
    ['bark.colour', 'grey', 'silver-grey young bark'],
    ['seed.surface', 'glossy', 'glossy cones bent back on stout stalks'],
  ],
  'Pinus mugo': [
    ['form.crown', 'multi-stemmed', 'a low, many-stemmed bush'],
    ['leaf.length_cm', '[3,8]', 'short, dark, crowded needles'],
  ],
  'Abies pinsapo': [
    ['leaf.length_cm', '[1,2]', 'short, thick, blunt, blue-green needles'],
    ['leaf.tip', 'obtuse', 'short, thick, blunt, blue-green needles'],
    ['form.foliage', 'glaucous', 'short, thick, blunt, blue-green needles'],
  ],
  'Abies cephalonica': [
    ['leaf.gloss', 'glossy', 'they are glossy green with sharp points that prick'],
    ['leaf.tip', 'spine-tipped', 'they are glossy green with sharp points that prick'],
  ],
  'Abies nebrodensis': [['leaf.length_cm', '[1,2]', 'Sicilian fir has short, stiff, blunt needles']],
  'Abies concolor': [
    ['leaf.length_cm', '[4,7]', 'the longest needles, 4 to 7 cm'],
    ['form.foliage', 'glaucous', 'soft and blue-grey on both faces'],
  ],
  'Picea glauca': [['seed.length_cm', '[3,6]', 'small cones only 3 to 6 cm long']],
  'Picea breweriana': [],
  'Tsuga canadensis': [['seed.length_cm', '[1.5,2.5]', "cones even tinier than western hemlock's"]],
  'Picea omorika': [
    ['leaf.underside', 'white-banded', 'flattened, white-banded needles on pegs'],
    ['form.crown', 'narrow-conical', 'a very narrow, spire-like crown'],
  ],
  'Cupressus sempervirens': [
    ['form.crown', 'columnar', 'the dark green flame of southern gardens'],
    ['seed.length_cm', '[2.5,4]', 'big, round cones'],
  ],
  'Juniperus oxycedrus': [
    ['leaf.arrangement', 'whorled', 'sharp needles in threes'],
    ['seed.ripe_colour', 'red-brown', 'its ripe berry-cones are red-brown'],
  ],
  'Juniperus thurifera': [
    ['leaf.shape', 'scale', 'Spanish juniper has scale leaves pressed flat in four ranks'],
    ['seed.ripe_colour', 'purple', 'dark purplish-blue berry-cones'],
  ],
  'Cupressus arizonica': [['form.foliage', 'glaucous', 'Arizona cypress is glaucous blue-grey']],
  'Platycladus orientalis': [['seed.surface', 'knobbed', 'a hooked horn on each cone scale']],
  'Tetraclinis articulata': [
    ['bud.twig.features', 'jointed', 'snap at the joints'],
    ['seed.shape', 'squarish', 'its four-scaled cones open like a flower'],
  ],
  'Quercus pubescens': [
    ['leaf.underside', 'hairy', 'a grey, downy underside'],
    ['leaf.margin', 'undulate', 'shallow, wavy lobes'],
    ['bud.twig.features', 'hairy', 'hairy young twigs'],
  ],
  'Quercus pyrenaica': [['leaf.underside', 'grey-felted', 'over a soft white felt']],
  'Quercus frainetto': [['leaf.length_cm', '[10,25]', "Hungarian oak's big leaves"]],
  'Quercus faginea': [['leaf.lobing', 'none', "Portuguese oak's are only toothed"]],
  'Quercus coccifera': [
    ['leaf.margin', 'spiny', 'small, spiny leaves green on both sides'],
    ['seed.surface', 'spiny', 'acorn cups of prickly scales'],
  ],
  'Quercus suber': [
    ['type', 'evergreen', 'Cork oak is evergreen'],
    ['bark.texture', 'corky', 'thick, soft cork gives under a thumb'],
  ],
  'Carpinus orientalis': [['leaf.gloss', 'glossy', 'glossy leaves half the size']],
  'Ostrya carpinifolia': [
    ['seed.ripe_colour', 'cream', 'hangs in creamy clusters like hops'],
    ['bark.features', 'shaggy', 'its bark flakes in shaggy strips'],
    ['bud.twig.features', 'catkins', 'its male catkins hang bare through winter'],
  ],
  'Zelkova carpinifolia': [['leaf.margin', 'crenate', 'Caucasian elm has simple, rounded teeth']],
  'Nothofagus obliqua': [['leaf.base', 'oblique', 'double-toothed and lopsided']],
  'Parrotia persica': [['bark.features', 'jigsaw', 'its bark flakes into a patchwork']],
  'Ulmus laevis': [
    ['leaf.base', 'oblique', 'the strikingly lopsided leaf base of the elms'],
    ['bud.shape', 'conical', 'slender pointed winter buds'],
    ['seed.stalk', 'long', 'fruits dangling on long stalks'],
  ],
  'Populus nigra': [
    ['leaf.shape', 'deltoid', 'has triangular leaves on flattened stalks'],
    ['bud.surface', 'sticky', 'sticky, scented buds'],
    ['bark.features', 'burrs', 'a dark, burred, often leaning trunk'],
  ],
  'Zelkova abelicea': [['leaf.length_cm', '[1,2.5]', 'its leaves only 1 to 2.5 cm long']],
  'Celtis australis': [
    ['leaf.shape', 'lanceolate', 'Nettle tree has long, narrow, three-veined leaves'],
    ['bark.texture', 'smooth', "smooth grey bark like a beech's"],
    ['bark.colour', 'grey', "smooth grey bark like a beech's"],
  ],
  'Celtis occidentalis': [['bark.features', 'warts', 'knobbled with corky warts']],
  'Acer monspessulanum': [
    ['leaf.length_cm', '[3,6]', 'Montpellier maple has small, thick, three-lobed leaves without teeth'],
    ['leaf.margin', 'entire', 'Montpellier maple has small, thick, three-lobed leaves without teeth'],
  ],
  'Acer opalus': [['leaf.tip', 'obtuse', 'short, blunt lobes']],
  'Acer tataricum': [['leaf.lobing', 'none', 'mostly unlobed leaves']],
  'Platanus orientalis': [],
  'Liquidambar orientalis': [['leaf.length_cm', '[4,8]', "Sweetgum's small, deeply cut leaves"]],
  'Fraxinus angustifolia': [
    ['leaf.shape', 'lanceolate', 'its leaflets are narrow'],
    ['bud.colour', 'brown', 'its buds are dark brown, not black'],
  ],
  'Staphylea pinnata': [
    ['leaf.compound', 'pinnate 5', 'with five or seven finely toothed leaflets'],
    ['seed.shape', 'inflated', 'its seeds rattle inside papery bladders'],
  ],
  'Pistacia terebinthus': [
    ['leaf.arrangement', 'alternate', 'Terebinth sets its leaves alternately'],
    ['leaf.gloss', 'glossy', 'five to nine glossy, leathery leaflets'],
  ],
  'Fraxinus pennsylvanica': [['bud.colour', 'red-brown', 'rusty-brown buds']],
  'Pterocarya fraxinifolia': [
    ['bud.shape', 'naked', 'naked buds'],
    ['seed.kind', 'winged-nutlet', 'long hanging strings of winged nuts'],
  ],
  'Koelreuteria paniculata': [
    ['leaf.margin', 'dentate', "Pride of India's leaflets are coarsely cut"],
    ['seed.shape', 'inflated', 'papery lanterns'],
  ],
  'Laburnum alpinum': [
    ['leaf.gloss', 'glossy', 'glossier leaflets almost hairless beneath'],
    ['leaf.underside', 'paler', 'glossier leaflets almost hairless beneath'],
  ],
  'Cercis siliquastrum': [
    ['leaf.shape', 'orbicular', 'Judas tree has rounded, kidney-shaped leaves'],
    ['leaf.tip', 'emarginate', 'with a blunt or notched tip'],
    ['bud.twig.features', 'flower-buds', 'flower buds crowded on old wood'],
  ],
  'Ceratonia siliqua': [
    ['type', 'evergreen', 'Carob is evergreen'],
    ['seed.length_cm', '[10,30]', 'long, dark brown pods of sweet pulp'],
  ],
  'Styphnolobium japonicum': [
    ['bud.twig.colour', 'green', 'green twigs and no spines'],
    ['seed.shape', 'cylindrical', 'its fleshy pods hang like strings of beads'],
  ],
  'Olea europaea': [
    ['leaf.underside', 'silvery', "Olive's leaves are narrow and silvery beneath"],
    ['leaf.shape', 'lanceolate', "Olive's leaves are narrow and silvery beneath"],
  ],
  'Phillyrea latifolia': [
    ['leaf.shape', 'ovate', "green olive tree's are broader"],
    ['leaf.margin', 'serrate', 'finely toothed'],
  ],
  'Arbutus andrachne': [
    ['leaf.margin', 'entire', 'a strawberry tree with smooth-edged leaves'],
    ['bark.texture', 'peeling', 'smooth bark peeling to orange and red'],
    ['bark.colour', 'orange', 'smooth bark peeling to orange and red'],
  ],
  'Punica granatum': [
    ['leaf.arrangement', 'opposite', 'also opposite-leaved'],
    ['bud.twig.features', 'spines', 'spiny twigs'],
    ['seed.ripe_colour', 'red', 'the red, crowned fruit'],
  ],
  'Karpatiosorbus bristoliensis': [
    ['leaf.shape', 'rhombic', 'Bristol whitebeam has diamond-shaped leaves'],
    ['seed.ripe_colour', 'orange', 'diamond-shaped leaves and orange fruit'],
  ],
  'Hedlundia leyana': [],
  'Hedlundia arranensis': [],
  'Hedlundia pseudofennica': [],
  'Cormus domestica': [
    ['leaf.compound', 'pinnate 15', "a fully feathered leaf like rowan's"],
    ['bud.colour', 'green', 'green, sticky buds'],
    ['bud.surface', 'sticky', 'green, sticky buds'],
  ],
  'Pyrus pyraster': [],
  'Pyrus cordata': [['seed.length_cm', '[1,1.8]', 'the pears under 2 cm long']],
  'Prunus mahaleb': [
    ['leaf.gloss', 'glossy', 'small, roundish, glossy leaves'],
    ['seed.ripe_colour', 'black', 'pea-sized fruit ripening black'],
  ],
  'Karpatiosorbus latifolia': [['leaf.base', 'truncate', 'broad leaves with short, sharp lobes']],
  'Cydonia oblonga': [
    ['leaf.margin', 'entire', 'its oval leaves have smooth edges'],
    ['seed.ripe_colour', 'yellow', 'Quince bears big golden fruit'],
  ],
  'Mespilus germanica': [
    ['leaf.shape', 'oblong', 'its long leaves are hairy'],
    ['leaf.underside', 'hairy', 'its long leaves are hairy'],
    ['seed.ripe_colour', 'russet', "Medlar's russet fruit"],
  ],
  'Morus nigra': [
    ['leaf.shape', 'cordate', 'its heart-shaped leaves are rough as sandpaper above'],
    ['seed.ripe_colour', 'purple-black', "Black mulberry's fruit is like a large blackberry"],
  ],
  'Prunus cerasus': [['seed.ripe_colour', 'red', 'sharp red cherries for cooking']],
  'Prunus persica': [
    ['leaf.shape', 'lanceolate', 'Peach has long, narrow leaves'],
    ['seed.surface', 'hairy', 'velvety fruit'],
  ],
  'Prunus armeniaca': [
    ['leaf.shape', 'ovate', 'apricot has broad, rounded leaves'],
    ['seed.ripe_colour', 'orange', 'orange fruit'],
  ],
  'Morus alba': [
    ['leaf.gloss', 'glossy', 'thin, glossy leaves, smooth above and often lobed'],
    ['seed.stalk', 'long', 'its fruit hangs on a slender stalk'],
  ],
  'Ulmus pumila': [
    ['leaf.margin', 'serrate', 'small, single-toothed leaves with an almost even base'],
    ['seed.seed_position', 'centre', 'round keys with the seed in the middle'],
  ],
  'Alnus alnobetula': [['bud.stalked', 'false', 'its pointed buds sit on the twig without the stalks']],
  'Cercidiphyllum japonicum': [
    ['leaf.shape', 'orbicular', 'round, heart-shaped leaves'],
    ['leaf.arrangement', 'opposite', 'in opposite pairs'],
    ['leaf.margin', 'crenate', 'with small rounded teeth'],
  ],
};

/** The marks a tree's lesson names, found by its scientific name or any earlier one; none for a tree no lesson teaches. */
export function lessonMarksOf(species: Pick<Species, 'name_sci' | 'synonyms'>): readonly LessonMark[] {
  for (const name of scientificNames(species)) {
    const marks = LESSON_MARKS[name];
    if (marks) return marks;
  }
  return [];
}
