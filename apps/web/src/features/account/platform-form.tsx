import {
  Badge,
  Button,
  Field,
  Form,
  platformThemeProps,
  Textarea,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formAction } from '../../lib/form-action.js';
import { meQueryOptions } from '../session/queries.js';
import { AccountPage, SaveBar, Section } from './layout.js';
import { platformPreferencesQueryOptions, useUpdatePlatformPreferences } from './queries.js';
import '../../i18n/account.en.js';

export function PlatformPreferencesForm() {
  // The shell shows this page to signed-in users only.
  const me = useSuspenseQuery(meQueryOptions()).data;
  return me ? <PlatformPreferencesOf handle={me.user.handle} /> : null;
}

function PlatformPreferencesOf({ handle }: { handle: string }) {
  const { data } = useSuspenseQuery(platformPreferencesQueryOptions(handle));
  return <PlatformPreferencesLoaded handle={handle} initial={data} />;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The colour the page shows now (the platform's, or the product's), for an empty picker. */
function shownBrand(): string {
  const value =
    typeof document === 'undefined'
      ? ''
      : getComputedStyle(document.documentElement).getPropertyValue('--nv-color-brand').trim();
  return HEX_COLOUR.test(value) ? value.toLowerCase() : '';
}

/**
 * A platform's accent: the browser's colour picker beside the colour as text (for a colour
 * copied from elsewhere, and for whoever does not use the picker), a way back to the product's
 * colour, and a preview of what the page makes of it in the current theme.
 */
function AccentColorField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const valid = HEX_COLOUR.test(value.trim());
  return (
    <Field label={t('account.accentColor')} hint={t('account.accentHint')} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="nv-stack" data-gap="sm">
          <div className="app-account-color">
            <label className="app-account-swatch">
              <span className="nv-visually-hidden">{t('account.accentPicker')}</span>
              <input
                type="color"
                value={valid ? value.trim().toLowerCase() : shownBrand()}
                onChange={(e) => onChange(e.target.value)}
              />
            </label>
            <input
              id={id}
              className="nv-input app-account-hex"
              name="accent_color"
              value={value}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => onChange(e.target.value)}
            />
            {value ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                {t('account.accentReset')}
              </Button>
            ) : null}
          </div>
          {valid ? (
            <div className="app-account-preview" {...platformThemeProps(value.trim())}>
              <span className="nv-text-muted">{t('account.accentPreview')}</span>
              <span className="app-account-fill">{t('account.accentSample')}</span>
              <Badge tone="brand">{t('account.accentLink')}</Badge>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function PlatformPreferencesLoaded({
  handle,
  initial,
}: {
  handle: string;
  initial: {
    title: string;
    slogan: string | null;
    marketing_phrase: string | null;
    masthead_background_image: string | null;
    accent_color: string | null;
  };
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdatePlatformPreferences(handle);
  const form = useForm({
    initial: {
      title: initial.title,
      slogan: initial.slogan ?? '',
      marketing_phrase: initial.marketing_phrase ?? '',
      masthead_background_image: initial.masthead_background_image ?? '',
      accent_color: initial.accent_color ?? '',
    },
    fields: { title: { label: t('account.platformTitle'), required: true } },
    action: ({ masthead_background_image, accent_color, ...words }) =>
      formAction(
        update.mutateAsync({
          ...words,
          // Empty is "none": the product's colour, no picture.
          masthead_background_image: masthead_background_image.trim() || null,
          accent_color: accent_color.trim() || null,
        }),
      ),
    onSuccess: () => toast.show(t('account.saved'), 'success'),
  });
  return (
    <AccountPage title={t('account.platform')}>
      <Form form={form} label={t('account.platform')}>
        <div className="nv-stack" data-gap="lg">
          <Section title={t('account.wordsTitle')} description={t('account.wordsDescription')}>
            <TextInput
              label={t('account.platformTitle')}
              name="title"
              required
              maxLength={80}
              value={form.values.title}
              onChange={(v) => form.set('title', v)}
              error={form.errorOf('title')}
            />
            <TextInput
              label={t('account.platformSlogan')}
              name="slogan"
              maxLength={140}
              value={form.values.slogan}
              onChange={(v) => form.set('slogan', v)}
              error={form.errorOf('slogan')}
            />
            <Textarea
              label={t('account.marketingPhrase')}
              name="marketing_phrase"
              maxLength={280}
              value={form.values.marketing_phrase}
              onChange={(v) => form.set('marketing_phrase', v)}
              error={form.errorOf('marketing_phrase')}
            />
          </Section>
          <Section title={t('account.lookTitle')} description={t('account.lookDescription')}>
            <AccentColorField
              value={form.values.accent_color}
              error={form.errorOf('accent_color')}
              onChange={(v) => form.set('accent_color', v)}
            />
            <TextInput
              label={t('account.masthead')}
              name="masthead_background_image"
              type="url"
              hint={t('account.mastheadHint')}
              value={form.values.masthead_background_image}
              onChange={(v) => form.set('masthead_background_image', v)}
              error={form.errorOf('masthead_background_image')}
            />
          </Section>
          <SaveBar busy={form.state === 'busy'}>{t('account.save')}</SaveBar>
        </div>
      </Form>
    </AccountPage>
  );
}
