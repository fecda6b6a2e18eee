import { ASSEMBLY_CATALOGUE } from './assembly-catalogue';
import { CARPENTRY_CATALOGUE } from './carpentry-catalogue';
import type { CatalogueEntry } from './catalogue-entry';
import { DECORATING_CATALOGUE } from './decorating-catalogue';
import { ELECTRICAL_CATALOGUE } from './electrical-catalogue';
import { EXTERIOR_CATALOGUE } from './exterior-catalogue';
import { GENERAL_CATALOGUE } from './general-catalogue';
import { MOUNTING_CATALOGUE } from './mounting-catalogue';
import { PLUMBING_CATALOGUE } from './plumbing-catalogue';
import { SURFACES_CATALOGUE } from './surfaces-catalogue';

/** Every kind of work the engine recognises, in a fixed order so results never depend on it. */
export const JOB_CATALOGUE: readonly CatalogueEntry[] = [
  ...PLUMBING_CATALOGUE,
  ...ELECTRICAL_CATALOGUE,
  ...CARPENTRY_CATALOGUE,
  ...MOUNTING_CATALOGUE,
  ...ASSEMBLY_CATALOGUE,
  ...DECORATING_CATALOGUE,
  ...SURFACES_CATALOGUE,
  ...EXTERIOR_CATALOGUE,
  ...GENERAL_CATALOGUE,
];

const BY_ID: ReadonlyMap<string, CatalogueEntry> = new Map(JOB_CATALOGUE.map((entry) => [entry.id, entry]));

/** The catalogue entry with this id; throws for an unknown id, which is a programming error. */
export function getCatalogueEntry(id: string): CatalogueEntry {
  const entry = BY_ID.get(id);
  if (entry === undefined) throw new Error(`Unknown catalogue entry "${id}"`);
  return entry;
}
