// Work that is not a handyman's at all (docs/product/shared-behaviour.md#out-of-scope,
// docs/decisions/0014-analysis-held-out-split-and-out-of-scope.md): cleaning, pet care,
// childcare, vehicles, phones and computers, appliance repair (a business's machines too), pest
// control, removals and couriers, paperwork, money, law and writing, staff for a business, care
// and mobility equipment, company for a person and pets to board, housekeeping (beds and linen),
// a baby's and a child's things (prams, car seats, monitors), pools and hot tubs, estate agents'
// services (energy certificates, floor plans), and other personal services. A clause that names such work never becomes a task.
// When nothing else in the message is handyman work or a referral, the analysis carries the
// out_of_scope flag, no tasks and no hours, instead of asking the customer to describe again
// (needs_more_detail) what we will never do. Phrases are specific on purpose: "clean out the
// gutters" and "fix the TV to the wall" are ours; "a cleaner" and "do you fix TVs" are not.

export type OutOfScopeRule = {
  phrase: string;
  /** When any of these appear in the same clause the phrase means handyman work. */
  unless?: readonly string[];
};

/** Things a handyman cleans as part of a job: gutters, patios, grout, drains. */
const HANDYMAN_CLEANING = [
  'gutter', 'gutters', 'guttering', 'patio', 'drive', 'driveway', 'path', 'decking', 'deck', 'grout', 'drain', 'drains', 'hearth', 'moss', 'jet', 'pressure wash',
  'jetwash', 'fence', 'shed', 'garden', 'yard', 'paint', 'wall', 'walls', 'ceiling', 'mould', 'silicone', 'sealant', 'rubbish', 'tip', 'junk',
];

const CLEANING: readonly string[] = [
  'cleaner', 'cleaners', 'cleaning lady', 'tenancy clean|cleaning', 'deep|spring|domestic|regular|weekly|fortnightly|monthly|house|office ~ clean|cleaning|cleans',
  'after builders', 'builders clean', 'clean|cleaning ~ house|flat|home|office|kitchen|bathroom|bedroom|rooms|property', 'clean ~ oven|carpet|carpets|upholstery|sofa|windows|window|car',
  'oven|carpet|carpets|upholstery|sofa|window|windows|mattress ~ clean|cleaning|cleaned|cleaner|valet', 'ironing',
  // Washing is cleaning too, and bins are cleaned, not mended.
  // Cleaning told by what is done, with no "clean" in it: a hoover, a mop, a dust, a scrub.
  'hoovering|hoovered|vacuuming|vacuumed|mopping|mopped|dusting|scrubbing', 'give|gie ~4 hoover|mop|dust|scrub|wipe|polish|sweep', 'hoover ~ and ~ mop', 'a mop',
  'wash|washing|washed ~ windows|window|conservatory|car|van|curtains|carpets|sofa', 'windows|window|conservatory|car|van ~ wash|washing|washed',
  // A clean as a thing booked ("end of stay cleans", "a changeover clean"), and dirt to get off
  // with no trade word: an oven "caked", "can you get it clean".
  'changeover|changeovers|turnaround|turnarounds ~ clean|cleaning', 'end of stay|tenancy ~ clean|cleans|cleaning',
  'get|got|getting ~2 it|them|everything|place|this ~ clean|spotless|sparkling', 'caked|filthy|grimy|grubby|mucky|greasy ~4 oven|hob|cooker|carpet|carpets|sofa|fridge|microwave|extractor',
  'oven|hob|cooker|carpet|carpets|sofa|fridge|microwave ~4 caked|filthy|grimy|grubby|mucky|greasy',
  'clean|cleaning|cleaned|wash|washing|washed|disinfect ~ bin|bins|wheelie', 'shampoo|shampooing|shampooed', 'steam ~ clean|cleaning|cleaned|cleaner', 'bin|bins ~ clean|cleaning|cleaned|stink|smell|smelly', 'laundry', 'valet', 'valeting', 'valeted', 'housekeeper', 'housekeeping',
];

