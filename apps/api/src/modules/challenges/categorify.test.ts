import { describe, expect, it } from 'vitest';
import { categorify } from './categorify.js';

const categories = [
  { id: '1', slug: 'environment', name: 'Environment' },
  { id: '2', slug: 'education', name: 'Education' },
  { id: '3', slug: 'local-civics', name: 'Local Civics' },
  { id: '4', slug: 'food', name: 'Food' },
];

describe('categorify', () => {
  it('suggests the category sharing the most words with the question', () => {
    expect(categorify('How could we cut plastic waste in school canteens?', categories)?.slug).toBe(
      'environment',
    );
    expect(categorify('What could make bus stops in our town nicer?', categories)?.slug).toBe(
      'local-civics',
    );
    expect(categorify('How could teachers help students learn?', categories)?.slug).toBe(
      'education',
    );
  });

  it('suggests nothing without a shared word', () => {
    expect(categorify('How could we?', categories)).toBeNull();
  });
});
