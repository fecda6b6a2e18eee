import type { REFERRAL_FLAG_CODES } from '../job-task';

// Work a handyman must not do, by law or by good sense. A clause that matches one of these is
// referred (flagged) and never priced as a task; other jobs in the same message still are.
//  - Gas: only a Gas Safe registered engineer may work on gas appliances or pipework
//    (Gas Safety (Installation and Use) Regulations 1998).
//  - Electrical: new circuits, consumer units, rewires, new points and work in bathrooms are
//    notifiable under Part P of the Building Regulations. Swapping a light fitting or a
//    socket or switch faceplate like for like is not, and stays handyman work.
//  - Roofs: working on a roof needs a roofer's access equipment and insurance; a shed roof
//    is not a roof in this sense and stays handyman work.
//  - Structure: removing walls, beams, lintels, chimney breasts and anything suggesting
//    movement (subsidence, widening or large cracks, sagging ceilings and floors) needs a
//    structural engineer first.
//  - Asbestos: suspected asbestos must be tested by a surveyor before anyone disturbs it
//    (Control of Asbestos Regulations 2012).
//  - Whole refits and conversions (loft, garage, extensions) need a building contractor to
//    run several trades and building control.
// Everyday phrasing counts as much as trade terms: "half the sockets are dead" is fault
// finding for an electrician, "no hot water" is the boiler (docs/product/shared-behaviour.md#referrals).

export type ReferralCode = (typeof REFERRAL_FLAG_CODES)[number];

export type ReferralRule = {
  code: ReferralCode;
  phrase: string;
  /** When any of these appear in the same clause the phrase means something harmless. */
  unless?: readonly string[];
};

const WALL_NOT_A_THING_ON_IT =
  '!tile|tiles|paper|wallpaper|unit|units|cabinet|cupboard|shelf|shelves|light|lights|mirror|clock|hanging|mounted|bracket|socket|plug|heater|art|picture|pictures|tiling|plate|vent|fan|tv|hook|hooks|rail';

const GAS: readonly string[] = [
  'boiler', 'boilers', 'combi', 'combi boiler', 'back boiler',
  'gas hob|cooker|oven|fire|fires|pipe|pipes|pipework|meter|supply|leak|smell|appliance|appliances|safety|certificate|heater|valve|bayonet|connection|line|engineer|fitter|cap|boiler|bottle|work|hob',
  'smell ~ gas', 'smells ~ gas', 'gas safe', 'cp12', 'landlord gas', 'pilot light', 'flue',
  'central heating ~ install|installation|new|system|boiler|upgrade|service', 'install|new ~ central heating', 'power flush', 'powerflush',
  // Everyday words for a boiler or gas fault: no heat, no hot water, a gas appliance to connect.
  'heating ~ wont|isnt|doesnt|stopped|failed|broken|dead|stuck|packed|conked', 'certificate|check|safety ~ gas', 'no heating', 'no hot water', 'hot water ~ come and go|stopped|wont|isnt|cold', 'gas one',
  'gas check|checks|inspection|test|service|servicing',
  // Gas heating put in where there is none, in the customer's words.
  'gas ~ heating|radiator|radiators', 'gas central heating', 'put in ~ central heating', 'fit|want|get|install|installed ~ central heating', 'storage heaters ~6 gas|central',
  // Gas cooking in a kitchen's words (a range, its burners or rings), a smell of eggs, a carbon
  // monoxide alarm going off (fitting one stays ordinary work).
  'gas ~4 range|burner|burners|ring|rings', 'burner|burners ~6 lit|light|lighting|ignite|igniting|flame|flames|click|clicking',
  'eggy|egg|eggs ~4 smell|smells|smelling',
  // An ignition that clicks and does not light is a gas appliance's ("the hob clicks but the ring
  // wont catch"). ("Its gas" alone is left out: "sure its gas" is Irish English for great fun.)
  'click|clicks|clicking|clicked ~6 wont|not|doesnt|never ~3 light|lighting|catch|ignite|lit',
  'click|clicks|clicking|clicked ~1 but ~2 wont|not|doesnt|never ~2 light|lights|lighting|catch|ignite|lit', 'smell|smells|smelling|smelt|whiff ~4 eggy|egg|eggs|sulphur', 'monoxide|co ~2 alarm|alarms|detector|detectors ~6 going|gone|went|goes|sounding|sounded|beeping|beeps|keeps|triggered',
];

