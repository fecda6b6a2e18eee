// Rooms, for jobs priced by the room (painting, flooring, skirting). Different names for
// one room share an id, so "the lounge and living room" is still one room.

export type RoomWord = { phrase: string; room: string };

const rooms = (room: string, phrases: readonly string[]): RoomWord[] => phrases.map((phrase) => ({ phrase, room }));

export const ROOM_WORDS: readonly RoomWord[] = [
  ...rooms('bedroom', ['bedroom', 'bedrooms', 'master bedroom', 'bed room']),
  ...rooms('spare-room', ['spare room', 'spare bedroom', 'guest room', 'guest bedroom', 'box room', 'boxroom']),
  ...rooms('nursery', ['nursery', 'kids room', 'childrens room', 'playroom', 'play room']),
  ...rooms('living-room', ['living room', 'lounge', 'sitting room', 'front room', 'reception room', 'family room', 'snug']),
  ...rooms('dining-room', ['dining room', 'diner']),
  ...rooms('kitchen', ['kitchen', 'kitchen diner']),
  ...rooms('bathroom', ['bathroom', 'bathrooms', 'family bathroom']),
  ...rooms('en-suite', ['en suite', 'ensuite']),
  ...rooms('shower-room', ['shower room', 'wet room', 'wetroom']),
  ...rooms('cloakroom', ['cloakroom', 'downstairs loo|toilet|wc', 'utility', 'utility room']),
  ...rooms('hall', ['hall', 'hallway', 'entrance hall', 'porch']),
  ...rooms('landing', ['landing']),
  ...rooms('stairs', ['stairs', 'staircase', 'stairwell']),
  ...rooms('study', ['study', 'office', 'home office']),
  ...rooms('conservatory', ['conservatory', 'orangery', 'sunroom']),
  ...rooms('loft-room', ['loft room', 'attic room', 'loft conversion room']),
  ...rooms('garage', ['garage']),
  ...rooms('room', ['room', 'rooms']),
];

/** Words meaning the whole home: priced as its typical number of rooms. */
export const WHOLE_HOME_PHRASES: readonly string[] = [
  'whole|entire house|flat|home|property|place|apartment|maisonette|interior|inside', 'interior of', 'whole|entire of', 'inside of', 'throughout', 'every room', 'all ~ rooms', 'top to bottom',
];

/** Typical rooms to decorate in a home of N bedrooms: the bedrooms plus lounge, kitchen and hall (and a landing in a house). */
export const EXTRA_ROOMS_BEYOND_BEDROOMS = { house: 3, flat: 2 } as const;
/** When the size is not given. */
export const DEFAULT_WHOLE_HOME_ROOMS = { house: 6, flat: 4 } as const;
