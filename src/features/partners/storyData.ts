import type { Partner } from './partnerLists';

/** Demo partners for the stories (no network). */
const names = [
  'Youssef Benali',
  'Hicham Alaoui',
  'Fatima Zahra Naciri',
  'Karim Lahlou',
  'Nadia Nouveau',
  'Omar Berrada',
  'Salma Idrissi',
  'Rachid Tazi',
  'Leila Chraibi',
  'Mounir El Fassi',
  'Zineb Amrani',
  'Adil Kettani',
];

/** What every account answers and the stories do not vary. */
const accountFields = {
  profilePicture: null,
  N_account: null,
  language: 'en',
  timeZone: 'Africa/Casablanca',
  termsVersion: null,
  termsAcceptedAt: null,
  twoFactorEnabledAt: null,
} as const;

export const storyPartners: Partner[] = names.map((name, i) => ({
  ...accountFields,
  _id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@demo.ma`,
  phone: `66123450${i % 10}`,
  role: 'restaurant_owner',
  verified: i % 4 !== 3,
  N_identité: i % 5 === 4 ? null : `F48${2910 + i}`,
  Date_birth: i % 5 === 4 ? null : `19${80 + i}-0${1 + (i % 9)}-1${i % 9}`,
  scan_Id: i % 5 === 4 ? null : '/demo/id-card.svg',
  createdAt: '2026-10-0' + (1 + (i % 9)) + 'T10:00:00.000Z',
  businessId: i % 3 === 2 ? null : `10000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  businessType: i % 3 === 2 ? null : 'restaurant',
  businessName: i % 3 === 2 ? null : `Restaurant ${name.split(' ')[1]}`,
  Number_Rider: null,
}));

export const storyWaiting: Partner[] = [
  { ...storyPartners[3]!, verified: false },
  { ...storyPartners[4]!, verified: false },
  {
    ...accountFields,
    _id: '00000000-0000-4000-8000-000000000099',
    name: 'Ilyas Fassi',
    email: 'ilyas@demo.ma',
    phone: '670000006',
    role: 'rider',
    verified: false,
    N_identité: 'F482936',
    Date_birth: '1996-07-16',
    scan_Id: '/demo/id-card.svg',
    createdAt: '2026-11-01T10:00:00.000Z',
    businessId: null,
    businessType: null,
    businessName: null,
    Number_Rider: null,
  },
  { ...storyPartners[5]!, role: 'store_owner', verified: false, businessId: null, businessType: null, businessName: null },
];

export const storyRider: Partner = { ...storyWaiting[2]!, verified: true, Number_Rider: 106 };