/** A dog named by what it is: "walk my labrador" is dog walking. */
const DOGS = 'dog|dogs|puppy|pup|labrador|lab|spaniel|terrier|cockapoo|cavapoo|poodle|collie|greyhound|retriever|dachshund|staffie|whippet|husky|beagle|pug|westie';

const CARE: readonly string[] = [
  'babysit*', 'childminder', 'childminding', 'childcare', 'child care', 'nanny', 'au pair',
  'dog ~ walk|walking|walker|walks|sitting|sitter|groom|grooming|groomer|boarding', `walk|walking|walks ~ ${DOGS}`, `${DOGS} ~ walk|walking|walker|walks|sitting|sitter|groom|grooming|groomer|boarding`, 'groom ~ dog|cat|pet|cockapoo|poodle', 'pet ~ sitting|sitter|care|groom|grooming',
  'cat|cats ~ sitting|sitter|feed|feeding|care', 'feed ~ cat|cats|dog|dogs|pet|pets|fish|rabbit', 'look after ~ dog|dogs|cat|cats|pet|pets|kids|children|baby|rabbits',
  'take ~ to ~ hospital|appointment|doctors|doctor|dentist|shops|airport|school|nursery|college|club|church|station',
  // Fetching and carrying people, not things: the school run.
  'school run', 'pick ~ up ~ kids|children|son|daughter|grandchildren|grandkids ~ from', 'collect ~ kids|children|son|daughter|grandchildren|grandkids ~ from', 'drop ~ kids|children|son|daughter ~ off|at', 'carer', 'care worker', 'personal care',
  'tutor', 'tutoring', 'tuition', 'teach ~ maths|english|science|piano|guitar|driving', 'lessons', 'photographer', 'hairdresser', 'haircut', 'beautician', 'massage', 'chef', 'catering',
  'food shop', 'weekly shop',
  // Shopping named by the shop or by what is carried home ("get my messages from Tesco").
  'tesco|sainsburys|asda|aldi|lidl|morrisons|waitrose|supermarket ~6 shopping|messages|groceries|bags|food|order', 'shopping|messages|groceries ~6 tesco|sainsburys|asda|aldi|lidl|morrisons|waitrose|supermarket', 'groceries', 'get|fetch|do ~2 my|our|her|his ~1 messages', 'shopping ~ drop|deliver|for', 'do my ~ shopping', 'errands', 'personal trainer',
  // Personal services named by what is done to the person, not by the trade.
  'cut|cutting|trim|style|colour|dye ~ hair', 'hem|hems|hemming|hemmed', 'alteration|alterations', 'sew|sewing|sewn', 'tailor|seamstress|dressmaker', 'eyebrows', 'eyelashes', 'makeup', 'make up artist', 'tattoo', 'manicure', 'pedicure',
  // Lifts and looking after a house while the owner is away.
  'drive|driving ~ me|us|him|her|mum|dad|nan ~ to|from', 'give ~ me|us|him|her|mum|dad ~ lift', 'lift|ride ~ to|from ~ airport|station|hospital|town|shops', 'taxi', 'chauffeur',
  'house|home|plant|plants ~ sit|sitter|sitting', 'water|watering ~ plants|plant', 'water|watering ~ garden while', 'keep an eye on ~ house|flat|place',
];

/** Animals of every kind, one word each. */
const ANIMALS = `${DOGS}|cat|cats|kitten|kittens|rabbit|rabbits|bunny|bunnies|hamster|hamsters|parrot|budgie|tortoise|horse|horses|pony|chickens|hens|ferret|ferrets`;

/**
 * An animal looked after, trained, walked or taken to the vet, told in either order ("my rabbits
 * need looking after", "do you do dog training", "take my dog to the vets"), and its mess picked up.
 */