const ELECTRICAL: readonly string[] = [
  // Bare wiring, in everyday words ("theres copper showing"), a supply of its own for a big load,
  // a cable run out to the garden.
  'copper|wire|wires ~2 showing|exposed|bare|visible|sticking', 'bare|exposed ~1 wire|wires|copper|cable', 'amp ~1 supply|circuit|feed', 'own ~2 supply|circuit',
  'cable|cables|power|electric|electrics|supply ~2 run|running|ran|down|out ~6 garden|shed|pond|outbuilding|summerhouse',
  'rewire', 'rewiring', 'rewired', 'full rewire', 'consumer unit', 'consumer units', 'fuse box', 'fusebox', 'fuse board', 'fuseboard',
  'distribution board', 'breaker box', 'new circuit|circuits', 'circuit ~ new|add|extra|install|extend|dedicated', 'add|install|run|extend ~ circuit|circuits',
  'dedicated circuit', 'radial circuit', 'ring main',
  'new|extra|additional|more ~ socket|sockets|plug|plugs', 'new|extra|additional|more ~ power point|points', 'add|install|move|relocate|fit|extend ~5 socket|sockets',
  'couple|few|two|three|pair|# ~ more|extra|new|plug ~ socket|sockets ~ put|add|added|adding|fitted|installed|in', 'put in ~ socket|sockets',
  'socket|sockets ~ in|into ~ bathroom|ensuite', 'socket|sockets ~ shower room', 'shaver socket|point', 'electric shower', 'electric ~ shower',
  'outside|outdoor|external|garden socket|sockets|power|supply', 'power ~ shed|garden|garage|summerhouse|outbuilding', 'electric|electricity|power to ~ shed|garage|garden|summerhouse',
  'ev charger', 'car charger', 'electric car', 'charging point', 'electric underfloor heating', 'ev ~ charge|charging|charger|point', 'charge|charging ~ point|points|station|unit',
  'trip|tripping|trips|tripped ~ switch|electric|electrics|power|fuse|breaker|rcd|mcb', 'rcd', 'mcb', 'no power', 'lost power', 'fuse ~ blow|blowing|keeps',
  'eicr', 'electrical certificate|inspection|test|testing|fault|faults', 'electrical safety certificate', 'periodic inspection',
  'scorch', 'scorched', 'scorch mark|marks', 'burning smell', 'smell of burning',
  // A fitting that smells of burning or is blackened, in everyday words ("smells like burning
  // plastic", "black marks round the socket").
  'smell|smells|smelling|smelt ~3 burning|burnt|melting|melted', 'black|brown|burn|burnt ~1 marks|mark ~4 socket|sockets|plug|plugs|switch|switches', 'socket|sockets|plug|plugs|switch|switches ~6 black|brown|burn|burnt ~1 marks|mark', 'melted socket|plug', 'hot socket',
  'new light|lighting point|points|circuit', 'extra|additional light|lights', 'add ~ light|lights', 'move ~ light switch|switches|socket|sockets',
  'wiring ~ new|add|extend', 'extend ~ wiring', 'part p', 'electrician', 'where there isnt ~ one|any', 'where there is no ~ one|fan|light|socket', 'no existing ~ fan|light|socket|wiring|point',
  // Fault finding in everyday words: a circuit or half the sockets dead, power going off, shocks.
  'sockets|plugs|lights|electrics|electricity ~6 stopped|dead|died', 'socket|sockets|plug|plugs ~ not|dont|doesnt|wont|isnt ~ work|working', 'none of the ~ sockets|plugs|lights',
  'half ~ sockets|plugs|lights|house|circuit', 'sockets|plugs|lights|power|electric|electrics|electricity|everything ~6 go|goes|going|went|gone|cuts|cutting ~ off|out',
  'give|gives|gave|got|get|getting ~ shock|shocks|tingle', 'shock|tingle ~ off|from|when', 'electric shock',
  'flicker|flickers|flickering|buzz|buzzing|buzzes ~ light|lights|socket|sockets|switch', 'light|lights|socket|switch ~6 flicker|flickers|flickering|buzz|buzzing|buzzes',
  // Lights that switch themselves off or on; a point wanted outside the house or in a building
  // in the garden, which has no supply of its own ("a socket putting outside", "a plug in the shed").
  'go|goes|going|went|come|comes|coming|turn|turns|turning ~2 off|on ~1 by ~1 themselves|itself', 'go|goes|going|went|come|comes|coming|turn|turns|turning ~2 off|on ~1 on ~1 their|its own', 'socket|sockets|plug|plugs ~4 outside|outdoors', 'power point|points ~4 outside|outdoors',
  'socket|sockets|plug|plugs|light|lights|lighting|power|electric|electrics|electricity ~3 in|into|to|for|down ~2 shed|summerhouse|outbuilding|cabin|workshop|studio',
  // A fault that comes with the weather is water in the electrics.
  'flicker|flickers|flickering|buzz|buzzing|buzzes|trip|trips|tripping|spark|sparks|sparking ~8 rain|rains|raining|wet|damp',
  'old|faulty|dodgy|bad|original|ancient|rubber|unsafe ~ wiring|wires|cabling', 'wiring ~ old|faulty|dodgy|unsafe|safe|ancient', 'round pin',
  // Lights and sockets in the bathroom zones, and new points where there are none.
  'light|lights|spotlight|spotlights|downlight|downlights|socket|sockets ~ in|above|over|inside ~ shower|bath !room', 'another|second ~ socket|plug',
  // Recessed lights in a bathroom sit in its zones: new ones are notifiable wherever in the room.
  'spotlight|spotlights|downlight|downlights ~6 bathroom|ensuite|shower|bath|wetroom', 'bathroom|ensuite|shower|wetroom ~6 spotlight|spotlights|downlight|downlights',
  // A floor or a room with no lights or sockets at all is a circuit down, not a bulb.
  'upstairs|downstairs|whole|all|every ~ light|lights|socket|sockets|plug|plugs|power ~6 dont|not|doesnt|wont|isnt|arent|stopped|dead|died|off|out|nothing',
  'theres|there is no ~ light|socket|power', 'no ~ light|socket|sockets|power ~ there|currently',
  // No supply where the customer wants one, in everyday words: "there is no electric out there".
  'theres|there ~ no ~ electric|electricity|electrics', 'no|not ~ electric|electricity|electrics ~ there|supply|out|in|to|at',
  // An electric shower is wired on its own circuit: its faults and its replacement are an electrician's.
  'electric|electrical ~ shower ~6 cold|stopped|not|wont|broken|heating|tripping|dead|replace|replaced|new|install|fit|change', 'shower ~4 is|its ~ electric|electrical',

  'put ~ socket|sockets|plug|plugs', 'new|extra|additional|another ~ spur',
  'downlights|spotlights ~ put in', 'install|add|fit ~ downlights|spotlights', 'socket|sockets|plug|plugs ~ crackle|crackles|crackling|hot|warm|black|brown|scorched|burnt|melted',
  'crackle|crackles|crackling ~ socket|plug', 'wired in|into', 'hard wired|hardwired', 'power supply ~ running|run|from|to', 'electrics ~6 tested|test|check|checked|inspection|certificate',
  // A point added where there was none, told after the thing ("a socket added"); a breaker that
  // keeps going; wiring or fuses of another age; a socket too hot to touch.
  'socket|sockets|plug|plugs|spur|spurs ~ added|adding', 'socket|sockets|plug|plugs|spur|spurs ~ putting', 'socket|sockets|plug|plugs|spur|spurs ~ put in', 'circuit breaker|breakers', 'breaker|breakers|trip|trips ~ flip|flipping|flips|flipped|keeps|going|goes|went',
  'electrics|wiring|fuses ~5 old|ancient|original|dated', 'old|ancient|original ~ electrics|fuses', 'wire|rewireable|rewirable ~ fuse|fuses', 'fuse|fuses ~ wire type', 'fuse|fuses ~ rewireable|rewirable',
  'socket|sockets|plug|plugs ~8 melted|melting|burning|burnt', 'socket|sockets|plug|plugs ~8 hot to touch',
  // A light that stays dead with a new bulb is a fault in the circuit, not the bulb.
  'even with|after ~ new bulb|bulbs', 'new bulb|bulbs ~ still|not|dont|didnt|doesnt|wont', 'dont|not|doesnt|wont|isnt|arent ~ work|working ~4 new bulb|bulbs',
];

