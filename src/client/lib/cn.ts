type ClassValue = string | false | null | undefined;

/**
 * Joins class names, skipping empty ones. Deliberately tiny: components keep their own
 * classes free of conflicts instead of relying on a class-merging library.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
