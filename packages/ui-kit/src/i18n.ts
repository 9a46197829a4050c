/**
 * The ui-kit's words. Every user-visible string of the components goes through these keys
 * (namespace `ui`); the app registers `uiEnglish` in its i18next instance.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const UI_NAMESPACE = 'ui';

export const uiEnglish = {
  component: {
    form: {
      error: { required: 'The field {{label}} is required' },
      invalid: 'One of the form fields was invalid, please check your changes again.',
      confirm: {
        title: 'Confirm?',
        body: 'Do you want to continue with this action?',
        yes: 'Continue',
        no: 'Cancel',
      },
      result: {
        noAction: 'No action provided',
        middleware: 'Middleware failed',
        beforeSubmit: 'Before submit callback returned false',
        validation: 'Validation failed',
        cancelled: 'User cancelled the action',
      },
      busy: 'Saving...',
    },
    select: { placeholder: 'Select an option' },
    autocomplete: { empty: 'No items were found!' },
    tags: { remove: 'Remove {{tag}}', placeholder: 'Add and press Enter' },
    rating: {
      label: 'Rating',
      value: '{{value}} of {{max}}',
      clear: 'Clear rating',
      star: '{{value}} stars',
    },
    encouraging: { angry: 'Angry', sad: 'Sad', meh: 'Meh', smile: 'Pleased', happy: 'Delighted' },
    image: {
      dimensions: 'Maximum width and height dimension for upload image is {{width}} x {{height}}.',
      size: 'Maximum file size for upload image is {{size}} MB.',
      processing: 'Error processing the image.',
      choose: 'Choose an image',
      type: 'Only images can be uploaded.',
    },
    dialog: { close: 'Close' },
    toast: { close: 'Dismiss' },
    copy: { tooltip: 'Click to copy', copied: 'Copied!' },
    date: { clear: 'Clear date', from: 'From', to: 'To' },
    stepper: { step: 'Step {{n}} of {{total}}', done: 'completed' },
    avatar: { zoom: 'Show {{name}} larger', close: 'Close' },
    person: {
      removed: 'Account removed',
      hidden: 'Will be revealed soon',
      anonymous: 'Anonymous',
      more: '+{{count}} more',
    },
    countdown: { ended: 'Ended', left: '{{time}} left' },
    pager: {
      label: 'Pages of {{list}}',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}} of {{pages}}',
    },
  },
};

/** A ready i18next instance with the ui-kit's English words (stories, tests, small hosts). */
export function createUiI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: { en: { [UI_NAMESPACE]: uiEnglish } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