/**
 * A point moved to another height or place ("sockets moved up to waist height") is new wiring,
 * unless it is part of a whole refit, which a building contractor runs with its electrician.
 */
const POINTS_MOVED: readonly string[] = [
  'socket|sockets|switch|switches ~6 moved|moving|raised|raising|lowered|lowering|higher|lower|height|relocated|high', 'raise|raising|lower|lowering|relocate ~5 socket|sockets|switch|switches',
];
const PART_OF_A_REFIT = ['refit', 'renovation', 'refurb', 'refurbishment', 'makeover', 'remodel'];

/** A breaker that keeps tripping is a fault; people tripping over a loose floor are not. */
const TRIPPING: readonly string[] = ['keeps|keep|kept ~ tripping'];
const NOT_A_BREAKER = ['over', 'on', 'up', 'kids', 'children', 'people', 'someone', 'everyone', 'me', 'him', 'her', 'them', 'us', 'carpet', 'step', 'edge', 'floor', 'rug'];
/** A power cut is a fault to find, unless it is only when something else went wrong ("lost the channels after a power cut"). */
const POWER_CUT: readonly string[] = ['power cut|cuts'];
const AFTER_A_POWER_CUT = ['after', 'since', 'during', 'channels', 'channel', 'tv', 'television', 'telly', 'clock', 'clocks', 'reset'];

