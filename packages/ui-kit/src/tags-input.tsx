import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from './i18n.js';
import { addTag, TAG_COMMIT_KEYS } from './tags-logic.js';

export interface TagsInputProps {
  readonly label: string;
  readonly value: readonly string[];
  readonly onChange: (tags: readonly string[]) => void;
  readonly max?: number;
  readonly error?: string;
}

/** Tags: Enter, Tab, comma or semicolon commit; Backspace on empty removes the last; blur adds. */
export function TagsInput({ label, value, onChange, max, error }: TagsInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState('');
  const commit = () => {
    const next = addTag(value, draft, max);
    if (next !== value) onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((TAG_COMMIT_KEYS as readonly string[]).includes(event.key)) {
      // Tab with nothing typed moves focus as usual.
      if (event.key === 'Tab' && draft.trim() === '') return;
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="nv-field">
      <label className="nv-label" htmlFor={id}>
        {label}
      </label>
      <div className="nv-tags">
        <ul aria-label={label} style={{ display: 'contents', listStyle: 'none' }}>
          {value.map((tag) => (
            <li key={tag} className="nv-tag">
              {tag}
              <button
                type="button"
                aria-label={t('component.tags.remove', { tag })}
                onClick={() => onChange(value.filter((x) => x !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          placeholder={t('component.tags.placeholder')}
          aria-invalid={Boolean(error)}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </div>
      {error ? (
        <span className="nv-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