const ANIMAL_CARE: readonly string[] = [
  `${ANIMALS} ~4 looking|look|looked ~1 after`, `${ANIMALS} ~3 training|trainer|trained|vet|vets|vaccination|jabs|groomed|grooming|groomer|feeding|fed|walked|walking|sitting|sitter`,
  `train|training|trainer|trains ~3 ${ANIMALS}`, 'take|taking|took ~4 to ~2 vet|vets|groomer|groomers|kennels|cattery', 'vet|vets ~2 appointment|visit|trip',
  `${DOGS} ~1 poo|poop|mess|waste`, 'pick|picking|clear|clearing|scoop|scooping ~3 poo|poop', 'fish tank|tanks', 'aquarium|aquariums', 'pond ~2 pump|pumps|filter|filters|fountain',
  // A person's own errands and appointments: their hair done at home, presents wrapped or dropped off,
  // an online form or a housing bid they cannot work.
  'hair ~1 cut|cuts|cutting|done|appointment', 'do|doing|style|styling ~2 hair', 'wrap|wrapping ~3 presents|gifts', 'drop|dropping|deliver|delivering|post|posting ~1 off ~4 presents|gifts',
  'presents|gifts ~4 drop|dropping|deliver|delivering|post|posting', 'bid|bidding ~2 for', 'website|online ~6 bid|bidding|apply|register|account|login',
  // Services a council or a landlord runs for a whole block: the bins, the lift.
  'bin|bins ~2 collection|collections|missed', 'missed ~2 bin|bins', 'bin men|man', 'binmen', 'lift|lifts ~1 in ~2 block|building|flats',
];

/** Beds and linen made, washed and changed between guests: housekeeping, not a handyman's. */
const LINEN: readonly string[] = [
  'bedding|linen|sheets|towels|duvet|duvets|pillowcases ~4 wash|washing|washed|change|changing|changed|strip|stripping|iron|ironing|launder|laundered|remake|remade',
  'wash|washing|change|changing|strip|stripping|iron|ironing|launder|remake|remaking ~4 bedding|linen|sheets|towels|duvet|duvets|beds|bed', 'make up ~4 bedding|beds|bed', 'do|doing ~2 bedding|linen|sheets|towels',
];

/** Someone to keep a person company, or to have a pet to stay: care, not work on a home. */
const COMPANY_AND_PETS: readonly string[] = [
  'sit|sitting ~1 with ~2 mum|dad|mother|father|nan|gran|grandad|grandma|grandpa|him|her|husband|wife|son|daughter|them', 'keep ~3 company', 'companion|companionship', 'respite',
  `have|mind|minding|take|keep|board|boarding|watch ~ our|my|the ~ ${DOGS}|cat|cats|pet|pets|rabbit|rabbits|hamster|parrot ~6 weekend|week|while|holiday|days|night|nights|stay`,
  'kennel|kennels|cattery ~ for|while|book|booking',
];

/** Things for a baby or a child that are not part of a home: prams, car seats, monitors. Their makers or shops see to them. */
const BABY_EQUIPMENT: readonly string[] = [
  'pram|prams|pushchair|pushchairs|buggy|buggies|stroller|strollers', 'travel system', 'car seat|seats', 'isofix', 'baby monitor|monitors', 'breast pump', 'steriliser', 'highchair ~4 broken|wobbly|wheel|strap|straps|tray',
];

/** Pools, hot tubs and saunas: their installers and pool engineers mend them; a base or a fence beside one may still be ours. */
const LEISURE: readonly string[] = ['hot tub|tubs', 'jacuzzi', 'swimming pool|pools', 'pool ~2 pump|heater|filter|liner|cover', 'sauna', 'spa ~4 pump|heater|error|fault|code'];

/** Money, law and writing: accountants, courts and listings, not a thing to mend or fit. */
const MONEY_LAW_AND_WRITING: readonly string[] = [
  'small claims', 'take ~4 to court', 'court ~ case|claim', 'legal advice', 'accountant|accountants|accountancy|bookkeeping|bookkeeper', 'business rates', 'register ~4 business|company|vat', 'register ~4 holiday let',
  'write|writing|wrote ~4 listing|description|descriptions|review|reviews|advert|advertisement|profile|bio|cv|speech', 'insurance claim|claims ~ form|forms|help|fill',
];
/** A job that is plainly ours, named beside the words above. */
const HANDYMAN_THINGS = ['door', 'doors', 'window', 'windows', 'lock', 'locks', 'light', 'lights', 'shelf', 'shelves', 'tap', 'toilet', 'fence', 'gate', 'wall', 'floor', 'ceiling', 'socket', 'sockets', 'paint', 'painting', 'hang', 'mount', 'leak'];

