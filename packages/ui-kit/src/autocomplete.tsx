import { useId, useState } from 'react';
import { useTranslation } from './i18n.js';

export const AUTOCOMPLETE_MAX_LENGTH = 40;

/** Case-insensitive substring match. */
export function filterItems(items: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [...items] : items.filter((item) => item.toLowerCase().includes(q));
}

export interface AutocompleteProps {
  readonly label: string;
  readonly items: readonly string[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSelect: (item: string) => void;
}

/** A combobox: type to filter, arrows to move, Enter to choose, Escape to close. */
export function Autocomplete({ label, items, value, onChange, onSelect }: AutocompleteProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = filterItems(items, value);
  const choose = (item: string) => {
    onSelect(item);
    onChange(item);
    setOpen(false);
  };
  return (
    <div className="nv-field" style={{ position: 'relative' }}>
      <label className="nv-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="nv-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        maxLength={AUTOCOMPLETE_MAX_LENGTH}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, Math.max(0, matches.length - 1)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && open && matches[active] !== undefined) {
            e.preventDefault();
            choose(matches[active] as string);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {open ? (
        <ul id={listId} className="nv-listbox" role="listbox" aria-label={label}>
          {matches.length === 0 ? (
            <li role="option" aria-selected="false" aria-disabled="true" className="nv-option">
              {t('component.autocomplete.empty')}
            </li>
          ) : (
            matches.map((item, index) => (
              <li
                key={item}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="nv-option"
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(item);
                }}
              >
                {item}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
