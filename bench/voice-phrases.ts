/**
 * What the voice benchmark speaks. The job descriptions are written like real enquiries and
 * are held out: none of them is in the recogniser's domain language model
 * (src/server/features/transcription/internal/handyman-phrases.ts), so the word error rate is
 * measured on phrasing the engine was not built from.
 */
export const JOB_DESCRIPTIONS: readonly string[] = [
  "Hi there, the hot tap in our bathroom has been dripping for a week and now it won't turn off properly",
  'We need a new kitchen worktop fitted and the old one taken away',
  'Could you put up a television bracket in the lounge and hide the wires in the wall',
  'The bedroom door keeps swinging open, I think the latch is broken',
  'Please paint the hallway and landing, the walls are magnolia and need two coats',
  "There's a damp patch on the ceiling under the bathroom, probably a leak from the shower",
  "I'd like four shelves put up in the alcoves either side of the chimney breast",
  'The garden fence blew down in the wind, three panels and one post need replacing',
  "Can someone assemble two flat pack beds and a wardrobe for my daughter's room",
  'The grout between the kitchen tiles is crumbling and the splashback needs resealing',
  'Our toilet is wobbling and leaking slightly at the base',
  "We're a letting agent and need a flat checked over before new tenants move in on Friday",
  'Hang five pictures and a large mirror in the living room, the walls are plasterboard',
  'The gutter at the back is overflowing every time it rains, it might be blocked with leaves',
];

/** Everyday speech, to show the handyman bias does not cost other words. */
export const GENERAL_SENTENCES: readonly string[] = [
  'The weather was lovely this morning so we walked to the park',
  'My brother is coming to visit at the weekend with his children',
  'She finished reading the book on the train home from work',
  'We usually have dinner at seven and watch the news afterwards',
  'The meeting has been moved to Thursday afternoon at three',
  'I bought some bread, milk and eggs from the shop on the corner',
  'The children were excited about the school trip to the museum',
  'He forgot his keys again and had to wait outside for an hour',
  'Please call me back when you get this message',
  'The football match was cancelled because of the heavy rain',
];

/** About ten seconds of speech for the latency budget (trimmed or padded to exactly 10 s). */
export const TEN_SECOND_DESCRIPTION =
  'Hello, I need someone to fix a leaking radiator valve in the back bedroom, and while you are here ' +
  'could you also put up two shelves in the kitchen and hang a mirror in the hall please';