/** A crackle is a loose or burning connection, unless it is a fire, a pipe or a speaker. */
const CRACKLING: readonly string[] = ['crackle|crackles|crackling|crackled'];
const NOT_A_CONNECTION = ['fire', 'log', 'logs', 'pipe', 'pipes', 'radio', 'speaker', 'speakers', 'tv', 'phone', 'line', 'paint', 'glaze'];

const ROOFING: readonly string[] = [
  // The top or the ridge of a roof, told in everyday words.
  'top of ~2 roof',
  'roof tile|tiles|slate|slates', 'broken|slipped|missing|loose|cracked|replace|fallen ~ slate|slates', 'slate|slates ~ slipped|missing|loose|off|fallen|blown|broken|cracked|replace', 'ridge tile|tiles', 'roof ~ leak|leaking|leaks|repair|repairs|replace|replacement|damage|damaged|hole|storm|blown|missing|slipped|moss|survey|new|felt',
  'leak|leaking|leaks|water ~ roof', 'leaking roof', 'flat roof', 'roof repair', 'reroof', 'roofer', 'roofers', 'chimney !breast|breasts', 'chimney stack|pot|pots',
  'lead flashing', 'roof flashing', 'flashing ~ roof|chimney|loose|leak|leaking|lifted|replace|repair', 'chimney ~ flashing', 'lead work', 'leadwork',
  'velux !blind|blinds', 'skylight !blind|blinds', 'roof window|windows', 'moss ~ roof', 'on|onto ~ the roof', 'up on the roof', 'fascia|fascias|soffit|soffits ~ replace|new|rotten',
  // Everyday words: something off the roof, rain getting in from above, roof felt.
  'off|from ~ roof', 'felt|membrane ~ roof', 'ceiling|loft|attic ~ rain|rains|raining', 'rain|rains|raining ~ ceiling|loft|attic',
  // A flat or felted roof told as it looks ("the roof on my garage is flat and covered in felt"), slates that slid.
  'roof ~5 flat|felt|felted|pool|puddle|ponding|sagging|sag', 'slate|slates ~4 slid|slide|sliding|slipping|moved|gone',
  // Slates told further along the clause ("the slates over the porch roof are loose"); a patch on
  // a top-floor ceiling that grows whenever it rains.
  'slate|slates ~6 loose|slipped|missing|fallen|fell|landed|cracked|broken|blown|off', 'ceiling|loft|attic ~10 time|whenever|when|after ~3 rain|rains|raining|downpour', 'rain|rainwater ~6 through|thru|into ~4 ceiling|loft|attic',
];

