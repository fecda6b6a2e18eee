// What the lexicon needs besides the vocabulary: irregular forms, everyday words it must
// never "correct" into a trade word, and trade words too risky to reach by a typo.

export const WORD_FORMS = {
  irregular: {
    // Dialect words for the toilet (Scots, Geordie, Cockney, Australian).
    cludgie: 'toilet', cludgies: 'toilet', netty: 'toilet', khazi: 'toilet', lavvy: 'toilet', lavvies: 'toilet', lav: 'toilet', dunny: 'toilet',
    broke: 'break', broken: 'break', hung: 'hang', blew: 'blow', blown: 'blow', fell: 'fall', fallen: 'fall', built: 'build',
    laid: 'lay', torn: 'tear', tore: 'tear', worn: 'wear', froze: 'freeze', frozen: 'freeze', rotted: 'rot', rotting: 'rot',
    stuck: 'stuck', shelves: 'shelf', shelving: 'shelf', bookshelves: 'bookshelf', knackered: 'knackered', came: 'come', leant: 'lean',
    split: 'split', put: 'put', cut: 'cut', fitted: 'fit', fitting: 'fitting', fittings: 'fitting', wont: 'wont', cant: 'cant',
    mowed: 'mow', mown: 'mow', sawn: 'saw', bled: 'bleed', tv: 'tv', tvs: 'tv', telly: 'telly', tellies: 'telly', leaves: 'leaves',
    lights: 'light', lighting: 'lighting', drawers: 'drawer', tiled: 'tile', tiling: 'tiling', hooked: 'hooked',
    // Customers' short words for things the catalogue names in full: "hang 3 pics", "six framed photographs".
    pic: 'picture', pics: 'picture', piccy: 'picture', piccies: 'picture', photographs: 'photo',
  } as Readonly<Record<string, string>>,

  // Everyday words a letter away from a trade word. Typos are only forgiven for unknown
  // words, and never turn one of these into, say, "slate", "light" or "mould".
  protectedWords: [
    'state', 'states', 'stated', 'place', 'placed', 'plane', 'right', 'night', 'might', 'sight', 'fight', 'tight', 'eight', 'weight', 'height',
    'times', 'timed', 'there', 'these', 'those', 'where', 'while', 'white', 'which', 'whole', 'would', 'could', 'should', 'other', 'others', 'about',
    'above', 'after', 'again', 'along', 'among', 'below', 'being', 'built', 'comes', 'doing', 'every', 'first', 'found', 'given', 'going', 'great',
    'house', 'horse', 'hours', 'later', 'least', 'leave', 'level', 'lives', 'local', 'makes', 'maybe', 'means', 'money', 'month', 'never', 'often',
    'order', 'parts', 'party', 'point', 'price', 'quite', 'ready', 'really', 'since', 'small', 'sorry', 'start', 'still', 'their', 'thing', 'think',
    'three', 'today', 'under', 'until', 'using', 'water', 'weeks', 'whats', 'whole', 'works', 'world', 'years', 'young', 'share', 'shame', 'shall',
    'sheet', 'sheets', 'shell', 'shells', 'slats', 'slat', 'stars', 'start', 'stare', 'store', 'story', 'storm', 'stone', 'stove', 'table', 'tables',
    'basis', 'board', 'boards', 'cable', 'cables', 'close', 'cover', 'flour', 'floor', 'floors', 'glass', 'grass', 'green', 'grout', 'guess',
    'holes', 'lease', 'loose', 'lotta', 'mould', 'mount', 'mouse', 'ounce', 'panel', 'paste', 'plans', 'plant', 'plate', 'plays', 'plugs',
    'poles', 'porch', 'proper', 'rails', 'rates', 'reads', 'seals', 'sense', 'sinks', 'skirt', 'spare', 'space', 'spray', 'stain', 'stall',
    'steel', 'steps', 'stick', 'sticks', 'stuff', 'taste', 'tiles', 'tired', 'touch', 'tower', 'track', 'trade', 'truck', 'wants', 'waste',
    'wheel', 'wiped', 'wired', 'woods', 'wrote', 'cheers', 'thanks', 'please', 'hello', 'hiya', 'regards', 'months', 'before', 'behind', 'beside',
    'needs', 'needed', 'needing', 'people', 'person', 'garage', 'pardon', 'cooked', 'boiled', 'heated', 'heater', 'places', 'planes', 'lights',
    'living', 'moving', 'having', 'making', 'taking', 'coming', 'saying', 'seeing', 'buying', 'trying', 'getting', 'putting', 'letting', 'sitting',
    'landlord', 'tenant', 'tenants', 'agent', 'agents', 'husband', 'partner', 'mother', 'father', 'weekend', 'morning', 'evening', 'anyway',
    'whether', 'weather', 'through', 'though', 'thought', 'enough', 'around', 'across', 'almost', 'already', 'always', 'another', 'anything',
    'because', 'between', 'nothing', 'something', 'everything', 'someone', 'somebody', 'probably', 'possible', 'possibly', 'quickly', 'recently',
    'yesterday', 'tomorrow', 'thursday', 'tuesday', 'wednesday', 'saturday', 'sunday', 'monday', 'friday', 'january', 'february', 'september',
    'october', 'november', 'december', 'christmas', 'available', 'afternoon', 'question', 'questions', 'quotation', 'estimate', 'booking',
    'contact', 'number', 'mobile', 'message', 'whatsapp', 'email', 'address', 'postcode', 'street', 'flats', 'student', 'rental', 'tenancy',
    'inventory', 'checkout', 'deposit', 'buyers', 'selling', 'viewing', 'viewings', 'estate', 'cowboy', 'cowboys', 'useless', 'rubbish',
    'colour', 'colours', 'power', 'shower', 'showers', 'sower', 'tower', 'lower', 'lever', 'never', 'fever', 'sever', 'liver', 'litter',
    'daughter', 'daughters', 'dinner', 'dinners', 'frost', 'frosty', 'spice', 'shaving', 'shaved', 'business', 'businesses', 'busy',
    'stronger', 'strongest', 'stroke', 'bedside', 'linked', 'landing', 'company', 'companies',
    'bodge', 'bodges', 'bodged', 'bodging', 'better', 'letter', 'letters', 'matter', 'fitter', 'bitter', 'sitter', 'hitter', 'batter', 'butter', 'gutter', 'cutter', 'putter', 'nutter',
    // Everyday words one or two slips from a trade word, which customers write far more often than
    // the trade word misspelt ("meeting" is not "melting", "retired" is not "retiled", "staff" is
    // not "stiff"), and a handyman's own words that are not their neighbours ("snagging" is not
    // "sagging", a "perished" seal, a "binding" door, a stair "nosing", a "pitched" roof)
    // (docs/decisions/0021-learned-text-reader.md#batch-10-joins-the-tuning-data).
    'meeting', 'meetings', 'snagging', 'snags', 'snag', 'following', 'follow', 'follows', 'followed', 'march', 'staff', 'halfway', 'reliable', 'required', 'requires',
    'requiring', 'whatever', 'thank', 'eaves', 'lying', 'wakes', 'slams', 'hoping', 'flops', 'rocks', 'whistling', 'integral', 'wedding', 'accept', 'crawling',
    'bangs', 'suits', 'heard', 'waiting', 'qualified', 'health', 'bored', 'chance', 'shredded', 'retired', 'retire', 'pitched', 'winds', 'rules', 'reversed',
    'wondering', 'wondered', 'ruining', 'sisters', 'shirts', 'dragging', 'ongoing', 'hardware', 'thumping', 'failing', 'lumps', 'shape', 'torch', 'splattered',
    'clover', 'grant', 'proceed', 'spits', 'roasting', 'perished', 'binding', 'sleep', 'twins', 'convinced', 'terrified', 'string', 'shakes', 'bothered',
    'gales', 'mental', 'cages', 'stages', 'stage', 'folding', 'doable', 'brought', 'spain', 'spoke', 'froze', 'gents', 'lectures', 'stake', 'miles', 'contract',
    'missives', 'clips', 'ignoring', 'stressed', 'parking', 'mentions', 'nosing', 'patients', 'patient', 'inspector', 'inspection', 'visit', 'visitors',
    'taped', 'taping', 'customers', 'customer', 'pupils', 'teacher', 'teachers', 'church', 'members', 'volunteers', 'office', 'offices', 'manager', 'practice', 'surgery',
  ] as readonly string[],

  // A misspelt "slats" or "stale" must never raise a roofing referral.
  exactOnly: [
    'slate', 'slates', 'roof', 'rsj', 'flue', 'combi', 'rcd', 'mcb', 'eicr', 'cp12', 'gas', 'lintel',
    // Out-of-scope words (rules/out-of-scope-rules.ts): a typo must never turn a job into "not ours".
    'mot', 'rat', 'rats', 'mice', 'ant', 'ants', 'flea', 'fleas', 'moles', 'cat', 'cats', 'dog', 'dogs', 'pet', 'pets', 'car', 'van', 'pc', 'dj',
    'nanny', 'tutor', 'carer', 'chef', 'bike', 'tyre', 'tyres', 'wifi', 'router', 'valet', 'pest', 'pests', 'wasp', 'wasps', 'ironing', 'laundry',
    'cleaner', 'cleaners', 'lessons', 'kettle', 'hoover', 'asbestos', 'artex',
    'foxes', 'badger', 'badgers', 'tattoo', 'towing', 'piano', 'sewing', 'shampoo', 'shampooing', 'printer', 'toaster', 'strimmer', 'lawnmower', 'mower',
    'tailor', 'seamstress', 'hemming', 'alteration', 'alterations', 'chauffeur', 'eyebrows', 'eyelashes', 'manicure', 'pedicure', 'netflix', 'playstation',
    'nintendo', 'laptop', 'dyson', 'hairdryer', 'microwave', 'taxi', 'freeview', 'icing', 'frosted', 'frosting', 'suction',
    'pram', 'prams', 'pushchair', 'pushchairs', 'buggy', 'buggies', 'stroller', 'strollers', 'isofix', 'jacuzzi', 'sauna', 'steriliser', 'highchair',
    'accountant', 'accountants', 'accountancy', 'bookkeeping', 'bookkeeper', 'cattery', 'kennels', 'respite', 'companion', 'companionship',
    'warranty', 'guarantee', 'currys', 'argos', 'bedding', 'linen', 'towels', 'duvet', 'duvets', 'pillowcases', 'launder', 'laundered',
    'caked', 'filthy', 'grimy', 'grubby', 'mucky', 'greasy', 'changeover', 'changeovers', 'turnaround', 'turnarounds',
  ] as readonly string[],
};
