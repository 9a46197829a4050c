/**
 * "Fund this tournament": a patron (any signed-in player) adds money from their wallet to a race
 * of an open olympiad (`fundRace`). The amount is typed in dollars and sent in cents; one
 * Idempotency-Key per opening of the dialog, so a retried send moves the money once. A visitor
 * gets a link to sign in instead. The dialog itself is fund-dialog.tsx, loaded on demand.
 */
import type { Olympiad } from '@nervus/contracts';
import { Button, useTranslation } from '@nervus/ui-kit';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { useMe } from '../session/queries.js';
import '../../i18n/olympiads.en.js';

// The dialog (its form, fields and the funding call) loads when a patron reaches for the button.
const FundDialog = lazyPart(() => import('./fund-dialog.js').then((m) => m.FundDialog));
const loadDialog = () => {
  FundDialog.load().catch(() => {
    // Tried again on the press, which shows a failure then.
  });
};

/** The button (or, for a visitor, the sign-in link) for an open, running olympiad; else nothing. */
export function FundTournament({ olympiad }: { readonly olympiad: Olympiad }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const href = useRouterState({ select: (s) => s.location.href });
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  if (olympiad.status !== 'open' || olympiad.suspended || olympiad.races.length === 0) return null;
  if (isPending) return null;
  if (!me)
    return (
      <p className="nv-flush">
        <Link to="/accounts/gateway" search={{ continue: href }}>
          {t('olympiads.fund.signIn')}
        </Link>
      </p>
    );
  return (
    <div>
      <Button
        variant="secondary"
        loading={loading}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={async () => {
          setLoading(true);
          try {
            await FundDialog.load();
            setOpening((n) => n + 1);
            setOpen(true);
          } finally {
            setLoading(false);
          }
        }}
      >
        {t('olympiads.fund.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FundDialog key={opening} olympiad={olympiad} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