const STRUCTURAL: readonly string[] = [
  `knock|knocking|knocked down|through|out ^ wall ${WALL_NOT_A_THING_ON_IT}`, 'knock|knocking ~ through', 'knock through', 'knock ~4 into ~ kitchen|lounge|dining|room|living|hall',
  `demolish ^ wall ${WALL_NOT_A_THING_ON_IT}`, `remove|removing ^ wall ${WALL_NOT_A_THING_ON_IT}`, `take|taking out|down ^ wall ${WALL_NOT_A_THING_ON_IT}`,
  'open up ^ wall|kitchen|room|space|downstairs', 'make|making|made|go|going|turn|turning|create|creating|want|knock ~4 open plan', 'load bearing', 'loadbearing', 'supporting wall', 'rsj', 'steel beam|beams|joist',
  'lintel ~6 crack|cracked|cracking|replace|new|sagging|broken|rotten|fit|install|failed|dropped|dropping', 'replace|new|install|fit ~ lintel', 'crack|cracked|cracking ~6 lintel',
  'subsidence', 'underpin', 'underpinning', 'structural', 'bowing|bulging wall', 'wall ~6 bowing|bulging|leaning',
  'archway ~ between|through|into', 'a|an|new|wider|bigger opening ~ between|through|into', 'make|made|create|knock ~ opening|archway', 'bouncy|springy ~ floor|floors', 'floor|floors ~ bouncy|springy',
  'crack|cracks ~ getting|get|gets ~ bigger|wider|worse', 'crack|cracks ~ widening|growing|spreading', 'widening crack|cracks', 'crack|cracks ~ external|outside wall',
  'crack|cracks ~ brickwork|foundation|foundations', 'diagonal crack|cracks', 'stepped crack|cracks',
  // Cracks that follow the mortar or cut through bricks: stepped, zigzag or staircase, in the outside walls.
  'zigzag ~ crack|cracks|cracking', 'crack|cracks|cracking ~ through|in|across|along|between ~ bricks|brick|mortar', 'crack ~ can see daylight',
  'chimney breast ~ remove|removal|knock|knocked|out', 'remove|removing|demolish ~ chimney breast', 'take|knock out|down ~ chimney breast', 
  'new doorway|opening', 'widen ~ doorway|opening', 'make ~ doorway', 'sagging ceiling joist|joists', 'cracked beam',
  // Everyday signs of movement: growing cracks, sagging or dropping ceilings and floors.
  'crack|cracks ~8 wider|bigger|longer|worse|grown|growing|opened|opening|appearing|appeared', 'new cracks', 'crack ~ fit|finger|coin',
  'sag|sagging|sags|saggy|bowing|bowed|dropped|dropping|sinking|sunk|dipping|dip ~ ceiling|floor|floors|beam|joist|joists',
  'ceiling|floor|floors|beam|joist|joists ~5 sag|sagging|sags|bowing|bowed|dropped|dropping|sinking|sunk|dip|dipping|bulging',
  // A bulge in a ceiling, a floor that has started to slope, a crack that keeps growing, a wall
  // between two rooms to come out.
  'bulge|bulges|bulging ~ ceiling|wall', 'ceiling|wall ~6 bulge|bulges', 'floor|floors ~6 slope|slopes|sloping|slanting|slant|tilting|leaning', 'sloping|slanting ~ floor|floors',
  'keeps|keep ~ getting ~ bigger|wider|longer', 'take|taken|knock|knocked|remove ~ wall between',
  // A crack that is growing, said without the word "crack" ("…and it seems to be getting wider"); a floor going down or giving way.
  // A bay, a sill, a porch or an extension that has sunk or pulls away; a floor that dips, told further along.
  // ("Sinking" is read as "sink", so a wall is left out: "the wall behind the sink" is tiling.)
  'bay|sill|porch|extension ~6 sunk|sinking|subsided|subsiding|dropped|dropping|slopes|sloping|tilting', 'bay|sill|porch|extension|wall ~6 pulling|coming|come|came ~1 away', 'floor|floors ~8 dip|dips|dipping|sagging|sags|sinking|sunk',
  // Two rooms made one, and a wall the customer fears holds something up.
  'knock|knocking|knocked|make|making|turn|turning ~6 into one', 'holding|hold|holds|supporting|supports ~3 anything|something|everything|house|roof ~1 up', 'holding|supporting ~2 anything|something ~1 up',
  'getting|gets|got|grown ~ wider|longer',
  // A crack measured as it grows ("from a hairline to about 5mm"), a wall that holds earth up or
  // bulges out, a doorway to be made wider.
  'hairline ~4 to ~3 mm|cm|wide|inch', 'retaining wall', 'holds|holding|hold ~3 garden|soil|earth|ground|bank ~1 up', 'bulging|bowing ~2 out|outwards',
  'doorway|opening ~6 wider|widen|widened|widening|bigger|enlarge|enlarged', 'floor|floors|ceiling ~6 going|gone|gave|giving|caving|caved ~1 down|way|in', 'floor|floors|ceiling ~6 sunk|sinking',
];

// "The wall between the kitchen and the diner" is a wall to take down, unless something goes on it.
const WALL_BETWEEN_ROOMS: readonly string[] = ['wall between ~ kitchen|lounge|dining|diner|living|hall|rooms|bedrooms|two|front|back'];
const ON_THE_WALL = ['paint', 'painted', 'tile', 'tiles', 'tiling', 'paper', 'wallpaper', 'shelf', 'shelves', 'hang', 'mount', 'picture', 'tv', 'plaster', 'crack', 'cracks', 'hole', 'fill', 'socket', 'sockets'];

// "The house is moving" is movement; "a house move" is a removal, not ours either way.
const HOUSE_MOVING: readonly string[] = ['house|building ~ moving|shifting|sinking|subsiding'];
const HOUSE_MOVING_UNLESS = ['removal', 'removals', 'van', 'company', 'firm', 'boxes', 'furniture', 'into', 'out', 'new', 'in', 'before'];

// Big cracks are a structural sign, except in things that are not the building.
const LARGE_CRACKS: readonly string[] = ['big|huge|large|massive|wide|deep|long ~ crack|cracks'];
const NOT_THE_BUILDING = ['tile', 'tiles', 'glass', 'window', 'mirror', 'sink', 'basin', 'toilet', 'bath', 'worktop', 'screen', 'pane', 'paving', 'slab', 'slabs', 'path', 'patio', 'drive', 'plaster', 'paint', 'grout'];