/** Staff for a business: covering shifts, hiring a barber or a receptionist. We send no staff but ourselves. */
const STAFFING: readonly string[] = [
  'cover|covering ~5 shift|shifts|saturday|saturdays|sunday|sundays|weekend|weekends|weekday|weekdays|holiday|holidays|maternity', 'shift|shifts ~ cover|covered|covering',
  'barber|barbers|stylist|stylists|receptionist|waiter|waitress|waitresses|bartender|barista|baristas', 'kitchen porter', 'vacancy|vacancies', 'recruit|recruiting|recruitment', 'temp agency', 'cv|cvs',
];

/** Care and mobility equipment: alarms that call a care line, riser chairs, stairlifts, wheelchairs. Their suppliers mend them. */
const CARE_EQUIPMENT: readonly string[] = [
  'careline|telecare|lifeline', 'pendant ~ alarm|button', 'personal|community ~ alarm', 'riser|recliner|rise ~4 chair|motor|mechanism', 'recliner|recliners',
  'stairlift|stairlifts', 'stair lift|lifts', 'mobility scooter|scooters', 'wheelchair|wheelchairs ~4 repair|broken|puncture|battery|wheel|tyre|motor|charger', 'hearing aid|aids', 'hospital|profiling bed ~4 motor|broken|repair|stuck|controls',
];

/** Selling or letting a home: energy certificates, floor plans, valuations and photographs for the listing. */
const PROPERTY_SERVICES: readonly string[] = [
  'epc|epcs', 'energy performance ~ certificate|rating', 'floor plan|plans', 'valuation|valuations|valuer', 'homebuyer|homebuyers|mortgage ~ survey|report', 'home|house ~1 buyer|buyers|buying ~2 survey|surveys|report', 'surveyor|surveyors ~6 quote|price|rate|cost|need|recommend', 'professional ~ photograph|photographs|photos|photo|photography',
  'photography', 'photograph|photographs|photos|pictures ~5 marketing|listing|rightmove|zoopla|advert', 'marketing|listing ~ photograph|photographs|photos',
];

const VEHICLES: readonly string[] = [
  'car|van|motorbike|motorcycle|bike|vehicle|scooter ~ wont|not|service|servicing|repair|repairs|mot|tyre|tyres|puncture|brake|brakes|battery|clutch|engine|gearbox|exhaust|valet|valeting|start|starting|broken|mend|chain',
  'service|repair|fix ~ car|van|motorbike|motorcycle|bike|scooter', 'engine|engines', 'brake|brakes', 'car|van ~6 noise|noises|knocking|squeal|squealing|squeaking|rattle|rattling|overheating', 'car|van ~6 warning light', 'mechanic', 'mot', 'puncture', 'flat tyre', 'tyre|tyres', 'brake pad|pads', 'motorbike', 'motorcycle', 'car wash', 'windscreen',
  'tow|towing|towed ~ car|van|caravan|vehicle|it', 'car|van|caravan ~ tow|towed|towing', 'breakdown|recovery ~ truck|service',
];

