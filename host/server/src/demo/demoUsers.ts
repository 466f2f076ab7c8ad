import type { DemoUser } from './catalogTypes';
import { businessIdWithCheck } from './identifiers';

/** The one password of every demo account (README lists the accounts). */
export const DEMO_PASSWORD = 'Demo-salasana-2026';

export const BUSINESS_CUSTOMER = {
  customerCode: '1500001',
  businessId: businessIdWithCheck('2734562'),
  businessName: 'Kiinteistö Pohjanmaa Oy',
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'vare',
    email: 'asiakas@vare.example',
    name: 'Matti Virtanen',
    phone: '+358401234501',
    uiMode: 'B2C',
    groups: [],
    customerships: [{ company: 'VARE', customerCode: '1000001', customerType: 'B2C' }],
  },
  {
    key: 'sv',
    email: 'asiakas@sv.example',
    name: 'Liisa Korhonen',
    phone: '+358401234502',
    uiMode: 'B2C',
    groups: [],
    customerships: [{ company: 'SV', customerCode: '2000001', customerType: 'B2C' }],
  },
  {
    key: 'kuo',
    email: 'kaukolampo@kuo.example',
    name: 'Pekka Heikkinen',
    phone: '+358401234503',
    uiMode: 'B2C',
    groups: [],
    customerships: [{ company: 'KUO', customerCode: '3000001', customerType: 'B2C' }],
  },
  {
    key: 'business',
    email: 'yritys@vare.example',
    name: 'Sanna Mäkinen',
    phone: '+358401234504',
    uiMode: 'B2B',
    groups: [],
    customerships: [{ company: 'VARE', customerType: 'B2B', ...BUSINESS_CUSTOMER }],
  },
  {
    key: 'subUser',
    email: 'alikayttaja@vare.example',
    name: 'Juha Nieminen',
    phone: '+358401234505',
    uiMode: 'B2B',
    groups: [],
    customerships: [{ company: 'VARE', customerType: 'B2B', ...BUSINESS_CUSTOMER }],
  },
  {
    key: 'representative',
    email: 'edustaja@sv.example',
    name: 'Eeva Laine',
    phone: '+358401234506',
    uiMode: 'B2C',
    groups: [],
    customerships: [],
  },
  {
    key: 'admin',
    email: 'admin@portal.example',
    name: 'Ylläpitäjä Pääkäyttäjä',
    phone: '+358401234507',
    uiMode: 'B2C',
    groups: ['accessRights', 'adminUsers', 'advertisementTile', 'benefits', 'messaging', 'superusers', 'topBarMessage', 'users'],
    customerships: [],
  },
  {
    key: 'adminKuo',
    email: 'admin-kuo@portal.example',
    name: 'Ylläpitäjä KUO',
    phone: '+358401234508',
    uiMode: 'B2C',
    groups: ['adminUsers', 'origin-KUO', 'users'],
    customerships: [],
  },
  {
    key: 'developer',
    email: 'kehittaja@portal.example',
    name: 'Kehittäjä Testaaja',
    phone: '+358401234509',
    uiMode: 'B2C',
    groups: ['developers'],
    customerships: [],
  },
];