// Corrugated roof sheets of the 1960s to 1990s are usually asbestos cement, unless named as
// something else.
const CORRUGATED: readonly string[] = ['corrugated ~ roof|sheet|sheets|sheeting|panel|panels', 'roof|sheet|sheets|sheeting ~ corrugated', 'wavy ~3 sheet|sheets|sheeting|roof|panels'];
const NOT_CEMENT = ['plastic', 'metal', 'steel', 'iron', 'tin', 'polycarbonate', 'pvc', 'perspex', 'clear', 'onduline', 'paint', 'painting'];

// Suspected asbestos: anything named as asbestos, and the materials of the period that often
// hold it once they are to be disturbed (Artex and textured coatings, cement sheets, old
// bitumen or thermoplastic floor tiles). Painting or skimming over Artex leaves it in place;
// removing, scraping, sanding or patching it disturbs it, so it is tested first.
const ASBESTOS: readonly string[] = [
  'asbestos', 'artex',
  'remove|removing|scrape|scraping|sand|sanding|strip|stripping ~ artex', 'swirly|textured|stippled|popcorn ~ ceiling|ceilings|coating',
  'cement sheet|sheets|roof|board|boards', 'corrugated cement',
  // Old pipe and boiler lagging and insulation boards that crumble or dust.
  'lagging ~6 old|white|crumbly|crumbling|powdery|dusty|loft|boiler', 'old ~ lagging', 'crumbly|crumbling|powdery ~ lagging|insulation|board|boards', 'fibre cement', 'bitumen', 'thermoplastic', 'tank|pipe|gutter|flue|panel|roof|sheets ~6 cement', 'old ~ black ~ tile|tiles|ones|floor', 'black ~ floor tiles|tile',
  // Thermoplastic floor tiles, described as they look: small dark squares under an old floor.
  'black|dark|brown ~ square|squares', 'square|squares ~ black|dark|brown', 'old ~6 floor tiles ~6 lift|lifted|up|remove|removed|removing|pull|take',
  // Textured coatings told as they look, to be scraped or taken off; black tar under an old floor (bitumen).
  'swirly|textured|stippled|popcorn|bumpy|patterned ~4 pattern|plaster|coating|finish|ceiling|ceilings', 'pattern|coating ~6 scrape|scraped|scraping|sand|sanded|sanding|strip|stripped',
  'tar ~ under|underneath|stuff|glue|backing', 'black ~ tar',
  // Someone who knows has already said not to touch it until it is checked.
  'survey|surveyor|inspector ~6 dont|not|never ~ touch|disturb', 'dont|not ~ touch ~ them|it|those|these ~ till|til|until ~ someone|checked|tested',
];

// Something in or on an extension that is already built is not a new extension.
const EXISTING_EXTENSION = ['in the extension', 'on the ~ extension', 'power', 'socket', 'sockets', 'light', 'lights', 'leak', 'leaking', 'leaks', 'roof', 'radiator', 'door', 'window'];

// Things carried from the garage into a room are not the garage made into one.
const MOVING_THINGS = ['boxes', 'box', 'stuff', 'things', 'furniture', 'carry', 'move', 'moving', 'bring', 'shift', 'door', 'light', 'cable', 'socket'];

