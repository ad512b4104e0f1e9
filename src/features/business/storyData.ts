import { everyDay } from '../../domain/schedule';
import type { BusinessRecord } from './types';

/** Pictures as data addresses, so stories need no network. */
const picture = (w: number, h: number, fill: string, text: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/><text x="${w / 2}" y="${h / 2 + 10}" font-size="28" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  );

/** Monday 23 November 2026, 13:00 in Oujda: inside the lunch shift. */
export const STORY_NOW = new Date('2026-11-23T12:00:00Z');

export const storyRestaurant: BusinessRecord = {
  _id: '00000000-0000-4000-8000-000000000001',
  type: 'restaurant',
  name: 'Dar Zitoun',
  logo: picture(160, 160, '#8a3b12', 'DZ'),
  background: picture(480, 270, '#2f5d50', 'Dar Zitoun'),
  contactNumber: '661234567',
  description: 'Home-style Moroccan cooking and wood-fired pizzas in the heart of Oujda.',
  socialMedia: { ig: 'https://instagram.com/darzitoun', fb: 'https://facebook.com/darzitoun' },
  delivery: true,
  openingTime: '11:00',
  closingTime: '23:30',
  openingAllTimes: false,
  isTemporarilyClosed: false,
  schedule: {
    ...everyDay([
      { opening: '12:00', closing: '15:00' },
      { opening: '19:00', closing: '23:30' },
    ]),
    Sunday: [],
  },
  category: ['Moroccan', 'Pizza'],
  location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
  owner: '00000000-0000-4000-8000-000000000002',
  city: 'oujda',
  visible: true,
  pausedUntil: null,
  pausedIndefinitely: false,
  closures: [],
  preparationMinutes: 20,
  printOnAccept: false,
  createdAt: '2026-01-05T09:00:00.000Z',
};

export const storyAllTimes: BusinessRecord = {
  ...storyRestaurant,
  openingAllTimes: true,
  schedule: everyDay([{ opening: '00:00', closing: '23:59' }]),
};
export const storyClosed: BusinessRecord = { ...storyRestaurant, isTemporarilyClosed: true };
