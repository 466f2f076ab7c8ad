import { developerFi } from './developer/fi';
import { startup } from './startup';
import { shellFi } from './shell/fi';
import { usersFi } from './users/fi';
import { operationsFi } from './operations/fi';
import { customersFi } from './customers/fi';
import { auditFi } from './audit/fi';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  shell: shellFi,
  users: usersFi,
  developer: developerFi,
  operations: operationsFi,
  customers: customersFi,
  audit: auditFi,
  page: {
    title: 'Ylläpito',
    intro: 'Portaalin ylläpito: asiakashaku, käyttäjät, häiriötiedotteet ja kehittäjän työkalut.',
    toolsTitle: 'Työkalut',
    tools: 'Valitse työkalu ylläpitovalikosta. Näet vain ne työkalut, joihin ryhmäsi antavat oikeuden.',
    noTools: 'Ryhmäsi eivät vielä anna oikeutta yhteenkään työkaluun.',
  },
};

/** The shape every language must have (sv and en are checked against it by the compiler). */
export type AdminTranslation = typeof fi;