// A whole refit or a conversion needs several trades, a manager and building control.
const BUILDING: readonly string[] = [
  'full|complete|whole|entire|total ~ kitchen|bathroom|house|flat|home ~ refit|renovation|renovate|remodel|refurb|refurbishment|makeover|overhaul|redo',
  'kitchen|bathroom ~ refit|renovation|remodel|refurbishment', 'loft|garage|basement|cellar|attic conversion', 'convert|converting|converted ~ loft|garage|basement|cellar|attic|outbuilding',
  'loft|garage|basement|cellar ~ converted|convert', 'build ~ extension', 'extension !lead|leads|cable|pole|ladder|cord|reel|socket|tube|bar', 'orangery',
  'full|complete|whole|entire|total ~ renovation|refurb|refurbishment|overhaul|modernisation', 'build ~ garden room|office|studio', 'garden room|office ~ power|water',
  'add|build|create ~ ensuite|wc|cloakroom', 'no plumbing|drainage|pipes|pipework|waste', 'doing|do up ~ house|flat|whole', 'house|flat|home|property ~ doing|done up',
  'put|add|install|fit|new ~ downstairs toilet|loo|wc', 'toilet|loo|wc ~ under the stairs',
  // A room built on: added on the side or the back of the house.
  'utility|room|kitchen|bedroom ~ added|adding|built|building ~ on|onto ~ side|back|rear|end', 'add|build|put ~ utility room|room ~ on|onto ~ side|back|rear|end',
  // A new room that needs water or walls: a shower room or bathroom added, a porch or conservatory built.
  'add|build|create|new ~ shower|wet room', 'add|build|create ~ bathroom', 'no water ~ there|down|up|in', 'porch|conservatory ~ build|building|built|new|added', 'build|new|add ~ porch|conservatory', 'conservatory|orangery ~3 on|onto ~2 back|side|rear',
  // A whole room or home stripped and done again, in everyday words.
  'gut|gutted|gutting ~ kitchen|bathroom|house|flat|room|whole', 'completely|totally|fully ~ redo|redone|renovate|refurbish|refit|modernise|gut|gutted',
  'renovate|renovating|renovation|refurbish|refurbishing|modernise|modernising|redo|redoing ~ whole|entire|house|flat|home|property|bungalow', 'new layout', 'needs everything', 'everything ~ needs ~ doing|replacing',
  'turn|turning|turned|convert|converting|converted|make|making|made ~8 into ~5 bedroom|bathroom|kitchen|office|ensuite|wetroom|flat|annexe|granny|toilet|wc|cloakroom|bed', 'turn|turning|turned|convert|converting|converted|make|making|made ~8 into ~5 shower room',
  // Building out: a home or a shop extended; a loft or garage done to rent out or live in.
  'house|shop|kitchen|home|property|cafe|premises ~4 extended|extending|extend ~3 out|back|rear|side|into', 'do|doing|done ~2 loft|garage|attic|basement|cellar ~6 room|bedroom|rent|let|live','turn|turning|convert|converting|make|making ~6 into ~ wet room',
  'wet room ~ for|with|put|new|add|added', 'wetroom ~ for|with|put|new|add|added',
  // A garage or loft made into a room, and a whole room ripped out for a new one.
  'garage|loft|attic|cellar|basement|outbuilding ~4 into|to ~3 bedroom|playroom|office|gym|room|annexe|flat|kitchen|bathroom|studio|bedsit|den|lounge|snug|workshop',
  'rip|ripping|ripped|tear|tearing|strip|stripping|take|taking ~ out ~ whole|entire|complete|full ~ bathroom|kitchen|bathrooms|kitchens',
  // A kitchen or bathroom told first, then ripped out ("the kitchen needs ripping out and a new one
  // putting in"); a loft or garage thought of as a room.
  'kitchen|bathroom ~6 rip|ripping|ripped|tear|tearing|gut|gutting ~1 out', 'thinking|think|thought ~2 about|of ~2 doing|converting|using ~2 loft|attic|garage|cellar|basement', 'whole|entire ~ bathroom|kitchen ~ out|ripped|replaced|replacing',
];

/** One part of a kitchen or bathroom ripped out is a job of its own, not a refit. */
const PARTS_OF_A_ROOM = ['tile', 'tiles', 'tiling', 'lino', 'vinyl', 'floor', 'flooring', 'sink', 'tap', 'worktop', 'worktops', 'cupboard', 'cupboards', 'door', 'doors', 'shelf', 'shelves', 'splashback', 'wallpaper', 'carpet', 'sealant', 'silicone', 'bath', 'toilet', 'panel', 'cabinet'];
/** Odd jobs in a loft or garage are not a conversion: insulation, a hatch, a ladder, boards, a clear-out. */
const LOFT_ODD_JOBS = ['insulation', 'insulating', 'hatch', 'ladder', 'boards', 'boarding', 'board', 'light', 'door', 'clear', 'clearing', 'tidy', 'storage', 'shelves', 'shelf', 'paint', 'painting'];

const LIKE_FOR_LIKE = ['faceplate', 'faceplates', 'face plate', 'cover', 'covers', 'like for like', 'replace ~ existing', 'pilot'];
/** Sparks are a wiring fault, unless a small appliance sparks inside: that is the appliance's repairer's (rules/out-of-scope-rules.ts). */
const SPARKS: readonly string[] = ['sparking', 'sparks', 'sparked', 'spark'];
const APPLIANCE_INSIDE = ['microwave', 'toaster', 'hoover', 'vacuum', 'hairdryer', 'dyson'];
/** A socket, plug, switch or light that sparks is the wiring, whatever is plugged in. */
const SPARKING_POINTS: readonly string[] = ['socket|sockets|plug|plugs|switch|switches|light|lights|fuse ~6 spark|sparks|sparking|sparked', 'spark|sparks|sparking|sparked ~6 socket|sockets|plug|plugs|switch|switches|light|lights'];

