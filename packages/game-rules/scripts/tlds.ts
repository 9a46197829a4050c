import { writeFileSync } from 'node:fs';
import iana from 'tlds';
import { renderTldList } from './tld-list.js';

writeFileSync(new URL('../src/tld-list.ts', import.meta.url), renderTldList(iana));
console.info(`src/tld-list.ts rewritten: ${iana.length} TLDs`);
