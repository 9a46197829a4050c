export type TextValues = Readonly<Record<string, string | number>>;

/**
 * Puts the game's numbers into a help text: `{{name}}` becomes `values[name]`. A name without a
 * value is a bug in the page (its text names a number it does not supply), so it throws.
 *
 * @example fillText('Requests expire after {{days}} days.', { days: 30 }) // 'Requests expire after 30 days.'
 */
export function fillText(text: string, values: TextValues): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in "${text}"`);
    return String(value);
  });
}