export const REFERRAL_RULES: readonly ReferralRule[] = [
  ...GAS.map((phrase) => ({ code: 'gas_safe_engineer_required' as const, phrase, unless: ['boiler cupboard ~ door', 'gas meter cupboard ~ door', 'asbestos'] })),
  ...ELECTRICAL.map((phrase) => ({ code: 'registered_electrician_required' as const, phrase, unless: LIKE_FOR_LIKE })),
  ...SPARKS.map((phrase) => ({ code: 'registered_electrician_required' as const, phrase, unless: [...LIKE_FOR_LIKE, ...APPLIANCE_INSIDE] })),
  ...SPARKING_POINTS.map((phrase) => ({ code: 'registered_electrician_required' as const, phrase, unless: LIKE_FOR_LIKE })),
  ...ROOFING.map((phrase) => ({ code: 'roofing_specialist_required' as const, phrase, unless: ['shed', 'summerhouse', 'summer house', 'log store', 'bin store', 'kennel', 'playhouse', 'bird', 'sweep', 'swept', 'sweeping'] })),
  ...CRACKLING.map((phrase) => ({ code: 'registered_electrician_required' as const, phrase, unless: NOT_A_CONNECTION })),
  ...POINTS_MOVED.map((phrase) => ({ code: 'registered_electrician_required' as const, phrase, unless: [...LIKE_FOR_LIKE, ...PART_OF_A_REFIT] })),
  ...TRIPPING.map((phrase) => ({ code: 'registered_electrician_required' as const, phrase, unless: NOT_A_BREAKER })),
  ...POWER_CUT.map((phrase) => ({ code: 'registered_electrician_required' as const, phrase, unless: AFTER_A_POWER_CUT })),
  ...CORRUGATED.map((phrase) => ({ code: 'asbestos_surveyor_required' as const, phrase, unless: NOT_CEMENT })),
  ...STRUCTURAL.map((phrase) => ({ code: 'structural_engineer_required' as const, phrase })),
  // "Our open plan office" describes a room as it is; "…, open plan 😍" asks for one.
  { code: 'structural_engineer_required', phrase: 'open plan', unless: ['the|our|my|an|their|your|in|one open plan'] },
  ...WALL_BETWEEN_ROOMS.map((phrase) => ({ code: 'structural_engineer_required' as const, phrase, unless: ON_THE_WALL })),
  ...HOUSE_MOVING.map((phrase) => ({ code: 'structural_engineer_required' as const, phrase, unless: HOUSE_MOVING_UNLESS })),
  ...LARGE_CRACKS.map((phrase) => ({ code: 'structural_engineer_required' as const, phrase, unless: NOT_THE_BUILDING })),
  ...ASBESTOS.map((phrase) => ({ code: 'asbestos_surveyor_required' as const, phrase, unless: ['paint', 'painting', 'over', 'skim', 'skimming', 'skimmed'] })),
  ...BUILDING.map((phrase) => ({
    code: 'building_contractor_required' as const,
    phrase,
    ...(phrase.startsWith('extension') ? { unless: EXISTING_EXTENSION } : phrase.startsWith('garage|loft') ? { unless: MOVING_THINGS } : phrase.startsWith('kitchen|bathroom ~6') ? { unless: PARTS_OF_A_ROOM } : phrase.startsWith('thinking') ? { unless: LOFT_ODD_JOBS } : {}),
  })),
];

/** What staff and the customer read; {found} is the customer's own words that triggered it. */
export const REFERRAL_MESSAGES: Readonly<Record<ReferralCode, string>> = {
  gas_safe_engineer_required:
    'Gas work ("{found}") must be done by a Gas Safe registered engineer, so it has not been priced as handyman work.',
  registered_electrician_required:
    'Notifiable electrical work ("{found}") needs a registered electrician (Part P), so it has not been priced as handyman work. Like-for-like swaps of light fittings and socket faceplates are still handyman work.',
  roofing_specialist_required:
    'Roof work ("{found}") needs a roofing specialist with the right access equipment, so it has not been priced as handyman work.',
  structural_engineer_required:
    'Possible structural work ("{found}") needs a structural engineer to assess it first, so it has not been priced as handyman work.',
  asbestos_surveyor_required:
    'Possible asbestos ("{found}") must be tested by an asbestos surveyor before anyone disturbs it, so it has not been priced as handyman work.',
  building_contractor_required:
    'A whole refit or conversion ("{found}") needs a building contractor to manage several trades and building control, so it has not been priced as handyman work.',
};