const DEVICES: readonly string[] = [
  'phone|iphone|smartphone|laptop|computer|pc|tablet|ipad|printer|xbox|playstation|console|macbook ~ screen|repair|fix|broken|break|smashed|cracked|slow|crash|crashing|crashes|wont|boot|charging|virus|battery',
  'fix|repair|repairs|mend ~ phone|phones|iphone|laptop|laptops|computer|computers|pc|tablet|ipad|printer|console|tv|tvs|television|televisions|telly',
  'tv|television|telly ~ repair|repaired|signal', 'no picture', 'no signal', 'wifi', 'wi fi', 'broadband', 'router', 'internet connection',
  'data recovery', 'iphone', 'smartphone',
  // Any fault of a device, and setting one up (a sky box, a games console, a smart speaker).
  'phone|iphone|laptop|computer|pc|tablet|ipad|printer|xbox|playstation|console|macbook|alexa ~6 overheating|overheats|shutting|freezing|freezes|frozen|update|updating|reset|password|setup|working|jamming|jammed|jams|ink|toner|offline|pairing|bluetooth',
  'sky|virgin|freeview|bt|firestick|roku ~ box|boxes|remote|setup|set|setting|tuning|retune|channels|channel', 'fire stick',
  'set|setting|setup|tune|retune ~5 sky|virgin|freeview|alexa|printer|laptop|computer|console|xbox|playstation|wifi|tv|telly|television', 'smart tv ~ set|setting|setup|tune|tuning|channels|apps|app|netflix',
  // Channels and remotes are set up, not mended: "lost all the channels", "can't work the remote".
  'lost|lose|losing|find|missing|retune ~ channel|channels', 'channel|channels ~ gone|missing|lost', 'tv|television|telly ~6 channel|channels|remote',
  // The tokeniser splits "ps5" into a word and a number (internal/tokenise-text.ts), so the console is "ps #".
  // An app that will not connect or pair is the device's maker's; a doorbell, lock or light on an app may be ours to fit.
  'app|apps ~4 wont|not|stopped|keeps|cant|doesnt ~2 connect|connecting|pair|pairing|sync|syncing|load|loading|login|log', 'connect|connecting|pair|pairing ~2 to|with ~2 app|apps|phone|bluetooth',
  'retune|retuning', 'xbox', 'playstation', 'ps #', 'nintendo', 'games console', 'smart speaker', 'alexa',
];

/** Household appliances break inside: an appliance engineer's work, not ours. Plumbing one in still is. */
const APPLIANCE_NAMES = [
  'washing machine', 'dishwasher', 'tumble dryer', 'dryer', 'fridge', 'freezer', 'fridge freezer', 'microwave', 'kettle', 'hoover', 'vacuum', 'toaster', 'hairdryer', 'coffee machine', 'air fryer', 'dyson', 'lawnmower', 'mower', 'strimmer',
  // A business's own machines are appliances too: their makers or a catering engineer mend them.
  'espresso machine', 'coffee maker', 'glass washer', 'glasswasher', 'ice machine', 'card machine', 'slush machine', 'vending machine',
];
/** An electric oven or cooker that heats wrong is the appliance; a gas one is Gas Safe work (rules/referral-rules.ts). */
const COOKER_FAULTS: readonly string[] = ['electric ~ oven|cooker|hob ~8 heat|heats|heating|element|fan|thermostat|temperature|top|bottom|working|broken|tripping|cold', 'oven|cooker ~6 element|thermostat|fan|heats', 'oven|cooker ~6 door seal'];
const APPLIANCE_FAULTS =
  'squeal|squeals|squealing|squeak|squeaks|squeaking|rattle|rattles|rattling|loud|service|servicing|serviced|repair|repaired|repairing|error|fault|code|spin|spinning|drum|grinding|banging|noise|noisy|cold|cooling|motor|working|broken|drain|draining|engineer|drying|element|heating|thermostat|pump|stopped|suck|sucking|suction|sparking|sparks|start|starting|wont|dead|died|beeping|flashing';
const APPLIANCES: readonly string[] = [
  ...APPLIANCE_NAMES.map((name) => `${name} ~10 ${APPLIANCE_FAULTS}`),
  ...APPLIANCE_NAMES.map((name) => `repair|fix|mend|service|servicing|sharpen ~ ${name}`),
  // Inflatable decorations and toys blow up with their own fan.
  'inflatable|inflatables',
  // Told the other way round: "the guests have broken the dishwasher".
  ...APPLIANCE_NAMES.map((name) => `break|broke|bust|busted|wreck|wrecked|kill|killed ~2 ${name}`),
  'appliance repair|repairs|engineer',
  // A coffee machine leaks from inside itself: its group head, seals or boiler.
  'coffee|espresso machine ~8 seal|seals|pressure|grinder', 'coffee|espresso machine ~8 group|steam ~1 head|wand',
];

