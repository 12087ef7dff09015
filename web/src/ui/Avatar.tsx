/** Initials of a person, from their name when known, otherwise from their email address. */
export function initialsOf(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email.split('@')[0] || email;
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : source.slice(0, 2);
  return letters.toUpperCase();
}

export function Avatar({ name, email }: { name: string | null | undefined; email: string }) {
  return (
    <span className="avatar" aria-hidden="true">
      {initialsOf(name, email)}
    </span>
  );
}
