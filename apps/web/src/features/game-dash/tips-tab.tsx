/**
 * The helpful tips (tasks for some roles, each dismissable, the dismissal kept in a cookie): the
 * Game Dash's tips tab and the notifications' helpful-tips page.
 */
import { Button, EmptyState, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { dismissedTips, rememberDismissed, TIPS } from './tips.js';
import '../../i18n/game-dash.en.js';
import '../../i18n/game.en.js';

export function TipsTab({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<string[]>(dismissedTips);
  const shown = TIPS.filter((tip) => !dismissed.includes(tip.id));
  const update = (ids: string[]) => {
    rememberDismissed(ids);
    setDismissed(ids);
  };
  if (shown.length === 0)
    return (
      <EmptyState
        level={3}
        title={t('dash.tipsEmpty')}
        action={
          <Button variant="secondary" size="sm" onClick={() => update([])}>
            {t('dash.tipsRestore')}
          </Button>
        }
      />
    );
  return (
    <ul aria-label={t('dash.tipsLabel')} className="nv-list-plain">
      {shown.map((tip) => {
        const subject = t(`dash.tip.${tip.id}.subject`);
        return (
          <li key={tip.id} className="app-dash-tip">
            <div className="nv-stack" data-gap="sm">
              <h3 className="nv-flush">{subject}</h3>
              <p className="nv-flush">{t(`dash.tip.${tip.id}.action`)}</p>
              <p className="nv-flush nv-hint">
                {t('dash.forRoles', {
                  roles: tip.roles.map((role) => t(`brains.roleName.${role}`)).join(', '),
                })}
              </p>
              <p className="nv-flush">
                <Link to={tip.to} onClick={onLeave}>
                  {t(`dash.tip.${tip.id}.link`)}
                </Link>
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('dash.dismiss', { subject })}
              onClick={() => update([...dismissed, tip.id])}
            >
              ×
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