/** An appliance under a maker's warranty goes back to the maker or the shop; a door that will not latch or leaks while it runs is the appliance's own seal or catch. */
const APPLIANCE_SERVICE: readonly string[] = [
  'under warranty|guarantee', 'warranty|guarantee ~6 come|engineer|repair|fix|claim|expired|ran', 'currys|argos|ao ~6 come|engineer|repair|warranty|send',
  ...['dishwasher', 'washing machine', 'tumble dryer', 'dryer', 'oven', 'cooker', 'fridge', 'freezer'].map((name) => `${name} ~6 door ~4 latch|latching|catch|shut|close|closing|seal`),
  ...['dishwasher', 'washing machine'].map((name) => `${name} ~4 leak|leaking|leaks|leaked ~4 door|seal|front ~6 time|when|whenever|while|runs|running|on`),
];

/** Faults only an appliance engineer mends, even when the appliance also leaks. */
const APPLIANCE_INSIDE_FAULTS = 'cooling|spin|spinning|drum|element|thermostat|motor|error|code|compressor|defrost|defrosting|icing|iced|frosting|frosted';
const APPLIANCE_INSIDE: readonly string[] = [
  ...APPLIANCE_NAMES.map((name) => `${name} ~6 ${APPLIANCE_INSIDE_FAULTS}`),
  // A fridge has no plumbing of its own: its leaks are a fault inside it.
  'fridge|freezer ~ leak|leaking|leaks|leaked|puddle',
];

const PESTS: readonly string[] = [
  'pest|pests', 'pest control|controller',
  // Invasive plants are treated by licensed specialists over seasons, not dug out in a visit.
  'knotweed', 'himalayan balsam', 'hogweed', 'invasive ~2 weed|weeds|plant|plants|species', 'mice', 'rats', 'rat', 'rodent|rodents', 'vermin', 'cockroach|cockroaches', 'bed bug|bugs', 'bedbug|bedbugs', 'fleas', 'flea',
  'moles', 'wasp|wasps', 'wasps nest', 'fox|foxes', 'badger|badgers', 'get rid of ~ mice|rats|mouse|rat|wasps|moles|squirrels|pigeons|birds|fox|slugs|flies', 'hornet|hornets', 'ants', 'ant nest', 'infestation', 'infested', 'pigeon|pigeons', 'squirrel|squirrels', 'termites', 'woodworm treatment',
];

const MOVING: readonly string[] = [
  'removal|removals ~ company|firm|van|men|service', 'man with a van ~ move|moving|boxes|furniture|removal|removals|house', 'man and van ~ move|moving|boxes|furniture|removal|removals|house', 'van and ~ man|men', 'house move', 'moving house ~ need|van|help|everything', 'move ~ everything|boxes|belongings ~ new',
  'house clearance', 'full clearance', 'courier', 'move|moving ~ furniture|sofa|boxes|belongings ~ new', 'pick up|collect ~ and drop', 'drop ~ it|them ~ at|off|round', 'deliver ~ it|sofa|wardrobe|furniture|parcel|parcels', 'collect ~ from ~ shop|marketplace|ebay|gumtree|store|showroom|facebook', 'storage unit',
  // Help to move home (not jobs in a home just moved into), and things too heavy to carry without a removal firm.
  'help|hand|helping ~ move|moving ~ out|in|into|house|home|flat',
  // A business moving premises, and things fetched from a shop and taken somewhere else.
  'move|moving|relocate|relocating|relocation ~2 office|offices|premises|business|shop|warehouse', 'office|premises|business ~1 move|relocation',
  'collect|fetch ~8 deliver|delivering|bring|drop ~3 them|it|to', 'pick up ~8 deliver|delivering|bring|drop ~3 them|it|to', 'deliver|delivering ~3 them|it ~2 to', 'moving day', 'piano ~ move|moved|moving|shifted|carry|carried|upstairs|downstairs', 'move|moving|shift ~ piano',
];

/** Paperwork and admin: forms, letters, tax, inventories. Nothing to mend or fit. */
const PAPERWORK: readonly string[] = [
  'form|forms|paperwork|application|applications ~ fill|filling|complete|completing|help|sort', 'fill|filling|complete|completing ~ in|out ~ form|forms|application',
  'fill|filling|complete|completing ~ form|forms|application', 'paperwork', 'council tax', 'tax return|returns', 'benefit|benefits ~ form|forms|claim|application',
  'inventory|inventories ~ check|checks|report|reports|clerk', 'check in|out ~ report|reports|inventory', 'read|write|reading|writing ~ letter|letters|email|emails', 'letter|letters ~ read|write|reading|writing|understand',
  'tenancy deposit|agreement', 'bills ~ pay|paying|sort', 'pay|paying|sort ~ bills',
];

