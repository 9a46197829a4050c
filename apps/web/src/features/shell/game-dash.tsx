import { Dialog, Tabs, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

/** The navbar's Game Dash: the player's neurons, tips and highlights, in a dialog. */
export function GameDash({
  open,
  onClose,
  signedIn,
  handle,
}: {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  handle?: string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('neurons-earned');
  return (
    <Dialog open={open} title={t('gameDash.title')} onClose={onClose}>
      <Tabs
        label={t('gameDash.title')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'neurons-earned',
            label: t('gameDash.neurons'),
            content: <p>{signedIn ? t('gameDash.empty') : t('gameDash.signIn')}</p>,
          },
          { id: 'tips', label: t('gameDash.tips'), content: <p>{t('home.role.catalyst')}</p> },
          {
            id: 'highlights',
            label: t('gameDash.highlights'),
            content: <p>{t('gameDash.empty')}</p>,
          },
        ]}
      />
      <p>
        <Link to="/idea-race" onClick={onClose}>
          {t('gameDash.ideaRace')}
        </Link>
        {handle ? (
          <>
            {' · '}
            <Link
              to="/$platformSlug/my-dashboard/notifications"
              params={{ platformSlug: handle }}
              onClick={onClose}
            >
              {t('gameDash.notifications')}
            </Link>
          </>
        ) : null}
      </p>
    </Dialog>
  );
}
