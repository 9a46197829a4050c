/**
 * A challenge's details and its catalyst's tools (editing, copying, promoting QQ ideas). Apart from the challenge page's words (`challenge.en.ts`), so that they load with the
 * parts that show them.
 */
import { addAppWords } from './index.js';

export const challengeCatalystEnglish = {
  catalyst: {
    details: 'Details',
    category: 'Category',
    format: 'Format',
    formats: {
      standard: 'Question challenge',
      qq: 'QQ (design a better question)',
      topic: 'Topic',
      improve: 'Make it Better',
      'test-an-idea': 'Test an idea',
      prize: 'Prize',
      ama: 'Ask me anything',
    },
    captionFormat: 'Caption format',
    scale: 'Innovation scale',
    duration: 'Duration',
    durationValue: '{{start}} to {{end}}',
    prize: 'Prize',
    entryFee: 'Entry fee',
    noEntryFee: 'None',
    tags: 'Tags',
    noTags: 'No tags',
    assumptions: 'Core assumptions',
    assumption: { who: 'Who', why: 'Why', what: 'What' },
    deepDives: 'Deep dives',
    deepDivesReadOnly: 'Deep dives are shown read-only.',
    deepDive: { who: 'Deep Dive Who', why: 'Deep Dive Why', what: 'Deep Dive What' },
    article: 'Linked article',
    yourIdea: 'The catalyst’s idea',
    coAuthor: 'Co-author',
    none: 'None',
    edit: 'Edit Details',
    editLead:
      'Players are already answering: you can sharpen the wording, tags, picture and prize description. Category, format, duration and deep dives stay as published.',
    captionLocked: 'Caption challenges keep their title and description.',
    closedNoEdit: 'This challenge is closed; its details can no longer change.',
    title: 'Question title',
    description: 'Question description',
    image: 'Challenge image',
    upload: 'Upload a new image (JPEG, PNG or GIF, up to 20 MB)',
    uploading: 'Processing...',
    imageError: 'An error occurred, please try another image.',
    prizeDescription: 'Prize description',
    save: 'Save details',
    saved: 'Details saved.',
    copy: 'Copy into a new draft',
    copying: 'Copying…',
    copyHint:
      'The copy holds the question, its settings and your own idea, without the crowd’s ideas.',
    promote: 'Promote “{{title}}” to a new question',
    promoting: 'Promoting…',
    promoteHint: '@{{handle}} will be credited as co-author of the new question.',
    continueDraft: 'Continue the promoted question',
    promotedAs: 'Promoted: now a question',
    openPromoted: 'Open the new question',
    promotedList: 'Ideas promoted to new questions',
  },
};

addAppWords(challengeCatalystEnglish);