const OTHER: readonly string[] = ['chimney sweep|sweeping', 'sweep ~ chimney', 'chimney ~4 sweep|sweeping|swept|sweeps', 'garden design|designer', 'landscape designer|architect', 'design ~5 border|garden', 'plant|planting ~ border|borders|bulbs', 'plant|planting ~ flower bed|beds', 'tree surgeon', 'dj', 'party planner'];

/**
 * A person whose work is not ours, named as who noticed or passed on a job ("a list from my
 * cleaner: …", "my carer says the rail is loose"), is the messenger, not the work asked for.
 */
const PEOPLE: ReadonlySet<string> = new Set(['cleaner', 'cleaners', 'cleaning lady', 'housekeeper', 'carer', 'care worker', 'nanny', 'au pair', 'childminder', 'tutor']);
const PASSED_ON = ['from', 'says', 'said', 'noticed', 'spotted', 'mentioned', 'reported', 'told', 'tells', 'pointed'];
/**
 * Such a person named as the writer ("Carer here, for my client: …") or as someone the customer
 * already has ("my carer has the spare key") is not the work asked for either.
 */
const ALREADY_THERE = (phrase: string): string[] => ['here', 'client', `my|our|her|his|mums|dads|their ${phrase}`, `i am ~1 ${phrase}`, `im|as ~1 ${phrase}`];
const withMessenger = (phrase: string, unless: readonly string[]): OutOfScopeRule => ({ phrase, unless: PEOPLE.has(phrase) ? [...unless, ...PASSED_ON, ...ALREADY_THERE(phrase)] : unless });

/** "Sounds like a jet engine", "looks like a bomb site": a comparison names no work. */
const COMPARISON = 'sounds|sound|sounding|looks|look|smells|smell|feels|feel ~1 like';

