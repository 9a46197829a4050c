/** The person display rules: no id → "Account removed"; no handle → "Will be revealed soon". */
export interface PersonLike {
  readonly id?: string | null;
  readonly handle?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly anonymous?: boolean;
}

export type PersonDisplay =
  | { readonly kind: 'removed' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'person';
      readonly name: string;
      readonly handle: string;
      readonly path: string;
    };

export function personDisplay(person: PersonLike | null | undefined): PersonDisplay {
  if (!person?.id) return { kind: 'removed' };
  if (person.anonymous) return { kind: 'anonymous' };
  if (!person.handle) return { kind: 'hidden' };
  const name =
    [person.first_name, person.last_name].filter(Boolean).join(' ') || `@${person.handle}`;
  return { kind: 'person', name, handle: person.handle, path: `/${person.handle}` };
}

/** Initials for an avatar without an image. */
export function initials(name: string): string {
  const words = name
    .replace(/^@/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}
