/** My Account › Profile: the player's names, about text and interests. */
import {
  Form,
  TagsInput,
  Textarea,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { formAction } from '../../lib/form-action.js';
import { useMe } from '../session/queries.js';
import { AccountPage, SaveBar, Section } from './layout.js';
import { useUpdateProfile } from './queries.js';
import '../../i18n/account.en.js';

export function ProfileForm() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const toast = useToast();
  const update = useUpdateProfile();
  const form = useForm({
    initial: {
      first_name: me?.user.first_name ?? '',
      last_name: me?.user.last_name ?? '',
      bio: me?.user.bio ?? '',
      slogan: me?.user.slogan ?? '',
      interests: (me?.profile.bio.interests ?? []) as readonly string[],
    },
    fields: {},
    action: (values) =>
      formAction(update.mutateAsync({ ...values, interests: [...values.interests] })),
    onSuccess: () => toast.show(t('account.saved'), 'success'),
  });
  return (
    <AccountPage title={t('account.profile')}>
      <Form form={form} label={t('account.profile')}>
        <div className="nv-stack" data-gap="lg">
          <Section title={t('account.nameTitle')} description={t('account.nameDescription')}>
            <div className="app-account-pair">
              <TextInput
                label={t('account.firstName')}
                name="first_name"
                autoComplete="given-name"
                value={form.values.first_name}
                onChange={(v) => form.set('first_name', v)}
                error={form.errorOf('first_name')}
              />
              <TextInput
                label={t('account.lastName')}
                name="last_name"
                autoComplete="family-name"
                value={form.values.last_name}
                onChange={(v) => form.set('last_name', v)}
                error={form.errorOf('last_name')}
              />
            </div>
            <TextInput
              label={t('account.slogan')}
              name="slogan"
              maxLength={140}
              value={form.values.slogan}
              onChange={(v) => form.set('slogan', v)}
              error={form.errorOf('slogan')}
            />
          </Section>
          <Section title={t('account.aboutTitle')} description={t('account.aboutDescription')}>
            <Textarea
              label={t('account.bio')}
              name="bio"
              value={form.values.bio}
              onChange={(v) => form.set('bio', v)}
              error={form.errorOf('bio')}
            />
            <TagsInput
              label={t('account.interests')}
              value={form.values.interests}
              max={20}
              onChange={(v) => form.set('interests', v)}
            />
          </Section>
          <SaveBar busy={form.state === 'busy'}>{t('account.save')}</SaveBar>
        </div>
      </Form>
    </AccountPage>
  );
}