/** The phrases, with the handyman-work exceptions each family needs. */
const OUT_OF_SCOPE_RULES_AS_WRITTEN: readonly OutOfScopeRule[] = [
  ...CLEANING.map((phrase) => withMessenger(phrase, HANDYMAN_CLEANING)),
  ...CARE.map((phrase) => withMessenger(phrase, ['flap', 'door', 'gate', 'kennel', 'run', 'hutch', 'fence', 'shelf', 'shelves', 'bed', 'tree', 'post', 'bowl', 'hook', 'hooks'])),
  ...VEHICLES.map((phrase) => ({ phrase, unless: ['charger', 'charging point', 'garage door', 'carport', 'car port', 'driveway', 'bike shed', 'bike store', 'bike rack', 'bike hook', 'bike hooks'] })),
  ...DEVICES.map((phrase) => ({ phrase, unless: ['wall', 'bracket', 'mount', 'mounted', 'mounting', 'hang', 'above', 'stand', 'unit', 'cable', 'cables', 'aerial', 'socket', 'sockets', 'shelf', 'desk'] })),
  ...APPLIANCES.map((phrase) => ({ phrase, unless: ['plumb', 'plumbed', 'plumbing', 'connect', 'connected', 'connecting', 'hose', 'pipe', 'waste', 'install', 'fit', 'leak', 'leaking', 'flood', 'flooding', 'integrated', 'door', 'doors', 'cupboard'] })),
  ...APPLIANCE_INSIDE.map((phrase) => ({ phrase, unless: ['plumb', 'plumbed', 'plumbing', 'connect', 'connected', 'connecting', 'install', 'integrated', 'door', 'doors', 'cupboard'] })),
  ...COOKER_FAULTS.map((phrase) => ({ phrase, unless: ['gas', 'fit', 'fitted', 'install', 'installed', 'connect', 'connected', 'wire', 'wired', 'wiring', 'socket', 'cooker switch', 'isolator', 'hood', 'extractor', 'splashback', 'housing', 'unit'] })),
  ...ANIMAL_CARE.map((phrase) => ({ phrase, unless: ['flap', 'door', 'gate', 'kennel', 'hutch', 'fence', 'shelf', 'bed', 'post', 'hook', 'hooks', 'cable', 'socket', 'power', 'electric', 'liner', 'dig', 'rail', 'cabinet', 'stand', 'unit', 'build', 'building', 'assemble'] })),
  ...LINEN.map((phrase) => ({ phrase, unless: ['rail', 'rails', 'frame', 'slats', 'plasterboard', 'board', 'hook', 'hooks', 'shelf', 'shelves', 'cupboard', 'assemble', 'build', 'headboard'] })),
  ...COMPANY_AND_PETS.map((phrase) => ({ phrase, unless: ['flap', 'door', 'gate', 'kennel run', 'hutch', 'fence', 'shelf', 'rail', 'rails', 'grab', 'ramp'] })),
  ...BABY_EQUIPMENT.map((phrase) => ({ phrase, unless: ['scuff', 'scuffs', 'scuffed', 'marks', 'mark', 'paint', 'repaint', 'painting', 'wall', 'walls', 'shelf', 'hook', 'hooks', 'storage', 'store', 'cupboard', 'bracket', 'mount', 'mounted', 'shed', 'porch', 'gate', 'ramp', 'step', 'steps'] })),
  ...LEISURE.map((phrase) => ({ phrase, unless: ['base', 'slab', 'decking', 'deck', 'fence', 'screen', 'gazebo', 'pergola', 'shelter', 'step', 'steps', 'socket', 'path', 'patio', 'paving', 'level', 'levelling'] })),
  ...MONEY_LAW_AND_WRITING.map((phrase) => ({ phrase, unless: HANDYMAN_THINGS })),
  ...APPLIANCE_SERVICE.map((phrase) => ({ phrase, unless: ['plumb', 'plumbed', 'plumbing', 'connect', 'connected', 'connecting', 'install', 'integrated', 'cupboard', 'unit', 'pipe', 'hose', 'waste', 'valve', 'boiler'] })),
  ...STAFFING.map((phrase) => ({ phrase, unless: ['door', 'toilet', 'room', 'light', 'chair', 'chairs', 'mirror', 'mirrors', 'shelf', 'shelves', 'station', 'stations', 'desk'] })),
  ...CARE_EQUIPMENT.map((phrase) => ({ phrase, unless: ['rail', 'rails', 'grab', 'ramp', 'socket', 'sockets', 'wall', 'shelf', 'step', 'door', 'doorway', 'threshold'] })),
  // "…looking styled for the listing photos": the photos are what the job is for, not the work.
  ...PROPERTY_SERVICES.map((phrase) => ({ phrase, unless: ['hang', 'hanging', 'frame', 'frames', 'framed', 'up', 'wall', 'mount', 'shelf', 'for ~2 listing|marketing|sale|advert ~1 photo|photos|photographs|pictures'] })),
  ...PESTS.map((phrase) => ({ phrase, unless: ['spike', 'spikes', 'netting', 'mesh', 'block', 'seal', 'proofing', 'mouse mat'] })),
  ...MOVING.map((phrase) => ({ phrase, unless: ['tip', 'rubbish', 'assemble', 'build', 'fit', 'hang', 'mount', 'drill', 'tools', 'bits', 'jobs'] })),
  ...PAPERWORK.map((phrase) => ({ phrase, unless: ['box', 'letterbox', 'plate', 'flap', 'door'] })),
  ...OTHER.map((phrase) => ({ phrase })),
];

/** The phrases, none of which counts in a clause that only compares something to it. */
export const OUT_OF_SCOPE_RULES: readonly OutOfScopeRule[] = OUT_OF_SCOPE_RULES_AS_WRITTEN.map((rule) => ({ ...rule, unless: [...(rule.unless ?? []), COMPARISON] }));

/** What the customer and staff read; {found} is the customer's own words that raised it. */
export const OUT_OF_SCOPE_MESSAGE =
  "Thank you for asking. This isn't something we do (\"{found}\"): we are a handyman service for repairs, fitting and odd jobs around the home, so we can't quote for it. A specialist in that kind of work will be able to help.";
