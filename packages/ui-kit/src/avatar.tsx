import { lazy, Suspense, useState } from 'react';
import { useTranslation } from './i18n.js';
import { initials, type PersonLike, personDisplay } from './person.js';

// The zoomed view opens on a click: its dialog's code loads then, not with every avatar's page.
const Dialog = lazy(() => import('./dialog.js').then((module) => ({ default: module.Dialog })));

export const AVATAR_ZOOM = 2;

export interface AvatarProps {
  readonly name: string;
  readonly src?: string | null;
  readonly size?: number;
  /** Clicking opens a 2× view. */
  readonly zoomable?: boolean;
}

function Face({
  name,
  src,
  size,
}: {
  name: string;
  src?: string | null | undefined;
  size: number;
}) {
  return src ? (
    <img className="nv-avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span
      className="nv-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {initials(name)}
    </span>
  );
}

/** A round picture (or initials); zoomable ones open a dialog at twice the size. */
export function Avatar({ name, src, size = 40, zoomable = false }: AvatarProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  if (!zoomable) {
    return (
      <span role="img" aria-label={name} style={{ display: 'inline-flex' }}>
        <Face name={name} src={src} size={size} />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="nv-avatar"
        style={{ width: size, height: size }}
        aria-label={t('component.avatar.zoom', { name })}
        onClick={() => setOpen(true)}
      >
        <Face name={name} src={src} size={size} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog open title={name} onClose={() => setOpen(false)}>
            <Face name={name} src={src} size={size * AVATAR_ZOOM} />
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}

export interface PlayerCardProps {
  readonly players: readonly (PersonLike & { avatar_url?: string | null })[];
  /** How many avatars show before "+n more"; 3 by default. */
  readonly shown?: number;
  readonly label: string;
}

/** A stack of player avatars: three by default, then "+n more". */
export function PlayerCard({ players, shown = 3, label }: PlayerCardProps) {
  const { t } = useTranslation('ui');
  const nameOf = (p: PersonLike) => {
    const display = personDisplay(p);
    return display.kind === 'person' ? display.name : t(`component.person.${display.kind}`);
  };
  const rest = players.length - shown;
  return (
    <span className="nv-player-card" role="group" aria-label={label}>
      {players.slice(0, shown).map((p, i) => (
        <Avatar key={p.id ?? i} name={nameOf(p)} src={p.avatar_url ?? null} size={32} />
      ))}
      {rest > 0 ? (
        <span style={{ marginLeft: 8 }}>{t('component.person.more', { count: rest })}</span>
      ) : null}
    </span>
  );
}

/** A person's name as the spec shows it, linked to their page when known. */
export function PersonName({ person }: { person: PersonLike | null | undefined }) {
  const { t } = useTranslation('ui');
  const display = personDisplay(person);
  if (display.kind !== 'person') return <span>{t(`component.person.${display.kind}`)}</span>;
  return <a href={display.path}>{display.name}</a>;
}
