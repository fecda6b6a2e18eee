/**
 * The area of a job, for a contractor deciding whether to take it
 * (docs/product/contractor-pay.md#whatsapp-message): the postcode's outward part (SW4) or the
 * town, never the street and house number, which go to the contractor once they accept.
 */
export type AddressParts = { address?: string | null; city?: string | null; postcode?: string | null };

/** A UK postcode anywhere in a text: outward code (SW4, M1, EC1A) then inward code (7AA). */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}\b/i;
/** An outward code alone at the end of a line ('Clapham SW4'). */
const OUTWARD_CODE_AT_END = /\b([A-Z]{1,2}\d[A-Z\d]?)$/i;

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function outwardCode(text: string): string | null {
  const match = POSTCODE.exec(text) ?? OUTWARD_CODE_AT_END.exec(text);
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** A part of an address that names a place rather than a house: no digits in it. */
function isPlaceName(part: string): boolean {
  return part.length > 0 && !/\d/.test(part);
}

export function toAddressArea(parts: AddressParts): string | null {
  const postcode = clean(parts.postcode);
  const address = clean(parts.address);
  const city = clean(parts.city);
  const fromPostcode = outwardCode(postcode) ?? outwardCode(address);
  if (fromPostcode) return city ? `${city} ${fromPostcode}` : fromPostcode;
  if (city) return city;
  const pieces = address.split(',').map(clean).filter(Boolean);
  // '12 Acacia Avenue, Clapham' → 'Clapham'; a lone 'Clapham' (the home flow's area) is kept;
  // a lone '12 Acacia Avenue' is a street and says nothing safe about the area.
  const place = pieces.length > 1 ? pieces.slice(1).reverse().find(isPlaceName) : pieces.find(isPlaceName);
  return place ?? null;
}
