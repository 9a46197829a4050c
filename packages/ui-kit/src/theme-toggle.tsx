import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from './i18n.js';
import { applyTheme, readTheme, rememberTheme, THEME_CHOICES, type ThemeChoice } from './theme.js';

export interface ThemeToggleProps {
  /** The choice shown, when the app holds it (e.g. from the user's saved preferences). */
  readonly value?: ThemeChoice;
  /** Told after the choice is applied to the page and remembered on this device. */
  readonly onChange?: (choice: ThemeChoice) => void;
}

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * System, light or dark: three radio buttons drawn as icons (arrow keys move between them, as
 * in any radio group). A choice is applied at once (`data-theme` on <html>) and remembered in
 * localStorage; `onChange` lets the app also save it for the user.
 *
 * @example <ThemeToggle onChange={(theme) => savePreference({ theme })} />
 */
export function ThemeToggle({ value, onChange }: ThemeToggleProps) {
  const { t } = useTranslation('ui');
  const name = useId();
  const [own, setOwn] = useState<ThemeChoice>(() => readTheme());
  const current = value ?? own;
  const choose = (choice: ThemeChoice) => {
    applyTheme(choice);
    rememberTheme(choice);
    setOwn(choice);
    onChange?.(choice);
  };
  return (
    <fieldset className="nv-theme-toggle">
      <legend className="nv-visually-hidden">{t('component.theme.label')}</legend>
      {THEME_CHOICES.map((choice) => {
        const Icon = ICONS[choice];
        const words = t(`component.theme.${choice}`);
        return (
          <label
            key={choice}
            title={words}
            // A press on the picture would move focus to the page first, and a menu around the
            // toggle (the user menu) closes when focus leaves it, before the click arrives.
            onMouseDown={(event) => {
              event.preventDefault();
              event.currentTarget.querySelector('input')?.focus();
            }}
          >
            <input
              type="radio"
              className="nv-visually-hidden"
              name={name}
              value={choice}
              checked={current === choice}
              onChange={() => choose(choice)}
            />
            <Icon aria-hidden="true" />
            <span className="nv-visually-hidden">{words}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
